"""Components that only draw: `@view` makes a Flet component whose drawing errors are loud (logged with
their traceback, the session's failure shown with a way back), never a frozen or blank screen."""

from __future__ import annotations

import functools
import logging

import flet as ft

log = logging.getLogger("scorepad.ui")


def view(fn=None, *, memo: bool = False):
    """A component drawing its arguments (the first is the session's App); `memo`: skipped while they are equal."""

    def decorate(draw):
        @functools.wraps(draw)
        def guarded(*args, **kwargs):
            try:
                return draw(*args, **kwargs)
            except Exception as error:  # a coding error while drawing: loud, and the session offers a way back
                app = args[0] if args and hasattr(args[0], "fail") else None
                if app is None:
                    log.error("unexpected error while drawing %s", draw.__name__, exc_info=error)
                else:
                    app.fail(error)
                return ft.Text("⚠", semantics_label="error")

        component = ft.component(guarded)
        return ft.memo(component) if memo else component

    return decorate(fn) if fn is not None else decorate


class Kept:
    """Controls a component drew in its last render, by what they show. A control that shows the same
    thing is given again as the same object, which Flet's diff passes over (as it passes over a memo'd
    component's body) instead of building, comparing and re-indexing a copy; a component drawn again for
    each hand (the scorecard on every phone at the table) then only pays for what changed."""

    def __init__(self):
        self.last: dict = {}
        self.now: dict = {}

    def __call__(self, key, draw):
        """The control drawn last time for `key` (hashable: everything it shows), or `draw()`."""
        if key in self.now:  # shown twice in one drawing: each place needs its own control
            return draw()
        control = self.last.get(key)
        if control is None:
            control = draw()
        self.now[key] = control
        return control

    def next_render(self) -> Kept:
        # Only what the last render used is kept: a control that left the page is never put back.
        self.last, self.now = self.now, {}
        return self


def use_kept() -> Kept:
    """In a component's drawing: its Kept controls, for this render."""
    return ft.use_ref(Kept).current.next_render()
