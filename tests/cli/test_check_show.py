"""`scorepad check` and `scorepad show` on real files, through the real command."""

import json

import pytest

FOUR = ["Anna", "Ben", "Carla", "Dan"]
EXAMPLE = {
    "format": "scorepad-match",
    "version": 1,
    "players": FOUR,
    "first_dealer": 0,
    "rules": {"variant": "standard", "moon": "choice", "target": 100},
    "hands": [{"points": [3, 1, 18, 4]}, {"points": [0, 0, 0, 26], "moon": "plus"}],
}
FINISHED = {"players": FOUR, "rules": {"target": 30}, "hands": [{"points": [3, 1, 18, 4]}, {"points": [13, 0, 13, 0]}]}


def test_check_accepts_the_issues_example(scorepad, match_file):
    result = scorepad("check", match_file(EXAMPLE))
    assert result.code == 0 and result.err == ""


def test_check_names_the_hand_and_what_is_wrong(scorepad, match_file):
    data = {**EXAMPLE, "hands": EXAMPLE["hands"] + [{"points": [3, 1, 18, 3]}]}
    result = scorepad("check", match_file(data))
    assert result.code == 1
    assert result.out.splitlines() == ["hand 3: points sum to 25, a standard hand has 26"]


def test_check_speaks_german_to_a_german_locale(scorepad, match_file):
    data = {**EXAMPLE, "hands": EXAMPLE["hands"] + [{"points": [3, 1, 18, 3]}]}
    result = scorepad("check", match_file(data), lang="de")
    assert result.out.splitlines() == ["Spiel 3: die Punkte ergeben 25, ein Standard-Spiel hat 26"]


# what is wrong -> the file's data and a piece of the message the user sees
INVALID = [
    ("negative points", {"players": FOUR, "hands": [{"points": [30, -4, 0, 0]}]}, "hand 1: Ben has -4 points"),
    ("too few entries", {"players": FOUR, "hands": [{"points": [8, 18]}]}, "hand 1: 2 entries for 4 players"),
    ("moon without choice", {"players": FOUR, "hands": [{"points": [0, 0, 26, 0]}]}, "hand 1: Carla shot the moon"),
    (
        "choice without moon",
        {"players": FOUR, "hands": [{"points": [3, 1, 18, 4], "moon": "minus"}]},
        "nobody shot the moon",
    ),
    (
        "jack missing",
        {"players": FOUR, "rules": {"variant": "omnibus"}, "hands": [{"points": [3, 1, 18, 4]}]},
        "jack of diamonds",
    ),
    (
        "jack out of range",
        {"players": FOUR, "rules": {"variant": "omnibus"}, "hands": [{"points": [3, 1, 18, 4], "jack": 7}]},
        "hand 1: the J♦ taker, seat 8, is not at the table (seats 1 to 4)",
    ),
    ("two players", {"players": ["Anna", "Ben"]}, "2 players: Hearts needs 3 to 7"),
    ("eight players", {"players": list("ABCDEFGH")}, "8 players: Hearts needs 3 to 7"),
    ("duplicate names", {"players": ["Anna", "ANNA ", "Ben"]}, "the name 'ANNA' is used twice"),
    ("unknown variant", {"players": FOUR, "rules": {"variant": "skat"}}, "unknown variant 'skat'"),
    ("unknown moon rule", {"players": FOUR, "rules": {"moon": "never"}}, "unknown moon rule 'never'"),
    (
        "hand after the end",
        {**FINISHED, "hands": FINISHED["hands"] + [{"points": [3, 1, 18, 4]}]},
        "hand 3: the match was already over (Ben won)",
    ),
    (
        "impossible points",
        {"players": FOUR, "hands": [{"points": [7, 7, 6, 6]}]},
        "hand 1: no deal of the Standard penalty cards",
    ),
    ("not a match", [1, 2, 3], "the file does not hold a match"),
    ("players not a list", {"players": "Anna"}, "'players' must be a list of names"),
]


@pytest.mark.parametrize("data, message", [case[1:] for case in INVALID], ids=[case[0] for case in INVALID])
def test_check_refuses_each_kind_of_invalid_match_with_a_clear_line(scorepad, match_file, data, message):
    result = scorepad("check", match_file(data))
    assert result.code == 1
    assert message in result.out
    assert "Traceback" not in result.out + result.err


