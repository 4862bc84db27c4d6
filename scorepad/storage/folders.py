"""The match folders: one small TinyDB file per match, in active/, archive/ or trash/ as its state calls for.

The layer the Store and importing stand on: where a match file lives, listing the folders (names only),
finding a match's copies, reading one file and writing one. A file that can't be read as a match is
moved to damaged/ with its bytes (once, with one log line) and its last good version put in its place.
`match_file_data` is the only writer of the format: a single write, a batch and a migration all use it.
"""

from __future__ import annotations

import heapq
import os
from dataclasses import dataclass, replace
from pathlib import Path
from typing import cast

from scorepad.rules.scorecard import Scorecard
from scorepad.storage.errors import Notice
from scorepad.rules.limits import FILE_DEPTH, check_value
from scorepad.storage.lock import WriteLock
from scorepad.storage.files import BACKUP_SUFFIX, Damaged, dump, fsync_dir, keep_as_backup, load, write_atomic
from scorepad.storage.records import (
    STORE_KEYS, MatchSummary, StoredDoc, StoredMatch, from_doc, id_time, is_id, later_than, needs_of_doc, new_id, newer_summary, now,
    parse_time, summary_from_doc, to_doc,
)
from scorepad.storage.recovery import recover_file

LISTED = ("active", "archive")
FOLDERS = LISTED + ("trash",)
MATCH_TABLE = "match"


def folder_for(finished: bool, deleted: bool) -> str:
    """Where a match file lives: trash when deleted, archive when finished, else active."""
    return "trash" if deleted else "archive" if finished else "active"


def match_file_data(stored: StoredMatch, card: Scorecard | None = None) -> tuple[str, dict[str, object]]:
    """The relative path of a match's file and its data (TinyDB table "match", document 1)."""
    card = card or stored.card
    return f"{folder_for(card.outcome.finished, stored.deleted)}/{stored.id}.json", {MATCH_TABLE: {"1": to_doc(stored, card)}}


def match_file(stored: StoredMatch, card: Scorecard | None = None) -> tuple[str, bytes]:
    """The relative path and bytes of a match's file."""
    name, data = match_file_data(stored, card)
    return name, dump(data)


@dataclass(frozen=True)
class NewerFile:
    """A match file made with a newer Scorepad (it needs rules this one lacks): listed, never read as a match,
    never moved aside, never written."""

    path: Path
    doc: StoredDoc
    summary: MatchSummary

    @property
    def needs(self) -> tuple[str, ...]:
        return self.summary.needs

    @property
    def updated(self) -> str:
        return cast(str, self.doc.get("updated", ""))  # text: document() checked it


@dataclass(frozen=True)
class MatchFile:
    """One match file as read: where it is, its stored document, the match and its summary."""

    path: Path
    doc: StoredDoc
    stored: StoredMatch
    summary: MatchSummary

    @property
    def updated(self) -> str:
        return cast(str, self.doc.get("updated", ""))  # text: document() checked it


def document(data: object, match_id: str) -> StoredDoc | None:
    """The stored document in a match file's data; None when the data is no match file of this id."""
    table = data.get(MATCH_TABLE) if isinstance(data, dict) else None
    doc = table.get("1") if isinstance(table, dict) else None
    if not (isinstance(doc, dict) and doc.get("id") == match_id and isinstance(doc.get("hands"), list)):
        return None
    players = doc.get("players")
    if not (isinstance(players, list) and all(isinstance(name, str) for name in players)):
        return None
    if not (isinstance(doc.get("created", ""), str) and isinstance(doc.get("updated", ""), str)
            and isinstance(doc.get("deleted", False), bool)):
        return None
    return doc


