"""The looking-back screens driven in-process on a real Store: statistics, a match's chart, backup and restore.
Every expected figure is taken from scorepad.stats over the same store, or written out where a person can check it."""

from __future__ import annotations

import asyncio
import json
from datetime import datetime

import flet as ft
import flet_charts as fch
import pytest
from ui_harness import run

from scorepad.i18n.words import figure
from scorepad.rules import Hand, Rules
from scorepad.rules.names import MAX_NAME_LENGTH
from scorepad.stats import Span, open_statistics, running_totals, store_aliases
from scorepad.ui import exporting
from scorepad.ui import looking_back as lb

FOUR = ("Anna", "Ben", "Carla", "Dan")
EVENING = [Hand((5, 8, 13, 0)), Hand((13, 3, 4, 6)), Hand((0, 0, 0, 26), moon="minus"), Hand((2, 13, 7, 4))]


def play_out(store, players, hands, rules=Rules(target=50)):
    stored = store.create(players, rules)
    for hand in hands:
        if stored.card.outcome.finished:
            break
        stored = store.add_hand(stored.id, hand)
    return stored


@pytest.fixture
def evening(store):
    """Dan wins a standard match to 50 with a moon; 'anna ' and Benni play an omnibus match still running."""
    won = play_out(store, FOUR, EVENING + [Hand((13, 13, 0, 0)), Hand((13, 0, 13, 0)), Hand((13, 0, 0, 13))])
    assert won.card.outcome.finished and won.card.outcome.winners == (3,)
    play_out(store, ("anna ", "Benni", "Carla"), [Hand((13, 5, 8), jack=1)], Rules("omnibus"))
    return won


async def tap_row(t, label_start: str) -> None:
    """Tap the leaderboard row whose screen-reader label starts with `label_start`."""
    rows = [
        c
        for c in t.all()
        if isinstance(c, ft.Container)
        and isinstance(c.content, ft.Semantics)
        and (c.content.label or "").startswith(label_start)
    ]
    assert rows, f"no row {label_start!r}"
    await t.fire(rows[0], "click")


async def stats_open(t) -> None:
    await t.go("/stats")
    await t.until("Leaderboard")


def test_the_leaderboard_shows_the_figures_of_the_statistics_core(open_table, store, evening):
    async def flow():
        t = await open_table()
        await stats_open(t)
        view = open_statistics(store)
        for rank, p in enumerate(view.leaderboard, 1):
            rate = f"{round(p.win_rate * 100)}%"
            pph = figure(f"{p.points_per_hand:.1f}")
            assert f"{rank}. {p.name}: {p.wins} won of {p.finished}, {rate}, {pph} points per hand" in t.text()
        assert "1. Dan: 1 won of 1, 100%, −0.4 points per hand" in t.text()  # (0+6-26+4+0+0+13)/7 hands
        assert "Matches: 2 · finished: 1 · players: 5" in t.text()
        assert "Only running matches so far:" in t.text() and t.has("Benni")

    run(flow())


def test_a_cold_start_shows_progress_and_then_the_leaderboard(open_table, store, backend, evening):
    async def flow():
        statistics = backend.statistics
        statistics.lock = asyncio.Lock()
        await statistics.lock.acquire()  # the first count cannot start yet
        t = await open_table()
        await t.go("/stats")
        assert "Counting all matches for the first time …" in t.text()
        assert not statistics.ready
        statistics.lock.release()
        await t.until("Leaderboard")
        assert statistics.ready

    run(flow())


def test_a_new_match_is_counted_when_the_screen_opens_again(open_table, store, evening):
    async def flow():
        t = await open_table()
        await stats_open(t)
        assert "Matches: 2 · finished: 1" in t.text()
        play_out(store, FOUR, EVENING + [Hand((13, 13, 0, 0)), Hand((13, 0, 13, 0)), Hand((13, 0, 0, 13))])
        await stats_open(t)
        assert "Matches: 3 · finished: 2" in t.text()
        assert "1. Dan: 2 won of 2, 100%" in t.text()

    run(flow())


