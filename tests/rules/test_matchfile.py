"""The match file (format v1): read without raising, written with extra keys kept."""

import json

import pytest

from scorepad.rules import Hand, Match, Rules, check_match_file, match_from_dict, match_to_dict, scorecard
from scorepad.rules import problems as P
from scorepad.rules.matchfile import json_int, rules_to_dict
from scorepad.rules.problems import Problem

EXAMPLE = {
    "format": "scorepad-match",
    "version": 1,
    "players": ["Anna", "Ben", "Carla", "Dan"],
    "first_dealer": 0,
    "rules": {"variant": "standard", "moon": "choice", "target": 100},
    "hands": [{"points": [3, 1, 18, 4]}, {"points": [0, 0, 0, 26], "moon": "plus"}],
}


def test_the_issues_example_file_reads_as_the_rules_pages_match():
    match, found = match_from_dict(EXAMPLE)
    assert found == []
    assert match.players == ("Anna", "Ben", "Carla", "Dan")
    assert match.hands[1] == Hand((0, 0, 0, 26), moon="plus")
    assert scorecard(match).totals == (29, 27, 44, 4)


def test_everything_but_players_is_optional():
    match, found = match_from_dict({"players": ["A", "B", "C"]})
    assert found == [] and match == Match(("A", "B", "C"))


def test_extra_keys_of_the_match_are_kept_on_the_way_back():
    data = {**EXAMPLE, "id": "m1", "created": "2026-11-30T20:00:00Z"}
    back = match_to_dict(match_from_dict(data)[0])
    assert back["id"] == "m1" and back["created"] == "2026-11-30T20:00:00Z"


def test_a_key_of_a_hand_this_version_does_not_know_is_refused_by_name():
    match, problems = match_from_dict({**EXAMPLE, "hands": [{"points": [3, 1, 18, 4], "at": "21:03"}]})
    assert match is None and problems == [Problem(P.UNKNOWN_KEY, 1, {"field": "at"})]


def test_a_stored_file_keeps_the_keys_an_older_version_kept_in_a_hand():
    data = {**EXAMPLE, "hands": [{"points": [3, 1, 18, 4], "at": "21:03"}]}
    back = match_to_dict(match_from_dict(data, strict=False)[0])
    assert back["hands"] == [{"at": "21:03", "points": [3, 1, 18, 4]}]


def test_writing_and_reading_gives_the_same_scorecard():
    match = Match(
        ("A", "B", "C", "D"),
        Rules("omnibus", "minus", 50),
        2,
        (Hand((0, 0, 26, 0), jack=1), Hand((3, 1, 18, 4), jack=0)),
    )
    again, found = match_from_dict(match_to_dict(match))
    assert found == []
    assert scorecard(again).totals == scorecard(match).totals
    assert again.hands == match.hands and again.first_dealer == 2


BAD_FILES = [
    ([1, 2, 3], P.NOT_AN_OBJECT, {}),
    ({"players": "Anna, Ben"}, P.BAD_FIELD, {"field": "players", "expected": "names"}),
    ({"players": ["A", "B", "C"], "hands": {}}, P.BAD_FIELD, {"field": "hands", "expected": "list"}),
    ({"players": ["A", "B", "C"], "hands": [{"points": "3,1"}]}, P.BAD_FIELD, {"field": "points", "expected": "list"}),
    ({"players": ["A", "B", "C"], "hands": [[3, 1, 22]]}, P.BAD_FIELD, {"field": "hand", "expected": "object"}),
    ({"players": ["A", "B", "C"], "rules": []}, P.BAD_FIELD, {"field": "rules", "expected": "object"}),
    ({"players": ["A", "B", "C"], "rules": {"variant": 3}}, P.BAD_FIELD, {"field": "rules.variant", "expected": "str"}),
    ({"players": ["A", "B", "C"], "format": "skat-list"}, P.FORMAT_UNKNOWN, {"format": "skat-list"}),
    ({"players": ["A", "B", "C"], "version": 3}, P.VERSION_TOO_NEW, {"version": 3, "supported": 2}),
    ({"players": ["A", "B", "C"], "needs": "tie"}, P.BAD_FIELD, {"field": "needs", "expected": "list"}),
    ({"players": ["A", "B", "C"], "version": 2, "needs": ["stories"]}, P.NEEDS_NEWER, {"needs": ["stories"]}),
    ({"players": ["A", "B", "C"], "rules": {"kitty": 5}}, P.UNKNOWN_KEY, {"field": "rules.kitty"}),
    (
        {"players": ["A", "B", "C"], "version": 2, "needs": ["kitty"], "rules": {"kitty": 5}},
        P.NEEDS_NEWER,
        {"needs": ["kitty"]},
    ),
]


@pytest.mark.parametrize("data, code, details", BAD_FILES)
def test_a_badly_shaped_file_gives_a_problem_not_an_exception(data, code, details):
    match, found = match_from_dict(data)
    assert match is None
    assert [(p.code, p.data) for p in found] == [(code, details)]


