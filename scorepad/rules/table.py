"""The table before each hand: who deals, where the cards go, what is taken out, who leads."""

from __future__ import annotations

import re
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
    7: (1, 2, 3, 4, 5, 6, 0),  # as six pass: to each of the others once, then a hand kept (docs/rules.md)
}
PASS_CYCLE_LEFT_ACROSS_RIGHT = (1, 2, 3, 0)  # four players, pass_order "left-across-right"
# The pass cycles tables play, offered by the app's form (the command line takes any).
PASS_CYCLE_CHOICES = {
    3: ("left,right,keep", "left,right", "left"),
    4: ("left,right,across,keep", "left,right,across", "left,across,right,keep", "left"),
    5: ("left,right,left2,right2,keep", "left,right,keep", "left,right,left2,right2", "left"),
    6: (
        "left,left2,across,right2,right,keep",
        "left,right,left2,right2,across,keep",
        "left,right,across,keep",
        "left,right,keep",
        "left",
    ),
    7: (
        "left,left2,left3,right3,right2,right,keep",
        "left,right,left2,right2,left3,right3,keep",
        "left,right,keep",
        "left",
    ),
}
CARDS_PASSED = 3
PASS_PART = re.compile(r"(left|right)([0-9]{1,2})?|across|keep")

# Cards taken out so that everyone gets as many; the card that leads the first trick.
REMOVED = {
    3: (Card("2", "diamonds"),),
    4: (),
    5: (Card("2", "diamonds"), Card("2", "clubs")),
    6: (Card("2", "clubs"), Card("3", "clubs"), Card("2", "diamonds"), Card("2", "spades")),
    7: (Card("2", "diamonds"), Card("3", "diamonds"), Card("3", "clubs")),  # 49 cards, 7 each; the 2♣ leads
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
    """The deal moves to the left: hand k is dealt by seat first_dealer + k - 1.

    >>> [dealer_of(number, players=4) for number in range(1, 6)]
    [0, 1, 2, 3, 0]
    """
    return (first_dealer + number - 1) % players


def pass_offset(number: int, players: int, rules: Rules = Rules()) -> int:
    """How many seats to the left the cards go in hand `number` (0 = keep).

    >>> [pass_offset(number, players=4) for number in range(1, 6)]  # left, right, across, keep, left
    [1, 3, 2, 0, 1]
    """
    passing = rules.kind.passing
    if passing == PASS_LEFT:
        return 1
    if passing == PASS_RIGHT:
        return players - 1
    cycle = pass_cycle(players, rules)
    return cycle[(number - 1) % len(cycle)]


def pass_cycle(players: int, rules: Rules = Rules()) -> tuple[int, ...]:
    """The pass offsets of one round of hands, from hand 1 until the directions repeat: the table's own
    cycle (`pass_cycle`), else the seed's for the player count (four: in the chosen `pass_order`)."""
    if rules.kind.passing != PASS_CYCLE:
        return (pass_offset(1, players, rules),)
    if rules.pass_cycle is not None:
        offsets, _ = read_pass_cycle(rules.pass_cycle, players)
        if offsets:
            return offsets
    four_other_way = players == 4 and rules.pass_order == "left-across-right"
    return PASS_CYCLE_LEFT_ACROSS_RIGHT if four_other_way else PASS_CYCLES[players]


@lru_cache(maxsize=256)
def read_pass_cycle(text: str, players: int) -> tuple[tuple[int, ...], str | None]:
    """'left,right,left2,right2,keep' as seats to the left for `players`, and the first part that is no pass
    there (across: even counts only; leftN/rightN: 2 <= N <= players - 2)."""
    offsets = []
    for part in text.split(",") if isinstance(text, str) else [text]:
        offset = _offset_of(part.strip().casefold() if isinstance(part, str) else "", players)
        if offset is None:
            return (), str(part).strip()
        offsets.append(offset)
    return tuple(offsets), None


def _offset_of(part: str, players: int) -> int | None:
    found = PASS_PART.fullmatch(part)
    if found is None:
        return None
    if part == "keep":
        return 0
    if part == "across":
        return players // 2 if players % 2 == 0 else None
    seats = int(found.group(2) or 1)
    if found.group(2) is not None and not 2 <= seats <= players - 2:
        return None
    return seats % players if found.group(1) == "left" else (players - seats) % players


def cards_passed(number: int, players: int, rules: Rules = Rules()) -> int:
    """Three cards are passed (papayoo: 5, 4 or 3 by player count), none on a keep hand.

    >>> [cards_passed(number, players=4) for number in range(1, 5)]
    [3, 3, 3, 0]
    """
    if pass_offset(number, players, rules) == 0:
        return 0
    return dict(rules.kind.cards_passed).get(players, CARDS_PASSED)


def receiver_of(seat: int, offset: int, players: int) -> int:
    """The seat that gets the cards `seat` passes.

    >>> receiver_of(seat=0, offset=3, players=4)  # passing right: to the seat before it
    3
    """
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
