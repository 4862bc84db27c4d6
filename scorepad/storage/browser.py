"""The browser's disk (Pyodide only): the data folder kept in IndexedDB, and the tabs kept in step.

Each tab runs its own Python with its own copy of the files in memory (Emscripten's IDBFS); IndexedDB
holds what is saved. pull() loads it into memory and push() stores memory into it, removing what memory
lacks, so a tab that writes on an old copy deletes the other tabs' work. Hence every write is
pull -> change -> push while no other tab writes (a Web Lock), and only then counts as saved: write()
does exactly that. announce() tells the other tabs over a BroadcastChannel; listen() pulls, then calls back.

    disk = await BrowserDisk.open()                      # mount and load (sys.platform == "emscripten")
    store = await disk.open_store()                      # Store(disk.path), opened as a write
    stored = await disk.write(lambda: store.add_hand(match_id, hand))   # saved once this returns
    disk.announce({"match": stored.id})                  # the other tabs pull, then their callback runs
    disk.listen(on_news)                                 # on_news(message), sync or async, after the pull
    kept = await disk.keeping(ask=True)                  # may the browser delete the data? (asked to keep it)
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import json
import logging
import sys
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar, cast

from scorepad.storage import BROWSER_DATA_DIR, Store
from scorepad.storage.errors import IO, DiskFull, Locked, StorageError

if sys.platform == "emscripten" or TYPE_CHECKING:  # Pyodide's modules: only in the browser (mypy reads them as Any)
    import js
    import pyodide_js
    from pyodide.code import run_js
    from pyodide.ffi import JsException, create_once_callable, create_proxy, to_js

log = logging.getLogger("scorepad.storage")
T = TypeVar("T")
LOCK = "scorepad-data"  # the Web Lock every tab's writes take (origin-wide)
CHANNEL = "scorepad-data"  # the BroadcastChannel the tabs announce changes on
LOCK_TIMEOUT = 10.0  # seconds: a write waits this long for another tab's (an import takes a few seconds)
QUESTION = "scorepadKeeping"  # the worker's question to its page about keeping the data (boot.js answers it)
ANSWERED = 3.0  # seconds: the page's answer about keeping the data (a round trip to it)
ASKED = 60.0  # seconds: the same when the browser is asked first (Firefox asks the user)

# Resolves with the function that releases the lock, once granted; rejects after `timeout` ms.
REQUEST_LOCK = """(name, mode, timeout) => new Promise((granted, failed) => {
    const options = { mode };
    if (typeof AbortSignal.timeout === "function") options.signal = AbortSignal.timeout(timeout);
    navigator.locks.request(name, options, () => new Promise((release) => granted(release))).catch(failed);
})"""


def in_browser() -> bool:
    """Whether this Python runs in a browser (Pyodide), where the data lives in IndexedDB."""
    return sys.platform == "emscripten"


class BrowserDisk:
    """The data folder on IndexedDB, written by one tab at a time, every write on the newest data."""

    def __init__(self, path: Path, lock_timeout: float = LOCK_TIMEOUT):
        self.path = Path(path)
        self.lock_timeout = lock_timeout
        self._request_lock = run_js(REQUEST_LOCK)
        # Web Locks exist only in a secure context: on plain http (a site on the table's Wi-Fi) this tab's
        # writes still go one at a time, but another tab's may come between (the app says so once).
        self.tabs_in_step = getattr(js.navigator, "locks", None) is not None
        self._tab_lock = asyncio.Lock()
        self._channel = js.BroadcastChannel.new(CHANNEL)
        self._syncing = asyncio.Lock()  # one syncfs at a time in this tab
        self._handlers: list[Any] = []  # the listeners' JS proxies, destroyed by close()
        self._following: set[asyncio.Future[None]] = set()  # callbacks running now: referenced until done

    @classmethod
    async def open(cls, path: str | Path = BROWSER_DATA_DIR, lock_timeout: float = LOCK_TIMEOUT) -> BrowserDisk:
        """Mount IndexedDB at `path` (the database keeps that name; mounted once per tab) and load it."""
        fs = pyodide_js.FS
        fs.mkdirTree(str(path))
        if fs.lookupPath(str(path)).node.mount.mountpoint != str(path):
            fs.mount(fs.filesystems.IDBFS, js.Object.new(), str(path))
        disk = cls(Path(path), lock_timeout)
        await disk.refresh()
        return disk

    async def open_store(self, **options: Any) -> Store:
        """The Store on this disk, opened as a write (opening may migrate, recover or create files)."""
        return await self.write(lambda: Store(self.path, **options))

    async def write(self, change: Callable[[], T]) -> T:
        """Run `change` (Store calls) on the newest data while no other tab writes; saved once this returns.

        When `change` or the push fails, memory is loaded again from IndexedDB: nothing half-done stays.
        """
        async with self.exclusive():
            await self.pull()
            try:
                result = change()
                await self.push()
            except BaseException:
                with contextlib.suppress(StorageError):
                    await self.pull()
                raise
            return result

    @contextlib.asynccontextmanager
    async def exclusive(self) -> AsyncIterator[BrowserDisk]:
        """Hold the tabs' write lock (a Web Lock, freed when this tab closes or crashes); `locked` after a wait."""
        release = await self._lock("exclusive")
        try:
            yield self
        finally:
            release()

    async def refresh(self) -> None:
        """Load what the other tabs saved (under the shared lock, so never half of someone's push)."""
        release = await self._lock("shared")
        try:
            await self.pull()
        finally:
            release()

    async def pull(self) -> None:
        """IndexedDB -> memory: files changed or removed by other tabs are changed or removed here."""
        await self._sync(populate=True)

    async def push(self) -> None:
        """Memory -> IndexedDB, in one IndexedDB transaction; a save counts as saved only after this."""
        await self._sync(populate=False)

    def announce(self, message: Any) -> None:
        """Tell the other tabs (not this one) that the data changed; `message` is JSON."""
        self._channel.postMessage(json.dumps(message))

    def listen(self, callback: Callable[[Any], Any]) -> None:
        """Call `callback(message)` (may be async) for each other tab's announcement, after loading its data."""

        async def follow(message: Any) -> None:
            try:
                await self.refresh()
            except StorageError:  # IndexedDB failed or the lock timed out: the next write pulls anyway
                log.warning("could not load another tab's change", exc_info=True)
                return
            outcome = callback(message)
            if inspect.isawaitable(outcome):
                await outcome

        def received(event: Any) -> None:
            task = asyncio.ensure_future(follow(json.loads(event.data)))
            self._following.add(task)
            task.add_done_callback(self._following.discard)

        handler = create_proxy(received)
        self._handlers.append(handler)
        self._channel.addEventListener("message", handler)

    async def keeping(self, ask: bool = False) -> Keeping:
        """What the browser says of keeping this site's data; `ask`: ask it to keep the data first (only the
        page can: scorepad/site/boot.js answers this worker's question). No page answering: what a worker reads."""
        answer = await ask_page({"ask": ask}, ASKED if ask else ANSWERED)
        if answer is None:
            storage = getattr(js.navigator, "storage", None)
            if storage is None or not hasattr(storage, "persisted"):
                return Keeping(None)
            return Keeping(bool(await storage.persisted()))
        persisted = answer.get("persisted")
        return Keeping(None if persisted is None else bool(persisted), bool(answer.get("standalone")))

    def close(self) -> None:
        """Stop listening to the other tabs."""
        self._channel.close()
        for handler in self._handlers:
            handler.destroy()
        self._handlers.clear()

    async def _lock(self, mode: str) -> Callable[[], object]:
        if not self.tabs_in_step:
            await self._tab_lock.acquire()
            return self._tab_lock.release
        try:
            # the JS function that frees the lock (Pyodide's values are Any to mypy)
            return cast("Callable[[], object]", await self._request_lock(LOCK, mode, int(self.lock_timeout * 1000)))
        except JsException as error:
            raise Locked(path=str(self.path), reason=str(error)) from None

    async def _sync(self, populate: bool) -> None:
        async with self._syncing:
            done = asyncio.get_running_loop().create_future()

            def finished(error: object = None) -> None:
                if not done.done():
                    done.set_exception(sync_error(error, self.path)) if error else done.set_result(None)

            pyodide_js.FS.syncfs(populate, create_once_callable(finished))
            await done


