"""The server's door below HTTP: connections that don't talk are closed, no address (and no crowd of them)
takes the file descriptors the host's saves need, and a repeated error is logged once a minute. Against
the real server: in a thread (short limits) and as `python -m scorepad --web` with its file limit at 256."""

from __future__ import annotations

import logging
import socket
import subprocess
import sys
import time

import pytest
from server_driver import FletClient, ServerProcess, ServerThread, closed_by_server, connect, http_get, in_thread, login

from scorepad.rules import Rules
from scorepad.server.connections import Limits, OncePerMinute, connection_cap
from scorepad.storage import Store

PLAYERS = ("Anna", "Ben", "Carla", "Dan")
LOG_GROWTH = 1_000_000  # bytes the log may grow by while 300 idle sockets knock


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def record(msg: str, *args, name: str = "asyncio", level: int = logging.ERROR) -> logging.LogRecord:
    return logging.LogRecord(name, level, __file__, 1, msg, args, None)


# what happens at each time (s) to a message: passed (True) or held back (False)
REPEATS = [
    ([0, 1, 30, 59.9], [True, False, False, False]),
    ([0, 60, 61, 120.5], [True, True, False, True]),
    ([0, 0, 0, 0, 0], [True, False, False, False, False]),
]


@pytest.mark.parametrize("times, passed", REPEATS)
def test_the_same_error_is_logged_once_a_minute(times, passed):
    clock = Clock()
    hush = OncePerMinute(clock=clock)
    seen = []
    for at in times:
        clock.now = 1000.0 + at
        seen.append(hush.filter(record("socket.accept() out of system resource")))
    assert seen == passed


def test_the_next_line_after_a_minute_says_how_many_were_held_back_and_other_errors_pass_meanwhile():
    clock = Clock()
    hush = OncePerMinute(clock=clock)
    assert hush.filter(record("closed a connection from %s", "192.168.1.9"))
    assert not hush.filter(record("closed a connection from %s", "192.168.1.10"))  # same kind, other address
    assert hush.filter(record("closed a connection from %s", "192.168.1.9", level=logging.WARNING))
    assert hush.filter(record("another error"))
    assert hush.filter(record("closed a connection from %s", "x", name="scorepad.server.connections"))
    clock.now += 60
    later = record("closed a connection from %s", "192.168.1.11")
    assert hush.filter(later) and later.getMessage().endswith("[1 more like this in the last 60 s]")


def test_the_log_keeps_a_bounded_number_of_kinds_in_mind():
    hush = OncePerMinute(clock=Clock())
    for number in range(OncePerMinute.MAX_KINDS + 500):
        assert hush.filter(record(f"error {number}"))
    assert len(hush._seen) == OncePerMinute.MAX_KINDS


# file limit, files in use, connections in all (headroom 64 and backlog 64 kept back, 2 descriptors each)
CAPS = [(256, 20, 54), (1024, 30, 433), (4096, 30, 1969), (100, 40, 1), (None, 0, 1024)]


@pytest.mark.parametrize("file_limit, in_use, cap", CAPS)
def test_the_connections_in_all_leave_the_headroom_and_a_full_backlog_free(file_limit, in_use, cap):
    assert connection_cap(Limits(), file_limit, in_use) == cap


def test_the_soft_file_limit_is_raised_towards_the_hard_one():
    resource = pytest.importorskip("resource")
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    code = ("import resource; from scorepad.server.connections import raise_file_limit; "
            "resource.setrlimit(resource.RLIMIT_NOFILE, (128, resource.getrlimit(resource.RLIMIT_NOFILE)[1])); "
            "print(raise_file_limit(), resource.getrlimit(resource.RLIMIT_NOFILE)[0])")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    wanted = 4096 if hard == resource.RLIM_INFINITY else min(4096, hard)
    assert done.stdout.split() == [str(wanted), str(wanted)]


# --- against the server --------------------------------------------------------------------------------
def knock(port: int, source: str = "127.0.0.1", send: bytes = b"") -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port), timeout=10, source_address=(source, 0))
    if send:
        sock.sendall(send)
    return sock


def door_said(caplog) -> list[str]:
    """What the door logged (warnings and up) during the test."""
    return [r.getMessage() for r in caplog.records if r.name == "scorepad.server.connections"]


def until(check, seconds: float = 60) -> None:
    """Wait for `check()` to hold; the time is a bound for a hang only, never what a test measures."""
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, "waited in vain"
        time.sleep(0.02)


