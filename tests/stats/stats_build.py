"""Hand-built matches for the statistics tests: real engine values and facts derived by the real code."""

from __future__ import annotations

from itertools import count

from hypothesis import strategies as st

from scorepad.rules import Hand, Match, Rules, scorecard
from scorepad.stats import facts_from_card

SHORT = Rules(target=20)  # standard hearts, over at 20 so a match fits in two or three hands
_ids = count(1)


def play(players, hands, rules=SHORT, first_dealer=0) -> Match:
    """A match as the table wrote it; the engine must find nothing wrong with it."""
    match = Match(tuple(players), rules, first_dealer, tuple(hands))
    assert not scorecard(match).problems, scorecard(match).problems
    return match


def facts(
    match: Match, created: str = "2026-03-01T20:00:00Z", match_id: str | None = None, updated: str | None = None
) -> dict:
    """The facts of a match as if stored at `created`."""
    match_id = match_id or f"m{next(_ids)}"
    return facts_from_card(match_id, created, updated or created, scorecard(match))


def won_by(players, seat: int, rules=SHORT) -> Match:
    """A finished standard match to 20 that `seat` wins alone with 0, in two hands.

    Each hand the next seat round from the winner takes Q♠ (13), the one after the rest of the hearts
    but one per remaining player, who take a heart each.
    """
    n = len(players)
    others = [(seat + k) % n for k in range(1, n)]
    points = [0] * n
    points[others[0]] = 13
    points[others[1]] = 13 - (n - 3)
    for other in others[2:]:
        points[other] = 1
    return play(players, [Hand(tuple(points)), Hand(tuple(points))], rules)


# --- random valid matches for the property tests -------------------------------------------------

VARIANT_RULES = (
    Rules(),
    Rules(target=50),
    Rules("omnibus", target=60),
    Rules("papayoo"),
    Rules(moon="plus_safe", target=40),
)
NAMES = ("Anna", "anna ", "Ben", "BEN", "Carla", "Dieter", "Eva", "Jörg")


@st.composite
def hands_for(draw, rules: Rules, n: int):
    """A valid hand: every penalty card goes to a seat; moon choice, jack and die drawn where needed."""
    cards = rules.penalty_cards()
    owners = draw(st.lists(st.integers(0, n - 1), min_size=len(cards), max_size=len(cards)))
    points = [0] * n
    for (_, value), seat in zip(cards, owners, strict=True):
        points[seat] += value
    moon = jack = suit = None
    total = rules.hand_total()
    if rules.kind.moon and rules.moon == "choice" and total in points:
        moon = draw(st.sampled_from(("minus", "plus")))
    if rules.kind.jack_bonus:
        jack = draw(st.integers(0, n - 1))
    if rules.kind.die:
        suit = draw(st.sampled_from(("spades", "diamonds", "clubs")))
    return Hand(tuple(points), moon, jack, suit)


@st.composite
def matches(draw):
    """A random valid match of 3 to 6 players, running or finished, with names that clash in case."""
    rules = draw(st.sampled_from(VARIANT_RULES))
    n = draw(st.integers(3, 6))
    names = draw(st.lists(st.sampled_from(NAMES), min_size=n, max_size=n, unique_by=lambda s: s.strip().casefold()))
    match = Match(tuple(names), rules, 0, ())
    for _ in range(draw(st.integers(0, 12))):
        if scorecard(match).outcome.finished:
            break
        match = match.with_hand(draw(hands_for(rules, n)))
    return match


@st.composite
def fact_sets(draw):
    """Facts of up to 8 random matches on random days of 2026."""
    found = []
    for match in draw(st.lists(matches(), max_size=8)):
        day = draw(st.integers(1, 28))
        found.append(facts(match, f"2026-02-{day:02d}T19:00:00Z"))
    return found
