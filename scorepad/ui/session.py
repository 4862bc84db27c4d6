"""One browser tab or window: its observable chrome (which screen, language, settings, the message, the
open question, a failure) and the one place where events are turned into calls: the Store's errors become a
message, anything else fails loudly (logged with its traceback, shown with a way back)."""

from __future__ import annotations

import asyncio
import contextvars
import inspect
import itertools
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import flet as ft

from scorepad.i18n import language_from_env, normalise, t
from scorepad.storage import StorageError
from scorepad.server import HOST, SCORE, seat_of
from scorepad.ui import nav

log = logging.getLogger("scorepad.ui")
NEWS = "scorepad.matches"  # the pubsub topic on which sessions tell each other of a changed match
NEWS_TURNS = 4  # see App.after_news
WIDE = 1100  # px: from here a match shows the scorecard and the next hand's entry side by side
NARROW = 600  # px: below this a match's title leaves out the day (the app bar's buttons need the room)
MESSAGE_SECONDS = (4.0, 8.0)  # how long a message stays: without, with Undo (the app bar's ↶ stays after)


@dataclass(frozen=True)
class Message:
    """A short line at the bottom, with Undo when something can be taken back."""

    text: str
    undo: Callable | None = None  # the handler of its button (Undo, or `label`)
    serial: int = 0
    label: str | None = None  # the button's word when it is not Undo


@dataclass(frozen=True)
class Choice:
    """One answer to a question: what it says, what it leads to, and what it does."""

    label: str
    action: Callable | None  # None: just close
    lines: tuple[str, ...] = ()
    warning: str = ""  # said in red under the choice (e.g. it hands the match to someone else)
    good: str = ""  # said under the choice in the primary colour
    tone: str = "plain"  # plain, primary, danger, big


@dataclass(frozen=True)
class Question:
    """A dialog: a title, some lines, and the choices (the last one usually Cancel)."""

    title: str
    choices: tuple[Choice, ...]
    lines: tuple[str, ...] = ()


@dataclass(frozen=True, eq=False)
class Shown:
    """The screen on show: its registration, the parameters it was opened with, and its state. Compared by
    identity: opening a screen again shows its fresh state even when it equals the one before."""

    screen: nav.Screen
    params: dict
    state: Any


@ft.observable
@dataclass
class Chrome:
    """What frames every screen of a session; components draw it, the App changes it."""

    shown: Shown | None = None
    settings: dict = field(default_factory=dict)
    viewer: str | None = None  # a watcher's phone: whose it is ("Ich bin …"), kept on the phone
    tv: bool = False  # a watcher's screen facing the table: the large view
    connected: int = 0  # counts reconnections: the screen is drawn again from the state it missed
    device_lang: str | None = None
    wide: bool = False
    narrow: bool = False  # a phone held upright (below NARROW)
    message: Message | None = None
    question: Question | None = None
    failure: str | None = None


