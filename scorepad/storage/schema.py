"""The schema version of the data folder and the ordered, all-or-nothing migrations up to the current one.

A migration is a function of the raw data (relative path -> parsed JSON) that returns the changes
(relative path -> new JSON, or None to remove the file). All migrations due are run in order in memory,
the files they change are copied to backups/ first, and the result is written as one journal batch.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from scorepad.storage import journal
from scorepad.storage.errors import MIGRATED, DamagedStore, Notice, TooNew, from_os_error
from scorepad.storage.files import Damaged, dump, fsync_dir, load, write_atomic
from scorepad.storage.folders import match_file_data
from scorepad.storage.records import from_doc, is_id, new_id, now
from scorepad.storage.recovery import recover_file

CURRENT = 2
META = "store.json"
BACKUP = "store.bak"
UNREADABLE, NO_VERSION, BAD_VERSION = "unreadable", "no_version", "bad_version"  # what is wrong with a store.json
SCHEMA_1_FILE = "scorepad.json"  # schema 1: one TinyDB file holding every match (TinyDB's JSONStorage)


def migrate_1_to_2(raw: dict[str, object]) -> dict[str, object]:
    """Schema 1 kept every match in one file; schema 2 keeps one small file per match."""
    old = _table(raw, SCHEMA_1_FILE)
    changes: dict[str, object] = {SCHEMA_1_FILE: None}
    taken: set[str] = set()
    matches = sorted(_table(old, "matches").items(), key=lambda kv: (len(kv[0]), kv[0]) if kv[0].isdigit() else (0, ""))
    for number, (key, item) in enumerate(matches, start=1):
        key = key if key.isdigit() and len(key) <= 18 else f"n{number}"  # a file name: never a path of the file's making
        item = dict(item) if isinstance(item, dict) else {"bytes": item}
        if not is_id(item.get("id")) or item["id"] in taken:
            item["id"] = new_id(item.get("created") or now())
        item.setdefault("created", now())
        item.setdefault("updated", item["created"])
        stored = from_doc(item)
        if stored is None:  # not a match we can read: keep its data aside, never drop it
            changes[f"damaged/schema1-match-{key}.json"] = item
            continue
        taken.add(stored.id)
        name, data = match_file_data(stored)
        changes[name] = data
    settings = _table(old, "settings").get("1")
    if isinstance(settings, dict):
        changes["settings.json"] = {"settings": {"1": settings}}
    return changes


def _table(data: dict[str, object], key: str) -> dict[str, Any]:
    """A part of old data that should be an object, or {} when it is something else."""
    # Any: old data as it was written, read without a check (from_doc checks each match; new_id takes any time)
    value = data.get(key)
    return value if isinstance(value, dict) else {}


MIGRATIONS = {1: migrate_1_to_2}  # from schema N to N + 1, in order


def schema_of(root: Path) -> int | None:
    """The schema of the data in `root`: from store.json, 1 for the single-file layout, None when empty;
    BadSchema when store.json names no schema version to trust."""
    try:
        meta = load(root / META)
    except Damaged as damage:
        raise BadSchema(root / META, damage.reason, {"what": NO_VERSION if damage.reason == "null" else UNREADABLE}) from None
    if meta is None:
        return 1 if (root / SCHEMA_1_FILE).exists() else None
    version, wrong = version_in(meta)
    if version is None:
        raise BadSchema(root / META, f"schema version {wrong['value']}" if "value" in wrong else "no schema version", wrong)
    return version


def open_schema(root: Path) -> list[Notice]:
    """Bring the data in `root` to the current schema (called under the write lock)."""
    notices: list[Notice] = []
    try:
        version = schema_of(root)
    except BadSchema as damage:
        version, notices = recovered(root, damage)
    if version is None or version == CURRENT:
        if not (root / META).exists():
            for name in (META, BACKUP):  # it never changes: its backup is a copy of itself
                write_atomic(root / name, dump(meta_doc(CURRENT)))
        return notices
    if version > CURRENT:
        raise TooNew(path=str(root), schema=version, supported=CURRENT)
    return migrate(root, version, notices)


def recovered(root: Path, damage: BadSchema) -> tuple[int, list[Notice]]:
    """A damaged store.json: its good backup put in its place, as any damaged file's (with its notice); without
    one the store is refused (DamagedStore) and the file left as it is: a schema is never guessed."""
    try:
        good = version_in(load(root / BACKUP))[0]
    except Damaged:
        good = None
    if good is None:
        raise DamagedStore(path=str(root / META), supported=CURRENT, **{"value": "", **damage.wrong})
    _, notice = recover_file(root, root / META, lambda data: version_in(data)[0] is not None, damage.reason)
    return good, [notice]  # the backup read just now (under the write lock) is the one put in place


def migrate(root: Path, version: int, notices: list[Notice]) -> list[Notice]:
    """Run every migration from `version` to CURRENT on the raw data; back up, then write it all at once."""
    raw = read_raw(root, notices)
    changes: dict[str, object] = {}
    for step in range(version, CURRENT):
        step_changes = MIGRATIONS[step](raw)
        changes.update(step_changes)
        raw = {k: v for k, v in {**raw, **step_changes}.items() if v is not None}
    backup = back_up(root, version, [name for name in changes if (root / name).exists()])
    changes[META] = changes[BACKUP] = meta_doc(CURRENT)
    kept_aside = {name for name in changes if name.startswith("damaged/")}  # may hold what no match file may
    journal.commit_batch(root, {name: None if data is None else dump(data, name in kept_aside) for name, data in changes.items()})
    return notices + [Notice(MIGRATED, {"from": version, "to": CURRENT, "backup": backup.as_posix()})]


def read_raw(root: Path, notices: list[Notice]) -> dict[str, object]:
    """Every data file of the store as parsed JSON, by relative path; damaged ones recovered first."""
    raw = {}
    for path in sorted(root.rglob("*.json")):
        name = path.relative_to(root).as_posix()
        if name.split("/")[0] in ("backups", "damaged", "pending", "cache"):
            continue
        try:
            raw[name] = load(path, limits=name != SCHEMA_1_FILE)  # schema 1's matches are read one by one
            if not isinstance(raw[name], dict):
                raise Damaged(path, "not a TinyDB file")
        except Damaged:
            raw[name], notice = recover_file(root, path, lambda data: isinstance(data, dict))
            notices.append(notice)
    return {name: data for name, data in raw.items() if data is not None}


def back_up(root: Path, version: int, names: list[str]) -> Path:
    """Copy the files a migration changes to backups/schema-N-<time>/ and make them durable."""
    target = root / "backups" / f"schema-{version}-{now().replace(':', '').replace('.', '')}"
    try:
        target.mkdir(parents=True, exist_ok=True)  # also when nothing is left to copy (a damaged file went aside)
        for name in names:
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(root / name, target / name)
        journal.sync_tree(target)
        fsync_dir(target.parent)
    except OSError as error:
        raise from_os_error(error, target) from None
    return target.relative_to(root)


def meta_doc(version: int) -> dict[str, object]:
    return {"meta": {"1": {"schema": version}}}


def version_in(data: object) -> tuple[int | None, dict[str, str]]:
    """The schema version store.json's data names: a whole number from 1 on (not true, 2.0 or "2"); else None
    and what is wrong ({what: no_version} or {what: bad_version, value: the value as JSON, cut short})."""
    meta = data.get("meta") if isinstance(data, dict) else None
    first = meta.get("1") if isinstance(meta, dict) else None
    if not isinstance(first, dict) or "schema" not in first:
        return None, {"what": NO_VERSION}
    version = first["schema"]
    if type(version) is not int or version < 1:
        shown = json.dumps(version, ensure_ascii=False)
        return None, {"what": BAD_VERSION, "value": shown if len(shown) <= 40 else shown[:39] + "…"}
    return version, {}


class BadSchema(Damaged):
    """store.json holds no schema version to trust: why (for the log) and what is wrong (for the user)."""

    def __init__(self, path: Path, reason: str, wrong: dict[str, str]) -> None:
        super().__init__(path, reason)
        self.wrong = wrong
