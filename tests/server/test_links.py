"""The secrets, the links built from them, their QR codes, and the gate's small decisions (language,
same origin, loopback names)."""

from __future__ import annotations

import base64
import io

import pytest
import segno
from hypothesis import given
from hypothesis import strategies as st

from scorepad.seating import HOST, SCORE, WATCH
from scorepad.server.announce import announce
from scorepad.server.secret_gate import language, loopback_name, same_origin
from scorepad.server.link_secrets import LOCAL, Keys
from scorepad.server.links import Links, is_loopback, listen_addresses, qr_data_url, qr_modules, qr_png, qr_svg


def test_on_the_network_each_role_has_its_own_secret_and_only_it_grants_that_role():
    keys = Keys(network=True)
    secrets = {role: keys.secret(role) for role in (HOST, SCORE, WATCH)}
    assert len(set(secrets.values())) == 3 and all(len(s) >= 22 for s in secrets.values())
    for role, secret in secrets.items():
        assert keys.grant_for(secret).role == role
        assert secret not in keys.grant_for(secret).key  # the key names the secret without giving it away
    assert keys.grant_for(secrets[WATCH][:-1]) is None and keys.grant_for("") is None and keys.grant_for(None) is None


def test_new_links_renew_score_and_watch_and_keep_the_hosts():
    keys = Keys(network=True)
    before = {role: keys.secret(role) for role in (HOST, SCORE, WATCH)}
    old = keys.renew()
    assert {grant.role for grant in old} == {SCORE, WATCH}
    assert keys.secret(HOST) == before[HOST] and keys.grant_for(before[HOST]).role == HOST
    for role in (SCORE, WATCH):
        assert keys.secret(role) != before[role] and keys.grant_for(before[role]) is None
        assert keys.grant_for(keys.secret(role)).key != next(g.key for g in old if g.role == role)


def test_on_loopback_there_are_no_secrets_and_everyone_is_the_host():
    keys = Keys(network=False)
    assert keys.secret(WATCH) is None and keys.grant_for(None) is LOCAL and keys.renew() == []
    links = Links(keys, "127.0.0.1", 8550, bound="127.0.0.1")
    assert links.url(WATCH) == "http://127.0.0.1:8550/" and links.here() == "http://127.0.0.1:8550/"


def test_links_carry_the_secret_and_name_the_host_the_way_a_phone_reaches_it():
    keys = Keys(network=True)
    links = Links(keys, "192.168.1.5", 8550, bound="0.0.0.0")
    assert links.url(WATCH) == f"http://192.168.1.5:8550/?key={keys.secret(WATCH)}"
    assert links.here() == f"http://127.0.0.1:8550/?key={keys.secret(HOST)}"
    assert Links(keys, "fe80::1", 8550, bound="::").url(SCORE).startswith("http://[fe80::1]:8550/?key=")


# bound to, listening on, the host's own link (on this machine: a loopback address, a secure context)
HERE = [("0.0.0.0", ("0.0.0.0",), "127.0.0.1"), ("::", ("::",), "127.0.0.1"),
        ("192.168.1.5", ("192.168.1.5", "127.0.0.1"), "127.0.0.1"), ("fd00::5", ("fd00::5", "::1"), "[::1]"),
        ("scorepad.lan", ("scorepad.lan", "127.0.0.1"), "127.0.0.1"),
        ("127.0.0.2", ("127.0.0.2",), "127.0.0.2"), ("localhost", ("localhost",), "localhost")]


@pytest.mark.parametrize("bound, listening, here", HERE)
def test_the_hosts_own_link_stays_on_loopback_also_when_bound_to_one_network_address(bound, listening, here):
    keys = Keys(network=not is_loopback(bound))
    assert listen_addresses(bound) == listening
    assert Links(keys, "192.168.1.5", 8550, bound=bound).here().startswith(f"http://{here}:8550/")


@pytest.mark.parametrize("host, loopback", [("127.0.0.1", True), ("localhost", True), ("::1", True), ("127.0.0.2", True),
                                            ("0.0.0.0", False), ("::", False), ("", False), ("192.168.1.5", False)])
def test_only_a_loopback_bind_address_goes_without_secrets(host, loopback):
    assert is_loopback(host) is loopback


def test_the_qr_codes_are_the_links_code_as_png_svg_and_data_url():
    url = "http://192.168.1.5:8550/?key=abcdefghijklmnopqrstuv"
    png = qr_png(url, scale=4)
    size = (segno.make(url, error="m").symbol_size(scale=4, border=4))[0]
    assert png.startswith(b"\x89PNG\r\n\x1a\n") and int.from_bytes(png[16:20], "big") == size
    svg = qr_svg(url)
    modules = qr_modules(url)
    assert modules == segno.make(url, error="m").symbol_size(border=4)[0]
    # what makes Flet's Image draw it as vector paths (flutter_svg), scaled by its viewBox, black on white
    assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg" ') and f'viewBox="0 0 {modules} {modules}"' in svg
    assert f'<path fill="#fff" d="M0 0h{modules}v{modules}h-{modules}z"/>' in svg and 'stroke="#000"' in svg
    assert base64.b64decode(qr_data_url(url).split(",", 1)[1]) == qr_png(url)
    assert qr_data_url(url, kind="svg").startswith("data:image/svg+xml")


