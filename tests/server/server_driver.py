"""Driving the real server for the security tests: `python -m scorepad --web` as a process (links read
from what it prints), or the same ASGI app under uvicorn in a thread when a test must reach the server's
objects (new links, seats); plain HTTP with urllib and Flet's websocket protocol with `websockets`."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import msgpack
import websockets

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))

from e2e_driver import CHROMIUM_ARGS, chromium_path, free_port, need_chromium  # noqa: E402,F401

LINK = re.compile(r"http://\S+?:(\d+)/\?key=([A-Za-z0-9_-]+)")
ROLES_IN_ORDER = ("host", "score", "watch")  # as the terminal prints them
REGISTER, PATCH, EVENT, UPDATE, INVOKE, CRASHED = 1, 2, 3, 4, 5, 6  # Flet 1.0.5 protocol actions
# `python -m scorepad` with the open-file limit (soft and hard) given as its first argument
LIMITED = (
    "import resource, runpy, sys; limit = int(sys.argv.pop(1)); "
    "resource.setrlimit(resource.RLIMIT_NOFILE, (limit, limit)); "
    "runpy.run_module('scorepad', run_name='__main__', alter_sys=True)"
)


class ServerProcess:
    """`python -m scorepad --web --host HOST` on a free port; its output is read as it comes."""

    def __init__(self, data_dir: Path, host: str = "0.0.0.0", file_limit: int | None = None):
        self.data_dir, self.host, self.port = Path(data_dir), host, free_port()
        self.file_limit = file_limit  # the process's open-file limit, soft and hard (None: as inherited)
        self.lines: list[str] = []
        self.process: subprocess.Popen | None = None

    def start(self, timeout: float = 40) -> ServerProcess:
        env = {**os.environ, "SCOREPAD_LANG": "en", "PYTHONUNBUFFERED": "1"}
        env.pop("DISPLAY", None)
        command = ["-m", "scorepad"] if self.file_limit is None else ["-c", LIMITED, str(self.file_limit)]
        self.process = subprocess.Popen(
            [
                sys.executable,
                *command,
                "--web",
                "--host",
                self.host,
                "--port",
                str(self.port),
                "--data-dir",
                str(self.data_dir),
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            env=env,
            cwd=ROOT,
            text=True,
            encoding="utf-8",
        )
        threading.Thread(target=self._read, daemon=True).start()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError("scorepad --web exited:\n" + self.output())
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.2):
                    return self
            except OSError:
                time.sleep(0.1)
        raise TimeoutError("scorepad --web did not start listening:\n" + self.output())

    def _read(self) -> None:
        for line in self.process.stdout:
            self.lines.append(line)

    def output(self) -> str:
        return "".join(self.lines)

    def secrets(self) -> dict[str, str]:
        """The secret of each printed link (host, score, watch), in the order the terminal prints them."""
        found = [m.group(2) for m in LINK.finditer(self.output())]
        return dict(zip(ROLES_IN_ORDER, found, strict=True))

    def stop(self) -> str:
        if self.process is not None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
            self.process = None
        return self.output()


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def http_get(port: int, path: str = "/", cookie: str | None = None, headers: dict | None = None):
    """GET http://127.0.0.1:port/path without following redirects: (status, headers, body)."""
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", headers=dict(headers or {}))
    if cookie:
        request.add_header("Cookie", cookie)
    try:
        with urllib.request.build_opener(NoRedirect).open(request, timeout=30) as reply:
            return reply.status, reply.headers, reply.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def pack(action: int, body: dict) -> bytes:
    return b"\x00" + msgpack.packb([action, body])


def unpack(frame: bytes):
    return msgpack.unpackb(frame[1:], strict_map_key=False)


def register_frame(session_id: str = "", width: int = 400) -> bytes:
    page = {"route": "/", "width": width, "height": 800}
    return pack(REGISTER, {"session_id": session_id, "page_name": "", "page": page})


