"""Atomic, durable files: temp file in the same folder, flush, fsync, os.replace, fsync of the folder."""

from __future__ import annotations

import errno
import json
import os
import secrets
import sys
from pathlib import Path
from typing import Any

from tinydb.storages import Storage

from scorepad.rules.limits import FILE_DEPTH, check_value, load_json
from scorepad.storage.errors import from_os_error

TEMP_SUFFIX = ".tmp"
BACKUP_SUFFIX = ".bak"


class Damaged(Exception):
    """A data file that exists but cannot be read as what it should be."""

    def __init__(self, path: Path, reason: str):
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason


def fsync_file(fd: int) -> None:
    """Ask the OS to put the file's bytes on the device (macOS needs F_FULLFSYNC for that)."""
    if sys.platform == "darwin":
        import fcntl

        try:
            fcntl.fcntl(fd, fcntl.F_FULLFSYNC)
            return
        except OSError:
            pass
    os.fsync(fd)


def fsync_dir(folder: Path) -> None:
    """Make a rename or a new name in `folder` durable (not possible, nor needed, on Windows)."""
    if os.name == "nt":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    except OSError as error:
        if error.errno not in (errno.EINVAL, errno.ENOTSUP, errno.EBADF):  # file systems without folder fsync
            raise
    finally:
        os.close(fd)


def temp_name(path: Path, temp_dir: Path | None = None) -> Path:
    """A fresh temp file next to `path`, or in `temp_dir` (same file system, so os.replace is atomic)."""
    return (temp_dir or path.parent) / f".{path.name}.{secrets.token_hex(4)}{TEMP_SUFFIX}"


def write_bytes(path: Path, data: bytes, sync: bool = True) -> None:
    """Write a new file completely (and fsync it); on failure remove it and raise."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o644)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        if sync:
            fsync_file(fd)
    except BaseException:
        os.close(fd)
        path.unlink(missing_ok=True)
        raise
    os.close(fd)


def write_atomic(path: Path, data: bytes, backup: Path | None = None, sync: bool = True,
                 temp_dir: Path | None = None) -> None:
    """Replace `path` by `data` all at once; the old version becomes `backup` when given.

    Until os.replace the old file is untouched, so a crash or a full disk leaves it as it was.
    """
    tmp = temp_name(path, temp_dir)
    try:
        write_bytes(tmp, data, sync)
        if backup is not None:
            keep_as_backup(path, backup, temp_dir)
        os.replace(tmp, path)
        if sync:
            fsync_dir(path.parent)
    except OSError as error:
        tmp.unlink(missing_ok=True)
        raise from_os_error(error, path) from None


def keep_as_backup(path: Path, backup: Path, temp_dir: Path | None = None) -> None:
    """Make `backup` another name of the current `path` (a hard link: no copy), if there is one."""
    link = temp_name(backup, temp_dir)
    try:
        hard_link(path, link)
    except FileNotFoundError:
        return
    except OSError:  # no hard links here (some Android or FAT folders, Emscripten in the browser): copy
        try:
            write_bytes(link, path.read_bytes(), sync=False)
        except FileNotFoundError:
            return
    os.replace(link, backup)


def hard_link(path: Path, link: Path) -> None:
    """os.link, or OSError(ENOTSUP) where Python has none at all (Emscripten: the browser)."""
    if not hasattr(os, "link"):
        raise OSError(errno.ENOTSUP, "no hard links on this platform", str(path))
    os.link(path, link)


def dump(data: object, ascii: bool = False) -> bytes:
    """The JSON bytes we write: UTF-8, compact, stable key order (`ascii`: every other character escaped, so
    that even a lone surrogate of data kept aside can be written)."""
    return json.dumps(data, ensure_ascii=ascii, separators=(",", ":"), sort_keys=True).encode("utf-8")


def load(path: Path, limits: bool = True) -> object | None:
    """The JSON in `path`; None when it does not exist; Damaged when it is not JSON or holds anything beyond
    the input limits (scorepad.rules.limits: depth, number and text length, valid Unicode; `limits=False`
    leaves that to the caller, which then reads each part by itself)."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as error:
        raise from_os_error(error, path) from None
    data, problems = load_json(raw)
    problems = problems or (check_value(data, FILE_DEPTH) if limits else [])
    if data is None and not problems:
        raise Damaged(path, "null")  # no file of ours is that; None means missing here
    if problems:
        raise Damaged(path, f"{problems[0].code} {problems[0].data}")
    return data


class AtomicJSONStorage(Storage):
    """TinyDB storage on one JSON file, written atomically and durably, the last version kept as .bak."""

    def __init__(self, path: str | os.PathLike[str], backup: bool = True, sync: bool = True, temp_dir: Path | None = None):
        self.path = Path(path)
        self.backup = self.path.with_suffix(BACKUP_SUFFIX) if backup else None
        self.sync = sync
        self.temp_dir = temp_dir

    def read(self) -> dict[str, dict[str, Any]] | None:
        data = load(self.path)
        if data is not None and not (isinstance(data, dict) and all(isinstance(v, dict) for v in data.values())):
            raise Damaged(self.path, "not a TinyDB file")
        return data

    def write(self, data: dict[str, dict[str, Any]]) -> None:
        write_atomic(self.path, dump(data), self.backup, self.sync, self.temp_dir)
