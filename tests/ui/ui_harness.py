"""Driving a real Flet session in-process (flet==1.0.5 internals; see the shared flet notes).

Everything that touches Flet's private API is in this one module: `Table` runs the app's `main` on a
real `Session` whose connection encodes every message like the web transport (so a control that
cannot be sent fails here), walks the rendered components, and offers tap/type/find helpers by the
labels users and screen readers see. An error the app logs (a coding error turned into its "something
went wrong" screen) or a handler that crashed the session fails the test.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
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
ENCODE = configure_encode_object_for_msgpack(BaseControl)
SENT_ORDER = itertools.count()  # across sessions: which one's message went out first


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
        self.order: list[int] = []  # each sent message's place among all sessions' (SENT_ORDER)
        self.invoked: list[tuple[str, int]] = []  # (method, control id) the app asked the client to run
        self.arguments: list[tuple[str, dict]] = []  # (method, its arguments), in the same order
        # method -> what this client answers (None: a client that does nothing; an exception: it failed)
        self.answers: dict = {}
        self.session = None
        # The phone's drawing: after each patch, `drawer` (the Table's) says which controls it laid out, `draw_delay`
        # s later (0: a fast phone; a slow one's first frame can take seconds). None: a client that never draws.
        self.drawer = None
        self.draw_delay = 0.0

    def send_message(self, message):
        msgpack.packb([message.action, message.body], default=ENCODE)
        self.sent.append(message)
        self.order.append(next(SENT_ORDER))
        if message.action == MessageAction.PATCH_CONTROL and self.drawer is not None:
            self.loop.call_soon(self.drawer)  # once the patch's components hold what they drew
        if message.action == MessageAction.INVOKE_METHOD and self.session is not None:  # a client that does nothing
            body = message.body
            self.invoked.append((body.name, body.control_id))
            self.arguments.append((body.name, body.args))
            if body.name == "push_route":  # a browser: the address bar shows it, and says so as a route change
                patch_dataclass(self.session.page, {"route": body.args["route"]})
                self.loop.call_soon(self.say_route, body.args["route"])
            answer = self.answers.get(body.name)  # an exception: the client says it failed
            failed = str(answer) if isinstance(answer, Exception) else None
            self.loop.call_soon(
                self.session.handle_invoke_method_results,
                body.control_id,
                body.call_id,
                None if failed else answer,
                failed,
            )

    def say_route(self, route: str) -> None:
        page = self.session.page
        self.loop.create_task(self.session.dispatch_event(control_id(page), "route_change", {"route": route}))


class Errors(logging.Handler):
    """The errors the app (or Flet) logged while a test ran."""

    def __init__(self):
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record):
        self.records.append(record)


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


def fletapp_send_queue(app) -> asyncio.Queue:
    """A fresh send queue for Flet's own FletApp, as its handle() sets up before it sends: what it sends lands there
    (tests/server/test_flet_adapter.py compares it with the server's frames)."""
    app._FletApp__send_queue = asyncio.Queue()
    return app._FletApp__send_queue


def control_id(control) -> int:
    """The id a control has in its session: what the client's events and the app's invocations name it by."""
    return control._i


def drawn(component):
    """What a component drew: a control, a list of them, or None."""
    return getattr(component, "_b", None)


def children(control):
    if type(control).__name__ == "Component":
        body = drawn(control)
        yield from (body if isinstance(body, list) else [body] if body is not None else [])
        return
    for attr in (
        "controls",
        "actions",
        "items",
        "content",
        "title",
        "subtitle",
        "trailing",
        "leading",
        "label",
        "bottom",
        "appbar",
        "action",
    ):
        value = getattr(control, attr, None)
        if isinstance(value, BaseControl):
            yield value
        elif isinstance(value, list):
            yield from (v for v in value if isinstance(v, BaseControl))


def unwrapped(control):
    """A component's drawing (components drawing components: the innermost)."""
    while type(control).__name__ == "Component":
        body = drawn(control)
        control = body[0] if isinstance(body, list) and body else body
    return control


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

    def __init__(
        self,
        main,
        seat=None,
        route: str = "/",
        web: bool = False,
        platform: ft.PagePlatform | None = None,
        draw_delay: float = 0.0,
    ):
        self.main = main
        self.draw_delay = draw_delay  # s the phone takes to draw what it is sent (RecordingConnection.draw_delay)
        self.web = web  # a browser's client (as `scorepad --web` and the published site have), not a desktop's
        self.platform = platform  # what the client says it runs on (an iPhone's browser: ft.PagePlatform.IOS)
        self.seat = seat  # a role given by scorepad.server's gate (None: the local user, the host)
        self.first_route = route  # the address the tab was opened with
        self.expected_errors = 0

    async def open(self):
        loop = asyncio.get_running_loop()
        self.conn = RecordingConnection(loop)
        self.session = self.conn.session = Session(self.conn)
        if self.web:
            self.conn.answers["get_device_info"] = {"browser_name": "chrome", "locales": []}  # says no language
        self.laid_out: set[int] = set()  # the controls whose first layout this phone reported (on_size_change)
        self.conn.drawer, self.conn.draw_delay = self.draw, self.draw_delay
        self.errors = Errors()
        for name in ("scorepad", "flet"):
            logging.getLogger(name).addHandler(self.errors)
        _context_page.set(self.session.page)
        patch_dataclass(
            self.session.page,
            {
                "route": self.first_route,
                "web": self.web,
                **({"platform": self.platform} if self.platform is not None else {}),
            },
        )
        if self.seat is not None:
            from scorepad.seating import SEAT

            self.session.store.set(SEAT, self.seat)  # what the server's before_main does
        msgpack.packb(self.session.get_page_patch(), default=ENCODE)  # as the transport sends the first page
        await self.main(self.session.page)
        await self.session.after_event(self.session.page)
        await self.settle()
        return self

    def draw(self) -> None:
        """The phone draws what it was just sent, `draw_delay` s later: each control that asks for its size, laid
        out for the first time, reports it then (Flutter's client does so after the frame it was laid out in)."""
        for control in self.all():
            if getattr(control, "on_size_change", None) is not None and control_id(control) not in self.laid_out:
                self.laid_out.add(control_id(control))
                self.conn.loop.call_later(self.conn.draw_delay, self.report_size, control_id(control))

    def report_size(self, control: int) -> None:
        size = {"w": float(self.page.width or 390), "h": 48.0}
        self.conn.loop.create_task(self.session.dispatch_event(control, "size_change", size))

    def close(self):
        """The tab is closed: the session ends (and stops listening), the error watch too."""
        for name in ("scorepad", "flet"):
            logging.getLogger(name).removeHandler(self.errors)
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            return  # the flow's loop has ended: the session ended with it
        self.session.close()

    @property
    def page(self) -> ft.Page:
        return self.session.page

    @property
    def app(self):
        """The session (scorepad.ui.session.Session)."""
        return self.page.data

    @property
    def route(self) -> str | None:
        """The route on show, as the address bar shows it."""
        return self.app.nav.route

    @property
    def pattern(self) -> str | None:
        """The pattern of the screen on show ('/match/:id', …)."""
        return self.app.nav.pattern

    @property
    def screen(self) -> str | None:
        """Which screen is on show, by the name of its route (the start: the screen it shows): 'match',
        'hand', 'new', 'history', 'card', 'story', 'share', 'stats', 'settings', 'backup' or 'watch'."""
        from scorepad.ui import nav

        current = self.app.nav.trail.current
        if current is None:
            return None
        screen = current.state.screen if type(current.state).__name__ == "Home" else current.screen
        names = {"entering": "hand", "editing": "hand", "setup": "new", "statistics": "stats", "player": "stats"}
        for pattern, target in nav.ROUTES:
            if nav.screen_of(pattern) is screen:
                name = target.split(":")[1]
                return names.get(name, name)
        return None

    @property
    def state(self):
        """The state of the screen on show (the start's: the state of the screen it shows)."""
        state = self.app.nav.trail.current.state
        return getattr(state, "state", state) if type(state).__name__ == "Home" else state

    def view(self) -> ft.View:
        """The View on show (what the screen component drew): the top of the view stack."""
        return self.views()[-1]

    def views(self) -> list:
        """The view stack, bottom first: the screen back leads to under the one on show."""
        return [unwrapped(v) for v in ft.unwrap_component(self.page.views) or []]

    def open_dialogs(self) -> list:
        """The dialogs, sheets and snack bars open on the page, oldest first."""
        return [d for d in self.page._dialogs.controls or [] if getattr(d, "open", False)]

    def roots(self):
        return self.views()[-1:] + self.open_dialogs()

    def all(self):
        for root in self.roots():
            yield from walk(root)

    def text(self) -> str:
        """All visible text and labels on the page, joined (for assertions that read like the screen)."""
        return "\n".join(t for root in self.roots() for t in texts_of(root))

    def find(self, name: str, kind=None):
        """The control whose accessible name is `name` (exactly)."""
        hits = [c for c in self.all() if name_of(c) == name and (kind is None or isinstance(c, kind))]
        if not hits:
            raise LookupError(
                f"no control named {name!r}; names here: {sorted({n for c in self.all() if (n := name_of(c))})}"
            )
        return hits[0]

    def has(self, name: str) -> bool:
        return any(name_of(c) == name for c in self.all())

    def selected(self, name: str) -> bool | None:
        """Whether the control named `name` is said to be selected (what a screen reader announces); None:
        nothing about it is said."""
        self.find(name)
        said = [
            c.selected
            for c in self.all()
            if isinstance(c, ft.Semantics) and c.content is not None and name_of(c.content) == name
        ]
        return said[0] if said else None

    def dialog(self):
        dialogs = [d for d in self.open_dialogs() if isinstance(d, ft.AlertDialog)]
        return dialogs[-1] if dialogs else None

    def choices(self) -> list[str]:
        """The labels of the open dialog's big choices (the moon's two ways)."""
        dialog = self.dialog()
        return [c.tooltip for c in walk(dialog) if isinstance(c, ft.OutlinedButton) and c.tooltip]

    async def tap(self, name: str, kind=None):
        control = self.find(name, kind)
        assert not control.disabled, f"{name!r} is disabled"
        await self.fire(control, "click")
        return control

    async def fire(self, control, event: str, data=None):
        await self.session.dispatch_event(control_id(control), event, data)
        await self.settle()

    async def go(self, route: str, **query):
        """Open a screen as a tap would (through the app's guard: a refused load is a message)."""
        from scorepad.ui.nav import link

        await self.app.events.guard(self.app.nav.go, link(route, **query))
        await self.settle()

    async def browser_back(self):
        """The browser's back button: its address goes back to the screen before (told as a route change)."""
        below = self.app.nav.trail.below
        assert below is not None, "nothing to go back to"
        patch_dataclass(self.page, {"route": below.route})
        await self.fire(self.page, "route_change", {"route": below.route})

    async def address(self, route: str):
        """A route typed into the address bar (or a link followed) while the app is open."""
        patch_dataclass(self.page, {"route": route})
        await self.fire(self.page, "route_change", {"route": route})

    async def type(self, label: str, text: str):
        """Type into the text field labelled `label` (replacing its value) and fire its change."""
        field = next(c for c in self.all() if isinstance(c, ft.TextField) and c.label == label)
        patch_dataclass(field, {"value": text})  # what Session.apply_patch does for an indexed control
        await self.fire(field, "change", text)

    async def type_burst(self, label: str, text: str) -> str:
        """Type `text` at the end of the field labelled `label` as one burst of keys (a swipe keyboard, a paste
        typed out): each key's change is handled, and the next key reaches the client before the redraw that
        change brings, as when keys come faster than the app draws. A value the redraw sends replaces what the
        client's field holds, as Flet's client does. What the client's field shows at the end."""
        shown = self.text_field(label).value or ""
        for k, letter in enumerate(text):
            if k == 0:
                shown += letter
                patch_dataclass(self.text_field(label), {"value": shown})  # the client's update of its value
            field = self.text_field(label)
            await self.session.dispatch_event(control_id(field), "change", shown)
            if k + 1 < len(text):  # the next key, before the redraw
                shown += text[k + 1]
                patch_dataclass(self.text_field(label), {"value": shown})
            await self.settle()
            shown = self.text_field(label).value or ""  # the redraw's value, sent when it differs
        return shown

    async def keys_under_way(self, label: str, text: str, finish: bool = True) -> list:
        """Type `text` at the end of the field labelled `label`, each key's change handled in a task of its own,
        as Flet's receive loops (the server's, the browser worker's) start them: a key's handler has begun when
        the next key arrives, and one that waits (a write in a worker thread) is still under way meanwhile.
        Without `finish`, returns with the handlers under way (their tasks)."""
        field, tasks = self.text_field(label), []
        shown = field.value or ""
        for letter in text:
            shown += letter
            patch_dataclass(field, {"value": shown})
            tasks.append(asyncio.ensure_future(self.session.dispatch_event(control_id(field), "change", shown)))
            await asyncio.sleep(0)  # the handler begins
        if finish:
            await asyncio.gather(*tasks)
            await self.settle()
        return tasks

    def text_field(self, label: str) -> ft.TextField:
        """The text field labelled `label` on show."""
        return next(c for c in self.all() if isinstance(c, ft.TextField) and c.label == label)

    def letters_arrive(self, label: str, text: str) -> None:
        """The client's field labelled `label` shows `text` (its value patched, as the client's update does),
        before the app has handled its change event."""
        field = next(c for c in self.all() if isinstance(c, ft.TextField) and c.label == label)
        patch_dataclass(field, {"value": text})

    async def select(self, label: str, key: str):
        """Pick option `key` in the dropdown labelled `label`."""
        field = next(c for c in self.all() if isinstance(c, ft.Dropdown) and c.label == label)
        patch_dataclass(field, {"value": key})
        await self.fire(field, "select", key)

    async def toggle(self, label: str, value: bool):
        switch = next(c for c in self.all() if isinstance(c, ft.Switch) and c.label == label)
        patch_dataclass(switch, {"value": value})
        await self.fire(switch, "change", value)

    async def snack_undo(self):
        """Press the Undo of the message on show."""
        await self.tap("Undo")

    def snack_text(self) -> str:
        """The message on show (a saved hand, a refused write), or ''."""
        message = self.app.chrome.message
        return message.text if message is not None else ""

    async def back(self):
        """The app bar's back arrow."""
        await self.tap("Back")

    async def key(self, key: str, shift: bool = False, ctrl: bool = False):
        """Press a key on the page, as a desktop keyboard would."""
        data = {"key": key, "shift": shift, "ctrl": ctrl, "alt": False, "meta": False}
        await self.fire(self.page, "keyboard_event", data)

    async def resize(self, width: int, height: int = 800):
        """The client reports a new window size."""
        patch_dataclass(self.page, {"width": width, "height": height})
        await self.fire(self.page, "resize", {"width": width, "height": height})

    async def until(self, check, seconds: float = 20.0) -> None:
        """Wait until `check()` holds (what another session or a worker thread does arrives by itself);
        `check` may be a text that must be on the page."""
        test = (lambda: check in self.text()) if isinstance(check, str) else check
        for _ in range(int(seconds / 0.02)):
            if test():
                return
            await asyncio.sleep(0.02)
        raise AssertionError(f"never came: {check!r}; page: {self.text()}")

    async def settle(self):
        """Let the event's follow-ups and the re-rendering run; an error the app logged fails the test."""
        for _ in range(6):
            await asyncio.sleep(0)
        crashed = [m.body for m in self.conn.sent if m.action == MessageAction.SESSION_CRASHED]
        assert not crashed, f"an event handler raised: {crashed[-1]}"
        logged = self.errors.records[self.expected_errors :]
        assert not logged, f"the app logged an error: {logged[0].getMessage()} {logged[0].exc_info}"

    def unguarded(self) -> list[str]:
        """Event handlers on the page that do not go through the app's guard (each must)."""
        found = []
        for control in self.all():
            for name in dir(type(control)):
                if name.startswith("on_") and callable(handler := getattr(control, name, None)):
                    inner = getattr(handler, "__wrapped__", handler)
                    closure = [c.cell_contents for c in (getattr(handler, "__closure__", None) or ())]
                    if not getattr(inner, "guarded", False) and not any(getattr(c, "guarded", False) for c in closure):
                        found.append(f"{type(control).__name__}.{name} {name_of(control)!r}")
        return found
