"""The variants as data: one registry, looked up by name; no variant ifs elsewhere."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache
from types import MappingProxyType

from scorepad.rules.cards import (
    ACE_OF_SPADES,
    HEARTS,
    KING_OF_SPADES,
    QUEEN_OF_SPADES,
    SEVEN_OF_THE_DIE,
    Card,
    face_value,
)
from scorepad.rules.kinds import (  # noqa: F401 (the closed sets are read through here too)
    MOON_CHOICES,
    MOON_JACKS,
    MOON_RULES,
    PASS_ORDERS,
    TIES,
    Ending,
    FirstLead,
    MoonJack,
    MoonRule,
    Passing,
    PassOrder,
    Tie,
    VariantName,
)
from scorepad.rules.options import OPTIONS, STANDARD_QUEEN

ONE_PER_HEART = tuple((card, 1) for card in HEARTS)
HEARTS_AT_FACE_VALUE = tuple((card, face_value(card.rank)) for card in HEARTS)

# How the passing direction is found: by the table of cycles, or always one way.
PASS_CYCLE: Passing = "cycle"
PASS_LEFT: Passing = "left"
PASS_RIGHT: Passing = "right"
# How a match ends: at the target score, or after a number of rounds.
END_AT_TARGET: Ending = "target"
END_AFTER_ROUNDS: Ending = "rounds"


@dataclass(frozen=True)
class Variant:
    """A variant of Hearts: its penalty cards and the rules that differ from standard."""

    name: VariantName
    penalties: tuple[tuple[Card, int], ...]
    default_target: int | None = 100
    moon: bool = True
    jack_bonus: int = 0  # omnibus: the jack of diamonds is worth this (negative) to its taker
    die: bool = False  # papayoo: a die picks the suit whose 7 is a penalty card
    passing: Passing = PASS_CYCLE
    cards_passed: tuple[tuple[int, int], ...] = ()  # (players, cards) pairs; 3 when absent
    ends: Ending = END_AT_TARGET
    spade_penalties: tuple[tuple[Card, int], ...] = ()  # added when the rules ask for them
    lead: FirstLead = "lowest_club"  # who leads the first trick: lowest_club, left_of_dealer, dealer
    removed_for_3: tuple[Card, ...] | None = None  # cards taken out with 3 players, when not standard

    @property
    def queen(self) -> int:
        """The Q♠'s points in this variant (0 where it is no penalty card)."""
        return dict(self.penalties).get(QUEEN_OF_SPADES, 0)

    def penalty_cards(self, spade_penalties: bool = False, queen: int | None = None) -> tuple[tuple[Card, int], ...]:
        """The penalty cards of one hand with their points (the Q♠ worth `queen` when given)."""
        cards = (
            self.penalties
            if queen is None
            else tuple((c, queen if c == QUEEN_OF_SPADES else p) for c, p in self.penalties)
        )
        return cards + (self.spade_penalties if spade_penalties else ())

    def hand_total(self, spade_penalties: bool = False, queen: int | None = None) -> int:
        """The penalty points in one hand, before the moon and the jack."""
        return sum(points for _, points in self.penalty_cards(spade_penalties, queen))

    def options(self) -> tuple[str, ...]:
        """The rule options that mean something in this variant (the others keep their defaults)."""
        return _options_of(self)


VARIANTS: MappingProxyType[str, Variant] = MappingProxyType(
    {
        v.name: v
        for v in (
            Variant("standard", ONE_PER_HEART + ((QUEEN_OF_SPADES, 13),)),
            Variant("omnibus", ONE_PER_HEART + ((QUEEN_OF_SPADES, 13),), jack_bonus=-10),
            Variant("spot", HEARTS_AT_FACE_VALUE + ((QUEEN_OF_SPADES, 25),), default_target=500),
            Variant(
                "black_maria",
                ONE_PER_HEART + ((QUEEN_OF_SPADES, 13),),
                passing=PASS_RIGHT,
                spade_penalties=((ACE_OF_SPADES, 7), (KING_OF_SPADES, 10)),
                lead="left_of_dealer",
                removed_for_3=(Card("2", "clubs"),),
            ),
            Variant(
                "papayoo",
                HEARTS_AT_FACE_VALUE + ((SEVEN_OF_THE_DIE, 40),),
                default_target=None,
                moon=False,
                die=True,
                passing=PASS_LEFT,
                cards_passed=((3, 5), (4, 5), (5, 4), (6, 3)),
                ends=END_AFTER_ROUNDS,
                lead="dealer",
            ),
        )
    }
)

MIN_PLAYERS, MAX_PLAYERS = 3, 7


@dataclass(frozen=True)
class Rules:
    """The rules a match is played with; None means the variant's default."""

    variant: VariantName = "standard"
    moon: MoonRule = "choice"
    target: int | None = None
    rounds: int | None = None
    pass_order: PassOrder = "left-right-across"
    spade_penalties: bool = False
    tie: Tie = "play-on"
    exact_target_resets_to: int | None = None
    moon_jack: MoonJack = "counts"
    sun: int | None = None  # a moon with every trick (the sun) is worth this instead (None: no sun)
    pass_cycle: str | None = None  # e.g. "left,right,left2,right2,keep"; None: the seed's cycle for the player count
    exact_target_wins: bool = False  # a total of exactly the target wins at once
    queen: int = STANDARD_QUEEN  # the Q♠'s points where the variant is built on Standard (13 or 26)

    @property
    def kind(self) -> Variant:
        """The variant these rules name (they must have been validated)."""
        return VARIANTS[self.variant]

    def target_score(self) -> int | None:
        """The score that ends the match (None when it ends after rounds)."""
        if self.kind.ends != END_AT_TARGET:
            return None
        return self.target if self.target is not None else self.kind.default_target

    def rounds_to_play(self, players: int) -> int | None:
        """How many hands the match lasts when it ends after rounds: one per player by default."""
        if self.kind.ends != END_AFTER_ROUNDS:
            return None
        return self.rounds if self.rounds is not None else players

    def hand_total(self) -> int:
        """The penalty points in one hand, before the moon and the jack (39 with the heavier queen)."""
        return _hand_total(self.variant, self.spade_penalties, self.queen_points())

    def penalty_cards(self) -> tuple[tuple[Card, int], ...]:
        """The penalty cards of one hand with their points."""
        return self.kind.penalty_cards(self.spade_penalties, self.queen_points())

    def queen_points(self) -> int | None:
        """The Q♠'s points these rules set (None: the variant's own, where it does not use the option)."""
        return self.queen if "queen" in self.kind.options() else None

    def for_variant(self, variant: VariantName) -> Rules:
        """These rules for `variant` (a known one), with the options it does not use back at their defaults."""
        kept = VARIANTS[variant].options()
        return replace(self, variant=variant, **{o.key: o.default for o in OPTIONS if o.key not in kept})  # type: ignore[arg-type]

    def differs(self, key: str) -> bool:
        """Whether option `key` is set away from its default."""
        return bool(getattr(self, key) != getattr(DEFAULT_RULES, key))


DEFAULT_RULES = Rules()


@cache
def _options_of(variant: Variant) -> tuple[str, ...]:
    return tuple(option.key for option in OPTIONS if option.uses(variant))


@cache
def _hand_total(variant: str, spade_penalties: bool, queen: int | None) -> int:
    return VARIANTS[variant].hand_total(spade_penalties, queen)
