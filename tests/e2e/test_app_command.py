"""`scorepad` and `scorepad --web` as a user runs them: the URLs printed, clear one-line failures."""

import socket
import subprocess
import sys

from e2e_driver import ROOT, Server


def scorepad(*args, timeout=30):
    return subprocess.run([sys.executable, "-m", "scorepad", "--lang", "en", *args], capture_output=True, text=True,
                          timeout=timeout, cwd=ROOT)


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


def test_a_data_folder_that_cannot_be_made_is_one_clear_line(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    result = scorepad("--web", "--port", "0", "--data-dir", str(blocker / "data"))
    assert result.returncode != 0
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("scorepad: ") and "Traceback" not in result.stderr
