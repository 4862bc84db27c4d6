"""Damaged or foreign files are never overwritten: moved aside with their bytes, restored from the backup, announced."""

from __future__ import annotations

import json

import pytest

from scorepad.rules import Hand
from scorepad.storage import Store

GARBAGE = [b"\x00" * 300, b'{"match": {"1": {"id": "0mx', b"<html>not ours</html>", b'{"match": {"1": {"hello": 1}}}']


def match_with_hands(store, count):
    match_id = store.create(["Anna", "Ben", "Carla", "Dan"]).id
    for _ in range(count):
        store.add_hand(match_id, Hand((3, 1, 18, 4)))
    return match_id


def damaged_files(folder):
    return {p.name: p.read_bytes() for p in (folder / "damaged").iterdir()}


@pytest.mark.parametrize("garbage", GARBAGE)
def test_a_damaged_match_file_is_moved_aside_and_its_last_good_version_restored(tmp_path, garbage):
    match_id = match_with_hands(Store(tmp_path), 3)
    (tmp_path / "active" / f"{match_id}.json").write_bytes(garbage)
    store = Store(tmp_path)  # active matches are checked when the store opens
    assert [n.code for n in store.notices] == ["damaged_restored"]
    assert store.notices[0].data["path"] == f"active/{match_id}.json"
    assert list(damaged_files(tmp_path).values()) == [garbage]
    assert len(store.get(match_id).match.hands) == 2  # the backup is the state before the last write
    store.add_hand(match_id, Hand((3, 1, 18, 4)))
    assert len(Store(tmp_path).get(match_id).match.hands) == 3


def test_a_damaged_file_without_a_backup_is_kept_aside_and_announced(tmp_path):
    store = Store(tmp_path)
    match_id = match_with_hands(store, 0)
    (tmp_path / "active" / f"{match_id}.json").write_bytes(b"{{{{")
    reopened = Store(tmp_path)
    assert [n.code for n in reopened.notices] == ["damaged_lost"]
    assert list(damaged_files(tmp_path).values()) == [b"{{{{"]
    assert reopened.count() == 0


def test_a_damaged_archived_match_is_found_when_it_is_read(tmp_path):
    store = Store(tmp_path)
    match_id = match_with_hands(store, 0)
    for _ in range(4):
        store.add_hand(match_id, Hand((26, 0, 0, 0), moon="plus"))
    archived = tmp_path / "archive" / f"{match_id}.json"
    assert archived.exists()
    archived.write_bytes(b"\xff" * 10)
    reopened = Store(tmp_path)
    assert reopened.notices == []
    summary = reopened.summaries()[0]
    assert summary.id == match_id and summary.hands == 3  # the state before the last write
    assert reopened.unfinished().id == match_id  # and back where an unfinished match belongs
    assert [n.code for n in reopened.notices] == ["damaged_restored"]


@pytest.mark.parametrize("name", ["settings.json", "store.json"])
def test_damaged_settings_or_schema_files_are_restored_from_their_backup(tmp_path, name):
    store = Store(tmp_path)
    store.save_settings({"lang": "de"})
    store.save_settings({"theme": "dark"})
    (tmp_path / name).write_bytes(b"garbage")
    reopened = Store(tmp_path)
    assert "damaged_restored" in [n.code for n in reopened.notices]
    assert reopened.settings()["lang"] == "de"
    assert b"garbage" in damaged_files(tmp_path).values()


def test_a_foreign_json_file_in_the_matches_folder_is_moved_aside_not_overwritten(tmp_path):
    Store(tmp_path)
    foreign = json.dumps({"notes": {"1": {"text": "shopping list"}}}).encode()
    (tmp_path / "active" / "0mx000000abc.json").write_bytes(foreign)
    store = Store(tmp_path)
    assert [n.code for n in store.notices] == ["damaged_lost"]
    assert list(damaged_files(tmp_path).values()) == [foreign]


def test_temp_files_of_a_writer_that_died_are_swept_when_the_store_opens(tmp_path):
    Store(tmp_path)
    (tmp_path / "tmp" / ".0mx000000abc.json.1234abcd.tmp").write_bytes(b'{"half": ')
    (tmp_path / ".settings.json.1234abcd.tmp").write_bytes(b'{"half": ')
    Store(tmp_path)
    assert list((tmp_path / "tmp").iterdir()) == [] and not list(tmp_path.glob("*.tmp"))
