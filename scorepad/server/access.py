"""What each link may do with the Store, enforced below the UI: a session only ever holds its facade."""

from __future__ import annotations

import functools
import logging

from scorepad.server.table import HOST, SCORE, WATCH, SharedTable
from scorepad.storage import Store, StorageError
from scorepad.storage.errors import FORBIDDEN

READS = ("get", "export_match")  # of the shared match
HAND_WRITES = ("add_hand", "replace_hand", "undo_hand", "take_back")  # of the shared match
ALLOWED = {SCORE: frozenset(READS + HAND_WRITES), WATCH: frozenset(READS)}
SHOWN_ARGS = 200  # characters of the arguments a refusal's log line shows

log = logging.getLogger("scorepad.server.access")


def store_for(role: str, table: SharedTable, store: Store, who: str = "?"):
    """The Store as `role` may use it: the host the whole Store; score and watch only the shared match."""
    if role == HOST:
        return store
    if role not in ALLOWED:
        raise ValueError(f"unknown role: {role!r}")
    return TableStore(store, role, table, who)


def store_methods() -> tuple[str, ...]:
    """Every public method of the Store: each one is either allowed for a role or refused."""
    return tuple(sorted(n for n in dir(Store) if not n.startswith("_") and callable(getattr(Store, n))))


STORE_METHODS = frozenset(store_methods())


class TableStore:
    """The Store's methods for a score or watch session: the shared match's reads (and hand writes for
    score) pass through; every other call raises StorageError("forbidden") and is logged."""

    notices = ()  # what opening the store did is the host's business

    def __init__(self, store: Store, role: str, table: SharedTable, who: str):
        self._store, self._role, self._table, self._who = store, role, table, who
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
        return getattr(self._store, name)(*args, **kwargs)

    def _refuse(self, name: str, *args, **kwargs):
        shown = ", ".join([*map(repr, args), *(f"{k}={v!r}" for k, v in kwargs.items())])
        log.warning("refused: session %s (%s link) tried %s(%s)", self._who, self._role, name, shown[:SHOWN_ARGS])
        raise StorageError(FORBIDDEN, action=name, role=self._role)

    def __repr__(self) -> str:
        return f"TableStore({self._role}, session {self._who})"
