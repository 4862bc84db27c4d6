"""The new match's screen: the names and the way to start first; the seating's buttons and the rules' form
once someone asks for them (issue 21: a lighter first screen, and a calmer one at the table)."""

from types import SimpleNamespace

import pytest
from ui_harness import run

from scorepad.i18n import t as text
from scorepad.rules import Rules
from scorepad.ui.rules_form import rules_summary


def words(lang: str):
    return SimpleNamespace(t=lambda key, **values: text(key, lang, **values), lang=lang)


@pytest.mark.parametrize(
    "rules, players, lang, line",
    [
        (Rules(), 4, "en", "Standard · to 100 · moon: the shooter chooses · passing left, right, across, keep"),
        (Rules(), 5, "en", "Standard · to 100 · moon: the shooter chooses"),
        (Rules(target=50, moon="minus"), 3, "en", "Standard · to 50 · moon: always minus for the shooter"),
        (
            Rules(pass_order="left-across-right"),
            4,
            "de",
            "Standard · bis 100 · Mond: nach Wahl des Schützen · Tausch: links, gegenüber, rechts, kein Tausch",
        ),
        (
            Rules(variant="black_maria", spade_penalties=True),
            3,
            "en",
            "Black Maria · to 100 · moon: the shooter chooses · A♠ 7 and K♠ 10 count too",
        ),
        (Rules(variant="papayoo"), 4, "en", "Papayoo · a hand per player"),
        (Rules(variant="papayoo", rounds=1), 4, "en", "Papayoo · 1 hand"),
        (Rules(variant="papayoo", rounds=8), 5, "de", "Papayoo · 8 Spiele"),
    ],
)
def test_the_rules_in_one_line_say_the_variant_its_end_the_moon_and_the_passing_where_there_is_a_choice(
    rules, players, lang, line
):
    assert rules_summary(words(lang), rules, players) == line


def test_a_new_match_shows_the_rules_in_one_line_and_change_rules_opens_their_form(open_table):
    async def flow():
        t = await open_table()
        assert "Standard · to 100 · moon: the shooter chooses" in t.text()
        assert not t.has("Omnibus") and not t.has("Shooting the moon")
        await t.tap("Change rules")
        assert t.has("Omnibus") and t.has("Shooting the moon") and not t.has("Change rules")
        await t.tap("Omnibus")
        assert t.state.rules.variant == "omnibus"

    run(flow())


def test_the_house_rules_from_the_settings_are_the_line_a_new_match_shows(open_table, store):
    store.save_settings({"rules": {"variant": "standard", "moon": "plus", "target": 50}})

    async def flow():
        t = await open_table()
        assert "Standard · to 50 · moon: always plus for the others" in t.text()

    run(flow())


def test_the_seats_buttons_come_with_change_seating_and_go_with_seating_done(open_table):
    async def flow():
        t = await open_table()
        for seat, name in enumerate(("Anna", "Ben", "Carla")):
            await t.type(f"Player {seat + 1}", name)
        assert not t.has("Move Ben up") and not t.has("Remove Player 4")
        await t.tap("Change seating")
        await t.tap("Move Ben up")
        assert t.state.names[:3] == ["Ben", "Anna", "Carla"]
        await t.tap("Remove Player 4")
        await t.tap("Seating done")
        assert not t.has("Move Ben up") and t.has("Change seating") and t.state.names == ["Ben", "Anna", "Carla"]

    run(flow())


def test_three_names_and_the_fourth_seat_left_empty_start_a_three_player_match(open_table, store):
    async def flow():
        t = await open_table()
        for seat, name in enumerate(("Anna", "Ben", "Carla")):
            await t.type(f"Player {seat + 1}", name)
        await t.tap("Start match")
        assert t.screen == "match"
        assert store.unfinished().match.players == ("Anna", "Ben", "Carla")

    run(flow())
