"""The gate of the real `scorepad --web` process, reached through 127.0.0.1: on the network (0.0.0.0) nothing
without the link's secret; on loopback no secret but loopback names only; same-origin websockets always."""

from __future__ import annotations

import io

import pytest
from programs import cannot_run
from server_driver import ServerProcess, cookie_for, handshake_status, http_get, login

from scorepad.server.links import qr_terminal

ASSETS = ["/", "/match", "/main.dart.js", "/flutter_bootstrap.js", "/canvaskit/canvaskit.wasm",
          "/fonts/DejaVuSans-Scorepad.ttf", "/manifest.json", "/icons/icon-192.png", "/icon.png"]
REFUSED = b"Ask the scorer for the QR code"


@pytest.fixture(scope="module")
def network(tmp_path_factory):
    server = ServerProcess(tmp_path_factory.mktemp("data"), host="0.0.0.0").start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def loopback(tmp_path_factory):
    server = ServerProcess(tmp_path_factory.mktemp("data"), host="127.0.0.1").start()
    yield server
    server.stop()


@pytest.mark.parametrize("path", ASSETS)
def test_on_the_network_without_a_secret_no_page_and_no_asset_is_served(network, path):
    status, headers, body = http_get(network.port, path)
    assert status == 403 and REFUSED in body
    assert b"flutter" not in body.lower() and headers["Cache-Control"] == "no-store"


def test_on_the_network_without_a_secret_no_websocket_opens(network):
    assert handshake_status(network.port) == 403


def test_the_refusal_speaks_german_to_a_browser_that_prefers_it(network):
    _, _, body = http_get(network.port, "/", headers={"Accept-Language": "fr-FR, de;q=0.8, en;q=0.5"})
    assert "Frag den Schreiber nach dem QR-Code".encode() in body and b'lang="de"' in body


@pytest.mark.parametrize("role", ["host", "score", "watch"])
def test_each_link_gives_the_browser_a_token_of_its_own_that_opens_page_assets_and_websocket(network, role):
    secret = network.secrets()[role]
    status, headers, _ = http_get(network.port, f"/?key={secret}")
    assert status == 303 and headers["Location"] == "/"  # the secret leaves the address bar
    cookie = headers["Set-Cookie"]
    assert cookie.startswith(f"scorepad_{network.port}={role}.") and secret not in cookie  # names the role
    assert "HttpOnly" in cookie and "SameSite=Lax" in cookie and "Max-Age=43200" in cookie  # the evening
    token = cookie.split(";", 1)[0]
    for path in ASSETS:
        status, _, body = http_get(network.port, path, cookie=token)
        assert status == 200, path
    assert handshake_status(network.port, cookie=token) == 101
    assert token != login(network.port, secret)  # each browser its own


@pytest.mark.parametrize("role", ["host", "score", "watch"])
def test_a_cookie_with_a_links_secret_is_not_a_token_and_a_token_is_not_a_link(network, role):
    secret, token = network.secrets()[role], login(network.port, network.secrets()[role]).split("=", 1)[1]
    assert http_get(network.port, "/", cookie=cookie_for(network.port, secret))[0] == 403
    assert handshake_status(network.port, cookie=cookie_for(network.port, secret)) == 403
    status, headers, _ = http_get(network.port, f"/?key={token}")
    assert status == 403 and "Set-Cookie" not in headers


def test_a_link_into_the_app_keeps_the_rest_of_its_address(network):
    secret = network.secrets()["watch"]
    _, headers, _ = http_get(network.port, f"/match?id=abc&key={secret}")
    assert headers["Location"] == "/match?id=abc"
    _, headers, _ = http_get(network.port, f"//evil.example/?key={secret}")
    assert headers["Location"] == "/evil.example/"  # never a redirect to another host


def test_a_wrong_secret_or_a_forged_token_is_refused_in_the_link_in_the_cookie_and_at_the_websocket(network):
    wrong = network.secrets()["watch"][:-2] + "xx"
    status, headers, body = http_get(network.port, f"/?key={wrong}")
    assert status == 403 and REFUSED in body and "Set-Cookie" not in headers
    token = login(network.port, network.secrets()["watch"])
    role, expires, nonce, mac = token.split("=", 1)[1].split(".")
    for forged in (f"{role}.{expires}.{nonce}.{mac[:-2]}xx", f"host.{expires}.{nonce}.{mac}",
                   f"{role}.{int(expires) + 86400}.{nonce}.{mac}", wrong):
        assert http_get(network.port, "/main.dart.js", cookie=cookie_for(network.port, forged))[0] == 403, forged
        assert handshake_status(network.port, cookie=cookie_for(network.port, forged)) == 403, forged


