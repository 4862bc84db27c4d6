"""The table before each hand: who deals, where the cards go, what is taken out, who leads."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from scorepad.rules.cards import Card
from scorepad.rules.variants import PASS_CYCLE, PASS_LEFT, PASS_RIGHT, Rules

# How many seats to the left the cards go, hand after hand (0 = keep).
PASS_CYCLES = {
    3: (1, 2, 0),
    4: (1, 3, 2, 0),
    5: (1, 4, 0),
    6: (1, 2, 3, 4, 5, 0),
}
PASS_CYCLE_LEFT_ACROSS_RIGHT = (1, 2, 3, 0)  # four players, pass_order "left-across-right"
CARDS_PASSED = 3

# Cards taken out so that everyone gets as many; the card that leads the first trick.
REMOVED = {
    3: (Card("2", "diamonds"),),
    4: (),
    5: (Card("2", "diamonds"), Card("2", "clubs")),
    6: (Card("2", "clubs"), Card("3", "clubs"), Card("2", "diamonds"), Card("2", "spades")),
}
DECK_SIZE = 52


@dataclass(frozen=True)
class Lead:
    """Who leads the first trick: the holder of a card, or a seat."""

    card: Card | None = None
    seat: int | None = None


@dataclass(frozen=True)
class Deal:
    """What the table needs to know before hand `number` is played."""

    number: int
    dealer: int
    pass_offset: int
    cards_passed: int
    removed: tuple[Card, ...]
    cards_each: int
    lead: Lead


def dealer_of(number: int, players: int, first_dealer: int = 0) -> int:
    """The deal moves to the left: hand k is dealt by seat first_dealer + k - 1."""
    return (first_dealer + number - 1) % players


def pass_offset(number: int, players: int, rules: Rules = Rules()) -> int:
    """How many seats to the left the cards go in hand `number` (0 = keep)."""
    passing = rules.kind.passing
    if passing == PASS_LEFT:
        return 1
    if passing == PASS_RIGHT:
        return players - 1
    cycle = pass_cycle(players, rules)
    return cycle[(number - 1) % len(cycle)]


def pass_cycle(players: int, rules: Rules = Rules()) -> tuple[int, ...]:
    """The pass offsets of one round of hands, from hand 1 until the directions repeat."""
    if rules.kind.passing != PASS_CYCLE:
        return (pass_offset(1, players, rules),)
    four_other_way = players == 4 and rules.pass_order == "left-across-right"
    return PASS_CYCLE_LEFT_ACROSS_RIGHT if four_other_way else PASS_CYCLES[players]


def cards_passed(number: int, players: int, rules: Rules = Rules()) -> int:
    """Three cards are passed (papayoo: 5, 4 or 3 by player count), none on a keep hand."""
    if pass_offset(number, players, rules) == 0:
        return 0
    return dict(rules.kind.cards_passed).get(players, CARDS_PASSED)


def receiver_of(seat: int, offset: int, players: int) -> int:
    """The seat that gets the cards `seat` passes."""
    return (seat + offset) % players


def removed_cards(players: int, rules: Rules = Rules()) -> tuple[Card, ...]:
    """The cards taken out so everyone gets as many (black maria with 3 removes the 2 of clubs)."""
    if players == 3 and rules.kind.removed_for_3 is not None:
        return rules.kind.removed_for_3
    return REMOVED[players]


def first_lead(number: int, players: int, first_dealer: int, rules: Rules = Rules()) -> Lead:
    """The lowest club left in the deck leads; black maria: left of the dealer; papayoo: the dealer."""
    dealer = dealer_of(number, players, first_dealer)
    if rules.kind.lead == "dealer":
        return Lead(seat=dealer)
    if rules.kind.lead == "left_of_dealer":
        return Lead(seat=receiver_of(dealer, 1, players))
    removed = removed_cards(players, rules)
    return Lead(card=next(c for c in (Card(r, "clubs") for r in ("2", "3", "4")) if c not in removed))


@lru_cache(maxsize=4096)
def deal_of(number: int, players: int, first_dealer: int = 0, rules: Rules = Rules()) -> Deal:
    """Everything about the deal and pass of hand `number`."""
    removed = removed_cards(players, rules)
    return Deal(
        number=number,
        dealer=dealer_of(number, players, first_dealer),
        pass_offset=pass_offset(number, players, rules),
        cards_passed=cards_passed(number, players, rules),
        removed=removed,
        cards_each=(DECK_SIZE - len(removed)) // players,
        lead=first_lead(number, players, first_dealer, rules),
    )
