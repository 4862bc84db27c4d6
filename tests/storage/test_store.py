"""The Store API on a real data folder: create, hands, undo, edit, delete/restore, lists, settings, caches."""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

import pytest
from storage_helpers import PLAYERS, finished_match

from scorepad.rules import Hand, Rules, match_to_dict, scorecard
from scorepad.storage import MatchSummary, StorageError, Store, StoredMatch


@pytest.fixture
def store(tmp_path):
    return Store(tmp_path / "data")


def test_a_new_match_is_stored_with_a_short_stable_id_and_no_hands(store, tmp_path):
    stored = store.create(PLAYERS, Rules(), first_dealer=2)
    assert isinstance(stored, StoredMatch) and len(stored.id) == 12
    again = Store(tmp_path / "data").get(stored.id)
    assert again.match.players == PLAYERS and again.match.first_dealer == 2 and again.match.hands == ()
    assert again.created == stored.created and not again.deleted


def test_the_worked_example_is_scored_by_the_engine_from_the_stored_hands(store, tmp_path):
    match_id = store.create(PLAYERS).id
    store.add_hand(match_id, Hand((3, 1, 18, 4)))
    stored = store.add_hand(match_id, Hand((0, 0, 0, 26), moon="plus"))
    assert stored.card.totals == (29, 27, 44, 4)
    assert Store(tmp_path / "data").get(match_id).card.totals == (29, 27, 44, 4)


@pytest.mark.parametrize("hand", [Hand((3, 1, 18, 5)), Hand((0, 0, 0, 26)), Hand((1, 2, 3)), Hand((-1, 1, 13, 13))])
def test_a_hand_that_does_not_add_up_is_refused_and_nothing_is_stored(store, hand):
    match_id = store.create(PLAYERS).id
    with pytest.raises(StorageError) as refused:
        store.add_hand(match_id, hand)
    assert refused.value.code == "invalid" and refused.value.data["problems"]
    assert store.get(match_id).match.hands == ()


def test_an_invalid_match_cannot_be_created(store):
    with pytest.raises(StorageError) as refused:
        store.create(["Anna", "anna", "Ben"])
    assert refused.value.code == "invalid"
    assert store.count() == 0


def test_undo_takes_back_the_last_hand_and_an_earlier_hand_can_be_edited(store):
    match_id = store.create(PLAYERS).id
    for points in [(3, 1, 18, 4), (13, 0, 6, 7), (0, 26, 0, 0)]:
        store.add_hand(match_id, Hand(points, moon="minus" if 26 in points else None))
    assert store.undo_hand(match_id).card.totals == (16, 1, 24, 11)
    edited = store.replace_hand(match_id, 1, Hand((4, 1, 17, 4)))
    assert edited.card.totals == (17, 1, 23, 11) and len(edited.match.hands) == 2


def test_an_edit_that_breaks_the_match_is_refused(store):
    match_id = store.create(PLAYERS).id
    store.add_hand(match_id, Hand((3, 1, 18, 4)))
    with pytest.raises(StorageError) as refused:
        store.replace_hand(match_id, 1, Hand((3, 1, 18, 3)))
    assert refused.value.code == "invalid"
    with pytest.raises(StorageError) as missing:
        store.replace_hand(match_id, 2, Hand((3, 1, 18, 4)))
    assert missing.value.code == "not_found"
    assert store.get(match_id).match.hands[0].points == (3, 1, 18, 4)


def test_no_hand_is_added_to_a_finished_match(store):
    stored = store.import_matches([match_to_dict(finished_match(random.Random(1)))]).stored[0]
    with pytest.raises(StorageError) as refused:
        store.add_hand(stored, Hand((3, 1, 18, 4)))
    assert refused.value.data["problems"][0].code == "hand_after_end"


def test_a_deleted_match_leaves_the_lists_and_comes_back_when_restored(store):
    keep, gone = store.create(PLAYERS).id, store.create(["Eva", "Finn", "Gus"]).id
    store.delete(gone)
    assert store.count() == 1 and [s.id for s in store.summaries()] == [keep]
    assert store.get(gone).deleted
    with pytest.raises(StorageError):
        store.add_hand(gone, Hand((13, 13, 0)))
    assert not store.restore(gone).deleted
    assert store.count() == 2


def test_an_unknown_id_is_not_found(store):
    for call in (lambda: store.get("0000000000zz"), lambda: store.get("../etc"), lambda: store.delete("nope")):
        with pytest.raises(StorageError) as missing:
            call()
        assert missing.value.code == "not_found"


def test_summaries_come_newest_first_a_page_at_a_time_with_totals_from_the_engine(store):
    ids = [store.create(PLAYERS).id for _ in range(7)]
    store.add_hand(ids[3], Hand((3, 1, 18, 4)))
    first, second = store.summaries(0, 4), store.summaries(4, 4)
    assert [s.id for s in first + second] == ids[::-1]
    assert all(isinstance(s, MatchSummary) for s in first)
    assert next(s for s in first if s.id == ids[3]).totals == (3, 1, 18, 4)
    assert store.count() == 7


