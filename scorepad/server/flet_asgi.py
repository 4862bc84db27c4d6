"""The one module that knows Flet's web internals: flet and flet-web must be 1.0.5 (checked at import).

Flet's own web server (`flet_web.fastapi.app()`, a FletApp per websocket) lets its client make sessions
and set any property of any control. Here the server owns the protocol: a `TableConnection` is a
`flet.messaging.connection.Connection` (Flet's base class for transports) running Flet's protocol on one
websocket that the gate let in: REGISTER once (a new `flet.messaging.session.Session`, or the session this
phone had under the same grant), then control events, property updates (never private ones) and method
results; anything else closes the socket.

Public Flet API used: Connection, Session, the protocol's message classes and their msgpack encoder,
PubSubHub, app_manager's executor, FastAPI with Flet's lifespan (the client's files are server/client_files.py). Flet has no public API
for the rest, which is all here: the wire format (a 0x00 byte, then msgpack `[action, body]`, as FletApp
sends it), `_context_page` (the page a task works on) and running `main` as FletApp does, and a control's
id `_i`. tests/server/test_flet_adapter.py breaks when any of these changes in Flet.
"""

from __future__ import annotations

import asyncio
import inspect
import logging

from scorepad.server.flet_version import PINNED, FletVersionError, check_pinned  # noqa: E402, F401  (the check, before Flet is used)

check_pinned()

import msgpack  # noqa: E402
from fastapi import WebSocket, WebSocketDisconnect  # noqa: E402
from flet.controls.base_control import BaseControl  # noqa: E402
from flet.controls.context import _context_page, context  # noqa: E402
from flet.controls.exceptions import FletPageDisconnectedException  # noqa: E402
from flet.messaging.connection import Connection  # noqa: E402
from flet.messaging.protocol import (  # noqa: E402
    ControlEventBody,
    InvokeMethodResponseBody,
    Message,
    MessageAction,
    RegisterClientRequestBody,
    RegisterClientResponseBody,
    SessionCrashedBody,
    UpdateControlPropsBody,
    configure_encode_object_for_msgpack,
    decode_ext_from_msgpack,
)
from flet.messaging.session import Session  # noqa: E402
from flet.pubsub.pubsub_hub import PubSubHub  # noqa: E402
from flet_web.fastapi import FastAPI, app_manager  # noqa: E402

from scorepad.i18n import t  # noqa: E402
from scorepad.seating import HOST  # noqa: E402
from scorepad.server.client_files import ClientFiles  # noqa: E402
from scorepad.server.connections import Limits  # noqa: E402
from scorepad.server.secret_gate import GRANT, language  # noqa: E402
from scorepad.server.link_secrets import Grant  # noqa: E402
from scorepad.server.sessions import FAREWELL, Seated, Sessions  # noqa: E402

log = logging.getLogger("scorepad.server")
ENCODE = configure_encode_object_for_msgpack(BaseControl)
FLET_FRAME = 0x00  # a websocket frame of Flet's protocol starts with this byte (0x01: a data channel's)
ENDED = 1008  # websocket close code for a socket the server ends (policy violation)
ANSWERED = object()  # in a send queue, after the REGISTER reply: the phone now knows its session's id
BODIES = {  # what a client may send, with the fields Flet's body classes have
    MessageAction.REGISTER_CLIENT: RegisterClientRequestBody,
    MessageAction.CONTROL_EVENT: ControlEventBody,
    MessageAction.UPDATE_CONTROL_PROPS: UpdateControlPropsBody,
    MessageAction.INVOKE_METHOD: InvokeMethodResponseBody,
}
FIELD_TYPES = {"session_id": (str, type(None)), "page_name": (str, type(None)), "page": dict, "target": int,
               "name": str, "id": int, "props": dict, "control_id": int, "call_id": str, "error": (str, type(None))}


