"""The input limits every reader shares: any JSON text or value is read as a match or refused with a problem
code, named by its field; nothing raises, however deep, long or broken the input."""

import json

import pytest
from dealt import matches
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorepad.rules import check_match_file, match_from_dict, match_to_dict, scorecard
from scorepad.rules import problems as P
from scorepad.rules.limits import FILE_DEPTH, MAX_DEPTH, MAX_TEXT, check_value, load_json
from scorepad.rules.matchfile import read_match_file
from tiers import examples

CODES = {value for name, value in vars(P).items() if name.isupper() and isinstance(value, str)}
PLAYERS = '"players": ["A", "B", "C"]'


def nested(depth: int, inner: str = "1") -> str:
    return "[" * depth + inner + "]" * depth


# a match file's text -> the first problem: its code, its hand and its field
TEXTS = [
    ('{%s, "first_dealer": %s}' % (PLAYERS, "9" * 5000), P.NUMBER_TOO_LONG, None, "first_dealer"),
    ('{%s, "note": %s}' % (PLAYERS, "-" + "9" * 19), P.NUMBER_TOO_LONG, None, "note"),
    ('{%s, "rules": {"target": %s}}' % (PLAYERS, "1" * 4000), P.NUMBER_TOO_LONG, None, "rules.target"),
    ('{%s, "note": 1e999}' % PLAYERS, P.NUMBER_INVALID, None, "note"),
    ('{%s, "note": NaN}' % PLAYERS, P.NUMBER_INVALID, None, "note"),
    ('{%s, "hands": [{"points": [13, 13, -Infinity]}]}' % PLAYERS, P.NUMBER_INVALID, 1, "points"),
    ('{%s, "note": %s}' % (PLAYERS, nested(MAX_DEPTH)), P.TOO_DEEP, None, "note"),
    ('{%s, "note": %s}' % (PLAYERS, nested(490)), P.TOO_DEEP, None, "note"),
    ('{%s, "hands": [{"points": [13, 13, 0], "at": %s}]}' % (PLAYERS, nested(700)), P.TOO_DEEP, 1, "at"),
    ('{%s, "note": "%s"}' % (PLAYERS, "x" * (MAX_TEXT + 1)), P.TEXT_TOO_LONG, None, "note"),
    ('{"players": ["A", "\\ud800", "C"]}', P.TEXT_NOT_UNICODE, None, "players"),
    ('{%s, "hands": [{"points": [13, 13, 0], "by": "\\udfff"}]}' % PLAYERS, P.TEXT_NOT_UNICODE, 1, "by"),
    ('{%s, "\\ud83d": 1}' % PLAYERS, P.TEXT_NOT_UNICODE, None, "\ud83d"),
]


@pytest.mark.parametrize("text, code, hand, field", TEXTS, ids=[case[1] + f"-{n}" for n, case in enumerate(TEXTS)])
def test_a_value_beyond_the_limits_is_one_problem_naming_its_field(text, code, hand, field):
    data, problems = load_json(text.encode("utf-8"))
    assert problems == []
    match, found = match_from_dict(data)
    assert match is None and [(p.code, p.hand, p.data["field"]) for p in found] == [(code, hand, field)]


def test_a_paired_surrogate_escape_is_one_character_and_fine():
    data, _ = load_json(b'{"players": ["A", "\\ud83d\\ude00", "C"]}')
    assert match_from_dict(data)[0].players[1] == "\U0001f600"


def test_nesting_within_the_limit_is_read():
    data, _ = load_json(('{%s, "note": %s}' % (PLAYERS, nested(MAX_DEPTH - 2))).encode())
    assert match_from_dict(data)[1] == []


# raw bytes -> the problem that says why they are no JSON text at all
RAW = [
    (b"\xff\xfe\x00garbage", P.NOT_TEXT),
    (b'{"players": ["Ren\xe9"]}', P.NOT_TEXT),
    (b"", P.NOT_JSON),
    (b'{"players": [', P.NOT_JSON),
    (nested(100_000).encode(), P.FILE_TOO_DEEP),
]


