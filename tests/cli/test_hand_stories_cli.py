"""`scorepad edit`, `undo`, `show --story`, the story's keys in `show --json` and the CSV export's story
column, through the real command; refusals in one line, in English and German."""

import json
from datetime import datetime, timedelta

import pytest

FOUR = "Anna,Ben,Carla,Dan"


@pytest.fixture
def pad(scorepad, tmp_path):
    """The scorepad command on one data folder."""
    return lambda *args, lang="en": scorepad("--data-dir", tmp_path / "data", *args, lang=lang)


def new(pad, *hands, variant="standard", players=FOUR):
    result = pad("new", "--players", players, "--variant", variant)
    assert result.code == 0, result.err
    match_id = result.out.strip()
    for hand in hands:
        assert pad("add", match_id, "--points", *hand).code == 0
    return match_id


def one_line(result):
    return (
        result.code != 0
        and len(result.err.strip().splitlines()) == 1
        and "usage:" not in result.err
        and "Traceback" not in result.err
    )


def shown(pad, match_id):
    result = pad("show", match_id, "--json")
    assert result.code == 0, result.err
    return json.loads(result.out)


def recent(at):
    moment = datetime.fromisoformat(at)
    return moment.utcoffset() == timedelta(0) and abs(datetime.now(moment.tzinfo) - moment) < timedelta(minutes=1)


def test_edit_changes_the_hand_says_what_changed_and_keeps_what_it_was(pad):
    match_id = new(pad, ["13,0,13,0"])
    result = pad("edit", match_id, "1", "--points", "12,1,13,0")
    assert result.code == 0, result.err
    assert result.out.splitlines()[:2] == [
        "Hand 1 changed: Anna 13 → 12, Ben 0 → 1",
        "Anna 12 · Ben 1 · Carla 13 · Dan 0",
    ]
    hand = shown(pad, match_id)["hands"][0]
    assert hand["points"] == [12, 1, 13, 0] and hand["totals"] == [12, 1, 13, 0]
    assert hand["entered"]["by"] == "command line" and recent(hand["entered"]["at"])
    [change] = hand["changes"]
    assert change["by"] == "command line" and change["before"] == {"points": [13, 0, 13, 0]} and recent(change["at"])


def test_edit_twice_gives_the_changes_oldest_first(pad):
    match_id = new(pad, ["13,0,13,0"])
    pad("edit", match_id, "1", "--points", "12,1,13,0")
    pad("edit", match_id, "1", "--points", "0,26,0,0", "--moon", "plus")
    changes = shown(pad, match_id)["hands"][0]["changes"]
    assert [c["before"] for c in changes] == [{"points": [13, 0, 13, 0]}, {"points": [12, 1, 13, 0]}]
    assert changes[0]["at"] <= changes[1]["at"]


def test_edit_keeps_the_jack_and_the_suit_as_they_were(pad):
    match_id = new(pad, variant="omnibus")
    pad("add", match_id, "--points", "3,1,18,4", "--jack", "Ben")
    assert pad("edit", match_id, "1", "--points", "3,1,18,4", "--jack", "Carla").out.startswith(
        "Hand 1 changed: J♦ Ben → Carla"
    )
    assert shown(pad, match_id)["hands"][0]["changes"][0]["before"] == {"points": [3, 1, 18, 4], "jack": 1}
    papayoo = new(pad, variant="papayoo", players="Anna,Ben,Carla,Dan,Eva")
    pad("add", papayoo, "--points", "40,40,24,20,20", "--suit", "clubs")
    assert pad("edit", papayoo, "1", "--points", "40,40,24,20,20", "--suit", "Pik", lang="de").out.startswith(
        "Spiel 1 geändert: Würfel Kreuz → Pik"
    )
    assert shown(pad, papayoo)["hands"][0]["changes"][0]["before"]["suit"] == "clubs"


def test_an_edit_to_the_same_points_says_so_and_records_no_change(pad):
    match_id = new(pad, ["13,0,13,0"])
    result = pad("edit", match_id, "1", "--points", "13,0,13,0")
    assert result.code == 0 and result.out.startswith("Hand 1 unchanged")
    assert shown(pad, match_id)["hands"][0]["changes"] == []


REFUSALS = [  # edit's arguments -> its one line in English and German
    (["1", "--points", "1,2,3"], "hand 1: 3 entries for 4 players", "Spiel 1: 3 Einträge für 4 Spieler"),
    (["1", "--points", "1,2,3,4"], "hand 1: points sum to 10", "Spiel 1: die Punkte ergeben 10"),
    (["1", "--points", "a,b"], "--points: expected whole numbers", "--points: erwartet werden ganze Zahlen"),
    (
        ["2", "--points", "13,0,13,0"],
        "has no hand '2' (its hands are 1 to 1)",
        "hat kein Spiel „2“ (ihre Spiele sind 1 bis 1)",
    ),
    (["zwei", "--points", "13,0,13,0"], "has no hand 'zwei'", "hat kein Spiel „zwei“"),
    (["1", "--points", "0,26,0,0"], "hand 1: Ben shot the moon", "Spiel 1: Ben hat den Mond geschossen"),
    (["1", "--points", "13,0,13,0", "--moon", "plus"], "hand 1: ", "Spiel 1: "),
]


@pytest.mark.parametrize("args, english, german", REFUSALS)
def test_a_bad_edit_is_refused_in_one_line_as_add_is_and_nothing_changes(pad, args, english, german):
    match_id = new(pad, ["13,0,13,0"])
    before = shown(pad, match_id)
    for lang, words in (("en", english), ("de", german)):
        result = pad("edit", match_id, *args, lang=lang)
        assert one_line(result) and words in result.err, result.err
    assert shown(pad, match_id) == before


