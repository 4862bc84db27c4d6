"""A phone on the table's Wi-Fi opens plain http to a network address, which no browser counts as a secure
context: no clipboard, no share sheet there. Each such button says in one line what is not possible and what
to do, or takes another way (the picture as a download), never failing silently."""

import flet as ft
import pytest
from test_result_picture import FINAL, FOUR, canvas, picture_screen
from ui_harness import run

from scorepad.rules import Hand, Rules
from scorepad.ui.device import secure_context
from scorepad.ui.picture import size

WIFI = "http://192.168.1.5:8550/?key=abc"


@pytest.mark.parametrize(
    "url, secure",
    [
        ("http://192.168.1.5:8550/?key=abc", False),
        ("http://table.test:8550/", False),
        ("http://[fd00::5]:8550/", False),
        ("http://127.0.0.1:8550/", True),
        ("http://127.0.0.2:8550/", True),
        ("http://localhost:8550/", True),
        ("http://app.localhost/", True),
        ("http://[::1]:8550/", True),
        ("https://example.org/scorepad/", True),
        (None, True),
        # a session served by `scorepad --web` knows its page by its websocket's address
        ("ws://192.168.1.5:8550", False),
        ("ws://table.test:8550", False),
        ("ws://127.0.0.1:8550", True),
        ("wss://example.org", True),
    ],
)
def test_only_https_and_this_machines_own_addresses_are_secure_contexts(url, secure):
    assert secure_context(url) is secure


@pytest.fixture
def finished(store):
    match = store.create(FOUR, Rules(target=25))
    for points in FINAL:
        store.add_hand(match.id, Hand(points, moon="minus" if 26 in points else None))
    return match


async def on_wifi(open_table, lang="en"):
    t = await open_table(lang)
    t.page.web = True
    t.conn.page_url = WIFI
    return t


@pytest.mark.parametrize(
    "lang, said",
    [
        ("en", "No share sheet on plain http: the picture is in your downloads, "),
        ("de", "Kein Teilen über einfaches http: Das Bild ist bei deinen Downloads, "),
    ],
)
def test_on_the_wifi_the_picture_is_downloaded_and_the_line_says_so(open_table, finished, lang, said):
    async def flow():
        t = await on_wifi(open_table, lang)
        t.conn.answers.update(capture=canvas(800, 1000))
        await picture_screen(t, finished)
        await t.tap("Share the picture" if lang == "en" else "Bild teilen")
        called = [name for name, _ in t.conn.arguments]
        assert "share_files" not in called
        saved = dict(t.conn.arguments)["save_file"]
        assert size(saved["src_bytes"]) == (748, 840) and t.snack_text() == said + saved["file_name"] + "."

    run(flow())


def test_on_the_wifi_copying_the_summary_says_what_to_do_and_sharing_asks_no_mail_program(open_table, finished):
    async def flow():
        t = await on_wifi(open_table)
        t.conn.answers["set"] = RuntimeError("Clipboard is not available in the context")  # the clipboard's set
        await t.go(f"/match/{finished.id}/chart")
        await t.tap("Copy summary")
        assert t.snack_text() == (
            "This browser copies only on https or on the computer itself: save the match or copy it there."
        )
        await t.tap("Share summary")
        assert t.snack_text() == (
            "This browser shares only on https or on the computer itself: save the match or share it there."
        )
        assert "share_text" not in [name for name, _ in t.conn.arguments]

    run(flow())


def test_on_this_computer_the_same_buttons_copy_and_share(open_table, finished):
    async def flow():
        t = await open_table()
        t.page.web = True
        t.page.platform = ft.PagePlatform.ANDROID
        t.conn.answers["share_text"] = {"status": "success", "raw": ""}
        await t.go(f"/match/{finished.id}/chart")
        await t.tap("Copy summary")
        assert t.snack_text() == "Summary copied."
        await t.tap("Share summary")
        assert "share_text" in [name for name, _ in t.conn.arguments]

    run(flow())
