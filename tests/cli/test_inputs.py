"""Inputs through the real command: names checked and shown safely, numbers in files refused by their field."""

import json

import pytest

HIDDEN = ["\x1b", "\u202e", "\x07"]


def one_line(result):
    return result.code != 0 and len(result.err.strip().splitlines()) == 1 and "Traceback" not in result.err


def printed_safely(result):
    return not any(char in result.out + result.err for char in HIDDEN)


@pytest.mark.parametrize(
    "players, english, german",
    [
        (
            "Anna,Ben,\x1b[31mCarla",
            "player 3's name '\\u001b[31mCarla' has invisible or control characters",
            "der Name von Spieler 3 („\\u001b[31mCarla“) enthält unsichtbare oder Steuerzeichen",
        ),
        (
            "Anna,Ben,Carla\u202e",
            "player 3's name 'Carla\\u202e' has invisible",
            "der Name von Spieler 3 („Carla\\u202e“)",
        ),
        (
            "Anna,Ben," + "C" * 41,
            "player 3's name has 41 characters; at most 40 fit",
            "der Name von Spieler 3 hat 41 Zeichen; höchstens 40 passen",
        ),
        ("Jos\u00e9,Ben,Jose\u0301", "the name 'José' is used twice", "der Name „José“ kommt zweimal vor"),
    ],
)
def test_a_name_that_breaks_the_rules_is_one_clear_line_printed_safely(scorepad, tmp_path, players, english, german):
    for lang, words in (("en", english), ("de", german)):
        result = scorepad("--data-dir", tmp_path, "new", "--players", players, lang=lang)
        assert one_line(result) and words in result.err and printed_safely(result), result.err


def test_names_are_stored_trimmed_and_composed(scorepad, tmp_path):
    match_id = scorepad("--data-dir", tmp_path, "new", "--players", " Jose\u0301 ,Ben,Carla").out.strip()
    assert json.loads(scorepad("--data-dir", tmp_path, "export", match_id).out)["players"][0] == "Jos\u00e9"


def test_a_match_file_with_a_hidden_character_in_a_name_is_refused_and_shown_escaped(scorepad, match_file):
    path = match_file({"players": ["Anna", "B\x1b[2Jen", "Carla"]})
    for command in ("check", "show"):
        result = scorepad(command, path)
        assert result.code == 1 and "\\u001b[2J" in result.out + result.err and printed_safely(result)


def test_an_old_stored_match_with_a_hidden_character_in_a_name_is_listed_and_exported_escaped(scorepad, tmp_path):
    match_id = scorepad("--data-dir", tmp_path, "new", "--players", "Anna,Ben,Carla").out.strip()
    stored = tmp_path / "active" / f"{match_id}.json"
    stored.write_text(stored.read_text(encoding="utf-8").replace("Ben", "B\\u202eeN"), encoding="utf-8")
    for args in (("list",), ("list", "--json"), ("export", match_id)):
        result = scorepad("--data-dir", tmp_path, *args)
        assert result.code == 0 and "B\\u202eeN" in result.out and printed_safely(result), result.out
    assert json.loads(scorepad("--data-dir", tmp_path, "export", match_id).out)["players"][1] == "B\u202eeN"


TOO_LONG = "9" * 5000
# a match file's text -> the line `check` prints for it
NUMBER_FILES = [
    ('{"players": ["A", "B", "C"], "first_dealer": "1"}', "'first_dealer' must be a whole number"),
    ('{"players": ["A", "B", "C"], "first_dealer": null}', "'first_dealer' must be a whole number"),
    ('{"players": ["A", "B", "C"], "rules": {"target": null}}', "'rules.target' must be a whole number"),
    ('{"players": ["A", "B", "C"], "hands": [{"points": [13, 13, 0], "moon": null}]}', "hand 1: 'moon' must be text"),
    (
        '{"players": ["A", "B", "C"], "first_dealer": %s}' % TOO_LONG,
        "'first_dealer' is a number of 5000 digits, far too long",
    ),
    (
        '{"players": ["A", "B", "C"], "hands": [{"points": [%s, 0, 0]}]}' % TOO_LONG,
        "hand 1: 'points' is a number of 5000 digits, far too long",
    ),
    ('{"players": ["A", "B", "C"], "first_dealer": 3}', "the first dealer, seat 4, is not at the table (seats 1 to 3)"),
]


@pytest.mark.parametrize("text, line", NUMBER_FILES)
def test_a_number_field_that_is_wrong_is_one_line_naming_the_field(scorepad, match_file, text, line):
    result = scorepad("check", match_file(text))
    assert result.code == 1 and result.out.splitlines() == [line] and result.err == ""


