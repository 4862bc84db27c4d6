"""Planning an import: each match validated by the engine, a match already stored (same id) kept in its
newest version, never twice, and every file for one write."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from scorepad.rules import Match
from scorepad.rules.matchfile import read_match_file
from scorepad.rules.problems import Problem
from scorepad.storage.files import BACKUP_SUFFIX
from scorepad.storage.folders import MatchFile, MatchFolders, NewerFile, match_file
from scorepad.storage.records import StoredMatch, is_id, later_than, now, parse_time

# Problems of a copy of a stored match (same id), beside the engine's
COPY_DISAGREES = "copy_disagrees"  # Problem(hand=n, data={"id": id}): its hand n is not the stored hand n
COPY_OTHER_MATCH = "copy_other_match"  # Problem(data={"id": id}): the stored match has other players or rules


@dataclass(frozen=True)
class ImportResult:
    """What an import stored (ids), what it rejected (index in the input, problems) and what was already there.

    `unchanged` also holds the older copies of stored matches, which `older` lists as (index, id, stored
    hands); `updated` lists the newer copies that replaced a stored match (index, id, the hands it had),
    whose ids are in `stored`."""

    stored: list[str]
    rejected: list[tuple[int, list[Problem] | str]]
    unchanged: list[str] = field(default_factory=list)
    older: list[tuple[int, str, int]] = field(default_factory=list)
    updated: list[tuple[int, str, int]] = field(default_factory=list)


def plan_import(folders: MatchFolders, items: list) -> tuple[ImportResult, dict[str, bytes | None]]:
    """The ImportResult and the files to write (relative path -> bytes, None to remove) for `items`."""
    taken = set(folders.where())
    planned: dict[str, StoredMatch] = {}  # id -> the version this import writes
    on_disk: dict[str, MatchFile | NewerFile] = {}  # id -> the stored file a newer copy replaces
    result = ImportResult([], [])
    for index, item in enumerate(items if isinstance(items, list) else [items]):
        copy, problems = read_item(item)
        if copy is None:
            result.rejected.append((index, problems))
            continue
        known = planned.get(copy.id) or _stored(folders, copy.id, taken, on_disk)
        if known is None:  # a new match, or its id is a newer Scorepad's match, which is never written over
            copy = copy if is_id(copy.id) and copy.id not in on_disk else replace(copy, id=folders.unused_id(copy.created, taken))
        else:
            verdict, hand = compare(known.match, copy.match)
            if verdict != "newer":
                _tell(result, index, known, verdict, hand)
                continue
            if copy.id in on_disk:
                result.updated.append((index, known.id, len(known.match.hands)))
            copy = StoredMatch(known.id, copy.match, known.created, _later(copy.updated, known.updated), known.deleted)
        if copy.id not in planned:
            result.stored.append(copy.id)
        planned[copy.id] = copy
        taken.add(copy.id)
    return result, _files(folders, planned.values(), on_disk)


def _stored(folders: MatchFolders, match_id: str, taken: set[str], on_disk: dict[str, MatchFile | NewerFile]) -> StoredMatch | None:
    """The stored match of this id (read only when the folders list it), remembered in `on_disk` (a newer
    Scorepad's file too, but it is no match here: None)."""
    file = folders.newest(match_id) if match_id in taken else None
    if file is None:
        return None
    on_disk[match_id] = file
    return file.stored if isinstance(file, MatchFile) else None


def _files(folders: MatchFolders, planned, on_disk: dict[str, MatchFile | NewerFile]) -> dict[str, bytes | None]:
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


def _tell(result: ImportResult, index: int, known: StoredMatch, verdict: str, hand: int | None) -> None:
    """Note a copy of a stored match that is not written: the same, older, or disagreeing."""
    if verdict in ("same", "older"):
        result.unchanged.append(known.id)
        if verdict == "older":
            result.older.append((index, known.id, len(known.match.hands)))
    elif verdict == "differs":
        result.rejected.append((index, [Problem(COPY_DISAGREES, hand, {"id": known.id})]))
    else:
        result.rejected.append((index, [Problem(COPY_OTHER_MATCH, data={"id": known.id})]))


def _later(copy: str, stored: str) -> str:
    """The copy's time of its last change when that is after the stored one's, else just after the stored one."""
    before, after = parse_time(stored), parse_time(copy)
    return copy if before is None or (after is not None and after > before) else later_than(stored)


def compare(stored: Match, copy: Match) -> tuple[str, int | None]:
    """How a copy relates to the stored match of its id: "same", "newer" (more hands, the same ones first),
    "older" (fewer), "differs" at a hand (its number), or "other" (other players, rules or first dealer)."""
    if (stored.players, stored.rules, stored.first_dealer) != (copy.players, copy.rules, copy.first_dealer):
        return "other", None
    for number, (mine, theirs) in enumerate(zip(stored.hands, copy.hands), start=1):
        if mine != theirs:
            return "differs", number
    if len(copy.hands) == len(stored.hands):
        return "same", None
    return ("newer" if len(copy.hands) > len(stored.hands) else "older"), None


def read_item(item: object) -> tuple[StoredMatch | None, list]:
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