@dataclass(frozen=True)
class Keeping:
    """What the browser says of keeping this site's data: `persisted`, it promised to keep it (None: it has no
    such promise, as WebKit); `standalone`, the app runs from the home screen (installed)."""

    persisted: bool | None
    standalone: bool = False

    @property
    def may_delete(self) -> bool:
        """The browser may still delete the matches: no promise given, unless it has no such promise and the
        app runs from the home screen (Safari deletes a site's data after seven days without a visit, but
        not a home-screen app's)."""
        return not self.persisted and not (self.persisted is None and self.standalone)


async def ask_page(question: dict[str, object], timeout: float) -> dict[str, object] | None:
    """The page's answer to `question` (a worker's message with a port for the answer; boot.js answers it),
    or None when no answer came within `timeout` seconds (a page without Scorepad's start script)."""
    channel = js.MessageChannel.new()
    answered: asyncio.Future[dict[str, object]] = asyncio.get_running_loop().create_future()

    def heard(event: Any) -> None:
        if not answered.done():
            answered.set_result(event.data.to_py() if hasattr(event.data, "to_py") else event.data)

    handler = create_proxy(heard)
    channel.port1.onmessage = handler
    try:
        js.postMessage(to_js({QUESTION: question}, dict_converter=js.Object.fromEntries), to_js([channel.port2]))
        return await asyncio.wait_for(answered, timeout)
    except asyncio.TimeoutError:
        return None
    finally:
        channel.port1.close()
        handler.destroy()


def sync_error(error: object, path: Path) -> StorageError:
    """A failed IndexedDB sync as a StorageError: a full quota is disk_full, anything else io."""
    name = str(getattr(error, "name", "") or "")
    if name == "QuotaExceededError":
        return DiskFull(path=str(path))
    return StorageError(IO, path=str(path), reason=f"IndexedDB: {name or 'error'}: {getattr(error, 'message', error)}")
