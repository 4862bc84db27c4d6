"""What storage reports: a StorageError for failures — its class says what happened (a caller catches what it
acts on: HandAlreadyAdded, NotLastHand, NotFound, …), its code and data what the edges say in words — and a
Notice for what opening had to do."""

from __future__ import annotations

import errno
import os
from dataclasses import dataclass, field

# StorageError codes and their data
NOT_FOUND = "not_found"  # {id}
INVALID = "invalid"  # {problems: list[Problem]}
DISK_FULL = "disk_full"  # {path}
LOCKED = "locked"  # {path}
IO = "io"  # {path, reason, errno}: reason is the system's English text, errno its number (None if not an OSError)
READ_ONLY = "read_only"  # {path}
TOO_NEW = "too_new"  # {path, schema, supported}: written by a newer scorepad
DAMAGED_STORE = "damaged_store"  # {path, what, value, supported}: store.json names no schema to trust (what: unreadable,
# no_version, bad_version), store.bak holds no good copy either; nothing was changed, the file is left where it is
NEEDS_NEWER = "needs_newer"  # {id, needs}: this match was made with a newer scorepad (rules this one lacks)
FORBIDDEN = "forbidden"  # {action, role}: this session's link does not allow it (scorepad.server.roles)
CHANGED = "changed"  # {id, hand, what}: the match changed since the writer read it (what: added, not_last, edited)

# Notice codes and their data
MIGRATED = "migrated"  # {from, to, backup}
DAMAGED_RESTORED = "damaged_restored"  # {path, moved_to}: restored from the last good backup
DAMAGED_LOST = "damaged_lost"  # {path, moved_to}: no backup; its bytes are kept where it was moved
WRITE_COMPLETED = "write_completed"  # {files}: a write interrupted after its commit was finished
STALE_LOCK = "stale_lock"  # {path, pid}: a lock left by a crashed process was taken over

FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC), errno.EFBIG}
READ_ONLY_ERRORS = {errno.EROFS, errno.EACCES, errno.EPERM}


class StorageError(Exception):
    """A storage failure: a code plus data (the edges turn it into German or English); raise a subclass."""

    code = IO

    def __init__(self, code: str | None = None, **data: object) -> None:
        self.code = code or type(self).code
        self.data = data
        super().__init__(f"{self.code}: {data}")


class NotFound(StorageError):
    """No such match (or no such hand in it): {id}, {hand}."""

    code = NOT_FOUND


class Invalid(StorageError):
    """The engine refuses it: {problems}."""

    code = INVALID


class DiskFull(StorageError):
    """Nothing was written, the disk is full: {path}."""

    code = DISK_FULL


class Locked(StorageError):
    """Another writer holds the data folder too long: {path}."""

    code = LOCKED


class ReadOnly(StorageError):
    """The data folder can't be written: {path}."""

    code = READ_ONLY


class TooNew(StorageError):
    """Written by a newer scorepad: {path, schema, supported}."""

    code = TOO_NEW


class DamagedStore(StorageError):
    """store.json names no schema version 1..current and store.bak no good one: the store is not opened (a schema
    is never guessed) and nothing is changed: {path, what, value, supported}."""

    code = DAMAGED_STORE


class NeedsNewer(StorageError):
    """This match was made with a newer scorepad and can't be opened here: {id, needs}."""

    code = NEEDS_NEWER


class Forbidden(StorageError):
    """This session's link does not allow it: {action, role} (scorepad.server.roles)."""

    code = FORBIDDEN


class Changed(StorageError):
    """The match changed since the writer read it: {id, hand}; nothing was written."""

    code = CHANGED
    what = ""

    def __init__(self, code: str | None = None, **data: object) -> None:
        super().__init__(code, **{"what": self.what, **data})


class HandAlreadyAdded(Changed):
    """Another device saved the hand this writer was about to add (so it must ask what to do)."""

    what = "added"


class HandChanged(Changed):
    """The hand being edited was changed on another device meanwhile."""

    what = "edited"


class NotLastHand(Changed):
    """The hand to take back is no longer the last one (another device saved one meanwhile)."""

    what = "not_last"


class NothingToPutBack(Changed):
    """No hand taken back can be put back: none was, a hand was added since, or it was put back already."""

    what = "not_taken_back"


@dataclass(frozen=True)
class Notice:
    """Something storage had to do on its own that the user should hear about."""

    code: str
    data: dict[str, object] = field(default_factory=dict, hash=False)


def from_os_error(error: OSError, path: str | os.PathLike[str]) -> StorageError:
    """The StorageError for an OSError met at `path`: full disk, read-only, or other I/O."""
    if error.errno in FULL:
        return DiskFull(path=str(path))
    if error.errno in READ_ONLY_ERRORS:
        return ReadOnly(path=str(path))
    return StorageError(IO, path=str(path), reason=error.strerror or str(error), errno=error.errno)
