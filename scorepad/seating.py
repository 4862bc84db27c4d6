"""Seats at a shared table, below both the app and the server (no Flet here): the roles a link gives, the
match the table shares, and a session's seat — its role, the Store as that role may use it, and for the
host the server's links."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass

from scorepad.storage.errors import Forbidden

HOST, SCORE, WATCH = "host", "score", "watch"
ROLES = (HOST, SCORE, WATCH)
SHARED_ROLES = (SCORE, WATCH)  # the links that are handed round the table
SEAT = "scorepad.seat"  # the key in Flet's server-side page.session.store (the client cannot write it)

log = logging.getLogger("scorepad.server")


class SharedTable:
    """Which match the table shares now (None: none yet); the host's UI sets it, every session reads it."""

    def __init__(self, match_id: str | None = None):
        self._lock = threading.Lock()
        self._match_id = match_id
        self._followers: list[Callable[[str | None], None]] = []

    @property
    def match_id(self) -> str | None:
        with self._lock:
            return self._match_id

    def share(self, match_id: str | None) -> None:
        """Share `match_id` from now on (a rematch: the new one) and tell every follower."""
        with self._lock:
            changed, self._match_id = self._match_id != match_id, match_id
            followers = list(self._followers)
        if not changed:
            return
        for follower in followers:
            try:
                follower(match_id)
            except Exception:  # one broken follower must not stop the others hearing of the new match
                log.exception("a follower of the shared match failed")

    def follow(self, follower: Callable[[str | None], None]) -> Callable[[], None]:
        """Call `follower(match_id)` (in the thread that shares) whenever the shared match changes;
        returns the function that stops it."""
        with self._lock:
            self._followers.append(follower)

        def stop() -> None:
            with self._lock:
                if follower in self._followers:
                    self._followers.remove(follower)

        return stop

    def is_shared(self, match_id: object) -> bool:
        """True when `match_id` is the match shared now (nothing shared: nothing is)."""
        current = self.match_id
        return current is not None and match_id == current


@dataclass(frozen=True)
class Seat:
    """A session's role (from what the gate saw at its websocket), its Store facade, the shared table,
    and for the host the server (links, QR codes, new links)."""

    role: str
    store: object  # the Store itself for the host; scorepad.server.roles.TableStore for score and watch
    table: SharedTable
    session: str  # Flet's session id, for logs
    lang: str = "en"  # the language the browser asked for when it connected ('de' or 'en')
    server: object | None = None  # scorepad.server.app.Serving, given to host seats only

    def share(self, match_id: str | None) -> None:
        """The host shares `match_id` with the table (a rematch: the new match); others may not."""
        self.host_only("share")
        self.table.share(match_id)

    @property
    def links(self):
        """The host's Links (url(role), here()); see scorepad.server.links for their QR codes."""
        return self.host_only("links").links

    async def new_links(self) -> int:
        """New score and watch secrets; every session that came in with the old ones ends. Host only."""
        return await self.host_only("new_links").new_links()

    def host_only(self, action: str):
        if self.role != HOST or self.server is None:
            raise Forbidden(action=action, role=self.role)
        return self.server


def seat_of(page) -> Seat | None:
    """The seat of `page`'s session; None when the page was not served by scorepad.server (a desktop
    window, `flet run`, in-process tests): that is the local user, the host."""
    try:
        return page.session.store.get(SEAT)
    except RuntimeError:  # the session is gone
        return None


def role_of(page) -> str:
    """'host', 'score' or 'watch': what the link of this page's session allows (see seat_of for None)."""
    seat = seat_of(page)
    return HOST if seat is None else seat.role