@pytest.mark.parametrize("send", [b"", b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n", b"G"],
                         ids=["nothing", "headers-never-end", "one-byte"])
def test_a_connection_whose_request_head_does_not_come_in_time_is_closed(tmp_path, caplog, send):
    limits = Limits(head_within=0.3)
    with ServerThread(Store(tmp_path / "data"), limits=limits) as server:
        slow = knock(server.port, send=send)
        assert closed_by_server(slow, timeout=60)
        slow.close()
        # closed by the door's clock for a request's head (not by anything else, whenever a loaded machine got to it)
        assert door_said(caplog) == ["closed a connection from 127.0.0.1: no complete request within 0.3 s"]
        assert http_get(server.port, "/")[0] == 403  # a request that talks is answered as always


def test_one_address_holds_a_few_connections_and_the_others_still_get_in(tmp_path, caplog):
    limits = Limits(per_address=4)
    with ServerThread(Store(tmp_path / "data"), limits=limits) as server:
        held = [knock(server.port, "127.0.0.2") for _ in range(limits.per_address)]
        over = knock(server.port, "127.0.0.2")
        assert closed_by_server(over, timeout=60)
        # turned away at the door for the count (head_within is 10 s: the clock for a head had no part in it)
        said = door_said(caplog)
        assert len(said) == 1 and said[0].startswith("closed a new connection from 127.0.0.2: too many open (4 from there")
        status, _, _ = http_get(server.port, f"/?key={server.secret('watch')}")  # from 127.0.0.1
        assert status == 303
        held.pop().close()
        until(lambda: server.serving.door.by_address.get("127.0.0.2") == limits.per_address - 1)  # the door saw it go
        again = knock(server.port, "127.0.0.2", send=b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        assert again.recv(12) == b"HTTP/1.1 403"
        for sock in [*held, over, again]:
            sock.close()
        until(lambda: not server.serving.door.total)
        assert server.serving.door.total == 0 and not server.serving.door.by_address  # nothing left behind


def test_a_websocket_counts_until_it_ends(tmp_path):
    with ServerThread(Store(tmp_path / "data"), limits=Limits(per_address=2)) as server:
        cookie = login(server.port, server.secret("watch"))

        async def websocket_then_a_third():
            first = FletClient(await connect(server.port, cookie=cookie))
            await first.register()
            counted = server.serving.door.by_address["127.0.0.1"]
            await first.ws.close()
            return counted

        assert in_thread(websocket_then_a_third) == 1  # the upgraded connection is still counted
        until(lambda: not server.serving.door.total)


@pytest.mark.slow
def test_three_hundred_idle_sockets_with_the_file_limit_at_256_do_not_stop_the_hosts_save(tmp_path):
    store = Store(tmp_path / "data")
    match = store.create(PLAYERS, Rules(target=1000)).id
    store.close()
    server = ServerProcess(tmp_path / "data", host="0.0.0.0", file_limit=256).start()
    knocking = []
    try:
        async def host_saves_while_they_knock():
            cookie = login(server.port, server.secrets()["host"])
            host = FletClient(await connect(server.port, cookie=cookie))
            await host.register(width=1280)
            await host.until("Save hand")
            before = len(server.output().encode())
            for number in range(300):  # from six addresses: one address's cap alone would not be reached
                try:
                    knocking.append(knock(server.port, f"127.0.0.{2 + number % 6}"))
                except OSError:  # turned away while the OS's backlog was full: as good as closed
                    pass
            for tap in ("Anna 13 ♥", "Ben took Q♠"):
                await host.click(host.button(tap))
                await host.settle()  # drawn again before the next tap is looked up
            await host.click(host.button("Save hand"))
            await host.until("Hand 1 saved")
            await host.ws.close()
            return before

        before = in_thread(host_saves_while_they_knock)
        open_ones = sum(not closed_by_server(sock, timeout=0.01) for sock in knocking)
    finally:
        for sock in knocking:
            sock.close()
        output = server.stop()
    assert len(Store(tmp_path / "data").get(match).match.hands) == 1  # the host's save went through
    assert len(output.encode()) - before < LOG_GROWTH
    assert "Too many open files" not in output and "out of system resource" not in output
    assert output.count("closed a new connection from") == 1  # the door said so, once a minute
    assert open_ones <= (256 - Limits().headroom - Limits().backlog) // 2  # the cap in all held
