"""The table before each hand: dealer, pass direction and cards, cards taken out, first lead."""

from itertools import pairwise

import pytest

from scorepad.rules import Card, Rules, cards_passed, deal_of, dealer_of, pass_offset, receiver_of
from scorepad.rules.table import Lead, pass_cycle

VARIANT_NAMES = ("standard", "omnibus", "spot", "black_maria", "papayoo")

# (variant, options, players) -> pass offsets of hands 1..12
PASS_TABLE = [
    ("standard", {}, 3, [1, 2, 0] * 4),
    ("standard", {}, 4, [1, 3, 2, 0] * 3),
    ("standard", {"pass_order": "left-across-right"}, 4, [1, 2, 3, 0] * 3),
    ("standard", {}, 5, [1, 4, 0] * 4),
    ("standard", {}, 6, [1, 2, 3, 4, 5, 0] * 2),
    ("omnibus", {}, 4, [1, 3, 2, 0] * 3),
    ("spot", {}, 5, [1, 4, 0] * 4),
    ("black_maria", {}, 3, [2] * 12),
    ("black_maria", {}, 4, [3] * 12),
    ("black_maria", {}, 6, [5] * 12),
    ("papayoo", {}, 3, [1] * 12),
    ("papayoo", {}, 6, [1] * 12),
]


@pytest.mark.parametrize("variant, options, players, offsets", PASS_TABLE)
def test_the_pass_direction_of_each_hand_follows_the_variants_cycle(variant, options, players, offsets):
    rules = Rules(variant=variant, **options)
    assert [pass_offset(k, players, rules) for k in range(1, 13)] == offsets


@pytest.mark.parametrize(
    "variant, players, cards",
    [
        ("standard", 4, 3),
        ("spot", 6, 3),
        ("black_maria", 3, 3),
        ("papayoo", 3, 5),
        ("papayoo", 4, 5),
        ("papayoo", 5, 4),
        ("papayoo", 6, 3),
        ("papayoo", 7, 3),
        ("standard", 7, 3),
    ],
)
def test_the_number_of_cards_passed_depends_on_variant_and_players(variant, players, cards):
    assert cards_passed(1, players, Rules(variant=variant)) == cards


@pytest.mark.parametrize("players, keep_hand", [(3, 3), (4, 4), (5, 3), (6, 6), (7, 7)])
def test_no_cards_are_passed_on_a_keep_hand(players, keep_hand):
    assert cards_passed(keep_hand, players) == 0
    assert pass_offset(keep_hand, players) == 0


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
@pytest.mark.parametrize("first_dealer", [0, 1, 2])
def test_the_deal_moves_one_seat_to_the_left_each_hand(players, first_dealer):
    dealers = [dealer_of(k, players, first_dealer) for k in range(1, 2 * players + 1)]
    assert dealers[0] == first_dealer
    assert all(b == (a + 1) % players for a, b in pairwise(dealers))


def test_the_left_neighbour_of_the_last_seat_is_the_first():
    assert receiver_of(3, 1, 4) == 0
    assert receiver_of(0, 3, 4) == 3  # passing right from seat 0
    assert receiver_of(1, 2, 4) == 3  # across


# players -> (cards taken out, cards each, card that leads)
DECK_TABLE = {
    3: ([Card("2", "diamonds")], 17, Card("2", "clubs")),
    4: ([], 13, Card("2", "clubs")),
    5: ([Card("2", "diamonds"), Card("2", "clubs")], 10, Card("3", "clubs")),
    6: ([Card("2", "clubs"), Card("3", "clubs"), Card("2", "diamonds"), Card("2", "spades")], 8, Card("4", "clubs")),
    7: ([Card("2", "diamonds"), Card("3", "diamonds"), Card("3", "clubs")], 7, Card("2", "clubs")),
}


@pytest.mark.parametrize("variant", ["standard", "omnibus", "spot"])
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_cards_taken_out_cards_each_and_lead_follow_the_rules_page(variant, players):
    removed, each, lead = DECK_TABLE[players]
    deal = deal_of(1, players, 0, Rules(variant=variant))
    assert list(deal.removed) == removed
    assert deal.cards_each == each
    assert deal.lead == Lead(card=lead)


def test_black_maria_with_three_takes_out_the_two_of_clubs_and_left_of_the_dealer_leads():
    deal = deal_of(2, 3, 0, Rules(variant="black_maria"))
    assert deal.removed == (Card("2", "clubs"),)
    assert deal.cards_each == 17
    assert deal.lead == Lead(seat=2)  # hand 2 is dealt by seat 1; its left neighbour is seat 2


def test_in_papayoo_the_dealer_leads():
    assert deal_of(3, 5, 1, Rules(variant="papayoo")).lead == Lead(seat=3)


@pytest.mark.parametrize("variant", VARIANT_NAMES)
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_every_variant_deals_every_player_count_evenly(variant, players):
    deal = deal_of(1, players, 0, Rules(variant=variant))
    assert deal.cards_each * players + len(deal.removed) == 52
    assert 0 <= deal.pass_offset < players


@pytest.mark.parametrize(
    "players, rules, cycle",
    [
        (3, Rules(), (1, 2, 0)),
        (4, Rules(), (1, 3, 2, 0)),
        (4, Rules(pass_order="left-across-right"), (1, 2, 3, 0)),
        (5, Rules(), (1, 4, 0)),
        (6, Rules(), (1, 2, 3, 4, 5, 0)),
        (7, Rules(), (1, 2, 3, 4, 5, 6, 0)),
        (7, Rules(pass_cycle="left,left2,left3,right3,right2,right,keep"), (1, 2, 3, 4, 5, 6, 0)),
        (7, Rules(pass_cycle="left,right,keep"), (1, 6, 0)),
        (5, Rules(pass_order="left-across-right"), (1, 4, 0)),
        (4, Rules("black_maria"), (3,)),
        (6, Rules("papayoo"), (1,)),
    ],
)
def test_one_round_of_passing_is_the_cycle_the_rules_give_for_the_table(players, rules, cycle):
    assert pass_cycle(players, rules) == cycle
    assert tuple(pass_offset(k, players, rules) for k in range(1, 2 * len(cycle) + 1)) == cycle * 2
