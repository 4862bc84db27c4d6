"""What the app asks of the client's drawing at the start (issue 21): each thing here made the first tap in
the browser wait for frames the player never sees."""

import msgpack
from flet.messaging.protocol import MessageAction
from ui_harness import ENCODE, Table, run

from scorepad.assets import FONT_FILE


def patches_after(t, since: int) -> bytes:
    """The control patches the session sent after message number `since`, as the browser gets them."""
    return b"".join(
        msgpack.packb([m.action, m.body], default=ENCODE)
        for m in t.conn.sent[since:]
        if m.action == MessageAction.PATCH_CONTROL
    )


def test_the_apps_theme_comes_without_a_blend_from_the_clients_own(open_table):
    async def flow():
        t = await open_table()
        style = t.page.theme_animation_style
        assert style is not None and style.duration is not None and style.duration.in_microseconds == 0
        assert t.page.theme is not None

    run(flow())


def test_adding_a_player_sends_the_new_seat_and_leaves_the_rules_below_it_as_they_are(open_table):
    async def flow():
        t = await open_table()
        before = len(t.conn.sent)
        await t.tap("Add player")
        sent = patches_after(t, before)
        assert b"Player 5" in sent
        assert b"Dropdown" not in sent and b"Variant" not in sent and b"First dealer" not in sent

    run(flow())


def test_the_first_name_brings_the_dealers_without_the_rules_drawn_anew(open_table):
    async def flow():
        t = await open_table()
        before = len(t.conn.sent)
        await t.type("Player 1", "Anna")
        sent = patches_after(t, before)
        assert b"Anna" in sent
        assert b"Dropdown" not in sent and b"Variant" not in sent

    run(flow())


def test_a_browser_has_the_font_from_its_manifest_and_is_not_asked_to_load_it_again(store):
    """In a browser the font is in FontManifest.json (scorepad/site/pages.py): loaded once more, it would have
    the client lay out the first screen a second time. A desktop's client has no such manifest."""
    from scorepad.assets import FONT
    from scorepad.ui.app import make_main

    async def flow():
        browser, desktop = Table(make_main(store, "en"), web=True), Table(make_main(store, "en"))
        for t in (await browser.open(), await desktop.open()):
            t.close()
        assert not browser.page.fonts and desktop.page.fonts == {FONT: FONT_FILE}

    run(flow())
