"""Planning an import: each match validated by the engine; a copy of a stored match (same id) merged into it
hand by hand (scorepad.rules.merge), never stored twice; a copy that truly disagrees kept beside it as a match
of its own; and every file for one write."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from scorepad.rules.matchfile import read_match_file
from scorepad.rules.merge import Disagreement, merge, same_story
from scorepad.rules.problems import Problem
from scorepad.storage.files import BACKUP_SUFFIX
from scorepad.storage.folders import MatchFile, MatchFolders, NewerFile, match_file
from scorepad.storage.records import StoredMatch, id_time, is_id, later_than, now, parse_time

COPY_OF = "copy_of"  # a match kept beside the stored one it disagrees with: {"id": of, "hand": n or None, "reason": why}


@dataclass(frozen=True)
class Beside:
    """A copy kept as a match of its own beside stored match `of` (index in the input, its new id, the first
    hand where the two part, or None for other players or rules)."""

    index: int
    id: str
    of: str
    hand: int | None
    reason: str


@dataclass(frozen=True)
class ImportResult:
    """What an import stored as new matches (ids), merged into stored ones, found already there, kept beside
    (not among `stored`) and rejected (index in the input, problems).

    `merged` lists (index, id, hands before, hands after) for each copy that brought something new to a stored
    match; `unchanged` holds the ids of copies that brought nothing new, `nothing_new` (index, id) of each."""

    stored: list[str]
    rejected: list[tuple[int, list[Problem] | str]]
    unchanged: list[str] = field(default_factory=list)
    merged: list[tuple[int, str, int, int]] = field(default_factory=list)
    nothing_new: list[tuple[int, str]] = field(default_factory=list)
    beside: list[Beside] = field(default_factory=list)


def plan_import(folders: MatchFolders, items: list[object]) -> tuple[ImportResult, dict[str, bytes | None]]:
    """The ImportResult and the files to write (relative path -> bytes, None to remove) for `items`."""
    plan = _Plan(folders)
    for index, item in enumerate(items if isinstance(items, list) else [items]):
        copy, problems = read_item(item)
        if copy is None:
            plan.result.rejected.append((index, problems))
        else:
            plan.add(index, copy)
    return plan.result, _files(folders, plan.planned.values(), plan.on_disk)


class _Plan:
    """The matches one import writes, by id, and what it says of each item."""

    def __init__(self, folders: MatchFolders):
        self.folders = folders
        self.taken = set(folders.where())
        self.planned: dict[str, StoredMatch] = {}  # id -> the version this import writes
        self.on_disk: dict[str, MatchFile | NewerFile] = {}  # id -> the stored file a new version replaces
        self.result = ImportResult([], [])

    def add(self, index: int, copy: StoredMatch) -> None:
        known = self.known(copy.id)
        if known is None:  # a new match, or its id is a newer Scorepad's match, which is never written over
            fresh = is_id(copy.id) and copy.id not in self.on_disk
            self.keep(copy if fresh else replace(copy, id=self.folders.unused_id(copy.created, self.taken)), new=True)
            return
        merged = merge(known.match, copy.match)
        if isinstance(merged, Disagreement):
            self.beside(index, known, copy, merged)
        elif same_story(merged, known.match):
            self.result.unchanged.append(known.id)
            self.result.nothing_new.append((index, known.id))
        else:
            self.result.merged.append((index, known.id, len(known.match.hands), len(merged.hands)))
            self.keep(replace(known, match=merged, updated=_later(copy.updated, known.updated)), new=False)

    def known(self, match_id: str) -> StoredMatch | None:
        """The version of this id the import writes, else the stored one (read only when the folders list it;
        a newer Scorepad's file is remembered in `on_disk`, but is no match here: None)."""
        if not match_id or match_id in self.planned:
            return self.planned.get(match_id)
        file = self.folders.newest(match_id) if match_id in self.taken else None
        if file is None:
            return None
        self.on_disk[match_id] = file
        return file.stored if isinstance(file, MatchFile) else None

    def beside(self, index: int, known: StoredMatch, copy: StoredMatch, why: Disagreement) -> None:
        """Keep a disagreeing copy as a match of its own, named a copy of `known`; merged into such a copy
        already kept beside when it agrees with that one (so importing it again stores nothing twice)."""
        for other_id in self.copies_of(known.id):
            other = self.known(other_id)
            merged = merge(other.match, copy.match) if other is not None else None
            if other is None or merged is None or isinstance(merged, Disagreement):
                continue
            if not same_story(merged, other.match):
                self.keep(replace(other, match=merged, updated=_later(copy.updated, other.updated)), new=False)
            self.result.beside.append(Beside(index, other.id, known.id, why.hand, why.reason))
            return
        extra = {**copy.match.extra, COPY_OF: {"id": known.id, "hand": why.hand, "reason": why.reason}}
        kept = replace(copy, id=self.folders.unused_id(id_time(known.id), self.taken),  # its id starts as known's
                       match=replace(copy.match, extra=extra), created=known.created)
        self.keep(kept, new=False)  # counted as kept beside, not as a new match
        self.result.beside.append(Beside(index, kept.id, known.id, why.hand, why.reason))

    def copies_of(self, match_id: str) -> list[str]:
        """The ids that may be copies kept beside `match_id`: made at the same moment (their ids start alike)."""
        ids = self.taken | set(self.planned)
        return sorted(other for other in ids if other != match_id and other[:9] == match_id[:9]
                      and self.copy_of_id(other) == match_id)

    def copy_of_id(self, match_id: str) -> str | None:
        """The id of the match this one was kept beside as a copy of, if it was."""
        stored = self.known(match_id)
        mark = stored.match.extra.get(COPY_OF) if stored is not None else None
        return mark.get("id") if isinstance(mark, dict) else None

    def keep(self, stored: StoredMatch, new: bool) -> None:
        if new and stored.id not in self.planned:
            self.result.stored.append(stored.id)
        self.planned[stored.id] = stored
        self.taken.add(stored.id)


def _files(folders: MatchFolders, planned: Iterable[StoredMatch], on_disk: dict[str, MatchFile | NewerFile]) -> dict[str, bytes | None]:
    """The files of the planned matches; a replaced stored file becomes the new one's backup."""
    files: dict[str, bytes | None] = {}
    for stored in planned:
        name, data = match_file(stored)
        old = on_disk.get(stored.id)
        if old is not None:
            old_name = old.path.relative_to(folders.root).as_posix()
            if old_name != name:  # the match moves to another folder: the old file and its backup go
                files[old_name] = files[old_name[:-5] + BACKUP_SUFFIX] = None
            files[name[:-5] + BACKUP_SUFFIX] = old.path.read_bytes()
        files[name] = data
    return files


def _later(copy: str, stored: str) -> str:
    """The copy's time of its last change when that is after the stored one's, else just after the stored one."""
    before, after = parse_time(stored), parse_time(copy)
    return copy if before is None or (after is not None and after > before) else later_than(stored)


def read_item(item: object) -> tuple[StoredMatch | None, list[Problem]]:
    """One match of an import as a StoredMatch (its id may be taken or missing: then ""), or its problems."""
    match, problems = read_match_file(item)
    if match is None:
        return None, problems
    assert isinstance(item, dict)  # a match is read only from an object
    created = _time_or(item.get("created"), now())
    updated = _time_or(item.get("updated"), created)
    match_id = item.get("id")
    return StoredMatch(match_id if isinstance(match_id, str) and is_id(match_id) else "", match, created,
                       max(created, updated)), []


def _time_or(value: object, default: str) -> str:
    """`value` when it is an ISO-8601 time, else `default`."""
    return value if isinstance(value, str) and parse_time(value) is not None else default