class FletClient:
    """A raw Flet web client on a websocket: registers, reads patches, sends events; like a client that
    does nothing, it answers every method call at once (with no result)."""

    def __init__(self, socket_):
        self.ws = socket_
        self.session_id: str | None = None
        self.page_id: int | None = None
        self.messages: list = []

    async def register(self, session_id: str = "", width: int = 400) -> str:
        await self.ws.send(register_frame(session_id, width))
        for _ in range(1000):
            action, body = await self.receive()
            if action == REGISTER:
                self.session_id = body["session_id"]
                self.page_id = body["page_patch"]["_i"] if isinstance(body["page_patch"], dict) else None
                return self.session_id
        raise AssertionError("no REGISTER reply")

    async def receive(self, timeout: float = 15):
        message = unpack(await asyncio.wait_for(self.ws.recv(), timeout))
        self.messages.append(message)
        if message[0] == INVOKE:
            body = message[1]
            await self.ws.send(
                pack(
                    INVOKE,
                    {"control_id": body["control_id"], "call_id": body["call_id"], "result": None, "error": None},
                )
            )
        return message

    async def until(self, text: str, timeout: float = 30) -> None:
        """Read messages until one carries `text`."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not any(text in str(message) for message in self.messages):
            await self.receive(timeout=max(0.1, deadline - loop.time()))

    async def click(self, control_id: int) -> None:
        await self.ws.send(pack(EVENT, {"target": control_id, "name": "click", "data": None}))

    async def settle(self, quiet: float = 0.3, timeout: float = 15) -> None:
        """Read what the server sends until it has said nothing for `quiet` seconds (at most `timeout`)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while loop.time() < deadline:
            try:
                await self.receive(timeout=quiet)
            except TimeoutError:
                return

    def button(self, label: str) -> int:
        """The id of the newest button that says `label` (a redrawn button is a new control)."""
        found = None
        for message in self.messages:
            stack = [message]
            while stack:
                item = stack.pop()
                if isinstance(item, dict):
                    if str(item.get("_c", "")).endswith("Button") and repr(label) in str(item):
                        found = item["_i"]
                    stack.extend(item.values())
                elif isinstance(item, (list, tuple)):
                    stack.extend(item)
        if found is None:
            raise AssertionError(f"no button {label!r}")
        return found


def raw_websocket(port: int, cookie: str | None = None, source: str = "127.0.0.1") -> socket.socket:
    """A websocket to 127.0.0.1:port opened by hand (handshake read), for frames no library would send."""
    import base64

    sock = socket.create_connection(("127.0.0.1", port), timeout=10, source_address=(source, 0))
    key = base64.b64encode(os.urandom(16)).decode()
    head = (
        f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1:{port}\r\n"
        + (f"Cookie: {cookie}\r\n" if cookie else "")
        + "\r\n"
    )
    sock.sendall(head.encode())
    answer = b""
    while b"\r\n\r\n" not in answer:
        chunk = sock.recv(4096)
        if not chunk:
            raise ConnectionError(f"the handshake was refused: {answer!r}")
        answer += chunk
    if not answer.startswith(b"HTTP/1.1 101"):
        raise ConnectionError(f"the handshake was refused: {answer[:40]!r}")
    return sock


