"""Where a session is: every screen has its own route, the screens visited form a trail, and Flet's view
stack shows the current screen over the one before it, so that the browser's back button, Android's back
gesture and the app bar's back arrow all go back one screen inside the app.

A screen is one module in scorepad/ui/screens/ with a `Screen` value in it, and one line in ROUTES below.
`Screen.load(session, params)` (async) reads what it needs and returns its state; `Screen.view(ui, state)` is
the component that draws it (it only draws)."""

from __future__ import annotations

import importlib
import itertools
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from typing import Any
from urllib.parse import parse_qsl, quote, unquote, urlencode, urlsplit

import flet as ft

from scorepad.i18n.storage_text import error_text
from scorepad.storage import StorageError

log = logging.getLogger("scorepad.ui")
TRAIL = 16  # screens kept to go back to
ECHO = 5.0  # s: a route we pushed is expected back from the client within this time (else it was none)


@dataclass(frozen=True)
class Screen:
    """How a screen's state is loaded, the component that draws it, and where back goes when nothing came
    before it (a route opened directly)."""

    load: Callable[..., Awaitable[Any]]  # async (session, params) -> state
    view: Callable[..., Any]  # a component: (ui, state) -> ft.View
    parent: str | None = "/"  # a route pattern; its :names are filled from this screen's params
    live: bool = False  # its state follows other devices' changes by itself: back shows it as it is
    leaving: Callable[..., Awaitable[bool]] | None = None  # async (ui, state) -> may it go now (else it asks)


@dataclass(frozen=True)
class Elsewhere:
    """What a loader returns to show another route in its place (a link that did its work on opening: the
    address bar then says where the session is), with a line to say there."""

    route: str
    said: str | None = None


# route pattern -> "module:Screen value" in scorepad.ui.screens
ROUTES = (
    ("/", "home:home"),
    ("/new", "setup:setup"),
    ("/match/:id", "match:match"),
    ("/match/:id/hand", "hand:entering"),
    ("/match/:id/hand/:number", "hand:editing"),
    ("/match/:id/chart", "chart:chart"),
    ("/match/:id/share", "share:share"),
    ("/match/:id/handover", "handover:handover"),
    ("/match/:id/result", "result:result"),
    ("/history", "history:history"),
    ("/history/:id", "history:card"),
    ("/stats", "stats:statistics"),
    ("/stats/:player", "stats:player"),
    ("/backup", "backup:backup"),
    ("/settings", "settings:settings"),
    ("/watch", "watch:watch"),
    ("/take/:payload", "take:take"),
)
# what any role's first screen needs (the browser imports these first)
FIRST = (
    "home",
    "setup",
    "match",
    "hand",
    "watch",
)


SERIALS = itertools.count(1)


@dataclass(frozen=True, eq=False)
class Shown:
    """A screen on the trail: its route as the address bar shows it, its parameters and its loaded state;
    `serial` tells two showings of one route apart (its view is built anew for each)."""

    route: str
    pattern: str
    screen: Screen
    params: dict
    state: Any
    serial: int = field(default_factory=lambda: next(SERIALS))


def match_route(route: str) -> tuple[str, dict] | None:
    """The pattern a route belongs to and its parameters (path segments and the query), or None."""
    parts = urlsplit(route or "/")
    segments = [s for s in parts.path.split("/") if s]
    for pattern, _ in ROUTES:
        wanted = [s for s in pattern.split("/") if s]
        if len(wanted) != len(segments):
            continue
        params = {}
        for want, got in zip(wanted, segments, strict=False):
            if want.startswith(":"):
                params[want[1:]] = unquote(got)
            elif want != got:
                break
        else:
            params.update(parse_qsl(parts.query))
            return pattern, params
    return None


def fill(pattern: str, params: dict) -> str:
    """A pattern with its :names filled in from `params`."""
    return "/" + "/".join(segment(params[s[1:]]) if s.startswith(":") else s for s in pattern.split("/") if s)


def segment(value: object) -> str:
    """A value as one segment of a route (a player's name may hold spaces or a slash)."""
    return quote(str(value), safe="")


def link(path: str, **query) -> str:
    """A route with its query (parameters that are None are left out)."""
    shown = {k: v for k, v in query.items() if v is not None}
    return path + (f"?{urlencode(shown)}" if shown else "")


def screen_of(pattern: str) -> Screen:
    """The Screen registered for a pattern, its module imported when it is first needed."""
    module, name = dict(ROUTES)[pattern].split(":")
    return getattr(importlib.import_module(f"scorepad.ui.screens.{module}"), name)


def screen_modules() -> list[str]:
    return sorted({target.split(":")[0] for _, target in ROUTES})


def load_screens(only: tuple[str, ...] | None = None) -> None:
    """Import the screens' modules (`only` those): a server before the first session, the browser bit by bit."""
    for name in screen_modules() if only is None else only:
        importlib.import_module(f"scorepad.ui.screens.{name}")


SHOWN = ft.create_context(None)  # while a screen is drawn: its Shown (its own route, not the current one's)


@ft.observable
@dataclass
class Trail:
    """The screens visited in this session, the current one last."""

    shown: tuple[Shown, ...] = ()

    @property
    def current(self) -> Shown | None:
        return self.shown[-1] if self.shown else None

    @property
    def below(self) -> Shown | None:
        """The screen under the current one (where back goes)."""
        return self.shown[-2] if len(self.shown) > 1 else None

    def push(self, shown: Shown) -> None:
        self.shown = (*self.shown, shown)[-TRAIL:]

    def pop(self) -> None:
        self.shown = self.shown[:-1]

    def replace(self, shown: Shown) -> None:
        self.shown = (*self.shown[:-1], shown)

    def start(self, *shown: Shown) -> None:
        self.shown = tuple(shown)


