"""`scorepad new` with the house rules' flags, their refusals, `show --json` carrying them, and a match a
newer Scorepad made: named as such by every command, its bytes never changed."""

import hashlib
import json

import pytest

# flags -> the rules `show --json` reports
FLAGS = [
    (["--tie", "shared"], {"tie": "shared"}),
    (["--tie", "play-on"], {}),
    (["--moon", "none"], {"moon": "none"}),
    (["--exact-target-resets-to", "0"], {"exact_target_resets_to": 0}),
    (["--exact-target-resets-to", "50", "--target", "60"], {"exact_target_resets_to": 50, "target": 60}),
    (["--variant", "omnibus", "--moon-jack", "ignored"], {"variant": "omnibus", "moon_jack": "ignored"}),
    (["--pass-cycle", "left,right,across,keep"], {"pass_cycle": "left,right,across,keep"}),
    (["--pass-order", "left-across-right"], {"pass_order": "left-across-right"}),
    (["--exact-target-wins"], {"exact_target_wins": True}),
    (["--sun", "52"], {"sun": 52}),
    (["--queen", "26"], {"queen": 26}),
    (["--queen", "13"], {}),
    (["--variant", "black_maria", "--queen", "26"], {"variant": "black_maria", "queen": 26}),
]


@pytest.mark.parametrize("flags, rules", FLAGS)
def test_each_house_rule_flag_is_kept_with_the_match(scorepad, flags, rules):
    made = scorepad("new", "--players", "Anna,Ben,Carla,Dan", *flags)
    assert made.code == 0, made.err
    shown = json.loads(scorepad("show", made.out.strip(), "--json").out)
    expected = {"variant": "standard", "moon": "choice", "target": 100} | rules
    assert shown["rules"] == expected


def test_a_pass_cycle_for_five_decides_where_the_cards_go(scorepad):
    match_id = scorepad("new", "--players", "A,B,C,D,E", "--pass-cycle", "left,right,left2,right2,keep").out.strip()
    passes = []
    for _ in range(5):
        shown = json.loads(scorepad("show", match_id, "--json").out)
        passes.append(shown["next"]["pass"])
        assert scorepad("add", match_id, "--points", "13,13,0,0,0").code == 0
    assert passes == [1, 4, 2, 3, 0]
    assert "2 seats right" in scorepad("show", match_id).out.split("\n")[0] + scorepad("show", match_id).out


@pytest.mark.parametrize(
    "flags, line",
    [
        (["--variant", "papayoo", "--tie", "shared"], "Papayoo has no tie rule"),
        (["--variant", "papayoo", "--moon", "none"], "Papayoo has no moon"),
        (["--moon-jack", "ignored"], "Standard has no jack of diamonds in a moon hand"),
        (["--tie", "maybe"], "unknown value 'maybe' for tie (known: play-on, shared)"),
        (
            ["--exact-target-resets-to", "100"],
            "going back to '100' on exactly the target needs a whole number from 0 to below 100",
        ),
        (["--exact-target-resets-to", "x"], "going back to 'x'"),
        (["--pass-cycle", "left,across,keep"], "'across' is no pass with 5 players"),
        (["--pass-cycle", "left", "--pass-order", "left-across-right"], "a pass cycle and a pass order: give only one"),
        (
            ["--exact-target-wins", "--exact-target-resets-to", "0"],
            "exactly the target wins and exactly the target goes back: give only one",
        ),
        (["--variant", "papayoo", "--exact-target-wins"], "Papayoo has no target to land on"),
        (["--sun", "0"], "the sun's points '0' need a whole number from 1 (commonly 52)"),
        (["--sun", "52", "--moon", "none"], "the sun with no moon: the sun is a moon with every trick"),
        (["--variant", "papayoo", "--sun", "52"], "Papayoo has no sun: it has no moon"),
        (["--queen", "20"], "unknown value '20' for queen (known: 13, 26)"),
        (["--queen", "x"], "unknown value 'x' for queen (known: 13, 26)"),
        (["--variant", "spot", "--queen", "26"], "Spot Hearts has no Q♠ of 13 to make 26"),
    ],
)
def test_a_house_rule_that_can_not_hold_is_refused_in_one_line(scorepad, flags, line):
    players = "A,B,C,D,E" if "left,across,keep" in flags else "A,B,C,D"
    result = scorepad("new", "--players", players, *flags)
    assert result.code != 0 and result.out == ""
    assert line in result.err and result.err.count("\n") == 1


