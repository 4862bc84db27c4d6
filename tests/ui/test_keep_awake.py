"""Keeping the screen awake: on by default while a match is open (a new data folder), off for whoever turns
it off in the settings, and off stays off."""

import flet as ft
import pytest
from test_screens import start
from ui_harness import control_id, run

from scorepad.rules import Rules
from scorepad.ui.chrome import Chrome

SWITCH = "Keep the screen awake during a match"


@pytest.mark.parametrize("settings, awake", [({}, True), ({"wakelock": True}, True), ({"wakelock": False}, False),
                                              ({"theme": "dark"}, True)])
def test_the_screen_stays_awake_unless_someone_turned_it_off(settings, awake):
    assert Chrome(settings=settings).keep_awake is awake


def switch(t) -> ft.Switch:
    return next(c for c in t.all() if isinstance(c, ft.Switch) and c.label == SWITCH)


def test_in_a_new_data_folder_a_match_keeps_the_screen_awake_and_the_settings_say_so(open_table, store):
    async def flow():
        t = await open_table()
        assert "wakelock" not in store.settings()
        await start(t)
        assert isinstance(t.app.device.wakelock, ft.Wakelock)
        assert ("enable", control_id(t.app.device.wakelock)) in t.conn.invoked
        await t.go("/settings")
        assert t.app.device.wakelock is None and switch(t).value is True  # off the match: the screen may sleep

    run(flow())


def test_turned_off_in_the_settings_the_screen_may_sleep_during_a_match_and_stays_so(open_table, store):
    async def flow():
        t = await open_table()
        await t.go("/settings")
        await t.toggle(SWITCH, False)
        assert store.settings()["wakelock"] is False
        await t.go("/new")
        await start(t)
        assert t.app.device.wakelock is None

    run(flow())
    later = open_table()  # another tab, another day: still off

    async def again():
        t = await later
        await t.go("/settings")
        assert switch(t).value is False

    run(again())


def test_the_first_screen_goes_to_the_device_before_the_wakelock_is_asked_for(open_table, store):
    """The wakelock's answer is a round trip to a client still busy with its first frame: the screen is not held back for it."""
    from flet.messaging.protocol import MessageAction

    store.create(("Anna", "Ben", "Carla", "Dan"), Rules())  # the start shows the running match

    async def flow():
        t = await open_table()
        sent = t.conn.sent
        screen = next(i for i, m in enumerate(sent) if m.action == MessageAction.PATCH_CONTROL
                      and any(len(op) > 2 and op[2] == "views" for op in m.body.patch[1:]))
        asked = next(i for i, m in enumerate(sent) if m.action == MessageAction.INVOKE_METHOD and m.body.name == "enable")
        assert screen < asked
        assert isinstance(t.app.device.wakelock, ft.Wakelock)  # asked all the same: a new data folder keeps it on

    run(flow())


def test_a_new_matchs_setup_at_the_start_leaves_the_screen_as_it_is_until_the_match_begins(open_table):
    """Not yet a match; and the wakelock's start in the browser would hold back the setup's first tap."""
    async def flow():
        t = await open_table()
        assert t.find("Add player") is not None
        assert t.app.device.wakelock is None and not any(name == "enable" for name, _ in t.conn.invoked)
        await start(t)
        assert isinstance(t.app.device.wakelock, ft.Wakelock)

    run(flow())
