"""The data commands through the `scorepad` command (in this process: tests/command.py), on a real data folder."""

from __future__ import annotations

import json
import tempfile
from datetime import UTC

import pytest

from command import in_process


def run(data_dir, *args, lang="en"):
    """Run `scorepad --data-dir DIR --lang LANG ...` and return (exit code, stdout, stderr)."""
    done = in_process("--data-dir", data_dir, "--lang", lang, *args, cwd=tempfile.gettempdir())
    return done.code, done.out, done.err


def new_match(data_dir, players="Anna,Ben,Carla,Dan", *extra):
    code, out, err = run(data_dir, "new", "--players", players, *extra)
    assert code == 0, err
    return out.strip()


def no_traceback(err):
    return "Traceback" not in err and len(err.strip().splitlines()) <= 1


def test_new_prints_the_id_alone_and_add_appends_hands_scored_by_the_engine(tmp_path):
    match_id = new_match(tmp_path)
    assert len(match_id) == 12 and match_id.isalnum()
    assert run(tmp_path, "add", match_id, "--points", "3,1,18,4")[0] == 0
    code, out, _ = run(tmp_path, "add", match_id, "--points", "0,0,0,26", "--moon", "plus")
    assert code == 0 and "Anna 29" in out and "Dan 4" in out
    listed = json.loads(run(tmp_path, "list", "--json")[1])
    assert listed[0]["id"] == match_id and listed[0]["totals"] == [29, 27, 44, 4]
    assert listed[0]["hands"] == 2 and listed[0]["finished"] is False and listed[0]["players"][0] == "Anna"
    assert "created" in listed[0]


@pytest.mark.parametrize("lang, words", [("en", "hand 2: points sum to 25"), ("de", "Spiel 2:")])
def test_a_hand_that_does_not_add_up_is_refused_with_one_line_and_nothing_is_stored(tmp_path, lang, words):
    match_id = new_match(tmp_path)
    run(tmp_path, "add", match_id, "--points", "3,1,18,4")
    code, out, err = run(tmp_path, "add", match_id, "--points", "3,1,18,3", lang=lang)
    assert code != 0 and words in err and no_traceback(err)
    assert json.loads(run(tmp_path, "list", "--json")[1])[0]["hands"] == 1


@pytest.mark.parametrize(
    "args, words",
    [
        (("add", "0000000000zz", "--points", "3,1,18,4"), "no match with id 0000000000zz"),
        (("add", "{id}", "--points", "3,one,18,4"), "--points: expected whole numbers"),
        (("new", "--players", "Anna,anna,Ben"), "used twice"),
        (("new", "--players", "Anna,Ben,Carla", "--variant", "skat"), "skat"),
        (("export",), "give a match id or --all"),
        (("export", "0000000000zz"), "no match with id"),
    ],
)
def test_every_failure_is_one_line_and_a_non_zero_exit(tmp_path, args, words):
    match_id = new_match(tmp_path)
    code, _, err = run(tmp_path, *(a.format(id=match_id) for a in args))
    assert code != 0 and words in err and no_traceback(err), err


def test_list_shows_the_newest_first_with_winners_of_finished_matches(tmp_path):
    first, second = new_match(tmp_path), new_match(tmp_path, "Eva,Finn,Gus")
    for _ in range(4):
        run(tmp_path, "add", first, "--points", "26,0,0,0", "--moon", "plus")
    code, out, _ = run(tmp_path, "list")
    lines = out.splitlines()
    assert code == 0 and lines[0].startswith(second) and lines[1].startswith(first)
    assert "won by Anna" in lines[1]
    assert "gewonnen von Anna" in run(tmp_path, "list", lang="de")[1]


def test_export_then_import_into_another_folder_gives_the_same_matches(tmp_path):
    home, other = tmp_path / "home", tmp_path / "other"
    match_id = new_match(home)
    run(home, "add", match_id, "--points", "3,1,18,4")
    new_match(home, "Eva,Finn,Gus")
    code, single, _ = run(home, "export", match_id)
    assert code == 0 and [hand["points"] for hand in json.loads(single)["hands"]] == [[3, 1, 18, 4]]
    assert json.loads(single)["hands"][0]["entered"]["by"] == "command line"
    assert json.loads(single)["format"] == "scorepad-match" and json.loads(single)["id"] == match_id
    assert run(home, "export", "--all", "-o", str(tmp_path / "backup.json"))[0] == 0
    code, out, _ = run(other, "import", str(tmp_path / "backup.json"))
    assert code == 0 and "2 matches imported" in out
    assert run(other, "list", "--json")[1] == run(home, "list", "--json")[1]
    assert "2 already stored" in run(other, "import", str(tmp_path / "backup.json"))[1]


