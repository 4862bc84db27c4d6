"""Entering a hand (no UI): taps become points through the engine; the last share fills itself in."""

from hypothesis import given
from hypothesis import strategies as st

from scorepad.rules import Match, Rules, check_new_hand, scorecard
from scorepad.rules.cards import JACK_OF_DIAMONDS, QUEEN_OF_SPADES, SEVEN_OF_THE_DIE, Card
from scorepad.ui.entry import HandEntry

FOUR = ("Anna", "Ben", "Carla", "Dan")


def entry(variant="standard", players=FOUR, **rules):
    return HandEntry(Match(players, Rules(variant=variant, **rules)))


def test_when_the_hearts_are_all_placed_the_open_players_get_none():
    e = entry()
    e.set_hearts(0, 5)
    e.set_hearts(1, 8)
    assert e.hearts == [5, 8, 0, 0]
    assert e.auto == {2, 3}


def test_the_last_open_share_fills_itself_in():
    e = entry()
    for seat, hearts in ((0, 2), (1, 3), (2, 4)):
        e.set_hearts(seat, hearts)
    assert e.hearts == [2, 3, 4, 4]
    assert e.auto == {3}


def test_changing_a_share_takes_back_what_was_filled_in():
    e = entry()
    e.set_hearts(0, 13)
    assert e.hearts == [13, 0, 0, 0]
    e.set_hearts(0, 6)
    assert e.hearts == [6, None, None, None]
    assert e.missing()[0] == ("entry.hearts_left", {"left": 7})


def test_too_many_hearts_says_how_many_too_many():
    e = entry()
    e.set_hearts(0, 10)
    e.set_hearts(1, 5)
    assert e.missing()[0] == ("entry.hearts_over", {"over": 2})
    assert e.points() is None


def test_the_queen_counts_13_for_whoever_took_her():
    e = entry()
    e.set_hearts(0, 5)
    e.set_hearts(1, 8)
    assert ("entry.who_took", {"card": QUEEN_OF_SPADES}) in e.missing()
    e.set_taker(QUEEN_OF_SPADES, 2)
    assert e.points() == (5, 8, 13, 0)
    assert check_new_hand(e.match, e.hand()) == ()


def test_omnibus_asks_who_took_the_jack_of_diamonds():
    e = entry("omnibus")
    e.set_hearts(0, 13)
    e.set_taker(QUEEN_OF_SPADES, 1)
    assert ("entry.who_took", {"card": JACK_OF_DIAMONDS}) in e.missing()
    e.set_jack(3)
    assert e.hand().jack == 3
    card = scorecard(e.match.with_hand(e.hand()))
    assert card.totals == (13, 13, 0, -10)


def test_black_maria_with_spade_penalties_asks_for_the_ace_and_king():
    e = entry("black_maria", spade_penalties=True)
    assert set(e.takers) == {QUEEN_OF_SPADES, Card("A", "spades"), Card("K", "spades")}


def test_papayoo_needs_the_die_suit_and_the_seven():
    e = entry("papayoo")
    e.set_hearts(0, 104)
    assert ("entry.suit_missing", {}) in e.missing()
    e.set_taker(SEVEN_OF_THE_DIE, 2)
    e.set_suit("clubs")
    assert e.points() == (104, 0, 40, 0)
    assert e.hand().suit == "clubs"
    assert check_new_hand(e.match, e.hand()) == ()


def test_spot_hearts_sums_the_tapped_cards_face_values():
    e = entry("spot")
    e.toggle_card(Card("A", "hearts"), 0)
    e.toggle_card(Card("10", "hearts"), 0)
    assert e.hearts[0] == 24
    e.toggle_card(Card("A", "hearts"), 0)
    assert e.hearts[0] == 10


def test_a_stored_hand_brings_back_its_taps_for_editing():
    e = entry()
    e.set_hearts(0, 5)
    e.set_hearts(1, 8)
    e.set_taker(QUEEN_OF_SPADES, 2)
    again = HandEntry.from_hand(e.match, e.hand())
    assert again.points() == (5, 8, 13, 0)


@given(st.lists(st.integers(0, 13), min_size=3, max_size=3), st.integers(0, 3))
def test_any_complete_standard_hand_adds_up_to_26(first_three, queen):
    e = entry()
    for seat, hearts in enumerate(first_three):
        e.set_hearts(seat, hearts)
    e.set_taker(QUEEN_OF_SPADES, queen)
    if sum(first_three) > 13:
        assert e.points() is None
        return
    points = e.points()
    assert sum(points) == 26
    problems = [p.code for p in check_new_hand(e.match, e.hand())]
    assert problems in ([], ["moon_choice_missing"])
