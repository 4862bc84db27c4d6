"""`scorepad new` and `add` through the real command: every rule option, seats as people name them, what a hand did."""

import json

import pytest

FOUR = "Anna,Ben,Carla,Dan"


@pytest.fixture
def pad(scorepad, tmp_path):
    """The scorepad command on one data folder."""
    return lambda *args, lang="en": scorepad("--data-dir", tmp_path / "data", *args, lang=lang)


def new(pad, *args, players=FOUR):
    result = pad("new", "--players", players, *args)
    assert result.code == 0, result.err
    return result.out.strip()


def exported(pad, match_id):
    return json.loads(pad("export", match_id).out)


def one_line(result):
    return (
        result.code != 0
        and len(result.err.strip().splitlines()) == 1
        and "usage:" not in result.err
        and "Traceback" not in result.err
    )


# options of `new` -> the rules the match file then has
RULE_OPTIONS = [
    (
        ("--variant", "black_maria", "--spade-penalties"),
        {"variant": "black_maria", "moon": "choice", "target": 100, "spade_penalties": True},
    ),
    (("--variant", "papayoo", "--rounds", "2"), {"variant": "papayoo", "rounds": 2}),
    (
        ("--pass-order", "left-across-right", "--moon", "plus_safe", "--target", "50"),
        {"variant": "standard", "moon": "plus_safe", "target": 50, "pass_order": "left-across-right"},
    ),
]


@pytest.mark.parametrize("options, rules", RULE_OPTIONS)
def test_new_sets_every_rule_a_match_file_has(pad, options, rules):
    assert exported(pad, new(pad, *options))["rules"] == rules


# options that the variant does not use -> a piece of the one line that refuses them (English, German)
NOT_IN_VARIANT = [
    (("--variant", "papayoo", "--target", "100"), "Papayoo has no target score", "Papayoo hat keine Zielpunktzahl"),
    (("--variant", "papayoo", "--moon", "choice"), "Papayoo has no moon", "Papayoo hat keinen Mond"),
    (
        ("--variant", "black_maria", "--rounds", "3"),
        "Black Maria has no set number of hands",
        "Black Maria hat keine feste Zahl von Spielen",
    ),
    (
        ("--variant", "black_maria", "--pass-order", "left-right-across"),
        "Black Maria has no passing order",
        "Black Maria hat keine wählbare Tauschfolge",
    ),
    (("--spade-penalties",), "Standard has no spade penalties", "Standard hat keine Pik-Strafkarten"),
]


@pytest.mark.parametrize("options, english, german", NOT_IN_VARIANT)
def test_an_option_the_variant_does_not_use_is_refused_with_one_line_and_nothing_is_stored(
    pad, options, english, german
):
    for lang, words in (("en", english), ("de", german)):
        result = pad("new", "--players", FOUR, *options, lang=lang)
        assert one_line(result) and words in result.err, result.err
    assert pad("list", "--json").out.strip() == "[]"


@pytest.mark.parametrize("typed, seat", [("Carla", 2), ("carla", 2), ("3", 2), ("1", 0)])
def test_the_first_dealer_is_named_or_counted_from_1_and_the_file_counts_from_0(pad, typed, seat):
    assert exported(pad, new(pad, "--first-dealer", typed))["first_dealer"] == seat


def test_the_first_dealer_drawn_by_lot_is_told_and_stored(pad):
    result = pad("new", "--players", FOUR, "--first-dealer", "draw", lang="de")
    assert result.code == 0 and result.err.startswith("Ausgelost: ") and result.err.strip().endswith("gibt zuerst")
    drawn = result.err.split(": ", 1)[1].split(" gibt")[0]
    assert FOUR.split(",")[exported(pad, result.out.strip())["first_dealer"]] == drawn


@pytest.mark.parametrize("typed", ["0", "5", "Bob"])
def test_a_seat_that_is_not_at_the_table_is_one_line_naming_the_players(pad, typed):
    result = pad("new", "--players", FOUR, "--first-dealer", typed)
    assert (
        one_line(result)
        and f"'{typed}' is neither a player (Anna, Ben, Carla, Dan) nor a seat from 1 to 4" in result.err
    )


@pytest.mark.parametrize("typed", ["Ben", "2"])
def test_the_jack_is_named_or_counted_from_1(pad, typed):
    match_id = new(pad, "--variant", "omnibus")
    result = pad("add", match_id, "--points", "3,1,18,4", "--jack", typed)
    assert result.code == 0 and result.out.splitlines()[0] == "Anna 3 · Ben -9 · Carla 18 · Dan 4"
    hands = exported(pad, match_id)["hands"]
    assert [{k: v for k, v in hand.items() if k != "entered"} for hand in hands] == [
        {"points": [3, 1, 18, 4], "jack": 1}
    ]


