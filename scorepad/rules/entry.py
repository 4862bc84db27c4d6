"""Entering a hand: the live remainder, the last share filled in (and open again after a correction, never
moved), points from who took which card, and the hand being entered as a value (taps in; points, what is
missing and whether it may be saved out)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from scorepad.rules.cards import JACK_OF_DIAMONDS, RANKS, Card
from scorepad.rules.kinds import DieSuit, MoonChoice
from scorepad.rules.match import Hand
from scorepad.rules.problems import Problem
from scorepad.rules.validate import moon_shooter
from scorepad.rules.variants import Rules

# What a hand being entered still lacks (codes with data, like the problems; the edges give the words)
HEARTS_LEFT = "hearts_left"  # data: {"left": n, "by_value": bool}
HEARTS_OVER = "hearts_over"  # data: {"over": n, "by_value": bool}
HEARTS_OPEN = "hearts_open"  # data: {}
WHO_TOOK = "who_took"  # data: {"card": Card}
SUIT_MISSING = "suit_missing"  # data: {}
OPEN_AGAIN = "share_open_again"  # data: {"seats": (seat, ...)}: filled in, then emptied by a correction elsewhere


def remainder(points: Sequence[int | None], rules: Rules, total: int | None = None) -> int:
    """The points still to place: the hand total (or `total`) less what is entered so far.

    >>> remainder((3, 1, None, 4), Rules())
    18
    """
    return (rules.hand_total() if total is None else total) - sum(p for p in points if p is not None)


def fill_last(points: Sequence[int | None], rules: Rules, total: int | None = None) -> tuple[int | None, ...]:
    """One empty seat gets the remainder; with nothing left, every empty seat gets 0; too much fills nothing."""
    empty = [seat for seat, p in enumerate(points) if p is None]
    rest = remainder(points, rules, total)
    if rest < 0 or not (len(empty) == 1 or rest == 0):
        return tuple(points)
    return tuple(rest if p is None else p for p in points)


def card_value(card: Card, rules: Rules) -> int:
    """The penalty points of one card in this variant (0 for a card that costs nothing)."""
    return dict(rules.penalty_cards()).get(card, 0)


def points_from_cards(
    takers: Mapping[Card, int], players: int, rules: Rules, hearts: Sequence[int] = ()
) -> tuple[int, ...]:
    """Points per seat from who took which penalty card, plus a count of one-point cards per seat."""
    points = [0] * players
    for seat, count in enumerate(hearts):
        points[seat] += count
    for card, seat in takers.items():
        points[seat] += card_value(card, rules)
    return tuple(points)


def heart_cards(rules: Rules) -> tuple[tuple[Card, int], ...]:
    """The hearts among the variant's penalty cards, with their points."""
    return tuple((card, points) for card, points in rules.penalty_cards() if card.suit == "hearts")


def hearts_total(rules: Rules) -> int:
    """All the hearts' points in one hand: 13 by count, 104 by face value."""
    return sum(points for _, points in heart_cards(rules))


def hearts_by_value(rules: Rules) -> bool:
    """Hearts are entered as a count when each is worth 1, else as the sum of their face values."""
    return any(points != 1 for _, points in heart_cards(rules))


def single_cards(rules: Rules) -> tuple[Card, ...]:
    """The penalty cards one player takes whole (Q♠, A♠, K♠, the die's 7), in the variant's order."""
    return tuple(card for card, _ in rules.penalty_cards() if card.suit != "hearts")