@pytest.mark.parametrize("output", [True, False], ids=["to a file", "to stdout"])
def test_export_all_is_the_backup_the_app_counts_from_and_a_single_match_is_not(tmp_path, output):
    from datetime import datetime, timedelta

    from scorepad.storage import Store
    from scorepad.storage.backups import LAST_BACKUP, unbacked

    match_id = new_match(tmp_path / "data")
    in_a_week = datetime.now(UTC) + timedelta(days=8)
    assert run(tmp_path / "data", "export", match_id, "-o", str(tmp_path / "one.json"))[0] == 0
    assert LAST_BACKUP not in Store(tmp_path / "data").settings() and unbacked(Store(tmp_path / "data"), in_a_week) == 1
    before = datetime.now(UTC).isoformat(timespec="milliseconds")
    assert run(tmp_path / "data", "export", "--all", *(("-o", str(tmp_path / "all.json")) if output else ()))[0] == 0
    store = Store(tmp_path / "data")
    assert store.settings()[LAST_BACKUP] >= before and unbacked(store, in_a_week) == 0
    run(tmp_path / "data", "add", match_id, "--points", "3,1,18,4")
    assert unbacked(Store(tmp_path / "data"), in_a_week) == 1


def test_export_all_from_a_data_folder_that_cannot_be_written_still_writes_the_backup(tmp_path, monkeypatch):
    from scorepad.storage import ReadOnly, Store

    match_id = new_match(tmp_path / "data")

    def read_only(self, values):
        raise ReadOnly(path=str(tmp_path / "data"))

    monkeypatch.setattr(Store, "save_settings", read_only)  # a data folder on a read-only disk (root can write anyway)
    code, out, err = run(tmp_path / "data", "export", "--all")
    assert (code, err) == (0, "") and json.loads(out)[0]["id"] == match_id


def test_import_skips_bad_matches_and_bad_files_and_stores_the_good_ones(tmp_path):
    good = {"players": ["Anna", "Ben", "Carla"], "hands": [{"points": [13, 13, 0]}]}
    bad = {"players": ["Anna", "Ben", "Carla"], "hands": [{"points": [13, 13, 1]}]}
    (tmp_path / "mixed.json").write_text(json.dumps([good, bad, "nonsense"]))
    (tmp_path / "broken.json").write_text("{ not json")
    code, out, err = run(tmp_path / "data", "import", str(tmp_path / "mixed.json"), str(tmp_path / "broken.json"))
    assert code != 0 and "1 match imported" in out and "2 rejected" in out
    assert "mixed.json: match 2: not imported: hand 1: points sum to 27" in err
    assert "mixed.json: match 3" in err and "broken.json: not a JSON file" in err and "Traceback" not in err
    listed = json.loads(run(tmp_path / "data", "list", "--json")[1])
    assert [m["totals"] for m in listed] == [[13, 13, 0]]


