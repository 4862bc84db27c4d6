"""Damaged files: never overwritten. Moved aside with their bytes kept, then restored from the last backup."""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from pathlib import Path

from scorepad.storage.errors import DAMAGED_LOST, DAMAGED_RESTORED, Notice, from_os_error
from scorepad.storage.files import BACKUP_SUFFIX, Damaged, fsync_dir, load, write_atomic
from scorepad.storage.records import now

DAMAGED = "damaged"
log = logging.getLogger("scorepad.storage")


def move_aside(root: Path, path: Path) -> Path:
    """Move a damaged file to damaged/ under a name that says where it was and when; its bytes stay."""
    folder = root / DAMAGED
    name = path.relative_to(root).as_posix().replace("/", "__")
    target = folder / f"{now().replace(':', '').replace('.', '')}__{name}"
    try:
        folder.mkdir(exist_ok=True)
        os.replace(path, target)
        fsync_dir(folder)
        fsync_dir(path.parent)
    except OSError as error:
        raise from_os_error(error, path) from None
    return target


def recover_file(root: Path, path: Path, valid: Callable[[object], bool], reason: str = "") -> tuple[dict[str, object] | None, Notice]:
    """Move a damaged `path` aside and put its last good backup in its place where there is one (one log line)."""
    moved = move_aside(root, path)
    backup = path.with_suffix(BACKUP_SUFFIX)
    data = None
    try:
        data = load(backup)
    except Damaged:
        pass
    info: dict[str, object] = {"path": path.relative_to(root).as_posix(), "moved_to": moved.relative_to(root).as_posix()}
    good = data if isinstance(data, dict) and valid(data) else None  # every file of the store holds an object
    log.warning("%s could not be read (%s): moved to %s, %s", info["path"], reason or "damaged", info["moved_to"],
                "its last good backup put in its place" if good is not None else "no good backup")
    if good is None:
        return None, Notice(DAMAGED_LOST, info)
    (root / "tmp").mkdir(exist_ok=True)  # not yet there when an old schema's store.json is restored
    write_atomic(path, backup.read_bytes(), temp_dir=root / "tmp")
    return good, Notice(DAMAGED_RESTORED, info)
