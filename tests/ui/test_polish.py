"""Polish of the table screens: the saved-message keeps clear of the big bottom button, and the
card-tapping view of Spot Hearts/Papayoo shows which ♥ cards are still untaken and who has the rest."""

import asyncio

import flet as ft
import pytest
from test_screens import start
from ui_harness import run, texts_of, walk

PHONE, DESKTOP = 390, 1280


async def quick_hand(t, number: int, hearts: str, queen: str) -> None:
    """One standard hand: all 13 ♥ to one player, Q♠ to another (a phone opens the entry first)."""
    if t.has(f"Enter hand {number}"):
        await t.tap(f"Enter hand {number}")
    await t.tap(f"{hearts} 13 ♥")
    await t.tap(f"{queen} took Q♠")
    await t.tap("Save hand")


def layout(t) -> list:
    """The screen's parts from top to bottom: body, (message,) bottom button strip."""
    return t.view().controls[0].content.controls  # SafeArea -> Column


@pytest.mark.parametrize("width", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_message_after_the_last_hand_has_its_own_place_above_the_rematch_button(open_table, width):
    async def flow():
        t = await open_table()
        await t.resize(width)  # what the client reports for a phone / a desktop window
        await start(t, target=20)
        await quick_hand(t, 1, "Anna", "Ben")  # 13 13 0 0
        await quick_hand(t, 2, "Anna", "Carla")  # 26 13 13 0: Dan wins
        assert "Dan wins!" in t.text() and "Hand 2 saved" in t.snack_text()
        body, message, bottom = layout(t)
        # between the totals and the button: covers neither
        assert "Hand 2 saved" in "".join(texts_of(message)) and t.has("Undo")
        assert any(c is t.find("Rematch") for c in walk(bottom))
        assert "Σ" in texts_of(body)
        await t.tap("Rematch")
        assert t.screen == "new"

    run(flow())


def test_the_message_goes_by_itself_and_undo_stays_in_the_app_bar(open_table, store, monkeypatch):
    from scorepad.ui import events

    monkeypatch.setattr(events, "MESSAGE_SECONDS", (0.05, 0.1))

    async def flow():
        t = await open_table()
        await start(t)
        await quick_hand(t, 1, "Anna", "Ben")
        assert t.snack_text() == "Hand 1 saved" and len(layout(t)) == 3
        await asyncio.sleep(0.3)
        await t.settle()
        assert t.snack_text() == "" and len(layout(t)) == 2  # gone: the scorecard has its room back
        await t.tap("Undo last hand")  # the app bar's ↶ is still there
        await t.tap("Undo last hand", kind=ft.FilledButton)
        assert store.unfinished().match.hands == ()

    run(flow())


def test_in_two_panes_the_message_sits_under_both_and_save_stays_tappable(open_table):
    async def flow():
        t = await open_table()
        await t.resize(DESKTOP)
        await start(t, target=100)
        await quick_hand(t, 1, "Anna", "Ben")
        assert t.has("Save hand") and "Hand 1 saved" in t.snack_text()
        panes, message = layout(t)
        assert any(c is t.find("Save hand") for c in walk(panes)) and "Hand 1 saved" in "".join(texts_of(message))

    run(flow())


def card_button(t, name: str):
    from ui_harness import name_of

    return next(c for c in t.all() if name_of(c) == name and isinstance(c, (ft.FilledButton, ft.OutlinedButton)))


def test_spot_hearts_card_taps_show_the_untaken_hearts_and_who_has_the_others(open_table):
    async def flow():
        t = await open_table()
        await start(t, variant="Spot Hearts")
        await t.tap("Enter hand 1")
        assert "Still untaken" not in t.text()  # only with the card taps shown
        await t.toggle("Tap the ♥ cards", True)
        assert "Still untaken: 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥" in t.text()
        await t.tap("A♥ to Anna")
        await t.tap("7♥ to Ben")
        assert "Still untaken: 2♥ 3♥ 4♥ 5♥ 6♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥" in t.text()
        assert isinstance(card_button(t, "A♥ to Anna"), ft.FilledButton)  # Anna's own card, filled
        for row_of in ("Ben", "Carla", "Dan"):  # in every other row: greyed, with Anna's initial
            assert not t.has(f"A♥ to {row_of}")
        taken = [
            c
            for c in t.all()
            if getattr(c, "content", None) is not None
            and getattr(c.content, "semantics_label", None) == "A♥: Anna has it"
        ]
        assert len(taken) == 3 and all(c.disabled for c in taken)
        assert "".join(s.text for s in taken[0].content.spans) == "A♥\nA"
        assert (
            len(
                [
                    c
                    for c in t.all()
                    if getattr(getattr(c, "content", None), "semantics_label", None) == "7♥: Ben has it"
                ]
            )
            == 3
        )
        assert not card_button(t, "2♥ to Carla").disabled  # untaken: still plain and tappable for anyone
        await t.tap("A♥ to Anna")  # taken back: untaken again, for everyone
        assert t.has("A♥ to Ben") and "Still untaken: 2♥ 3♥ 4♥ 5♥ 6♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥" in t.text()

    run(flow())


def test_when_all_but_one_player_are_tapped_the_untaken_hearts_are_said_to_be_theirs(open_table, store):
    async def flow():
        t = await open_table()
        await start(t, variant="Spot Hearts")
        await t.tap("Enter hand 1")
        await t.toggle("Tap the ♥ cards", True)
        await t.tap("A♥ to Anna")
        await t.tap("K♥ to Ben")
        await t.tap("Q♥ to Carla")
        assert "Not tapped, so Dan's: 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥" in t.text()
        for card in ("2♥", "3♥", "4♥", "5♥", "6♥", "7♥", "8♥", "9♥", "10♥", "J♥"):
            await t.tap(f"{card} to Dan")
        assert "untaken" not in t.text() and "Not tapped" not in t.text()  # every card placed: the line goes
        await t.tap("Anna took Q♠")
        await t.tap("Save hand")
        assert store.unfinished().match.hands[0].points == (14 + 25, 13, 12, 65)
        await t.tap("Edit hand 1")  # open hand 1 again: entered by its cards, it opens with them
        assert t.state.show_cards and t.has("A♥ to Anna") and "Not tapped" not in t.text()

    run(flow())


def test_papayoo_in_german_names_the_open_hearts_too(open_table):
    async def flow():
        t = await open_table("de")
        await t.type("Spieler 1", "Anna")
        await t.type("Spieler 2", "Andreas")
        await t.type("Spieler 3", "Ben")
        await t.type("Spieler 4", "Dan")
        await t.tap("Regeln ändern")
        await t.tap("Papayoo")
        await t.tap("Partie beginnen")
        await t.tap("Spiel 1 eintragen")
        await t.toggle("♥-Karten antippen", True)
        await t.tap("A♥ an Andreas")
        assert "Noch offen: 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ B♥ D♥ K♥" in t.text()
        taken = [
            c for c in t.all() if getattr(getattr(c, "content", None), "semantics_label", None) == "A♥: bei Andreas"
        ]
        assert taken and "".join(s.text for s in taken[0].content.spans) == "A♥\nAnd"  # Anna and Andreas told apart

    run(flow())


def test_every_route_finds_its_screen_and_the_menu_names_only_routes_that_exist():
    from scorepad.ui import frame, nav

    for pattern, target in nav.ROUTES:
        screen = nav.screen_of(pattern)
        assert (
            isinstance(screen, nav.Screen) and screen.view.__module__ == f"scorepad.ui.screens.{target.split(':')[0]}"
        ), pattern
        assert (
            screen.parent is None or nav.match_route(nav.fill(screen.parent, {"id": "x", "player": "x"})) is not None
        ), pattern
    patterns = {pattern for pattern, _ in nav.ROUTES}
    assert all(nav.match_route(route)[0] in patterns for route, _, _ in frame.MENU)


def test_a_phone_turned_sideways_shows_the_match_s_day_in_the_title_and_upright_leaves_it_out(open_table, store):
    from scorepad.ui.match_parts import short_date

    async def flow():
        t = await open_table()
        await t.resize(PHONE)
        await start(t)
        day = short_date(store.unfinished().created, "en")
        assert t.view().appbar.title.value == "Standard"  # upright: the app bar's buttons need the room
        await t.resize(844, 390)
        assert t.view().appbar.title.value == f"Standard · {day}"
        await t.resize(PHONE, 844)
        assert t.view().appbar.title.value == "Standard"

    run(flow())