def test_the_terminal_shows_the_watch_link_as_a_qr_code_and_warns_in_german_too():
    keys = Keys(network=True)
    out = io.StringIO()
    announce(Links(keys, "192.168.1.5", 8550, bound="0.0.0.0"), "de", out)
    text = out.getvalue()
    assert text.startswith("WARNUNG: Scorepad ist im Netzwerk erreichbar (0.0.0.0)")
    assert f"?key={keys.secret(WATCH)}" in text and "▀" in text and text.rstrip().endswith("Beenden mit Strg+C.")


@pytest.mark.parametrize("header, lang", [("de-DE,de;q=0.9,en;q=0.8", "de"), ("en-US,en;q=0.9,de;q=0.8", "en"),
                                          ("fr-FR, de;q=0.8, en;q=0.5", "de"), ("en;q=0.4, de;q=0.7", "de"),
                                          ("", "en"), ("fr, es", "en"), ("de;q=0, fr", "en"), ("de;q=x", "en")])
def test_the_refusal_page_speaks_the_browsers_first_choice_of_german_or_english(header, lang):
    assert language(header) == lang


@pytest.mark.parametrize("origin, host, scheme, same", [
    ("http://127.0.0.1:8550", "127.0.0.1:8550", "ws", True),
    ("http://192.168.1.5:8550", "192.168.1.5:8550", "ws", True),
    ("https://192.168.1.5:8550", "192.168.1.5:8550", "ws", False),
    ("http://192.168.1.5:8551", "192.168.1.5:8550", "ws", False),
    ("http://evil.example", "192.168.1.5:8550", "ws", False),
    ("null", "192.168.1.5:8550", "ws", False),
    (None, "192.168.1.5:8550", "ws", False),
])
def test_a_websocket_is_same_origin_only_with_the_pages_own_scheme_host_and_port(origin, host, scheme, same):
    assert same_origin(origin, host, scheme) is same


@pytest.mark.parametrize("host, loopback", [("127.0.0.1:8550", True), ("localhost:8550", True), ("[::1]:8550", True),
                                            ("LOCALHOST", True), ("rebound.example:8550", False),
                                            ("192.168.1.5:8550", False), ("", False), ("127.0.0.1.nip.io", False)])
def test_on_loopback_only_loopback_host_names_are_served(host, loopback):
    assert loopback_name(host) is loopback


class Clock:
    def __init__(self):
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.mark.parametrize("role", [HOST, SCORE, WATCH])
def test_a_browsers_token_names_its_role_carries_no_secret_and_is_its_own(role):
    keys = Keys(network=True)
    grant = keys.grant_for(keys.secret(role))
    token, other = keys.token_for(grant), keys.token_for(grant)
    assert token.startswith(f"{role}.") and keys.secret(role) not in token and token != other
    assert keys.grant_for_token(token) == grant == keys.grant_for_token(other)
    assert keys.grant_for(token) is None and keys.grant_for_token(keys.secret(role)) is None


def test_a_token_ends_with_the_evening():
    clock = Clock()
    keys = Keys(network=True, clock=clock)
    token = keys.token_for(keys.grant_for(keys.secret(WATCH)))
    clock.now += 12 * 3600 - 1
    assert keys.grant_for_token(token) is not None
    clock.now += 2
    assert keys.grant_for_token(token) is None


def test_new_links_revoke_every_score_and_watch_token_and_keep_the_hosts():
    keys = Keys(network=True)
    tokens = {role: keys.token_for(keys.grant_for(keys.secret(role))) for role in (HOST, SCORE, WATCH)}
    keys.renew()
    assert keys.grant_for_token(tokens[HOST]).role == HOST
    assert keys.grant_for_token(tokens[SCORE]) is None and keys.grant_for_token(tokens[WATCH]) is None
    assert keys.grant_for_token(keys.token_for(keys.grant_for(keys.secret(WATCH)))).role == WATCH


def test_a_token_of_another_server_or_a_changed_one_gives_nothing():
    keys, other = Keys(network=True), Keys(network=True)
    token = other.token_for(other.grant_for(other.secret(HOST)))
    assert keys.grant_for_token(token) is None
    mine = keys.token_for(keys.grant_for(keys.secret(WATCH)))
    role, expires, nonce, mac = mine.split(".")
    for changed in (f"host.{expires}.{nonce}.{mac}", f"{role}.{int(expires) + 1}.{nonce}.{mac}",
                    f"{role}.{expires}.{nonce}x.{mac}", f"{role}.{expires}.{nonce}", f"{mine}.x", "", None):
        assert keys.grant_for_token(changed) is None, changed


@given(st.text(max_size=120))
def test_no_string_is_a_token_by_chance(text):
    assert Keys(network=True).grant_for_token(text) is None


def test_on_loopback_every_browser_is_the_host_without_a_token():
    assert Keys(network=False).grant_for_token(None) is LOCAL