def test_an_import_skips_only_the_match_with_a_too_long_number(scorepad, tmp_path):
    good = '{"players": ["A", "B", "C"], "hands": [{"points": [13, 13, 0]}]}'
    bad = '{"players": ["D", "E", "F"], "first_dealer": %s}' % TOO_LONG
    (tmp_path / "backup.json").write_text(f"[{good}, {bad}]")
    result = scorepad("--data-dir", tmp_path / "data", "import", tmp_path / "backup.json", lang="de")
    assert "1 Partie importiert" in result.out and "0 schon gespeichert, 1 abgelehnt" in result.out
    assert result.err.strip().endswith(
        "backup.json: Partie 2: nicht importiert: „first_dealer“ ist eine Zahl mit 5000 Stellen, viel zu lang"
    )


# a table of 3 (standard) or 4 (black maria) -> what show says about the next deal, as text and as JSON
NEXT_DEALS = [
    (
        {"players": ["Anna", "Ben", "Carla"]},
        "Next: hand 1, Anna deals, 3 cards left; 2♦ out, 17 cards each; 2♣ leads.",
        {
            "out": [{"rank": "2", "suit": "diamonds"}],
            "cards_each": 17,
            "lead": {"card": {"rank": "2", "suit": "clubs"}},
        },
    ),
    (
        {"players": ["Anna", "Ben", "Carla", "Dan"], "rules": {"variant": "black_maria"}, "first_dealer": 3},
        "Next: hand 1, Dan deals, 3 cards right; 13 cards each; Anna leads.",
        {"out": [], "cards_each": 13, "lead": {"seat": 0}},
    ),
    (
        {"players": ["A", "B", "C", "D", "E", "F"]},
        "Next: hand 1, A deals, 3 cards left; 2♣ 3♣ 2♦ 2♠ out, 8 cards each; 4♣ leads.",
        {
            "out": [
                {"rank": r, "suit": s} for r, s in (("2", "clubs"), ("3", "clubs"), ("2", "diamonds"), ("2", "spades"))
            ],
            "cards_each": 8,
            "lead": {"card": {"rank": "4", "suit": "clubs"}},
        },
    ),
]


@pytest.mark.parametrize("data, line, deal", NEXT_DEALS)
def test_show_tells_the_next_deals_cards_out_cards_each_and_who_leads(scorepad, match_file, data, line, deal):
    path = match_file(data)
    assert scorepad("show", path).out.splitlines()[-1] == line
    shown = json.loads(scorepad("show", path, "--json").out)["next"]
    assert {key: shown[key] for key in deal} == deal


def test_show_tells_the_next_deal_in_german(scorepad, match_file):
    line = scorepad("show", match_file(NEXT_DEALS[0][0]), lang="de").out.splitlines()[-1]
    assert line == "Als Nächstes: Spiel 1, Anna gibt, 3 Karten links; 2♦ raus, je 17 Karten; 2♣ spielt aus."


@pytest.mark.parametrize(
    "rules, line",
    [
        ({"variant": "papayoo", "target": 100}, "Papayoo has no target score: it ends after a set number of hands"),
        ({"variant": "papayoo", "moon": "plus"}, "Papayoo has no moon (so no moon rule)"),
        (
            {"variant": "black_maria", "rounds": 3},
            "Black Maria has no set number of hands: it ends at its target score",
        ),
    ],
)
def test_a_match_file_setting_an_option_its_variant_does_not_use_is_refused(scorepad, match_file, rules, line):
    result = scorepad("check", match_file({"players": ["A", "B", "C"], "rules": rules}))
    assert result.code == 1 and result.out.splitlines() == [line]


def test_a_papayoo_scorecard_does_not_speak_of_a_moon(scorepad, match_file):
    path = match_file(
        {
            "players": ["A", "B", "C"],
            "rules": {"variant": "papayoo"},
            "hands": [{"points": [100, 44, 0], "suit": "clubs"}],
        }
    )
    title = scorepad("show", path).out.splitlines()[0]
    assert title == "A · B · C · Papayoo · 3 hands" and "moon" not in scorepad("show", path).out


# --- the same bad input through check, import and the app's restore: one line each, never exit 70 -------------


def extra(value: str) -> str:
    return '{"players": ["A", "B", "C"], "hands": [{"points": [13, 13, 0]}], "note": %s}' % value


