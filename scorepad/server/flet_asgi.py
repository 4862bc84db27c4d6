"""The one module that knows Flet's web internals (flet and flet-web are pinned to 1.0.5).

Flet's own `flet_web.fastapi.app()` makes a `FletApp` per websocket that knows nothing of our gate.
Here the same pieces (FastAPI with Flet's lifespan, FletStaticFiles, FletApp, app_manager) are put
together with a websocket handler whose connection carries the grant the gate saw. Private API used:
`FletApp.__get_unique_session_id` (overridden by its mangled name) so that a session is keyed by the
grant it was made under: a client can never re-attach to a session of another role or an old secret;
`FletApp.__send_queue` (by its mangled name) in `send_message`, which is Flet's own without its debug line.
"""

from __future__ import annotations

import asyncio
import logging
import weakref

import flet_web.fastapi as flet_fastapi
import msgpack
from fastapi import WebSocket
from flet.controls.base_control import BaseControl
from flet.messaging.protocol import configure_encode_object_for_msgpack
from flet_web.fastapi import FletApp, FletStaticFiles, app_manager

from scorepad.server.gate import GRANT, language
from scorepad.server.keys import Grant

log = logging.getLogger("scorepad.server")
TRANSPORT_LOG = logging.getLogger("flet_transport")  # Flet's log of every message in and out
ENCODE = configure_encode_object_for_msgpack(BaseControl)
ENDED = 1008  # websocket close code for a session whose link was renewed (policy violation)
FAREWELL = 1.0  # s: how long new links wait for an old client to leave by itself


class GrantedConnection(FletApp):
    """Flet's websocket connection for one client, knowing the grant the gate gave it."""

    def __init__(self, grant: Grant, sessions: Sessions, **options):
        super().__init__(**options)
        self.grant, self.sessions = grant, sessions
        self.websocket = None
        self.ended = False
        self.lang = "en"  # the browser's language (German or English), from its websocket handshake

    async def handle(self, websocket) -> None:
        self.websocket = websocket
        self.lang = language(websocket.headers.get("accept-language", ""))
        self.sessions.connected(self)
        try:
            await super().handle(websocket)
        except Exception:
            if not self.ended:
                raise
            log.debug("connection ended by new links", exc_info=True)  # its last sends met a closed socket
        finally:
            self.websocket = None

    def send_message(self, message) -> None:
        """Flet's send (msgpack, then the send queue) without its debug line unless that log is on: Flet
        1.0.5 formats every message for it all the same, and the text of a patch (whole new controls with
        all their fields) took about a tenth of a watcher's redraw for a saved hand."""
        if TRANSPORT_LOG.isEnabledFor(logging.DEBUG):
            super().send_message(message)
            return
        body = msgpack.packb([message.action, message.body], default=ENCODE)
        self._FletApp__send_queue.put_nowait(b"\x00" + body)

    def session_key(self, session_id: str) -> str:
        """The key Flet's app_manager keeps this client's session under."""
        return self._FletApp__get_unique_session_id(session_id)

    def _FletApp__get_unique_session_id(self, session_id: str) -> str:
        return f"{self.grant.key}_{FletApp._FletApp__get_unique_session_id(self, session_id)}"

    async def end(self) -> None:
        """Close the websocket (the client may try again; the gate turns it away)."""
        self.ended = True
        if self.websocket is not None:
            try:
                await self.websocket.close(code=ENDED)
            except (RuntimeError, OSError):  # already closing (Starlette says so with a RuntimeError)
                log.debug("websocket already closed", exc_info=True)


class Sessions:
    """Which Flet sessions and websockets came in under which grant, so that new links end the old ones."""

    def __init__(self):
        self._connections: dict[str, weakref.WeakSet] = {}
        self._sessions: dict[str, weakref.WeakKeyDictionary] = {}

    def connected(self, connection: GrantedConnection) -> None:
        self._connections.setdefault(connection.grant.key, weakref.WeakSet()).add(connection)

    def admitted(self, session, connection: GrantedConnection) -> None:
        """A new Flet session was made on `connection`: it belongs to that connection's grant."""
        self._sessions.setdefault(connection.grant.key, weakref.WeakKeyDictionary())[session] = (
            connection.session_key(session.id))

    def find(self, session_id: str):
        """The live Flet session with this id (None when it has ended or never was)."""
        for sessions in self._sessions.values():
            for session in list(sessions.keys()):
                if session.id == session_id:
                    return session
        return None

    def count(self, grant: Grant) -> int:
        """How many live Flet sessions came in under `grant`."""
        return len(self._sessions.get(grant.key, ()))

    async def end(self, grants: list[Grant]) -> int:
        """End every session and websocket that came in under `grants`; returns how many sessions ended."""
        leaving = [session for grant in grants for session in list(self._sessions.get(grant.key, ()))]
        await asyncio.gather(*(send_away(session) for session in leaving))
        for grant in grants:  # sockets first: no session can be made under an old grant after this
            await asyncio.gather(*(connection.end() for connection in list(self._connections.pop(grant.key, ()))))
        ended = 0
        for grant in grants:
            for session_key in list(self._sessions.pop(grant.key, {}).values()):
                await app_manager.delete_session(session_key)  # closes it: no more updates, pubsub dropped
                ended += 1
        if ended:
            log.info("new links: %d sessions of the old links ended", ended)
        return ended


async def send_away(session, wait: float = FAREWELL) -> None:
    """Send a connected client's tab to "/" (where the gate shows the page saying what to do), rather than
    leave it retrying its websocket under Flet's "Working..." once the session has ended."""
    import contextvars

    import flet as ft

    if session.connection is None:
        return

    async def navigate() -> None:
        await ft.UrlLauncher().launch_url("/", web_only_window_name="_self")

    try:  # run_task binds the page to the context it is called in: use a copy, not the caller's
        future = contextvars.copy_context().run(session.page.run_task, navigate)
        await asyncio.wait_for(asyncio.wrap_future(future), wait)
    except (asyncio.TimeoutError, RuntimeError):  # the tab is gone already, or left before it could answer
        log.debug("could not send session %s away", session.id, exc_info=True)


def connection_of(page) -> GrantedConnection:
    """The connection a page's session is on now (set while Flet registers the client)."""
    connection = page.session.connection
    if not isinstance(connection, GrantedConnection):
        raise RuntimeError("this page did not come through scorepad's gate")
    return connection


def flet_web_app(main, before_main, sessions: Sessions, assets_dir: str):
    """Flet's web app (client files, websocket) with the grant-aware connection; no docs, OAuth or uploads."""
    app = flet_fastapi.FastAPI(docs_url=None, redoc_url=None, openapi_url=None)

    @app.websocket("/ws")
    async def websocket_handler(websocket: WebSocket) -> None:
        grant = websocket.scope.get(GRANT)
        if grant is None:  # not through the gate: never serve it
            await websocket.close(code=ENDED)
            return
        await GrantedConnection(grant, sessions, loop=asyncio.get_running_loop(), executor=app_manager.executor,
                                main=main, before_main=before_main).handle(websocket)

    from scorepad.server.client_files import ClientFiles  # Scorepad's pages (name, icon, nothing from other hosts)
    app.mount("/", ClientFiles(assets_dir))
    return app
