"""The statistics for a group, in-process on a real Store (issue 52): this table from the match in one tap,
players picked by tap, a group kept by name in the settings and forgotten; every figure as scorepad.stats has it."""

from __future__ import annotations

import flet as ft
import pytest
from ui_harness import run

from scorepad.rules import Hand, Rules
from scorepad.stats import Span, group_of, open_statistics, store_groups

THURSDAY = ("Anna", "Ben", "Carla", "Dan")
LOSE = [Hand((13, 10, 3, 0)), Hand((13, 10, 3, 0))]  # the first seat on 26: over at 20, the last wins on 0


def play_out(store, players, hands, rules=Rules(target=20)):
    stored = store.create(players, rules)
    for hand in hands:
        stored = store.add_hand(stored.id, hand)
    return stored


@pytest.fixture
def evenings(store):
    """Two Thursday matches in other seats, one with a guest (Oma), and a running Thursday match."""
    play_out(store, THURSDAY, LOSE)  # Dan wins
    play_out(store, ("Dan", "Carla", "Ben", "Anna"), LOSE)  # Anna wins
    play_out(store, ("Anna", "Oma", "Carla", "Dan"), LOSE)
    return play_out(store, THURSDAY, [Hand((0, 0, 13, 13))])


async def tap_row(t, name: str) -> None:
    """Tap the leaderboard's row of `name` (its screen-reader label: '1. Anna: …')."""
    rows = [
        c
        for c in t.all()
        if isinstance(c, ft.Container)
        and isinstance(c.content, ft.Semantics)
        and f". {name}:" in (c.content.label or "")
    ]
    assert rows, f"no row of {name!r}"
    await t.fire(rows[0], "click")


def counts(store, names=None) -> str:
    view = open_statistics(store, Span(group=group_of(names) if names else None))
    return f"Matches: {view.matches} · finished: {view.finished} · players: {len(view.players)}"


async def this_tables_standings(open_table, evenings, lang: str = "en"):
    """A phone on the evenings' match, one tap on this table's standings, their leaderboard on screen."""
    t = await open_table(lang)
    await t.go(f"/match/{evenings.id}")
    await t.tap(TAPS[lang][0])
    await t.until(TAPS[lang][1])
    return t


TAPS = {"en": ("This table's standings", "Leaderboard"), "de": ("Rangliste dieses Tisches", "Rangliste")}


def test_this_tables_standings_from_the_match_count_only_the_matches_of_these_people_in_any_seats(
    open_table, store, evenings
):
    async def flow():
        t = await this_tables_standings(open_table, evenings)
        assert counts(store, THURSDAY) == "Matches: 3 · finished: 2 · players: 4" != counts(store)
        assert counts(store, THURSDAY) in t.text()
        assert "Oma" not in t.text()
        assert t.selected("The group Anna · Ben · Carla · Dan") is True
        await t.tap("Everyone")
        assert counts(store) in t.text() and "Oma" in t.text()
        await t.back()  # the group was a filter in the statistics' place: back is the match again
        assert t.pattern == "/match/:id"

    run(flow())


def test_a_group_is_picked_by_tapping_players_and_kept_by_name_in_the_settings(open_table, store, evenings):
    async def flow():
        t = await open_table()
        await t.go("/stats")
        await t.until("Leaderboard")
        await t.tap("Choose players")
        for name in ("Anna", "Oma", "Carla", "Dan", "Ben"):
            await t.tap(f"{name} in the group")
        assert t.selected("Oma in the group") is True
        await t.tap("Oma in the group")  # out again
        assert t.selected("Oma in the group") is False
        assert counts(store, THURSDAY) in t.text()
        await t.tap("Done")
        await t.tap("Keep")
        assert t.snack_text() == "Type a name for the group first." and store_groups(store) == {}
        await t.type("Name this group", "Thursday")
        await t.tap("Keep")
        assert t.snack_text() == "The group “Thursday” is kept."
        assert store_groups(store) == {"Thursday": ["Anna", "Carla", "Dan", "Ben"]}
        await t.tap("Everyone")
        await t.tap("The group Thursday")
        assert counts(store, THURSDAY) in t.text()
        await t.tap("Forget the group “Thursday”")
        assert store_groups(store) == {}
        await t.snack_undo()
        assert list(store_groups(store)) == ["Thursday"]

    run(flow())


def test_a_player_chosen_in_a_group_shows_their_figures_and_head_to_head_of_the_groups_matches(
    open_table, store, evenings
):
    async def flow():
        t = await this_tables_standings(open_table, evenings)
        await tap_row(t, "Anna")
        assert "Matches played: 3 (2 finished)" in t.text()  # not the match with Oma
        await t.select("Anna against", "carla")
        assert "Played together: 3 (finished: 2)" in t.text()
        await t.go("/stats")
        await tap_row(t, "Anna")
        assert "Matches played: 4 (3 finished)" in t.text()

    run(flow())


def test_the_group_in_german(open_table, store, evenings):
    async def flow():
        t = await this_tables_standings(open_table, evenings, "de")
        assert "Partien: 3" in t.text() and t.selected("Die Runde Anna · Ben · Carla · Dan") is True
        await t.tap("Spieler wählen")
        assert "Tippe an, wer zur Runde gehört" in t.text()
        await t.type("Name der Runde", "Donnerstag")
        await t.tap("Behalten")
        assert t.snack_text() == "Die Runde „Donnerstag“ ist behalten."

    run(flow())
