"""One browser tab or window, put together once: its chrome, its one error boundary, where it is, its open
matches, its news, its device; and `Ui`, the part a screen is given (never the Store)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from scorepad.i18n import language_from_env
from scorepad.seating import HOST, seat_of
from scorepad.ui.chrome import Chrome, Question
from scorepad.ui.device import VIEWER_KEY, Device
from scorepad.ui.events import Events
from scorepad.ui.nav import Navigator, Shown
from scorepad.ui.news import News
from scorepad.ui.table_state import Tables

MATCH_SCREENS = ("/", "/match/:id", "/match/:id/hand", "/match/:id/hand/:number",  # where the screen stays awake
                 "/match/:id/share", "/match/:id/handover")  # a QR code on show while the table (another phone) scans it


class Session:
    """A session's parts; `page.data` holds it."""

    def __init__(self, page: ft.Page, backend, lang: str | None = None, chosen_lang: str | None = None):
        self.page = page
        self.backend = backend
        self.greeting = None  # the start's first words (the device's language, the browser's keeping, the offer to back up)
        self.keeping = None  # what the browser last said of keeping the matches (storage.browser.Keeping; None: no browser's disk)
        self.kept_note: str | None = None  # the browser may delete the matches: said after the first saved hand
        self.seat = seat_of(page)  # the role its link gave (None: not served by scorepad.server, the host)
        self.chrome = Chrome(fallback_lang=lang or language_from_env(), chosen_lang=chosen_lang)
        self.events = Events(self.chrome)
        self.nav = Navigator(self)
        self.tables = Tables(backend)
        self.news = News(self)
        self.device = Device(page)
        from scorepad.ui.file_actions import FileActions
        from scorepad.ui.table_actions import TableActions

        self.actions = TableActions(self)
        self.files = FileActions(self)
        self.ui = Ui(self)

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

    async def label(self) -> str:
        """Who this session is in each hand's story: on the live table "host" or "Carla (score link)" (the
        name this phone chose, else the link alone); otherwise the device kind, "this phone" or "this computer"."""
        from scorepad.rules.story import HOST_LABEL, THIS_COMPUTER, THIS_PHONE, linked

        if self.seat is None:
            phone = self.page.platform in (ft.PagePlatform.ANDROID, ft.PagePlatform.IOS)
            return THIS_PHONE if phone else THIS_COMPUTER
        if self.is_host:
            return HOST_LABEL
        name = await self.device.recall(VIEWER_KEY)
        return linked(name if name and name in self._players() else "", f"{self.role} link")

    def _players(self) -> tuple[str, ...]:
        table = self.tables.get(self.shared) if self.shared is not None else None
        return table.players if table is not None else ()

    async def home(self) -> None:
        """Start again at the start (`/`): the host's running match (or a new one), a scorer's shared match, a
        watcher's view of it."""
        await self.nav.reset("/")

    async def arrived(self, shown: Shown) -> None:
        """A screen is on show: the screen stays on during a match when the settings ask for it. Asked of the
        device after the screen is drawn, not before: its answer is a round trip to a client still busy with
        its first frame (about 0.2 s on a first screen here). A new match's setup is not yet a match: the
        wakelock's start in the browser would only hold back that first screen's first tap."""
        wanted = shown.pattern in MATCH_SCREENS and getattr(shown.state, "during_match", True) and self.chrome.keep_awake
        self.events.background(self.device.keep_awake(wanted))

    async def save_settings(self, **changes) -> None:
        """Keep the changed settings (only those keys: another tab's changes stay) and use them."""
        await self.backend.write(self.store.save_settings, changes)
        self.chrome.settings_saved(changes)
        self.apply_theme()
        current = self.nav.trail.current
        if current is not None:
            await self.arrived(current)

    def apply_theme(self) -> None:
        if self.page.theme_mode != self.chrome.theme_mode:
            self.page.theme_mode = self.chrome.theme_mode
            self.page.update()

    async def recover(self) -> None:
        """The way back after a failure: the start screen (the running match, or a new one)."""
        self.chrome.recovered()
        await self.home()

    def closed(self) -> None:
        """The tab closed: its background work ends, it follows nothing any more."""
        self.events.closed()
        self.news.closed()


class Ui:
    """What a screen is given: words, handlers, messages and questions, the way to other screens, the table's
    actions, who this session is. Loading and writing happen in the screens' loaders and the table actions."""

    def __init__(self, session: Session):
        self._session = session
        self.chrome = session.chrome
        self.events = session.events
        self.actions = session.actions
        self.files = session.files
        self.device = session.device

    # words
    @property
    def lang(self) -> str:
        return self.chrome.lang

    def t(self, key: str, **values) -> str:
        return self.chrome.t(key, **values)

    # handlers, messages, questions
    def act(self, work: Callable, *args: Any, **kwargs: Any) -> Callable:
        return self._session.events.act(work, *args, **kwargs)

    def on_event(self, work: Callable) -> Callable:
        return self._session.events.on_event(work)

    def say(self, text: str, undo: Callable | None = None, action: Callable | None = None, label: str | None = None) -> None:
        self._session.events.say(text, undo, action, label)

    def ask(self, question: Question | None) -> None:
        self.chrome.ask(question)

    def background(self, work) -> None:
        self._session.events.background(work)

    # where to
    def go(self, route: str) -> Callable:
        """The handler of a tap that opens `route`."""
        return self.act(self._session.nav.go, route)

    async def open(self, route: str) -> None:
        await self._session.nav.go(route)

    async def back(self) -> None:
        await self._session.nav.back()

    async def replace(self, route: str) -> None:
        """Show `route` in the current screen's place (the same screen with what just happened)."""
        await self._session.nav.replace(route)

    async def back_anyway(self) -> None:
        """Back without asking again (the question was answered)."""
        await self._session.nav.back(asked=True)

    async def reload(self) -> None:
        await self._session.nav.reload()

    @property
    def route(self) -> str | None:
        return self._session.nav.route

    @property
    def pattern(self) -> str | None:
        return self._session.nav.pattern

    async def save_settings(self, **changes) -> None:
        await self._session.save_settings(**changes)

    async def recover(self) -> None:
        await self._session.recover()

    # who this session is
    @property
    def is_host(self) -> bool:
        return self._session.is_host

    @property
    def role(self) -> str:
        return self._session.role

    @property
    def served(self) -> bool:
        """Served by `scorepad --web` (a table can be shared)."""
        return self._session.seat is not None

    @property
    def seat(self):
        return self._session.seat

    @property
    def shared(self) -> str | None:
        return self._session.shared
