"""Importing a match the store already has (same id): the copy is merged into it hand by hand, never stored
twice; a copy that brings nothing new writes nothing; a copy that truly disagrees is kept beside it as a match
of its own, named as a copy, once however often it is imported."""

from __future__ import annotations

import pytest

from scorepad.rules import Hand
from scorepad.storage import Store
from scorepad.rules.merge import CHANGED, OTHER
from scorepad.storage.importing import COPY_OF
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


def test_an_older_copy_brings_nothing_new_and_nothing_is_written(store):
    match_id = with_hands(store, 2)
    older = store.export_match(match_id)
    store.add_hand(match_id, HANDS[2])
    before = on_disk(store)
    result = store.import_matches([older])
    assert (result.stored, result.unchanged, result.nothing_new, result.merged, result.rejected) == ([], [match_id], [(0, match_id)], [], [])
    assert on_disk(store) == before and store.count() == 1


def test_a_newer_copy_is_merged_under_its_id_and_the_old_file_is_its_backup(store, tmp_path):
    other = Store(tmp_path / "other")
    match_id = with_hands(store, 2)
    other.import_matches([store.export_match(match_id)])
    other.add_hand(match_id, HANDS[2])
    old = (store.root / "active" / f"{match_id}.json").read_bytes()
    result = store.import_matches([other.export_match(match_id)])
    assert (result.stored, result.merged, result.unchanged) == ([], [(0, match_id, 2, 3)], [])
    assert store.count() == 1 and store.get(match_id).match.hands == tuple(HANDS[:3])
    assert (store.root / "active" / f"{match_id}.bak").read_bytes() == old
    assert Store(store.root).notices == []


def test_a_copy_made_before_an_undo_does_not_bring_the_hand_back(store):
    match_id = with_hands(store, 3)
    before_undo = store.export_match(match_id)
    store.undo_hand(match_id)
    result = store.import_matches([before_undo])
    assert result.nothing_new == [(0, match_id)] and len(store.get(match_id).match.hands) == 2
    assert store.get(match_id).match.taken_back[0].hand == HANDS[2]


def test_an_undo_on_the_other_device_reaches_this_one_with_its_story(store, tmp_path):
    other = Store(tmp_path / "other")
    match_id = with_hands(store, 3)
    other.import_matches([store.export_match(match_id)])
    other.undo_hand(match_id, by="Ben (score link)")
    assert store.import_matches([other.export_match(match_id)]).merged == [(0, match_id, 3, 2)]
    gone, = store.get(match_id).match.taken_back
    assert (gone.number, gone.by, gone.hand) == (3, "Ben (score link)", HANDS[2])


def test_a_copy_that_differs_only_in_its_story_brings_its_story(store, tmp_path):
    other = Store(tmp_path / "other")
    match_id = with_hands(store, 2)
    other.import_matches([store.export_match(match_id)])
    other.undo_hand(match_id)
    other.put_back(match_id, by="host")
    result = store.import_matches([other.export_match(match_id)])
    assert result.merged == [(0, match_id, 2, 2)] and result.unchanged == []
    assert store.get(match_id).match.hands[1].story.put_back[0].by == "host"


def test_two_devices_that_import_each_others_copies_end_with_the_same_match(store, tmp_path):
    other = Store(tmp_path / "other")
    match_id = with_hands(store, 2)
    other.import_matches([store.export_match(match_id)])
    store.replace_hand(match_id, 1, Hand((4, 0, 18, 4)), by="host")
    other.replace_hand(match_id, 2, Hand((13, 0, 7, 6)), by="Ben (score link)")
    other.add_hand(match_id, HANDS[2], by="Ben (score link)")
    mine, theirs = store.export_match(match_id), other.export_match(match_id)
    store.import_matches([theirs])
    other.import_matches([mine])
    strip = lambda data: {k: v for k, v in data.items() if k not in ("updated",)}  # noqa: E731
    assert strip(store.export_match(match_id)) == strip(other.export_match(match_id))
    assert [h.points for h in store.get(match_id).match.hands] == [(4, 0, 18, 4), (13, 0, 7, 6), HANDS[2].points]


