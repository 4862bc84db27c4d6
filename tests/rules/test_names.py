"""Player names: trimmed, one Unicode spelling, nothing hidden, at most 40 characters; seats as people name them."""

import pytest

from scorepad.rules import MAX_NAME_LENGTH, Match, check_new_match, check_players, clean_name, name_key, seat_named
from scorepad.rules import problems as P
from scorepad.rules.names import check_seating

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
    ("Carla\u200b", [P.PLAYER_NAME_CHARACTERS]),  # format characters (Cf) that show nothing
    ("Car\u2060la", [P.PLAYER_NAME_CHARACTERS]),
    ("Car\u00adla", [P.PLAYER_NAME_CHARACTERS]),
    ("\ufeffCarla", [P.PLAYER_NAME_CHARACTERS]),
    ("Carla\ue000", [P.PLAYER_NAME_CHARACTERS]),  # private use
    ("Car\ud800la", [P.PLAYER_NAME_CHARACTERS]),  # a lone surrogate: no valid Unicode
    ("\u3164", [P.PLAYER_NAME_CHARACTERS]),  # the Hangul filler: an "invisible" letter
    ("Carla\u200d", [P.PLAYER_NAME_CHARACTERS]),  # a joiner that joins nothing
    ("Carla\U000e0041", [P.PLAYER_NAME_CHARACTERS]),  # a tag letter outside a flag
    ("\u2764\ufe0f\u200d\U0001f525", []),  # heart on fire: a joiner after a variation selector
    ("\U0001f3f4\U000e0067\U000e0062\U000e0065\U000e006e\U000e0067\U000e007f", []),  # England's flag
    ("\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645", []),  # a Persian word with a zero-width non-joiner
]


@pytest.mark.parametrize("name, codes", NAME_CASES)
def test_each_name_is_checked_as_it_will_be_kept(name, codes):
    found = check_players(["Anna", "Ben", name])
    assert [p.code for p in found] == codes
    assert all(p.data["seat"] == 2 for p in found)


# two names -> whether they read the same, and so are one name
SAME_NAMES = [
    ("Anna", "anna", True),
    ("Anna", "Ａｎｎａ", True),  # full-width letters (NFKC)
    ("Anna", "An\u200bna", True),  # invisible characters left out
    ("Anna", "Anna\u2060\u00ad", True),
    ("Anna", "An\u200dna", True),
    ("ﬁona", "Fiona", True),  # the ligature is two letters
    ("Anna", "Anja", False),
    # England is not Scotland
    (
        "\U0001f3f4\U000e0067\U000e0062\U000e0065\U000e006e\U000e0067\U000e007f",
        "\U0001f3f4\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f",
        False,
    ),
]


@pytest.mark.parametrize("a, b, same", SAME_NAMES)
def test_names_that_read_the_same_are_one_name(a, b, same):
    assert (name_key(a) == name_key(b)) == same
    assert (P.PLAYER_NAMES_DUPLICATE in [p.code for p in check_seating([a, b, "Ben"])]) == same


def test_four_annas_that_read_alike_are_told_by_their_hidden_characters_not_as_duplicates():
    found = check_players(["Anna", "Anna\u200b", "Anna\u2060", "Anna\u00ad"])
    assert [(p.code, p.data["seat"]) for p in found] == [(P.PLAYER_NAME_CHARACTERS, seat) for seat in (1, 2, 3)]
    assert [p.code for p in check_seating(["Anna", "Anna\u200b", "Anna\u2060", "Anna\u00ad"])] == [
        P.PLAYER_NAMES_DUPLICATE
    ] * 3


def test_a_name_with_a_joiner_that_reads_like_another_is_a_duplicate():
    assert [p.code for p in check_players(["Anna", "An\u200dna", "Ben"])] == [P.PLAYER_NAMES_DUPLICATE]


def test_a_seat_number_is_read_as_typed_not_normalised():
    assert seat_named("\uff12", ("Anna", "Ben", "Carla")) is None  # a full-width 2 is no seat number


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
SEAT_CASES = [
    ("Ben", 1),
    ("  carla ", 2),
    ("DAN", 3),
    ("1", 0),
    ("4", 3),
    ("0", None),
    ("5", None),
    ("-1", None),
    ("Bob", None),
    ("", None),
    ("²", None),
]


@pytest.mark.parametrize("text, seat", SEAT_CASES)
def test_a_seat_is_named_by_its_player_or_counted_from_1(text, seat):
    assert seat_named(text, ("Anna", "Ben", "Carla", "Dan")) == seat


def test_a_player_named_like_a_number_is_found_by_name_first():
    assert seat_named("2", ("Anna", "Ben", "2")) == 2
