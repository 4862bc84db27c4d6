"""The hand-over link's payload both ways: raw DEFLATE (RFC 1951) of the match file exactly as `scorepad export`
writes it, in base64url without padding; and the links refused: damaged, cut short, made by a newer Scorepad."""

import base64
import json
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from evenings import evening, evening_file
from scorepad.rules import problems as P
from scorepad.rules.handover import MAX_FILE, file_of, link_of, payload_in, payload_of, read_payload, site_address
from scorepad.stats.export import match_file_text
from tiers import examples

SITE = "https://anna.example/scorepad/"


def exported(players=4, hands=12, stories=True, **names) -> bytes:
    data = evening_file(evening(players, hands, stories=stories))
    data["players"] = [names.get(p, p) for p in data["players"]]
    return match_file_text(data).encode("utf-8")


def raw_deflate(data: bytes) -> bytes:
    """What the contract names, done by other means than the codec: zlib.compressobj(wbits=-15)."""
    packer = zlib.compressobj(wbits=-15)
    return packer.compress(data) + packer.flush()


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


@settings(max_examples=examples(100), deadline=None)
@given(
    st.integers(3, 6),
    st.integers(0, 30),
    st.booleans(),
    st.integers(0, 10**6),
    st.text(st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=12),
)
def test_a_payload_decodes_to_the_export_byte_for_byte(players, hands, stories, seed, name):
    data = evening_file(evening(max(players, 4), hands, seed, stories))
    data["players"][0] = name  # any letters: umlauts, emoji, a right-to-left mark (written as its \u escape)
    file = match_file_text(data).encode("utf-8")
    assert file_of(payload_of(file)) == (file, None)
    assert json.loads(file) == data  # the text is the same data


@settings(max_examples=examples(200), deadline=None)
@given(st.binary(max_size=3000))
def test_any_bytes_come_back_as_they_went_in(data):
    assert file_of(payload_of(data)) == (data, None)


def test_the_payload_is_raw_deflate_in_base64url_without_padding():
    file = exported()
    payload = payload_of(file)
    assert set(payload) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    assert zlib.decompress(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)), wbits=-15) == file
    assert file_of(b64url(raw_deflate(file))) == (file, None)  # another encoder's stream reads too


def test_a_link_is_the_site_then_take_then_the_payload():
    assert link_of(SITE, "abc") == "https://anna.example/scorepad/#/take/abc"
    assert link_of("https://anna.example/scorepad/#/match/x", "abc") == "https://anna.example/scorepad/#/take/abc"


@pytest.mark.parametrize(
    "text, payload",
    [
        ("https://anna.example/scorepad/#/take/AbC-_9", "AbC-_9"),
        ("Our match: https://anna.example/#/take/AbC-_9 (scan or tap)", "AbC-_9"),
        ("  https://anna.example/#/take/AbC\n", "AbC"),
        ("/take/AbC", "AbC"),
        ("https://anna.example/scorepad/#/match/abc", None),
        ("match.json", None),
    ],
)
def test_the_payload_is_found_in_a_link_as_a_share_sheet_gives_it(text, payload):
    assert payload_in(text) == payload


def test_a_payload_read_gives_the_match_file_data_for_an_import():
    file = exported(stories=True)
    assert read_payload(payload_of(file)) == (json.loads(file), None)


def test_a_link_cut_anywhere_is_refused_as_cut_short():
    payload = payload_of(exported())
    for end in range(1, len(payload)):
        data, problem = read_payload(payload[:end])
        assert data is None and problem.code == P.LINK_CUT_SHORT, end


@pytest.mark.parametrize(
    "damage",
    [
        lambda p: p[:40] + "%" + p[41:],  # a letter no base64url has
        lambda p: p[:40] + " " + p[40:],
        lambda p: p + "AAAA",  # bytes after the stream's end
        lambda p: p[len(p) // 2 :] + p[: len(p) // 2],  # its halves swapped
        lambda p: "A" + p[1:] if p[0] != "A" else "B" + p[1:],  # its first block's header changed
        lambda p: "",
        lambda p: b64url(b"not deflate at all, just words"),
        lambda p: b64url(raw_deflate(b'{"format": "scorepad-match", "players": ["Anna"]}')),  # a stream, but no match
        lambda p: b64url(raw_deflate(b"not json")),
        lambda p: b64url(raw_deflate(b"\xff\xfe not text")),
        lambda p: b64url(
            raw_deflate(
                match_file_text({**json.loads(exported()), "rules": {"variant": "standard", "Target": 50}}).encode()
            )
        ),
    ],
)
def test_a_damaged_link_is_refused_as_damaged(damage):  # a misspelt rule too: this version reads files strictly
    data, problem = read_payload(damage(payload_of(exported())))
    assert data is None and problem.code == P.LINK_DAMAGED


def test_a_link_that_inflates_beyond_the_limit_is_refused_unread():
    payload = b64url(raw_deflate(b" " * (MAX_FILE + 1)))
    assert len(payload) < 2000
    assert file_of(payload) == (None, file_of(payload)[1]) and file_of(payload)[1].code == P.LINK_DAMAGED


@pytest.mark.parametrize(
    "change",
    [
        {"version": 3},
        {"version": 2, "needs": ["story", "teleporting"]},
        {"version": 2, "needs": ["story", "jokers"], "rules": {"variant": "standard", "jokers": True}},
    ],
)
def test_a_link_made_by_a_newer_scorepad_is_refused_as_newer(change):
    data = {**json.loads(exported()), **change}
    _, problem = read_payload(payload_of(match_file_text(data).encode()))
    assert problem.code == P.LINK_NEWER


@pytest.mark.parametrize(
    "url, site",
    [
        ("https://anna.example/scorepad/", "https://anna.example/scorepad/"),
        ("https://anna.example/scorepad", "https://anna.example/scorepad"),
        ("http://127.0.0.1:8000/#/match/abc", "http://127.0.0.1:8000/"),
        ("  https://anna.example/?x=1#frag ", "https://anna.example/?x=1"),
        ("ftp://anna.example/", ""),
        ("anna.example/scorepad", ""),
        ("https://", ""),
    ],
)
def test_a_sites_address_is_an_http_address_without_its_fragment(url, site):
    assert site_address(url) == site
