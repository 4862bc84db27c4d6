"""Nothing typed at the start is lost to a redraw (issue 29): letters the client has shown in a name field,
whose change the app has not yet handled, stay when the screen is drawn again in the device's language; a
change the app makes itself (a recent name tapped in) still shows."""

import flet as ft
from ui_harness import run

from scorepad.i18n import t


def field(table, label: str) -> ft.TextField:
    return next(c for c in table.all() if isinstance(c, ft.TextField) and c.label == label)


def test_a_name_typed_before_the_screen_is_drawn_in_german_stays_in_its_field(open_table):
    async def flow():
        table = await open_table("en")
        table.letters_arrive(t("setup.player", "en", seat=1), "Ann")  # their change event is not handled yet
        table.app.chrome.heard_language("de")  # the device's language: the first screen is drawn again
        await table.settle()
        assert field(table, t("setup.player", "de", seat=1)).value == "Ann"
        await table.type(t("setup.player", "de", seat=1), "Anna")  # the next letter, with its change
        assert table.state.names[0] == "Anna" and field(table, t("setup.player", "de", seat=1)).value == "Anna"

    run(flow())


def test_a_change_the_app_makes_to_a_seat_shows_though_the_field_held_other_letters(open_table):
    async def flow():
        table = await open_table("en")
        await table.type(t("setup.player", "en", seat=2), "Ben")
        table.state.move(0, 1)  # the seats swapped (their buttons): the app's own change
        await table.settle()
        assert [field(table, t("setup.player", "en", seat=s)).value for s in (1, 2)] == ["Ben", ""]

    run(flow())
