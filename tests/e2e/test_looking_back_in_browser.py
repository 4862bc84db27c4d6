"""Looking back in a real browser against the real `scorepad --web`: a finished match's chart, the
player statistics, a CSV download checked cell by cell, a backup restored and a bad file refused."""

from __future__ import annotations

import csv
import io
import json

from e2e_driver import DESKTOP, PHONE, Server, answered, menu, open_app, see, shot, tap, tap_text

from scorepad.rules import Hand, Rules
from scorepad.storage import Store

FOUR = ("Anna", "Ben", "Carla", "Dan")
# hands of a standard match to 100 as a table might write them down (Dan shoots the moon in hand 3)
HANDS = [Hand((5, 8, 13, 0)), Hand((13, 3, 4, 6)), Hand((0, 0, 0, 26), moon="minus"), Hand((2, 13, 7, 4)),
         Hand((6, 1, 2, 17)), Hand((13, 13, 0, 0)), Hand((4, 0, 9, 13)), Hand((0, 26, 0, 0), moon="plus"),
         Hand((9, 13, 3, 1)), Hand((13, 0, 6, 7)), Hand((3, 4, 13, 6)), Hand((8, 13, 2, 3)), Hand((13, 6, 5, 2))]
THREE = [Hand((13, 5, 8)), Hand((2, 20, 4)), Hand((9, 4, 13)), Hand((13, 13, 0)), Hand((0, 8, 18))]


def play_out(store, players, hands, rules=Rules()):
    """A match stored hand by hand through the real Store until the engine says it is over."""
    stored = store.create(players, rules)
    for hand in hands:
        if stored.card.outcome.finished:
            break
        stored = store.add_hand(stored.id, hand)
    return stored


def seed(data_dir) -> dict:
    """A few matches in the data folder (as if played): two finished, one running, a 'benni' to merge."""
    with Store(data_dir) as store:
        evening = play_out(store, FOUR, HANDS)
        assert evening.card.outcome.finished, evening.card.totals
        trio = play_out(store, ("anna ", "Ben", "Eva"), THREE, Rules(target=50))
        assert trio.card.outcome.finished
        play_out(store, ("Anna", "Benni", "Eva", "Dan"), HANDS[:2])
        return {"evening": evening, "trio": trio}