@pytest.mark.parametrize(
    "lang, words",
    [
        ("en", "hand 1: Anna has -3 points; points can't be negative"),
        ("de", "Spiel 1: Anna hat -3 Punkte; Punkte können nicht negativ sein"),
    ],
)
def test_negative_points_reach_the_engines_message(pad, lang, words):
    result = pad("add", new(pad), "--points", "-3,1,24,4", lang=lang)
    assert one_line(result) and words in result.err


# arguments argparse refuses -> the one German line the user gets
ARGUMENT_ERRORS = [
    (("add", "x"), "es fehlt: --points"),
    (("new", "--players", FOUR, "--colour", "red"), "unbekannte Angaben: --colour red"),
    (("add", "x", "--points"), "--points braucht einen Wert"),
    (
        ("add", "x", "--points", "3,1,18,4", "--moon", "sideways"),
        "--moon: „sideways“ geht nicht; möglich sind minus, plus",
    ),
    (("--port", "eighty"), "--port: „eighty“ ist keine ganze Zahl"),
    (("play",), "„play“ ist kein Befehl; die Befehle: check, show,"),
]


@pytest.mark.parametrize("args, german", ARGUMENT_ERRORS)
def test_every_argument_error_is_one_line_in_the_users_language(pad, args, german):
    result = pad(*args, lang="de")
    assert one_line(result) and result.code == 2 and german in result.err, result.err


def test_add_says_who_wins_when_the_hand_ends_the_match(pad):
    match_id = new(pad, "--target", "30")
    pad("add", match_id, "--points", "3,1,18,4")
    result = pad("add", match_id, "--points", "13,0,13,0", lang="de")
    assert result.out.splitlines() == ["Anna 16 · Ben 1 · Carla 31 · Dan 4", "Ben gewinnt mit 1"]


def test_add_says_to_play_on_after_a_tie_for_the_fewest_at_the_end(pad):
    match_id = new(pad, "--target", "30")
    pad("add", match_id, "--points", "0,0,13,13")
    result = pad("add", match_id, "--points", "0,0,4,22")
    assert (
        result.out.splitlines()[1] == "Tied for the fewest points (Anna and Ben, 0 each): play on until one leads alone"
    )
    assert result.out.splitlines()[2].startswith("Next: hand 3, Carla deals")


def test_add_says_what_a_moon_did_and_what_comes_next(pad):
    match_id = new(pad)
    pad("add", match_id, "--points", "3,1,18,4")
    lines = pad("add", match_id, "--points", "0,0,0,26", "--moon", "plus").out.splitlines()
    assert lines == [
        "Anna 29 · Ben 27 · Carla 44 · Dan 4",
        "Dan shot the moon: everyone else +26",
        "Next: hand 3, Carla deals, 3 cards across; 13 cards each; 2♣ leads.",
    ]


def test_adds_lines_use_one_minus_sign_the_ascii_one_the_moon_line_too(pad):
    match_id = new(pad)
    lines = pad("add", match_id, "--points", "26,0,0,0", "--moon", "minus").out.splitlines()
    assert lines[:2] == ["Anna -26 · Ben 0 · Carla 0 · Dan 0", "Anna shot the moon: Anna -26"]
    assert "\u2212" not in pad("show", match_id).out


@pytest.mark.parametrize("typed", ["Kreuz", "kreuz", "clubs", "♣"])
def test_the_die_suit_is_typed_in_german_or_english(pad, typed):
    match_id = new(pad, "--variant", "papayoo", players="Anna,Ben,Carla")
    assert pad("add", match_id, "--points", "100,44,0", "--suit", typed, lang="de").code == 0
    assert exported(pad, match_id)["hands"][0]["suit"] == "clubs"


def test_a_wrong_die_suit_lists_the_suits_in_the_users_language(pad):
    match_id = new(pad, "--variant", "papayoo", players="Anna,Ben,Carla")
    result = pad("add", match_id, "--points", "100,44,0", "--suit", "Herz", lang="de")
    assert one_line(result) and "Würfelfarbe „Herz“ muss eine von Pik, Karo, Kreuz sein" in result.err


def test_papayoo_errors_do_not_speak_of_shooting_the_moon(pad):
    match_id = new(pad, "--variant", "papayoo", players="Anna,Ben,Carla")
    result = pad("add", match_id, "--points", "144,0,0", "--moon", "minus")
    assert one_line(result) and "Papayoo has no moon" in result.err and "shot" not in result.err


@pytest.mark.parametrize(
    "lang, words",
    [("en", ["(1 hand, running)", "1 match imported"]), ("de", ["(1 Spiel, läuft)", "1 Partie importiert"])],
)
def test_one_of_something_is_said_in_the_singular(pad, scorepad, tmp_path, lang, words):
    match_id = new(pad)
    pad("add", match_id, "--points", "3,1,18,4")
    assert words[0] in pad("list", lang=lang).out
    (tmp_path / "one.json").write_text(pad("export", match_id).out)
    assert words[1] in scorepad("--data-dir", tmp_path / "other", "import", tmp_path / "one.json", lang=lang).out
