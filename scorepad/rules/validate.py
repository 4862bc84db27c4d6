"""Checks of the players, the rules and each hand; they return problems, never raise."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from scorepad.rules import problems as P
from scorepad.rules.kinds import DIE_SUITS, MOON_CHOICES, MOON_RULES, PASS_ORDERS
from scorepad.rules.match import Hand, Match
from scorepad.rules.names import check_players, check_seating
from scorepad.rules.options import BY_KEY, OPTIONS, RULE_OPTIONS
from scorepad.rules.problems import Problem
from scorepad.rules.table import read_pass_cycle
from scorepad.rules.values import is_whole
from scorepad.rules.variants import MAX_PLAYERS, MIN_PLAYERS, VARIANTS, Rules

__all__ = [
    "can_be_dealt",
    "check_hand",
    "check_options",
    "check_pass_cycle",
    "check_players",
    "check_rules",
    "check_setup",
    "moon_shooter",
]


def check_rules(rules: Rules) -> list[Problem]:
    """The variant and every chosen value are known; target and rounds are positive whole numbers, a reset
    lies below the target."""
    found = []
    if rules.variant not in VARIANTS:
        found.append(Problem(P.VARIANT_UNKNOWN, data={"variant": rules.variant, "known": list(VARIANTS)}))
    if rules.moon not in MOON_RULES:
        found.append(Problem(P.MOON_RULE_UNKNOWN, data={"moon": rules.moon, "known": list(MOON_RULES)}))
    if rules.pass_order not in PASS_ORDERS:
        found.append(Problem(P.PASS_ORDER_UNKNOWN, data={"pass_order": rules.pass_order, "known": list(PASS_ORDERS)}))
    for option in OPTIONS:
        value = getattr(rules, option.key)
        if option.kind == "choice" and option.key not in ("moon", "pass_order") and value not in option.values:
            found.append(
                Problem(P.RULE_VALUE_UNKNOWN, data={"option": option.key, "value": value, "known": list(option.values)})
            )
        if option.allowed and not (is_whole(value) and value in option.allowed):
            found.append(
                Problem(
                    P.RULE_VALUE_UNKNOWN, data={"option": option.key, "value": value, "known": list(option.allowed)}
                )
            )
    if rules.target is not None and not _is_positive_whole(rules.target):
        found.append(Problem(P.TARGET_INVALID, data={"target": rules.target}))
    if rules.rounds is not None and not _is_positive_whole(rules.rounds):
        found.append(Problem(P.ROUNDS_INVALID, data={"rounds": rules.rounds}))
    found += _check_reset(rules) + _check_sun_rule(rules)
    for option in OPTIONS:  # options that rule out another while they are set (the registry says which)
        if option.excludes is not None and getattr(rules, option.key) != option.default:
            other, code = option.excludes
            if getattr(rules, other) != BY_KEY[other].default and Problem(code) not in found:
                found.append(Problem(code))  # two options that rule out each other: said once
    return found


def check_pass_cycle(rules: Rules, players: int) -> list[Problem]:
    """A table's pass cycle names only passes that exist at `players` (across: even counts; leftN: 2..players-2)."""
    if rules.pass_cycle is None or rules.variant not in VARIANTS or "pass_cycle" not in rules.kind.options():
        return []
    text = rules.pass_cycle
    _, bad = read_pass_cycle(text, players) if isinstance(text, str) and text.strip() else ((), str(text))
    if bad is None:
        return []
    return [Problem(P.PASS_CYCLE_INVALID, data={"pass_cycle": text, "part": bad, "players": players})]


def _check_reset(rules: Rules) -> list[Problem]:
    """exact_target_resets_to: a whole number from 0 to just below the target."""
    value = rules.exact_target_resets_to
    if value is None or rules.variant not in VARIANTS:
        return []
    target = rules.target_score() if _is_positive_whole(rules.target) or rules.target is None else None
    if not is_whole(value) or value < 0 or (target is not None and value >= target):
        return [Problem(P.RESET_INVALID, data={"value": value, "target": target})]
    return []


