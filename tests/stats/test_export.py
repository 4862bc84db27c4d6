"""Exports: the scorecard as CSV read back with the csv module, the JSON match file, the text summary."""

import csv
import io
import json

import pytest
from stats_build import play

from scorepad.rules import Hand, Rules, match_from_dict, match_to_dict, scorecard
from scorepad.stats import match_file_text, scorecard_csv, scorecard_rows, summary_text

PLAYERS = ("Jörg", "Ben", "Zoë", "=Dieter")
MATCH = play(PLAYERS, [Hand((0, 5, 8, 13), jack=1), Hand((0, 26, 0, 0), moon="minus", jack=0)], Rules("omnibus"))


def read_back(data: bytes, delimiter: str) -> list[list[str]]:
    assert data.startswith(b"\xef\xbb\xbf")
    return list(csv.reader(io.StringIO(data.decode("utf-8-sig"), newline=""), delimiter=delimiter))


@pytest.mark.parametrize("lang, delimiter", [("de", ";"), ("en", ",")])
def test_the_csv_has_a_row_per_hand_a_column_per_player_and_a_totals_row(lang, delimiter):
    rows = read_back(scorecard_csv(MATCH, lang), delimiter)
    assert rows[0][1:5] == ["Jörg", "Ben", "Zoë", "'=Dieter"]  # a formula-like name stays text
    assert [r[0] for r in rows[1:-1]] == ["1", "2"]
    assert rows[1][1:5] == ["0", "-5", "8", "13"]
    assert rows[2][1:5] == ["-10", "-26", "0", "0"]
    assert rows[-1][1:5] == [str(v) for v in scorecard(MATCH).totals]
    assert len({len(r) for r in rows}) == 1


def test_the_csv_columns_add_up_to_the_totals_row():
    rows = read_back(scorecard_csv(MATCH, "en"), ",")
    for column in range(1, 5):
        assert sum(int(r[column]) for r in rows[1:-1]) == int(rows[-1][column])


def test_the_csv_speaks_the_users_language_and_notes_the_moon_and_the_jack():
    de = read_back(scorecard_csv(MATCH, "de"), ";")
    en = read_back(scorecard_csv(MATCH, "en"), ",")
    assert (de[0][0], de[-1][0], en[0][0], en[-1][0]) == ("Spiel", "Summe", "Hand", "Total")
    assert de[2][-1] == "Mond: Ben (minus); Karo-Bube: Jörg"
    assert en[1][-1] == "J♦: Ben"


def test_a_sun_is_called_the_sun_in_the_csv_and_the_summary():
    match = play(("Anna", "Ben", "Carla", "Dan"), [Hand((0, 0, 26, 0), "plus", sun=True)], Rules(sun=52))
    assert read_back(scorecard_csv(match, "de"), ";")[1][-1] == "Sonne: Carla (plus)"
    assert read_back(scorecard_csv(match, "en"), ",")[-1][1:5] == ["52", "52", "0", "52"]
    assert "Moons: Carla (hand 1, the sun, plus)" in summary_text(match, "en")


def test_the_delimiter_can_be_chosen_and_commas_in_names_are_quoted():
    match = play(("Müller, Hans", "Ben", "Carla"), [Hand((13, 13, 0))], Rules())
    rows = read_back(scorecard_csv(match, "de", delimiter=","), ",")
    assert rows[0][1] == "Müller, Hans"


def test_the_csv_lines_end_with_crlf_as_spreadsheets_expect():
    assert scorecard_csv(MATCH, "en").count(b"\r\n") == len(scorecard_rows(MATCH, "en"))


def test_a_papayoo_csv_notes_the_die():
    match = play(("Anna", "Ben", "Carla"), [Hand((48, 48, 48), suit="clubs")], Rules("papayoo"))
    assert read_back(scorecard_csv(match, "de"), ";")[1][-1] == "Würfel: Kreuz"


def test_the_match_file_text_reads_back_as_the_same_match():
    data = {**match_to_dict(MATCH), "id": "abc", "created": "2026-03-01T20:00:00Z", "updated": "2026-03-01T21:00:00Z"}
    text = match_file_text(data)
    assert "Jörg" in text and "Zoë" in text  # UTF-8, not \\u escapes
    match, problems = match_from_dict(json.loads(text))
    assert not problems and match.extra["id"] == "abc"
    assert (match.players, match.hands) == (MATCH.players, MATCH.hands)
    assert scorecard(match).totals == scorecard(MATCH).totals


THREE_HANDS = [Hand((0, 13, 13)), Hand((1, 12, 13)), Hand((0, 26, 0), moon="plus")]  # Ben's moon: Anna 27, Carla 52


def test_the_english_summary_of_a_finished_match():
    match = play(("Anna", "Ben", "Carla"), THREE_HANDS, Rules(target=50))
    assert summary_text(match, "en", "2026-03-01T20:00:00Z") == (
        "Hearts · Standard · 2026-03-01 · 3 hands\n"
        "Winner: Ben\n"
        "1. Ben: 25\n"
        "2. Anna: 27\n"
        "3. Carla: 52\n"
        "Moons: Ben (hand 3, plus)\n"
    )


def test_the_german_summary_of_a_running_match_with_a_shared_place():
    match = play(("Anna", "Ben", "Carla"), [Hand((13, 13, 0))], Rules())
    assert summary_text(match, "de", "2026-03-01T20:00:00Z") == (
        "Hearts · Standard · 01.03.2026 · 1 Spiel\n"
        "Stand nach 1 Spiel (bis 100):\n"
        "1. Carla: 0\n"
        "2. Anna: 13\n"
        "2. Ben: 13\n"
    )


def test_a_papayoo_summary_names_the_shared_winners_and_the_rounds_when_running():
    hands = [Hand((48, 48, 48), suit="spades")]
    finished = play(("Anna", "Ben", "Carla"), hands, Rules("papayoo", rounds=1))
    running = play(("Anna", "Ben", "Carla"), hands, Rules("papayoo"))
    assert "Gewinner (geteilt): Anna, Ben und Carla\n" in summary_text(finished, "de")
    assert "Standing after 1 hand (of 3):\n" in summary_text(running, "en")
    assert summary_text(finished, "en").startswith("Hearts · Papayoo · 1 hand\n")


@pytest.mark.parametrize("created", [None, "", "yesterday", "2026/03/01"])
def test_a_summary_without_a_readable_date_leaves_the_date_out(created):
    match = play(("Anna", "Ben", "Carla"), [Hand((13, 13, 0))], Rules())
    assert summary_text(match, "en", created).startswith("Hearts · Standard · 1 hand\n")


def test_a_match_without_hands_exports_a_heading_and_a_totals_row():
    match = play(("Anna", "Ben", "Carla"), [], Rules())
    assert read_back(scorecard_csv(match, "en"), ",") == [
        ["Hand", "Anna", "Ben", "Carla", "Note"],
        ["Total", "0", "0", "0", ""],
    ]
    assert "Standing after 0 hands (to 100):\n1. Anna: 0\n1. Ben: 0\n1. Carla: 0\n" in summary_text(match, "en")


def test_a_negative_total_in_the_summary_has_the_minus_sign_a_person_reads_and_the_csv_keeps_ascii():
    match = play(("Anna", "Ben", "Carla", "Dan"), [Hand((26, 0, 0, 0), moon="minus")], Rules())
    assert "1. Anna: \u221226\n" in summary_text(match, "en")
    assert b"-26" in scorecard_csv(match, "en") and "\u2212".encode() not in scorecard_csv(match, "en")