def test_a_copy_that_disagrees_on_a_hand_is_kept_beside_as_a_copy_and_the_stored_match_stays(store):
    match_id = with_hands(store, 3)
    copy = store.export_match(match_id)
    copy["hands"][1]["points"] = [0, 13, 6, 7]
    before = on_disk(store)
    result = store.import_matches([copy])
    kept, = result.beside
    assert (kept.index, kept.of, kept.hand, kept.reason) == (0, match_id, 2, CHANGED) and result.stored == []
    assert {name: data for name, data in on_disk(store).items() if match_id in name} == before
    beside = store.get(kept.id)
    assert beside.match.extra[COPY_OF] == {"id": match_id, "hand": 2, "reason": CHANGED}
    assert beside.match.hands[1].points == (0, 13, 6, 7) and store.count() == 2


def test_a_disagreeing_copy_imported_again_is_kept_beside_once(store):
    match_id = with_hands(store, 3)
    copy = store.export_match(match_id)
    copy["hands"][1]["points"] = [0, 13, 6, 7]
    first = store.import_matches([copy]).beside[0].id
    again = store.import_matches([copy, copy])
    assert [kept.id for kept in again.beside] == [first, first] and store.count() == 2


def test_a_later_copy_of_the_disagreeing_one_merges_into_the_copy_kept_beside(store, tmp_path):
    other = Store(tmp_path / "other")
    match_id = with_hands(store, 2)
    other.import_matches([store.export_match(match_id)])
    other.replace_hand(match_id, 1, Hand((4, 0, 18, 4)), by="host")
    store.replace_hand(match_id, 1, Hand((3, 1, 17, 5)), by="host")
    first = store.import_matches([other.export_match(match_id)]).beside[0].id
    other.add_hand(match_id, HANDS[2])
    assert store.import_matches([other.export_match(match_id)]).beside[0].id == first
    assert len(store.get(first).match.hands) == 3 and store.count() == 2


def test_a_copy_with_other_players_under_a_stored_id_is_kept_beside(store):
    match_id = with_hands(store, 1)
    copy = {**store.export_match(match_id), "players": ["Eva", "Finn", "Gus", "Hal"]}
    kept, = store.import_matches([copy]).beside
    assert (kept.of, kept.reason) == (match_id, OTHER) and store.get(match_id).match.players == PLAYERS
    assert store.get(kept.id).match.players == ("Eva", "Finn", "Gus", "Hal")


def test_a_newer_copy_that_ends_the_match_moves_it_to_the_archive_and_leaves_no_copy_behind(store, tmp_path):
    other = Store(tmp_path / "other")
    match_id = with_hands(store, 0)
    for _ in range(2):
        store.add_hand(match_id, Hand((26, 0, 0, 0), moon="plus"))
    other.import_matches([store.export_match(match_id)])
    for _ in range(2):
        other.add_hand(match_id, Hand((26, 0, 0, 0), moon="plus"))
    assert store.import_matches([other.export_match(match_id)]).merged == [(0, match_id, 2, 4)]
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
    assert result.nothing_new == ([(1, match_id)] if order == (3, 1) else [])


def test_a_newer_copy_of_a_deleted_match_stays_in_the_trash(store, tmp_path):
    other = Store(tmp_path / "other")
    match_id = with_hands(store, 1)
    other.import_matches([store.export_match(match_id)])
    other.add_hand(match_id, HANDS[1])
    store.delete(match_id)
    store.import_matches([other.export_match(match_id)])
    assert store.get(match_id).deleted and len(store.get(match_id).match.hands) == 2 and store.count() == 0


def test_matches_without_an_id_get_new_ids_and_are_never_taken_for_a_stored_one(store):
    match_id = with_hands(store, 1)
    copy = {k: v for k, v in store.export_match(match_id).items() if k not in ("id", "created", "updated")}
    result = store.import_matches([copy, copy])
    assert len(set(result.stored)) == 2 and match_id not in result.stored and store.count() == 3
