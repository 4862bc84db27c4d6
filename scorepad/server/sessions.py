"""The server's sessions: made by the server (one per websocket that registers), kept under the grant they
came in with, ended when their phone has been away too long or their link is renewed, capped per link.

A session is "answered" once its websocket has carried the REGISTER reply: only then can its phone come
back to it (it knows the id). A socket that closes before leaves nothing; one that closes after leaves the
session waiting for its phone (Limits.grace), then it is closed and dropped, and with it its page and its
subscriptions. New links end every old session and socket, each on its own: one that fails is logged with
its traceback and the others still end.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

from scorepad.seating import HOST
from scorepad.server.connections import Limits
from scorepad.server.link_secrets import Grant

log = logging.getLogger("scorepad.server.sessions")
FAREWELL = 1.0  # s: how long new links wait for an old client to leave by itself, and for its socket to close


class Seated:
    """One session at the table: its grant, the connection it is on now (None: its phone is away), whether
    its phone was told its id, what it runs (main, events), and the clock of its grace time."""

    __slots__ = ("session", "grant", "connection", "answered", "tasks", "timer", "ended")

    def __init__(self, session, grant: Grant, connection):
        self.session, self.grant, self.connection = session, grant, connection
        self.answered = False
        self.tasks: set[asyncio.Task] = set()
        self.timer: asyncio.TimerHandle | None = None
        self.ended = False

    def start(self, coroutine) -> None:
        """Run `coroutine` for this session (ended with it)."""
        task = asyncio.get_running_loop().create_task(coroutine)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)


class Sessions:
    """Which sessions and open websockets came in under which grant; `current(grant)` says whether a
    grant's link is still valid (Keys.current)."""

    def __init__(self, limits: Limits | None = None, current: Callable[[Grant], bool] = lambda grant: True):
        self.limits, self.current = limits or Limits(), current
        self._seated: dict[str, dict[str, Seated]] = {}  # grant key -> session id -> seat
        self._sockets: dict[str, set] = {}  # grant key -> open connections

    # --- sockets -------------------------------------------------------------------------------------------
    def opened(self, connection) -> None:
        self._sockets.setdefault(connection.grant.key, set()).add(connection)

    async def closed(self, connection) -> None:
        """`connection`'s socket is gone; its session (if any) waits for its phone, or goes if never answered."""
        sockets = self._sockets.get(connection.grant.key)
        if sockets is not None:
            sockets.discard(connection)
            if not sockets:
                del self._sockets[connection.grant.key]
        seated = connection.seated
        if seated is None or seated.connection is not connection or seated.ended:
            return
        seated.connection = None
        if not seated.answered:
            self.drop(seated)
            return
        grace = self.limits.host_grace if seated.grant.role == HOST else self.limits.grace
        seated.timer = asyncio.get_running_loop().call_later(grace, self.expire, seated)
        await seated.session.disconnect(grace)  # Flet drops its updates meanwhile; `disconnect` event

    # --- sessions ------------------------------------------------------------------------------------------
    def room_for(self, grant: Grant) -> bool:
        """True when `grant` may have one more session (the host always may)."""
        return grant.role == HOST or self.count(grant) < self.limits.sessions_per_link

    def seat(self, session, grant: Grant, connection) -> Seated:
        """A new session made on `connection`: it belongs to that connection's grant."""
        seated = Seated(session, grant, connection)
        self._seated.setdefault(grant.key, {})[session.id] = seated
        return seated

    def reattach(self, grant: Grant, session_id: str, connection) -> Seated | None:
        """The session `session_id` of `grant` whose phone is away, now on `connection` (None: no such)."""
        seated = self._seated.get(grant.key, {}).get(session_id)
        if seated is None or seated.connection is not None or seated.ended:
            return None
        if seated.timer is not None:
            seated.timer.cancel()
            seated.timer = None
        seated.connection = connection
        return seated

    def find(self, session_id: str):
        """The live Flet session with this id (None when it has ended or never was)."""
        for seats in self._seated.values():
            if session_id in seats:
                return seats[session_id].session
        return None

    def count(self, grant: Grant) -> int:
        """How many sessions `grant` holds, connected or waiting for their phone."""
        return len(self._seated.get(grant.key, ()))

    def expire(self, seated: Seated) -> None:
        log.info("session %s (%s link) ended: its phone was away for %g s", seated.session.id, seated.grant.role,
                 self.limits.host_grace if seated.grant.role == HOST else self.limits.grace)
        self.drop(seated)

    def drop(self, seated: Seated) -> None:
        """End a session now: out of the registry, its tasks cancelled, closed (updates stop, pubsub
        subscriptions go, the page's `close` event fires)."""
        if seated.ended:
            return
        seated.ended = True
        if seated.timer is not None:
            seated.timer.cancel()
            seated.timer = None
        seats = self._seated.get(seated.grant.key, {})
        if seats.get(seated.session.id) is seated:
            del seats[seated.session.id]
            if not seats:
                del self._seated[seated.grant.key]
        for task in list(seated.tasks):
            if task is not asyncio.current_task():
                task.cancel()
        seated.session.close()

    # --- new links -----------------------------------------------------------------------------------------
    async def end(self, grants: list[Grant]) -> int:
        """End every session and websocket that came in under `grants`; returns how many sessions ended."""
        keys = [grant.key for grant in grants]
        leaving = [seated for key in keys for seated in self._seated.get(key, {}).values()]
        sockets = [connection for key in keys for connection in self._sockets.get(key, ())]
        failed = await each("send away", leaving, lambda seated: send_away(seated.session))
        failed += await each("close the websocket of", sockets, lambda connection: connection.end())
        seats = [seated for key in keys for seated in list(self._seated.get(key, {}).values())]
        failed += await each("close", seats, self._drop)
        if seats or failed:
            log.info("new links: %d sessions of the old links ended (%d steps failed)", len(seats), failed)
        return len(seats)

    async def _drop(self, seated: Seated) -> None:
        self.drop(seated)


async def each(what: str, items: list, action) -> int:
    """`await action(item)` for every item, each on its own: a failure is logged with its traceback and
    the rest go on. Returns how many failed."""
    outcomes = await asyncio.gather(*(action(item) for item in items), return_exceptions=True)
    failed = 0
    for item, outcome in zip(items, outcomes):
        if isinstance(outcome, Exception):
            failed += 1
            log.error("new links: could not %s %s", what, described(item), exc_info=outcome)
        elif isinstance(outcome, BaseException):
            raise outcome
    return failed


def described(item) -> str:
    seated = item if isinstance(item, Seated) else getattr(item, "seated", None)
    return f"session {seated.session.id}" if seated is not None else repr(item)


async def send_away(session, wait: float = FAREWELL) -> None:
    """Send a connected client's tab to "/" (where the gate shows the page saying what to do), rather than
    leave it retrying its websocket under Flet's "Working..." once the session has ended."""
    import contextvars

    import flet as ft

    if session.connection is None:
        return

    async def navigate() -> None:
        await ft.UrlLauncher().launch_url("/", web_only_window_name="_self")

    # run_task binds the page to the context it is called in: use a copy, not the caller's
    future = contextvars.copy_context().run(session.page.run_task, navigate)
    try:
        await asyncio.wait_for(asyncio.wrap_future(future), wait)
    except (asyncio.TimeoutError, RuntimeError):  # the tab is gone already, or left before it could answer
        log.debug("could not send session %s away", session.id, exc_info=True)
