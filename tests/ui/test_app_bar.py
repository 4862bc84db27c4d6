"""The app bar on a phone: the title keeps the room it needs, the tuckable buttons (what the signs mean, the
chart) give way into the menu in their order, as an overflow menu does; nothing is tucked where there is room."""

from types import SimpleNamespace

import flet as ft
import pytest
from test_live_table import join, serving  # noqa: F401 (fixtures)
from test_screens import hand, start
from ui_harness import run

from scorepad.seating import HOST
from scorepad.ui.frame import Tucked, bar

LEGEND, CHART = Tucked(ft.Icons.INFO_OUTLINE, "legend"), Tucked(ft.Icons.SHOW_CHART, "chart")
SHARE, UNDO = ft.IconButton(tooltip="share"), ft.IconButton(tooltip="undo")


def phone(width: float, host: bool = True, sideways: bool = False, wide: bool = False):
    """What bar() reads of a session: its window, as chrome.py tells it apart, and whether it has the menu."""
    return SimpleNamespace(
        chrome=SimpleNamespace(width=width, narrow=width < 600, sideways=sideways, wide=wide), is_host=host
    )


@pytest.mark.parametrize(
    ("width", "title", "actions", "host", "tucked"),
    [
        (390, "Standard", [LEGEND, SHARE, UNDO, CHART], True, []),  # 113 px for 'Standard': it fits
        (360, "Standard", [LEGEND, SHARE, UNDO, CHART], True, ["legend"]),
        (360, "Black Maria", [LEGEND, SHARE, UNDO, CHART], True, ["legend", "chart"]),
        (390, "Black Maria", [LEGEND, SHARE, UNDO, CHART], True, ["legend"]),
        (320, "Black Maria", [LEGEND, SHARE, UNDO, CHART], True, ["legend", "chart"]),  # no more to tuck: the rest stay
        (360, "Standard", [LEGEND, UNDO, CHART], True, []),  # not shared: one button fewer
        (250, "Watching", [LEGEND, SHARE], False, ["legend"]),  # no menu of screens: the tucked one makes one
        (360, "Watching", [LEGEND, SHARE], False, []),
        (0, "Standard", [LEGEND, SHARE, UNDO, CHART], True, []),  # the window's size not told yet
    ],
    ids=lambda v: str(v) if isinstance(v, (int, str)) else None,
)
def test_on_a_narrow_phone_the_tuckable_buttons_give_way_in_order_until_the_title_has_its_room(
    width, title, actions, host, tucked
):
    shown, away = bar(phone(width, host), title, actions, back=True)
    assert [a.label for a in away] == tucked
    assert len(shown) + len(away) == len(actions)
    assert all(isinstance(c, ft.IconButton) for c in shown)  # a tuckable one left in the bar is drawn as a button


@pytest.mark.parametrize("window", [phone(844, sideways=True), phone(1280, wide=True)], ids=["sideways", "desktop"])
def test_held_sideways_or_on_a_desktop_nothing_is_tucked(window):
    shown, away = bar(window, "Black Maria", [LEGEND, SHARE, UNDO, CHART], back=True)
    assert away == [] and len(shown) == 4


def test_without_a_back_arrow_the_title_has_more_room():
    assert bar(phone(360), "Standard", [LEGEND, SHARE, UNDO, CHART], back=False)[1] == []


@pytest.mark.parametrize(("width", "in_the_menu"), [(390, []), (360, ["What the signs mean"])])
def test_a_shared_match_opened_from_the_history_on_a_360_px_phone_has_what_the_signs_mean_in_the_menu(
    join,  # noqa: F811 (the fixture imported above)
    width,
    in_the_menu,
):
    async def flow():
        host = await join(HOST)
        await host.resize(width, 780)
        await start(host)
        await hand(host, {"Anna": 13}, "Ben")
        await host.go(f"/match/{host.state.id}")  # as from the history: with the back arrow
        assert host.has("Back")
        items = [c.content for c in host.all() if isinstance(c, ft.PopupMenuItem)]
        buttons = [c.tooltip for c in host.all() if isinstance(c, ft.IconButton)]
        assert [item for item in items if item in ("What the signs mean", "Chart and export")] == in_the_menu
        assert {"Share the table", "Undo last hand", "Chart and export"} <= set(buttons)
        assert ("What the signs mean" in buttons) == (not in_the_menu)
        await host.tap("What the signs mean")  # from the menu too: the same answer
        assert host.dialog() is not None

    run(flow())
