"""What fetching or starting Flet's window client can raise, and which of it means "no window here": each
such cause its own line; anything else is a coding error and is raised, never shown as "no window"."""

import errno
import http.client
import socket
import tarfile
import urllib.error

import pytest

from scorepad.cli import window
from scorepad.cli.window import NoWindow, why_not

URL = "https://example.invalid/flet-linux.tar.gz"

# what was raised -> the English reason
CAUSES = [
    (
        urllib.error.HTTPError(URL, 404, "Not Found", {}, None),
        f"the window client's one-time download from {URL} was refused: 404 Not Found",
    ),
    (
        urllib.error.URLError(socket.gaierror(socket.EAI_NONAME, "Name or service not known")),
        f"the window client's one-time download could not reach {URL}: the name does not resolve (no internet?); "
        "without internet see README, 'The window without internet'",
    ),
    (
        urllib.error.URLError(ConnectionRefusedError(errno.ECONNREFUSED, "Connection refused")),
        f"the window client's one-time download could not reach {URL}: the connection was refused; "
        "without internet see README, 'The window without internet'",
    ),
    (
        urllib.error.URLError(TimeoutError("timed out")),
        f"the window client's one-time download from {URL} stalled (nothing came for 15 s)",
    ),
    (
        TimeoutError("The read operation timed out"),
        f"the window client's one-time download from {URL} stalled (nothing came for 15 s)",
    ),
    (
        ConnectionResetError(errno.ECONNRESET, "Connection reset by peer"),
        f"the window client's one-time download from {URL} broke off: the connection was cut off",
    ),
    (
        http.client.IncompleteRead(b"", 10),
        f"the window client's one-time download from {URL} broke off: IncompleteRead(0 bytes read, 10 more expected)",
    ),
    (tarfile.ReadError("not a gzip file"), f"what came from {URL} is not Flet's window client (not a gzip file)"),
    (
        PermissionError(errno.EACCES, "Permission denied", "/home/ann/.flet/client"),
        "the window client cannot be stored in /home/ann/.flet/client: no permission",
    ),
]


@pytest.mark.parametrize("error, reason", CAUSES)
def test_each_cause_of_no_window_has_its_own_line(error, reason):
    assert why_not(error, URL, "en").text("en") == reason


def test_a_cause_reads_in_german_without_the_systems_english():
    line = why_not(
        urllib.error.URLError(ConnectionRefusedError(errno.ECONNREFUSED, "Connection refused")), URL, "de"
    ).text("de")
    assert "die Verbindung wurde abgelehnt" in line and "Connection refused" not in line


@pytest.mark.parametrize(
    "error", [ValueError("a bug"), KeyError("name"), AttributeError("no such thing"), TypeError("bad call")]
)
def test_a_coding_error_is_raised_and_not_called_no_window(error):
    with pytest.raises(type(error)):
        why_not(error, URL, "en")


def test_a_coding_error_in_the_window_is_not_no_window(monkeypatch):
    import flet

    def broken_run(main, **options):
        raise RuntimeError("a bug in the window's code")

    monkeypatch.setattr(flet, "run", broken_run)
    with pytest.raises(RuntimeError, match="a bug"):
        window.open_window(lambda page: None, "en")


def test_a_client_program_that_cannot_start_is_no_window(monkeypatch):
    import flet

    def unstartable(main, **options):
        raise PermissionError(errno.EACCES, "Permission denied", "/home/ann/.flet/client/flet/flet")

    monkeypatch.setattr(flet, "run", unstartable)
    with pytest.raises(NoWindow) as refused:
        window.open_window(lambda page: None, "en")
    assert refused.value.text("en") == "the window client could not be started: no permission"


def test_ctrl_c_while_the_window_is_open_closes_it_and_a_second_one_ends_the_process():
    import asyncio
    import os
    import signal
    from types import SimpleNamespace

    closed = []

    async def destroy():
        closed.append("destroyed")

    page = SimpleNamespace(window=SimpleNamespace(destroy=destroy))
    saved = {number: signal.getsignal(number) for number in window.STOP_SIGNALS}

    async def window_open():
        window.close_on_stop_signals(page)
        os.kill(os.getpid(), signal.SIGINT)
        for _ in range(100):
            if closed:
                break
            await asyncio.sleep(0.01)
        return signal.getsignal(signal.SIGINT), signal.getsignal(signal.SIGTERM)

    try:
        after = asyncio.run(window_open())
    finally:
        for number, handler in saved.items():
            signal.signal(number, handler)
    assert closed == ["destroyed"] and after == (signal.SIG_DFL, signal.SIG_DFL)
