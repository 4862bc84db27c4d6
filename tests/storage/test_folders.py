"""The folder layer under the Store and importing: listing by name, reading a match file, writing one (the only
writer of the format), new ids, and the layers it keeps apart."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest
from storage_helpers import PLAYERS, finished_match

from scorepad.rules import Hand, Match, match_to_dict
from scorepad.storage import Store, StoredMatch
from scorepad.storage import folders as F
from scorepad.storage.folders import MatchFolders, match_file
from scorepad.storage.lock import WriteLock

STORAGE = Path(F.__file__).parent
TIME = "2026-11-30T20:00:00.000+00:00"


@pytest.fixture
def folders(tmp_path):
    for name in F.FOLDERS + ("tmp",):
        (tmp_path / name).mkdir()
    return MatchFolders(tmp_path, WriteLock(tmp_path / ".lock"), [])


def stored(match_id="0mx4edmnxgpw", hands=(), deleted=False, players=PLAYERS) -> StoredMatch:
    return StoredMatch(match_id, Match(players, hands=tuple(hands)), TIME, TIME, deleted)


def test_a_match_is_written_in_the_folder_its_state_calls_for_and_nowhere_else(folders, tmp_path):
    running = folders.write(stored())
    assert [p.name for p in (tmp_path / "active").iterdir()] == [f"{running.id}.json"]
    folders.write(stored(deleted=True))
    assert list((tmp_path / "active").iterdir()) == [] and folders.where() == {running.id: "trash"}
    assert (tmp_path / "trash" / f"{running.id}.bak").read_bytes() == match_file(stored())[1]  # the previous version


def test_the_bytes_written_are_match_file_s_for_a_save_and_for_an_import(folders, tmp_path):
    saved = folders.write(stored(hands=[Hand((3, 1, 18, 4))]))
    assert (tmp_path / "active" / f"{saved.id}.json").read_bytes() == match_file(saved)[1]
    store = Store(tmp_path / "other")
    match = finished_match(random.Random(4))
    match_id = store.import_matches(
        [{**match_to_dict(match), "id": "0mx4edmnxgpx", "created": TIME, "updated": TIME}]
    ).stored[0]
    imported = store.get(match_id)
    assert (tmp_path / "other" / "archive" / f"{match_id}.json").read_bytes() == match_file(imported)[1]


def test_reading_gives_the_document_the_match_and_its_summary(folders):
    saved = folders.write(stored(hands=[Hand((3, 1, 18, 4))]))
    file = folders.read(folders.path("active", saved.id))
    assert (file.stored.id, file.stored.match.hands) == (saved.id, saved.match.hands) and file.doc["id"] == saved.id
    assert file.summary.totals == (3, 1, 18, 4)
    assert folders.read(folders.path("archive", saved.id)) is None


def test_the_listing_reads_no_file_and_names_a_match_in_two_folders_by_none(folders, tmp_path):
    ids = [folders.write(stored(f"0mx4edmnxgp{n}")).id for n in "abc"]
    (tmp_path / "archive" / f"{ids[0]}.json").write_bytes(b"never read")
    (tmp_path / "active" / ".0mx4edmnxgpz.json.1234.tmp").write_bytes(b"")
    assert folders.where() == {ids[0]: None, ids[1]: "active", ids[2]: "active"}
    assert [i for i, _ in folders.listing()] == ids[::-1] and folders.page(F.FOLDERS, 1, 1) == [(ids[1], "active")]


def test_the_newest_copy_wins_and_settling_removes_the_other(folders, tmp_path):
    old = folders.write(stored(hands=[Hand((3, 1, 18, 4))]))
    stale = (tmp_path / "active" / f"{old.id}.json").read_bytes()
    newer = StoredMatch(old.id, old.match, TIME, "2026-11-30T21:00:00.000+00:00", deleted=True)
    folders.write(newer)
    (tmp_path / "active" / f"{old.id}.json").write_bytes(stale)  # as if a crash left the old copy
    assert (folders.newest(old.id).stored.updated, folders.newest(old.id).stored.deleted) == (newer.updated, True)
    folders.settle(old.id)
    assert folders.where() == {old.id: "trash"}


def test_a_new_id_is_none_that_is_stored_or_taken(folders, monkeypatch):
    folders.write(stored("0mx4edmnxgpa"))
    offered = iter(["0mx4edmnxgpa", "0mx4edmnxgpb", "0mx4edmnxgpc"])
    monkeypatch.setattr(F, "new_id", lambda created: next(offered))
    assert folders.unused_id(TIME, taken={"0mx4edmnxgpb"}) == "0mx4edmnxgpc"


def test_a_foreign_file_name_in_the_archive_does_not_stop_a_new_match(tmp_path):
    store = Store(tmp_path)
    (tmp_path / "archive" / "zz-my notes.json").write_text("{}")
    assert len(store.create(PLAYERS).id) == 12


def test_only_the_folder_layer_writes_match_files_and_makes_new_ids():
    defined = {}
    for path in STORAGE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name in ("unused_id", "match_file", "match_file_data"):
                defined.setdefault(node.name, []).append(path.name)
    assert defined == {"unused_id": ["folders.py"], "match_file": ["folders.py"], "match_file_data": ["folders.py"]}


def imports_of(name: str) -> set[str]:
    tree = ast.parse((STORAGE / name).read_text(encoding="utf-8"))
    return {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}


def test_importing_stands_on_the_folder_layer_and_not_on_the_stores_inner_parts():
    source = (STORAGE / "importing.py").read_text(encoding="utf-8")
    tree = ast.parse(source)
    private = {
        node.attr
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__")
    }
    assert private == set() and "scorepad.storage.store" not in imports_of("importing.py")
    assert "scorepad.storage.store" not in imports_of("folders.py") | imports_of("schema.py")