def test_a_player_shows_their_figures_and_head_to_head(open_table, store, evening):
    async def flow():
        t = await open_table()
        await stats_open(t)
        await tap_row(t, "1. Dan")
        text = t.text()
        for line in (
            "Matches played: 1 (1 finished)",
            "Matches won: 1",
            "Win rate: 100%",
            "Points per hand: −0.4 (7 hands)",
            "Moons shot: 1 (1 minus, 0 plus)",
            "Best final score: −3",
            "Worst final score: −3",
        ):
            assert line in text
        most = open_statistics(store).players["dan"]
        assert (most.most, most.most_shared) == (
            0,
            1,
        ) and "Took the most points of a hand: tied once" in text  # never alone: no "0 times"
        await t.select("Dan against", "anna")
        assert "Played together: 1 (finished: 1)" in t.text()
        # Anna is shown as she spelled herself last ("anna " in the omnibus match, trimmed)
        assert "Dan ahead of anna: 1" in t.text() and "anna ahead of Dan: 0" in t.text()
        assert "Wins: Dan 1, anna 0" in t.text()
        await t.tap("Close Dan's figures")
        assert "Matches played" not in t.text()

    run(flow())


def test_filters_by_variant_and_time_span_count_only_those_matches(open_table, store, evening):
    async def flow():
        t = await open_table()
        await stats_open(t)
        await t.tap("Omnibus")
        assert "Matches: 1 · finished: 0 · players: 3" in t.text()
        assert "Leaderboard" in t.text() and "1. " not in t.text()  # nobody has finished an omnibus match
        await t.tap("All variants")
        await t.tap("This month")
        assert "Matches: 2 · finished: 1 · players: 5" in t.text()  # both were created just now

    run(flow())


@pytest.mark.parametrize(
    "choice, now, since",
    [
        ("all", "2026-03-15T12:00:00+01:00", None),
        ("month", "2026-03-15T12:00:00+01:00", "2026-02-28T23:00:00"),  # local midnight of 1 March in UTC
        ("year", "2026-03-15T12:00:00+01:00", "2025-12-31T23:00:00"),
        ("30d", "2026-03-15T12:00:00+00:00", "2026-02-13T12:00:00"),
    ],
)
def test_a_time_span_starts_at_the_local_calendar_bound_in_utc(choice, now, since, monkeypatch):
    monkeypatch.setenv("TZ", "Europe/Berlin")
    import time

    time.tzset()
    try:
        span = lb.span_for(choice, "standard", datetime.fromisoformat(now))
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()
    assert span == Span(variant="standard", since=since)


def test_merging_a_name_counts_both_as_one_person_and_undo_separates_them(open_table, store, evening):
    async def flow():
        t = await open_table()
        await stats_open(t)
        await t.tap("Benni")
        await t.type("New name", "Ben")
        await t.tap("Rename")
        assert t.snack_text() == "Benni now counts as Ben."
        assert store_aliases(store) == {"Benni": "Ben"}
        assert "Matches played: 2 (1 finished)" in t.text()  # Ben's finished match and Benni's running one
        assert "“Benni” counts as Ben" in t.text()  # as it was spelled, not in lower case
        await t.snack_undo()
        assert store_aliases(store) == {}
        await t.tap("Benni")
        await t.type("New name", "Ben")
        await t.tap("Rename")
        await t.tap("Separate Benni")
        assert store_aliases(store) == {}
        await t.go("/settings")
        await t.select("Theme", "dark")  # a later settings save keeps the separation
        assert store_aliases(store) == {} and store.settings()["theme"] == "dark"

    run(flow())


def test_renaming_a_player_changes_the_name_shown_everywhere(open_table, store, evening):
    async def flow():
        t = await open_table()
        await stats_open(t)
        await tap_row(t, "1. Dan")
        await t.type("New name", "Daniel")
        await t.tap("Rename")
        assert "1. Daniel: 1 won of 1" in t.text()
        assert store_aliases(store) == {"Dan": "Daniel"}

    run(flow())


