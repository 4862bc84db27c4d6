"""The screens by route: each screen module registers itself, so a new screen is one new file.

    @screen("/stats", "menu.stats", load=load_stats)
    def statistics(app, state) -> Frame: ...

`load(app, params)` (async) reads what the screen needs and returns its state (an observable dataclass,
or a plain value); `draw(app, state)` returns the Frame to show and is called while rendering, so it
only draws. Every module in scorepad/ui/screens/ is imported when the app starts (`load_screens`).
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Frame:
    """What a screen puts on the page: its body, the big button at the bottom, its title and actions."""

    body: Any
    bottom: Any = None
    title: str | None = None
    actions: list = field(default_factory=list)  # extra app-bar buttons (e.g. undo)
    full_width: bool = False  # use the whole window (a two-pane desktop layout), not a centred column
    scroll: bool = True  # the body scrolls as one (False: it scrolls its own parts)
    back: Any = None  # a handler for the app bar's back arrow (at the left, away from the menu)


@dataclass(frozen=True)
class Screen:
    route: str
    title_key: str
    draw: Callable[..., Frame]
    load: Callable[..., Awaitable[Any]] | None = None


@dataclass(frozen=True)
class MenuEntry:
    """A screen in the app bar's menu: its route, its name's text key and its icon (a Flet icon's name)."""

    route: str
    title_key: str
    icon: str


# The menu as data: complete before the screens' modules are imported (the browser imports most of them
# after its first screen). Each route's module is imported when the screen is first shown.
MENU = (MenuEntry("/new", "menu.new", "ADD"), MenuEntry("/history", "menu.history", "HISTORY"),
        MenuEntry("/stats", "menu.stats", "LEADERBOARD"), MenuEntry("/backup", "menu.backup", "SAVE_ALT"),
        MenuEntry("/settings", "menu.settings", "SETTINGS"))
MODULES = {"/new": "setup", "/match": "match", "/hand": "hand", "/history": "history", "/card": "history",
           "/stats": "stats", "/story": "story", "/backup": "backup", "/settings": "settings", "/share": "share",
           "/watch": "watch"}
FIRST = ("setup", "match", "hand", "watch")  # what any role's first screen needs

SCREENS: dict[str, Screen] = {}


def screen(route: str, title_key: str, load=None):
    """Register `draw(app, state) -> Frame` (and its `load`) under `route`."""

    def register(draw):
        SCREENS[route] = Screen(route, title_key, draw, load)
        return draw

    return register


def screen_for(route: str) -> Screen | None:
    """The screen registered under `route`, its module imported first when it was not yet."""
    if route not in SCREENS and route in MODULES:
        load_screens((MODULES[route],))
    return SCREENS.get(route)


def load_screens(only: tuple[str, ...] | None = None) -> None:
    """Import the modules in scorepad.ui.screens (`only` those), each registering its screens (an error is loud)."""
    for name in screen_modules() if only is None else only:
        importlib.import_module(f"scorepad.ui.screens.{name}")


def screen_modules() -> list[str]:
    import scorepad.ui.screens as package

    return [part.name for part in pkgutil.iter_modules(package.__path__)]
