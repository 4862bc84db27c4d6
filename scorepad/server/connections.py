"""The server's door, below HTTP: how many connections come in (per address and in all), how long a
request's head may take, the process's file limit, and a log that says a repeated error once a minute.

Every connection is a file descriptor. Those that don't talk could once take them all, and the host's save
then failed to open its files ("Too many open files"). Here connections are counted as uvicorn's protocol
sees them made and lost; the ones over a cap are closed at once, and the cap in all leaves HEADROOM
descriptors that no connection ever gets (the Store's lock, temp file and folder, the loop, the log).
"""

from __future__ import annotations

import asyncio
import logging
import os
import threading
import time
from collections import Counter
from dataclasses import dataclass

log = logging.getLogger("scorepad.server.connections")
HEAD_END = b"\r\n\r\n"
FILE_LIMIT_GOAL = 4096  # the soft limit asked for at start (never above the hard one)
FDS_PER_CONNECTION = 2  # a connection's socket, and the file a static response may hold open
CAP_WITHOUT_LIMITS = 1024  # where the OS has no RLIMIT_NOFILE (Windows: sockets are not CRT files)


@dataclass(frozen=True)
class Limits:
    """What the server allows a client; the defaults are for a card table (tests make them short)."""

    # s a watcher's or scorer's session waits for its phone to come back: longer than a phone asleep in a
    # pocket (ten minutes, docs/server.md "When the network fails"), so a half-entered hand is still there
    grace: float = 900.0
    host_grace: float = 3600.0  # s the host's waits (Flet's own default); the host is never capped
    sessions_per_link: int = 32  # sessions of one score or watch link, connected or waiting
    register_within: float = 10.0  # s: a websocket that has not registered by then is closed
    head_within: float = 10.0  # s: a request's head (line and headers) must be complete by then
    per_address: int = 64  # connections of one client address (a phone opens about 7)
    backlog: int = 64  # connections the OS holds before the server accepts them
    headroom: int = 64  # file descriptors never given to connections
    send_queue: int = 1000  # messages waiting for a client that does not read: then it is closed


def raise_file_limit(goal: int = FILE_LIMIT_GOAL) -> int | None:
    """Raise the soft limit on open files towards the hard one (at most `goal`); the limit now, or None
    where there is none. Above 1024, select() could not watch every descriptor, but asyncio uses epoll and
    kqueue; 4096 is far more than a table needs and keeps that margin small."""
    try:
        import resource
    except ImportError:
        return None
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = goal if hard == resource.RLIM_INFINITY else min(goal, hard)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
            soft = wanted
        except (ValueError, OSError):
            log.info("the open-file limit stays at %d", soft)
    return soft


def open_files() -> int:
    """How many file descriptors this process has open now (0 where the OS does not say)."""
    for listing in ("/proc/self/fd", "/dev/fd"):
        try:
            return len(os.listdir(listing))
        except OSError:
            continue
    return 0