@pytest.mark.parametrize(
    "content, message",
    [
        ("this is not json", "not a JSON file (line 1, column 1"),
        ("", "not a JSON file"),
        ('{"players": [', "not a JSON file"),
    ],
)
def test_check_explains_a_file_that_is_not_json_without_a_traceback(scorepad, match_file, content, message):
    result = scorepad("check", match_file(content))
    assert result.code == 1 and message in result.err
    assert len(result.err.strip().splitlines()) == 1 and "Traceback" not in result.err


def test_check_explains_a_binary_file_and_a_missing_one(scorepad, tmp_path):
    (tmp_path / "photo.json").write_bytes(b"\xff\xd8\xff\xe0\x00\x10JFIF")
    result = scorepad("check", tmp_path / "photo.json")
    assert result.code == 1 and "not a text file" in result.err
    result = scorepad("check", tmp_path / "nowhere.json", lang="de")
    assert result.code == 1 and "Datei nicht gefunden" in result.err


def test_show_json_has_exactly_the_contracts_shape(scorepad, match_file):
    result = scorepad("show", match_file(EXAMPLE), "--json")
    assert result.code == 0
    data = json.loads(result.out)
    assert data["players"] == FOUR
    assert [
        {k: h[k] for k in ("number", "dealer", "pass", "cards", "points", "scores", "moon")} for h in data["hands"]
    ] == [
        {
            "number": 1,
            "dealer": 0,
            "pass": 1,
            "cards": 3,
            "points": [3, 1, 18, 4],
            "scores": [3, 1, 18, 4],
            "moon": None,
        },
        {
            "number": 2,
            "dealer": 1,
            "pass": 3,
            "cards": 3,
            "points": [0, 0, 0, 26],
            "scores": [26, 26, 26, 0],
            "moon": {"shooter": 3, "applied": "plus"},
        },
    ]
    assert (data["totals"], data["finished"], data["winners"]) == ([29, 27, 44, 4], False, [])
    assert data["next"] == {
        "number": 3,
        "dealer": 2,
        "pass": 2,
        "cards": 3,
        "out": [],
        "cards_each": 13,
        "lead": {"card": {"rank": "2", "suit": "clubs"}},
    }


def test_show_json_of_a_finished_match_has_winners_and_no_next(scorepad, match_file):
    data = json.loads(scorepad("show", match_file(FINISHED), "--json").out)
    assert (data["finished"], data["winners"], data["next"]) == (True, [1], None)


def test_show_prints_a_table_with_dealer_pass_totals_and_what_comes_next(scorepad, match_file):
    lines = scorepad("show", match_file(EXAMPLE)).out.splitlines()
    assert any(line.split()[:6] == ["1", "Anna", "3", "cards", "left", "3"] for line in lines)
    assert any(line.split()[:2] == ["2", "Ben"] and "moon: Dan plus" in line for line in lines)
    assert ["total", "29", "27", "44", "4"] in [line.split() for line in lines]
    assert lines[-1] == "Next: hand 3, Carla deals, 3 cards across; 13 cards each; 2♣ leads."


def test_show_names_the_winner_in_german(scorepad, match_file):
    assert scorepad("show", match_file(FINISHED), lang="de").out.splitlines()[-1] == "Gewinner: Ben"


def test_show_refuses_an_invalid_file_with_the_problem(scorepad, match_file):
    result = scorepad("show", match_file({"players": FOUR, "hands": [{"points": [1, 2, 3]}]}))
    assert result.code == 1 and "hand 1: 3 entries for 4 players" in result.err


def test_version_prints_the_version(scorepad):
    from scorepad import __version__

    result = scorepad("--version")
    assert result.code == 0 and result.out.strip() == f"scorepad {__version__}"


def test_check_and_show_load_neither_flet_nor_tinydb(tmp_path, match_file):
    import subprocess
    import sys

    path = match_file(EXAMPLE)
    code = (
        "import sys; from scorepad.cli import main; main(['check', sys.argv[1]]); main(['show', sys.argv[1]]);"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('flet', 'tinydb', 'flet_charts')))"
    )
    done = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, timeout=60)
    assert done.stdout.strip().splitlines()[-1] == "[]"


# --- backups and stored matches: what import reads, check reads; show and check take an id -----------------


def stored_match(scorepad, data_dir, hands=("3,1,18,4", "13,0,6,7")):
    match_id = scorepad("--data-dir", data_dir, "new", "--players", ",".join(FOUR), "--first-dealer", "1").out.strip()
    for points in hands:
        assert scorepad("--data-dir", data_dir, "add", match_id, "--points", points).code == 0
    return match_id


