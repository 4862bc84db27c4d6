"""What the screens say, read as a person reads them: one minus sign in every number, questions that say
what they will do to what, the rules page's German terms."""

import re

import pytest
from test_live_table import join, serving, shared_match  # noqa: F401 (the fixtures of a shared table)
from test_screens import hand
from ui_harness import run

from scorepad.rules import Hand, Rules
from scorepad.seating import WATCH

ASCII_MINUS = re.compile(r"(?<!\w)-\d")  # '-26', '(-3', not a date's '2026-12-01'

# the accessible names the flow taps, per language
NAMES = {
    "en": {"legend": "What the signs mean", "close": "Close", "undo": "Undo last hand", "cancel": "Cancel",
           "enter": "Enter hand 3", "hearts": "Ben 13 ♥", "queen": "Ben took Q♠", "edit": "Edit hand 2",
           "other_queen": "Dan took Q♠", "save": "Save hand", "back": "Back", "discard": "Discard changes",
           "finished": "Finished", "leaderboard": "Leaderboard", "pph": "Points per hand"},
    "de": {"legend": "Was die Zeichen bedeuten", "close": "Schließen", "undo": "Letztes Spiel zurücknehmen",
           "cancel": "Abbrechen", "enter": "Spiel 3 eintragen", "hearts": "Ben 13 ♥", "queen": "Ben hat die Pik-Dame",
           "edit": "Spiel 2 ändern", "other_queen": "Dan hat die Pik-Dame", "save": "Spiel speichern", "back": "Zurück",
           "discard": "Änderungen verwerfen", "finished": "Beendet", "leaderboard": "Rangliste", "pph": "Punkte pro Spiel"},
}


@pytest.fixture
def negative_evening(store):
    """A finished match that Dan wins on −26 (a moon with the minus choice), then a running one where Ben
    shot the moon minus: totals below zero on every screen."""
    players = ("Anna", "Ben", "Carla", "Dan")
    done = store.create(players, Rules(target=50))
    for played in (Hand((0, 0, 0, 26), moon="minus"), Hand((13, 13, 0, 0)), Hand((13, 13, 0, 0)),
                   Hand((13, 0, 13, 0)), Hand((12, 1, 13, 0))):
        done = store.add_hand(done.id, played)
    assert done.card.outcome.finished and done.card.totals[3] == -26
    running = store.create(players)
    for played in (Hand((0, 26, 0, 0), moon="minus"), Hand((1, 12, 13, 0))):
        running = store.add_hand(running.id, played)
    assert running.card.totals == (1, -14, 13, 0)
    return done, running


async def everything_shown(t, names: dict, done, running) -> list[str]:
    """The text of every screen and question of the evening: the match, its legend, the take-back question,
    the entry and its moon question, an edit with its question and the one on leaving it, the history, a
    finished match, its chart and summary, the statistics and a player's figures."""
    seen = [t.text()]

    async def asked(name: str, answer: str):
        await t.tap(name)
        assert t.dialog() is not None, f"{name!r} asked nothing"
        seen.append(t.text())
        await t.tap(answer)

    await asked(names["legend"], names["close"])
    await asked(names["undo"], names["cancel"])
    await t.tap(names["enter"])
    seen.append(t.text())
    await t.tap(names["hearts"])
    await t.tap(names["queen"])
    await asked(names["save"], names["cancel"])  # all 26 to Ben: the moon question
    await t.go(f"/match/{running.id}/hand/2")
    seen.append(t.text())
    for tap in ("Anna 1 ♥", "Ben 12 ♥", names["other_queen"]):  # hand 2 anew, Q♠ to Dan instead of Carla
        await t.tap(tap)
    await asked(names["save"], names["cancel"])  # change hand 2? with the totals it leads to
    await asked(names["back"], names["discard"])  # leaving the changed hand asks first
    for route, ready in (("/history", names["finished"]), (f"/history/{done.id}", "Dan"), (f"/match/{done.id}/chart", "Dan"),
                         ("/stats", names["leaderboard"]), ("/stats/dan", names["pph"])):
        await t.go(route)
        await t.until(ready)
        seen.append(t.text())
    return seen


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_number_shown_in_an_evening_below_zero_has_the_one_minus_sign(open_table, negative_evening, lang):
    done, running = negative_evening

    async def flow():
        t = await open_table(lang)
        shown = await everything_shown(t, NAMES[lang], done, running)
        ascii = sorted({line for text in shown for line in text.splitlines() if ASCII_MINUS.search(line)})
        assert not ascii, f"numbers with '-' instead of '−': {ascii}"
        everything = "\n".join(shown)
        for expected in ("−26", "−14"):  # the scan saw the negative totals (it is not looking at nothing)
            assert expected in everything

    run(flow())


