"""Each hand's story on screen (in-process): who the app says entered and changed a hand, the scorecard's mark
and its legend, the story on a tap, the hands taken back, and the watchers' line on the live table."""

import flet as ft
import pytest
from test_live_table import serving, shared_match  # noqa: F401 (the live table's fixture)
from test_screens import hand, start
from ui_harness import Table, run

from scorepad.seating import HOST, SCORE, WATCH, Seat
from scorepad.server.roles import store_for
from scorepad.ui.app import make_main


@pytest.fixture
def join(serving, store, open_table):  # noqa: F811
    """join(role, lang) -> a session that came in with that role's link."""

    def joiner(role, lang="en"):
        seat = Seat(role, store_for(role, serving.table, store, who=role), serving.table, role, lang,
                    serving if role == HOST else None)
        return Table(make_main(seat.store, lang), seat).open()

    return joiner


async def edit_first_hand(t, queen: str):
    await t.tap(next(n for n in ("Edit hand 1", "Edit hand 1 (changed)") if t.has(n)))
    await t.tap(f"{queen} took Q♠")
    await t.tap("Save hand")
    await t.tap("Change")


def test_a_hand_entered_and_changed_on_this_computer_says_so_and_is_marked(open_table, store):
    async def flow():
        t = await open_table()
        await start(t)
        await hand(t, {"Anna": 5, "Ben": 8}, "Carla")
        assert t.has("Edit hand 1") and "1✎" not in t.text()
        await edit_first_hand(t, "Dan")
        log = store.unfinished().match.hands[0].story
        assert log.entered.by == "this computer" and [c.by for c in log.changes] == ["this computer"]
        assert t.has("Edit hand 1 (changed)") and any(line.startswith("1✎") for line in t.text().splitlines())
        await t.fire(t.find("Edit hand 1 (changed)"), "long_press")
        assert t.dialog() is not None and "Story of hand 1" in t.text()
        assert "by this computer: Carla 13 → 0, Dan 0 → 13" in t.text() and "entered " in t.text()

    run(flow())


def test_the_legend_explains_the_mark_of_a_changed_hand(open_table):
    async def flow():
        t = await open_table()
        await start(t)
        await t.tap("What the signs mean")
        assert "✎ after the hand number: changed after it was entered" in t.text()

    run(flow())


def test_a_hand_taken_back_is_listed_at_the_end_of_the_scorecard(open_table, store):
    async def flow():
        t = await open_table()
        await start(t)
        await hand(t, {"Anna": 5, "Ben": 8}, "Carla")
        await hand(t, {"Anna": 1, "Ben": 12}, "Dan")
        await t.snack_undo()
        assert len(store.unfinished().match.hands) == 1
        text = t.text()
        assert "Taken back" in text and "Hand 2 (taken back: Anna 1, Ben 12, Carla 0, Dan 13): entered " in text
        assert "taken back " in text.split("Hand 2 (taken back")[1] and "by this computer" in text

    run(flow())


def test_on_the_live_table_a_scorers_change_is_marked_for_the_host_and_told_to_the_watchers(join, store):
    async def flow():
        host = await shared_match(join)
        scorer, watcher = await join(SCORE), await join(WATCH)
        await watcher.tap("Just watching")
        await hand(scorer, {"Anna": 5, "Ben": 8}, "Carla")
        await host.until(lambda: host.has("Edit hand 1"))
        await edit_first_hand(scorer, "Dan")
        await host.until(lambda: host.has("Edit hand 1 (changed)"))
        await host.fire(host.find("Edit hand 1 (changed)"), "long_press")
        assert "entered " in host.text() and "by score link: Carla 13 → 0, Dan 0 → 13" in host.text()
        await watcher.until(lambda: "Hand 1 changed by score link: Carla 13 → 0, Dan 0 → 13" in watcher.text())
        await edit_first_hand(host, "Ben")
        await watcher.until(lambda: "Hand 1 changed by the host: Ben 8 → 21, Dan 13 → 0" in watcher.text())
        log = store.get(host.state.id).match.hands[0].story
        assert log.entered.by == "score link" and [c.by for c in log.changes] == ["score link", "host"]
        await watcher.tap("Hand 1: its story")
        assert "changed " in watcher.text() and "by host: Ben 8 → 21, Dan 13 → 0" in watcher.text()

    run(flow())


def test_a_scorer_whose_phone_chose_a_name_is_named_in_the_story_in_german(join, store):
    async def flow():
        host = await shared_match(join)
        scorer = await join(SCORE, "de")
        await scorer.app.device.keep("scorepad.viewer", "Carla")
        await scorer.tap(next(n for n in scorer_names(scorer) if n.startswith("Spiel 1 eintragen")))
        await scorer.tap("Anna 13 ♥")
        await scorer.tap("Ben hat die Pik-Dame")
        await scorer.tap("Spiel speichern")
        await host.until(lambda: len(store.get(host.state.id).match.hands) == 1)
        assert store.get(host.state.id).match.hands[0].story.entered.by == "Carla (score link)"
        watcher = await join(WATCH, "de")
        await watcher.tap("Nur zuschauen")
        await scorer.until(lambda: scorer.has("Spiel 1 ändern"))
        await scorer.tap("Spiel 1 ändern")
        await scorer.tap("Dan hat die Pik-Dame")
        await scorer.tap("Spiel speichern")
        await scorer.tap("Ändern")
        await watcher.until(lambda: "Spiel 1 geändert von Carla (Mitschreib-Link): Ben 13 → 0, Dan 0 → 13" in watcher.text())
        await watcher.tap("Spiel 1: sein Verlauf")
        assert "Verlauf von Spiel 1" in watcher.text() and "eingetragen " in watcher.text()

    run(flow())


def scorer_names(t):
    from ui_harness import name_of

    return [n for c in t.all() if (n := name_of(c))]


def test_a_scorer_says_by_the_badge_who_scores_on_the_phone_and_each_hand_it_saves_names_them(join, store):
    async def flow():
        await shared_match(join)
        scorer = await join(SCORE)
        await scorer.tap("Who is scoring on this phone?")
        assert scorer.dialog() is not None and "Each hand this phone enters or changes then says so" in scorer.text()
        await scorer.tap("Carla", ft.TextButton)  # the dialog's, not the scorecard's head
        assert scorer.dialog() is None and "This phone scores as Carla" in scorer.text()
        await hand(scorer, {"Anna": 5, "Ben": 8}, "Carla")
        assert store.unfinished().match.hands[0].story.entered.by == "Carla (score link)"
        await scorer.tap("Who is scoring on this phone?")
        await scorer.tap("None of them")
        assert "This phone scores without a name" in scorer.text()
        await edit_first_hand(scorer, "Dan")
        assert [c.by for c in store.unfinished().match.hands[0].story.changes] == ["score link"]

    run(flow())


def test_only_a_scorers_phone_has_the_badge(join):
    async def flow():
        host = await shared_match(join)
        watcher = await join(WATCH)
        await watcher.tap("Just watching")
        assert not host.has("Who is scoring on this phone?") and not watcher.has("Who is scoring on this phone?")
        assert (await join(SCORE)).has("Who is scoring on this phone?")

    run(flow())
