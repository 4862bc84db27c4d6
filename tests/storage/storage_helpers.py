"""Shared helpers for the storage tests: realistic matches made with the engine."""

from __future__ import annotations

import random

from scorepad.rules import Hand, Match, Rules, check_new_hand, scorecard

PLAYERS = ("Anna", "Ben", "Carla", "Dan")


def random_hand(rng: random.Random, match: Match) -> Hand:
    """A valid standard hand: 26 points spread over the seats, now and then a moon with a choice."""
    n = len(match.players)
    if rng.random() < 0.05:
        points = [0] * n
        points[rng.randrange(n)] = 26
        return Hand(tuple(points), moon=rng.choice(["minus", "plus"]))
    while True:
        cuts = sorted(rng.randint(0, 13) for _ in range(n - 1))
        points = [b - a for a, b in zip([0] + cuts, cuts + [13], strict=True)]
        points[rng.randrange(n)] += 13  # the queen of spades
        hand = Hand(tuple(points))
        if not check_new_hand(match, hand):
            return hand


def finished_match(rng: random.Random, players=PLAYERS) -> Match:
    """A standard match played to its end with random valid hands."""
    match = Match(tuple(players), Rules())
    while not scorecard(match).outcome.finished:
        match = match.with_hand(random_hand(rng, match))
    return match