def test_a_watchers_phone_shows_a_total_below_zero_with_the_one_minus_sign(join):  # noqa: F811 (the fixture)
    async def flow():
        host = await shared_match(join)
        ben = await join(WATCH)
        await ben.tap("Ben")
        await hand(host, {"Ben": 13}, "Ben", save=False)
        await host.tap("Save hand")
        await host.tap(next(c for c in host.choices() if c.startswith("Ben −26")))
        await ben.until(lambda: "−26" in ben.text())
        assert not [line for line in ben.text().splitlines() if ASCII_MINUS.search(line)], ben.text()
        assert "−26 points · place 1 of 4" in ben.text()  # read out as shown

    run(flow())


def body_of(dialog) -> str:
    from ui_harness import texts_of

    return "\n".join(texts_of(dialog.content)) if dialog.content is not None else ""


@pytest.mark.parametrize("lang, title, take_back", [
    ("en", "Take back hand 4 (Anna 0, Ben 13, Carla 13, Dan 0)?", "Undo last hand"),
    ("de", "Spiel 4 (Anna 0, Ben 13, Carla 13, Dan 0) zurücknehmen?", "Letztes Spiel zurücknehmen"),
])
def test_taking_back_a_hand_asks_with_what_that_hand_scored(open_table, store, lang, title, take_back):
    match = store.create(("Anna", "Ben", "Carla", "Dan"))
    for points in ((1, 13, 8, 4), (26, 0, 0, 0), (0, 13, 0, 13), (0, 13, 13, 0)):
        match = store.add_hand(match.id, Hand(points, moon="minus" if points[0] == 26 else None))

    async def flow():
        t = await open_table(lang)
        await t.tap(take_back)
        assert t.dialog().title.value == title
        await t.tap(take_back, kind=__import__("flet").FilledButton)
        assert len(store.get(match.id).match.hands) == 3

    run(flow())


@pytest.mark.parametrize("lang, title, body, discard", [
    ("en", "Discard your changes to hand 2?", "Hand 2 stays as it was saved: Anna 1, Ben 12, Carla 13, Dan 0.", "Discard changes"),
    ("de", "Änderungen an Spiel 2 verwerfen?", "Spiel 2 bleibt, wie es gespeichert ist: Anna 1, Ben 12, Carla 13, Dan 0.",
     "Änderungen verwerfen"),
])
def test_leaving_an_edit_says_the_changes_go_and_the_saved_hand_stays(open_table, store, lang, title, body, discard):
    match = store.create(("Anna", "Ben", "Carla", "Dan"))
    for points in ((0, 26, 0, 0), (1, 12, 13, 0)):
        match = store.add_hand(match.id, Hand(points, moon="minus" if points[1] == 26 else None))

    async def flow():
        t = await open_table(lang)
        await t.go(f"/match/{match.id}/hand/2")
        await t.tap("Anna 1 ♥")
        await t.tap(NAMES[lang]["back"])
        assert (t.dialog().title.value, body_of(t.dialog())) == (title, body)
        await t.tap(discard)
        assert t.screen == "match" and store.get(match.id).match.hands[1].points == (1, 12, 13, 0)

    run(flow())


def test_the_charts_axis_writes_figures_below_zero_with_the_minus_sign(negative_evening):
    import flet_charts as fch

    from scorepad.stats import running_totals
    from scorepad.ui import totals_chart

    done, _ = negative_evening
    drawn = totals_chart.line_chart(running_totals(done.match), "en").content.content
    assert isinstance(drawn, fch.LineChart)
    labels = [label.label.value for label in drawn.left_axis.labels]
    assert labels[0] == "\u221240" and "0" in labels and not any(ASCII_MINUS.search(text) for text in labels)


@pytest.mark.parametrize("lang, said", [("en", "Hand 4: no passing"), ("de", "Spiel 4: kein Tausch")])
def test_a_keep_hand_on_the_scorecard_says_no_passing_in_words_not_only_by_its_dot(open_table, negative_evening, lang, said):
    import flet as ft

    done, _ = negative_evening

    async def flow():
        t = await open_table(lang)
        await t.go(f"/history/{done.id}")
        row = [c for c in t.all() if isinstance(c, ft.Text) and c.semantics_label == said]
        assert row and row[0].value.startswith("4 ")

    run(flow())


@pytest.mark.parametrize("lang, route, title", [("en", "/history/{id}", "{day}"), ("de", "/history/{id}", "{day}"),
                                                ("en", "/match/{id}/chart", "Chart and export"), ("de", "/match/{id}/chart", "Diagramm und Export")])
def test_a_finished_matchs_titles_are_short_and_the_variant_and_date_stand_below(open_table, negative_evening, lang, route, title):
    from scorepad.ui.match_parts import short_date
    from scorepad.ui.screens.history import local_date, local_time

    done, _ = negative_evening

    async def flow():
        t = await open_table(lang)
        await t.go(route.format(id=done.id))
        shown = t.view().appbar.title.value
        assert shown == title.format(day=short_date(done.created, lang)) and len(shown) <= 20  # beside four icons on 390 px
        assert f"Standard · {local_date(done.created, lang)} · {local_time(done.created)}" in t.text()

    run(flow())
