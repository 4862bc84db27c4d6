"""A match as plain values: who sits where, the rules, and the hands as the table wrote them."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from scorepad.rules.kinds import DieSuit, MoonChoice
from scorepad.rules.variants import Rules


@dataclass(frozen=True)
class Hand:
    """One hand as written down: penalty points per seat before the moon, and what else it needs."""

    points: tuple[int, ...]
    moon: MoonChoice | None = None  # the shooter's choice under the choice rule
    jack: int | None = None  # omnibus: the seat that took the jack of diamonds
    suit: DieSuit | None = None  # papayoo: the suit the die chose
    extra: dict[str, object] = field(default_factory=dict, compare=False, hash=False, repr=False)
    story: HandStory | None = field(default=None, compare=False, hash=False, repr=False)  # never scored
    sun: bool = False  # the moon's shooter took every trick too (the rule `sun`)


# Each hand's story (scorepad.rules.story): its records live with the match they describe.


@dataclass(frozen=True)
class Stamp:
    """When (ISO-8601 with offset) and by whom (a short label) something was written."""

    at: str
    by: str


@dataclass(frozen=True)
class Change:
    """One change of a hand: when, by whom, and the hand as it was before (without its story)."""

    at: str
    by: str
    before: Hand


@dataclass(frozen=True)
class PutBack:
    """A hand taken back (`taken`: when and by whom) and put back as it was (when and by whom)."""

    at: str
    by: str
    taken: Stamp


@dataclass(frozen=True)
class HandStory:
    """A hand's story: how it was entered (None: before stories were kept), its changes and the times it was
    taken back and put back, each oldest first."""

    entered: Stamp | None = None
    changes: tuple[Change, ...] = ()
    put_back: tuple[PutBack, ...] = ()

    @property
    def changed(self) -> bool:
        """Whether the hand was changed after it was entered."""
        return bool(self.changes)


@dataclass(frozen=True)
class TakenBack:
    """A hand taken back: its number then, when and by whom, and the hand with its own story."""

    number: int
    at: str
    by: str
    hand: Hand


@dataclass(frozen=True)
class Match:
    """Players clockwise, the rules, the first dealer's seat and the hands played so far."""

    players: tuple[str, ...]
    rules: Rules = Rules()
    first_dealer: int = 0
    hands: tuple[Hand, ...] = ()
    extra: dict[str, object] = field(default_factory=dict, compare=False, hash=False, repr=False)
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
