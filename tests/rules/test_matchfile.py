"""The match file (format v1): read without raising, written with extra keys kept."""

import pytest

from scorepad.rules import Hand, Match, Rules, match_from_dict, match_to_dict, scorecard
from scorepad.rules import problems as P

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


def test_extra_keys_of_the_match_and_its_hands_are_kept_on_the_way_back():
    data = {**EXAMPLE, "id": "m1", "created": "2026-11-30T20:00:00Z",
            "hands": [{"points": [3, 1, 18, 4], "at": "21:03"}]}
    back = match_to_dict(match_from_dict(data)[0])
    assert back["id"] == "m1" and back["created"] == "2026-11-30T20:00:00Z"
    assert back["hands"] == [{"at": "21:03", "points": [3, 1, 18, 4]}]


def test_writing_and_reading_gives_the_same_scorecard():
    match = Match(("A", "B", "C", "D"), Rules("omnibus", "minus", 50), 2, (Hand((0, 0, 26, 0), jack=1), Hand((3, 1, 18, 4), jack=0)))
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
    ({"players": ["A", "B", "C"], "version": 2}, P.VERSION_TOO_NEW, {"version": 2, "supported": 1}),
]


@pytest.mark.parametrize("data, code, details", BAD_FILES)
def test_a_badly_shaped_file_gives_a_problem_not_an_exception(data, code, details):
    match, found = match_from_dict(data)
    assert match is None
    assert [(p.code, p.data) for p in found] == [(code, details)]