# a field of a file that is not what it must be -> the problem, naming the field (and the hand)
FIELD_CASES = [
    ({"first_dealer": "1"}, None, P.BAD_FIELD, {"field": "first_dealer", "expected": "number"}),
    ({"first_dealer": None}, None, P.BAD_FIELD, {"field": "first_dealer", "expected": "number"}),
    ({"first_dealer": True}, None, P.BAD_FIELD, {"field": "first_dealer", "expected": "number"}),
    ({"rules": None}, None, P.BAD_FIELD, {"field": "rules", "expected": "object"}),
    ({"rules": {"target": None}}, None, P.BAD_FIELD, {"field": "rules.target", "expected": "number"}),
    (
        {"rules": {"variant": "papayoo", "rounds": None}},
        None,
        P.BAD_FIELD,
        {"field": "rules.rounds", "expected": "number"},
    ),
    ({"rules": {"moon": None}}, None, P.BAD_FIELD, {"field": "rules.moon", "expected": "str"}),
    ({"hands": None}, None, P.BAD_FIELD, {"field": "hands", "expected": "list"}),
    ({"hands": [{"points": [3, 1, 22], "moon": None}]}, 1, P.BAD_FIELD, {"field": "moon", "expected": "str"}),
    ({"hands": [{"points": [3, 1, 22], "jack": "1"}]}, 1, P.BAD_FIELD, {"field": "jack", "expected": "number"}),
    ({"hands": [{"points": [3, 1, 22], "suit": None}]}, 1, P.BAD_FIELD, {"field": "suit", "expected": "str"}),
    ({"hands": [{"points": [3, 1, 22], "sun": "yes"}]}, 1, P.BAD_FIELD, {"field": "sun", "expected": "bool"}),
    ({"hands": [{"points": [3, 1, 22], "sun": 1}]}, 1, P.BAD_FIELD, {"field": "sun", "expected": "bool"}),
]


@pytest.mark.parametrize("fields, hand, code, details", FIELD_CASES)
def test_a_field_of_the_wrong_kind_or_null_is_one_problem_naming_the_field(fields, hand, code, details):
    match, found = match_from_dict({"players": ["A", "B", "C"], **fields})
    assert match is None
    assert [(p.code, p.hand, p.data) for p in found] == [(code, hand, details)]


TOO_LONG = "9" * 5000  # more digits than Python turns into an int by default


@pytest.mark.parametrize(
    "text, hand, field",
    [
        ('{"players": ["A", "B", "C"], "first_dealer": %s}' % TOO_LONG, None, "first_dealer"),
        ('{"players": ["A", "B", "C"], "rules": {"target": %s}}' % TOO_LONG, None, "rules.target"),
        (
            '{"players": ["A", "B", "C"], "hands": [{"points": [13, 13, 0]}, {"points": [1, -%s, 0]}]}' % TOO_LONG,
            2,
            "points",
        ),
        ('{"players": ["A", "B", "C"], "hands": [{"points": [13, 13, 0], "jack": %s}]}' % TOO_LONG[:19], 1, "jack"),
        ('{"players": ["A", "B", "C"], "id": %s}' % TOO_LONG, None, "id"),
    ],
)
def test_an_integer_too_long_to_be_a_number_is_read_and_refused_by_its_field(text, hand, field):
    match, found = match_from_dict(json.loads(text, parse_int=json_int))
    assert match is None
    assert [(p.code, p.hand, p.data["field"]) for p in found] == [(P.NUMBER_TOO_LONG, hand, field)]


def test_integers_of_up_to_18_digits_stay_numbers():
    assert json.loads("[123456789012345678, -123456789012345678]", parse_int=json_int) == [
        123456789012345678,
        -123456789012345678,
    ]


def test_names_are_read_trimmed_and_composed():
    match, _ = match_from_dict({"players": [" Anna ", "Jose\u0301", "Ben"]})
    assert match.players == ("Anna", "Jos\u00e9", "Ben")


def test_a_file_names_only_the_rules_its_variant_uses():
    assert rules_to_dict(Rules("papayoo", moon="plus", rounds=4)) == {"variant": "papayoo", "rounds": 4}
    assert rules_to_dict(Rules("black_maria", pass_order="left-across-right")) == {
        "variant": "black_maria",
        "moon": "choice",
        "target": 100,
    }
    assert rules_to_dict(Rules(pass_order="left-across-right")) == {
        "variant": "standard",
        "moon": "choice",
        "target": 100,
        "pass_order": "left-across-right",
    }


def test_an_old_papayoo_file_with_the_default_moon_rule_is_read_but_another_moon_rule_is_refused():
    old = {"players": ["A", "B", "C"], "rules": {"variant": "papayoo", "moon": "choice"}}
    assert check_match_file(match_from_dict(old)[0]) == ()
    plus = {"players": ["A", "B", "C"], "rules": {"variant": "papayoo", "moon": "plus"}}
    assert [p.code for p in check_match_file(match_from_dict(plus)[0])] == [P.RULE_NOT_IN_VARIANT]
