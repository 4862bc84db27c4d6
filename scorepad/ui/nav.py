"""The screens by route: each screen module registers itself, so a new screen is one new file.

    @screen("/stats", "menu.stats", icon=ft.Icons.INSERT_CHART, menu=True)
    async def stats(app, params) -> Shown: ...

Every module in scorepad/ui/screens/ is imported when the app starts (see `load_screens`).
"""

from __future__ import annotations

import importlib
import logging
import pkgutil
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Shown:
    """What a screen puts on the page: its body, the big button at the bottom, and its title."""

    body: Any
    bottom: Any = None
    title: str | None = None
    actions: list = field(default_factory=list)  # extra app-bar buttons (e.g. undo)
    full_width: bool = False  # use the whole window (a two-pane desktop layout), not a centred column


@dataclass(frozen=True)
class Screen:
    route: str
    title_key: str
    build: Callable[..., Awaitable[Shown]]
    icon: Any = None
    menu: bool = False  # listed in the app bar's menu
    order: int = 50  # place in the menu


SCREENS: dict[str, Screen] = {}


def screen(route: str, title_key: str, icon: Any = None, menu: bool = False, order: int = 50):
    """Register `build(app, params) -> Shown` under `route`."""

    def register(build):
        SCREENS[route] = Screen(route, title_key, build, icon, menu, order)
        return build

    return register


def menu_screens() -> list[Screen]:
    return sorted((s for s in SCREENS.values() if s.menu), key=lambda s: s.order)


def load_screens() -> None:
    """Import every module in scorepad.ui.screens, each registering its screens; one that fails to
    import is logged and left out, so the table screens keep working."""
    import scorepad.ui.screens as package

    for part in pkgutil.iter_modules(package.__path__):
        try:
            importlib.import_module(f"scorepad.ui.screens.{part.name}")
        except Exception:
            logging.getLogger("scorepad.ui").exception("screen module %s could not be loaded", part.name)
