"""Every way a phone is held, running totals like paper, and five or six players told apart (issue 20): what
the screens put where and say, in-process. Where it is drawn on a real screen: tests/e2e/test_layout_in_browser.py."""

import flet as ft
import pytest
from ui_harness import name_of, run, texts_of, walk

from scorepad.rules import Hand, Rules
from scorepad.ui.chrome import Chrome
from scorepad.ui.scorecard import RUNNING_KEY

FOUR = ("Anna", "Ben", "Carla", "Dan")
FIVE = ("Sophie", "Sophia", "Jonas", "Jonathan", "Ben")
KNOWN = (Hand((3, 14, 5, 4)), Hand((1, 2, 20, 3)), Hand((5, 0, 8, 13)))  # totals after them: 9 16 33 20


@pytest.mark.parametrize(
    "width, height, sideways",
    [
        (390, 844, False),
        (844, 390, True),
        (640, 360, True),
        (740, 360, True),
        (360, 640, False),
        (1280, 800, False),
        (1280, 500, False),  # wide: the entry stands beside the scorecard anyway
        (900, 600, False),
        (0, 0, False),
    ],
)
def test_a_window_wider_than_high_and_low_is_a_phone_held_sideways(width, height, sideways):
    chrome = Chrome()
    chrome.resized(width, height)
    assert chrome.sideways is sideways


def test_the_rows_choice_is_the_chromes_and_says_what_it_shows():
    chrome = Chrome()
    assert chrome.running is False
    chrome.show_running(True)
    assert chrome.running is True
    chrome.show_running(False)
    assert chrome.running is False


def holding(t, *names):
    """The innermost Row that holds a control named (or showing) each of `names`."""
    rows = [c for c in t.all() if isinstance(c, ft.Row) and all(has(c, name) for name in names)]
    assert rows, f"no row holds all of {names}"
    return min(rows, key=lambda r: len(list(walk(r))))


def has(control, name) -> bool:
    return any(name_of(c) == name or name in texts_of(c) for c in walk(control))


def test_a_phone_held_sideways_puts_the_deal_and_the_button_beside_the_scorecard(open_table, store):
    match = store.create(FOUR, Rules())
    for played in KNOWN:
        store.add_hand(match.id, played)

    async def flow():
        t = await open_table()
        await t.resize(844, 390)
        await t.go(f"/match/{match.id}")
        panes = holding(t, "Enter hand 4", "Carla: 33 in total")
        left, right = panes.controls
        assert has(left, "Hand 4 · Dan deals") and has(left, "Enter hand 4") and not has(left, "Carla: 33 in total")
        assert has(right, "Edit hand 3") and has(right, "Carla: 33 in total")
        await t.resize(390, 844)  # turned upright again: the deal on top, the button at the bottom
        with pytest.raises(AssertionError):
            holding(t, "Enter hand 4", "Carla: 33 in total")

    run(flow())


def test_sideways_the_entry_puts_one_player_a_line_and_the_queens_row_and_save_beside_them(open_table, store):
    match = store.create(FIVE, Rules())

    async def flow():
        t = await open_table()
        await t.resize(844, 390)
        await t.go(f"/match/{match.id}/hand")
        for name in FIVE:  # one line: the name, then 0–13 in one row of fourteen
            line = holding(t, f"{name} 0 ♥", f"{name} 13 ♥")
            assert not line.wrap and len(line.controls) == 14
        panes = holding(t, "Sophie 0 ♥", "Save hand")
        assert has(panes.controls[0], "Ben 13 ♥") and not has(panes.controls[0], "Ben took Q♠")
        assert has(panes.controls[1], "Ben took Q♠") and has(panes.controls[1], "Save hand")
        await t.resize(390, 844)
        with pytest.raises(AssertionError):
            holding(t, "Save hand", "Ben took Q♠")

    run(flow())


def test_the_corner_switches_the_rows_to_running_totals_and_back_and_the_device_keeps_it(open_table, store):
    match = store.create(FOUR, Rules())
    for played in KNOWN:
        store.add_hand(match.id, played)

    async def flow():
        t = await open_table()
        await t.go(f"/match/{match.id}")
        assert "Carla, hand 3: 8" in t.text() and "so far" not in t.text()
        await t.tap("Show running totals")
        for line in (
            "Anna, hand 1: 3, 3 so far",
            "Carla, hand 2: 20, 25 so far",
            "Carla, hand 3: 8, 33 so far",
            "Dan, hand 3: 13, 20 so far",
        ):
            assert line in t.text(), line
        assert "33\u20098" in t.text()  # drawn: the running total, the hand's points small beside it (a thin space)
        assert await t.app.device.recall(RUNNING_KEY) == "1"  # kept on the device (its SharedPreferences)
        await t.go("/history")
        await t.go(f"/match/{match.id}")
        assert "Carla, hand 3: 8, 33 so far" in t.text()  # the choice stays, screen after screen
        await t.tap("Show points per hand")
        assert "so far" not in t.text() and await t.app.device.recall(RUNNING_KEY) is None

    run(flow())


