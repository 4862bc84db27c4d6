"""A match made with a newer Scorepad (it needs a rule this one does not know): listed as such, never opened,
scored, moved aside as damaged, or written; kept whole in backups; never written over by an import."""

import hashlib
import json
from pathlib import Path

import pytest

from scorepad.rules import Hand, Rules
from scorepad.storage import NeedsNewer, Store


def newer(store: Store, root: Path, needs=("stories",), rule=None) -> tuple[str, Path]:
    """A stored match whose file a newer Scorepad wrote: version 2, a need this one lacks (and a rule key)."""
    stored = store.add_hand(store.create(["Anna", "Ben", "Carla", "Dan"]).id, Hand((13, 0, 0, 13)))
    path = root / "active" / f"{stored.id}.json"
    data = json.loads(path.read_text())
    doc = data["match"]["1"]
    doc.update(version=2, needs=list(needs))
    if rule:
        doc["rules"].update(rule)
    path.write_text(json.dumps(data))
    return stored.id, path


def state(root: Path) -> dict[str, str]:
    """Every file of the data folder with a hash of its bytes (what a refusal must leave as it was)."""
    return {
        str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(root.rglob("*"))
        if p.is_file() and p.parent.name in ("active", "archive", "trash", "damaged")
    }


@pytest.fixture
def folder(tmp_path):
    root = tmp_path / "data"
    store = Store(root)
    match_id, path = newer(store, root, rule={"kitty": 3})
    return root, match_id, path


def test_a_newer_match_is_refused_by_name_and_its_file_is_left_as_it_was(folder):
    root, match_id, _ = folder
    before = state(root)
    store = Store(root)  # opening reads every running match
    with pytest.raises(NeedsNewer) as refused:
        store.get(match_id)
    assert refused.value.data == {"id": match_id, "needs": ["stories", "rules.kitty"]}
    for attempt in (
        lambda: store.add_hand(match_id, Hand((13, 13, 0, 0))),
        lambda: store.undo_hand(match_id),
        lambda: store.delete(match_id),
    ):
        with pytest.raises(NeedsNewer):
            attempt()
    assert state(root) == before
    assert not (root / "damaged").exists() or not any((root / "damaged").iterdir())


def test_the_history_lists_a_newer_match_without_totals(folder):
    root, match_id, _ = folder
    store = Store(root)
    other = store.create(["Eva", "Finn", "Gus"]).id
    summaries = {s.id: s for s in store.summaries()}
    assert summaries[match_id].newer and summaries[match_id].needs == ("stories", "rules.kitty")
    assert summaries[match_id].players == ("Anna", "Ben", "Carla", "Dan") and summaries[match_id].totals == ()
    assert not summaries[other].newer
    assert [s.id for s in store.matches()] == [other]  # what statistics and exports of readable matches see
    assert store.unfinished().id == other


def test_a_backup_keeps_a_newer_match_as_it_is(folder):
    root, match_id, path = folder
    stored_doc = json.loads(path.read_text())["match"]["1"]
    backup = {item["id"]: item for item in Store(root).export_all()}
    assert backup[match_id] == {k: v for k, v in stored_doc.items() if k not in ("deleted", "summary")}
    assert Store(root).export_match(match_id) == backup[match_id]


def test_importing_a_newer_match_is_refused_and_an_import_never_writes_over_one(folder, tmp_path):
    root, match_id, path = folder
    before = state(root)
    item = json.loads(path.read_text())["match"]["1"]
    result = Store(tmp_path / "elsewhere").import_matches([item])
    assert result.stored == [] and [p.code for p in result.rejected[0][1]] == ["needs_newer"]
    plain = {
        "format": "scorepad-match",
        "version": 1,
        "id": match_id,
        "players": ["Anna", "Ben", "Carla", "Dan"],
        "rules": {"variant": "standard"},
        "hands": [{"points": [13, 0, 0, 13]}],
    }
    store = Store(root)
    result = store.import_matches([plain])
    assert len(result.stored) == 1 and result.stored[0] != match_id  # stored beside it, under an id of its own
    assert {k: v for k, v in state(root).items() if match_id in k} == before


def test_a_file_without_the_new_keys_reads_exactly_as_before(tmp_path):
    store = Store(tmp_path)
    stored = store.create(["Anna", "Ben", "Carla"], Rules(moon="plus"))
    doc = json.loads((tmp_path / "active" / f"{stored.id}.json").read_text())["match"]["1"]
    assert doc["version"] == 1 and "needs" not in doc
    assert store.get(stored.id).match.players == stored.match.players


def test_a_hand_saved_with_its_story_makes_the_file_need_story_and_nothing_else(tmp_path):
    store = Store(tmp_path)
    stored = store.add_hand(store.create(["Anna", "Ben", "Carla"], Rules(moon="plus")).id, Hand((13, 13, 0)))
    doc = json.loads((tmp_path / "active" / f"{stored.id}.json").read_text())["match"]["1"]
    assert doc["version"] == 2 and doc["needs"] == ["story"]
    assert store.get(stored.id).match == stored.match


def test_a_match_with_house_rules_is_stored_and_read_back(tmp_path):
    store = Store(tmp_path)
    rules = Rules(tie="shared", exact_target_resets_to=0, pass_cycle="left,right,left2,right2,keep")
    stored = store.create(["A", "B", "C", "D", "E"], rules)
    doc = json.loads((tmp_path / "active" / f"{stored.id}.json").read_text())["match"]["1"]
    assert doc["version"] == 2 and doc["needs"] == ["tie", "exact_target_resets_to", "pass_cycle"]
    assert Store(tmp_path).get(stored.id).match.rules == Rules(
        target=100, **{k: getattr(rules, k) for k in ("tie", "exact_target_resets_to", "pass_cycle")}
    )