def test_the_new_name_field_keeps_a_names_limit_while_typing(open_table, store, evening):
    async def flow():
        t = await open_table()
        await stats_open(t)
        await tap_row(t, "1. Dan")
        await t.type("New name", "x" * MAX_NAME_LENGTH)
        field = next(c for c in t.all() if isinstance(c, ft.TextField) and c.label == "New name")
        assert field.max_length == MAX_NAME_LENGTH and field.counter == f"{MAX_NAME_LENGTH}/{MAX_NAME_LENGTH}"

    run(flow())


def test_the_story_chart_draws_the_engines_running_totals_the_target_and_the_moons(open_table, store, evening):
    async def flow():
        t = await open_table()
        await t.go(f"/history/{evening.id}")
        await t.tap("Chart and export")
        story = running_totals(evening.match)
        chart = next(c for c in t.all() if isinstance(c, fch.LineChart))
        lines = chart.data_series
        assert [[p.y for p in line.points] for line in lines[:4]] == [list(s) for s in story.series]
        assert [p.y for p in lines[4].points] == [50, 50] and lines[4].dash_pattern  # the target, dashed
        assert all(p.point for line in lines[:4] for p in line.points)  # every point marked: told apart without colour
        shapes = [type(line.points[0].point).__name__ for line in lines[:4]]
        assert shapes == ["ChartCirclePoint", "ChartSquarePoint", "ChartCrossPoint", "ChartCirclePoint"]
        assert (
            len({line.color for line in lines[:4]}) == 4
            and lines[3].points[0].point.color != lines[0].points[0].point.color
        )
        moons = [
            (seat, p.x)
            for seat, line in enumerate(lines[:4])
            for p in line.points
            if getattr(p.point, "radius", 0) == 7
        ]
        assert moons == [(3, 3)]  # Dan's moon in hand 3, the big dot
        label = next(
            c.label
            for c in t.all()
            if isinstance(c, ft.Semantics) and c.content is not None and "Chart" in (c.label or "")
        )
        assert label == (
            "Chart of the running totals over 7 hands: Anna 59, Ben 37, Carla 37, Dan −3. target 50. "
            "Moons: Dan (hand 3, minus)"
        )
        assert "Dan −3 ★" in t.text()
        assert t.has("Save CSV") and t.has("Save match file") and t.has("Copy summary") and t.has("Share summary")
        await t.tap("Back")
        assert t.screen == "card"

    run(flow())


def test_the_match_and_the_finished_card_open_the_chart(open_table, store, evening):
    async def flow():
        t = await open_table()
        await t.go(f"/history/{evening.id}")
        await t.tap("Chart and export")
        assert t.screen == "chart" and t.app.nav.trail.current.params["id"] == evening.id
        await t.go(f"/match/{evening.id}")
        await t.tap("Chart and export")
        assert t.screen == "chart"

    run(flow())


def test_the_story_in_german(open_table, store, evening):
    async def flow():
        t = await open_table("de")
        await t.go(f"/match/{evening.id}/chart")
        assert (
            "Verlauf der Punktestände über 7 Spiele: Anna 59, Ben 37, Carla 37, Dan −3. Ziel 50. Monde: Dan "
            "(Spiel 3, minus)"
        ) in t.text()
        assert t.has("CSV speichern") and t.has("Zusammenfassung teilen")

    run(flow())


