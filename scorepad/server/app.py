"""`scorepad --web`: the app behind the gate, a seat per session, served by uvicorn."""

from __future__ import annotations

import asyncio
import gc
import logging
import socket

from scorepad.i18n.storage_text import error_text
from scorepad.seating import HOST, SEAT, Seat, SharedTable, seat_of
from scorepad.server.roles import store_for
from scorepad.server.connections import Door, Limits, connection_cap, hush_logs, open_files, raise_file_limit
from scorepad.server.flet_asgi import connection_of, flet_web_app
from scorepad.server.secret_gate import Gate
from scorepad.server.link_secrets import Keys
from scorepad.server.links import Links, is_loopback, listen_addresses, network_address
from scorepad.server.sessions import Sessions
from scorepad.storage import StorageError

log = logging.getLogger("scorepad.server")


class Serving:
    """What one server process shares between its sessions: the Store, the secrets and links, the
    shared table and who came in under which link. Made once at start and passed on, never global."""

    def __init__(self, store, lang: str | None, host: str, port: int, chosen_lang: str | None = None,
                 limits: Limits | None = None):
        self.store, self.lang, self.host, self.port = store, lang, host, port
        self.chosen_lang = chosen_lang  # `--lang`, for the host's sessions
        self.limits = limits or Limits()
        self.keys = Keys(network=not is_loopback(host))
        self.links = Links(self.keys, network_address(host) if self.keys.network else host, port, bound=host)
        self.table = SharedTable()
        self.sessions = Sessions(self.limits, self.keys.current)
        self.door: Door | None = None  # made with the server's config (it needs the file limit then)

    async def new_links(self) -> int:
        """New score and watch secrets; the sessions and websockets of the old ones end. Returns how many."""
        return await self.sessions.end(self.keys.renew())

    def seat_for(self, page) -> Seat:
        """The seat of a new session, from the grant its websocket came in with (never from the client);
        its Store facade refuses everything once that grant's link is renewed."""
        connection = connection_of(page)
        grant, session = connection.grant, page.session
        store = store_for(grant.role, self.table, self.store, who=session.id, valid=lambda: self.keys.current(grant))
        return Seat(grant.role, store, self.table, session.id, connection.lang, self if grant.role == HOST else None)


def asgi_app(serving: Serving, make_main):
    """The whole web app: the gate, then Flet with a seat per session; each session's UI is made with the
    Store its role may use (`make_main(store, lang, chosen_lang)`), so a watcher's UI never holds the Store itself."""
    from scorepad.assets import assets_dir

    host_main = make_main(serving.store, serving.lang, chosen_lang=serving.chosen_lang)

    async def before_main(page) -> None:
        seat = serving.seat_for(page)
        page.session.store.set(SEAT, seat)
        log.info("session %s joined as %s", seat.session, seat.role)

    async def main(page) -> None:
        seat = seat_of(page)
        entry = host_main if seat.role == HOST else make_main(seat.store, serving.lang)
        try:
            await entry(page)
        except StorageError as error:  # a UI that asked for more than this link allows: one line, no trace
            log.warning("session %s (%s): the app stopped: %s", seat.session, seat.role, error)
            show_refusal(page, error_text(error, seat.lang))

    return Gate(flet_web_app(main, before_main, serving.sessions, assets_dir()), serving.keys, serving.port)


def config(serving: Serving, make_main, **options):
    """uvicorn's config for the whole app: behind the door (connection caps, head timeout), a bounded
    backlog; the file limit raised first, since the door's cap in all is worked out from it."""
    import uvicorn

    serving.door = Door(serving.limits, connection_cap(serving.limits, raise_file_limit(), open_files()))
    return uvicorn.Config(asgi_app(serving, make_main), host=serving.host, port=serving.port, http=serving.door,
                          backlog=serving.limits.backlog, ws="websockets-sansio", log_level="warning",
                          access_log=False, **options)


def show_refusal(page, text: str) -> None:
    """The session's page becomes one line saying what the link does not allow."""
    import flet as ft

    page.views.clear()
    page.views.append(ft.View(route="/", controls=[ft.Text(text, size=18)], padding=24))
    page.update()


def listeners(host: str, port: int) -> list[socket.socket] | None:
    """The sockets to serve on when that is more than `host` (uvicorn binds that one itself): one network
    address and this machine's loopback beside it."""
    addresses = listen_addresses(host)
    if len(addresses) == 1:
        return None
    made = []
    for address in addresses:
        sock = socket.socket(socket.AF_INET6 if ":" in address else socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((address, port))
        made.append(sock)
    return made


def run(serving: Serving, make_main, open_browser: bool = False) -> None:
    """Serve until stopped (Ctrl+C); with `open_browser`, open the host's link once listening."""
    asyncio.run(serve(serving, make_main, open_browser))


async def serve(serving: Serving, make_main, open_browser: bool = False) -> None:
    import uvicorn

    settings = config(serving, make_main)
    hush_logs()
    # What was loaded to serve (Flet, the screens: modules, classes, no garbage after the collection) lives as
    # long as the server: frozen out of the way of full collections, which otherwise walked it in the middle
    # of a hand's broadcast (70 ms here; 30-40 after); undone when the server stops.
    gc.collect()
    gc.freeze()
    try:
        server = uvicorn.Server(settings)
        task = asyncio.create_task(server.serve(sockets=listeners(serving.host, serving.port)))
        while open_browser and not server.started and not task.done():
            await asyncio.sleep(0.05)
        if open_browser and server.started:
            import webbrowser

            webbrowser.open(serving.links.here())
        await task
    finally:
        gc.unfreeze()
