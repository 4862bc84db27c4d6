"""Driving a real Flet session in-process (flet==1.0.5 internals; see the shared flet notes).

Everything that touches Flet's private API is in this one module: `Table` runs the app's `main` on a
real `Session` whose connection encodes every message like the web transport (so a control that
cannot be sent fails here), and offers tap/type/find helpers by the labels users and screen
readers see.
"""

from __future__ import annotations

import asyncio
import threading

import flet as ft
import msgpack
from flet.controls.base_control import BaseControl
from flet.controls.context import _context_page
from flet.messaging.connection import Connection
from flet.messaging.protocol import MessageAction, configure_encode_object_for_msgpack
from flet.messaging.session import Session
from flet.pubsub.pubsub_hub import PubSubHub
from flet.utils.object_model import patch_dataclass

assert ft.version.flet_version == "1.0.5", "the harness uses Flet 1.0.5 internals; check it against the new version"


HUBS: dict = {}


def run(coro):
    """Run one test's flow on a fresh event loop, in a thread of its own so that a loop another
    test left running in the main thread (Playwright's sync API keeps one) does not get in the way."""
    outcome = {}

    def target():
        try:
            outcome["value"] = asyncio.run(coro)
        except BaseException as error:  # re-raised in the test's thread
            outcome["error"] = error

    worker = threading.Thread(target=target, name="ui-flow")
    worker.start()
    worker.join()
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")


class RecordingConnection(Connection):
    """A connection that encodes each message as the browser transport would, and keeps it."""

    def __init__(self, loop):
        super().__init__()
        self.loop = loop
        self.page_url = "http://127.0.0.1/"
        self.pubsubhub = HUBS.setdefault(loop, PubSubHub(loop=loop))  # one hub per "server", as the web server has
        self.sent = []

    def send_message(self, message):
        msgpack.packb([message.action, message.body], default=configure_encode_object_for_msgpack(BaseControl))
        self.sent.append(message)


def texts_of(control) -> list[str]:
    """Every piece of text and label under `control` (what a user or screen reader could find)."""
    found = []
    for c in walk(control):
        for attr in ("value", "semantics_label", "tooltip", "label", "text"):
            v = getattr(c, attr, None)
            if isinstance(v, str) and v:
                found.append(v)
        content = getattr(c, "content", None)
        if isinstance(content, str):
            found.append(content)
        spans = [span.text for span in getattr(c, "spans", None) or [] if getattr(span, "text", None)]
        if spans:
            found.append("".join(spans))  # what the line shows, whatever its colours
    return found


def children(control):
    for attr in ("controls", "actions", "items", "content", "title", "subtitle", "trailing", "leading", "label", "bottom"):
        value = getattr(control, attr, None)
        if isinstance(value, BaseControl):
            yield value
        elif isinstance(value, list):
            yield from (v for v in value if isinstance(v, BaseControl))


def walk(control):
    yield control
    for child in children(control):
        yield from walk(child)


def name_of(control) -> str | None:
    """The accessible name: the label of its text, its tooltip, or its text."""
    content = getattr(control, "content", None)
    if isinstance(content, ft.Text):
        return content.semantics_label or content.value
    if isinstance(content, str):
        return content
    tooltip = getattr(control, "tooltip", None)
    if isinstance(tooltip, str):
        return tooltip
    label = getattr(control, "label", None)
    return label if isinstance(label, str) else None


class Table:
    """One app session in-process: the page, and taps and typing by label."""

    def __init__(self, main):
        self.main = main

    async def open(self):
        loop = asyncio.get_running_loop()
        self.conn = RecordingConnection(loop)
        self.session = Session(self.conn)
        _context_page.set(self.session.page)
        self.session.get_page_patch()
        await self.main(self.session.page)
        await self.session.after_event(self.session.page)
        await self.settle()
        return self

    @property
    def page(self) -> ft.Page:
        return self.session.page

    @property
    def app(self):
        return self.page.data

    def roots(self):
        roots = list(self.page.controls)
        if self.page.appbar is not None:
            roots.append(self.page.appbar)
        dialogs = getattr(self.page, "_dialogs", None)
        for d in getattr(dialogs, "controls", []) or []:
            if getattr(d, "open", False):
                roots.append(d)
        return roots

    def all(self):
        for root in self.roots():
            yield from walk(root)

    def text(self) -> str:
        """All visible text and labels on the page, joined (for assertions that read like the screen)."""
        return "\n".join(t for root in self.roots() for t in texts_of(root))

    def find(self, name: str, kind=None):
        """The enabled control whose accessible name is `name` (exactly)."""
        hits = [c for c in self.all() if name_of(c) == name and (kind is None or isinstance(c, kind))]
        if not hits:
            raise LookupError(f"no control named {name!r}; names here: {sorted({n for c in self.all() if (n := name_of(c))})}")
        return hits[0]

    def has(self, name: str) -> bool:
        return any(name_of(c) == name for c in self.all())

    def dialog(self):
        dialogs = [d for d in getattr(self.page, "_dialogs").controls if isinstance(d, ft.AlertDialog) and d.open]
        return dialogs[-1] if dialogs else None

    async def tap(self, name: str, kind=None):
        control = self.find(name, kind)
        assert not control.disabled, f"{name!r} is disabled"
        await self.session.dispatch_event(control._i, "click", None)
        await self.settle()
        return control

    async def type(self, label: str, text: str):
        """Type into the text field labelled `label` (replacing its value) and fire its change."""
        field = next(c for c in self.all() if isinstance(c, ft.TextField) and c.label == label)
        patch_dataclass(field, {"value": text})  # what Session.apply_patch does for an indexed control
        await self.session.dispatch_event(field._i, "change", text)
        await self.settle()

    async def select(self, label: str, key: str):
        """Pick option `key` in the dropdown labelled `label`."""
        field = next(c for c in self.all() if isinstance(c, ft.Dropdown) and c.label == label)
        patch_dataclass(field, {"value": key})
        await self.session.dispatch_event(field._i, "select", key)
        await self.settle()

    async def toggle(self, label: str, value: bool):
        switch = next(c for c in self.all() if isinstance(c, ft.Switch) and c.label == label)
        patch_dataclass(switch, {"value": value})
        await self.session.dispatch_event(switch._i, "change", value)
        await self.settle()

    async def snack_undo(self):
        """Press the Undo action of the message shown last."""
        bars = [d for d in getattr(self.page, "_dialogs").controls if isinstance(d, ft.SnackBar)]
        action = bars[-1].action
        await self.session.dispatch_event(action._i, "click", None)
        await self.settle()

    def snack_text(self) -> str:
        bars = [d for d in getattr(self.page, "_dialogs").controls if isinstance(d, ft.SnackBar)]
        return bars[-1].content.value if bars else ""

    async def key(self, key: str, shift: bool = False, ctrl: bool = False):
        """Press a key on the page, as a desktop keyboard would."""
        data = {"key": key, "shift": shift, "ctrl": ctrl, "alt": False, "meta": False}
        await self.session.dispatch_event(self.page._i, "keyboard_event", data)
        await self.settle()

    async def settle(self):
        """Let the event's follow-ups run; a handler that raised (the session 'crashed') fails the test."""
        for _ in range(3):
            await asyncio.sleep(0)
        crashed = [m.body for m in self.conn.sent if m.action == MessageAction.SESSION_CRASHED]
        assert not crashed, f"an event handler raised: {crashed[-1]}"
