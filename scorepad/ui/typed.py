"""Text fields that keep every letter typed, however fast the keys come (issue 44).

A field's value is the app's state (a controlled field): each key's change event sets the state, and the state
draws the field again. Keys can come faster than that round trip: a swipe keyboard or autocorrect puts a word in
as a burst of changes, and in the published site's worker the next key's value can arrive between a change's
handler and its redraw (in WebKit, every iPhone's engine, each turn of Pyodide's event loop is a timer, which the
page's messages overtake). A redraw brought by "Be" then finds the client's field at "Ben..." and sends "Be"
back: the field shows "Be" while the match gets "Benedikt", or the next key's handler reads "Be" and the match
starts with a cut name. Here a field drawn with a value the app only echoes (the value it drew before, or one the
field itself reported since) keeps the letters the client holds and sends nothing; a value the app set itself (a
recent name tapped in, the seats swapped, a share filled in) is sent as always."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from scorepad.ui.events import drawing


class Typing:
    """One field's memory across drawings: its control (whose value Flet's client keeps up to date with each
    key), the value the app last drew it with, and what its change events reported since."""

    def __init__(self) -> None:
        self.ref: ft.Ref = ft.Ref[ft.TextField]()
        self.asked: str | None = None
        self.heard: list[str] = []

    def shown(self, value: str) -> str:
        """What the field is drawn with: the client's letters while `value` echoes them, else `value`."""
        client = self.ref.current.value if self.ref.current is not None else None
        echo = value == self.asked or value in self.heard
        self.asked = value
        if not echo or client is None:
            self.heard = []
            return value
        if value in self.heard:  # what came before it is over
            self.heard = self.heard[self.heard.index(value) :]
        return client

    def changed(self, handler: Callable) -> Callable:
        """`handler`, noting first what the field reported (the value the handler reads)."""

        async def heard(e):
            self.heard.append(e.control.value or "")
            await handler(e)

        return heard


@drawing()
def TypedField(ui, value: str, on_change: Callable, ref: ft.Ref | None = None, **props):
    """A TextField showing `value` that never takes back a letter the client holds (module docstring);
    `on_change` is a guarded handler, `ref` the caller's own (to move the focus there), `props` the field's."""
    typing = ft.use_ref(Typing).current
    if ref is not None:
        typing.ref = ref
    return ft.TextField(value=typing.shown(value), on_change=typing.changed(on_change), ref=typing.ref, **props)