def test_check_reads_a_backup_and_reports_each_match(scorepad, tmp_path):
    first, second = stored_match(scorepad, tmp_path / "data"), stored_match(scorepad, tmp_path / "data", hands=())
    assert scorepad("--data-dir", tmp_path / "data", "export", "--all", "-o", tmp_path / "backup.json").code == 0
    result = scorepad("check", tmp_path / "backup.json")
    assert result.code == 0 and result.err == ""
    assert result.out.splitlines() == [
        f"{tmp_path / 'backup.json'}: match 1 ({second}): valid, 0 hands",
        f"{tmp_path / 'backup.json'}: match 2 ({first}): valid, 2 hands",
    ]


def test_check_of_a_backup_names_the_match_and_the_hand_that_is_wrong(scorepad, match_file):
    path = match_file([EXAMPLE, {"players": FOUR, "hands": [{"points": [3, 1, 18, 3]}]}, "nonsense"])
    result = scorepad("check", path, lang="de")
    assert result.code == 1 and result.out.splitlines() == [
        f"{path}: Partie 1: gültig, 2 Spiele",
        f"{path}: Partie 2: Spiel 1: die Punkte ergeben 25, ein Standard-Spiel hat 26",
        f"{path}: Partie 3: die Datei enthält keine Partie (erwartet: ein JSON-Objekt)",
    ]


def test_check_of_an_empty_backup_is_one_line(scorepad, match_file):
    result = scorepad("check", match_file([]))
    assert result.code == 1 and result.out == "" and "holds no match" in result.err and result.err.count("\n") == 1


def test_show_and_check_take_a_stored_matchs_id(scorepad, tmp_path):
    match_id = stored_match(scorepad, tmp_path)
    shown = scorepad("--data-dir", tmp_path, "show", match_id)
    assert shown.code == 0 and ["total", "16", "1", "24", "11"] in [line.split() for line in shown.out.splitlines()]
    assert json.loads(scorepad("--data-dir", tmp_path, "show", match_id, "--json").out)["totals"] == [16, 1, 24, 11]
    checked = scorepad("--data-dir", tmp_path, "check", match_id)
    assert checked.code == 0 and checked.out.strip() == f"{match_id}: valid, 2 hands"


def test_a_file_of_that_name_comes_before_a_stored_match(scorepad, tmp_path, match_file):
    match_id = stored_match(scorepad, tmp_path / "data")
    match_file({"players": ["A", "B", "C"]}, name=match_id)
    assert scorepad("--data-dir", tmp_path / "data", "check", match_id).out.strip() == f"{match_id}: valid, 0 hands"


@pytest.mark.parametrize(
    "lang, words",
    [
        ("en", "neither a file nor the id of a stored match (scorepad list shows"),
        ("de", "weder eine Datei noch die Kennung einer gespeicherten Partie"),
    ],
)
def test_an_id_that_is_not_stored_is_one_line_with_a_hint(scorepad, tmp_path, lang, words):
    stored_match(scorepad, tmp_path)
    for command in ("show", "check"):
        result = scorepad("--data-dir", tmp_path, command, "0mx4edmnxgpw", lang=lang)
        assert result.code == 1 and result.out == "" and result.err.startswith(f"scorepad: 0mx4edmnxgpw: {words}")
        assert result.err.count("\n") == 1
    assert not (tmp_path / "nowhere").exists()
    result = scorepad("--data-dir", tmp_path / "nowhere", "show", "0mx4edmnxgpw", lang=lang)
    assert result.code == 1 and words in result.err and not (tmp_path / "nowhere").exists()  # no store made to look


def test_a_name_that_is_neither_a_file_nor_an_id_says_how_to_give_one(scorepad):
    result = scorepad("show", "my-match.json")
    assert (
        result.code == 1
        and result.err
        == "scorepad: my-match.json: no such file (or give the id of a stored match: scorepad list shows them)\n"
    )


def test_show_of_a_backup_is_one_line(scorepad, match_file):
    result = scorepad("show", match_file([EXAMPLE, EXAMPLE]))
    assert result.code == 1 and result.err.count("\n") == 1 and "backup of 2 matches" in result.err


@pytest.mark.parametrize("lang, reason", [("en", "it is a folder"), ("de", "ist ein Ordner")])
def test_a_file_that_cannot_be_read_says_why_in_the_users_language(scorepad, tmp_path, lang, reason):
    (tmp_path / "match.json").mkdir()
    result = scorepad("check", tmp_path / "match.json", lang=lang)
    assert result.code == 1 and reason in result.err and "Is a directory" not in result.err
