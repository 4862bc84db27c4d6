"""Helpers for entering a hand: the live remainder, the last share, points from who took which card."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorepad.rules.cards import Card
from scorepad.rules.variants import Rules


def remainder(points: Sequence[int | None], rules: Rules) -> int:
    """The points still to place: the hand total less what is entered so far."""
    return rules.hand_total() - sum(p for p in points if p is not None)


def fill_last(points: Sequence[int | None], rules: Rules) -> tuple[int | None, ...]:
    """With one seat left empty and a non-negative remainder, that seat gets the remainder."""
    empty = [seat for seat, p in enumerate(points) if p is None]
    rest = remainder(points, rules)
    if len(empty) != 1 or rest < 0:
        return tuple(points)
    return tuple(rest if p is None else p for p in points)


def card_value(card: Card, rules: Rules) -> int:
    """The penalty points of one card in this variant (0 for a card that costs nothing)."""
    return dict(rules.penalty_cards()).get(card, 0)


def points_from_cards(takers: Mapping[Card, int], players: int, rules: Rules, hearts: Sequence[int] = ()) -> tuple[int, ...]:
    """Points per seat from who took which penalty card, plus a count of one-point cards per seat."""
    points = [0] * players
    for seat, count in enumerate(hearts):
        points[seat] += count
    for card, seat in takers.items():
        points[seat] += card_value(card, rules)
    return tuple(points)
