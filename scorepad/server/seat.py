"""One session's seat at the table: the role its link gave, and the Store as that role may use it."""

from __future__ import annotations

from dataclasses import dataclass

from scorepad.server.table import HOST, SharedTable
from scorepad.storage import StorageError
from scorepad.storage.errors import FORBIDDEN

SEAT = "scorepad.seat"  # the key in Flet's server-side page.session.store (the client cannot write it)


@dataclass(frozen=True)
class Seat:
    """A session's role (from what the gate saw at its websocket), its Store facade, the shared table,
    and for the host the server (links, QR codes, new links)."""

    role: str
    store: object  # the Store itself for the host; scorepad.server.access.TableStore for score and watch
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
            raise StorageError(FORBIDDEN, action=action, role=self.role)
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
