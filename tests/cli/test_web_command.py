"""`scorepad` and `scorepad --web` as a user runs them: the URLs printed (a real server process), clear
one-line failures (in this process: tests/command.py)."""

import socket
import subprocess
import sys
from pathlib import Path

import pytest

from command import in_process
from programs import cannot_run

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "e2e"))
from e2e_driver import ROOT, Server, free_port  # noqa: E402


def scorepad(*args, lang="en"):
    done = in_process("--lang", lang, *args, cwd=ROOT)
    return subprocess.CompletedProcess(args, done.code, done.out, done.err)


@pytest.mark.slow
def test_the_web_server_prints_where_to_open_it_and_serves_the_page(tmp_path):
    server = Server(tmp_path / "data").start()
    try:
        with socket.create_connection(("127.0.0.1", server.port)) as conn:
            conn.sendall(b"GET / HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n")
            reply = conn.makefile("rb").read()
        assert reply.startswith(b"HTTP/1.1 200") and b"flutter" in reply.lower()
    finally:
        out = server.stop()
    assert f"http://127.0.0.1:{server.port}/" in out


def test_a_busy_port_is_one_clear_line(tmp_path):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        result = scorepad("--web", "--port", str(port), "--data-dir", str(tmp_path))
    assert result.returncode != 0
    assert result.stderr.strip() == f"scorepad: Port {port} is in use; pick another with --port."


def test_bound_to_one_network_address_a_busy_port_on_loopback_is_the_same_line(tmp_path):
    """The server listens on 127.0.0.1 beside the address (the host's own link): that port must be free too."""
    from scorepad.server.links import network_address

    address = network_address("0.0.0.0")
    if address is None:
        cannot_run("this machine has no network address to bind, only loopback (.ci/network_address gives CI one)")
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        result = scorepad("--web", "--host", address, "--port", str(port), "--data-dir", str(tmp_path))
    assert result.returncode != 0
    assert result.stderr.strip() == f"scorepad: Port {port} is in use; pick another with --port."


def test_a_data_folder_that_cannot_be_made_is_one_clear_line(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    result = scorepad("--web", "--port", str(free_port()), "--data-dir", str(blocker / "data"))
    assert result.returncode != 0
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("scorepad: ") and "Traceback" not in result.stderr


# where to serve -> the English and the German line; each refused before anything starts (exit 2)
ADDRESSES = [
    (
        ("--port", "99999"),
        "--port 99999: a port is a number from 1 to 65535",
        "--port 99999: ein Port ist eine Zahl von 1 bis 65535",
    ),
    (
        ("--port", "-1"),
        "--port -1: a port is a number from 1 to 65535",
        "--port -1: ein Port ist eine Zahl von 1 bis 65535",
    ),
    (
        ("--port", "0"),
        "--port 0: a port is a number from 1 to 65535",
        "--port 0: ein Port ist eine Zahl von 1 bis 65535",
    ),
    (
        ("--host", "nonsense.invalid"),
        "--host nonsense.invalid: no such address (the name does not resolve)",
        "--host nonsense.invalid: diese Adresse gibt es nicht (der Name lässt sich nicht auflösen)",
    ),
    (
        ("--host", "192.0.2.1"),  # a documentation address (RFC 5737): no machine has it
        "--host 192.0.2.1: not an address of this computer (use 127.0.0.1, 0.0.0.0 or one of its own addresses)",
        (
            "--host 192.0.2.1: keine Adresse dieses Rechners (127.0.0.1, 0.0.0.0 oder eine seiner eigenen Adressen "
            "angeben)"
        ),
    ),
]


@pytest.mark.parametrize("web", [("--web",), ()], ids=["web", "window"])
@pytest.mark.parametrize("address, english, german", ADDRESSES)
def test_a_port_or_host_that_cannot_be_served_is_its_own_line_and_exit_2(tmp_path, address, english, german, web):
    for lang, line in (("en", english), ("de", german)):
        result = scorepad(*web, *address, "--data-dir", str(tmp_path / "data"), lang=lang)
        assert (result.returncode, result.stderr, result.stdout) == (2, f"scorepad: {line}\n", "")
    assert not (tmp_path / "data").exists()  # checked before the store was opened


@pytest.mark.slow
def test_python_main_py_on_a_computer_is_scorepad_and_installs_nothing(tmp_path):
    """Flet's own start (flet run runs main.py) would pip-install flet-desktop; main.py hands over to scorepad."""
    version = subprocess.run(
        [sys.executable, "main.py", "--version"], capture_output=True, text=True, timeout=30, cwd=ROOT
    )
    refused = subprocess.run(
        [sys.executable, "main.py", "--lang", "en", "--port", "99999"],
        capture_output=True,
        text=True,
        timeout=30,
        cwd=ROOT,
    )
    assert version.stdout.startswith("scorepad ") and version.returncode == 0
    assert (refused.returncode, refused.stderr) == (2, "scorepad: --port 99999: a port is a number from 1 to 65535\n")