def test_a_refusal_is_in_german_too(scorepad):
    result = scorepad("new", "--players", "A,B,C,D", "--tie", "vielleicht", lang="de")
    assert "unbekannter Wert „vielleicht“ für tie" in result.err


def test_a_shared_win_and_a_reset_as_the_command_line_tells_them(scorepad):
    match_id = scorepad(
        "new", "--players", "A,B,C,D", "--target", "30", "--tie", "shared", "--exact-target-resets-to", "0"
    ).out.strip()
    told = [scorepad("add", match_id, "--points", p).out for p in ("13,0,0,13", "0,13,13,0", "4,4,4,14", "13,9,0,4")]
    assert "A wins with 0" in told[-1]
    shown = json.loads(scorepad("show", match_id, "--json").out)
    assert shown["hands"][3]["resets"] == [0] and shown["hands"][3]["scores"] == [-17, 9, 0, 4]
    table = scorepad("show", match_id).out
    assert "tie: shared win · exactly 30 → 0" in table.split("\n")[0] and "A exactly on target, back to 0" in table
    other = scorepad("new", "--players", "A,B,C,D", "--target", "30", "--tie", "shared").out.strip()
    told = [scorepad("add", other, "--points", p).out for p in ("13,13,0,0", "0,0,13,13", "0,0,4,22")]
    assert "A and B share the win with 13" in told[-1]
    assert json.loads(scorepad("show", other, "--json").out)["winners"] == [0, 1]


@pytest.mark.parametrize(
    "lang, told, line",
    [
        ("en", "B lands on exactly 30 and wins", "· exactly 30 wins"),
        ("de", "B landet genau auf 30 und gewinnt", "· genau 30 gewinnt"),
    ],
)
def test_landing_on_exactly_the_target_wins_as_the_command_line_tells_it(scorepad, lang, told, line):
    match_id = scorepad("new", "--players", "A,B,C,D", "--target", "30", "--exact-target-wins").out.strip()
    assert scorepad("add", match_id, "--points", "13,13,0,0").code == 0
    assert told in scorepad("add", match_id, "--points", "4,17,0,5", lang=lang).out
    shown = json.loads(scorepad("show", match_id, "--json").out)
    assert (shown["finished"], shown["winners"], shown["totals"]) == (True, [1], [17, 30, 0, 5])
    assert line in scorepad("show", match_id, lang=lang).out.split("\n")[0]


def test_two_on_exactly_the_target_share_the_win_with_a_shared_tie(scorepad):
    match_id = scorepad(
        "new", "--players", "A,B,C,D", "--target", "26", "--exact-target-wins", "--tie", "shared"
    ).out.strip()
    told = [scorepad("add", match_id, "--points", "13,13,0,0").out for _ in range(2)]
    assert "A and B land on exactly 26 and share the win" in told[-1]


@pytest.mark.parametrize(
    "lang, plus, minus",
    [
        ("en", "A shot the sun: everyone else +52", "B shot the sun: B -52"),
        ("de", "A hat die Sonne geschossen: alle anderen +52", "B hat die Sonne geschossen: B -52"),
    ],
)
def test_a_sun_is_added_and_told_with_the_shooters_choice(scorepad, lang, plus, minus):
    match_id = scorepad("new", "--players", "A,B,C,D", "--sun", "52").out.strip()
    assert plus in scorepad("add", match_id, "--points", "26,0,0,0", "--sun", "--moon", "plus", lang=lang).out
    told = scorepad("add", match_id, "--points", "0,26,0,0", "--sun", "--moon", "minus", lang=lang).out
    assert minus in told and told.startswith("A 0 · B 0 · C 52 · D 52")
    shown = json.loads(scorepad("show", match_id, "--json").out)
    assert [h.get("sun") for h in shown["hands"]] == [True, True] and shown["rules"]["sun"] == 52
    assert "sun: A plus" in scorepad("show", match_id).out
    exported = json.loads(scorepad("export", match_id).out)
    assert exported["needs"][0] == "sun" and exported["hands"][0]["sun"] is True