def connection_cap(limits: Limits, file_limit: int | None, in_use: int) -> int:
    """Connections in all: what the file limit leaves after the files in use, the headroom and a full
    backlog (a burst of accepts holds its sockets until they are closed), two descriptors each."""
    if file_limit is None:
        return CAP_WITHOUT_LIMITS
    return max(1, (file_limit - in_use - limits.headroom - limits.backlog) // FDS_PER_CONNECTION)


class Door:
    """uvicorn's HTTP protocol class (Config(http=door)): makes a Doorway around uvicorn's own for each
    connection; counts connections per address and in all."""

    def __init__(self, limits: Limits, cap: int, inner=None):
        from uvicorn.protocols.http.auto import AutoHTTPProtocol

        self.limits, self.cap = limits, cap
        self.inner = inner or AutoHTTPProtocol
        self.by_address: Counter[str] = Counter()
        self.total = 0

    def __call__(self, **options) -> Doorway:
        return Doorway(self, self.inner(**options))

    def admit(self, address: str) -> bool:
        """Count a new connection from `address` in, unless it is over a cap."""
        if self.total >= self.cap or self.by_address[address] >= self.limits.per_address:
            log.warning("closed a new connection from %s: too many open (%d from there, %d in all)",
                        address, self.by_address[address], self.total)
            return False
        self.by_address[address] += 1
        self.total += 1
        return True

    def leave(self, address: str) -> None:
        self.total -= 1
        self.by_address[address] -= 1
        if not self.by_address[address]:
            del self.by_address[address]


class Doorway(asyncio.Protocol):
    """One connection at the door: uvicorn's protocol inside; closed when a request's head is slow.

    A websocket upgrade makes uvicorn hand the transport to its websocket protocol (set_protocol): the
    doorway puts itself back in front of that one, so that it still sees the connection end."""

    def __init__(self, door: Door, inner):
        self.door, self.inner = door, inner
        self.transport = None
        self.address: str | None = None
        self.http = True  # until upgraded to a websocket
        self.in_head = True  # a request's head is expected (from the first byte on)
        self.tail = b""  # the end of what came of this head so far (its end may straddle two reads)
        self.timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport) -> None:
        peer = transport.get_extra_info("peername")
        address = str(peer[0]) if isinstance(peer, (tuple, list)) and peer else "?"
        if not self.door.admit(address):
            transport.abort()
            return
        self.transport, self.address = transport, address
        self.start_clock()
        self.inner.connection_made(transport)

    def data_received(self, data: bytes) -> None:
        if self.address is None:  # turned away at the door: nothing of it reaches uvicorn
            return
        if self.http:
            self.watch_heads(data)
        self.inner.data_received(data)
        if self.http and self.transport.get_protocol() is not self:  # upgraded: the websocket's protocol
            self.inner, self.http = self.transport.get_protocol(), False
            self.transport.set_protocol(self)
            self.stop_clock()

    def watch_heads(self, data: bytes) -> None:
        """Start the clock when a request begins; stop it when its head is complete (no route takes a body)."""
        while data:
            if not self.in_head:
                self.in_head, self.tail = True, b""
                self.start_clock()
            seen = self.tail + data
            end = seen.find(HEAD_END)
            if end < 0:
                self.tail = seen[-(len(HEAD_END) - 1):]
                return
            self.in_head = False
            self.stop_clock()
            data = seen[end + len(HEAD_END):]

    def start_clock(self) -> None:
        self.stop_clock()
        loop = asyncio.get_running_loop()
        self.timer = loop.call_later(self.door.limits.head_within, self.too_slow)

    def stop_clock(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None

    def too_slow(self) -> None:
        log.warning("closed a connection from %s: no complete request within %g s", self.address,
                    self.door.limits.head_within)
        self.transport.abort()

    def eof_received(self):
        return self.inner.eof_received() if self.address is not None else None

    def connection_lost(self, exc) -> None:
        if self.address is None:  # turned away at the door
            return
        self.stop_clock()
        self.door.leave(self.address)
        self.address = None
        self.inner.connection_lost(exc)

    def pause_writing(self) -> None:
        self.inner.pause_writing()

    def resume_writing(self) -> None:
        self.inner.resume_writing()


class OncePerMinute(logging.Filter):
    """Lets a message (logger, level and its text before the arguments) through once a `window`; the
    next one after says how many like it were held back. Keeps at most MAX_KINDS kinds in mind."""

    MAX_KINDS = 1000

    def __init__(self, window: float = 60.0, clock=time.monotonic):
        super().__init__()
        self.window, self.clock = window, clock
        self._seen: dict[tuple, list] = {}  # kind -> [when it last went through, how many held back since]
        self._lock = threading.Lock()

    def filter(self, record: logging.LogRecord) -> bool:
        kind = (record.name, record.levelno, str(record.msg))
        now = self.clock()
        with self._lock:
            seen = self._seen.get(kind)
            if seen is not None and now - seen[0] < self.window:
                seen[1] += 1
                return False
            held = seen[1] if seen is not None else 0
            self._seen.pop(kind, None)
            self._seen[kind] = [now, 0]
            if len(self._seen) > self.MAX_KINDS:
                del self._seen[next(iter(self._seen))]
        if held:
            record.msg = f"{record.msg} [{held} more like this in the last {self.window:g} s]"
        return True


def hush_logs(window: float = 60.0) -> OncePerMinute:
    """Every handler that prints the server's log (the root's, uvicorn's) says a repeated message at most
    once a `window`; without a root handler, one on stderr like Python's last resort (warnings and up)."""
    root = logging.getLogger()
    if not root.handlers:
        handler = logging.StreamHandler()
        handler.setLevel(logging.WARNING)
        root.addHandler(handler)
    hush = OncePerMinute(window)
    for name in ("", "uvicorn", "uvicorn.error", "uvicorn.access"):
        for handler in logging.getLogger(name).handlers:
            if not any(isinstance(f, OncePerMinute) for f in handler.filters):
                handler.addFilter(hush)
    return hush