@dataclass(frozen=True)
class HandDraft:
    """A hand as tapped so far: hearts per seat (None = open), who took each single card, jack, suit, cards.
    The engine fills in only what is certain from the taps (the last open share), and never changes what it
    filled in to fit a later correction: that share is open again (`reopened`) until it is tapped itself."""

    rules: Rules
    hearts: tuple[int | None, ...]
    takers: tuple[tuple[Card, int | None], ...]
    auto: frozenset[int] = frozenset()  # seats the engine filled in
    jack: int | None = None
    suit: DieSuit | None = None
    cards: tuple[tuple[Card, int], ...] = ()  # heart cards tapped for a seat (by-value variants)
    reopened: frozenset[int] = frozenset()  # filled in, then emptied by a correction: open until tapped
    typing: int | None = None  # the seat whose share is being typed digit by digit (one entry until left)
    sun: bool = False  # said of a moon where the match plays the sun: the shooter took every trick too

    @classmethod
    def empty(cls, players: int, rules: Rules) -> HandDraft:
        """Nothing tapped yet."""
        return cls(rules, (None,) * players, tuple((card, None) for card in single_cards(rules)))

    @classmethod
    def of_hand(cls, hand: Hand, players: int, rules: Rules) -> HandDraft:
        """A stored hand's taps again (kept with the hand), or its points when it has none."""
        draft = replace(cls.empty(players, rules), jack=hand.jack, suit=hand.suit, sun=hand.sun)
        saved = hand.extra.get("entry") if isinstance(hand.extra, dict) else None
        try:
            return _with_saved_taps(draft, saved) if isinstance(saved, dict) else draft
        except (TypeError, ValueError):
            return draft

    @property
    def players(self) -> int:
        return len(self.hearts)

    @property
    def by_value(self) -> bool:
        return hearts_by_value(self.rules)

    @property
    def needs_jack(self) -> bool:
        return bool(self.rules.kind.jack_bonus)

    @property
    def needs_suit(self) -> bool:
        return self.rules.kind.die

    @property
    def touched(self) -> bool:
        """Something was tapped (what the engine filled in does not count)."""
        typed = any(h is not None for seat, h in enumerate(self.hearts) if seat not in self.auto)
        return (
            typed
            or any(s is not None for _, s in self.takers)
            or self.jack is not None
            or self.suit is not None
            or bool(self.cards)
        )

    # --- taps ---------------------------------------------------------------
    def tap_hearts(self, seat: int, value: int | None) -> HandDraft:
        """A seat's hearts; the same value tapped again clears it (a filled-in one is taken as tapped)."""
        if self.hearts[seat] == value and seat not in self.auto:
            value = None
        return self.with_hearts(seat, value)

    def with_hearts(self, seat: int, value: int | None) -> HandDraft:
        """A seat's hearts set as tapped. A share filled in for another player is never changed to fit: when
        this tap changes the hand it empties again and stays open until it is tapped itself."""
        changed = self.hearts[seat] != value
        reopen = self.auto - {seat} if changed else frozenset()
        hearts = [None if s in reopen else h for s, h in enumerate(self.hearts)]
        hearts[seat] = value
        # a sum typed over them
        cards = self.cards if not changed else tuple((c, s) for c, s in self.cards if s != seat)
        given = {seat} if value is not None else set()  # a share emptied by hand is not yet tapped: still open again
        drawn = replace(self, cards=cards, reopened=(self.reopened | reopen) - given, typing=None)
        return drawn._filled(hearts, kept=frozenset() if changed else self.auto - {seat})

    def type_hearts(self, seat: int, value: int | None) -> HandDraft:
        """A seat's hearts as typed so far ("1", then "13"): the digits of one share are one entry, so what
        they filled in follows them; typing into a share anew is a new entry, like a tap."""
        if self.typing != seat:
            drawn = self.with_hearts(seat, value)
            return replace(drawn, typing=seat) if drawn.hearts != self.hearts else drawn
        hearts = [None if s in self.auto else h for s, h in enumerate(self.hearts)]
        hearts[seat] = value
        return self._filled(hearts)

    def typed_out(self) -> HandDraft:
        """The share being typed was left: what its digits filled in is as final as a tap's fill."""
        return replace(self, typing=None) if self.typing is not None else self

    def tap_taker(self, card: Card, seat: int) -> HandDraft:
        """Who took a single penalty card; the same seat tapped again clears it."""
        takers = tuple((c, None if c == card and s == seat else (seat if c == card else s)) for c, s in self.takers)
        return replace(self, takers=takers, typing=None)

    def tap_jack(self, seat: int) -> HandDraft:
        """Omnibus: who took J♦; the same seat again clears it."""
        return replace(self, jack=None if self.jack == seat else seat, typing=None)

    def with_suit(self, suit: DieSuit | None) -> HandDraft:
        """Papayoo: the suit the die chose."""
        return replace(self, suit=suit, typing=None)

    def tap_card(self, card: Card, seat: int) -> HandDraft:
        """A heart card tapped for a seat (again: taken back); a seat with cards has their sum, a typed sum stays.
        The untaken cards filled in for the one player not tapped are open again once another share changes."""
        cards = dict(self.cards)
        if cards.get(card) == seat:
            del cards[card]
        else:
            cards[card] = seat
        values, had = dict(heart_cards(self.rules)), {taker for _, taker in self.cards}
        hearts = [None if s in had or s in self.auto else h for s, h in enumerate(self.hearts)]
        for s in {taker for taker in cards.values()}:
            hearts[s] = sum(values[taken] for taken, taker in cards.items() if taker == s)
        reopened = (self.reopened | (self.auto - {seat})) - {seat}
        if len(cards) == len(values):  # every card tapped: each share is exactly its cards, nothing filled in
            hearts, reopened = [h or 0 for h in hearts], frozenset()
        ordered = tuple(sorted(cards.items(), key=lambda item: _rank_order(item[0])))
        return replace(self, cards=ordered, auto=frozenset(), reopened=reopened, typing=None)._filled(hearts)

    def _filled(self, hearts: list[int | None], kept: frozenset[int] = frozenset()) -> HandDraft:
        """The open shares filled in (never one emptied by a correction: while one is open, none fills)."""
        if any(hearts[s] is None for s in self.reopened):
            return replace(self, hearts=tuple(hearts), auto=kept)
        filled = fill_last(hearts, self.rules, hearts_total(self.rules))
        auto = frozenset(s for s, (h, f) in enumerate(zip(hearts, filled, strict=True)) if h is None and f is not None)
        return replace(self, hearts=filled, auto=kept | auto)

    # --- answers ------------------------------------------------------------
    def hearts_left(self) -> int:
        """Hearts (or their points) not yet given to anyone."""
        return remainder(self.hearts, self.rules, hearts_total(self.rules))

    def missing(self) -> tuple[Problem, ...]:
        """What still has to be tapped; empty when the hand is complete."""
        found, left = [], self.hearts_left()
        if left > 0:
            found.append(Problem(HEARTS_LEFT, data={"left": left, "by_value": self.by_value}))
        elif left < 0:
            found.append(Problem(HEARTS_OVER, data={"over": -left, "by_value": self.by_value}))
        elif any(h is None for s, h in enumerate(self.hearts) if s not in self.reopened):
            found.append(Problem(HEARTS_OPEN))
        again = tuple(s for s in sorted(self.reopened) if self.hearts[s] is None)
        if again:
            found.append(Problem(OPEN_AGAIN, data={"seats": again}))
        found += [Problem(WHO_TOOK, data={"card": card}) for card, seat in self.takers if seat is None]
        if self.needs_jack and self.jack is None:
            found.append(Problem(WHO_TOOK, data={"card": JACK_OF_DIAMONDS}))
        if self.needs_suit and self.suit is None:
            found.append(Problem(SUIT_MISSING))
        return tuple(found)

    def points(self) -> tuple[int, ...] | None:
        """Penalty points per seat once everything is tapped (before the moon and the jack)."""
        if self.missing():
            return None  # else every card has its taker and every seat its hearts
        takers = {card: seat for card, seat in self.takers if seat is not None}
        return points_from_cards(takers, self.players, self.rules, tuple(h or 0 for h in self.hearts))

    def partial_points(self) -> tuple[int | None, ...]:
        """Points so far per seat (None where the hearts are still open)."""
        takers = {card: seat for card, seat in self.takers if seat is not None}
        points = points_from_cards(takers, self.players, self.rules, [h or 0 for h in self.hearts])
        return tuple(None if hearts is None else p for hearts, p in zip(self.hearts, points, strict=True))

    def shooter(self) -> int | None:
        """The seat that shot the moon, by the engine's rule (None while incomplete)."""
        points = self.points()
        return None if points is None else moon_shooter(points, self.rules)

    def untaken(self) -> tuple[Card, ...]:
        """By-value variants: the heart cards nobody was tapped for yet, in rank order."""
        taken = dict(self.cards)
        return tuple(card for card, _ in heart_cards(self.rules) if card not in taken)

    def holder_of_untaken(self) -> int | None:
        """The one seat that was filled in with the untaken cards' points (the player not tapped), if any."""
        holders = [seat for seat in self.auto if self.hearts[seat]]
        return holders[0] if len(holders) == 1 and self.untaken() else None

    @property
    def can_be_sun(self) -> bool:
        """Whether this hand may be called the sun: the match plays it and somebody took all the points."""
        return self.rules.sun is not None and self.shooter() is not None

    def with_sun(self, sun: bool) -> HandDraft:
        """The moon said to be the sun (the shooter took every trick too), or a moon again."""
        return replace(self, sun=sun)

    def hand(self, moon: MoonChoice | None = None) -> Hand:
        """The hand to store (points, moon choice, jack, suit, the sun), with its taps kept for a later edit; only
        once nothing is missing. The sun is kept only while the hand can be one."""
        points = self.points()
        if points is None:
            raise ValueError("a hand still missing taps has no points to store")
        jack = self.jack if self.needs_jack else None
        return Hand(points, moon, jack, self.suit, {"entry": self.taps()}, sun=self.sun and self.can_be_sun)

    def taps(self) -> dict[str, object]:
        """The taps as plain data (kept in the stored hand's extra keys)."""
        return {
            "hearts": list(self.hearts),
            "takers": [[c.rank, c.suit, s] for c, s in self.takers],
            "cards": [[c.rank, c.suit, s] for c, s in self.cards],
        }


def _with_saved_taps(draft: HandDraft, saved: dict[str, Any]) -> HandDraft:
    # `saved`: the taps as a file holds them, unchecked; a wrong shape raises TypeError or ValueError (of_hand)
    hearts = list(saved.get("hearts", []))
    if len(hearts) == draft.players and all(h is None or isinstance(h, int) for h in hearts):
        draft = replace(draft, hearts=tuple(hearts))
    known = dict(draft.takers)
    for rank, suit, seat in saved.get("takers", []):
        if Card(rank, suit) in known and (seat is None or 0 <= seat < draft.players):
            known[Card(rank, suit)] = seat
    cards = tuple((Card(rank, suit), seat) for rank, suit, seat in saved.get("cards", []) if 0 <= seat < draft.players)
    return replace(draft, takers=tuple(known.items()), cards=cards)


def _rank_order(card: Card) -> int:
    return RANKS.index(card.rank)
