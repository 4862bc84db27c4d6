"""The Store: matches, settings and caches in a data folder, one small TinyDB file per match.

Saving a hand rewrites only that match's small file, so its cost does not grow with history. Writers
hold the write lock (threads and processes) and always start from what is on disk; readers need no
lock because every file is replaced atomically.
"""

from __future__ import annotations

import functools
import logging
import os
import re
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Concatenate, Literal, ParamSpec, TypeVar, cast

from tinydb import TinyDB

from scorepad.rules.match import Hand, Match
from scorepad.rules.matchfile import match_to_dict
from scorepad.rules.names import clean_name
from scorepad.rules.scorecard import check_new_hand, check_new_match, scorecard
from scorepad.rules.variants import Rules
from scorepad.rules.story import with_change, as_entered, put_back_last, take_back_last
from scorepad.rules.matchfile import MATCH_KEYS
from scorepad.storage import journal, schema
from scorepad.storage.errors import (
    DISK_FULL, IO, LOCKED, READ_ONLY, WRITE_COMPLETED, HandAlreadyAdded, HandChanged, Invalid, NeedsNewer, NotFound, NotLastHand,
    NothingToPutBack, Notice, StorageError, from_os_error,
)
from scorepad.storage.files import TEMP_SUFFIX, AtomicJSONStorage, Damaged
from scorepad.storage.folders import FOLDERS, LISTED, MatchFile, MatchFolders, NewerFile
from scorepad.storage.importing import ImportResult, plan_import
from scorepad.storage.lock import WriteLock
from scorepad.storage.records import STORE_KEYS, MatchSummary, StoredMatch, id_time, is_id, now, parse_time, story_now, touched
from scorepad.storage.recovery import recover_file

log = logging.getLogger("scorepad.storage")
CACHE_NAME = re.compile(r"[A-Za-z0-9_.-]{1,64}")
CACHE_FAILURES = (DISK_FULL, READ_ONLY, IO, LOCKED)  # a cache that can't be saved is only rebuilt later
CLOCK_SLACK = 2.0  # s: a file's time on disk may lag the time written in it (a coarse file system clock)


Params = ParamSpec("Params")
Result = TypeVar("Result")


def guarded(method: Callable[Concatenate[Store, Params], Result]) -> Callable[Concatenate[Store, Params], Result]:
    """Any OS error escaping a Store method becomes a StorageError (disk_full, read_only or io)."""

    @functools.wraps(method)
    def call(self: Store, /, *args: Params.args, **kwargs: Params.kwargs) -> Result:
        try:
            return method(self, *args, **kwargs)
        except OSError as error:
            raise from_os_error(error, error.filename or getattr(self, "root", "")) from None

    return call


