"""Counts in words: one helper (a counted field, `{hands:# hand|# hands}`) takes the right form in both
languages, and every count in the catalogue goes through it."""

import re
import string

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorepad.i18n import LANGUAGES, catalog, t, tn
from scorepad.i18n.words import describe
from scorepad.rules import problems as P
from scorepad.rules.problems import Problem

# German nouns that are the same in the singular and the plural, and units: no counted field needed after them
SAME_IN_BOTH = {"Spieler", "Zeichen", "Pkt", "MB"}


def fields(text):
    """(field, its format spec, the text right after it) for each {field} of a text."""
    parts = list(string.Formatter().parse(text))
    return [
        (field, spec or "", after)
        for (_, field, spec, _), (after, *_) in zip(parts, parts[1:] + [("",)], strict=True)
        if field
    ]


COUNTS = [
    # key, values, English, German
    ("data.hands", {"hands": 1}, "1 hand", "1 Spiel"),
    ("data.hands", {"hands": 0}, "0 hands", "0 Spiele"),
    ("data.hands", {"hands": 2}, "2 hands", "2 Spiele"),
    (
        "problem.player_count",
        {"count": 1, "min": 3, "max": 6},
        "1 player: Hearts needs 3 to 6",
        "1 Spieler: Hearts braucht 3 bis 6",
    ),
    ("problem.points_count", {"count": 1, "players": 4}, "1 entry for 4 players", "1 Eintrag für 4 Spieler"),
    (
        "problem.points_negative",
        {"name": "Ben", "value": -1},
        "Ben has -1 point; points can't be negative",
        "Ben hat -1 Punkt; Punkte können nicht negativ sein",
    ),
    ("stats.summary.running", {"hands": 1}, "Standing after 1 hand", "Stand nach 1 Spiel"),
    ("stats.summary.running", {"hands": 5}, "Standing after 5 hands", "Stand nach 5 Spielen"),
    (
        "setup.passing",
        {"players": 3, "order": "x"},
        "With 3 players the cards go: x, then again.",
        "Bei 3 Spielern gehen die Karten: x, dann von vorn.",
    ),
    (
        "stats.row",
        {"rank": 1, "name": "Ann", "wins": 1, "finished": 2, "rate": "50 %", "pph": "1.5"},
        "1. Ann: 1 won of 2, 50 %, 1.5 points per hand",
        "1. Ann: 1 von 2 gewonnen, 50 %, 1.5 Punkte pro Spiel",
    ),
    ("watch.place", {"total": 1, "place": 2, "players": 4}, "point · place 2 of 4", "Punkt · Platz 2 von 4"),
    (
        "data.imported",
        {"stored": 1, "merged": 1, "unchanged": 1, "rejected": 0},
        "1 match imported, 1 match merged, 1 already stored, 0 rejected",
        "1 Partie importiert, 1 Partie zusammengeführt, 1 schon gespeichert, 0 abgelehnt",
    ),
    (
        "data.imported",
        {"stored": 2, "merged": 0, "unchanged": 0, "rejected": 0},
        "2 matches imported, 0 matches merged, 0 already stored, 0 rejected",
        "2 Partien importiert, 0 Partien zusammengeführt, 0 schon gespeichert, 0 abgelehnt",
    ),
    ("pass.cards", {"cards": 1, "direction": "→"}, "1 card →", "1 Karte →"),
]


@pytest.mark.parametrize("key, values, en, de", COUNTS)
def test_a_count_takes_its_numbers_form_in_english_and_german(key, values, en, de):
    assert (t(key, "en", **values), t(key, "de", **values)) == (en, de)


def test_a_shared_win_is_said_in_the_plural_in_german_and_english_needs_no_form():
    one, two = Problem(P.HAND_AFTER_END, 4, {"winners": [0]}), Problem(P.HAND_AFTER_END, 4, {"winners": [0, 1]})
    players = ("Anna", "Ben", "Carla")
    assert describe(one, "de", players).endswith("(Anna gewann)") and describe(two, "de", players).endswith(
        "(Anna und Ben gewannen)"
    )
    assert describe(one, "en", players).endswith("(Anna won)")


@given(st.integers(min_value=-(10**6), max_value=10**6))
def test_only_one_and_minus_one_take_the_singular(number):
    singular = abs(number) == 1
    assert t("data.hands", "en", hands=number) == f"{number} {'hand' if singular else 'hands'}"
    assert t("data.hands", "de", hands=number) == f"{number} {'Spiel' if singular else 'Spiele'}"


def test_tn_the_older_call_says_the_same_as_t():
    for number in (0, 1, 2):
        assert tn("data.hands", "en", number, hands=number) == t("data.hands", "en", hands=number)


def test_no_text_is_a_separate_singular_key_any_more():
    assert [key for key in catalog.TEXT if key.endswith(".one")] == []


def german_nouns_after_a_plain_field():
    """(key, field, noun): a field in a German text followed by a noun (capitalised) but not counted."""
    found = []
    for key, entry in catalog.TEXT.items():
        for field, spec, after in fields(entry["de"]):
            noun = re.match(r" (\w[\w-]*)", after)
            if "|" not in spec and noun and noun.group(1)[0].isupper() and noun.group(1) not in SAME_IN_BOTH:
                found.append((key, field, noun.group(1)))
    return found


def test_every_number_before_a_noun_is_a_counted_field():
    """German writes nouns capitalised: '{cards} Karten' must be '{cards:# Karte|# Karten}', or a count is forgotten."""
    assert german_nouns_after_a_plain_field() == []


def test_the_check_for_forgotten_counts_finds_one(monkeypatch):
    monkeypatch.setitem(catalog.TEXT, "test.forgotten", {"en": "{n} widgets", "de": "{n} Dinge"})
    assert german_nouns_after_a_plain_field() == [("test.forgotten", "n", "Dinge")]


@pytest.mark.parametrize("key", sorted(catalog.COUNTED))
def test_a_field_counted_in_one_language_is_counted_in_the_other(key):
    """Unless the other language's noun is the same in both numbers (German 'Spieler') or it has no such field."""
    counted = {lang: {f for f, spec, _ in fields(catalog.TEXT[key][lang]) if "|" in spec} for lang in LANGUAGES}
    for lang, other in (("en", "de"), ("de", "en")):
        for field, spec, after in fields(catalog.TEXT[key][other]):
            if field in counted[lang] and "|" not in spec:
                assert re.match(r" (\w+)", after) and re.match(r" (\w+)", after).group(1) in SAME_IN_BOTH, (
                    key,
                    other,
                    field,
                )
