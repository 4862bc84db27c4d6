"""`scorepad redo`, files refused whole (a key this version does not know, a story that can't be true), and
copies of one match imported into each other on two data folders, through the real command."""

import json

import pytest

FOUR = "Anna,Ben,Carla,Dan"
T1, T2 = "2026-12-02T20:04:11.204+00:00", "2026-12-02T20:07:40.518+00:00"


@pytest.fixture
def pad(scorepad, tmp_path):
    """The scorepad command on a data folder (a second phone: folder="other")."""
    return lambda *args, lang="en", folder="data": scorepad("--data-dir", tmp_path / folder, *args, lang=lang)


def new(pad, *hands, folder="data"):
    result = pad("new", "--players", FOUR, folder=folder)
    assert result.code == 0, result.err
    match_id = result.out.strip()
    for points in hands:
        assert pad("add", match_id, "--points", points, folder=folder).code == 0
    return match_id


def one_line(result):
    return result.code != 0 and len(result.err.strip().splitlines()) == 1 and "Traceback" not in result.err


def story(pad, match_id, folder="data"):
    return json.loads(pad("show", match_id, "--json", folder=folder).out)


# --- redo -------------------------------------------------------------------------------------------


def test_redo_puts_back_the_hand_undo_took_back_with_its_own_story(pad):
    match_id = new(pad, "3,1,18,4", "13,0,6,7")
    pad("edit", match_id, "2", "--points", "13,0,7,6")
    before = story(pad, match_id)["hands"][1]
    assert pad("undo", match_id).code == 0
    result = pad("redo", match_id)
    assert result.code == 0, result.err
    assert (
        result.out.splitlines()[0]
        == "Hand 2 put back (Anna 13, Ben 0, Carla 7, Dan 6); its story keeps that it was taken back"
    )
    after = story(pad, match_id)
    hand = after["hands"][1]
    assert (hand["entered"], hand["changes"]) == (before["entered"], before["changes"]) and after["taken_back"] == []
    [back] = hand["put_back"]
    assert back["by"] == "command line" and back["taken_back"]["by"] == "command line"
    lines = pad("show", match_id, "--story").out
    assert "taken back" in lines and "put back" in lines


@pytest.mark.parametrize(
    "lang, line",
    [
        ("en", "scorepad: match {id}: nothing to put back (no hand was taken back since the last hand was added)"),
        ("de", "scorepad: Partie {id}: nichts wieder einzusetzen (seit dem letzten Spiel wurde keins zurückgenommen)"),
    ],
)
def test_redo_with_nothing_to_put_back_says_so_in_one_line_and_changes_nothing(pad, tmp_path, lang, line):
    match_id = new(pad, "3,1,18,4", "13,0,6,7")
    pad("undo", match_id)
    pad("add", match_id, "--points", "0,13,6,7")  # a hand added since: the one taken back stays so
    files = {p: p.read_bytes() for p in (tmp_path / "data").rglob("*.json")}
    for _ in range(2):
        result = pad("redo", match_id, lang=lang)
        assert one_line(result) and result.err.strip() == line.format(id=match_id)
    assert {p: p.read_bytes() for p in (tmp_path / "data").rglob("*.json")} == files
    fresh = new(pad)
    assert one_line(pad("redo", fresh))


# --- files refused whole ----------------------------------------------------------------------------


def a_file(**hand_keys):
    """A valid match file with one hand (and its story), the hand's keys given."""
    hand = {
        "points": [12, 1, 13, 0],
        "entered": {"at": T1, "by": "host"},
        "changes": [{"at": T2, "by": "host", "before": {"points": [13, 0, 13, 0]}}],
        **hand_keys,
    }
    return {
        "format": "scorepad-match",
        "version": 2,
        "needs": ["story"],
        "players": FOUR.split(","),
        "rules": {"variant": "standard"},
        "hands": [hand],
    }


def with_story(change=None, taken=None, **hand):
    data = a_file(**hand)
    if change:
        data["hands"][0]["changes"][0].update(change)
    if taken is not None:
        data["taken_back"] = [taken]
    return data


GONE = {"number": 2, "at": T2, "by": "host", "hand": {"points": [0, 13, 6, 7], "entered": {"at": T1, "by": "host"}}}

