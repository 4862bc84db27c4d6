"""The statistics' Ledger kept per Store for the whole process, brought up to date off the event loop.

A cold Ledger replays every stored match (seconds at 10,000 matches); a kept one catches up with
`refresh()` in ~0.2 s. So the app warms it in a background thread at start and after a restore, and the
statistics screen only waits for it (with a progress indicator) when it is not ready yet.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from datetime import datetime, timedelta, timezone

from scorepad.stats import Ledger, Span, store_aliases

log = logging.getLogger("scorepad.ui")

SPANS = ("all", "year", "12m", "month", "30d")


class Keeper:
    """One store's Ledger: built once (in a thread), refreshed before each use; one user at a time."""

    def __init__(self, store):
        self.store = store
        self.ledger: Ledger | None = None
        self.lock = threading.Lock()
        self.warming: threading.Thread | None = None

    @property
    def ready(self) -> bool:
        return self.ledger is not None

    def current(self) -> Ledger:
        """The ledger caught up with the store (builds it the first time: slow)."""
        with self.lock:
            if self.ledger is None:
                self.ledger = Ledger.open(self.store)
            else:
                self.ledger.refresh()
            return self.ledger

    def use(self, work):
        """`work(ledger, aliases)` on the up-to-date ledger, under the lock (run it in a thread)."""
        ledger = self.current()
        aliases = store_aliases(self.store)
        with self.lock:
            return work(ledger, aliases)

    async def run(self, work):
        return await asyncio.to_thread(self.use, work)

    def warm(self, force: bool = False) -> None:
        """Build the ledger in a background thread (once at a time; `force`: also refresh a ready one)."""
        if (self.ready and not force) or (self.warming is not None and self.warming.is_alive()):
            return  # a ready ledger catches up when the screen opens

        def build():
            try:
                self.current()
            except Exception:  # a closed or damaged store: the screen will say so when opened
                log.debug("statistics warm-up failed", exc_info=True)

        self.warming = threading.Thread(target=build, name="scorepad-stats-warm", daemon=True)
        self.warming.start()


_KEEPERS: dict[int, Keeper] = {}
_KEEPERS_LOCK = threading.Lock()


def keeper(store) -> Keeper:
    """The process's Keeper for `store`."""
    with _KEEPERS_LOCK:
        found = _KEEPERS.get(id(store))
        if found is None or found.store is not store:
            found = _KEEPERS[id(store)] = Keeper(store)
        return found


def warm(store, force: bool = False) -> None:
    """Warm the statistics for `store` in the background (at app start; forced after a restore)."""
    keeper(store).warm(force)


def span_for(choice: str, variant: str | None, now: datetime | None = None) -> Span:
    """The Span of a filter choice; time bounds are the UTC instants of local calendar bounds."""
    local = (now or datetime.now().astimezone()).astimezone()
    start = None
    if choice == "year":
        start = local.replace(month=1, day=1, hour=0, minute=0, second=0, microsecond=0)
    elif choice == "month":
        start = local.replace(day=1, hour=0, minute=0, second=0, microsecond=0)
    elif choice == "12m":
        start = local - timedelta(days=365)
    elif choice == "30d":
        start = local - timedelta(days=30)
    since = start.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S") if start is not None else None
    return Span(variant=variant, since=since)


def number(value: float | None, lang: str, digits: int = 1) -> str:
    """A figure with a decimal comma in German; '–' when there is nothing to show."""
    if value is None:
        return "–"
    text = f"{value:.{digits}f}"
    return text.replace(".", ",") if lang == "de" else text


def percent(rate: float | None, lang: str) -> str:
    """A rate as '63%' (English) or '63 %' (German)."""
    if rate is None:
        return "–"
    return f"{round(rate * 100)} %" if lang == "de" else f"{round(rate * 100)}%"