def test_a_cookie_of_another_scorepad_port_does_not_open_this_one(network):
    token = login(network.port, network.secrets()["host"]).split("=", 1)[1]
    assert http_get(network.port, "/", cookie=f"scorepad_{network.port + 1}={token}")[0] == 403


@pytest.mark.parametrize("origin", ["http://evil.example", "null", None, "http://127.0.0.1:1"])
def test_on_the_network_a_websocket_from_a_foreign_origin_is_refused_even_with_the_secret(network, origin):
    cookie = login(network.port, network.secrets()["host"])
    assert handshake_status(network.port, cookie=cookie, origin=origin) == 403


def test_the_terminal_warns_and_prints_the_three_links_and_the_watch_links_qr_code(network):
    out = network.output()
    assert "WARNING: listening on the network (0.0.0.0)" in out
    secrets = network.secrets()
    assert len(set(secrets.values())) == 3
    assert f"http://127.0.0.1:{network.port}/?key={secrets['host']}" in out
    watch_url = next(word for word in out.split() if word.endswith(f"?key={secrets['watch']}"))
    drawn = io.StringIO()
    qr_terminal(watch_url, drawn)
    assert drawn.getvalue() in out


def test_on_loopback_no_secret_is_needed_for_page_assets_and_websocket(loopback):
    for path in ASSETS:
        assert http_get(loopback.port, path)[0] == 200, path
    assert handshake_status(loopback.port) == 101
    assert handshake_status(loopback.port, name="localhost") == 101


def test_on_loopback_the_terminal_prints_the_plain_address_and_no_warning(loopback):
    out = loopback.output()
    assert f"http://127.0.0.1:{loopback.port}/\n" in out and "key=" not in out and "WARNING" not in out


@pytest.mark.parametrize("origin", ["http://evil.example", "http://localhost:1", None])
def test_on_loopback_a_websocket_from_a_foreign_origin_is_refused(loopback, origin):
    assert handshake_status(loopback.port, origin=origin) == 403


def test_on_loopback_a_foreign_host_name_gets_nothing(loopback):
    # A page whose name was rebound to 127.0.0.1 (DNS rebinding) is same-origin with itself: the Host
    # header is what tells it apart.
    status, _, body = http_get(loopback.port, "/main.dart.js", headers={"Host": f"rebound.example:{loopback.port}"})
    assert status == 403 and REFUSED in body
    assert handshake_status(loopback.port, name="rebound.example") == 403


@pytest.mark.parametrize("server", ["network", "loopback"])
def test_no_foreign_page_may_frame_the_app(request, server):
    running = request.getfixturevalue(server)
    cookie = login(running.port, running.secrets()["host"]) if server == "network" else None
    _, headers, _ = http_get(running.port, "/", cookie=cookie)
    assert headers["X-Frame-Options"] == "DENY" and "frame-ancestors 'none'" in headers["Content-Security-Policy"]


@pytest.mark.slow
def test_bound_to_one_network_address_the_hosts_link_stays_on_127_0_0_1_and_answers_there(tmp_path):
    import time

    from scorepad.server.links import network_address

    address = network_address("0.0.0.0")  # this machine's own, the one `--host 192.168.1.5` names at a table
    if address is None:
        cannot_run("this machine has no network address to bind, only loopback (.ci/network_address gives CI one)")
    server = ServerProcess(tmp_path / "data", host=address)
    try:
        server.start()  # waits for 127.0.0.1 to answer
        deadline = time.monotonic() + 10
        while len(server.secrets()) < 3 and time.monotonic() < deadline:
            time.sleep(0.05)
        secrets, said = server.secrets(), server.output()
        assert f"http://127.0.0.1:{server.port}/?key={secrets['host']}" in said  # the host's own link
        assert f"http://{address}:{server.port}/?key={secrets['watch']}" in said  # the phones' links
        status, _, body = http_get(server.port, "/", cookie=login(server.port, secrets["host"]))
        assert status == 200 and b"<title>Scorepad</title>" in body
        # Nothing is sent to the network address itself: tests send traffic to loopback only (the gate behind
        # it is the same one, tested on 0.0.0.0 through 127.0.0.1 and, in the browser, through table.test).
    finally:
        server.stop()
