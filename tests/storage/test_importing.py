"""Importing a match the store already has (same id): the newer copy is kept, never a second one; an older copy
is skipped and reported; a copy that disagrees on a hand, or is another match, is refused naming why."""

from __future__ import annotations

import pytest

from scorepad.rules import Hand
from scorepad.storage import Store
from scorepad.storage.importing import COPY_DISAGREES, COPY_OTHER_MATCH
from storage_helpers import PLAYERS

HANDS = [Hand((3, 1, 18, 4)), Hand((13, 0, 6, 7)), Hand((0, 26, 0, 0), moon="plus"), Hand((5, 8, 13, 0))]


@pytest.fixture
def store(tmp_path):
    return Store(tmp_path / "data")


def with_hands(store: Store, count: int, players=PLAYERS) -> str:
    match_id = store.create(players).id
    for hand in HANDS[:count]:
        store.add_hand(match_id, hand)
    return match_id


def on_disk(store: Store) -> dict[str, bytes]:
    return {p.relative_to(store.root).as_posix(): p.read_bytes() for p in sorted(store.root.glob("*/*.*")) if p.parent.name != "cache"}


def test_an_older_copy_is_skipped_and_reported_and_nothing_is_written(store):
    match_id = with_hands(store, 2)
    older = store.export_match(match_id)
    store.add_hand(match_id, HANDS[2])
    before = on_disk(store)
    result = store.import_matches([older])
    assert (result.stored, result.unchanged, result.older, result.rejected) == ([], [match_id], [(0, match_id, 3)], [])
    assert on_disk(store) == before and store.count() == 1


def test_a_newer_copy_replaces_the_stored_match_under_its_id_and_the_old_one_is_its_backup(store, tmp_path):
    match_id = with_hands(store, 3)
    newer = store.export_match(match_id)
    store.undo_hand(match_id)
    old = (store.root / "active" / f"{match_id}.json").read_bytes()
    result = store.import_matches([newer])
    assert (result.stored, result.updated, result.unchanged) == ([match_id], [(0, match_id, 2)], [])
    assert store.count() == 1 and store.get(match_id).match.hands == tuple(HANDS[:3])
    assert (store.root / "active" / f"{match_id}.bak").read_bytes() == old
    assert Store(store.root).notices == []


def test_the_same_copy_is_already_stored(store):
    match_id = with_hands(store, 2)
    result = store.import_matches([store.export_match(match_id)])
    assert (result.stored, result.unchanged, result.older) == ([], [match_id], [])


def test_a_copy_that_disagrees_on_a_hand_is_refused_naming_the_hand(store):
    match_id = with_hands(store, 3)
    copy = store.export_match(match_id)
    copy["hands"][1] = {"points": [0, 13, 6, 7]}
    before = on_disk(store)
    (index, problems), = store.import_matches([copy]).rejected
    assert index == 0 and [(p.code, p.hand, p.data) for p in problems] == [(COPY_DISAGREES, 2, {"id": match_id})]
    assert on_disk(store) == before


def test_a_copy_with_other_players_under_a_stored_id_is_refused(store):
    match_id = with_hands(store, 1)
    copy = {**store.export_match(match_id), "players": ["Eva", "Finn", "Gus", "Hal"]}
    (_, problems), = store.import_matches([copy]).rejected
    assert [(p.code, p.data) for p in problems] == [(COPY_OTHER_MATCH, {"id": match_id})] and store.count() == 1


def test_a_newer_copy_that_ends_the_match_moves_it_to_the_archive_and_leaves_no_copy_behind(store):
    match_id = with_hands(store, 0)
    for _ in range(4):
        store.add_hand(match_id, Hand((26, 0, 0, 0), moon="plus"))
    finished = store.export_match(match_id)
    for _ in range(2):
        store.undo_hand(match_id)
    assert store.import_matches([finished]).updated == [(0, match_id, 2)]
    assert sorted(on_disk(store)) == [f"archive/{match_id}.bak", f"archive/{match_id}.json"]
    assert store.unfinished() is None and store.summaries()[0].finished


@pytest.mark.parametrize("order", [(1, 3), (3, 1)])
def test_two_copies_in_one_import_give_one_match_with_the_newest_hands(store, tmp_path, order):
    source = Store(tmp_path / "source")
    match_id = with_hands(source, 1)
    copies = {1: source.export_match(match_id)}
    for hand in HANDS[1:3]:
        source.add_hand(match_id, hand)
    copies[3] = source.export_match(match_id)
    result = store.import_matches([copies[n] for n in order])
    assert result.stored == [match_id] and store.count() == 1 and len(store.get(match_id).match.hands) == 3
    assert result.older == ([(1, match_id, 3)] if order == (3, 1) else [])


def test_a_newer_copy_of_a_deleted_match_stays_in_the_trash(store):
    match_id = with_hands(store, 2)
    newer = store.export_match(match_id)
    store.undo_hand(match_id)
    store.delete(match_id)
    store.import_matches([newer])
    assert store.get(match_id).deleted and len(store.get(match_id).match.hands) == 2 and store.count() == 0


def test_matches_without_an_id_get_new_ids_and_are_never_taken_for_a_stored_one(store):
    match_id = with_hands(store, 1)
    copy = {k: v for k, v in store.export_match(match_id).items() if k not in ("id", "created", "updated")}
    result = store.import_matches([copy, copy])
    assert len(set(result.stored)) == 2 and match_id not in result.stored and store.count() == 3
