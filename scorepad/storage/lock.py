"""The writers' lock: one writer at a time across threads and processes, never left behind by a crash.

Where the OS offers a file lock (flock on Linux/macOS/Android, msvcrt on Windows) the kernel drops it
when the holder dies, so a crash never leaves a lock behind. Elsewhere an exclusive lock file with the
holder's pid is used; a lock file whose process is gone (or that is older than STALE_AFTER) is taken over.
"""

from __future__ import annotations

import errno
import json
import os
import socket
import sys
import threading
import time
from pathlib import Path
from typing import Any

from scorepad.storage.errors import STALE_LOCK, Locked, Notice, from_os_error

BUSY = {errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES, errno.EDEADLK}  # held by someone else
STALE_AFTER = 60.0  # seconds: no writer holds the lock that long
POLL = 0.005


def os_lock_kind() -> str:
    """Which lock this platform offers: 'flock', 'msvcrt' or 'file'."""
    try:
        import fcntl  # noqa: F401

        return "flock"
    except ImportError:
        pass
    try:
        import msvcrt  # noqa: F401

        return "msvcrt"
    except ImportError:
        return "file"


class WriteLock:
    """Serializes writers: a re-entrant lock inside the process, and a lock file across processes."""

    def __init__(self, path: Path, timeout: float = 5.0, kind: str | None = None):
        self.kind = kind or os_lock_kind()
        self.path = Path(path) if self.kind != "file" else Path(path).with_name(Path(path).name + ".pid")
        self.timeout = timeout
        self.notices: list[Notice] = []
        self._thread_lock = threading.RLock()
        self._depth = 0
        self._fd: int | None = None

    def __enter__(self) -> WriteLock:
        if not self._thread_lock.acquire(timeout=self.timeout):
            raise Locked(path=str(self.path))
        try:
            if self._depth == 0:
                self._acquire()
        except BaseException:
            self._thread_lock.release()
            raise
        self._depth += 1
        return self

    def __exit__(self, *exc: object) -> None:
        self._depth -= 1
        try:
            if self._depth == 0:
                self._release()
        finally:
            self._thread_lock.release()

    def _acquire(self) -> None:
        deadline = time.monotonic() + self.timeout
        while not self._try():
            if time.monotonic() >= deadline:
                raise Locked(path=str(self.path))
            time.sleep(POLL)

    def _try(self) -> bool:
        if self.kind == "file":
            return self._try_file()
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as error:
            raise from_os_error(error, self.path) from None
        try:
            if self.kind == "flock":
                import fcntl

                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            elif sys.platform == "win32":  # the other kind os_lock_kind() gives: msvcrt, only on Windows
                import msvcrt

                msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as error:
            os.close(fd)
            if error.errno not in BUSY:  # this file system has no such lock (some network or FUSE mounts)
                self.kind = "file"
                self.path = self.path.with_name(self.path.name + ".pid")
                return self._try_file()
            return False
        self._fd = fd
        return True

    def _release(self) -> None:
        if self.kind == "file":
            self.path.unlink(missing_ok=True)
            return
        fd, self._fd = self._fd, None
        if fd is not None:
            if self.kind == "msvcrt" and sys.platform == "win32":
                import msvcrt

                os.lseek(fd, 0, os.SEEK_SET)
                msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
            os.close(fd)  # closing drops the flock

    def _try_file(self) -> bool:
        """The fallback: create the lock file exclusively; take over one left by a dead process."""
        mark = json.dumps({"pid": os.getpid(), "host": socket.gethostname(), "time": time.time()}).encode()
        try:
            fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            self._break_if_stale()
            return False
        except OSError as error:
            raise from_os_error(error, self.path) from None
        try:
            os.write(fd, mark)
        finally:
            os.close(fd)
        return True

    def _break_if_stale(self) -> None:
        holder = holder_of(self.path)
        if holder is None or not is_stale(holder):
            return
        aside = self.path.with_name(f"{self.path.name}.stale.{os.getpid()}")
        try:
            os.replace(self.path, aside)  # only one taker wins the rename
        except OSError:
            return
        aside.unlink(missing_ok=True)
        self.notices.append(Notice(STALE_LOCK, {"path": str(self.path), "pid": holder.get("pid")}))


def holder_of(path: Path) -> dict[str, Any] | None:
    """Who wrote the lock file (pid, host, time), or None when it is gone or being written."""
    # Any: another process's lock file, its values unchecked (is_stale reads them as they come)
    try:
        data = json.loads(path.read_bytes() or b"null")
    except FileNotFoundError:
        return None
    except (OSError, ValueError):
        data = None
    if isinstance(data, dict):
        return data
    try:  # empty or unreadable: a holder that died while writing it, once it is a second old
        written = path.stat().st_mtime
    except OSError:
        return None
    return {"pid": None, "host": None, "time": written - STALE_AFTER} if time.time() - written > 1.0 else None


def is_stale(holder: dict[str, Any]) -> bool:
    """A lock is stale when its process is gone (same host) or when it is older than any write."""
    if time.time() - float(holder.get("time") or 0) > STALE_AFTER:
        return True
    pid = holder.get("pid")
    if holder.get("host") == socket.gethostname() and isinstance(pid, int):
        return not pid_alive(pid)
    return False


def pid_alive(pid: int) -> bool:
    """Whether a process with this id exists on this machine."""
    if pid == os.getpid():
        return True
    if os.name == "nt":
        return True  # cannot tell cheaply; the age rule applies
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
