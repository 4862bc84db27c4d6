"""Polish of the table screens: the saved-message keeps clear of the big bottom button, and the
card-tapping view of Spot Hearts/Papayoo shows which ♥ cards are still untaken and who has the rest."""

import flet as ft
import pytest
from test_screens import start
from ui_harness import run, walk

PHONE, DESKTOP = 390, 1280


async def quick_hand(t, number: int, hearts: str, queen: str) -> None:
    """One standard hand: all 13 ♥ to one player, Q♠ to another (a phone opens the entry first)."""
    if t.has(f"Enter hand {number}"):
        await t.tap(f"Enter hand {number}")
    await t.tap(f"{hearts} 13 ♥")
    await t.tap(f"{queen} took Q♠")
    await t.tap("Save hand")


def bottom_strip_height(t) -> float:
    """Height of the strip at the bottom of the screen that holds the Rematch button, from the controls shown."""
    strip = t.page.controls[0].content.controls[-1]  # SafeArea -> Column [body, bottom]
    button = t.find("Rematch")
    assert any(c is button for c in walk(strip)), "the Rematch button is not in the bottom strip"
    return strip.padding.top + button.height + strip.padding.bottom


def last_snack(t) -> ft.SnackBar:
    return [d for d in t.page._dialogs.controls if isinstance(d, ft.SnackBar)][-1]


@pytest.mark.parametrize("width", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_message_after_the_last_hand_floats_above_the_rematch_button(open_table, width):
    async def flow():
        t = await open_table()
        t.page.width = width  # what the client reports for a phone / a desktop window
        await start(t, target=20)
        await quick_hand(t, 1, "Anna", "Ben")  # 13 13 0 0
        await quick_hand(t, 2, "Anna", "Carla")  # 26 13 13 0: Dan wins
        assert "Dan wins!" in t.text() and "Hand 2 saved" in t.snack_text()
        bar = last_snack(t)
        assert bar.open and bar.action is not None  # Undo is offered
        assert bar.behavior == ft.SnackBarBehavior.FLOATING
        assert bar.margin.bottom > bottom_strip_height(t)  # floats above the button, which stays tappable
        assert bar.margin.left < width / 10 and bar.margin.right < width / 10  # one full-width strip, not squeezed
        await t.tap("Rematch")
        assert t.app.route == "/new"

    run(flow())


def test_in_two_panes_the_message_sits_under_the_scorecard_clear_of_save(open_table):
    async def flow():
        t = await open_table()
        t.page.width = DESKTOP
        await start(t, target=100)
        await quick_hand(t, 1, "Anna", "Ben")
        assert t.has("Save hand") and "Hand 1 saved" in t.snack_text()
        bar = last_snack(t)
        assert bar.margin.right >= DESKTOP * 0.44  # the right pane (4 of 9 parts) holds Save
        assert bar.margin.bottom < 20

    run(flow())
