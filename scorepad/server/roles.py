"""What each link may do with the Store, enforced below the UI: a session only ever holds its facade."""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable

from scorepad.seating import HOST, SCORE, WATCH, SharedTable
from scorepad.storage import Forbidden, StorageError, Store

READS = ("get", "export_match")  # of the shared match
HAND_WRITES = ("add_hand", "replace_hand", "undo_hand", "take_back", "put_back")  # of the shared match
ALLOWED = {SCORE: frozenset(READS + HAND_WRITES), WATCH: frozenset(READS)}
SHOWN_ARGS = 200  # characters of the arguments a refusal's log line shows
SHARED = ".shared"  # a code's suffix for its words on a phone: those name no path of the server's

log = logging.getLogger("scorepad.server.roles")


def store_for(role: str, table: SharedTable, store: Store, who: str = "?", valid: Callable[[], bool] = lambda: True):
    """The Store as `role` may use it: the host the whole Store; score and watch only the shared match,
    and nothing at all once `valid()` says their link was renewed."""
    if role == HOST:
        return store
    if role not in ALLOWED:
        raise ValueError(f"unknown role: {role!r}")
    return TableStore(store, role, table, who, valid)


def store_methods() -> tuple[str, ...]:
    """Every public method of the Store: each one is either allowed for a role or refused."""
    return tuple(sorted(n for n in dir(Store) if not n.startswith("_") and callable(getattr(Store, n))))


STORE_METHODS = frozenset(store_methods())


class TableStore:
    """The Store's methods for a score or watch session: the shared match's reads (and hand writes for
    score) pass through while the link is valid; every other call raises StorageError("forbidden") and is
    logged. What the Store reports comes without the server's paths (see `without_paths`)."""

    notices = ()  # what opening the store did is the host's business

    def __init__(self, store: Store, role: str, table: SharedTable, who: str, valid: Callable[[], bool] = lambda: True):
        self._store, self._role, self._table, self._who, self._valid = store, role, table, who, valid
        self._allowed = ALLOWED[role]

    def __getattr__(self, name: str):
        if name not in STORE_METHODS:
            raise AttributeError(name)
        if name in self._allowed:
            return functools.partial(self._shared_only, name)
        return functools.partial(self._refuse, name)

    def close(self) -> None:
        """Nothing: the process closes the Store, not a session."""

    def _shared_only(self, name: str, *args, **kwargs):
        match_id = kwargs["match_id"] if "match_id" in kwargs else (args[0] if args else None)
        if not self._table.is_shared(match_id):
            self._refuse(name, *args, **kwargs)
        if not self._valid():
            self._refuse(name, *args, renewed=True, **kwargs)
        try:
            return getattr(self._store, name)(*args, **kwargs)
        except StorageError as error:
            raise without_paths(error) from None

    def _refuse(self, name: str, *args, renewed: bool = False, **kwargs):
        shown = ", ".join([*map(repr, args), *(f"{k}={v!r}" for k, v in kwargs.items())])
        link = f"{self._role} link, renewed" if renewed else f"{self._role} link"
        log.warning("refused: session %s (%s) tried %s(%s)", self._who, link, name, shown[:SHOWN_ARGS])
        raise Forbidden(action=name, role=self._role)

    def __repr__(self) -> str:
        return f"TableStore({self._role}, session {self._who})"


def without_paths(error: StorageError) -> StorageError:
    """The Store's error as a phone may read it: one that names a path of the server's becomes its
    `.shared` code (words that say "the scorer's computer" instead) without the path; others stay."""
    if "path" not in error.data:
        return error
    data = {key: value for key, value in error.data.items() if key != "path"}
    if any(sep in str(data.get("reason", "")) for sep in "/\\"):  # an OSError's text may name its file
        data["reason"] = "?"
    return type(error)(error.code + SHARED, **data)  # the same kind, in other words
