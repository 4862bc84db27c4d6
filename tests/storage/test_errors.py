"""The Store's errors are classes a caller catches by what it acts on, each still carrying the code and data
its words are made from."""

from __future__ import annotations

import pytest

from scorepad.i18n.storage_text import error_text
from scorepad.rules import Hand, Rules
from scorepad.storage import (
    Changed,
    HandAlreadyAdded,
    HandChanged,
    Invalid,
    NotFound,
    NotLastHand,
    StorageError,
    Store,
)

FOUR = ("Anna", "Ben", "Carla", "Dan")


@pytest.fixture
def two_hands(tmp_path):
    with Store(tmp_path / "data") as store:
        stored = store.create(FOUR, Rules())
        for points in ((3, 1, 18, 4), (0, 13, 13, 0)):
            stored = store.add_hand(stored.id, Hand(points))
        yield store, stored


@pytest.mark.parametrize(
    "write, kind, words",
    [
        (
            lambda s, m: s.add_hand(m.id, Hand((13, 13, 0, 0)), after=1),
            HandAlreadyAdded,
            "hand 2 was just saved on another device",
        ),
        (
            lambda s, m: s.replace_hand(m.id, 1, Hand((13, 13, 0, 0)), was=Hand((0, 0, 0, 26))),
            HandChanged,
            "hand 1 was changed on another device meanwhile",
        ),
        (lambda s, m: s.take_back(m.id, 1), NotLastHand, "hand 1 is no longer the last hand"),
        (lambda s, m: s.get("nosuchmatch0"), NotFound, "no match with id nosuchmatch0"),
        (lambda s, m: s.add_hand(m.id, Hand((1, 1, 1, 1))), Invalid, "not saved"),
    ],
)
def test_each_refused_write_is_its_own_kind_of_storage_error_with_its_words(two_hands, write, kind, words):
    store, stored = two_hands
    with pytest.raises(kind) as refused:
        write(store, stored)
    assert isinstance(refused.value, StorageError) and words in error_text(refused.value, "en")
    assert store.get(stored.id).match.hands == stored.match.hands  # nothing was written


def test_the_three_ways_a_match_changed_meanwhile_are_one_kind_too():
    assert all(issubclass(kind, Changed) for kind in (HandAlreadyAdded, HandChanged, NotLastHand))
    assert HandAlreadyAdded(id="x", hand=2).data == {"what": "added", "id": "x", "hand": 2}