def test_edit_and_undo_of_a_match_that_is_not_stored_are_one_line(pad):
    for args in (["edit", "0000000000aa", "1", "--points", "1,2,3,4"], ["undo", "0000000000aa"]):
        result = pad(*args)
        assert one_line(result) and "no match with id 0000000000aa" in result.err


def test_undo_takes_back_the_last_hand_and_the_story_keeps_it(pad):
    match_id = new(pad, ["13,0,13,0"], ["0,26,0,0", "--moon", "minus"])
    result = pad("undo", match_id)
    assert result.code == 0, result.err
    assert result.out.splitlines()[:2] == [
        "Hand 2 taken back (Anna 0, Ben 26, Carla 0, Dan 0); its story keeps it",
        "Anna 13 · Ben 0 · Carla 13 · Dan 0",
    ]
    data = shown(pad, match_id)
    assert len(data["hands"]) == 1 and data["totals"] == [13, 0, 13, 0]
    [gone] = data["taken_back"]
    assert gone["number"] == 2 and gone["by"] == "command line" and recent(gone["at"])
    assert gone["hand"]["points"] == [0, 26, 0, 0] and gone["hand"]["moon"] == "minus"
    assert gone["hand"]["entered"]["by"] == "command line"


def test_undo_with_no_hand_to_take_back_is_one_line_in_each_language(pad):
    match_id = new(pad)
    assert one_line(pad("undo", match_id)) and "has no hands yet: nothing to take back" in pad("undo", match_id).err
    assert "hat noch keine Spiele: nichts zurückzunehmen" in pad("undo", match_id, lang="de").err


def test_show_story_tells_each_hand_and_the_hands_taken_back_in_each_language(pad):
    match_id = new(pad, ["13,0,13,0"], ["0,26,0,0", "--moon", "minus"])
    pad("edit", match_id, "1", "--points", "12,1,13,0")
    pad("undo", match_id)
    lines = pad("show", match_id, "--story").out.splitlines()
    time = lines[2].split("entered ")[1][:5]
    assert (
        lines[2]
        == f"Hand 1: entered {time} by command line · changed {time[:2]}" + lines[2].split(" · changed ")[1][2:]
    )
    assert lines[2].endswith("by command line: Anna 13 → 12, Ben 0 → 1")
    assert lines[4:] == ["Taken back", lines[5]] and lines[5].startswith(
        "Hand 2 (taken back: Anna 0, Ben 26, Carla 0, Dan 0): entered "
    )
    assert lines[5].split(" · ")[-1].startswith("taken back ") and lines[5].endswith(" by command line")
    german = pad("show", match_id, "--story", lang="de").out.splitlines()
    assert german[2].startswith("Spiel 1: eingetragen ") and german[2].endswith(
        "von Kommandozeile: Anna 13 → 12, Ben 0 → 1"
    )
    assert german[4] == "Zurückgenommen"


def test_show_story_of_an_older_file_says_it_has_no_story(pad, match_file):
    path = match_file({"players": ["Anna", "Ben", "Carla", "Dan"], "hands": [{"points": [13, 0, 13, 0]}]})
    assert pad("show", path, "--story").out.splitlines()[2] == "Hand 1: entered before Scorepad kept each hand's story"
    data = json.loads(pad("show", path, "--json").out)
    assert data["hands"][0]["entered"] is None and data["hands"][0]["changes"] == [] and data["taken_back"] == []


def test_the_csv_export_includes_the_story_only_when_asked(pad, tmp_path):
    match_id = new(pad, ["13,0,13,0"], ["0,26,0,0", "--moon", "minus"])
    pad("edit", match_id, "1", "--points", "12,1,13,0")
    pad("undo", match_id)
    plain = pad("export", match_id, "--csv").out.splitlines()
    assert plain == ["Hand,Anna,Ben,Carla,Dan,Note", "1,12,1,13,0,", "Total,12,1,13,0,"]
    told = pad("export", match_id, "--csv", "--story").out.splitlines()
    assert (
        told[0] == "Hand,Anna,Ben,Carla,Dan,Note,Story"
        and "changed " in told[1]
        and told[1].endswith(': Anna 13 → 12, Ben 0 → 1"')
    )
    assert told[3].startswith('"Hand 2 (taken back: Anna 0, Ben 26, Carla 0, Dan 0)",,,,,,entered ')
    assert pad("export", match_id, "--csv", "--story", "-o", tmp_path / "story.csv").code == 0
    assert (tmp_path / "story.csv").read_bytes().startswith("\ufeffHand,".encode())


@pytest.mark.parametrize(
    "args, english, german",
    [
        (["--all", "--csv"], "--csv exports one match", "--csv gibt eine Partie aus"),
        (["--story"], "--story goes with --csv", "--story gehört zu --csv"),
    ],
)
def test_a_csv_export_asked_for_wrongly_is_one_line(pad, args, english, german):
    match_id = new(pad, ["13,0,13,0"])
    for lang, words in (("en", english), ("de", german)):
        result = pad("export", *([] if "--all" in args else [match_id]), *args, lang=lang)
        assert one_line(result) and words in result.err, result.err


def test_edit_and_undo_have_help_in_german(pad):
    assert "Spiel N einer gespeicherten Partie ändern" in pad("--help", lang="de").out
    assert "die Nummer des Spiels, ab 1 gezählt" in pad("edit", "--help", lang="de").out
