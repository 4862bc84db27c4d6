"""Entering a hand: the live remainder, the last share filled in, points from who took which card."""

import pytest

from scorepad.rules import QUEEN_OF_SPADES, Card, Rules, card_value, fill_last, points_from_cards, remainder


@pytest.mark.parametrize(
    "variant, entered, left",
    [
        ("standard", [3, 1, None, None], 22),
        ("standard", [None] * 4, 26),
        ("spot", [25, None, None], 104),
        ("papayoo", [144, 0, None], 0),
    ],
)
def test_the_remainder_is_the_hand_total_less_what_is_entered(variant, entered, left):
    assert remainder(entered, Rules(variant=variant)) == left


def test_the_last_empty_seat_gets_the_remainder():
    assert fill_last([3, 1, 18, None], Rules()) == (3, 1, 18, 4)


def test_nothing_is_filled_in_while_two_seats_are_empty_or_too_much_is_entered():
    assert fill_last([3, 1, None, None], Rules()) == (3, 1, None, None)
    assert fill_last([20, 10, None], Rules()) == (20, 10, None)


def test_hearts_per_seat_and_the_queens_taker_make_the_points():
    assert points_from_cards({QUEEN_OF_SPADES: 2}, 4, Rules(), hearts=[3, 1, 5, 4]) == (3, 1, 18, 4)


def test_in_spot_hearts_each_heart_counts_its_face_value_and_the_queen_25():
    takers = {Card("A", "hearts"): 0, Card("2", "hearts"): 1, QUEEN_OF_SPADES: 1}
    assert points_from_cards(takers, 3, Rules(variant="spot")) == (14, 27, 0)


@pytest.mark.parametrize(
    "variant, options, card, value",
    [
        ("black_maria", {"spade_penalties": True}, Card("K", "spades"), 10),
        ("black_maria", {}, Card("K", "spades"), 0),
        ("papayoo", {}, Card("7", "die"), 40),
        ("papayoo", {}, QUEEN_OF_SPADES, 0),
        ("standard", {}, Card("5", "hearts"), 1),
    ],
)
def test_each_card_is_worth_what_its_variant_says(variant, options, card, value):
    assert card_value(card, Rules(variant=variant, **options)) == value
