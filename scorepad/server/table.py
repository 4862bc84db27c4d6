"""The roles a link gives, and which match the table shares now (one object per server process)."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

HOST, SCORE, WATCH = "host", "score", "watch"
ROLES = (HOST, SCORE, WATCH)
SHARED_ROLES = (SCORE, WATCH)  # the links that are handed round the table

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