def _check_sun_rule(rules: Rules) -> list[Problem]:
    """sun N: a whole number from 1, and a moon to shoot (not with the moon rule none)."""
    value = rules.sun
    if value is None:
        return []
    if not is_whole(value) or value < 1:
        return [Problem(P.SUN_INVALID, data={"value": value})]
    return [Problem(P.SUN_WITHOUT_MOON)] if rules.moon == "none" else []


def check_options(rules: Rules, given: Iterable[str] = ()) -> list[Problem]:
    """A rule option the variant does not use must not be set: neither given (`given`) nor off its default."""
    if rules.variant not in VARIANTS:
        return []
    used, defaults = rules.kind.options(), Rules()
    return [
        Problem(P.RULE_NOT_IN_VARIANT, data={"rule": option, "variant": rules.variant})
        for option in RULE_OPTIONS
        if option not in used and (option in given or getattr(rules, option) != getattr(defaults, option))
    ]


def check_setup(match: Match) -> list[Problem]:
    """Everything a replay needs that does not depend on the hands (names as entered are check_players')."""
    found = check_seating(match.players) + check_rules(match.rules)
    if MIN_PLAYERS <= len(match.players) <= MAX_PLAYERS:
        found += check_pass_cycle(match.rules, len(match.players))
    if not (is_whole(match.first_dealer) and 0 <= match.first_dealer < max(len(match.players), 1)):
        found.append(
            Problem(P.FIRST_DEALER_RANGE, data={"first_dealer": match.first_dealer, "players": len(match.players)})
        )
    return found


def check_hand(hand: Hand, players: int, rules: Rules, number: int | None = None) -> list[Problem]:
    """A hand has a whole, non-negative entry per seat adding up to the hand total, and what its variant needs.

    >>> check_hand(Hand((3, 1, 18, 4)), players=4, rules=Rules())
    []
    >>> [problem.code for problem in check_hand(Hand((3, 1, 18, 5)), players=4, rules=Rules())]
    ['points_sum']
    """
    found = _check_points(hand, players, rules, number)
    if not found:
        found += _check_sun(hand, rules, number) or _check_moon(hand, rules, number)
    found += _check_jack(hand, players, rules, number)
    found += _check_suit(hand, rules, number)
    return found or _check_sun_jack(hand, rules, number)


def moon_shooter(points: tuple[int, ...], rules: Rules) -> int | None:
    """The seat that took the whole hand total while nobody else took anything, if any (never without a moon).

    >>> moon_shooter((0, 26, 0, 0), Rules())
    1
    """
    if not rules.kind.moon or rules.moon == "none":
        return None
    total = rules.hand_total()
    takers = [seat for seat, p in enumerate(points) if p]
    if len(takers) == 1 and points[takers[0]] == total:
        return takers[0]
    return None


def _check_points(hand: Hand, players: int, rules: Rules, number: int | None) -> list[Problem]:
    points = hand.points
    if len(points) != players:
        return [Problem(P.POINTS_COUNT, number, {"count": len(points), "players": players})]
    found = [
        Problem(P.POINTS_NOT_WHOLE, number, {"seat": s, "value": v}) for s, v in enumerate(points) if not is_whole(v)
    ]
    if found:
        return found
    found = [Problem(P.POINTS_NEGATIVE, number, {"seat": s, "value": v}) for s, v in enumerate(points) if v < 0]
    if found:
        return found
    total = rules.hand_total()
    if sum(points) != total:
        return [Problem(P.POINTS_SUM, number, {"sum": sum(points), "total": total, "variant": rules.variant})]
    if not _dealable(_card_values(rules), tuple(sorted(points, reverse=True))):
        return [Problem(P.POINTS_IMPOSSIBLE, number, {"points": list(points), "variant": rules.variant})]
    return []


def _check_sun(hand: Hand, rules: Rules, number: int | None) -> list[Problem]:
    """A sun hand: only where the match plays the sun, and only when one player took all the points (26, 39
    with the heavier queen)."""
    if not hand.sun:
        return []
    if rules.sun is None or "sun" not in rules.kind.options():
        return [Problem(P.SUN_NOT_PLAYED, number)]
    if moon_shooter(hand.points, rules) is None:
        return [Problem(P.SUN_WITHOUT_ALL_POINTS, number, {"total": rules.hand_total()})]
    return []