class Store:
    """Durable storage of matches and settings in `data_dir` (see docs/storage.md)."""

    @guarded
    def __init__(self, data_dir: Path | str, lock_timeout: float = 5.0, lock_kind: str | None = None):
        self.root = Path(data_dir)
        self.notices: list[Notice] = []
        try:
            self.root.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise from_os_error(error, self.root) from None
        self._lock = WriteLock(self.root / ".lock", lock_timeout, lock_kind)
        self._lock.notices = self.notices
        self._folders = MatchFolders(self.root, self._lock, self.notices)
        with self._lock:
            finished = journal.recover(self.root)
            if finished:
                self.notices.append(Notice(WRITE_COMPLETED, {"files": finished}))
            self.notices += schema.open_schema(self.root)
            for folder in FOLDERS + ("cache", "tmp"):
                (self.root / folder).mkdir(exist_ok=True)
            self._sweep_temp_files()
            self.settings()
            for match_id, _ in self._folders.listing(("active",)):
                self._folders.settle(match_id)  # every unfinished match is read: what is no match goes aside

    # matches
    @guarded
    def create(self, players: Iterable[str], rules: Rules = Rules(), first_dealer: int = 0, extra: dict[str, object] | None = None) -> StoredMatch:
        """Store a new match with no hands yet (names trimmed and NFC); refused (invalid) when the players or rules are wrong."""
        extra = {k: v for k, v in (extra or {}).items() if k not in STORE_KEYS and k not in MATCH_KEYS}
        match = Match(tuple(clean_name(name) for name in players), rules, first_dealer, (), extra)
        problems = check_new_match(match)
        if problems:
            raise Invalid(problems=list(problems))
        with self._lock:
            created = self._folders.creation_time()
            match_id = self._folders.unused_id(created)
            return self._folders.write(StoredMatch(match_id, match, created, created))

    @guarded
    def get(self, match_id: str) -> StoredMatch:
        """The stored match with this id (also when deleted); not_found otherwise, needs_newer when a newer
        Scorepad made it."""
        file = self._folders.newest(match_id) if is_id(match_id) else None
        if file is None:
            raise NotFound(id=match_id)
        if isinstance(file, NewerFile):
            raise NeedsNewer(id=match_id, needs=list(file.needs))
        return file.stored

    @guarded
    def add_hand(self, match_id: str, hand: Hand, after: int | None = None, *, by: str = "") -> StoredMatch:
        """Append a hand the engine accepts, its story saying it was entered now `by` (a label: rules.story);
        on disk before this returns.

        `after`: how many hands the writer saw; refused (changed) when another writer added or took
        back a hand meanwhile, so the same hand is never saved twice.
        """
        with self._lock:
            stored = self._live(match_id)
            if after is not None and len(stored.match.hands) != after:
                raise HandAlreadyAdded(id=match_id, hand=after + 1, hands=len(stored.match.hands))
            problems = check_new_hand(stored.match, hand)
            if problems:
                raise Invalid(problems=list(problems))
            return self._folders.write(touched(stored, stored.match.with_hand(as_entered(hand, story_now(), by))))

    @guarded
    def replace_hand(self, match_id: str, number: int, hand: Hand, was: Hand | None = None, *, by: str = "") -> StoredMatch:
        """Write hand `number` (1-based) anew; the whole match must still be valid. Its story gains the
        change (now, `by`, the hand as it was) unless nothing differs.

        `was`: the hand as the writer saw it; refused (changed) when it was changed meanwhile.
        """
        with self._lock:
            stored = self._live(match_id)
            if not (isinstance(number, int) and 1 <= number <= len(stored.match.hands)):
                raise NotFound(id=match_id, hand=number)
            if was is not None and stored.match.hands[number - 1] != was:
                raise HandChanged(id=match_id, hand=number)
            match = stored.match.with_hand_replaced(number, with_change(stored.match.hands[number - 1], hand, story_now(), by))
            check_valid(match)
            return self._folders.write(touched(stored, match))

    @guarded
    def undo_hand(self, match_id: str, *, by: str = "") -> StoredMatch:
        """Take back the last hand (nothing to take back is not an error)."""
        with self._lock:
            stored = self._live(match_id)
            if not stored.match.hands:
                return stored
            return self.take_back(match_id, len(stored.match.hands), by=by)[0]

    @guarded
    def take_back(self, match_id: str, number: int, *, by: str = "") -> tuple[StoredMatch, Hand]:
        """Take back hand `number` only while it is still the last hand; returns the match and that hand.
        The hand stays in the match's story as taken back (now, `by`), counting for nothing."""
        with self._lock:
            stored = self._live(match_id)
            if number != len(stored.match.hands) or number < 1:
                raise NotLastHand(id=match_id, hand=number)
            taken = stored.match.hands[-1]
            return self._folders.write(touched(stored, take_back_last(stored.match, story_now(), by))), taken

    @guarded
    def put_back(self, match_id: str, number: int | None = None, *, by: str = "") -> tuple[StoredMatch, Hand]:
        """Put back the hand the last take-back took back, as it was (its own story, noting it was taken back
        and put back now `by`); refused (changed) when there is none, a hand was added since, or `number`
        (the hand the writer saw taken back) is not that hand."""
        with self._lock:
            stored = self._live(match_id)
            last = stored.match.taken_back[-1].number if stored.match.taken_back else None
            match = put_back_last(stored.match, story_now(), by)
            if match is None or (number is not None and number != last):
                raise NothingToPutBack(id=match_id, hand=number or last or len(stored.match.hands) + 1)
            hand = match.hands[-1]
            problems = check_new_hand(stored.match, hand)
            if problems:
                raise Invalid(problems=list(problems))
            return self._folders.write(touched(stored, match)), hand

    @guarded
    def delete(self, match_id: str) -> None:
        """Move a match to the trash: out of the lists, restorable."""
        with self._lock:
            stored = self.get(match_id)
            if not stored.deleted:
                self._folders.write(touched(stored, deleted=True))

    @guarded
    def restore(self, match_id: str) -> StoredMatch:
        """Bring a deleted match back."""
        with self._lock:
            stored = self.get(match_id)
            return self._folders.write(touched(stored, deleted=False)) if stored.deleted else stored

    @guarded
    def summaries(self, offset: int = 0, limit: int = 50, running: bool | None = None) -> list[MatchSummary]:
        """A page of the history list, newest first; reads only the files on that page.
        `running`: only the matches still going on (True) or only the finished ones (False)."""
        files = (self._file(match_id, folder) for match_id, folder in self._folders.page(_listed(running), offset, limit))
        return [file.summary for file in files if file is not None]

    @guarded
    def count(self, running: bool | None = None) -> int:
        """How many matches are stored (not deleted); `running` as for `summaries`."""
        return len(self._folders.where(_listed(running)))

    @guarded
    def versions(self) -> dict[str, str]:
        """Each listed match's id with a token that changes whenever its file is rewritten; reads no file.

        For derived caches (statistics): compare tokens to find new, changed and removed matches cheaply.
        """
        return self._folders.versions(LISTED)

    @guarded
    def unfinished(self) -> StoredMatch | None:
        """The most recently updated match that is not finished."""
        files = (self._folders.newest(match_id) for match_id, _ in self._folders.listing(("active",)))
        running = [f for f in files if isinstance(f, MatchFile) and not f.stored.deleted and not f.summary.finished]  # no replay
        newest = max(running, key=lambda file: file.updated, default=None)
        return newest.stored if newest is not None else None

    @guarded
    def first_created(self) -> str | None:
        """When the oldest listed match was created (its id says so: no file is read); None when there is none."""
        oldest = min(filter(is_id, self._folders.where(LISTED)), default=None)
        return id_time(oldest) if oldest is not None else None

    @guarded
    def changed_since(self, at: str | None) -> int:
        """How many listed matches were created or changed after `at` (every one when None). Only the files
        written since then (by their time on disk, CLOCK_SLACK earlier) are read."""
        since = parse_time(at)
        if since is None:
            return self.count()
        written = self._folders.written_since(since.timestamp() - CLOCK_SLACK)
        files = (self._file(match_id, folder) for match_id, folder in written)
        return sum(1 for file in files if file is not None and not file.doc.get("deleted")
                   and (parse_time(file.updated) or since) > since)

    def matches(self) -> Iterator[StoredMatch]:
        """Every stored (not deleted) match this Scorepad can read, newest first."""
        for file in self._listed_files():
            if isinstance(file, MatchFile):
                yield file.stored

    def _listed_files(self) -> Iterator[MatchFile | NewerFile]:
        """Every listed file that is not deleted, newest first (a newer Scorepad's too)."""
        for match_id, folder in self._folders.listing(LISTED):
            file = self._file(match_id, folder)
            if file is not None and not file.doc.get("deleted"):
                yield file

    @guarded
    def export_match(self, match_id: str) -> dict[str, object]:
        """The match file of a match, with id, created and updated as extra keys (a newer Scorepad's as it is)."""
        file = self._folders.newest(match_id) if is_id(match_id) else None
        if isinstance(file, NewerFile):
            return newer_export(file)
        return export_of(self.get(match_id))

    @guarded
    def export_all(self) -> list[dict[str, object]]:
        """Every stored match as match files: a backup, newest first. A match made with a newer Scorepad goes
        in as it is, so a backup made here loses nothing."""
        return [newer_export(file) if isinstance(file, NewerFile) else export_of(file.stored) for file in self._listed_files()]

    @guarded
    def import_matches(self, items: list[object]) -> ImportResult:
        """Store every valid match of `items` in one write; report the others by their index."""
        with self._lock:
            result, files = plan_import(self._folders, items)
            if files:
                journal.commit_batch(self.root, files)
            return result

    # settings and caches
    @guarded
    def settings(self) -> dict[str, object]:
        """The app's settings (an empty dict at first)."""
        doc = self._table_doc(self.root / "settings.json", "settings", lambda d: isinstance(d, dict))
        return dict(doc or {})

    @guarded
    def save_settings(self, values: dict[str, object]) -> None:
        """Merge `values` (only the keys that changed) into the settings as they are on disk now; a None
        value removes the key; durable on return."""
        with self._lock:
            merged = {**self.settings(), **values}
            merged = {k: v for k, v in merged.items() if v is not None}
            with self._db(self.root / "settings.json") as db:
                db.storage.write({"settings": {"1": merged}})

    @guarded
    def recent_names(self, limit: int = 12) -> list[str]:
        """Player names from recent matches, newest first, each once (ignoring case)."""
        names: list[str] = []
        seen: set[str] = set()
        offset = 0
        while len(names) < limit and offset < 500:
            page = self.summaries(offset, 50)
            for name in (n for s in page for n in s.players):
                if name.casefold() not in seen and len(names) < limit:
                    seen.add(name.casefold())
                    names.append(name)
            if len(page) < 50:
                break
            offset += 50
        return names

    @guarded
    def load_cache(self, name: str) -> object | None:
        """A derived cache saved by its owner, or None (missing or unreadable: rebuild it)."""
        path = self._cache_path(name)
        try:
            with self._db(path, backup=False, sync=False) as db:
                doc = db.table("cache").get(doc_id=1)
        except Damaged:
            path.unlink(missing_ok=True)
            return None
        return doc["data"] if doc else None

    @guarded
    def save_cache(self, name: str, data: object) -> bool:
        """Keep a derived cache (atomic, not forced to disk: it can always be rebuilt); whether it was kept.

        A cache is optional: when it can't be written (a full disk, no permission, the lock busy) only the
        cache is lost, with one log line; its readers compare change tokens, so an older one is never taken
        for current."""
        path = self._cache_path(name)
        try:
            with self._lock, self._db(path, backup=False, sync=False) as db:
                db.storage.write({"cache": {"1": {"data": data}}})
            return True
        except OSError as error:
            failure = from_os_error(error, path)
        except StorageError as error:
            failure = error
        if failure.code not in CACHE_FAILURES:
            raise failure
        log.warning("the cache %s was not saved (%s: %s); it is rebuilt when needed", name, failure.code, failure.data)
        return False

    def close(self) -> None:
        """Nothing stays open between calls; kept for symmetry and `with Store(...)`."""

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # inside
    def _db(self, path: Path, **options: bool) -> TinyDB:
        """A TinyDB on one file of the store; its temp files go to tmp/ (swept when the store opens)."""
        return TinyDB(path, storage=AtomicJSONStorage, temp_dir=self.root / "tmp", **options)

    def _file(self, match_id: str, folder: str | None) -> MatchFile | NewerFile | None:
        """A listed match's file: in the folder it was listed in, else wherever it is now (moved, or two copies)."""
        file = self._folders.read(self._folders.path(folder, match_id)) if folder else None
        return file or self._folders.newest(match_id)

    def _live(self, match_id: str) -> StoredMatch:
        stored = self.get(match_id)
        if stored.deleted:
            raise NotFound(id=match_id)
        return stored

    def _table_doc(self, path: Path, table: str, valid: Callable[[object], bool], required: bool = False) -> dict[str, object] | None:
        """Document 1 of a table in a TinyDB file; a damaged file is recovered from its backup."""
        doc = self._try_read(path, table, valid, required)
        if doc is not False:
            return doc
        with self._lock:
            doc = self._try_read(path, table, valid, required)  # another writer may have replaced it meanwhile
            if doc is not False:
                return doc
            good = lambda d: isinstance(d, dict) and isinstance(d.get(table), dict) and valid(d[table].get("1"))  # noqa: E731
            data, notice = recover_file(self.root, path, good, f"no {table} document")
            self.notices.append(notice)
            return cast("dict[str, dict[str, dict[str, object]]]", data)[table]["1"] if data else None  # a TinyDB file's shape

    def _try_read(self, path: Path, table: str, valid: Callable[[object], bool], required: bool) -> dict[str, object] | None | Literal[False]:
        """The document, None when there is none, or False when the file is damaged or foreign."""
        try:
            with self._db(path) as db:
                doc = db.table(table).get(doc_id=1)
        except Damaged:
            return False
        if doc is None:
            return False if required and path.exists() else None
        return doc if valid(doc) else False

    def _cache_path(self, name: str) -> Path:
        if not CACHE_NAME.fullmatch(name or ""):
            raise ValueError(f"not a cache name: {name!r}")
        return self.root / "cache" / f"{name}.json"

    def _sweep_temp_files(self) -> None:
        """Temp files left by a writer that crashed (only writers make them, and we hold the lock)."""
        for folder in (self.root, self.root / "tmp"):
            with os.scandir(folder) as entries:
                for entry in entries:
                    if entry.name.startswith(".") and entry.name.endswith(TEMP_SUFFIX):
                        os.unlink(entry.path)


def _listed(running: bool | None) -> tuple[str, ...]:
    """The folders of the listed matches: all, or the running (active) or finished (archive) ones."""
    return LISTED if running is None else (("active",) if running else ("archive",))


def check_valid(match: Match) -> None:
    """Refuse (invalid) a match the engine finds anything wrong with."""
    problems = scorecard(match).problems
    if problems:
        raise Invalid(problems=list(problems))


def newer_export(file: NewerFile) -> dict[str, object]:
    """A newer Scorepad's match file as stored, less what the store adds but id and times."""
    return {key: value for key, value in file.doc.items() if key not in ("deleted", "summary")}


def export_of(stored: StoredMatch) -> dict[str, object]:
    """The match file v1 of a stored match, with its id and times."""
    data = match_to_dict(stored.match)
    data.update(id=stored.id, created=stored.created, updated=stored.updated)
    return data