@pytest.mark.parametrize("raw, code", RAW, ids=["binary", "latin-1", "empty", "cut off", "nested 100000 deep"])
def test_bytes_that_are_no_json_text_are_one_problem(raw, code):
    data, problems = load_json(raw)
    assert data is None and [p.code for p in problems] == [code]


def test_a_byte_order_mark_is_allowed():
    assert load_json(b'\xef\xbb\xbf{"players": []}') == ({"players": []}, [])


def test_a_value_nested_a_hundred_thousand_deep_is_measured_without_recursion():
    value: object = 1
    for _ in range(100_000):
        value = [value]
    assert [p.code for p in check_value({"x": value})] == [P.TOO_DEEP]
    assert [p.code for p in check_value(value, FILE_DEPTH)] == [P.TOO_DEEP]


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=40,
)
JUNK = JSON_VALUES | st.just("9" * 30) | st.lists(st.text(max_size=3), min_size=3, max_size=4)


@st.composite
def matchlike(draw):
    """The file of a match played as the cards fell, with now and then one part (any depth) replaced by junk,
    so that valid matches, the engine's checks and the shape checks are all reached."""
    data = match_to_dict(draw(matches()))
    for _ in range(draw(st.integers(0, 2))):
        node, target = data, None
        while isinstance(node, (dict, list)) and node:
            key = draw(st.sampled_from(sorted(node) if isinstance(node, dict) else range(len(node))))
            target = (node, key)
            if not draw(st.booleans()):
                break
            node = node[key]
        if target is not None:
            target[0][target[1]] = draw(JUNK)
    return data


def read_fully(data: object) -> None:
    """Read `data` as every reader does; a match must also replay and check without raising."""
    match, problems = match_from_dict(data)
    assert (match is None) == bool(problems) and {p.code for p in problems} <= CODES
    if match is not None:
        scorecard(match)
        check_match_file(match)
    match, problems = read_match_file(data)
    assert (match is None) == bool(problems) and {p.code for p in problems} <= CODES


@settings(max_examples=examples(400), suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(JSON_VALUES, matchlike()))
def test_any_json_value_is_a_match_or_refused_with_a_problem_code(data):
    read_fully(data)
    read_fully(json.loads(json.dumps(data)))  # the same through JSON text


@settings(max_examples=examples(300))
@given(st.binary(max_size=300))
def test_any_bytes_are_json_or_refused_with_a_problem_code_and_nothing_raises(raw):
    data, problems = load_json(raw)
    assert {p.code for p in problems} <= CODES and len(problems) <= 1
    if problems:
        assert data is None
    else:
        read_fully(data)


@settings(max_examples=examples(100))
@given(st.integers(0, 3000), st.sampled_from(["[", '{"a":']), st.sampled_from(["", "1", '"\\ud800"', "9" * 5000]))
def test_any_nesting_of_any_depth_is_read_or_refused_and_nothing_raises(depth, opening, inner):
    closing = "]" if opening == "[" else "}"
    text = '{%s, "note": %s}' % (PLAYERS, opening * depth + (inner or "0") + closing * depth)
    data, problems = load_json(text.encode())
    refused = depth >= MAX_DEPTH or inner not in ("", "1")
    if problems:  # deeper than Python's parser goes
        assert refused and [p.code for p in problems] == [P.FILE_TOO_DEEP]
    else:
        read_fully(data)
        assert bool(match_from_dict(data)[1]) == refused


def test_containers_made_in_python_are_held_to_the_same_limits():
    from collections import OrderedDict

    deep: object = 1
    for _ in range(MAX_DEPTH):
        deep = (deep,)
    assert [(p.code, p.data["field"]) for p in check_value({"note": OrderedDict(a=deep)})] == [(P.TOO_DEEP, "note.a")]
    assert [p.code for p in check_value({"players": ("A", "\ud800")})] == [P.TEXT_NOT_UNICODE]