@dataclass
class Navigator:
    """Opening screens, going back, and keeping the address bar and the trail in step."""

    session: Any
    trail: Trail = field(default_factory=Trail)
    # (route, when) we pushed: the client says them back
    _echoes: deque = field(default_factory=lambda: deque(maxlen=8))
    _said: str | None = None  # what a screen shown elsewhere (Elsewhere) has to say there

    @property
    def route(self) -> str | None:
        current = self.trail.current
        return current.route if current is not None else None

    @property
    def pattern(self) -> str | None:
        current = self.trail.current
        return current.pattern if current is not None else None

    async def show(self, route: str) -> Shown:
        """The screen for `route`, loaded (an address that is no screen shows the start)."""
        found = match_route(route)
        if found is None:
            route, found = "/", ("/", {})
        pattern, params = found
        screen = screen_of(pattern)
        state = await screen.load(self.session, params)
        if isinstance(state, Elsewhere):
            self._said = state.said  # said once the screen shown in its place has arrived
            return await self.show(state.route)
        return Shown(route, pattern, screen, params, state)

    async def go(self, route: str) -> None:
        """Open `route` on top of the trail; the address bar follows."""
        shown = await self.show(route)
        self.session.chrome.screen_changed()
        self.trail.push(shown)
        await self.arrive(shown)

    async def start(self, route: str | None) -> None:
        """The session's first screen: the address it was opened with (its parent below it, for back); an
        address that can't be shown (a match deleted since) shows the start and says why."""
        try:
            shown = await self.show(route or "/")
        except StorageError as error:
            shown = await self.show("/")
            self.session.events.say(error_text(error, self.session.chrome.lang))
        self.trail.start(*await self.with_parent(shown))
        await self.arrive(shown)

    async def reset(self, route: str) -> None:
        """Start again at `route` (a new match has begun: the form that made it is no place to go back to)."""
        shown = await self.show(route)
        self.session.chrome.screen_changed()
        self.trail.start(*await self.with_parent(shown))
        await self.arrive(shown)

    async def back(self, asked: bool = False) -> None:
        """Back one screen; the current one may ask first (a half-entered hand), unless it was `asked`."""
        current = self.trail.current
        if current is None or (not asked and not await self.may_leave(current)):
            return
        below = self.trail.below
        if below is None:
            below = await self.parent_of(current)
            if below is None:
                return  # the first screen: nothing to go back to
        elif not below.screen.live:
            below = await self.show(below.route)  # lists and figures as they are now
        else:
            below = replace(below, serial=next(SERIALS))  # as it is, in a view built anew (see app.Root)
        self.session.chrome.screen_changed()
        rest = self.trail.shown[:-2]
        self.trail.start(*rest, below) if rest else self.trail.start(*await self.with_parent(below))
        await self.arrive(below)

    async def replace(self, route: str) -> None:
        """Show `route` in the current screen's place."""
        shown = await self.show(route)
        self.trail.replace(shown)
        await self.arrive(shown)

    async def reload(self) -> None:
        """The current screen loaded again in its place (a list after a change)."""
        current = self.trail.current
        if current is not None:
            self.trail.replace(await self.show(current.route))

    async def route_changed(self, route: str) -> None:
        """The client's address changed: our own push coming back, the browser's back or forward, or a typed one."""
        if self.echoed(route):
            return
        if route == self.route:
            return
        below = self.trail.below
        if below is not None and route == below.route:
            current = self.trail.current
            if not await self.may_leave(current):
                await self.tell_client(current.route)  # staying: the address bar says where we are again
                return
            await self.back(asked=True)
            return
        await self.go(route)

    def echoed(self, route: str) -> bool:
        """Whether `route` is the client saying back one we pushed (and not the user going there)."""
        now = time.monotonic()
        while self._echoes and now - self._echoes[0][1] > ECHO:
            self._echoes.popleft()
        if all(pushed != route for pushed, _ in self._echoes):
            return False
        while self._echoes and self._echoes.popleft()[0] != route:
            pass
        return True

    async def view_popped(self, route: str | None) -> None:
        """Android's back gesture (or Flutter's own back) popped the top view."""
        if route is None or route == self.route:
            await self.back()

    async def may_leave(self, shown: Shown) -> bool:
        leaving = shown.screen.leaving
        return leaving is None or await leaving(self.session.ui, shown.state)

    async def parent_of(self, shown: Shown) -> Shown | None:
        parent = shown.screen.parent
        if parent is None or shown.pattern == "/":
            return None
        return await self.show(fill(parent, shown.params))

    async def with_parent(self, shown: Shown) -> tuple[Shown, ...]:
        """The screen with the one back leads to under it, when it has one (the view stack needs it there)."""
        parent = await self.parent_of(shown)
        return (shown,) if parent is None else (parent, shown)

    async def arrive(self, shown: Shown) -> None:
        await self.tell_client(shown.route)
        said, self._said = self._said, None
        if said:
            self.session.events.say(said)
        await self.session.arrived(shown)

    async def tell_client(self, route: str) -> None:
        """The address bar (and the browser's history) shows `route`."""
        page = self.session.page
        if page.route == route:
            return
        self._echoes.append((route, time.monotonic()))
        try:
            await page.push_route(route)
        except RuntimeError:  # the client is away: when it is back it shows the screen it is told
            log.debug("the client did not take route %s", route)
