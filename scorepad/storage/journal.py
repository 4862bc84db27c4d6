"""Writes of many files at once, all or nothing: stage every file, commit with one marker, then move.

A batch is staged in pending/<token>/, made durable, and committed by writing pending/<token>.commit
atomically. Only then are the files moved into place. Opening the store finishes a committed batch
(roll forward) and throws away a staged one without its marker (it was never acknowledged).
"""

from __future__ import annotations

import os
import secrets
import shutil
import sys
from pathlib import Path

from scorepad.storage.errors import from_os_error
from scorepad.storage.files import Damaged, dump, fsync_dir, fsync_file, load, write_atomic, write_bytes

PENDING = "pending"
MARKER = ".commit"


def commit_batch(root: Path, files: dict[str, bytes | None]) -> None:
    """Put every file (relative path -> bytes, or None to remove it) in place as one change."""
    pending = root / PENDING
    token = secrets.token_hex(6)
    stage = pending / token
    try:
        stage.mkdir(parents=True)
        for name, data in files.items():
            if data is not None:
                (stage / name).parent.mkdir(parents=True, exist_ok=True)
                write_bytes(stage / name, data, sync=False)
        sync_tree(stage)
        plan = {"files": sorted(files, key=lambda n: files[n] is None)}  # removals last
        plan["remove"] = [name for name, data in files.items() if data is None]
        write_atomic(pending / f"{token}{MARKER}", dump(plan))
    except OSError as error:
        shutil.rmtree(stage, ignore_errors=True)
        raise from_os_error(error, stage) from None
    except BaseException:
        shutil.rmtree(stage, ignore_errors=True)
        raise
    apply_batch(root, token)


def apply_batch(root: Path, token: str) -> int:
    """Move a committed batch into place; safe to repeat after a crash half-way. Returns its size."""
    pending = root / PENDING
    marker = pending / f"{token}{MARKER}"
    plan = load(marker)
    if not isinstance(plan, dict):
        raise Damaged(marker, "not a batch's plan")
    stage = pending / token
    remove = set(plan.get("remove", []))
    folders = set()
    for name in plan["files"]:
        target = root / name
        if name in remove:
            target.unlink(missing_ok=True)
        elif (stage / name).exists():
            target.parent.mkdir(parents=True, exist_ok=True)
            os.replace(stage / name, target)
        folders.add(target.parent)
    for folder in folders:
        fsync_dir(folder)
    marker.unlink()
    shutil.rmtree(stage, ignore_errors=True)
    return len(plan["files"])


def recover(root: Path) -> int:
    """Finish committed batches and drop uncommitted ones; the number of files finished."""
    pending = root / PENDING
    if not pending.is_dir():
        return 0
    finished = 0
    for marker in sorted(pending.glob(f"*{MARKER}")):
        try:
            finished += apply_batch(root, marker.name[: -len(MARKER)])
        except (Damaged, KeyError, TypeError):  # a marker damaged from outside: keep it, but do not apply it
            os.replace(marker, marker.with_name(marker.name + ".damaged"))
    for entry in pending.iterdir():
        if entry.is_dir():
            shutil.rmtree(entry, ignore_errors=True)
        elif entry.name.endswith(".tmp"):
            entry.unlink(missing_ok=True)
    return finished


def sync_tree(folder: Path) -> None:
    """Make every file under `folder` durable: one sync(2) on Linux, else fsync of each file and folder."""
    if sys.platform.startswith("linux") and hasattr(os, "sync"):
        os.sync()  # Linux waits until everything is written; much cheaper than thousands of fsyncs
        return
    for path in sorted(folder.rglob("*"), reverse=True):
        if path.is_dir():
            fsync_dir(path)
        else:
            fd = os.open(path, os.O_RDONLY)
            try:
                fsync_file(fd)
            finally:
                os.close(fd)
    fsync_dir(folder)
