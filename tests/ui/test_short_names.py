"""The players' short forms (five or six players: the scorecard's heads and the one-tap card buttons): unique
at the table, each starting the way its name starts, the full name never far (no UI here)."""

import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorepad.ui.table import ELLIPSIS, fitting_names, short_names
from tiers import examples

CASES = [
    # players, width, most, short forms
    (("Anna", "Ben", "Carla", "Dan", "Eva"), 4, 6, ("Anna", "Ben", "Carl", "Dan", "Eva")),
    (("Sophie", "Sophia", "Jonas", "Jonathan", "Ben"), 4, 6, ("Sophie", "Sophia", "Jonas", "Jonat", "Ben")),
    (("Sophie", "Sophia", "Jonas", "Jonathan", "Ben"), 5, 6, ("Sophie", "Sophia", "Jonas", "Jonat", "Ben")),
    (("Alexander", "Alexandra", "Ben", "Benedikt", "Carla"), 5, 6, ("Alex…r", "Alex…a", "Ben", "Bened", "Carla")),
    (("Alexander", "Alexandra", "Ben", "Benedikt"), 5, None, ("Alexande", "Alexandr", "Ben", "Bened")),
    (
        ("Anna Lena", "Anna Maria", "Carla", "Dan", "Eva", "von Bülow"),
        4,
        6,
        ("Anna L", "Anna M", "Carl", "Dan", "Eva", "von B"),
    ),
    (("Ann", "Anna", "Annabel"), 1, 6, ("Ann", "Anna", "Annab")),
    (("anna", "Anton", "Ben"), 1, 6, ("ann", "Ant", "B")),  # case aside: "a" and "A" look alike
    (("Anna", "Benedikt", "Carla", "Dominik", "Elisabeth", "Friedrich"), 1, None, ("A", "B", "C", "D", "E", "F")),
    (("Maximilian", "Maximiliane", "Max"), 3, 6, ("Maxi…n", "Maxi…e", "Max")),
]


@pytest.mark.parametrize("players, width, most, shorts", CASES)
def test_a_short_form_has_more_letters_only_where_two_would_look_alike(players, width, most, shorts):
    assert short_names(players, width, most) == shorts


def folded(name: str) -> str:
    """How the engine tells two names apart (scorepad/rules/names.py): case and width aside."""
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())


def abbreviates(short: str, name: str) -> bool:
    """`short` is the start of `name`, or its start, "…" and its end."""
    if name.startswith(short):
        return True
    head, _, tail = short.partition(ELLIPSIS)
    return ELLIPSIS in short and bool(head) and name.startswith(head) and name.endswith(tail) and len(short) < len(name)


NAME = st.text(st.characters(categories=("L", "Zs", "Pd")), min_size=1, max_size=14).map(str.strip).filter(bool)
TABLE = st.lists(NAME, min_size=3, max_size=6, unique_by=folded)


@settings(max_examples=examples(400), deadline=None)
@given(TABLE, st.integers(1, 6), st.one_of(st.none(), st.integers(3, 8)))
def test_short_forms_are_unique_at_the_table_and_each_abbreviates_its_name(players, width, most):
    shorts = short_names(tuple(players), width, most)
    assert len(shorts) == len(players)
    assert len({s.casefold() for s in shorts}) == len(shorts), shorts
    for short, name in zip(shorts, players, strict=True):
        assert abbreviates(short, name), (short, name)
        assert short[:1] == name[:1]


@settings(max_examples=examples(200), deadline=None)
@given(TABLE)
def test_a_cut_short_form_fits_its_letters(players):
    for short, name in zip(short_names(tuple(players), 4, 6), players, strict=True):
        assert ELLIPSIS not in short or len(short) <= 6, (short, name)


FITTING = [
    # players, letters, what the buttons show: a name that fits whole, a cut one with "…", never another name
    (("Anna", "Ben", "Carla", "Dan", "Elif"), 6, ("Anna", "Ben", "Carla", "Dan", "Elif")),
    (
        ("Alexander", "Alexandra", "Sophie", "Sophia", "Ben", "Benedikt"),
        6,
        ("Alex…r", "Alex…a", "Sophie", "Sophia", "Ben", "Bened…"),
    ),
    (("Anna Lena", "Anna Maria", "Elisabeth"), 6, ("Ann…na", "Ann…ia", "Elisa…")),
    (("Alexander", "Alexandra", "Benedikt"), 8, ("Alexan…r", "Alexan…a", "Benedikt")),
    (("Chris", "Christian", "Anna"), 6, ("Chris", "Chri…n", "Anna")),  # not "Chris…", which reads as Chris
    (("A", "AA", "AAAA"), 3, ("A", "AA", "AAAA")),  # every cut would read as AA: the name whole
]


@pytest.mark.parametrize("players, most, shown", FITTING)
def test_a_name_that_fits_is_shown_whole_and_a_cut_one_ends_in_an_ellipsis(players, most, shown):
    assert fitting_names(players, most) == shown


def could_stand_for(short: str, name: str) -> bool:
    head, _, tail = short.casefold().partition(ELLIPSIS)
    return name.casefold().startswith(head) and name.casefold().endswith(tail)


@settings(max_examples=examples(400), deadline=None)
@given(TABLE, st.integers(3, 9))
def test_a_fitting_form_is_whole_or_marked_cut_and_never_reads_as_another_players_name(players, most):
    forms = fitting_names(tuple(players), most)
    assert len({f.casefold() for f in forms}) == len(forms), forms
    for form, name in zip(forms, players, strict=True):
        if form != name:
            assert ELLIPSIS in form and len(form) <= most and could_stand_for(form, name), (form, name)
            others = [other for other in players if other != name and ELLIPSIS in form]
            assert not any(could_stand_for(form, other) for other in others), (form, name, players)