def ws_frame(payload: bytes, opcode: int = 0x2) -> bytes:
    """One masked websocket frame from a client (binary by default; 0x8 is a close)."""
    mask = os.urandom(4)
    size = len(payload)
    length = bytes([0x80 | size]) if size < 126 else bytes([0x80 | 126]) + size.to_bytes(2, "big")
    return bytes([0x80 | opcode]) + length + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def closed_by_server(sock: socket.socket, timeout: float = 10) -> bool:
    """True when the server closes `sock` within `timeout` (whatever it sent before is read and dropped)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        sock.settimeout(max(0.01, deadline - time.monotonic()))
        try:
            if not sock.recv(65536):
                return True
        except TimeoutError:
            return False
        except OSError:  # reset
            return True
    return False


async def connect(port: int, cookie: str | None = None, origin: str | None = "same", name: str = "127.0.0.1"):
    """Open Flet's websocket on 127.0.0.1:port like a browser would: the page's Origin, the cookie; `name`
    is the host name the client thinks it talks to (Host header), the connection still goes to 127.0.0.1."""
    headers = {}
    if origin == "same":
        origin = f"http://{name}:{port}"
    if origin:
        headers["Origin"] = origin
    if cookie:
        headers["Cookie"] = cookie
    return await websockets.connect(
        f"ws://{name}:{port}/ws", host="127.0.0.1", port=port, additional_headers=headers, open_timeout=15
    )


def handshake_status(port: int, **options) -> int:
    """101 when the websocket opens and Flet registers the client, else the HTTP status of the refusal."""

    async def attempt() -> int:
        try:
            socket_ = await connect(port, **options)
        except websockets.InvalidStatus as refused:
            return refused.response.status_code
        async with socket_:
            await FletClient(socket_).register()
        return 101

    return in_thread(attempt)


def cookie_for(port: int, secret: str) -> str:
    """A Cookie header carrying `secret` itself, as a browser never gets it (the gate gives tokens)."""
    return f"scorepad_{port}={secret}"


def login(port: int, secret: str) -> str:
    """Open a link (`/?key=secret`) as a browser does: the Cookie header the gate's answer sets."""
    status, headers, _ = http_get(port, f"/?key={secret}")
    if status != 303:
        raise AssertionError(f"the link was refused: {status}")
    return headers["Set-Cookie"].split(";", 1)[0]


def in_thread(make_coroutine, timeout: float = 120):
    """Run a coroutine in a fresh event loop in its own thread: the browser tests' Playwright keeps a loop
    running in the main thread for the whole session, where asyncio.run cannot start another."""
    outcome: dict = {}

    def work() -> None:
        try:
            outcome["value"] = asyncio.run(make_coroutine())
        except BaseException as error:  # handed to the test's thread
            outcome["error"] = error

    worker = threading.Thread(target=work, daemon=True)
    worker.start()
    worker.join(timeout)
    if worker.is_alive():
        raise TimeoutError("the websocket exchange did not finish")
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")


class ServerThread:
    """The same app as `scorepad --web` (gate, Flet, seats) under uvicorn in a thread of the test process,
    for tests that must reach the server's objects: `serving` (new links, the shared table, sessions)."""

    def __init__(self, store, host: str = "0.0.0.0", make_main=None, limits=None):
        self.store, self.host, self.limits = store, host, limits
        self._serve_on(free_port())
        self.make_main = make_main
        self.loop: asyncio.AbstractEventLoop | None = None

    def _serve_on(self, port: int) -> None:
        from scorepad.server.app import Serving

        self.port = port
        self.serving = Serving(self.store, "en", self.host, port, limits=self.limits)

    def __enter__(self) -> ServerThread:
        for _ in range(5):  # a free port can be taken by another process before uvicorn binds it
            if self._started():
                return self
            self._serve_on(free_port())
        raise RuntimeError("the server thread did not start")

    def _started(self) -> bool:
        import uvicorn

        from scorepad.server.app import config
        from scorepad.ui.app import make_main

        self.server = uvicorn.Server(config(self.serving, self.make_main or make_main))
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 30
        while not self.server.started:
            if not self.thread.is_alive():
                self.loop.close()
                return False
            if time.monotonic() > deadline:
                raise RuntimeError("the server thread did not start")
            time.sleep(0.05)
        return True

    def _serve(self) -> None:
        with contextlib.suppress(SystemExit):  # uvicorn's way of saying the port was taken: __enter__ tries another
            self.loop.run_until_complete(self.server.serve())

    def call(self, coroutine, timeout: float = 30):
        """Run `coroutine` on the server's own event loop (as a UI handler would) and return its result."""
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)

    def secret(self, role: str) -> str:
        return self.serving.keys.secret(role)

    def cookie(self, role: str) -> str | None:
        """The Cookie header of a browser that opened `role`'s link now (None on loopback: no cookie)."""
        secret = self.secret(role)
        return None if secret is None else login(self.port, secret)

    def __exit__(self, *exc) -> None:
        self.server.should_exit = True
        self.thread.join(30)
        self.loop.close()
