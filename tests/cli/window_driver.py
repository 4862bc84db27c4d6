"""The real `scorepad` on a virtual display (Debian's Xvfb) with a home of its own, read line by line; and the
stand-ins for Flet's download: a server that never answers, one that answers 404, a client archive on disk."""

from __future__ import annotations

import http.server
import io
import os
import queue
import signal
import socket
import subprocess
import sys
import tarfile
import threading
import time
from contextlib import contextmanager
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from command import entry_point  # noqa: E402
from programs import cannot_run, need_program, virtual_display  # noqa: E402,F401  (virtual_display: for test_window)


def need_flet_desktop():
    """flet_desktop (the test extra installs it); missing: a skip here, a failure in CI."""
    try:
        import flet_desktop
    except ImportError:
        cannot_run("flet-desktop is not installed (pip install -e '.[test]')")
    return flet_desktop


def ctrl_c_as_at_a_terminal():
    """In the child before it starts: SIGINT ends it, as for a program in a terminal's foreground. A background job
    of a non-interactive shell (CI started as `bash .ci/run &`) ignores SIGINT, and its children inherit that."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


class Scorepad:
    """`scorepad` as a subprocess in its own session, its output lines collected as they come."""

    def __init__(self, home: Path, *args: str, env: dict | None = None):
        command = entry_point()
        opened = home / "browser-opened"
        browser = home / "browser"
        browser.write_text(f'#!/bin/sh\necho "$1" >> {opened}\n')
        browser.chmod(0o755)
        environ = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG", "SCOREPAD_", "FLET_", "DISPLAY"))}
        environ.update({"HOME": str(home), "BROWSER": f"{browser} %s", "PYTHONUNBUFFERED": "1", "LANG": "C.UTF-8", **(env or {})})
        self.opened = opened
        self.lines: queue.Queue = queue.Queue()
        self.seen: list[str] = []
        self.process = subprocess.Popen([command, *args], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                        env=environ, cwd=home, start_new_session=True, preexec_fn=ctrl_c_as_at_a_terminal)
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def wait_for(self, words: str, timeout: float) -> str:
        """The first line with `words`, read within `timeout` seconds (else the test fails with what came)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                line = self.lines.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                break
            if line is None:
                break
            self.seen.append(line)
            if words in line:
                return line
        raise AssertionError(f"no line with {words!r} within {timeout} s; scorepad said: {self.seen}")

    def wait_listening(self, port: int, timeout: float = 30) -> None:
        """Until the browser's server answers on `port` (a Ctrl+C then stops a serving app)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and self.process.poll() is None:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                    return
            except OSError:
                time.sleep(0.1)
        raise AssertionError(f"nothing listens on {port}; scorepad said: {self.seen}")

    def stop(self, number=signal.SIGINT, timeout: float = 20) -> tuple[int, list[str]]:
        """Send a signal, as Ctrl+C does; the exit code and every line said."""
        self.process.send_signal(number)
        try:
            code = self.process.wait(timeout=timeout)
        finally:
            self.kill()
        while (line := self._next()) is not None:
            self.seen.append(line)
        return code, self.seen

    def _next(self):
        try:
            return self.lines.get(timeout=2)
        except queue.Empty:
            return None

    def kill(self):
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=10)


@contextmanager
def silent_server():
    """A server on 127.0.0.1 that accepts every connection and never answers; yields its port."""
    listener = socket.create_server(("127.0.0.1", 0))
    listener.settimeout(0.2)
    held, done = [], threading.Event()

    def accept():
        while not done.is_set():
            try:
                held.append(listener.accept()[0])
            except OSError:
                continue

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    try:
        yield listener.getsockname()[1]
    finally:
        done.set()
        thread.join(timeout=5)
        for conn in held:
            conn.close()
        listener.close()


@contextmanager
def not_found_server():
    """An HTTP server on 127.0.0.1 that answers every request 404 Not Found; yields its port."""

    class NotFound(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_error(404, "Not Found")

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), NotFound)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True)
    thread.start()
    try:
        yield server.server_address[1]
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


def client_archive(folder: Path, name: str, program: str) -> Path:
    """A stand-in for Flet's client archive: `flet/flet` is the shell script `program`."""
    path = folder / name
    with tarfile.open(path, "w:gz") as archive:
        data = program.encode()
        member = tarfile.TarInfo("flet/flet")
        member.size, member.mode = len(data), 0o755
        archive.addfile(member, io.BytesIO(data))
    return path


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]
