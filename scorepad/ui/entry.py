"""Entering one hand at the table: hearts per player and who took which penalty card, turned into
a Hand by the engine's own helpers. No flet here, so the logic is tested without a UI."""

from __future__ import annotations

from dataclasses import dataclass, field

from scorepad.rules import Hand, Match, Rules, check_new_hand, moon_shooter, points_from_cards
from scorepad.rules.cards import JACK_OF_DIAMONDS, Card

# Values of hearts in the variants: "count" (each heart 1) or "value" (face value).
COUNT, VALUE = "count", "value"


def heart_cards(rules: Rules) -> tuple[tuple[Card, int], ...]:
    """The hearts among the variant's penalty cards, with their points."""
    return tuple((card, points) for card, points in rules.penalty_cards() if card.suit == "hearts")


def single_cards(rules: Rules) -> tuple[Card, ...]:
    """The penalty cards that one player takes as a whole (Q♠, A♠, K♠, the die's 7), in the variant's order."""
    return tuple(card for card, _ in rules.penalty_cards() if card.suit != "hearts")


def heart_mode(rules: Rules) -> str:
    """Hearts are entered as a count when each is worth 1, else as the sum of their face values."""
    return COUNT if all(points == 1 for _, points in heart_cards(rules)) else VALUE


@dataclass
class HandEntry:
    """What has been tapped so far for one hand; every score comes from the engine."""

    match: Match
    hearts: list[int | None] = field(default_factory=list)
    takers: dict[Card, int | None] = field(default_factory=dict)
    jack: int | None = None
    suit: str | None = None
    cards: dict[Card, int] = field(default_factory=dict)  # spot/papayoo: heart card -> seat, when tapped
    auto: set[int] = field(default_factory=set)  # seats whose hearts were filled in automatically

    def __post_init__(self):
        n = len(self.match.players)
        if not self.hearts:
            self.hearts = [None] * n
        for card in single_cards(self.rules):
            self.takers.setdefault(card, None)

    @property
    def rules(self) -> Rules:
        return self.match.rules

    @property
    def players(self) -> int:
        return len(self.match.players)

    @property
    def mode(self) -> str:
        return heart_mode(self.rules)

    @property
    def hearts_total(self) -> int:
        """All the hearts' points in one hand: 13 by count, 104 by face value."""
        return sum(points for _, points in heart_cards(self.rules))

    @property
    def needs_jack(self) -> bool:
        return bool(self.rules.kind.jack_bonus)

    @property
    def needs_suit(self) -> bool:
        return self.rules.kind.die

    def hearts_left(self) -> int:
        """Hearts (or their points) not yet given to anyone."""
        return self.hearts_total - sum(h for h in self.hearts if h is not None)

    # --- taps -------------------------------------------------------------
    def set_hearts(self, seat: int, value: int | None) -> None:
        """Set one player's hearts; the last open share fills itself in, and clears again when it no longer fits."""
        for other in list(self.auto):
            self.hearts[other] = None
        self.auto.clear()
        self.hearts[seat] = value
        self._fill()

    def _fill(self) -> None:
        empty = [s for s, h in enumerate(self.hearts) if h is None]
        left = self.hearts_left()
        if not empty or left < 0:
            return
        if len(empty) == 1 or left == 0:
            for seat in empty:
                self.hearts[seat] = left if len(empty) == 1 else 0
                self.auto.add(seat)

    def set_taker(self, card: Card, seat: int | None) -> None:
        self.takers[card] = seat

    def set_jack(self, seat: int | None) -> None:
        self.jack = seat

    def set_suit(self, suit: str | None) -> None:
        self.suit = suit

    def toggle_card(self, card: Card, seat: int) -> None:
        """Spot/papayoo: a heart card tapped for a player (again to take it back); the sum follows."""
        if self.cards.get(card) == seat:
            del self.cards[card]
        else:
            self.cards[card] = seat
        values = dict(heart_cards(self.rules))
        self.auto.clear()
        self.hearts = [None] * self.players
        for taken, taker in self.cards.items():
            self.hearts[taker] = (self.hearts[taker] or 0) + values[taken]
        if len(self.cards) == len(values):
            self.hearts = [h or 0 for h in self.hearts]
        else:
            self._fill()

    # --- reading ----------------------------------------------------------
    def untaken(self) -> tuple[Card, ...]:
        """Spot/papayoo: the heart cards nobody has been tapped for yet, in rank order."""
        return tuple(card for card, _ in heart_cards(self.rules) if card not in self.cards)

    def holder_of_untaken(self) -> int | None:
        """The seat that was filled in with the points of the untaken cards (the one player not tapped), if any."""
        holders = [seat for seat in self.auto if self.hearts[seat]]
        return holders[0] if len(holders) == 1 and self.untaken() else None

    def missing(self) -> list[tuple[str, dict]]:
        """What still has to be tapped, as (text key, values); empty when the hand is complete."""
        found = []
        left = self.hearts_left()
        if left > 0:
            found.append(("entry.hearts_left" if self.mode == COUNT else "entry.heart_points_left", {"left": left}))
        elif left < 0:
            found.append(("entry.hearts_over" if self.mode == COUNT else "entry.heart_points_over", {"over": -left}))
        elif any(h is None for h in self.hearts):
            found.append(("entry.hearts_open", {}))
        for card, seat in self.takers.items():
            if seat is None:
                found.append(("entry.who_took", {"card": card}))
        if self.needs_jack and self.jack is None:
            found.append(("entry.who_took", {"card": JACK_OF_DIAMONDS}))
        if self.needs_suit and self.suit is None:
            found.append(("entry.suit_missing", {}))
        return found

    def points(self) -> tuple[int, ...] | None:
        """Penalty points per seat, from the engine, once everything is tapped."""
        if self.missing():
            return None
        takers = {card: seat for card, seat in self.takers.items()}
        return points_from_cards(takers, self.players, self.rules, tuple(self.hearts))

    def partial_points(self) -> tuple[int | None, ...]:
        """Points so far per seat (None where the hearts are still open), for the live view."""
        takers = {card: seat for card, seat in self.takers.items() if seat is not None}
        points = points_from_cards(takers, self.players, self.rules, [h or 0 for h in self.hearts])
        return tuple(None if hearts is None else p for hearts, p in zip(self.hearts, points))

    def shooter(self) -> int | None:
        """The seat that shot the moon in this hand, by the engine's rule."""
        points = self.points()
        return None if points is None else moon_shooter(points, self.rules)

    def hand(self, moon: str | None = None) -> Hand:
        """The hand to store: points, the moon choice, the jack, the suit, and the taps for a later edit."""
        extra = {"entry": self.to_dict()}
        return Hand(self.points(), moon, self.jack if self.needs_jack else None, self.suit, extra)

    def problems(self, moon: str | None = None, number: int | None = None):
        """The engine's problems with this hand as the next one (or as hand `number` when editing)."""
        if self.points() is None:
            return ()
        hand = self.hand(moon)
        if number is None:
            return check_new_hand(self.match, hand)
        from scorepad.rules import check_hand

        return tuple(check_hand(hand, self.players, self.rules, number))

    # --- keeping the taps with the hand -------------------------------------
    def to_dict(self) -> dict:
        return {
            "hearts": list(self.hearts),
            "takers": [[c.rank, c.suit, s] for c, s in self.takers.items()],
            "cards": [[c.rank, c.suit, s] for c, s in self.cards.items()],
        }

    @classmethod
    def from_hand(cls, match: Match, hand: Hand) -> HandEntry:
        """An entry prefilled from a stored hand's taps (or empty when it has none)."""
        entry = cls(match, jack=hand.jack, suit=hand.suit)
        saved = hand.extra.get("entry") if isinstance(hand.extra, dict) else None
        if not isinstance(saved, dict):
            return entry
        try:
            hearts = list(saved.get("hearts", []))
            if len(hearts) == entry.players:
                entry.hearts = hearts
            for rank, suit, seat in saved.get("takers", []):
                if Card(rank, suit) in entry.takers:
                    entry.takers[Card(rank, suit)] = seat
            for rank, suit, seat in saved.get("cards", []):
                entry.cards[Card(rank, suit)] = seat
        except (TypeError, ValueError):
            return cls(match, jack=hand.jack, suit=hand.suit)
        return entry