def test_the_moon_and_the_dealer_stay_marked_in_running_totals(open_table, store):
    match = store.create(FOUR, Rules())
    store.add_hand(match.id, Hand((3, 14, 5, 4)))
    store.add_hand(match.id, Hand((0, 26, 0, 0), "minus"))

    async def flow():
        t = await open_table()
        await t.go(f"/match/{match.id}")
        await t.tap("Show running totals")
        assert "Ben, hand 2: −26, −12 so far (shot the moon) (deals)" in t.text()  # Ben dealt hand 2
        assert "Anna, hand 1: 3, 3 so far (deals)" in t.text()
        # drawn: the total, then the moon small beside (the total says which way; "−12 −26☾−" wrapped in six columns)
        assert "−12\u2009☾" in t.text() and "−26☾−" not in t.text()

    run(flow())


def test_five_players_similar_names_are_told_apart_by_short_forms_and_read_out_in_full(open_table, store):
    match = store.create(FIVE, Rules())
    store.add_hand(match.id, Hand((3, 14, 1, 4, 4)))

    async def flow():
        t = await open_table()
        await t.go(f"/match/{match.id}")
        heads = [c for c in t.all() if isinstance(c, ft.Text) and c.semantics_label in FIVE]
        assert [(c.value, c.semantics_label) for c in heads] == [
            ("Sophie", "Sophie"),
            ("Sophia", "Sophia"),
            ("Jonas", "Jonas"),
            ("Jonat…", "Jonathan"),
            ("Ben", "Ben"),
        ]
        tappable = [
            c
            for c in t.all()
            if isinstance(c, ft.Container) and c.on_click and getattr(c.content, "semantics_label", None) in FIVE
        ]
        assert [c.content.value for c in tappable] == ["Jonat…"]  # only the shortened head, marked as such
        await t.fire(tappable[0], "click")
        assert t.snack_text() == "Jonat… is Jonathan"  # the full name, a tap away
        await t.tap("Enter hand 2")
        queen = t.find("Jonathan took Q♠")
        assert queen.content.value == "Jonat…" and queen.tooltip.message == "Jonathan"
        assert t.find("Sophia took Q♠").content.value == "Sophia" and t.find("Sophie took Q♠").content.value == "Sophie"
        await t.tap("Jonathan took Q♠")
        assert t.state.entry.takers[0][1] == 3

    run(flow())


def test_a_match_opens_with_the_rows_the_device_kept(open_table, store):
    match = store.create(FOUR, Rules())
    store.add_hand(match.id, KNOWN[0])

    async def flow():
        t = await open_table()
        await t.app.device.keep(RUNNING_KEY, "1")  # what this phone kept from an earlier evening
        await t.go(f"/match/{match.id}")
        await t.until("Ben, hand 1: 14, 14 so far")
        assert t.has("Show points per hand")

    run(flow())


def test_six_heads_are_whole_names_or_cut_with_an_ellipsis_never_another_name(open_table, store):
    players = ("Anna", "Benedikt", "Elisabeth", "Alexander", "Alexandra", "Friedrich")
    match = store.create(players, Rules())
    store.add_hand(match.id, Hand((3, 14, 1, 4, 2, 2)))

    async def flow():
        t = await open_table()
        await t.go(f"/match/{match.id}")
        heads = [c.value for c in t.all() if isinstance(c, ft.Text) and c.semantics_label in players and c.size]
        assert heads == ["Anna", "Bene…", "Elis…", "Ale…r", "Ale…a", "Frie…"]  # not "Elisa", a name of its own

    run(flow())


def test_seven_heads_are_cut_by_scorepad_so_a_tap_on_a_cut_one_says_the_full_name(open_table, store):
    players = ("Anna", "Benedikt", "Carla", "Dominik", "Elisabeth", "Friedrich", "Gabi")
    match = store.create(players, Rules())
    store.add_hand(match.id, Hand((3, 14, 1, 4, 2, 1, 1)))

    async def flow():
        t = await open_table()
        await t.go(f"/match/{match.id}")
        heads = [c.value for c in t.all() if isinstance(c, ft.Text) and c.semantics_label in players and c.size]
        assert heads == ["Anna", "Ben…", "Car…", "Dom…", "Eli…", "Fri…", "Gabi"]  # not Flutter's own "…", untappable
        ben = next(c for c in t.all() if isinstance(c, ft.Container) and c.on_click and c.content.value == "Ben…")
        await t.fire(ben, "click")
        assert t.snack_text() == "Ben… is Benedikt"

    run(flow())


def test_every_score_cell_stays_one_line_and_a_moons_marks_are_drawn_smaller_in_both_row_modes(open_table, store):
    players = ("Anna", "Benedikt", "Carla", "Dominik", "Elisabeth", "Friedrich")
    match = store.create(players, Rules())
    store.add_hand(match.id, Hand((0, 26, 0, 0, 0, 0), "minus"))  # Benedikt's "−26☾−": once two lines at 360 px
    store.add_hand(match.id, Hand((3, 14, 1, 4, 2, 2)))

    def cells(t):
        return [c for c in t.all() if isinstance(c, ft.Text) and ", hand " in (c.semantics_label or "")]

    async def flow():
        t = await open_table()
        await t.go(f"/match/{match.id}")
        for mode in ("points", "running"):
            shown = cells(t)
            assert len(shown) == 12 and all(c.no_wrap for c in shown), mode  # a wrapped cell would stretch its row
            moon = next(c for c in shown if c.semantics_label.startswith("Benedikt, hand 1"))
            _, small = moon.spans
            assert small.style.size <= moon.size - 5 and "☾" in small.text, mode
            if mode == "points":
                await t.tap("Show running totals")

    run(flow())