def parse_match_file(data: object, path: Path) -> MatchFile | NewerFile:
    """A match file's data read in full as a MatchFile (a NewerFile when a newer Scorepad made it); Damaged
    when it is no match (of the id in its name).

    The match is held to the input limits by `from_doc` (match_from_dict), what the store adds to it here."""
    doc = document(data, path.stem)
    if doc is None:
        raise Damaged(path, "not a match file of this id")
    beyond = check_value({key: doc[key] for key in STORE_KEYS if key in doc}, FILE_DEPTH)
    stored = None if beyond else from_doc(doc)
    if stored is None:
        needs = () if beyond else needs_of_doc(doc)
        if needs:
            return NewerFile(path, doc, newer_summary(doc, needs))
        raise Damaged(path, f"{beyond[0].code} {beyond[0].data}" if beyond else "not a match")
    summary = summary_from_doc(doc, stored)
    assert summary is not None  # with its stored match given, a document always has a summary
    return MatchFile(path, doc, stored, summary)


class MatchFolders:
    """The match files of a data folder: listed by name, read (what is no match moved aside) and written.

    Writes and moves happen under `lock` (the Store's write lock); what reading had to do is added to `notices`.
    """

    def __init__(self, root: Path, lock: WriteLock, notices: list[Notice]) -> None:
        self.root = Path(root)
        self.lock = lock
        self.notices = notices

    def path(self, folder: str, match_id: str) -> Path:
        return self.root / folder / f"{match_id}.json"

    # listing: names only, no file is read
    def where(self, folders: tuple[str, ...] = FOLDERS) -> dict[str, str | None]:
        """Each match id in `folders` with its folder (None when it is in two: a crash mid-move)."""
        found: dict[str, str | None] = {}
        for folder in folders:
            try:
                names = os.listdir(self.root / folder)
            except FileNotFoundError:
                continue
            for name in names:
                if name.endswith(".json") and not name.startswith("."):
                    found[name[:-5]] = None if name[:-5] in found else folder
        return found

    def listing(self, folders: tuple[str, ...] = FOLDERS) -> list[tuple[str, str | None]]:
        """(id, folder) of the matches in `folders`, newest first (ids sort by creation time)."""
        return sorted(self.where(folders).items(), reverse=True)

    def page(self, folders: tuple[str, ...], offset: int, limit: int) -> list[tuple[str, str | None]]:
        """One page of `listing` without sorting everything."""
        offset, limit = max(offset, 0), max(limit, 0)
        return heapq.nlargest(offset + limit, self.where(folders).items())[offset:]

    def versions(self, folders: tuple[str, ...] = LISTED) -> dict[str, str]:
        """Each match id with a token that changes whenever its file is rewritten (folder, inode, time, size)."""
        found = {}
        for folder in folders:
            try:
                entries = list(os.scandir(self.root / folder))
            except FileNotFoundError:
                continue
            for entry in entries:
                if entry.name.endswith(".json") and not entry.name.startswith("."):
                    info = entry.stat()
                    found[entry.name[:-5]] = f"{folder}:{info.st_ino}:{info.st_mtime_ns}:{info.st_size}"
        return found

    def written_since(self, seconds: float, folders: tuple[str, ...] = LISTED) -> list[tuple[str, str]]:
        """(id, folder) of the match files written at or after `seconds` (since the epoch, by their time on
        disk): what a change since then can be in. Reads no file."""
        found = []
        for folder in folders:
            try:
                entries = list(os.scandir(self.root / folder))
            except FileNotFoundError:
                continue
            found += [(entry.name[:-5], folder) for entry in entries if entry.name.endswith(".json")
                      and not entry.name.startswith(".") and entry.stat().st_mtime >= seconds]
        return found

    # reading
    def read(self, path: Path) -> MatchFile | NewerFile | None:
        """The match file at `path`, read in full (None when there is none).

        A file that is no match is moved aside and its last good backup read instead; a backup of another
        state is then put in the folder that state belongs in.
        """
        try:
            found = self._parse(path)
        except Damaged as damaged:
            found = self._recover(path, damaged.reason)
        return self._placed(found) if found is not None else None

    def copies(self, match_id: str) -> list[MatchFile | NewerFile]:
        """Every readable copy of a match (more than one only after a crash mid-move), newest first."""
        found = {}
        for folder in FOLDERS:
            file = self.read(self.path(folder, match_id))
            if file is not None:
                found[file.path] = file
        return sorted(found.values(), key=lambda file: file.updated, reverse=True)

    def newest(self, match_id: str) -> MatchFile | NewerFile | None:
        """The newest readable copy of a match, or None."""
        copies = self.copies(match_id)
        return copies[0] if copies else None

    def settle(self, match_id: str) -> None:
        """Keep only the newest copy of a match (two exist after a crash mid-move)."""
        with self.lock:
            for file in self.copies(match_id)[1:]:
                file.path.unlink(missing_ok=True)
                fsync_dir(file.path.parent)

    def _parse(self, path: Path) -> MatchFile | NewerFile | None:
        data = load(path, limits=False)  # None when missing; Damaged when no JSON; the limits: parse_match_file
        return None if data is None else parse_match_file(data, path)

    def _recover(self, path: Path, reason: str) -> MatchFile | NewerFile | None:
        with self.lock:
            try:
                return self._parse(path)  # another writer may have replaced it meanwhile
            except Damaged:
                pass
            data, notice = recover_file(self.root, path, lambda data: self._is_match(data, path), reason)
            self.notices.append(notice)
            return parse_match_file(data, path) if data is not None else None

    @staticmethod
    def _is_match(data: object, path: Path) -> bool:
        try:
            parse_match_file(data, path)
        except Damaged:
            return False
        return True

    def _placed(self, file: MatchFile | NewerFile) -> MatchFile | NewerFile:
        """A file in another folder than its state calls for (restored from a backup) is moved there
        (a newer Scorepad's file stays where it is)."""
        if isinstance(file, NewerFile):
            return file
        folder = folder_for(file.summary.finished, bool(file.doc.get("deleted")))
        if file.path.parent.name == folder:
            return file
        target = self.path(folder, file.doc["id"])
        with self.lock:
            if not file.path.exists() or target.exists():
                return file  # moved meanwhile, or a copy is there already: settle() keeps the newest
            os.replace(file.path, target)
            fsync_dir(target.parent)
            fsync_dir(file.path.parent)
        return replace(file, path=target)

    # writing (under the lock)
    def write(self, stored: StoredMatch) -> StoredMatch:
        """Write a match's file in the folder its state calls for and remove its copies elsewhere; durable on return."""
        name, data = match_file(stored)
        target = self.root / name
        others = [self.path(folder, stored.id) for folder in FOLDERS if self.path(folder, stored.id) != target]
        old = next((path for path in others if path.exists()), None)
        backup = target.with_suffix(BACKUP_SUFFIX)
        if old is not None:  # the rolling backup is the previous version, wherever it was
            keep_as_backup(old, backup, self.root / "tmp")
        write_atomic(target, data, None if old is not None else backup, temp_dir=self.root / "tmp")
        for path in others:
            if path.exists():
                path.unlink()
                path.with_suffix(BACKUP_SUFFIX).unlink(missing_ok=True)
                fsync_dir(path.parent)
        return stored

    def unused_id(self, created: str, taken: set[str] | frozenset[str] = frozenset()) -> str:
        """A new id for a match created at `created` that no stored match has (nor one of `taken`)."""
        while True:
            match_id = new_id(created)
            if match_id not in taken and not any(self.path(folder, match_id).exists() for folder in FOLDERS):
                return match_id

    def creation_time(self) -> str:
        """Now, or just after the newest match when that was made within the last second: ids keep their order."""
        created, newest = now(), max(filter(is_id, self.where()), default=None)
        if newest is None:
            return created
        newest_time, created_time = parse_time(id_time(newest)), parse_time(created)
        if newest_time is None or created_time is None:  # an id's time and now() always parse
            return created
        ahead = (newest_time - created_time).total_seconds()
        return later_than(id_time(newest)) if 0 <= ahead < 1 else created  # not after an import from the future
