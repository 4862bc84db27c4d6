"""Scoring a hand (the moon, the jack) and the outcome of a match."""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from scorepad.rules.kinds import MOON_CHOICES, MoonChoice
from scorepad.rules.match import Hand
from scorepad.rules.validate import moon_shooter
from scorepad.rules.variants import Rules


@dataclass(frozen=True)
class Moon:
    """Somebody shot the moon (or the sun): who, and which way it was scored ("minus" or "plus")."""

    shooter: int
    applied: MoonChoice
    sun: bool = False  # the shooter took every trick too: the moon was worth the rule `sun`'s points


@dataclass(frozen=True)
class HandScore:
    """What one hand adds to each seat's total, the moon if there was one, and who went back (exactly the target)."""

    scores: tuple[int, ...]
    moon: Moon | None = None
    resets: tuple[int, ...] = ()  # seats whose total landed on exactly the target and went back to the reset value


@dataclass(frozen=True)
class Outcome:
    """Where a match stands: finished with its winners, or still on (maybe on a tie for the fewest)."""

    finished: bool
    winners: tuple[int, ...] = ()
    tied_for_fewest: bool = (
        False  # the target was reached (in this hand or before) but several share the fewest: play on
    )
    exact: bool = False  # exact_target_wins: the winners landed on exactly the target

    @property
    def shared(self) -> bool:
        """Finished with several winners (a tie at the end with `tie shared`, or Papayoo's)."""
        return self.finished and len(self.winners) > 1


@dataclass(frozen=True)
class MoonOption:
    """One way a moon could be scored, and where it would leave the match."""

    choice: MoonChoice
    scores: tuple[int, ...]
    totals: tuple[int, ...]
    outcome: Outcome
    shooter_wins: bool
    hands_match_to_another: bool  # it would end the match with someone other than the shooter winning


def moon_worth(hand: Hand, rules: Rules, shooter: int) -> int:
    """What a moon is worth: the hand total the shooter took; the sun: the rule's N (commonly 52)."""
    return rules.sun if hand.sun and rules.sun is not None else hand.points[shooter]


def moon_scores(points: tuple[int, ...], shooter: int, choice: MoonChoice, worth: int | None = None) -> tuple[int, ...]:
    """Minus: the shooter gets minus the moon's worth (the hand total), others 0. Plus: the others get it, the
    shooter 0.

    >>> moon_scores((0, 26, 0, 0), shooter=1, choice="minus")
    (0, -26, 0, 0)
    >>> moon_scores((0, 26, 0, 0), shooter=1, choice="plus", worth=52)  # the sun
    (52, 0, 52, 52)
    """
    value = points[shooter] if worth is None else worth
    if choice == "minus":
        return tuple(-value if seat == shooter else 0 for seat in range(len(points)))
    return tuple(0 if seat == shooter else value for seat in range(len(points)))


def with_jack(scores: tuple[int, ...], hand: Hand, rules: Rules, moon: bool = False) -> tuple[int, ...]:
    """Omnibus: the jack of diamonds counts for its taker on top of everything else (in a moon hand only
    while `moon_jack` counts)."""
    bonus = rules.kind.jack_bonus
    if not bonus or hand.jack is None or (moon and rules.moon_jack == "ignored"):
        return scores
    return tuple(s + bonus if seat == hand.jack else s for seat, s in enumerate(scores))


