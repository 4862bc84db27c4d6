"""Player names: trimmed, one Unicode spelling, nothing hidden, at most 40 characters; seats as people name them."""

import pytest

from scorepad.rules import MAX_NAME_LENGTH, Match, check_new_match, check_players, clean_name, name_key, seat_named
from scorepad.rules import problems as P

JOSE_COMPOSED, JOSE_DECOMPOSED = "Jos\u00e9", "Jose\u0301"


def test_a_name_is_kept_trimmed_and_composed():
    assert clean_name("  Jose\u0301 ") == JOSE_COMPOSED


def test_the_two_spellings_of_jose_are_one_player():
    assert name_key(JOSE_COMPOSED) == name_key(JOSE_DECOMPOSED)
    assert [p.code for p in check_players([JOSE_COMPOSED, "Ben", JOSE_DECOMPOSED])] == [P.PLAYER_NAMES_DUPLICATE]


# names (seat 2 varies) -> the problem codes check_players gives
NAME_CASES = [
    ("Carla", []),
    ("  Carla  ", []),
    ("Ça", []),
    ("👩‍👩‍👧", []),  # a family emoji is joined by zero-width joiners: they stay allowed
    ("x" * MAX_NAME_LENGTH, []),
    ("x" * (MAX_NAME_LENGTH + 1), [P.PLAYER_NAME_TOO_LONG]),
    ("  " + "x" * MAX_NAME_LENGTH + "  ", []),
    ("   ", [P.PLAYER_NAME_EMPTY]),
    ("Car\nla", [P.PLAYER_NAME_CHARACTERS]),
    ("Car\tla", [P.PLAYER_NAME_CHARACTERS]),
    ("\x1b[31mCarla", [P.PLAYER_NAME_CHARACTERS]),
    ("Carla\u202e", [P.PLAYER_NAME_CHARACTERS]),
    ("\u2067Carla\u2069", [P.PLAYER_NAME_CHARACTERS]),
    ("Car\u200fla", [P.PLAYER_NAME_CHARACTERS]),
    ("Car\x85la", [P.PLAYER_NAME_CHARACTERS]),
    ("Car\u2028la", [P.PLAYER_NAME_CHARACTERS]),
]


@pytest.mark.parametrize("name, codes", NAME_CASES)
def test_each_name_is_checked_as_it_will_be_kept(name, codes):
    found = check_players(["Anna", "Ben", name])
    assert [p.code for p in found] == codes
    assert all(p.data["seat"] == 2 for p in found)


def test_a_too_long_name_says_how_long_it_is_and_how_long_it_may_be():
    (problem,) = check_players(["Anna", "Ben", "y" * 45])
    assert problem.data == {"seat": 2, "length": 45, "max": 40}


def test_an_empty_name_is_one_problem_not_two():
    assert [p.code for p in check_players(["Anna", "", "Ben"])] == [P.PLAYER_NAME_EMPTY]


def test_a_new_match_checks_the_names_but_a_replay_of_a_stored_one_does_not_refuse_its_old_names():
    from scorepad.rules import scorecard

    old = Match(("Anna", "Ben", "C" * 50))
    assert [p.code for p in check_new_match(old)] == [P.PLAYER_NAME_TOO_LONG]
    assert scorecard(old).valid


# what a person types for a seat -> the seat (counted from 0), among Anna, Ben, Carla, Dan
SEAT_CASES = [("Ben", 1), ("  carla ", 2), ("DAN", 3), ("1", 0), ("4", 3), ("0", None), ("5", None), ("-1", None),
              ("Bob", None), ("", None), ("²", None)]


@pytest.mark.parametrize("text, seat", SEAT_CASES)
def test_a_seat_is_named_by_its_player_or_counted_from_1(text, seat):
    assert seat_named(text, ("Anna", "Ben", "Carla", "Dan")) == seat


def test_a_player_named_like_a_number_is_found_by_name_first():
    assert seat_named("2", ("Anna", "Ben", "2")) == 2