def test_a_data_folder_that_cannot_be_written_is_one_clear_line(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("I am a file, not a folder")
    code, _, err = run(blocker / "data", "new", "--players", "Anna,Ben,Carla")
    assert code != 0 and no_traceback(err) and str(blocker) in err


def test_the_data_folder_can_come_from_scorepad_data_dir(scorepad, tmp_path):
    done = scorepad("new", "--players", "Anna,Ben,Carla", env={"SCOREPAD_DATA_DIR": tmp_path / "from-env"})
    assert done.code == 0
    assert (tmp_path / "from-env" / "active" / f"{done.out.strip()}.json").exists()


def test_what_opening_had_to_do_is_told_on_stderr_in_the_users_language(tmp_path):
    match_id = new_match(tmp_path)
    run(tmp_path, "add", match_id, "--points", "3,1,18,4")
    (tmp_path / "active" / f"{match_id}.json").write_bytes(b"\x00garbage")
    code, out, err = run(tmp_path, "list", "--json", lang="de")
    assert code == 0 and "war beschädigt" in err and "Sicherung wiederhergestellt" in err
    assert json.loads(out)[0]["hands"] == 0  # the backup: the state before the last write


# --- importing a match that is already stored (same id) ---------------------------------------------------


def exported(data_dir, match_id, path):
    assert run(data_dir, "export", match_id, "-o", str(path))[0] == 0
    return path


def test_an_older_copy_brings_nothing_new_says_so_and_is_never_stored_twice(tmp_path):
    match_id = new_match(tmp_path)
    run(tmp_path, "add", match_id, "--points", "3,1,18,4")
    older = exported(tmp_path, match_id, tmp_path / "older.json")
    run(tmp_path, "add", match_id, "--points", "13,0,6,7")
    code, out, err = run(tmp_path, "import", str(older))
    assert code == 0 and out.strip() == "0 matches imported, 0 matches merged, 1 already stored, 0 rejected"
    assert err == f"scorepad: {older}: match 1: nothing new for stored match {match_id}\n"
    assert [m["hands"] for m in json.loads(run(tmp_path, "list", "--json")[1])] == [2]


def test_a_newer_copy_is_merged_under_its_id_with_a_line(tmp_path):
    home, other = tmp_path / "home", tmp_path / "other"
    match_id = new_match(home)
    run(home, "add", match_id, "--points", "3,1,18,4")
    assert run(other, "import", str(exported(home, match_id, tmp_path / "one.json")))[0] == 0
    run(home, "add", match_id, "--points", "13,0,6,7")
    code, out, err = run(other, "import", str(exported(home, match_id, tmp_path / "two.json")), lang="de")
    assert (
        code == 0 and out.strip() == "0 Partien importiert, 1 Partie zusammengeführt, 0 schon gespeichert, 0 abgelehnt"
    )
    assert f"mit der gespeicherten Partie {match_id} zusammengeführt (Spiele: 1 → 2)" in err
    assert run(other, "list", "--json")[1] == run(home, "list", "--json")[1]


def test_a_copy_that_disagrees_on_a_hand_is_kept_beside_naming_the_hand(tmp_path):
    match_id = new_match(tmp_path)
    for points in ("3,1,18,4", "13,0,6,7"):
        run(tmp_path, "add", match_id, "--points", points)
    path = exported(tmp_path, match_id, tmp_path / "copy.json")
    data = json.loads(path.read_text())
    data["hands"][1]["points"] = [0, 13, 6, 7]
    path.write_text(json.dumps(data))
    code, out, err = run(tmp_path, "import", str(path))
    listed = json.loads(run(tmp_path, "list", "--json")[1])
    (copy_id,) = {m["id"] for m in listed} - {match_id}
    assert (
        code == 0
        and out.strip() == "0 matches imported, 0 matches merged, 0 already stored, 0 rejected, 1 copy kept beside"
    )
    assert err == (
        f"scorepad: {path}: match 1: hand 2 was changed differently than in stored match {match_id}; "
        f"kept beside it as match {copy_id}\n"
    )
    assert (
        run(tmp_path, "import", str(path))[1].strip().endswith("1 copy kept beside")
        and len(json.loads(run(tmp_path, "list", "--json")[1])) == 2
    )


@pytest.mark.parametrize(
    "lang, said",
    [
        ("en", "scorepad: the statistics' names and groups of the backup kept too"),
        ("de", "scorepad: die Namen und Runden der Statistik aus der Sicherung auch übernommen"),
    ],
)
def test_export_all_carries_the_named_groups_and_names_and_import_keeps_them_in_another_folder(tmp_path, lang, said):
    from scorepad.stats import save_aliases, save_groups, store_aliases, store_groups
    from scorepad.storage import Store

    new_match(tmp_path / "data")
    with Store(tmp_path / "data") as store:
        save_groups(store, {"Thursday": ["Anna", "Ben", "Carla", "Dan"]})
        save_aliases(store, {"Benni": "Ben"})
    code, _, err = run(tmp_path / "data", "export", "--all", "-o", str(tmp_path / "all.json"), lang=lang)
    assert code == 0 and ("1 match" in err or "1 Partie" in err), err  # the matches counted, not the entry
    items = json.loads((tmp_path / "all.json").read_text("utf-8"))
    thursday = {"Thursday": ["Anna", "Ben", "Carla", "Dan"]}
    assert items[-1] == {"scorepad": "statistics", "aliases": {"Benni": "Ben"}, "groups": thursday}
    assert len(items) == 2 and "players" in items[0]
    code, out, err = run(tmp_path / "other", "import", str(tmp_path / "all.json"), lang=lang)
    assert code == 0 and said in err and out.startswith(("1 match imported", "1 Partie importiert")), (out, err)
    with Store(tmp_path / "other") as other:
        assert store_groups(other) == {"Thursday": ["Anna", "Ben", "Carla", "Dan"]}
        assert store_aliases(other) == {"Benni": "Ben"}
