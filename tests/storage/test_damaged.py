"""A file in the data folder that can't be read as what it should be is moved to damaged/ with its bytes, once,
with one log line; everything else opens (through the Store, the statistics and the `scorepad` command)."""

from __future__ import annotations

import json
import logging
import random
import re
import subprocess
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tiers import examples

from scorepad.rules import Hand, match_to_dict
from scorepad.stats import Ledger
from scorepad.storage import StorageError, Store
from command import in_process
from storage_helpers import PLAYERS, finished_match


def with_key(raw: bytes, value: bytes) -> bytes:
    """The match file with one more key in its document (written first: keys are sorted)."""
    head = b'{"match":{"1":{'
    assert raw.startswith(head)
    return head + b'"aaa":' + value + b"," + raw[len(head):]


# what is wrong -> a value that breaks a file wherever it is put
BAD_VALUES = {
    "a number of 5000 digits": b"9" * 5000,
    "a number of 19 digits": b"1" * 19,
    "a number out of range": b"1e999",
    "NaN": b"NaN",
    "nesting 600 deep": b"[" * 600 + b"]" * 600,
    "nesting 5000 deep": b"[" * 5000 + b"]" * 5000,
    "a text of 20000 characters": b'"' + b"x" * 20_000 + b'"',
    "invalid UTF-8": b'"\xff"',
    "a lone surrogate in a key": b'{"\\udc00": 1}',
}
# what is wrong -> the bad bytes made from a good match file's bytes
BAD_FILES = {
    **{kind: (lambda raw, value=value: with_key(raw, value)) for kind, value in BAD_VALUES.items()},
    "a lone surrogate in a name": lambda raw: raw.replace(b'"Ben"', b'"\\ud800"'),
    "a lone surrogate in a hand": lambda raw: raw.replace(b'"points":', b'"by":"\\udfff","points":', 1),
    "not JSON": lambda raw: raw[: len(raw) // 2],
    "null": lambda raw: b"null",
    "points that are text": lambda raw: raw.replace(b'"points":[', b'"points":"', 1).replace(b"]", b'"', 1),
    "another match's id": lambda raw: re.sub(rb'"id":"[0-9a-z]{12}"', b'"id":"0000000000zz"', raw),
    "a list, not a TinyDB file": lambda raw: b"[1, 2, 3]",
    "no match table": lambda raw: b'{"notes": {"1": {"text": "shopping"}}}',
    "a number as the created time": lambda raw: raw.replace(b'"created":"', b'"created":7,"was":"', 1),
}
KINDS = sorted(BAD_FILES)


def played(store: Store, folder: str) -> str:
    """A match with two hands, in `folder`: running (active), finished (archive) or deleted (trash)."""
    if folder == "archive":
        return store.import_matches([match_to_dict(finished_match(random.Random(7), ("Anna", "Ben", "Carla", "Dan")))]).stored[0]
    match_id = store.create(PLAYERS).id
    store.add_hand(match_id, Hand((3, 1, 18, 4)))
    store.add_hand(match_id, Hand((13, 0, 6, 7)))
    if folder == "trash":
        store.delete(match_id)
    return match_id


def spoil(root: Path, folder: str, match_id: str, kind: str, backup: bool = False) -> bytes:
    """Replace a match file by the bad bytes of `kind` (without its backup unless asked); returns them."""
    path = root / folder / f"{match_id}.json"
    bad = BAD_FILES[kind](path.read_bytes())
    path.write_bytes(bad)
    if not backup:
        path.with_suffix(".bak").unlink(missing_ok=True)
    return bad


def damaged(root: Path) -> list[bytes]:
    folder = root / "damaged"
    return [p.read_bytes() for p in sorted(folder.iterdir())] if folder.exists() else []


def test_every_kind_of_bad_file_is_really_bad():
    good = Store(Path(tempfile.mkdtemp()))
    match_id = played(good, "active")
    raw = (good.root / "active" / f"{match_id}.json").read_bytes()
    assert all(BAD_FILES[kind](raw) != raw for kind in KINDS)


@pytest.mark.parametrize("folder", ["active", "archive", "trash"])
@pytest.mark.parametrize("kind", KINDS)
def test_a_bad_match_file_is_moved_aside_once_with_its_bytes_and_the_rest_opens(tmp_path, caplog, folder, kind):
    store = Store(tmp_path)
    keep, bad_id = played(store, "active"), played(store, folder)
    bad = spoil(tmp_path, folder, bad_id, kind)
    with caplog.at_level(logging.WARNING, logger="scorepad.storage"):
        reopened = Store(tmp_path)  # unfinished matches are read when the store opens, the others when used
        assert [s.id for s in reopened.summaries()] == [keep] and reopened.count() == 1
        with pytest.raises(StorageError) as missing:
            reopened.get(bad_id)
        assert missing.value.code == "not_found"
        assert [m.id for m in reopened.matches()] == [keep] and reopened.unfinished().id == keep
    assert [n.code for n in reopened.notices] == ["damaged_lost"]
    assert reopened.notices[0].data["path"] == f"{folder}/{bad_id}.json"
    assert damaged(tmp_path) == [bad]
    assert len([r for r in caplog.records if r.name == "scorepad.storage"]) == 1 and bad_id in caplog.text
    assert len(reopened.add_hand(keep, Hand((0, 26, 0, 0), moon="plus")).match.hands) == 3
    again = Store(tmp_path)  # once: nothing is moved a second time
    assert again.summaries()[0].id == keep and again.notices == [] and damaged(tmp_path) == [bad]


@pytest.mark.parametrize("kind", KINDS)
def test_a_bad_match_file_with_a_good_backup_gives_way_to_it(tmp_path, kind):
    match_id = played(Store(tmp_path), "active")
    bad = spoil(tmp_path, "active", match_id, kind, backup=True)
    store = Store(tmp_path)
    assert [n.code for n in store.notices] == ["damaged_restored"] and damaged(tmp_path) == [bad]
    assert len(store.get(match_id).match.hands) == 1  # the backup: the state before the last write


SETTINGS_KINDS = sorted(BAD_VALUES) + ["not JSON", "null"]


def spoiled_json(raw: bytes, kind: str) -> bytes:
    """The bad bytes of `kind` for any TinyDB file (settings, schema, cache): one bad key in its first document."""
    if kind in ("not JSON", "null"):
        return BAD_FILES[kind](raw)
    at = raw.index(b'{"1":{') + len(b'{"1":{')
    return raw[:at] + b'"aaa":' + BAD_VALUES[kind] + b"," + raw[at:]


@pytest.mark.parametrize("name", ["settings.json", "store.json"])
@pytest.mark.parametrize("kind", SETTINGS_KINDS)
def test_a_bad_settings_or_schema_file_is_moved_aside_and_its_backup_restored(tmp_path, name, kind):
    store = Store(tmp_path)
    store.save_settings({"lang": "de", "players": ["Ben"]})
    store.save_settings({"theme": "dark"})
    bad = spoiled_json((tmp_path / name).read_bytes(), kind)
    (tmp_path / name).write_bytes(bad)
    reopened = Store(tmp_path)
    assert [n.code for n in reopened.notices] == ["damaged_restored"] and damaged(tmp_path) == [bad]
    assert reopened.settings()["lang"] == "de"


@pytest.mark.parametrize("backup", [b'{"settings": {}}', b'{"settings": {"1": "dark"}}'])
def test_damaged_settings_whose_backup_holds_no_settings_open_as_none_said_once(tmp_path, backup):
    Store(tmp_path).save_settings({"theme": "dark"})
    (tmp_path / "settings.json").write_bytes(b"\x00garbage")
    (tmp_path / "settings.bak").write_bytes(backup)
    reopened = Store(tmp_path)
    assert reopened.settings() == {} and [n.code for n in reopened.notices] == ["damaged_lost"]


@pytest.mark.parametrize("kind", SETTINGS_KINDS)
def test_a_bad_cache_reads_as_missing(tmp_path, kind):
    store = Store(tmp_path)
    store.save_cache("stats", {"seen": 1})
    path = tmp_path / "cache" / "stats.json"
    path.write_bytes(spoiled_json(path.read_bytes(), kind))
    assert store.load_cache("stats") is None and not path.exists()


def test_a_cached_summary_of_the_wrong_shape_is_rebuilt_not_trusted(tmp_path):
    store = Store(tmp_path)
    match_id = played(store, "active")
    path = tmp_path / "active" / f"{match_id}.json"
    data = json.loads(path.read_bytes())
    data["match"]["1"]["summary"].update(players=[1, 2, 3, 4], totals="lots")
    path.write_text(json.dumps(data))
    summary = Store(tmp_path).summaries()[0]
    assert summary.players == PLAYERS and summary.totals == (16, 1, 24, 11)


def test_the_statistics_count_the_good_matches_beside_bad_files(tmp_path):
    store = Store(tmp_path)
    keep = played(store, "archive")
    for kind in KINDS:
        spoil(tmp_path, "archive", played(store, "archive"), kind)
    overview = Ledger.open(Store(tmp_path)).overview()
    assert overview.matches == 1 and len(damaged(tmp_path)) == len(KINDS)
    assert [s.id for s in Store(tmp_path).summaries()] == [keep]


@pytest.mark.parametrize("kind", KINDS)
def test_the_command_lists_and_shows_what_is_good_beside_a_bad_file(tmp_path, kind):
    store = Store(tmp_path)
    keep, active, archived = played(store, "active"), played(store, "active"), played(store, "archive")
    spoil(tmp_path, "active", active, kind)
    spoil(tmp_path, "archive", archived, kind)
    listed = scorepad(tmp_path, "list", "--json")
    assert listed.returncode == 0 and [m["id"] for m in json.loads(listed.stdout)] == [keep]
    assert len(listed.stderr.strip().splitlines()) == 2 and "Traceback" not in listed.stderr  # one notice per file
    shown = scorepad(tmp_path, "show", keep)
    assert shown.returncode == 0 and "total" in shown.stdout and shown.stderr == ""
    gone = scorepad(tmp_path, "show", archived)
    assert gone.returncode == 1 and gone.stderr.count("\n") == 1 and "neither a file nor" in gone.stderr
    assert len(damaged(tmp_path)) == 2


def scorepad(data_dir: Path, *args: str) -> subprocess.CompletedProcess:
    """The `scorepad` command on `data_dir`, in this process (tests/command.py)."""
    done = in_process("--data-dir", data_dir, "--lang", "en", *args, cwd=data_dir)
    return subprocess.CompletedProcess(args, done.code, done.out, done.err)


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=200) | st.sampled_from(KINDS))
def test_any_bytes_in_the_active_folder_are_a_match_or_moved_aside_and_nothing_raises(content):
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        store = Store(root)
        keep = played(store, "active")
        other = played(store, "active")
        path = root / "active" / f"{other}.json"
        content = BAD_FILES[content](path.read_bytes()) if isinstance(content, str) else content
        path.write_bytes(content)
        path.with_suffix(".bak").unlink()
        reopened = Store(root)
        ids = [s.id for s in reopened.summaries()]
        assert keep in ids and reopened.get(keep).match.players == PLAYERS
        if other in ids:
            reopened.get(other)
        else:
            assert damaged(root) == [content]
