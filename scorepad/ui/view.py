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
