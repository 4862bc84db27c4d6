"""Long evenings as a table plays them: standard Hearts, each hand's cards dealt and taken trick by trick (so
most players take no heart in a hand, as at a real table), each hand entered on the phone a few minutes after
the one before, now and then one changed a minute later. The hand-over tests and benchmarks/handover_bench.py
measure links of these."""

from __future__ import annotations

import random
from datetime import datetime, timedelta, timezone

from scorepad.rules import Hand, Match, Rules, check_new_hand
from scorepad.rules.story import Change, HandStory, Stamp
from scorepad.rules.matchfile import match_to_dict

NAMES = ("Anna", "Benedikt", "Carla", "Dominik", "Elisabeth", "Friedrich")
LONG = Rules(target=500)  # an evening long enough for 60 hands of six
BEGUN = datetime(2026, 11, 30, 19, 2, 41, 512000, tzinfo=timezone.utc)
PHONE = "this phone"


def dealt_points(rng: random.Random, players: int) -> tuple[int, ...]:
    """One hand's points: the deck less what the player count removes, dealt into tricks, each won by a seat."""
    deck = ["heart"] * 13 + ["queen"] + ["other"] * (52 - 14 - 52 % players)
    rng.shuffle(deck)
    points = [0] * players
    for start in range(0, len(deck), players):
        trick = deck[start:start + players]
        points[rng.randrange(players)] += trick.count("heart") + 13 * trick.count("queen")
    return tuple(points)


def evening(players: int, hands: int, seed: int = 1, stories: bool = True) -> Match:
    """A running match of `players` (4 to 6) over `hands` hands, checked by the engine hand by hand; with
    `stories`, each hand entered on this phone (and one in ten changed a minute later)."""
    rng = random.Random(seed)
    match = Match(NAMES[:players], LONG, 0, ())
    at = BEGUN
    for number in range(1, hands + 1):
        at += timedelta(seconds=rng.randint(150, 330), milliseconds=rng.randint(0, 999))
        hand = next_hand(rng, match)
        if stories:
            changes: tuple[Change, ...] = ()
            if number % 10 == 7:
                before = Hand(hand.points[1:] + hand.points[:1], hand.moon)
                changes = (Change(stamp(at + timedelta(seconds=61, milliseconds=rng.randint(0, 999))), PHONE, before),)
            hand = Hand(hand.points, hand.moon, story=HandStory(Stamp(stamp(at), PHONE), changes))
        match = Match(match.players, match.rules, 0, match.hands + (hand,))
    return match


def next_hand(rng: random.Random, match: Match) -> Hand:
    """A valid next hand (a moon: the shooter chose minus)."""
    while True:
        points = dealt_points(rng, len(match.players))
        hand = Hand(points, "minus" if 26 in points else None)
        if not check_new_hand(match, hand):
            return hand


def stamp(at: datetime) -> str:
    return at.isoformat(timespec="seconds")  # as the Store stamps a story


def evening_file(match: Match, match_id: str = "0mik6y3f4a1b") -> dict:
    """The match file of an evening as the Store exports it: with its id and times."""
    last = match.hands[-1].story if match.hands else None
    begun = BEGUN.isoformat(timespec="milliseconds")  # the Store's own times keep milliseconds
    updated = last.changes[-1].at if last and last.changes else (last.entered.at if last and last.entered else begun)
    return {**match_to_dict(match), "id": match_id, "created": begun, "updated": updated}
