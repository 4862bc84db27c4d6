"""Every letter kept (issue 44): a word typed as one burst of keys (a swipe keyboard, autocorrect putting a word
in) reaches every text field whole, in order, though each key's change is handled while the next key is already
in the client's field: a redraw brought by an older change never sends the field its older value. What the app
changes itself (a recent name tapped in, the seats swapped) still shows."""

import asyncio
import time

import pytest
from test_looking_back import evening, stats_open  # noqa: F401  (a fixture, used by name)
from test_screens import FOUR, start
from ui_harness import run

from scorepad.i18n import t


async def new_match(table) -> None:
    pass  # the start screen of an empty store is the new-match form


async def rules_form_open(table) -> None:
    await table.tap(t("setup.rules_change", "en"))
    await table.type(t("setup.target", "en"), "")


async def settings_open(table) -> None:
    await table.go("/settings")
    await table.until(t("settings.rules", "en"))
    await table.type(t("setup.target", "en"), "")


async def hearts_typed(table) -> None:
    await start(table, variant="Spot Hearts")
    await table.tap("Enter hand 1")


# (what opens the field, its label, what is typed)
FIELDS = [
    (new_match, "Player 1", "Benedikt"),
    (new_match, "Player 2", "Dörte"),
    (new_match, "Player 3", "von Bülow"),
    (rules_form_open, "Play to", "150"),
    (settings_open, "Play to", "75"),
    (hearts_typed, "Anna: points of ♥", "20"),
]


@pytest.mark.parametrize("opened, label, typed", FIELDS, ids=[f"{o.__name__}-{typed}" for o, _, typed in FIELDS])
def test_a_burst_of_keys_reaches_the_field_whole_and_in_order(open_table, opened, label, typed):
    async def flow():
        table = await open_table("en")
        await opened(table)
        assert await table.type_burst(label, typed) == typed
        assert table.text_field(label).value == typed

    run(flow())


def test_a_burst_into_each_seat_makes_the_names_of_the_match(open_table):
    async def flow():
        table = await open_table("en")
        names = ("Dörte", "von Bülow", "Benedikt", "Carla")
        for seat, name in enumerate(names):
            assert await table.type_burst(f"Player {seat + 1}", name) == name
        assert table.state.players() == names

    run(flow())


def test_a_burst_into_the_new_name_of_a_player_keeps_every_letter(open_table, evening):  # noqa: F811
    async def flow():
        table = await open_table("en")
        await stats_open(table)
        await table.tap("Benni")
        assert await table.type_burst("New name", "von Bülow") == "von Bülow"
        assert table.state.new_name == "von Bülow"

    run(flow())


def test_a_recent_name_tapped_in_after_a_burst_shows_in_its_seat(open_table, store):
    async def flow():
        table = await open_table("en")
        await start(table, FOUR)
        await table.go("/new")
        assert await table.type_burst("Player 1", "Dörte") == "Dörte"
        await table.tap(t("setup.recent_add", "en", name="Anna"))  # the app fills the first empty seat
        assert [table.text_field(f"Player {s}").value for s in (1, 2)] == ["Dörte", "Anna"]
        await table.tap(t("setup.recent_add", "en", name="Ben"))
        await table.tap(t("setup.recent_remove", "en", name="Anna"))  # the app empties her seat again
        assert [table.text_field(f"Player {s}").value for s in (1, 2, 3)] == ["Dörte", "", "Ben"]

    run(flow())


def test_seats_swapped_after_bursts_show_their_names_moved(open_table):
    async def flow():
        table = await open_table("en")
        for seat, name in enumerate(("Dörte", "von Bülow")):
            assert await table.type_burst(f"Player {seat + 1}", name) == name
        await table.tap(t("setup.seating", "en"))
        await table.tap(t("setup.down", "en", name="Dörte"))  # the app moves both names
        assert [table.text_field(f"Player {s}").value for s in (1, 2)] == ["von Bülow", "Dörte"]
        assert table.state.players() == ("von Bülow", "Dörte")

    run(flow())


def test_the_share_the_app_fills_in_after_bursts_shows_in_its_field(open_table):
    async def flow():
        table = await open_table("en")
        await hearts_typed(table)
        for name, points in (("Anna", "20"), ("Ben", "30"), ("Carla", "40")):
            assert await table.type_burst(f"{name}: points of ♥", points) == points
        filled = table.state.entry.hearts[3]  # Dan's: the rest, filled in by the app
        assert filled is not None and 3 in table.state.entry.auto
        assert table.text_field("Dan: points of ♥").value == str(filled)

    run(flow())


def test_a_number_typed_as_a_burst_in_the_settings_is_saved_whole(open_table, store, monkeypatch):
    """Each key's rules are saved in a worker thread of their own: the first key's write held back (its thread
    the slower one), the last key's value is still the one kept, and the one a new match starts with."""
    asked, done, write = [], [], store.save_settings

    def first_slow(values):
        asked.append(values)
        if len(asked) == 1:
            time.sleep(0.3)
        write(values)
        done.append(values)

    async def flow():
        table = await open_table("en")
        await settings_open(table)
        monkeypatch.setattr(store, "save_settings", first_slow)
        await table.keys_under_way("Play to", "75")
        await table.until(lambda: len(done) == 2)
        assert store.settings()["rules"]["target"] == 75
        await table.go("/new")
        await table.until("to 75")

    run(flow())


@pytest.mark.parametrize("opened, shown", [("/new", "to 75"), ("/settings", "Play to")])
def test_a_screen_opened_while_a_number_typed_fast_is_still_being_saved_shows_the_last_key(
    open_table, store, monkeypatch, opened, shown
):
    """Each key's write slow (a browser's storage), a tap opens a screen while they are under way (seen in WebKit:
    'Play to 75' typed, Menu, New match: the form said 'to 7', even 'to 100'): it reads the rules the last key wrote."""
    write = store.save_settings

    def slow(values):
        time.sleep(0.2)
        write(values)

    async def flow():
        table = await open_table("en")
        await settings_open(table)
        monkeypatch.setattr(store, "save_settings", slow)
        keys = await table.keys_under_way("Play to", "75", finish=False)
        await table.go(opened)
        await table.until(shown)
        if opened == "/settings":  # the screen opened anew: its field drawn from what it read
            assert table.text_field("Play to").value == "75"
        await asyncio.gather(*keys)

    run(flow())