def test_unfinished_is_the_most_recently_updated_match_that_is_not_finished(store):
    assert store.unfinished() is None
    older = store.create(PLAYERS).id
    store.create(PLAYERS)  # the newer one, touched last
    # times are stored to the millisecond: two writes within one are not ordered (Pyodide is that fast)
    time.sleep(0.002)
    store.add_hand(older, Hand((3, 1, 18, 4)))
    assert store.unfinished().id == older
    store.import_matches([match_to_dict(finished_match(random.Random(2)))])
    assert store.unfinished().id == older


def test_a_finished_match_is_listed_and_counted_with_its_winner(store):
    match = finished_match(random.Random(3))
    match_id = store.import_matches([match_to_dict(match)]).stored[0]
    summary = store.summaries()[0]
    card = scorecard(match)
    assert summary.id == match_id and summary.finished and summary.winners == card.outcome.winners
    assert summary.totals == card.totals and summary.hands == len(match.hands)
    assert [m.id for m in store.matches()] == [match_id]


def test_export_gives_the_match_file_with_id_and_times(store):
    match_id = store.create(PLAYERS, extra={"place": "Kitchen"}).id
    store.add_hand(match_id, Hand((3, 1, 18, 4)))
    data = store.export_match(match_id)
    assert data["format"] == "scorepad-match" and data["version"] == 2 and data["place"] == "Kitchen"
    [hand] = data["hands"]
    assert data["needs"] == ["story"] and hand == {
        "points": [3, 1, 18, 4],
        "entered": {"at": hand["entered"]["at"], "by": ""},
    }
    assert data["created"][:19] <= hand["entered"]["at"][:19] <= data["updated"][:19]  # a story keeps seconds
    assert data["id"] == match_id and data["created"] <= data["updated"]
    assert store.export_all() == [data]


def test_settings_are_merged_and_survive_reopening(store, tmp_path):
    assert store.settings() == {}
    store.save_settings({"lang": "de", "theme": "dark"})
    store.save_settings({"theme": None, "players": ["Anna"]})
    assert Store(tmp_path / "data").settings() == {"lang": "de", "players": ["Anna"]}


def test_recent_names_are_unique_ignoring_case_newest_first(store):
    store.create(["Anna", "Ben", "Carla"])
    store.create(["ben", "Dora", "Emil", "Anna"])
    assert store.recent_names() == ["ben", "Dora", "Emil", "Anna", "Carla"]
    assert store.recent_names(limit=2) == ["ben", "Dora"]


def test_a_cache_is_kept_and_a_damaged_one_reads_as_missing(store, tmp_path):
    assert store.load_cache("stats") is None
    store.save_cache("stats", {"games": 3})
    assert store.load_cache("stats") == {"games": 3}
    (tmp_path / "data" / "cache" / "stats.json").write_text("{broken")
    assert store.load_cache("stats") is None


def test_editing_a_finished_match_so_nobody_has_won_brings_it_back_to_the_table(store):
    match_id = store.create(PLAYERS).id
    for _ in range(4):
        store.add_hand(match_id, Hand((26, 0, 0, 0), moon="plus"))
    assert store.summaries()[0].finished and store.unfinished() is None
    store.replace_hand(match_id, 4, Hand((3, 1, 18, 4)))
    assert store.unfinished().id == match_id and not store.summaries()[0].finished
    store.add_hand(match_id, Hand((26, 0, 0, 0), moon="plus"))
    assert store.unfinished() is None
    assert store.undo_hand(match_id).card.outcome.finished is False and store.unfinished().id == match_id


def test_after_a_crash_mid_move_the_newest_copy_wins_and_the_old_one_is_removed(store, tmp_path):
    match_id = store.create(PLAYERS).id
    for _ in range(3):
        store.add_hand(match_id, Hand((26, 0, 0, 0), moon="plus"))
    stale = (tmp_path / "data" / "active" / f"{match_id}.json").read_bytes()
    store.add_hand(match_id, Hand((26, 0, 0, 0), moon="plus"))  # finished: moved to the archive
    (tmp_path / "data" / "active" / f"{match_id}.json").write_bytes(stale)  # as if the old copy survived
    assert len(store.get(match_id).match.hands) == 4 and store.count() == 1
    reopened = Store(tmp_path / "data")
    assert not (tmp_path / "data" / "active" / f"{match_id}.json").exists()
    assert reopened.unfinished() is None and len(reopened.get(match_id).match.hands) == 4


