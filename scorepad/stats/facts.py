"""The small facts of one stored match, derived once by the engine and then only aggregated.

Facts are plain JSON-able dicts so they can live in the Store's derived cache. They keep the names as
written (aliases are applied when aggregating), so renaming a player never makes a match stale.
"""

from __future__ import annotations

from scorepad.rules import Scorecard, scorecard

# Bump when the shape of the facts, or the name keys the index sums them by, changes: every cached fact is
# then recomputed. 2: names that read the same (NFKC, invisible characters left out) are one person.
FACTS_VERSION = 2


def match_facts(stored) -> dict:
    """What statistics need from one stored match: who, which variant, when, the engine's totals and hands."""
    return facts_from_card(stored.id, stored.created, stored.updated, scorecard(stored.match))


def facts_from_card(match_id: str, created: str, updated: str, card: Scorecard) -> dict:
    """The facts of a replayed match: totals, outcome, moons and who took the most in each hand."""
    n = len(card.match.players)
    most, shared = [0] * n, [0] * n
    moons = []
    for result in card.results:
        _count_most(result.score.scores, most, shared)
        if result.score.moon is not None:
            moons.append([result.score.moon.shooter, result.score.moon.applied])
    return {
        "v": FACTS_VERSION,
        "id": match_id,
        "created": created,
        "updated": updated,
        "variant": card.match.rules.variant,
        "players": [name.strip() for name in card.match.players],
        "hands": len(card.results),
        "totals": list(card.totals),
        "finished": card.outcome.finished,
        "winners": list(card.outcome.winners),
        "moons": moons,
        "most": most,
        "most_shared": shared,
        "problems": len(card.problems),
    }


def _count_most(scores: tuple[int, ...], most: list[int], shared: list[int]) -> None:
    """The seat(s) whose score in the hand was highest; nobody when every seat scored the same."""
    top = max(scores)
    holders = [seat for seat, s in enumerate(scores) if s == top]
    if len(holders) == len(scores):
        return
    target = most if len(holders) == 1 else shared
    for seat in holders:
        target[seat] += 1