class App:
    """One session: the page, the process's backend, the chrome, and the open matches' table states."""

    def __init__(self, page: ft.Page, backend, lang: str | None = None, chosen_lang: str | None = None):
        self.page = page
        self.backend = backend
        self.fallback_lang = lang or language_from_env()
        self.chosen_lang = chosen_lang  # `scorepad --lang`: asked for on the command line, above the device's
        self.chrome = Chrome()
        self.seat = seat_of(page)  # the role its link gave (None: not served by scorepad.server, the host)
        self.tables: dict[str, Any] = {}  # match id -> its TableState in this session
        self.saving: set[str] = set()  # match ids with a hand being written from this session now
        self.wakelock: ft.Wakelock | None = None  # kept referenced: services are dropped when nothing holds them
        self.services: dict[str, Any] = {}  # the file picker, clipboard and share, kept referenced
        self._serials = itertools.count(1)
        self._tasks: set[asyncio.Task] = set()
        self._on_close: list[Callable[[], None]] = []  # what stops when the tab closes
        page.on_close = self.act(self.closed)

    # --- words ---------------------------------------------------------------
    @property
    def lang(self) -> str:
        """The settings' choice, else `scorepad --lang`, else the device's language, else the locale's."""
        chosen = self.chrome.settings.get("lang", "auto")
        if chosen in ("de", "en"):
            return chosen
        return self.chosen_lang or self.chrome.device_lang or self.fallback_lang

    def t(self, key: str, **values) -> str:
        return t(key, self.lang, **values)

    def error_text(self, error: StorageError, players=()) -> str:
        from scorepad.i18n.storage_text import error_text

        return error_text(error, self.lang, players)

    @property
    def store(self):
        return self.backend.store

    @property
    def role(self) -> str:
        return self.seat.role if self.seat is not None else HOST

    @property
    def is_host(self) -> bool:
        return self.role == HOST

    @property
    def shared(self) -> str | None:
        """The match the table shares now (served by scorepad.server; None otherwise or none yet)."""
        return self.seat.table.match_id if self.seat is not None else None

    # --- events ----------------------------------------------------------------
    def act(self, work: Callable, *args: Any, **kwargs: Any) -> Callable:
        """An event handler doing `work(*args, **kwargs)` (the event itself is not passed on)."""

        async def handler(e=None):
            await self.guard(work, *args, **kwargs)

        handler.guarded = True
        return handler

    def on_event(self, work: Callable) -> Callable:
        """An event handler doing `work(event)`."""

        async def handler(e=None):
            await self.guard(work, e)

        handler.guarded = True
        return handler

    async def guard(self, work: Callable, *args: Any, **kwargs: Any) -> Any:
        """Run `work`: a StorageError becomes a message; anything else is a failure, logged and shown."""
        try:
            result = work(*args, **kwargs)
            if inspect.isawaitable(result):
                result = await result
            return result
        except StorageError as error:
            self.say(self.error_text(error))
        except Exception as error:  # a coding error: never a silent message, always loud
            self.fail(error)
        return None

    def closed(self) -> None:
        """The tab closed: its work in the background ends, it follows nothing any more."""
        for task in list(self._tasks):
            task.cancel()
        for stop in self._on_close:
            stop()

    def background(self, work) -> None:
        """Work that goes on after the handler returned (an awaitable), guarded like a handler."""
        task = asyncio.get_running_loop().create_task(self.guard(lambda: work))
        self._tasks.add(task)  # kept referenced until done: the loop holds tasks only weakly
        task.add_done_callback(self._tasks.discard)

    def fail(self, error: BaseException) -> None:
        """Something the app did not expect: the traceback to the log, a plain line and a way back on screen."""
        log.error("unexpected error in the table app", exc_info=error)
        self.chrome.question = None
        self.chrome.failure = f"{type(error).__name__}: {error}"

    async def recover(self) -> None:
        """The way back after a failure: the start screen (the running match, or a new one)."""
        self.chrome.failure = None
        await self.go_home()

    # --- what the session shows -------------------------------------------------
    def say(self, text: str, undo: Callable | None = None, action: Callable | None = None, label: str | None = None) -> None:
        """A short message above the big bottom button with Undo (`undo`), or another button (`action`
        named `label`); it goes by itself."""
        work = undo or action
        message = Message(text, None if work is None else self.act(work), next(self._serials), label)
        self.chrome.message = message
        self.background(self._expire(message, MESSAGE_SECONDS[work is not None]))

    async def _expire(self, message: Message, seconds: float) -> None:
        await asyncio.sleep(seconds)
        if self.chrome.message is message:
            self.chrome.message = None

    def ask(self, question: Question | None) -> None:
        self.chrome.question = question

    def answer(self, choice: Choice) -> Callable:
        """The handler of a question's choice: close the question, then do what was chosen."""

        async def chosen():
            self.chrome.question = None
            if choice.action is not None:
                result = choice.action()
                if inspect.isawaitable(result):
                    await result

        return self.act(chosen)

    async def go(self, route: str, **params) -> None:
        """Show the screen registered under `route`: its state is loaded first, then it is drawn."""
        screen = nav.screen_for(route) or nav.screen_for("/new")
        state = await screen.load(self, params) if screen.load else None
        self.chrome.question = None
        self.chrome.message = None  # a message belongs to the screen it was said on
        self.chrome.shown = Shown(screen, params, state)
        await self.keep_awake(screen.route == "/match")

    async def refresh(self) -> None:
        """Load the screen on show again (its parameters kept)."""
        shown = self.chrome.shown
        if shown is not None:
            await self.go(shown.screen.route, **shown.params)

    async def go_home(self) -> None:
        """The host: the unfinished match if there is one, else a new match. A scorer: the shared match.
        A watcher: the watcher's view of it."""
        if self.role == SCORE and self.shared is not None:
            await self.go("/match", id=self.shared)
        elif not self.is_host:
            await self.go("/watch")
        else:
            running = await self.backend.run(self.store.unfinished)
            await (self.go("/match", id=running.id) if running is not None else self.go("/new"))

    @property
    def route(self) -> str | None:
        shown = self.chrome.shown
        return shown.screen.route if shown is not None else None

    # --- settings ------------------------------------------------------------------
    async def save_settings(self, **changes) -> None:
        """Keep the changed settings (only those keys: another tab's changes stay) and apply them."""
        await self.backend.write(self.store.save_settings, changes)
        self.chrome.settings = {k: v for k, v in {**self.chrome.settings, **changes}.items() if v is not None}
        self.apply_theme()

    def apply_theme(self) -> None:
        mode = self.chrome.settings.get("theme", "system")
        wanted = {"light": ft.ThemeMode.LIGHT, "dark": ft.ThemeMode.DARK}.get(mode, ft.ThemeMode.SYSTEM)
        if self.page.theme_mode != wanted:
            self.page.theme_mode = wanted
            self.page.update()

    # --- news between sessions ---------------------------------------------------------
    def listen(self) -> None:
        """Hear of matches another session changed (each handled in this session's own context)."""
        page = self.page
        home = contextvars.copy_context()  # this session's: its page is the current one

        async def heard(topic, news):  # a coroutine: the hub runs it on the loop, not in a worker thread
            try:
                home.copy().run(self.hear, *news)
            except Exception as error:  # a coding error: logged with its traceback, not lost in the hub's future
                log.error("unexpected error while hearing news", exc_info=error)

        page.pubsub.subscribe_topic(NEWS, heard)
        disk = self.backend.disk
        if disk is not None:  # the browser's other tabs: each its own Python, told over a BroadcastChannel
            disk.listen(lambda message: self._in_session(self.on_news, message.get("match")))

    def follow_shared(self) -> None:
        """A score or watch session follows the match the table shares (a rematch: the new one)."""
        page = self.page

        def moved(match_id):
            if self._in_session(self.on_shared, match_id) is None:
                stop()

        stop = self.seat.table.follow(moved)
        self._on_close.append(stop)

    def _in_session(self, work, *args):
        """Run `work` in this session's own context, told from another session's; a session that is away
        (its connection dropped) reads everything again when it is back; returns None once it has gone."""
        present = self._present()
        if present:
            try:
                contextvars.copy_context().run(self.page.run_task, work, *args)
            except RuntimeError:  # gone in between
                log.debug("news for a closed session dropped")
                return None
        return present

    def _present(self) -> bool | None:
        """Connected (True), away for now (False: it reads everything again when back), or gone (None)."""
        try:
            return self.page.session.connection is not None
        except RuntimeError:  # the session is gone (its tab closed)
            log.debug("news for a closed session dropped")
            return None

    async def on_shared(self, match_id: str | None) -> None:
        await self.guard(self.go_home)

    async def on_connect(self) -> None:
        """Back after a dropped connection: read the open matches again and draw what was missed (a shared
        link: follow the table to a match it moved on to meanwhile)."""
        for table in list(self.tables.values()):
            await self.guard(self._reload, table)
        shown = self.chrome.shown
        if not self.is_host and self.shared is not None and getattr(shown.state if shown else None, "id", None) != self.shared:
            await self.guard(self.go_home)
        self.chrome.connected += 1

    async def _reload(self, table) -> None:
        from scorepad.ui.table_state import reload

        await reload(self, table)

    def tell_others(self, match_id: str, stored=None) -> None:
        """Tell the other sessions a match changed, with the match as stored now when there is one (an
        immutable value: they show it without reading the disk again); the browser's other tabs by id."""
        self.page.pubsub.send_others_on_topic(NEWS, (match_id, stored))
        if self.backend.disk is not None:
            self.backend.disk.announce({"match": match_id})

    def hear(self, match_id: str, stored=None) -> None:
        """News from another session: an open table shows the match it sent at once (nothing read, nothing
        awaited, so every session's redraw is queued in the order the news went out); the rest, reading
        the disk or a list on show, in a task of this session's own."""
        table = self.tables.get(match_id)
        if table is None or stored is None or stored.deleted or self.route in ("/history",):
            self._in_session(self.on_news, match_id, stored)
            return
        if not self._present():
            return  # away (everything is read again when it is back, on_connect) or gone
        try:
            table.show(stored)
        except Exception as error:  # a coding error: loud, as in guard
            self.fail(error)

    async def after_news(self) -> None:
        """Let the sessions just told of a change draw it and send it before this one draws its own: the
        news takes NEWS_TURNS turns of the loop to leave (the hub starts a task per session; that task
        shows the match; the session's scheduler draws it; its sender writes it to the socket). Only a
        server's sessions have phones to wait for: elsewhere (the browser, where each turn is a timer of the
        page's, a desktop window) this draws at once."""
        if self.seat is None:
            return
        for _ in range(NEWS_TURNS):
            await asyncio.sleep(0)

    async def on_news(self, match_id: str, stored=None) -> None:
        """Another session changed a match: an open table follows it; a list on show is loaded again."""
        await self.guard(self._follow, match_id, stored)

    async def _follow(self, match_id: str, stored=None) -> None:
        table = self.tables.get(match_id)
        if table is not None and stored is not None and not stored.deleted:
            table.show(stored)
        elif table is not None:
            await self._reload(table)
        if self.route in ("/history",):
            await self.refresh()

    # --- the device --------------------------------------------------------------------
    async def keep_awake(self, during_match: bool) -> None:
        """The screen stays on during a match when the settings ask for it."""
        wanted = during_match and bool(self.chrome.settings.get("wakelock", False))
        try:
            if wanted and self.wakelock is None:
                self.wakelock = ft.Wakelock()
                await asyncio.wait_for(self.wakelock.enable(), 3)
            elif not wanted and self.wakelock is not None:
                lock, self.wakelock = self.wakelock, None
                await asyncio.wait_for(lock.disable(), 3)
        except (asyncio.TimeoutError, RuntimeError):  # no wakelock on this client: the screen may sleep
            log.debug("wakelock not available")

    async def detect_language(self) -> None:
        """The device's language, asked once; the screens follow when it differs from the guess."""
        try:
            info = await asyncio.wait_for(self.page.get_device_info(), 5)
        except (asyncio.TimeoutError, RuntimeError):  # no answer from the client: keep the guess
            return
        locales = getattr(info, "locales", None) or []
        first = locales[0] if locales else None
        code = getattr(first, "language_code", None) or (str(first) if first else None)
        if code:
            self.chrome.device_lang = normalise(code)
