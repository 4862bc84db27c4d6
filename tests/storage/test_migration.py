"""Schema versions: a store of the first schema (one TinyDB file) is migrated all or nothing, with a backup first."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from scorepad.storage import StorageError, Store, journal, schema

FIXTURE = Path(__file__).parent / "fixtures" / "schema1"


@pytest.fixture
def schema1(tmp_path):
    """A copy of the committed schema-1 data folder."""
    folder = tmp_path / "data"
    shutil.copytree(FIXTURE, folder)
    return folder


def test_a_schema_1_store_opens_with_every_match_and_setting_and_says_it_was_migrated(schema1):
    original = (schema1 / "scorepad.json").read_bytes()
    store = Store(schema1)
    assert [n.code for n in store.notices] == ["migrated"]
    notice = store.notices[0].data
    assert notice["from"] == 1 and notice["to"] == schema.CURRENT
    assert (schema1 / notice["backup"] / "scorepad.json").read_bytes() == original
    assert not (schema1 / "scorepad.json").exists()
    summaries = store.summaries()
    assert [s.id for s in summaries] == ["0mw9z8y7x6w5", "0mw1a2b3c4d5"]
    assert summaries[0].totals == (29, 27, 44, 4) and not summaries[0].finished
    assert summaries[1].finished and store.get("0mw1a2b3c4d5").created == "2026-10-02T19:30:00.000+00:00"
    assert store.unfinished().id == "0mw9z8y7x6w5"
    assert store.settings() == {"lang": "de", "recent": ["Anna", "Ben"]}


def test_a_deleted_match_stays_deleted_and_an_unreadable_one_is_kept_aside(schema1):
    store = Store(schema1)
    trash = list((schema1 / "trash").glob("*.json"))
    assert len(trash) == 1
    deleted = store.get(trash[0].stem)
    assert deleted.deleted and deleted.match.players == ("Eva", "Finn", "Gus") and deleted.match.hands[0].jack == 2
    kept = json.loads((schema1 / "damaged" / "schema1-match-4.json").read_text())
    assert kept["players"] == "nobody"


def test_opening_again_migrates_nothing(schema1):
    Store(schema1)
    again = Store(schema1)
    assert again.notices == [] and again.count() == 2


def test_a_migration_that_fails_before_its_commit_changes_nothing(schema1, monkeypatch):
    def full_disk(*args, **kwargs):
        raise StorageError("disk_full", path="x")

    monkeypatch.setattr(journal, "write_atomic", full_disk)
    with pytest.raises(StorageError):
        Store(schema1)
    monkeypatch.undo()
    assert (schema1 / "scorepad.json").read_bytes() == (FIXTURE / "scorepad.json").read_bytes()
    assert not list((schema1 / "pending").iterdir())
    assert not (schema1 / "archive").exists() or not list((schema1 / "archive").iterdir())
    assert Store(schema1).count() == 2


def test_a_migration_interrupted_after_its_commit_is_finished_on_the_next_opening(schema1, monkeypatch):
    monkeypatch.setattr(journal, "apply_batch", lambda root, token: 0)  # the process dies right after the commit
    Store(schema1)
    monkeypatch.undo()
    assert (schema1 / "scorepad.json").exists()
    store = Store(schema1)
    assert "write_completed" in [n.code for n in store.notices]
    assert not (schema1 / "scorepad.json").exists() and store.count() == 2


def test_data_of_a_newer_schema_is_refused_and_left_alone(tmp_path):
    (tmp_path / "store.json").write_text(json.dumps({"meta": {"1": {"schema": schema.CURRENT + 1}}}))
    with pytest.raises(StorageError) as refused:
        Store(tmp_path)
    assert refused.value.code == "too_new" and refused.value.data["schema"] == schema.CURRENT + 1


def test_migrations_are_ordered_and_reach_the_current_schema():
    assert sorted(schema.MIGRATIONS) == list(range(1, schema.CURRENT))


@pytest.mark.parametrize("value", ["9" * 5000, "[" * 600 + "]" * 600, '"\\ud800"'])
def test_a_schema_1_match_beyond_the_input_limits_is_kept_aside_and_the_others_migrate(schema1, value):
    path = schema1 / "scorepad.json"
    data = json.loads(path.read_text())
    first = next(iter(data["matches"]))
    path.write_text(
        json.dumps(data).replace('"matches": {"%s": {' % first, '"matches": {"%s": {"note": %s, ' % (first, value), 1)
    )
    store = Store(schema1)
    assert [n.code for n in store.notices] == ["migrated"]
    assert (schema1 / "damaged" / f"schema1-match-{first}.json").exists() and store.count() == 1


@pytest.mark.parametrize(
    "content",
    [b"\xff\xfe garbage", b"[" * 5000 + b"]" * 5000, b"[1, 2, 3]", b'"matches"'],
    ids=["binary", "nested 5000 deep", "a list", "a text"],
)
def test_a_schema_1_file_that_cannot_be_read_at_all_is_moved_aside_and_the_store_opens(schema1, content):
    (schema1 / "scorepad.json").write_bytes(content)
    store = Store(schema1)
    assert [n.code for n in store.notices] == ["damaged_lost", "migrated"] and store.count() == 0
    assert [p.read_bytes() for p in (schema1 / "damaged").iterdir() if "scorepad.json" in p.name] == [content]
    assert store.create(["Anna", "Ben", "Carla"]).id


@pytest.mark.parametrize(
    "part, value", [("matches", [1, 2]), ("settings", "dark"), ("matches", {"/../../../escape": {"x": 1}})]
)
def test_a_schema_1_file_with_parts_of_the_wrong_kind_migrates_what_it_can_and_writes_only_inside_the_folder(
    schema1, part, value
):
    path = schema1 / "scorepad.json"
    data = json.loads(path.read_text())
    data[part] = value
    path.write_text(json.dumps(data))
    store = Store(schema1)
    assert "migrated" in [n.code for n in store.notices]
    outside = [p for p in schema1.parent.rglob("*") if schema1 not in p.parents and p != schema1]
    assert outside == [] and [p for p in schema1.rglob("*escape*")] == []