# the file -> the one line check prints for it
REFUSED = [
    (
        with_story(entered={"at": T1, "by": "host", "device": "pixel"}),
        "hand 1: 'entered.device' is not a key Scorepad knows (a typo, or another program's file?)",
    ),
    (
        with_story(change={"reason": "typo"}),
        "hand 1: 'changes.1.reason' is not a key Scorepad knows (a typo, or another program's file?)",
    ),
    (
        with_story(taken={**GONE, "reason": "oops"}),
        "'taken_back.1.reason' is not a key Scorepad knows (a typo, or another program's file?)",
    ),
    (with_story(double=2), "hand 1: 'double' is not a key Scorepad knows (a typo, or another program's file?)"),
    (
        {**a_file(), "rules": {"variant": "standard", "Target": 50}},
        "'rules.Target' is not a key Scorepad knows (a typo, or another program's file?)",
    ),
    (
        with_story(change={"before": {"points": [13, 0, 13, 0], "moon": "sideways"}}),
        "hand 1: as it was before change 1: moon choice 'sideways' must be minus or plus",
    ),
    (with_story(taken={**GONE, "number": -7}), "a hand taken back is numbered -7; in this match only 1 to 2 can be"),
    (
        with_story(change={"before": {"points": [99, 0, 0, 0]}}),
        "hand 1: as it was before change 1: points sum to 99, a standard hand has 26",
    ),
    (
        with_story(entered={"at": "yesterday", "by": "host"}),
        "hand 1: 'entered.at' is 'yesterday', not a time with its offset (such as 2026-12-05T20:04:11+00:00)",
    ),
    (
        with_story(taken={**GONE, "hand": {"points": [13, 13]}}),
        "the hand taken back as hand 2: 2 entries for 4 players",
    ),
    (with_story(change={"before": {"points": [12, 1, 13, 0]}}), "hand 1: its change 1 changes nothing"),
]


@pytest.mark.parametrize("data, line", REFUSED, ids=[line[:40] for _, line in REFUSED])
def test_check_import_and_show_refuse_a_file_naming_what_is_wrong_and_where(pad, match_file, data, line):
    path = match_file(data)
    checked = pad("check", str(path))
    assert checked.code == 1 and checked.out.strip() == line
    imported = pad("import", str(path))
    assert imported.code == 1 and imported.err.strip().endswith(line) and "0 rejected" not in imported.out
    assert one_line(pad("show", str(path), "--story")) and pad("list", "--json").out.strip() == "[]"


def test_the_unknown_key_is_named_in_german_too(pad, match_file):
    result = pad("check", str(match_file(with_story(double=2))), lang="de")
    assert result.out.strip() == (
        "Spiel 1: „double“ ist kein Schlüssel, den Scorepad kennt (ein Tippfehler oder die Datei eines anderen "
        "Programms?)"
    )


def test_a_key_the_file_declares_under_needs_is_a_newer_scorepads(pad, match_file):
    data = with_story(double=2)
    data["needs"] = ["story", "double"]
    result = pad("check", str(match_file(data)))
    assert result.code == 1 and "made with a newer Scorepad" in result.out and "not a key" not in result.out


def test_the_valid_file_the_refusals_start_from_is_valid(pad, match_file):
    assert pad("check", str(match_file(with_story(taken=GONE)))).code == 0


# --- two phones, one match ----------------------------------------------------------------------------


def test_two_phones_that_went_on_apart_import_each_others_copy_and_end_with_the_same_match(pad, tmp_path):
    match_id = new(pad, "3,1,18,4", "13,0,6,7")
    shared = tmp_path / "shared.json"
    assert pad("export", match_id, "-o", str(shared)).code == 0
    assert pad("import", str(shared), folder="other").code == 0
    pad("edit", match_id, "1", "--points", "4,0,18,4")  # phone A changes hand 1 again
    pad("undo", match_id)
    pad("redo", match_id)
    pad("edit", match_id, "2", "--points", "13,0,7,6", folder="other")  # phone B changes hand 2, adds hand 3
    pad("add", match_id, "--points", "0,25,1,0", folder="other")
    a_copy, b_copy = tmp_path / "a.json", tmp_path / "b.json"
    pad("export", match_id, "-o", str(a_copy))
    pad("export", match_id, "-o", str(b_copy), folder="other")
    into_a = pad("import", str(b_copy))
    into_b = pad("import", str(a_copy), folder="other")
    assert (
        into_a.out.strip() == into_b.out.strip() == "0 matches imported, 1 match merged, 0 already stored, 0 rejected"
    )
    mine, theirs = story(pad, match_id), story(pad, match_id, folder="other")
    assert mine == theirs and [hand["points"] for hand in mine["hands"]] == [
        [4, 0, 18, 4],
        [13, 0, 7, 6],
        [0, 25, 1, 0],
    ]
    assert mine["hands"][1]["put_back"][0]["by"] == "command line"
    again = pad("import", str(b_copy))
    assert again.out.strip() == "0 matches imported, 0 matches merged, 1 already stored, 0 rejected"
    assert again.err.strip() == f"scorepad: {b_copy}: match 1: nothing new for stored match {match_id}"


def test_list_names_a_copy_kept_beside_its_match(pad, tmp_path):
    match_id = new(pad, "3,1,18,4", "13,0,6,7")
    path = tmp_path / "copy.json"
    pad("export", match_id, "-o", str(path))
    data = json.loads(path.read_text())
    data["hands"][1]["points"] = [0, 13, 6, 7]
    path.write_text(json.dumps(data))
    pad("import", str(path))
    listed = json.loads(pad("list", "--json").out)
    (copy,) = [m for m in listed if m["id"] != match_id]
    assert copy["copy_of"] == {"id": match_id, "hand": 2}
    assert f"a copy of {match_id} that differs from hand 2 on)" in pad("list").out