def test_a_sun_with_a_fixed_moon_rule_needs_no_choice(scorepad):
    match_id = scorepad("new", "--players", "A,B,C,D", "--sun", "52", "--moon", "plus").out.strip()
    assert "A shot the sun: everyone else +52" in scorepad("add", match_id, "--points", "26,0,0,0", "--sun").out


@pytest.mark.parametrize(
    "new, add, lang, line",
    [
        (["--sun", "52"], ["13,13,0,0"], "en", "hand 1: a sun, but nobody took all 26 points"),
        (["--sun", "52"], ["13,13,0,0"], "de", "Spiel 1: eine Sonne, aber niemand hat alle 26 Punkte bekommen"),
        (["--sun", "52", "--queen", "26"], ["26,13,0,0"], "en", "hand 1: a sun, but nobody took all 39 points"),
        ([], ["26,0,0,0", "--moon", "plus"], "en", "hand 1: a sun, but this match plays no sun"),
        ([], ["26,0,0,0", "--moon", "plus"], "de", "Spiel 1: eine Sonne, aber diese Partie spielt ohne Sonne"),
        (["--sun", "52"], ["26,0,0,0"], "en", "hand 1: A shot the sun: choose minus (for A) or plus (for the others)"),
        (
            ["--sun", "52", "--variant", "omnibus", "--moon", "plus"],
            ["26,0,0,0", "--jack", "C"],
            "en",
            "hand 1: a sun, but C took the J♦: the sun is every trick",
        ),
        (
            ["--sun", "52", "--variant", "omnibus", "--moon", "plus"],
            ["26,0,0,0", "--jack", "C"],
            "de",
            "Spiel 1: eine Sonne, aber C bekam den Karo-Buben: die Sonne sind alle Stiche",
        ),
    ],
)
def test_a_sun_that_can_not_be_is_refused_in_one_line(scorepad, new, add, lang, line):
    match_id = scorepad("new", "--players", "A,B,C,D", *new).out.strip()
    result = scorepad("add", match_id, "--points", *add, "--sun", lang=lang)
    assert result.code != 0 and result.out == "" and line in result.err and result.err.count("\n") == 1


def test_with_the_heavier_queen_the_sun_is_taking_all_39(scorepad):
    match_id = scorepad("new", "--players", "A,B,C,D", "--sun", "52", "--queen", "26", "--moon", "minus").out.strip()
    told = scorepad("add", match_id, "--points", "0,0,39,0", "--sun").out
    assert "C shot the sun: C -52" in told and told.startswith("A 0 · B 0 · C -52 · D 0")


def test_edit_makes_a_hand_the_sun_or_a_moon_again(scorepad):
    match_id = scorepad("new", "--players", "A,B,C,D", "--sun", "52").out.strip()
    scorepad("add", match_id, "--points", "26,0,0,0", "--moon", "plus")
    told = scorepad("edit", match_id, "1", "--points", "26,0,0,0", "--moon", "plus", "--sun").out
    assert "Hand 1 changed: now the sun" in told and "A 0 · B 52 · C 52 · D 52" in told
    told = scorepad("edit", match_id, "1", "--points", "26,0,0,0", "--moon", "plus").out
    assert "no longer the sun" in told and "A 0 · B 26 · C 26 · D 26" in told
    refused = scorepad("edit", match_id, "1", "--points", "13,13,0,0", "--sun")
    assert refused.code != 0 and "a sun, but nobody took all 26 points" in refused.err