# what is wrong -> the file's bytes, and a piece of the line every reader gives (in English)
BAD_INPUTS = [
    ("a number of 5000 digits", extra(TOO_LONG).encode(), "'note' is a number of 5000 digits, far too long"),
    ("a number of 19 digits", extra("1" * 19).encode(), "'note' is a number of 19 digits, far too long"),
    ("NaN", extra("NaN").encode(), "'note' is 'NaN', not a number JSON knows"),
    ("nesting 490 in an extra key", extra("[" * 490 + "]" * 490).encode(), "'note' is nested more than 32 levels deep"),
    ("nesting 600", extra("[" * 600 + "]" * 600).encode(), "nested more than 32 levels deep"),
    ("nesting 750", extra('{"a":' * 750 + "1" + "}" * 750).encode(), "nested more than 32 levels deep"),
    ("nesting 900", extra("[" * 900 + "]" * 900).encode(), "nested more than 32 levels deep"),
    ("nesting 5000", extra("[" * 5000 + "]" * 5000).encode(), "nested more than 32 levels deep"),
    (
        "a lone surrogate in a name",
        b'{"players": ["A", "\\ud800", "C"]}',
        "'players' holds text that is not valid Unicode",
    ),
    (
        "a lone surrogate in a hand",
        b'{"players": ["A", "B", "C"], "hands": [{"points": [13, 13, 0], "by": "\\udfff"}]}',
        "hand 1: 'by' holds text that is not valid Unicode",
    ),
    (
        "a text of 20000 characters",
        extra('"' + "x" * 20_000 + '"').encode(),
        "'note' is a text of 20000 characters; at most 10000 fit",
    ),
    ("invalid UTF-8", b'{"players": ["A", "B\xff", "C"]}', "not"),
    ("not JSON", b'{"players": ["A", "B"', "not"),
]


@pytest.mark.parametrize("raw, words", [case[1:] for case in BAD_INPUTS], ids=[case[0] for case in BAD_INPUTS])
def test_a_bad_input_is_one_line_through_check_and_import_and_nothing_is_stored(scorepad, tmp_path, raw, words):
    path = tmp_path / "bad.json"
    path.write_bytes(raw)
    checked = scorepad("check", path)
    assert checked.code == 1 and len((checked.out + checked.err).strip().splitlines()) == 1, checked
    assert words in checked.out + checked.err and "Traceback" not in checked.err
    imported = scorepad("--data-dir", tmp_path / "data", "import", path)
    assert imported.code == 1 and len(imported.err.strip().splitlines()) == 1 and words in imported.err, imported
    assert "Traceback" not in imported.err and "unexpected" not in imported.err
    assert scorepad("--data-dir", tmp_path / "data", "list", "--json").out.strip() == "[]"


@pytest.mark.parametrize("raw, words", [case[1:] for case in BAD_INPUTS], ids=[case[0] for case in BAD_INPUTS])
def test_a_bad_input_is_one_line_through_the_apps_restore(raw, words):
    from scorepad.ui.exporting import BackupRefused, read_backup

    for data in (raw, b"[" + raw + b"]"):  # a match file, and a backup holding it
        with pytest.raises(BackupRefused) as refused:
            read_backup(data, "en")
        line = str(refused.value)
        assert line and "\n" not in line
        deeper_than_the_parser = raw.count(b"[") > 1000  # the app says "not valid JSON" for that
        assert (words.split("' ")[-1] if words != "not" and not deeper_than_the_parser else "ot ") in line


def test_a_bad_input_reads_in_german_too(scorepad, match_file):
    result = scorepad("check", match_file(extra("[" * 600 + "]" * 600)), lang="de")
    assert result.out.strip() == "„note“ ist mehr als 32 Ebenen tief verschachtelt"


def test_four_names_that_all_read_anna_are_refused_in_one_line_naming_the_hidden_characters(scorepad, tmp_path):
    result = scorepad("--data-dir", tmp_path, "new", "--players", "Anna,Anna\u200b,Anna\u2060,Anna\u00ad")
    assert one_line(result) and printed_safely(result)
    assert "player 2's name 'Anna\\u200b' has invisible" in result.err and "'Anna\\u2060'" in result.err
    assert "'Anna\\u00ad'" in result.err and "used twice" not in result.err
    assert scorepad("--data-dir", tmp_path, "list").out.strip() == "No matches stored yet."


def test_a_name_that_is_no_valid_text_on_the_command_line_is_one_line(tmp_path):
    """Bytes that are no UTF-8 reach a command only as a process's arguments: the installed entry point's."""
    import subprocess

    from command import entry_point, shell_env

    done = subprocess.run(
        [entry_point(), "--data-dir", str(tmp_path), "new", "--players", b"Anna,B\xffn,Carla"],
        capture_output=True,
        env=shell_env(env={"LANG": "C.UTF-8"}),
        timeout=60,
    )
    assert done.returncode == 1 and done.stderr.count(b"\n") == 1 and b"has invisible" in done.stderr, done.stderr


@pytest.mark.parametrize(
    "lang, words",
    [
        ("en", "scorepad --web needs flet and flet-web 1.0.5; installed are flet 1.0.6"),
        ("de", "scorepad --web braucht flet und flet-web 1.0.5; installiert sind flet 1.0.6"),
    ],
)
def test_another_flet_installed_is_one_line_saying_what_to_install(lang, words):
    from scorepad.cli.app import check_flet
    from scorepad.cli.errors import CliError

    with pytest.raises(CliError) as refused:
        check_flet(lang, lambda name: "1.0.6" if name == "flet" else "1.0.5")
    assert words in str(refused.value) and "pip install flet==1.0.5 flet-web==1.0.5" in str(refused.value)