def _check_sun_jack(hand: Hand, rules: Rules, number: int | None) -> list[Problem]:
    """Omnibus: the sun is every trick, so its shooter took the J♦ too (checked once the hand is valid else)."""
    shooter = moon_shooter(hand.points, rules)
    if hand.sun and hand.jack is not None and shooter is not None and hand.jack != shooter:
        return [Problem(P.SUN_JACK_ELSEWHERE, number, {"seat": hand.jack})]
    return []


def _check_moon(hand: Hand, rules: Rules, number: int | None) -> list[Problem]:
    shooter = moon_shooter(hand.points, rules)
    if hand.moon is not None and not rules.kind.moon:
        return [Problem(P.MOON_NOT_IN_VARIANT, number, {"variant": rules.variant})]
    if hand.moon is None:
        if shooter is not None and rules.moon == "choice":
            missing = P.SUN_CHOICE_MISSING if hand.sun else P.MOON_CHOICE_MISSING
            return [Problem(missing, number, {"shooter": shooter})]
        return []
    if hand.moon not in MOON_CHOICES:
        return [Problem(P.MOON_CHOICE_UNKNOWN, number, {"choice": hand.moon})]
    if shooter is None:
        return [Problem(P.MOON_CHOICE_WITHOUT_MOON, number, {"choice": hand.moon})]
    if rules.moon != "choice":
        return [Problem(P.MOON_CHOICE_FIXED, number, {"choice": hand.moon, "rule": rules.moon})]
    return []


def _check_jack(hand: Hand, players: int, rules: Rules, number: int | None) -> list[Problem]:
    if not rules.kind.jack_bonus:
        return [] if hand.jack is None else [Problem(P.JACK_NOT_IN_VARIANT, number, {"variant": rules.variant})]
    if hand.jack is None:
        return [Problem(P.JACK_MISSING, number, {})]
    if not (is_whole(hand.jack) and 0 <= hand.jack < players):
        return [Problem(P.JACK_RANGE, number, {"jack": hand.jack, "players": players})]
    return []


def _check_suit(hand: Hand, rules: Rules, number: int | None) -> list[Problem]:
    if hand.suit is None:
        return []
    if not rules.kind.die:
        return [Problem(P.SUIT_NOT_IN_VARIANT, number, {"variant": rules.variant})]
    if hand.suit not in DIE_SUITS:
        return [Problem(P.SUIT_UNKNOWN, number, {"suit": hand.suit, "known": list(DIE_SUITS)})]
    return []


@lru_cache(maxsize=4096)
def can_be_dealt(values: tuple[int, ...], points: tuple[int, ...]) -> bool:
    """Whether penalty cards worth `values` can be shared out so the seats get exactly `points`."""
    if not values:
        return not any(points)
    first, rest = values[0], values[1:]
    tried = set()
    for seat, need in enumerate(points):
        if need >= first and need not in tried:
            tried.add(need)
            left = points[:seat] + (need - first,) + points[seat + 1 :]
            if can_be_dealt(rest, tuple(sorted(left, reverse=True))):
                return True
    return False


def _card_values(rules: Rules) -> tuple[int, ...]:
    """The points of the penalty cards, highest first."""
    return _values_of(rules.variant, rules.spade_penalties, rules.queen_points())


@lru_cache(maxsize=32)
def _values_of(variant: str, spade_penalties: bool, queen: int | None) -> tuple[int, ...]:
    return tuple(sorted((v for _, v in VARIANTS[variant].penalty_cards(spade_penalties, queen)), reverse=True))


@lru_cache(maxsize=32)
def _reachable(values: tuple[int, ...]) -> int:
    """The sums some subset of `values` makes, as bits of one integer (a quick first test)."""
    sums = 1
    for value in values:
        sums |= sums << value
    return sums


@lru_cache(maxsize=8192)
def _dealable(values: tuple[int, ...], points: tuple[int, ...]) -> bool:
    """Each seat's points are some subset's sum, and one deal gives all of them at once."""
    return all(_reachable(values) >> p & 1 for p in points) and can_be_dealt(values, points)


def _is_positive_whole(value: object) -> bool:
    return isinstance(value, int) and is_whole(value) and value > 0
