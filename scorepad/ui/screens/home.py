"""The start (`/`): what a session opens on. The host: the running match (else the one just finished, with its
result, until a new one starts), or a new one; a
scorer's link: the shared match; a watcher's link: the watcher's view of it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from scorepad.seating import HOST, SCORE
from scorepad.ui.events import drawing
from scorepad.ui.nav import Screen


@dataclass(frozen=True)
class Home:
    """The screen the start shows, and its state."""

    screen: Screen
    state: Any
    during_match: bool = True  # the match (or the watchers' view of it), not a new one's setup

    @property
    def id(self) -> str | None:
        return getattr(self.state, "id", None)


async def load_home(session, params) -> Home:
    from scorepad.ui.screens import match, setup, watch

    if session.role == SCORE and session.shared is not None:
        return Home(match.match, await match.load_match(session, {"id": session.shared}))
    if session.role != HOST:
        return Home(watch.watch, await watch.load_watch(session, {}))
    backend = session.backend
    current = await backend.run(current_match, backend.store)
    if current is not None:
        return Home(match.match, await match.load_match(session, {"id": current.id}))
    return Home(setup.setup, await setup.load_setup(session, params), during_match=False)


def current_match(store):
    """The running match; when none runs, the match started last if it has ended (its result stays until a new
    match starts); else None."""
    running = store.unfinished()
    if running is not None:
        return running
    last = next(store.matches(), None)
    return last if last is not None and last.card.outcome.finished else None


@drawing()
def HomeView(ui, home: Home):
    return home.screen.view(ui, home.state)


home = Screen(load_home, HomeView, parent=None, live=True)  # back shows it as it is: a match just won stays
