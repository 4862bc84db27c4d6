"""The process's side of the app: its one Store, where the Store's calls run, long work in chunks, and the
statistics counted for it. A server runs the calls in worker threads; the browser (Pyodide) has no threads,
so the same code runs them inline and gives the event loop back between chunks."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import sys
import time
from collections.abc import Callable, Generator
from datetime import UTC, datetime
from typing import Any, TypeVar

from scorepad.stats import Ledger, store_aliases
from scorepad.storage import StorageError

log = logging.getLogger("scorepad.ui")
T = TypeVar("T")

IN_BROWSER = sys.platform == "emscripten"
CHUNK = 0.01  # seconds of stepwise work before the event loop gets its turn


class Backend:
    """One per process: the Store and how to call it without freezing the sessions' event loop."""

    def __init__(self, store, threads: bool | None = None, disk=None, clock: Callable[[], datetime] | None = None):
        self.store = store
        self.clock = clock or (lambda: datetime.now(UTC))  # what a week is counted by (a test's own)
        self.threads = (not IN_BROWSER) if threads is None else threads
        self.disk = disk  # the browser's disk (IndexedDB, shared by its tabs), when there is one
        self.statistics = Statistics(self)
        self.notices_told = False

    async def run(self, work: Callable[..., T], *args: Any) -> T:
        """Short blocking work (one Store call): in a worker thread, or inline where there are none."""
        if self.threads:
            return await asyncio.to_thread(work, *args)
        result = work(*args)
        await asyncio.sleep(0)
        return result

    async def write(self, work: Callable[..., T], *args: Any) -> T:
        """A Store write; in the browser under the tabs' lock, on the newest data, durable when it returns."""
        if self.disk is not None:
            return await self.disk.write(lambda: work(*args))
        return await self.run(work, *args)

    async def finish(self, steps: Generator[Any, None, T], progress: Callable[[Any], None] | None = None) -> T:
        """Stepwise work to its end, in chunks of about CHUNK seconds on the loop itself, the other sessions
        served in between: the same code where there are no threads. (Each chunk in a worker thread was
        tried: while another session was busy the two threads handed Python's lock back and forth after
        every file read, and the first count took 25 times as long.)"""
        with young_collections_only():
            while True:
                done, value, last = advance(steps, CHUNK)
                if progress is not None and last is not None:
                    progress(last)
                if done:
                    return value
                gc.collect(1)
                await asyncio.sleep(0)


@contextlib.contextmanager
def young_collections_only():
    """No full garbage collection while long work runs: with thousands of matches in memory one took
    0.6-0.9 s here, every session frozen meanwhile. The young generations are collected between chunks
    (the caller's gc.collect(1)); afterwards collections are as Python makes them (nothing is frozen out of
    their way: garbage alive at that moment must still be collected in a server that runs for days)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.collect(1)
        if enabled:
            gc.enable()


def advance(steps: Generator[Any, None, T], budget: float) -> tuple[bool, T | None, Any]:
    """Take steps for about `budget` seconds: (finished, its result, the last step's value)."""
    end, last = time.perf_counter() + budget, None
    while True:
        try:
            last = next(steps)
        except StopIteration as done:
            return True, done.value, last
        if time.perf_counter() >= end:
            return False, None, last


class Statistics:
    """The statistics' Ledger for the process's Store: counted once (in chunks, with progress), then only
    caught up; one user at a time, and those waiting hold no thread."""

    def __init__(self, backend: Backend):
        self.backend = backend
        self.ledger: Ledger | None = None
        self.counting: asyncio.Task | None = None
        self.counted, self.total = 0, 0
        self.lock: asyncio.Lock | None = None

    @property
    def ready(self) -> bool:
        """Counted, and no new count under way (after a restore the count runs again, with progress)."""
        return self.ledger is not None and (self.counting is None or self.counting.done())

    def start(self, again: bool = False) -> asyncio.Task:
        """Count in the background unless that is under way (`again`: also when already counted)."""
        if self.counting is None or (self.counting.done() and (again or self.counting.exception() is not None)):
            self.counting = asyncio.get_running_loop().create_task(self._count())
            self.counting.add_done_callback(_log_failure)
        return self.counting

    async def wait(self) -> None:
        """Until the count is done (raises what it raised)."""
        await asyncio.shield(self.start())

    async def _count(self) -> None:
        store = self.backend.store
        async with self._lock():
            ledger = self.ledger or await self.backend.run(Ledger.unopened, store)
            self.counted, self.total = 0, await self.backend.run(store.count)
            await self.backend.finish(ledger.catching_up(), self._counted)
            self.ledger = ledger

    def _counted(self, replayed: int) -> None:
        self.counted = replayed

    def _lock(self) -> asyncio.Lock:
        if self.lock is None:
            self.lock = asyncio.Lock()
        return self.lock

    async def use(self, work: Callable[[Ledger, dict], T]) -> T:
        """`work(ledger, aliases)` on the ledger caught up with the Store (after the count)."""
        await self.wait()
        async with self._lock():
            await self.backend.finish(self.ledger.catching_up())
            aliases = await self.backend.run(store_aliases, self.backend.store)
            return await self.backend.run(work, self.ledger, aliases)


def _log_failure(task: asyncio.Task) -> None:
    """A failed count is said where the statistics are shown; here it goes to the log."""
    if not task.cancelled() and task.exception() is not None:
        error = task.exception()
        level = logging.WARNING if isinstance(error, StorageError) else logging.ERROR
        log.log(level, "the statistics count failed", exc_info=error)