def test_a_backup_restores_into_an_empty_store_and_a_second_time_changes_nothing(open_table, store, evening, tmp_path):
    from scorepad.storage import Store

    backup = exporting.backup_bytes(store.export_all())
    with Store(tmp_path / "other") as other:

        async def flow():
            t = await open_table(on_store=other)
            first = await t.app.files.restore(backup)
            again = await t.app.files.restore(backup)
            return first, again

        first, again = run(flow())
        assert first == "Restored: 2 new, 0 merged, 0 already there, 0 refused."
        assert again == "Restored: 0 new, 0 merged, 2 already there, 0 refused."
        assert sorted(s.card.totals for s in other.matches()) == sorted(s.card.totals for s in store.matches())


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_apps_backup_takes_the_statistics_names_and_groups_to_a_fresh_phone_and_says_so(
    open_table, store, evening, tmp_path, lang
):
    """The groups a user named and who counts as whom travel in the backup the app saves, and come back on the
    phone it is restored into, with one more sentence in the restore's message."""
    from scorepad.stats import save_aliases, save_groups, store_groups
    from scorepad.storage import Store

    save_groups(store, {"Thursday": ["Anna", "Ben", "Carla", "Dan"]})
    save_aliases(store, {"Benni": "Ben"})
    saved: list[bytes] = []

    async def save_bytes(data: bytes, name: str) -> bool:  # the client's save dialog, answered "saved"
        saved.append(data)
        return True

    async def backed_up():
        t = await open_table(lang)
        t.app.files.save_bytes = save_bytes
        await t.app.files.save_backup()

    run(backed_up())
    with Store(tmp_path / "fresh") as fresh:

        async def restored():
            t = await open_table(lang, on_store=fresh)
            return await t.app.files.restore(saved[0])

        said = run(restored())
        assert store_groups(fresh) == {"Thursday": ["Anna", "Ben", "Carla", "Dan"]}
        assert store_aliases(fresh) == {"Benni": "Ben"} and len(list(fresh.matches())) == 2
    assert said.endswith(
        {
            "en": "The statistics' names and groups are back too.",
            "de": "Die Namen und Runden der Statistik sind auch wieder da.",
        }[lang]
    )


@pytest.mark.parametrize(
    "data, message",
    [
        (
            b"\xff\xfe\x00garbage",
            "Not restored: the file is not a text file (not a Scorepad backup). Nothing was changed.",
        ),
        (b'[{"players": ["A"', "Not restored: the file is not valid JSON (line 1). Nothing was changed."),
        (b"[]", "Not restored: the file holds no matches. Nothing was changed."),
        (b"[1, 2]", "Not restored: entry 1 is not a match. Nothing was changed."),
    ],
)
def test_a_bad_file_is_refused_in_words_and_nothing_is_stored(open_table, store, evening, data, message):
    before = store.count()

    async def flow():
        t = await open_table()
        return await t.app.files.restore(data)

    assert run(flow()) == message
    assert store.count() == before


def test_a_backup_with_one_bad_match_stores_none_of_them(open_table, store, evening, tmp_path):
    from scorepad.storage import Store

    items = store.export_all()
    items[1]["hands"][0]["points"] = [13, 13, 13]  # 39 points in a 26-point hand
    with Store(tmp_path / "other") as other:

        async def flow():
            t = await open_table("de", on_store=other)
            return await t.app.files.restore(json.dumps(items).encode())

        message = run(flow())
        assert message.startswith("Nicht wiederhergestellt: Partie 2: ") and message.endswith("Nichts wurde geändert.")
        assert other.count() == 0


def test_file_names_are_plain_ascii():
    assert (
        exporting.file_name("scorepad", "2026-11-30", "Jörg", "Anna Maria", "Weiß", ext="csv")
        == "scorepad-2026-11-30-jorg-anna-maria-weiss.csv"
    )
    assert exporting.file_name("", ext="json") == "scorepad.json"


def test_figures_are_written_the_way_each_language_writes_them():
    from scorepad.i18n.words import number, percent

    assert number(4.25, "de") == "4,2" and number(4.25, "en") == "4.2" and number(None, "en") == "–"
    assert percent(0.625, "de") == "62 %" and percent(2 / 3, "en") == "67%"