def test_the_data_folder_comes_from_the_option_then_scorepad_then_flet_then_the_os(monkeypatch, tmp_path):
    from scorepad.storage import BROWSER_DATA_DIR, default_data_dir

    monkeypatch.setenv("SCOREPAD_DATA_DIR", str(tmp_path / "env"))
    monkeypatch.setenv("FLET_APP_STORAGE_DATA", str(tmp_path / "flet"))
    assert default_data_dir(str(tmp_path / "option")) == tmp_path / "option"
    assert default_data_dir() == tmp_path / "env"
    monkeypatch.delenv("SCOREPAD_DATA_DIR")
    assert default_data_dir() == tmp_path / "flet"
    monkeypatch.delenv("FLET_APP_STORAGE_DATA")
    assert default_data_dir().name == "scorepad" and default_data_dir().is_absolute()
    if sys.platform == "emscripten":  # the browser (tests/emscripten): the IndexedDB mount, not memory
        assert default_data_dir() == Path(BROWSER_DATA_DIR)


@pytest.mark.parametrize("errno_name, code", [("EIO", "io"), ("EROFS", "read_only"), ("ENOSPC", "disk_full")])
def test_an_os_error_anywhere_in_a_write_is_a_storage_error_and_the_match_is_unchanged(
    store, monkeypatch, errno_name, code
):
    import errno
    import os

    match_id = store.create(PLAYERS).id
    store.add_hand(match_id, Hand((3, 1, 18, 4)))

    def failing(*args, **kwargs):
        raise OSError(getattr(errno, errno_name), os.strerror(getattr(errno, errno_name)), "somewhere")

    monkeypatch.setattr(os, "replace", failing)
    with pytest.raises(StorageError) as failed:
        store.add_hand(match_id, Hand((13, 0, 6, 7)))
    monkeypatch.undo()
    assert failed.value.code == code
    assert [h.points for h in store.get(match_id).match.hands] == [(3, 1, 18, 4)]


# --- writes carry what the writer saw: two tabs or devices on one match ------------------------------


def test_a_hand_saved_meanwhile_by_another_writer_is_not_saved_again(store, tmp_path):
    match_id = store.create(PLAYERS).id
    Store(tmp_path / "data").add_hand(match_id, Hand((3, 1, 18, 4)), after=0)  # the other device was first
    with pytest.raises(StorageError) as refused:
        store.add_hand(match_id, Hand((5, 8, 13, 0)), after=0)
    assert refused.value.code == "changed" and refused.value.data == {
        "id": match_id,
        "hand": 1,
        "what": "added",
        "hands": 1,
    }
    assert store.get(match_id).match.hands == (Hand((3, 1, 18, 4)),)
    assert len(store.add_hand(match_id, Hand((5, 8, 13, 0)), after=1).match.hands) == 2  # saved as the next hand


def test_taking_back_hand_n_works_only_while_it_is_the_last_and_returns_it(store, tmp_path):
    match_id = store.create(PLAYERS).id
    store.add_hand(match_id, Hand((3, 1, 18, 4)))
    Store(tmp_path / "data").add_hand(match_id, Hand((13, 0, 6, 7)))  # another device saved hand 2 meanwhile
    with pytest.raises(StorageError) as refused:
        store.take_back(match_id, 1)
    assert refused.value.data["what"] == "not_last" and len(store.get(match_id).match.hands) == 2
    after, taken = store.take_back(match_id, 2)
    assert taken == Hand((13, 0, 6, 7)) and after.match.hands == (Hand((3, 1, 18, 4)),)


def test_an_edit_is_refused_when_the_hand_was_changed_meanwhile(store, tmp_path):
    match_id = store.create(PLAYERS).id
    seen = store.add_hand(match_id, Hand((3, 1, 18, 4))).match.hands[0]
    Store(tmp_path / "data").replace_hand(match_id, 1, Hand((4, 1, 17, 4)), was=seen)
    with pytest.raises(StorageError) as refused:
        store.replace_hand(match_id, 1, Hand((3, 1, 4, 18)), was=seen)
    assert refused.value.data["what"] == "edited"
    assert store.get(match_id).match.hands == (Hand((4, 1, 17, 4)),)


def test_saving_settings_sends_only_the_changed_keys_and_keeps_another_writers(store, tmp_path):
    store.save_settings({"theme": "light"})
    other = Store(tmp_path / "data")
    other.save_settings({"stats.aliases": {"benni": "Ben"}})
    store.save_settings({"theme": "dark"})  # this writer never saw the aliases
    assert Store(tmp_path / "data").settings() == {"theme": "dark", "stats.aliases": {"benni": "Ben"}}


def test_the_history_lists_running_and_finished_matches_apart(store):
    finished = store.import_matches([match_to_dict(finished_match(random.Random(3)))]).stored[0]
    running = store.create(PLAYERS).id
    assert [s.id for s in store.summaries(running=True)] == [running] and store.count(running=True) == 1
    assert [s.id for s in store.summaries(running=False)] == [finished] and store.count(running=False) == 1
    assert {s.id for s in store.summaries()} == {running, finished} and store.count() == 2
