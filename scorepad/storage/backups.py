"""When a backup is due. The time of the last backup of every match (the backup screen's, or `scorepad export
--all`'s: the same file) is kept in the Store's settings, so it lives in the data folder (in the browser, in
its storage). A backup is due when some match was created or changed after it and a week has gone by since it
(never one: since the oldest match), and since the last "not now".

    note_backup(store, at)          # a backup of every match as it was at `at` (taken before it was read)
    unbacked(store, clock())        # how many matches no backup holds, when a backup is due; else 0
    not_now(store, clock())         # asked again a week later
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import TYPE_CHECKING, cast

from scorepad.storage.records import parse_time

if TYPE_CHECKING:
    from scorepad.storage.store import Store

LAST_BACKUP = "last_backup"  # settings key: ISO time the last backup was read from the matches
NOT_NOW = "backup_not_now"  # settings key: ISO time the offer was last put off
WEEK = timedelta(days=7)


def due(last_backup: datetime | None, oldest: datetime | None, put_off: datetime | None, at: datetime) -> bool:
    """A week has gone by since the last backup (never one: since the oldest match; no match: never due) and
    since the offer was put off."""
    since = last_backup or oldest
    if since is None:
        return False
    return all(at - moment >= WEEK for moment in (since, put_off) if moment is not None)


def unbacked(store: Store, at: datetime) -> int:
    """How many matches no backup holds (created or changed after the last one) once a backup is due at `at`;
    0 when none is due. Reads the settings, the folders' names, and only the match files written since."""
    settings = store.settings()
    last = parse_time(settings.get(LAST_BACKUP))
    oldest = None if last is not None else parse_time(store.first_created())
    if not due(last, oldest, parse_time(settings.get(NOT_NOW)), at):
        return 0
    return store.changed_since(cast(str, settings.get(LAST_BACKUP)) if last is not None else None)  # a time: parsed above


def note_backup(store: Store, at: str) -> None:
    """A backup of every match as stored at `at` was made (`at` taken before the matches were read, so a
    change during the backup counts as not in it)."""
    store.save_settings({LAST_BACKUP: at, NOT_NOW: None})


def not_now(store: Store, at: datetime) -> None:
    """The offer was put off at `at`: it comes again a week later (if a backup is still due then)."""
    store.save_settings({NOT_NOW: at.isoformat(timespec="milliseconds")})
