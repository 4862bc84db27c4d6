"""The engine's values in words: every problem in both languages, seats counted from 1, names shown safely."""

import pytest

from scorepad.i18n import LANGUAGES, t, tn
from scorepad.i18n.words import card_name, card_words, describe, die_suit, figure, seat_name, shown
from scorepad.rules import problems as P
from scorepad.rules.cards import Card
from scorepad.rules.problems import Problem

FOUR = ("Anna", "Ben", "Carla", "Dan")
CODES = sorted(value for name, value in vars(P).items() if name.isupper() and isinstance(value, str))


@pytest.mark.parametrize("code", CODES)
def test_every_problem_code_has_words_in_english_and_german(code):
    from scorepad.i18n.catalog import TEXT

    assert set(TEXT[f"problem.{code}"]) == set(LANGUAGES)


# a problem -> the English line (seats in the data count from 0, in words from 1)
LINES = [
    (
        Problem(P.FIRST_DEALER_RANGE, data={"first_dealer": 4, "players": 4}),
        "the first dealer, seat 5, is not at the table (seats 1 to 4)",
    ),
    (
        Problem(P.JACK_RANGE, 2, {"jack": -1, "players": 4}),
        "hand 2: the J♦ taker, seat 0, is not at the table (seats 1 to 4)",
    ),
    (Problem(P.PLAYER_NAME_EMPTY, data={"seat": 0}), "player 1 has no name"),
    (Problem(P.POINTS_NEGATIVE, 1, {"seat": 7, "value": -3}), "hand 1: seat 8 has -3 points; points can't be negative"),
    (
        Problem(P.RULE_NOT_IN_VARIANT, data={"rule": "moon", "variant": "papayoo"}),
        "Papayoo has no moon (so no moon rule)",
    ),
    (
        Problem(P.MOON_NOT_IN_VARIANT, 3, {"variant": "papayoo"}),
        "hand 3: a moon choice is given, but Papayoo has no moon",
    ),
    (
        Problem(P.VARIANT_UNKNOWN, data={"variant": "x" * 100 + "\x1b", "known": ["standard"]}),
        f"unknown variant '{'x' * 31}…' (known: standard)",
    ),
    (
        Problem(P.POINTS_NOT_WHOLE, 1, {"seat": 0, "value": "\u202e3"}),
        "hand 1: Anna's points '\\u202e3' are not a whole number",
    ),
]


@pytest.mark.parametrize("problem, line", LINES)
def test_a_problem_reads_as_one_line_with_seats_from_1_and_values_shown_safely(problem, line):
    assert describe(problem, "en", FOUR) == line


def test_a_players_name_with_hidden_characters_is_shown_escaped_in_every_message():
    players = ("Anna", "B\x1b[2Jen", "Carla\u202e")
    assert seat_name(1, players, "en") == "B\\u001b[2Jen"
    assert describe(Problem(P.HAND_AFTER_END, 4, {"winners": [1, 2]}), "de", players) == (
        "Spiel 4: die Partie war schon zu Ende (B\\u001b[2Jen und Carla\\u202e gewannen)"
    )


def test_a_name_problem_names_the_name_checked_even_without_the_players():
    problem = Problem(P.PLAYER_NAME_CHARACTERS, data={"seat": 2, "name": "Car\x1bla"})
    assert describe(problem, "en") == "player 3's name 'Car\\u001bla' has invisible or control characters"


def test_shown_leaves_letters_marks_and_emoji_alone():
    assert shown("José 👩‍👩‍👧 Ça ♥") == "José 👩‍👩‍👧 Ça ♥"


@pytest.mark.parametrize(
    "typed, suit",
    [
        ("Kreuz", "clubs"),
        (" PIK ", "spades"),
        ("karo", "diamonds"),
        ("♦", "diamonds"),
        ("spades", "spades"),
        ("Herz", "Herz"),
        ("hearts", "hearts"),
    ],
)
def test_a_die_suit_is_read_in_either_language(typed, suit):
    assert die_suit(typed) == suit


def test_a_shared_win_is_said_in_the_plural_in_german():
    after_end = Problem(P.HAND_AFTER_END, 4, {"winners": [0]})
    assert describe(after_end, "de", FOUR).endswith("(Anna gewann)")
    assert describe(Problem(P.HAND_AFTER_END, 4, {"winners": [0, 1]}), "de", FOUR).endswith("(Anna und Ben gewannen)")


@pytest.mark.parametrize("lang, one, two", [("en", "1 hand", "2 hands"), ("de", "1 Spiel", "2 Spiele")])
def test_one_takes_the_singular_and_every_other_number_the_plural(lang, one, two):
    assert tn("data.hands", lang, 1, hands=1) == one
    assert tn("data.hands", lang, 2, hands=2) == two
    assert tn("data.hands", lang, 0, hands=0) == t("data.hands", lang, hands=0)


@pytest.mark.parametrize(
    "card, lang, in_a_question, alone",
    [
        (Card("Q", "spades"), "de", "die Pik-Dame", "Pik-Dame"),
        (Card("J", "diamonds"), "de", "den Karo-Buben", "Karo-Bube"),
        (Card("A", "spades"), "de", "das Pik-Ass", "Pik-Ass"),
        (Card("K", "spades"), "de", "den Pik-König", "Pik-König"),
        (Card("Q", "spades"), "en", "Q♠", "Q♠"),
        (Card("7", "clubs"), "de", "7♣", "7♣"),
    ],
)
def test_a_single_penalty_card_is_named_in_words_in_german_and_by_its_sign_in_english(card, lang, in_a_question, alone):
    assert (card_words(card, lang), card_name(card, lang)) == (in_a_question, alone)


@pytest.mark.parametrize("number, shown", [(-26, "\u221226"), (0, "0"), (13, "13"), ("-0.4", "\u22120.4")])
def test_a_figure_has_the_minus_sign_of_typesetting(number, shown):
    assert figure(number) == shown