def test_a_running_match_has_its_story_so_far_and_a_papayoo_match_no_target_line(open_table, store):
    running = play_out(store, FOUR, EVENING[:2], Rules())
    papayoo = play_out(store, FOUR, [Hand((40, 54, 30, 20), suit="spades")], Rules("papayoo"))
    fresh = store.create(FOUR, Rules())

    async def flow():
        t = await open_table()
        await t.go(f"/match/{running.id}/chart")
        chart = next(c for c in t.all() if isinstance(c, fch.LineChart))
        assert len(chart.data_series) == 5 and chart.max_x == 2  # four players and the target at 100
        assert "Dan 6" in t.text() and "Dan 6 ★" not in t.text()  # the legend stars only a winner
        assert "Standing after 2 hands (to 100)" in t.text()
        await t.go(f"/match/{papayoo.id}/chart")
        chart = next(c for c in t.all() if isinstance(c, fch.LineChart))
        assert len(chart.data_series) == 4 and chart.max_x == 4  # no target; the x axis runs over all 4 rounds
        await t.go(f"/match/{fresh.id}/chart")
        assert "No hands played yet: the chart starts with the first hand." in t.text()
        assert not any(isinstance(c, fch.LineChart) for c in t.all())

    run(flow())


def test_a_match_that_is_gone_says_so_in_the_storage_layers_words(open_table, store, evening):
    from scorepad.i18n.storage_text import error_text
    from scorepad.storage import StorageError

    with pytest.raises(StorageError) as gone:
        store.get("nosuchmatch")

    async def flow():
        t = await open_table()
        await t.go("/match/nosuchmatch/chart")
        assert error_text(gone.value, "en") in t.text()

    run(flow())


# --- the browser's answer to the restore button's file picker (PickFiles runs on the client) ---------


def test_a_file_picked_in_the_browser_is_restored_and_the_screen_says_so(open_table, store, evening, tmp_path):
    from scorepad.storage import Store

    backup = exporting.backup_bytes(store.export_all())
    with Store(tmp_path / "other") as other:

        async def flow():
            t = await open_table(on_store=other)
            await t.go("/backup")
            picker = t.app.device.services["restore"]
            chosen = {"id": 0, "name": "backup.json", "size": len(backup), "bytes": list(backup)}
            await t.fire(picker, "result", {"files": [chosen]})
            await t.until("Restored: 2 new, 0 merged, 0 already there, 0 refused.")
            assert "Every match (2) into one file (JSON)." in t.text()
            await t.fire(picker, "result", {"files": []})  # cancelled: nothing happens
            assert other.count() == 2

        run(flow())


def test_with_no_matches_the_statistics_say_so(open_table, store):
    async def flow():
        t = await open_table("de")
        await t.go("/stats")
        await t.until("In dieser Auswahl gibt es noch keine Partien.")
        assert "Partien: 0 · beendet: 0 · Spieler: 0" in t.text()

    run(flow())


def test_the_german_leaderboard_writes_decimal_commas(open_table, store, evening):
    async def flow():
        t = await open_table("de")
        await t.go("/stats")
        await t.until("Rangliste")
        assert "1. Dan: 1 von 1 gewonnen, 100 %, −0,4 Punkte pro Spiel" in t.text()

    run(flow())


def test_a_backup_with_a_number_too_long_to_read_is_refused_naming_the_field(open_table, store, evening, tmp_path):
    from scorepad.storage import Store

    text = json.dumps(store.export_all()).replace('"first_dealer": 0', '"first_dealer": ' + "9" * 5000, 1)
    with Store(tmp_path / "other") as other:

        async def flow():
            t = await open_table(on_store=other)
            return await t.app.files.restore(text.encode())

        message = run(flow())
        assert message.startswith("Not restored: match 1: ") and "first_dealer" in message, message
        assert other.count() == 0


@pytest.mark.parametrize("lang, label", [("en", "Copy: differs from hand 2"), ("de", "Kopie: weicht ab Spiel 2 ab")])
def test_a_copy_an_import_kept_beside_its_match_is_named_a_copy_in_the_history(open_table, store, lang, label):
    match_id = store.create(["Anna", "Ben", "Carla", "Dan"]).id
    for points in ((3, 1, 18, 4), (13, 0, 6, 7)):
        store.add_hand(match_id, Hand(points))
    copy = store.export_match(match_id)
    copy["hands"][1]["points"] = [0, 13, 6, 7]
    assert store.import_matches([copy]).beside

    async def flow():
        t = await open_table(lang)
        await t.go("/history")
        assert t.text().count(label) == 1

    run(flow())
