"""A match as plain values: who sits where, the rules, and the hands as the table wrote them."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from scorepad.rules.log import HandLog, TakenBack
from scorepad.rules.variants import Rules


@dataclass(frozen=True)
class Hand:
    """One hand as written down: penalty points per seat before the moon, and what else it needs."""

    points: tuple[int, ...]
    moon: str | None = None  # the shooter's choice, "minus" or "plus", under the choice rule
    jack: int | None = None  # omnibus: the seat that took the jack of diamonds
    suit: str | None = None  # papayoo: the suit the die chose
    extra: dict = field(default_factory=dict, compare=False, hash=False, repr=False)
    log: HandLog | None = field(default=None, compare=False, hash=False, repr=False)  # its story; never scored


@dataclass(frozen=True)
class Match:
    """Players clockwise, the rules, the first dealer's seat and the hands played so far."""

    players: tuple[str, ...]
    rules: Rules = Rules()
    first_dealer: int = 0
    hands: tuple[Hand, ...] = ()
    extra: dict = field(default_factory=dict, compare=False, hash=False, repr=False)
    taken_back: tuple[TakenBack, ...] = field(default=(), compare=False, hash=False, repr=False)  # never scored

    def with_hand(self, hand: Hand) -> Match:
        """This match with one more hand."""
        return replace(self, hands=self.hands + (hand,))

    def with_hand_replaced(self, number: int, hand: Hand) -> Match:
        """This match with hand `number` (1-based) written anew."""
        hands = list(self.hands)
        hands[number - 1] = hand
        return replace(self, hands=tuple(hands))

    def without_last_hand(self) -> Match:
        """This match with its last hand taken back."""
        return replace(self, hands=self.hands[:-1])
