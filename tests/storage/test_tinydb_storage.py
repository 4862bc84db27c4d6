"""AtomicJSONStorage is a faithful TinyDB storage: the same TinyDB operations give the same results as in memory."""

from __future__ import annotations

import json

import pytest
from tinydb import Query, TinyDB
from tinydb.storages import MemoryStorage

from scorepad.storage.files import AtomicJSONStorage, Damaged


@pytest.fixture(params=["memory", "json"])
def db(request, tmp_path):
    """TinyDB's own test style: one fixture run over memory and over real files."""
    if request.param == "memory":
        database = TinyDB(storage=MemoryStorage)
    else:
        database = TinyDB(tmp_path / "db.json", storage=AtomicJSONStorage)
    yield database
    database.close()


def test_documents_are_inserted_found_updated_and_removed(db):
    table = db.table("matches")
    ids = table.insert_multiple([{"name": "Anna", "hands": 3}, {"name": "Ben", "hands": 5}])
    table.update({"hands": 4}, Query().name == "Anna")
    table.remove(doc_ids=[ids[1]])
    assert table.all() == [{"name": "Anna", "hands": 4}]
    assert table.search(Query().hands > 3)[0].doc_id == ids[0]


def test_tables_are_kept_apart(db):
    db.table("a").insert({"x": 1})
    db.table("b").insert({"x": 2})
    assert db.tables() == {"a", "b"}
    db.drop_table("a")
    assert db.tables() == {"b"} and db.table("b").all() == [{"x": 2}]


def test_every_write_replaces_the_file_and_keeps_the_previous_version_as_backup(tmp_path):
    with TinyDB(tmp_path / "db.json", storage=AtomicJSONStorage) as db:
        db.insert({"hand": 1})
        db.insert({"hand": 2})
    assert json.loads((tmp_path / "db.json").read_text())["_default"] == {"1": {"hand": 1}, "2": {"hand": 2}}
    assert json.loads((tmp_path / "db.bak").read_text())["_default"] == {"1": {"hand": 1}}
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


@pytest.mark.parametrize("content", [b"{not json", b"\xff\xfe", b"[1, 2]", b'{"t": 3}'])
def test_a_file_that_is_not_a_tinydb_file_is_reported_as_damaged_and_left_alone(tmp_path, content):
    (tmp_path / "db.json").write_bytes(content)
    with pytest.raises(Damaged):
        TinyDB(tmp_path / "db.json", storage=AtomicJSONStorage).table("t").all()
    assert (tmp_path / "db.json").read_bytes() == content