# Flet's code that TableConnection does the work of (FletApp) or relies on (Session), each with a print of its
# source as this module was written against it: tests/server/test_flet_adapter.py checks the prints. When one
# changes, read it again, adapt this module, then put the new print here.
MIRRORED = {
    "FletApp.handle": "d7464637bb485356",
    "FletApp.__on_message": "c147d1a264795579",
    "FletApp.__on_session_created": "fd5835cf878077ca",
    "FletApp.send_message": "47399d973ee706f0",
    "FletAppManager.reconnect_session": "879762953ee150f9",
    "Session.attach_connection": "bb120891fde6f055",
    "Session.disconnect": "5ebeab3e6006054c",
    "Session.close": "c195f42da99f694d",
    "Session.__send_message": "d66f68b58bb8b865",
}


def mirrored(name: str):
    """The function of Flet's that MIRRORED names ("FletApp.__on_message": the class's private method)."""
    from flet_web.fastapi.flet_app import FletApp
    from flet_web.fastapi.flet_app_manager import FletAppManager

    owner, attribute = name.split(".")
    cls = {"FletApp": FletApp, "FletAppManager": FletAppManager, "Session": Session}[owner]
    return getattr(cls, f"_{owner}{attribute}" if attribute.startswith("__") else attribute)


def make_current(page) -> None:
    """`page` is the page this task works on: what `ft.context.page` gives Flet's code (its `_context_page`)."""
    _context_page.set(page)


def control_id(control) -> int:
    """A control's id in its session (`_i`): what the client's events and property updates name it by."""
    return control._i


def frame(message: Message) -> bytes:
    """A message as Flet's web client reads it (FletApp.send_message without its debug line)."""
    return b"\x00" + msgpack.packb([message.action, message.body], default=ENCODE)


def parsed(data: bytes) -> tuple[MessageAction, dict] | None:
    """A client's frame as (action, body) when it is one of the messages a client may send, else None."""
    try:
        value = msgpack.unpackb(data[1:], ext_hook=decode_ext_from_msgpack)
        action = MessageAction(value[0])
        body = value[1]
    except Exception:  # anything msgpack or Flet's decoder refuses: a client's bytes are input, not code
        return None
    fields = BODIES.get(action)
    if fields is None or not isinstance(body, dict) or set(body) != set(fields.__dataclass_fields__):
        return None
    if not all(isinstance(body[name], FIELD_TYPES[name]) for name in body if name in FIELD_TYPES):
        return None
    return action, body


def public(value):
    """`value` without any property whose name is not a string or starts with "_", at any depth: those
    are Flet's private fields, which no client may set (one once broke "new links")."""
    if isinstance(value, dict):
        return {k: public(v) for k, v in value.items() if isinstance(k, str) and not k.startswith("_")}
    if isinstance(value, list):
        return [public(v) for v in value]
    return value


class TableApp:
    """What every connection of one server shares: the app's `main` and `before_main`, the sessions,
    the limits, the pubsub hub (made on the first connection, on the server's loop)."""

    def __init__(self, main, before_main, sessions: Sessions):
        self.main, self.before_main, self.sessions = main, before_main, sessions
        self.limits: Limits = sessions.limits
        self.hub: PubSubHub | None = None

    def hub_for(self, loop) -> PubSubHub:
        if self.hub is None:
            self.hub = PubSubHub(loop=loop, executor=app_manager.executor)
        return self.hub


