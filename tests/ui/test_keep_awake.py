"""Keeping the screen awake: on by default while a match is open (a new data folder), off for whoever turns
it off in the settings, and off stays off. On plain http, where only an audible clip keeps the screen on (a
WebKit browser: every iPhone's), the settings say that music from another app may pause."""

import flet as ft
import pytest
from test_screens import start
from ui_harness import control_id, run

from scorepad.rules import Rules
from scorepad.ui.chrome import Chrome
from scorepad.ui.device import engine_of
from user_agents import ENGINES, IPHONE

SWITCH = "Keep the screen awake during a match"


@pytest.mark.parametrize(
    "settings, awake", [({}, True), ({"wakelock": True}, True), ({"wakelock": False}, False), ({"theme": "dark"}, True)]
)
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
    """The wakelock's answer is a round trip to a client busy with its first frame: the screen does not wait for it."""
    from flet.messaging.protocol import MessageAction

    store.create(("Anna", "Ben", "Carla", "Dan"), Rules())  # the start shows the running match

    async def flow():
        t = await open_table()
        sent = t.conn.sent
        screen = next(
            i
            for i, m in enumerate(sent)
            if m.action == MessageAction.PATCH_CONTROL
            and any(len(op) > 2 and op[2] == "views" for op in m.body.patch[1:])
        )
        asked = next(
            i for i, m in enumerate(sent) if m.action == MessageAction.INVOKE_METHOD and m.body.name == "enable"
        )
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


# --- on plain http: which clip keeps the screen on, and the line where it is an audible one ----------------------
WIFI = "http://192.168.1.5:8550/?key=abc"
AUDIBLE = {
    "en": "Keeps the screen on by playing silence; music from another app on this phone may pause.",
    "de": (
        "Hält den Bildschirm an, indem es Stille abspielt; Musik aus einer anderen App auf diesem Handy kann dabei "
        "pausieren."
    ),
}


@pytest.mark.parametrize("user_agent, engine", list(ENGINES.items()))
def test_the_engine_is_told_from_the_user_agent_every_iphone_browser_being_webkit(user_agent, engine):
    assert engine_of(user_agent) == engine


async def settings_on(open_table, lang: str, url: str | None, user_agent: str):
    t = await open_table(lang)
    t.page.web = url is not None  # None: a desktop window
    t.conn.page_url = url or t.conn.page_url
    t.page.client_user_agent = user_agent
    await t.go("/settings")
    return t


@pytest.mark.parametrize("lang", ["en", "de"])
def test_where_only_an_audible_clip_keeps_the_screen_on_the_settings_say_so_and_it_can_be_switched_off(
    open_table, store, lang
):
    async def flow():
        t = await settings_on(open_table, lang, WIFI, IPHONE)
        assert AUDIBLE[lang] in t.text() and t.app.device.keeps_awake_audibly
        await t.toggle({"en": SWITCH, "de": "Bildschirm während einer Partie anlassen"}[lang], False)
        assert store.settings()["wakelock"] is False
        assert AUDIBLE[lang] in t.text()  # still said: it is what switching it on again would do

    run(flow())


@pytest.mark.parametrize(
    "url, user_agent",
    [
        (WIFI, [ua for ua, e in ENGINES.items() if e == "blink"][0]),  # Chrome: a muted clip, no audio track
        (WIFI, [ua for ua, e in ENGINES.items() if e == "gecko"][0]),  # Firefox: a muted clip
        ("https://scorepad.example/", IPHONE),  # a secure context: the Wake Lock API
        ("http://127.0.0.1:8550/", IPHONE),  # this computer's own address: a secure context too
        (None, ""),  # a window
    ],
    ids=["chrome-on-wifi", "firefox-on-wifi", "iphone-on-https", "iphone-on-loopback", "window"],
)
def test_where_the_screen_is_kept_on_silently_the_settings_say_nothing_of_music(open_table, url, user_agent):
    async def flow():
        t = await settings_on(open_table, "en", url, user_agent)
        assert SWITCH in t.text() and "music" not in t.text() and not t.app.device.keeps_awake_audibly

    run(flow())
