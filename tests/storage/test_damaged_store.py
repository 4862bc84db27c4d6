"""store.json's schema version is trusted only as a whole number from 1 to the current one: a damaged store.json
is restored from store.bak as any damaged file is; with no good copy the store is refused in one line (what is
wrong, where the file is), nothing is changed, and no schema is guessed or migrated from."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from scorepad.i18n.storage_text import error_text
from scorepad.rules import Hand
from scorepad.storage import DamagedStore, Store, schema

FIXTURE = Path(__file__).parent / "fixtures" / "schema1"

# what is wrong -> store.json's bytes, and what the refusal says is wrong
DAMAGED_STORES = {
    "text for the first document": (b'{"meta":{"1":"x"}}', "no_version"),
    "a list for the meta table": (b'{"meta":[1]}', "no_version"),
    "schema 0": (b'{"meta":{"1":{"schema":0}}}', "bad_version"),
    "schema true": (b'{"meta":{"1":{"schema":true}}}', "bad_version"),
    "schema -1": (b'{"meta":{"1":{"schema":-1}}}', "bad_version"),
    "schema 2.0": (b'{"meta":{"1":{"schema":2.0}}}', "bad_version"),
    'schema "2"': (b'{"meta":{"1":{"schema":"2"}}}', "bad_version"),
    "schema null": (b'{"meta":{"1":{"schema":null}}}', "bad_version"),
    "no schema": (b'{"meta":{"1":{}}}', "no_version"),
    "no meta table": (b'{"notes":{"1":{"schema":2}}}', "no_version"),
    "a list": (b"[1, 2]", "no_version"),
    "null": (b"null", "no_version"),
    "not JSON": (b'{"meta":{"1":{"sch', "unreadable"),
    "a number of 19 digits": (b'{"meta":{"1":{"schema":1111111111111111111}}}', "unreadable"),
}
KINDS = sorted(DAMAGED_STORES)


def with_a_match(folder: Path) -> str:
    store = Store(folder)
    match_id = store.create(["Anna", "Ben", "Carla", "Dan"]).id
    store.add_hand(match_id, Hand((3, 1, 18, 4)))
    return match_id


def every_file(folder: Path) -> dict[str, bytes]:
    """Every file in `folder` with its bytes, less the writers' empty lock file (taken to open the store)."""
    return {
        p.relative_to(folder).as_posix(): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file() and p.name != ".lock"
    }


@pytest.mark.parametrize("kind", KINDS)
def test_a_damaged_store_json_is_restored_from_its_good_backup_with_a_notice(tmp_path, kind):
    match_id = with_a_match(tmp_path)
    bad, _ = DAMAGED_STORES[kind]
    (tmp_path / "store.json").write_bytes(bad)
    store = Store(tmp_path)
    assert [n.code for n in store.notices] == ["damaged_restored"]
    assert store.notices[0].data["path"] == "store.json"
    assert (tmp_path / store.notices[0].data["moved_to"]).read_bytes() == bad
    assert json.loads((tmp_path / "store.json").read_bytes()) == schema.meta_doc(schema.CURRENT)
    assert len(store.get(match_id).match.hands) == 1
    assert Store(tmp_path).notices == []  # restored once


@pytest.mark.parametrize("backup", ["missing", "damaged too"])
@pytest.mark.parametrize("kind", KINDS)
def test_without_a_good_backup_the_store_is_refused_and_nothing_is_changed(tmp_path, kind, backup):
    with_a_match(tmp_path)
    bad, what = DAMAGED_STORES[kind]
    (tmp_path / "store.json").write_bytes(bad)
    if backup == "missing":
        (tmp_path / "store.bak").unlink()
    else:
        (tmp_path / "store.bak").write_bytes(b'{"meta":{"1":{"schema":true}}}')
    before = every_file(tmp_path)
    for _ in range(2):  # and again: the same refusal, never a schema guessed on the second start
        with pytest.raises(DamagedStore) as refused:
            Store(tmp_path)
        assert refused.value.code == "damaged_store" and refused.value.data["what"] == what
        assert refused.value.data["path"] == str(tmp_path / "store.json")
        assert every_file(tmp_path) == before


@pytest.mark.parametrize("kind", ["schema 0", "schema true", "schema -1", "schema 2.0", "no schema"])
def test_a_schema_1_folder_whose_store_json_names_no_good_version_is_never_migrated(tmp_path, kind):
    folder = tmp_path / "data"
    shutil.copytree(FIXTURE, folder)
    (folder / "store.json").write_bytes(DAMAGED_STORES[kind][0])
    before = every_file(folder)
    with pytest.raises(DamagedStore):
        Store(folder)
    assert every_file(folder) == before and not (folder / "backups").exists()


def test_a_good_version_beside_the_damaged_one_is_what_the_store_opens_with(tmp_path):
    """store.bak naming schema 1 (a store.json damaged before its migration) migrates the schema-1 data."""
    folder = tmp_path / "data"
    shutil.copytree(FIXTURE, folder)
    (folder / "store.json").write_bytes(DAMAGED_STORES["schema true"][0])
    (folder / "store.bak").write_bytes(json.dumps(schema.meta_doc(1)).encode())
    store = Store(folder)
    assert [n.code for n in store.notices] == ["damaged_restored", "migrated"] and store.count() == 2


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_refusal_is_one_line_naming_the_file_and_what_is_wrong(tmp_path, kind, lang):
    bad, what = DAMAGED_STORES[kind]
    (tmp_path / "store.json").write_bytes(bad)
    with pytest.raises(DamagedStore) as refused:
        Store(tmp_path)
    text = error_text(refused.value, lang)
    assert "\n" not in text and str(tmp_path / "store.json") in text and "store.bak" in text
    wrong = {
        "en": {
            "unreadable": "cannot be read",
            "no_version": "names no data version",
            "bad_version": f"not a whole number from 1 to {schema.CURRENT}",
        },
        "de": {
            "unreadable": "lässt sich nicht lesen",
            "no_version": "nennt keine Datenversion",
            "bad_version": f"keine ganze Zahl von 1 bis {schema.CURRENT}",
        },
    }[lang][what]
    assert wrong in text
    if what == "bad_version":
        assert f"{refused.value.data['value']}," in text


def test_a_long_version_is_cut_short_in_the_line(tmp_path):
    (tmp_path / "store.json").write_text(json.dumps(schema.meta_doc("x" * 500)))
    with pytest.raises(DamagedStore) as refused:
        Store(tmp_path)
    assert len(refused.value.data["value"]) == 40 and len(error_text(refused.value, "en")) < 400 + len(str(tmp_path))