class TableConnection(Connection):
    """Flet's protocol on one websocket the gate let in, with the grant it saw: at most one session."""

    def __init__(self, websocket, grant: Grant, app: TableApp):
        super().__init__()
        self.websocket, self.grant, self.app, self.sessions = websocket, grant, app, app.sessions
        self.loop = asyncio.get_running_loop()
        self.executor = app_manager.executor
        self.pubsubhub = app.hub_for(self.loop)
        self.page_url = str(websocket.url).rsplit("/", 1)[0]
        self.page_name = websocket.url.path.rsplit("/", 1)[0].lstrip("/")
        self.lang = language(websocket.headers.get("accept-language", ""))  # the browser's, 'de' or 'en'
        self.address = websocket.client.host if websocket.client else "?"
        self.seated: Seated | None = None
        self.registered = False
        self.closing = False
        self.queue: asyncio.Queue = asyncio.Queue()
        self.receiver: asyncio.Task | None = None
        self.idle: asyncio.TimerHandle | None = None
        self.done = asyncio.Event()

    # --- the socket ----------------------------------------------------------------------------------------
    async def serve(self) -> None:
        """Accept, read until the socket ends (or the server ends it), then leave nothing half-made."""
        await self.websocket.accept()
        self.sessions.opened(self)
        sender = asyncio.create_task(self.send_loop())
        self.idle = self.loop.call_later(self.app.limits.register_within, self.refuse, "no REGISTER in time")
        self.receiver = asyncio.create_task(self.receive_loop())
        try:
            await asyncio.wait({self.receiver})
        finally:
            self.idle.cancel()
            self.receiver.cancel()
            sender.cancel()
            self.closing = True
            try:
                await self.websocket.close(code=ENDED)
            except (WebSocketDisconnect, RuntimeError, OSError):  # closed already (Starlette: one of these)
                log.debug("websocket already closed", exc_info=True)
            await self.sessions.closed(self)
            self.done.set()

    async def receive_loop(self) -> None:
        while not self.closing:
            message = await self.websocket.receive()
            if message["type"] == "websocket.disconnect":
                return
            data = message.get("bytes")
            if not data or data[0] != FLET_FRAME:  # text, or a data channel's frame (no control here has one)
                if data is None:
                    self.refuse("a text frame")
                continue
            request = parsed(data)
            if request is None:
                self.refuse("not a message of Flet's protocol")
                continue
            try:
                await self.on_message(*request)
            except Exception:  # what a client sent and Flet could not apply (e.g. a property's value)
                log.warning("session of %s (%s link): a message could not be applied", self.address,
                            self.grant.role, exc_info=True)
                self.refuse("a message that could not be applied")

    async def send_loop(self) -> None:
        while True:
            item = await self.queue.get()
            if item is ANSWERED:
                self.seated.answered = True
                continue
            try:
                await self.websocket.send_bytes(item)
            except (WebSocketDisconnect, OSError, RuntimeError):  # the client left (uvicorn, Starlette say so)
                self.close()
                return

    def close(self) -> None:
        """Stop reading this socket: serve() closes it and leaves the session to Sessions."""
        self.closing = True
        if self.receiver is not None and self.receiver is not asyncio.current_task():
            self.receiver.cancel()

    def refuse(self, why: str) -> None:
        # one template per reason: the log says each kind of refusal once a minute
        log.warning(f"closed a websocket from %s (%s link): {why}", self.address, self.grant.role)
        self.close()

    async def end(self) -> None:
        """New links: close this socket now (the client may try again; the gate turns it away)."""
        self.close()
        await asyncio.wait_for(self.done.wait(), FAREWELL)

    # --- Flet's protocol -----------------------------------------------------------------------------------
    async def on_message(self, action: MessageAction, body: dict) -> None:
        if action == MessageAction.REGISTER_CLIENT:
            if self.registered:
                return self.refuse("a second REGISTER")
            self.registered = True
            self.idle.cancel()
            return await self.register(body)
        seated = self.seated
        if seated is None or seated.ended or not self.sessions.current(self.grant):
            return self.refuse("a message without a live session")
        session = seated.session
        if action == MessageAction.CONTROL_EVENT:
            seated.start(session.dispatch_event(body["target"], body["name"], body["data"]))
        elif action == MessageAction.UPDATE_CONTROL_PROPS:
            session.apply_patch(body["id"], public(body["props"]))
        else:
            try:
                session.handle_invoke_method_results(body["control_id"], body["call_id"], body["result"],
                                                     body["error"])
            except RuntimeError:  # an answer for a control that is gone meanwhile
                log.debug("session %s: a method result for a control that is gone", session.id)

    async def register(self, body: dict) -> None:
        """The one REGISTER of this socket: the session its phone had (same grant, phone away) or a new one."""
        if not self.sessions.current(self.grant):
            return self.refuse("REGISTER with a renewed link")
        seated = self.sessions.reattach(self.grant, body["session_id"], self) if body["session_id"] else None
        new = seated is None
        if new and not self.sessions.room_for(self.grant):
            return self.refuse(f"the link holds {self.app.limits.sessions_per_link} sessions already")
        if new:
            seated = self.sessions.seat(Session(self), self.grant, self)
        self.seated = seated
        session, page = seated.session, seated.session.page
        make_current(page)
        route = page.route
        session.apply_page_patch(public(body["page"]))
        error = ""
        if new:
            page.client_ip = self.address
            page.client_user_agent = self.websocket.headers.get("user-agent", "")
            error = await self.before_main(session)
        patch = session.get_page_patch() if new else page
        self.send_message(Message(MessageAction.REGISTER_CLIENT,
                                  RegisterClientResponseBody(session_id=session.id, page_patch=patch, error=error)))
        self.queue.put_nowait(ANSWERED)
        if error:
            session.error(error)
        elif new:
            seated.start(self.run_main(session))
        else:
            session.attach_connection(self)
            seated.start(session.dispatch_connect_event())
            if page.route and page.route != route:
                seated.start(session.dispatch_event(control_id(page), "route_change", {"route": page.route}))

    async def before_main(self, session: Session) -> str:
        """Run the app's before_main; the error text for the client if it failed (logged with its trace)."""
        try:
            result = self.app.before_main(session.page)
            if inspect.isawaitable(result):
                await result
        except Exception as error:  # the app's code at the session's start: logged, shown as Flet does
            log.error("before_main failed for session %s", session.id, exc_info=True)
            return str(error)
        return ""

    async def run_main(self, session: Session) -> None:
        """The app's main for a new session, as FletApp runs a coroutine main, then its auto-update."""
        make_current(session.page)
        context.reset_auto_update()
        try:
            result = self.app.main(session.page)
            if inspect.isawaitable(result):
                await result
            await session.after_event(session.page)
        except FletPageDisconnectedException:
            log.debug("session %s left while main ran", session.id)
        except Exception as error:  # the app's code: logged with its trace, the client told as Flet does
            log.error("main failed for session %s", session.id, exc_info=True)
            session.error(str(error))

    # --- Connection ----------------------------------------------------------------------------------------
    def send_message(self, message: Message) -> None:
        """Queue a message for the client; a client that stops reading is closed, not buffered for."""
        if self.closing:
            return
        if message.action == MessageAction.SESSION_CRASHED and self.grant.role != HOST:
            # Flet puts the error and its traceback (server paths) there: a phone gets one plain line
            message = Message(message.action, SessionCrashedBody(t("server.crashed", self.lang)))
        if self.queue.qsize() >= self.app.limits.send_queue:
            return self.refuse("the client does not read")
        self.queue.put_nowait(frame(message))


def connection_of(page) -> TableConnection:
    """The connection a page's session is on now (set while the server registers the client)."""
    connection = page.session.connection
    if not isinstance(connection, TableConnection):
        raise RuntimeError("this page did not come through scorepad's gate")
    return connection


def flet_web_app(main, before_main, sessions: Sessions, assets_dir: str):
    """Flet's web app (client files, websocket) with the server's own connections; no docs, OAuth or uploads."""
    app = FastAPI(docs_url=None, redoc_url=None, openapi_url=None)  # with Flet's lifespan (app_manager's)
    table = TableApp(main, before_main, sessions)

    @app.websocket("/ws")
    async def websocket_handler(websocket: WebSocket) -> None:
        grant = websocket.scope.get(GRANT)
        if grant is None:  # not through the gate: never serve it
            await websocket.close(code=ENDED)
            return
        await TableConnection(websocket, grant, table).serve()

    app.mount("/", ClientFiles(assets_dir))  # Scorepad's pages: its name and icon, nothing from other hosts
    return app
