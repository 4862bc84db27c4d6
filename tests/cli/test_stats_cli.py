"""`scorepad stats`: the leaderboard of a real data folder, for everyone, a group and a variant, as lines and JSON."""

from __future__ import annotations

import json
import tempfile

import pytest

from command import in_process

THURSDAY = "Anna,Ben,Carla,Dan"


def run(data_dir, *args, lang="en"):
    done = in_process("--data-dir", data_dir, "--lang", lang, *args, cwd=tempfile.gettempdir())
    return done.code, done.out, done.err


def played(data_dir, players, *hands, variant=()):
    """A match to 20 with these hands (points per seat, in seat order); its id."""
    code, out, err = run(data_dir, "new", "--players", players, "--target", "20", *variant)
    assert code == 0, err
    match_id = out.strip()
    for points in hands:
        code, _, err = run(data_dir, "add", match_id, "--points", points)
        assert code == 0, err
    return match_id


@pytest.fixture
def evenings(tmp_path):
    """Two Thursday matches (Anna wins both, seats changed once), one with a guest, one running."""
    played(tmp_path, THURSDAY, "0,13,10,3", "0,13,10,3")
    played(tmp_path, "Dan,Carla,Ben,Anna", "3,10,13,0", "3,10,13,0")
    played(tmp_path, "Anna,Ben,Carla,Oma", "13,0,10,3", "13,0,10,3")  # Ben wins
    played(tmp_path, "Zoe,Anna,Ben,Carla", "1,2,4,19")  # running
    return tmp_path


def leaderboard(data_dir, *args):
    code, out, err = run(data_dir, "stats", "--json", *args)
    assert code == 0, err
    return json.loads(out)


def test_stats_json_is_the_leaderboard_of_every_stored_match_then_the_players_with_only_running_ones(evenings):
    board = leaderboard(evenings)
    assert board["matches"] == 4
    assert [p["name"] for p in board["players"]][:2] == ["Anna", "Ben"]
    anna = board["players"][0]
    assert anna == {"name": "Anna", "played": 4, "finished": 3, "won": 2, "points_per_hand": round(28 / 7, 2)}
    assert board["players"][-1] == {"name": "Zoe", "played": 1, "finished": 0, "won": 0, "points_per_hand": 1.0}
    assert set(board["players"][0]) == {"name", "played", "finished", "won", "points_per_hand"}


def test_stats_with_players_counts_only_the_matches_whose_every_player_is_in_the_group_in_any_seats(evenings):
    board = leaderboard(evenings, "--players", " dan , CARLA,Ben,Anna")
    assert board["matches"] == 2
    assert [(p["name"], p["played"], p["won"]) for p in board["players"]] == [
        ("Anna", 2, 2),
        ("Dan", 2, 0),
        ("Carla", 2, 0),
        ("Ben", 2, 0),
    ]  # the wins first; then, all at 0 %, fewer points a hand first: Dan 3, Carla 10, Ben 13
    with_guest = leaderboard(evenings, "--players", "Anna,Ben,Carla,Oma,Zoe")
    assert with_guest["matches"] == 2 and {p["name"] for p in with_guest["players"]} == {
        "Anna",
        "Ben",
        "Carla",
        "Oma",
        "Zoe",
    }


def test_stats_follows_the_names_merged_in_the_app(evenings):
    from scorepad.stats import save_aliases, with_alias
    from scorepad.storage import Store

    with Store(evenings) as store:
        save_aliases(store, with_alias({}, "Oma", "Dan"))
    board = leaderboard(evenings, "--players", THURSDAY)
    assert board["matches"] == 3 and board["players"][0]["name"] == "Anna"


def test_stats_with_variant_counts_only_that_variant(evenings):
    match_id = played(evenings, THURSDAY, variant=("--variant", "omnibus"))
    assert run(evenings, "add", match_id, "--points", "13,13,0,0", "--jack", "Dan")[0] == 0
    assert leaderboard(evenings, "--variant", "omnibus")["matches"] == 1
    assert leaderboard(evenings, "--variant", "standard")["matches"] == 4


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ["2 matches, 2 finished (Anna · Ben · Carla · Dan)", "  1. Anna", "2/2", "100%"]),
        ("de", ["2 Partien, 2 beendet (Anna · Ben · Carla · Dan)", "  1. Anna", "2/2", "100 %", "Pkt./Spiel"]),
    ],
)
def test_stats_prints_the_leaderboard_in_the_users_language(evenings, lang, words):
    code, out, err = run(evenings, "stats", "--players", THURSDAY, lang=lang)
    assert code == 0 and err == ""
    for word in words:
        assert word in out


def test_a_name_that_played_nothing_in_the_selection_is_said_on_stderr_and_the_rest_is_counted(evenings):
    code, out, err = run(evenings, "stats", "--players", "Anna,Ben,Carla,Dan,Eva")
    assert code == 0 and "2 matches" in out
    assert err.strip() == "scorepad: Eva played no match in this selection"


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("--variant", "skat"), "unknown variant 'skat' (known: standard, omnibus"),
        (("--players", " , "), "--players: expected names separated by commas"),
    ],
)
def test_a_bad_selection_is_one_line_and_a_non_zero_exit(evenings, args, words):
    code, out, err = run(evenings, "stats", *args)
    assert code != 0 and out == "" and words in err and len(err.strip().splitlines()) == 1


def test_stats_of_an_empty_data_folder_says_so(tmp_path):
    assert leaderboard(tmp_path) == {"players": [], "matches": 0}
    code, out, _ = run(tmp_path, "stats", lang="de")
    assert code == 0 and "In dieser Auswahl gibt es noch keine Partien." in out