def test_with_the_heavier_queen_every_check_and_message_says_39(scorepad):
    match_id = scorepad("new", "--players", "A,B,C,D", "--queen", "26").out.strip()
    refused = scorepad("add", match_id, "--points", "13,13,0,0")
    assert refused.code != 0 and "points sum to 26, a standard hand has 39" in refused.err
    german = scorepad("add", match_id, "--points", "13,13,0,0", lang="de")
    assert "die Punkte ergeben 26, ein Standard-Spiel hat 39" in german.err
    assert scorepad("add", match_id, "--points", "26,13,0,0").code == 0
    told = scorepad("add", match_id, "--points", "0,39,0,0", "--moon", "plus").out
    assert "B shot the moon: everyone else +39" in told and "A 65 · B 13 · C 39 · D 39" in told
    assert "· Q♠ 26" in scorepad("show", match_id).out.split("\n")[0]
    assert "· Pik-Dame 26" in scorepad("show", match_id, lang="de").out.split("\n")[0]
    exported = json.loads(scorepad("export", match_id).out)
    assert exported["version"] == 2 and "queen" in exported["needs"] and exported["rules"]["queen"] == 26


def newer_match(scorepad, data_dir) -> tuple[str, object]:
    """A stored match whose file says it needs what no version knows (a newer Scorepad's)."""
    match_id = scorepad("new", "--players", "Anna,Ben,Carla,Dan", env={"SCOREPAD_DATA_DIR": str(data_dir)}).out.strip()
    path = data_dir / "active" / f"{match_id}.json"
    data = json.loads(path.read_text())
    data["match"]["1"].update(version=2, needs=["a-rule-from-the-future"])
    path.write_text(json.dumps(data))
    return match_id, path


def test_a_newer_match_is_named_by_every_command_and_its_bytes_stay(scorepad, tmp_path):
    data_dir = tmp_path / "data"
    env = {"SCOREPAD_DATA_DIR": str(data_dir)}
    match_id, path = newer_match(scorepad, data_dir)
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    said = "made with a newer Scorepad: update it to open this match"
    show = scorepad("show", match_id, env=env)
    assert show.code == 1 and said in show.err
    add = scorepad("add", match_id, "--points", "13,13,0,0", env=env)
    assert add.code != 0 and said in add.err
    listed = scorepad("list", env=env)
    assert listed.code == 0 and f"{match_id}" in listed.out and said in listed.out
    assert json.loads(scorepad("list", "--json", env=env).out)[0]["needs"] == ["a-rule-from-the-future"]
    check = scorepad("check", match_id, env=env)
    assert check.code == 1 and said in check.out + check.err
    backup = tmp_path / "backup.json"
    assert scorepad("export", "--all", "-o", backup, env=env).code == 0
    imported = scorepad("import", backup, env=env)
    assert "1 rejected" in imported.out and said in imported.err
    german = scorepad("show", match_id, env=env, lang="de")
    assert "mit einem neueren Scorepad gemacht: aktualisiere es, um diese Partie zu öffnen" in german.err
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before
    assert not (data_dir / "damaged").exists() or not any((data_dir / "damaged").iterdir())


@pytest.mark.parametrize(
    "command, lang, said",
    [
        ("new", "en", "--sun N the sun: a moon with every trick too is worth N (commonly 52)"),
        ("new", "de", "--sun N die Sonne: ein Mond mit dazu allen Stichen zählt N (oft 52)"),
        ("add", "en", "--sun the hand was the sun: the one who took all points took every trick too"),
        ("add", "de", "--sun das Spiel war die Sonne: wer alle Punkte bekam, nahm auch alle Stiche"),
        ("edit", "de", "--sun das Spiel war die Sonne: wer alle Punkte bekam, nahm auch alle Stiche"),
    ],
)
def test_the_suns_flags_are_explained_in_both_languages(scorepad, command, lang, said):
    assert said in " ".join(scorepad(command, "--help", lang=lang).out.split())  # as one line, however wrapped