def with_resets(
    scores: tuple[int, ...], totals_before: tuple[int, ...], rules: Rules
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """exact_target_resets_to N: a total landing on exactly the target goes back to N, as part of this hand's
    score; the scores and the seats that went back."""
    reset, target = rules.exact_target_resets_to, rules.target_score()
    if reset is None or target is None:
        return scores, ()
    back = tuple(seat for seat, (t, s) in enumerate(zip(totals_before, scores, strict=True)) if t + s == target)
    return tuple(
        reset - t if seat in back else s for seat, (t, s) in enumerate(zip(totals_before, scores, strict=True))
    ), back


def on_exactly_the_target(totals: tuple[int, ...], rules: Rules) -> tuple[int, ...]:
    """exact_target_wins: the seats whose total is exactly the target (none without the rule).

    >>> on_exactly_the_target((100, 61, 75, 88), Rules(exact_target_wins=True))
    (0,)
    """
    target = rules.target_score()
    if not rules.exact_target_wins or target is None:
        return ()
    return tuple(seat for seat, total in enumerate(totals) if total == target)


def outcome(totals: tuple[int, ...], hands_played: int, rules: Rules, end_reached: bool = False) -> Outcome:
    """Over once the target was reached (now, or before: `end_reached`) and one player alone has the fewest,
    or several with `tie shared` (they all win). With `exact_target_wins` one player alone on exactly the target
    wins first (several: with `tie shared` they all win, else the usual end decides). Papayoo ends after its
    rounds instead, and a tie there shares the win.

    >>> outcome((104, 61, 75, 88), hands_played=12, rules=Rules())
    Outcome(finished=True, winners=(1,), tied_for_fewest=False, exact=False)
    >>> outcome((104, 61, 61, 88), hands_played=12, rules=Rules()).tied_for_fewest
    True
    """
    if not totals:
        return Outcome(False)
    fewest = min(totals)
    leaders = tuple(seat for seat, t in enumerate(totals) if t == fewest)
    rounds, target = rules.rounds_to_play(len(totals)), rules.target_score()
    if rounds is not None:
        return Outcome(True, leaders) if hands_played >= rounds else Outcome(False)
    landed = on_exactly_the_target(totals, rules)
    if len(landed) == 1 or (landed and rules.tie == "shared"):
        return Outcome(True, landed, exact=True)
    if not end_reached and target is not None and max(totals) < target:
        return Outcome(False)
    if len(leaders) > 1 and rules.tie != "shared":
        return Outcome(False, tied_for_fewest=True)
    return Outcome(True, leaders)


def score_hand(
    hand: Hand, rules: Rules, totals_before: tuple[int, ...], hands_before: int = 0, end_reached: bool = False
) -> HandScore:
    """The scores a valid hand adds: its points, or the moon as the rule or the shooter decides, plus the jack.

    >>> score_hand(Hand((3, 1, 18, 4)), Rules(), totals_before=(0, 0, 0, 0)).scores
    (3, 1, 18, 4)
    >>> score_hand(Hand((0, 26, 0, 0), moon="plus"), Rules(), totals_before=(0, 0, 0, 0)).scores
    (26, 0, 26, 26)
    """
    points = tuple(hand.points)
    shooter = moon_shooter(points, rules)
    if shooter is None:
        scores, resets = with_resets(with_jack(points, hand, rules), totals_before, rules)
        return HandScore(scores, resets=resets)
    choice = _moon_choice(hand, rules, shooter, totals_before, hands_before, end_reached)
    return _moon_score(hand, rules, shooter, choice, totals_before)


def moon_options(
    hand: Hand, rules: Rules, totals_before: tuple[int, ...], hands_before: int = 0, end_reached: bool = False
) -> tuple[MoonOption, ...]:
    """Both ways to score a moon hand, with the totals and the outcome each leads to."""
    shooter = moon_shooter(tuple(hand.points), rules)
    if shooter is None:
        return ()
    return tuple(
        _option(hand, rules, shooter, choice, totals_before, hands_before, end_reached) for choice in MOON_CHOICES
    )


def _moon_score(
    hand: Hand, rules: Rules, shooter: int, choice: MoonChoice, totals_before: tuple[int, ...]
) -> HandScore:
    worth = moon_worth(hand, rules, shooter)
    scores, resets = with_resets(
        with_jack(moon_scores(tuple(hand.points), shooter, choice, worth), hand, rules, moon=True), totals_before, rules
    )
    return HandScore(scores, Moon(shooter, choice, hand.sun), resets)


def _option(
    hand: Hand,
    rules: Rules,
    shooter: int,
    choice: MoonChoice,
    totals_before: tuple[int, ...],
    hands_before: int,
    end_reached: bool,
) -> MoonOption:
    scores = _moon_score(hand, rules, shooter, choice, totals_before).scores
    totals = tuple(t + s for t, s in zip(totals_before, scores, strict=True))
    result = outcome(totals, hands_before + 1, rules, end_reached)
    wins = result.finished and shooter in result.winners
    return MoonOption(choice, scores, totals, result, wins, result.finished and not wins)


def _moon_choice(
    hand: Hand, rules: Rules, shooter: int, totals_before: tuple[int, ...], hands_before: int, end_reached: bool
) -> MoonChoice:
    if rules.moon in MOON_CHOICES:
        return rules.moon
    if rules.moon == "plus_safe":
        plus = _option(hand, rules, shooter, "plus", totals_before, hands_before, end_reached)
        return "minus" if plus.hands_match_to_another else "plus"
    return cast(MoonChoice, hand.moon)  # the choice rule: check_hand refuses a moon hand without the shooter's choice


def places(totals: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """(place, seat) from the fewest points up; equal totals share a place (1, 1, 3).

    >>> places((30, 12, 12, 40))
    ((1, 1), (1, 2), (3, 0), (4, 3))
    """
    order = sorted(range(len(totals)), key=lambda seat: totals[seat])
    return tuple((1 + sum(1 for other in totals if other < totals[seat]), seat) for seat in order)


def to_target(totals: tuple[int, ...], seat: int, target: int | None) -> int | None:
    """How many points `seat` can still take before reaching the target (None: no target, or reached).

    >>> to_target((30, 95, 12, 40), seat=1, target=100)
    5
    """
    if target is None or totals[seat] >= target:
        return None
    return target - totals[seat]
