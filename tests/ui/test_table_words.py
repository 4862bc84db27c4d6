"""What the screens say about the table, from the engine's values (no UI)."""

import pytest

from scorepad.rules import Hand, Match, Rules, deal_of, scorecard
from scorepad.ui import table


@pytest.mark.parametrize(
    "offset, players, arrow", [(0, 4, "·"), (1, 4, "←"), (3, 4, "→"), (2, 4, "↕"), (2, 5, "↖"), (3, 6, "↕")]
)
def test_the_pass_arrow_follows_the_offset(offset, players, arrow):
    assert table.arrow(offset, players) == arrow


def test_short_names_grow_only_where_two_would_look_alike():
    shorts = table.short_names(("Alexander", "Alexandra", "Ben", "Benedikt"), 5)
    assert shorts == ("Alexande", "Alexandr", "Ben", "Bened")


def test_equal_totals_share_a_place():
    match = Match(("Anna", "Ben", "Carla", "Dan"), hands=(Hand((13, 13, 0, 0)),))
    assert table.standings(scorecard(match)) == ((1, 2, 0), (1, 3, 0), (3, 0, 13), (3, 1, 13))


def test_the_deal_lines_name_who_passes_to_whom_and_what_is_taken_out():
    players = ("Anna", "Ben", "Carla", "Dan", "Eva")
    lines = table.deal_lines(deal_of(2, 5, 0, Rules()), players, "de")
    assert lines.title == "Spiel 2 · Geber Ben"
    assert lines.passing == "→ 3 Karten rechts"
    assert lines.chain.replace(table.NO_BREAK, " ").startswith("Anna → Eva · Ben → Anna")
    assert lines.setup == "2♦ 2♣ raus · je 10 Karten · 3♣ spielt aus"


def test_a_pass_pair_never_breaks_inside_only_between_pairs_after_their_dot():
    lines = table.deal_lines(deal_of(1, 4, 0, Rules()), ("Anna Lena", "Ben", "Carla", "Dan"), "en")
    pairs = lines.chain.split("\u00a0· ")
    assert pairs[0] == "Anna\u00a0Lena\u00a0→\u00a0Ben" and all(" " not in pair for pair in pairs) and len(pairs) == 4


def test_a_keep_hand_says_no_passing():
    lines = table.deal_lines(deal_of(4, 4, 0, Rules()), ("A", "B", "C", "D"), "en")
    assert (lines.passing, lines.chain) == ("No passing", "")


def test_near_the_target_is_ninety_percent_of_it():
    match = Match(("Anna", "Ben", "Carla", "Dan"), Rules(target=30), hands=(Hand((1, 0, 25, 0)), Hand((1, 0, 2, 23))))
    card = scorecard(match)
    assert table.near_target(card) == (2,)  # Carla 27 of 30; Dan 23 is not yet
    assert table.leaders(card) == (1,)
