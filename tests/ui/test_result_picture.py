"""The result as a picture: offered on a finished match (the winner's screen, the match in the history),
drawn by the device, cut to the picture and shared as a PNG (a save dialog on a desktop)."""

import struct
import zlib

import flet as ft
import pytest
from ui_harness import run

from scorepad.rules import Hand, Rules
from scorepad.ui.picture import size

FOUR = ("Anna", "von Bülow", "Carla", "Dan")
FINAL = [(5, 8, 13, 0), (0, 26, 0, 0), (10, 3, 0, 13), (2, 2, 9, 13)]  # von Bülow's moon; Dan reaches 26 of 25


def canvas(width: int, height: int) -> bytes:
    """What a browser's capture is like: a PNG as big as the window (here all one colour)."""
    raw = b"".join(b"\x00" + b"\x10\x20\x30\xff" * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + b"".join(
        struct.pack(">I", len(d)) + k + d + struct.pack(">I", zlib.crc32(k + d))
        for k, d in ((b"IHDR", header), (b"IDAT", zlib.compress(raw)), (b"IEND", b""))
    )


@pytest.fixture
def finished(store):
    match = store.create(FOUR, Rules(target=25))
    for points in FINAL:
        store.add_hand(match.id, Hand(points, moon="minus" if 26 in points else None))
    return match


def test_a_finished_match_offers_its_picture_on_the_winners_screen_and_in_the_history(open_table, store, finished):
    running = store.create(("Eva", "Finn", "Gus"), Rules())

    async def flow():
        t = await open_table()
        await t.go(f"/match/{finished.id}")
        await t.tap("Share the result")
        assert t.route == f"/match/{finished.id}/result" and "von Bülow wins!" in t.text()
        assert "1. von Bülow: −13" in t.text()  # one minus sign
        await t.go(f"/history/{finished.id}")
        assert t.has("Share the result")
        await t.go(f"/match/{running.id}")
        assert not t.has("Share the result")

    run(flow())


async def picture_screen(t, finished, measured=(374, 420)):
    t.page.width, t.page.height = 800, 1000  # a window with room for the picture at 2×
    t.page.platform = t.page.platform or ft.PagePlatform.ANDROID  # a phone's browser, unless a test says otherwise
    await t.go(f"/match/{finished.id}/result")
    picture = next(c for c in t.all() if isinstance(c, ft.Screenshot))
    await t.fire(picture.content, "size_change", {"w": measured[0], "h": measured[1]})  # the client laid it out
    return picture


def test_sharing_draws_the_picture_on_the_device_cuts_it_out_and_shares_a_png(open_table, finished):
    async def flow():
        t = await open_table()
        t.conn.answers.update(capture=canvas(800, 1000), share_files={"status": "success", "raw": ""})
        await picture_screen(t, finished)
        await t.tap("Share the picture")
        called = [name for name, _ in t.conn.arguments]
        assert called.index("capture") < called.index("share_files")
        files = dict(t.conn.arguments)["share_files"]["files"]
        assert (
            files[0].mime_type == "image/png"
            and files[0].name == f"scorepad-{finished.created[:10]}-anna-von-bulow-carla-dan.png"
        )
        assert size(files[0].data) == (748, 840)  # the picture at 2×, not the window around it
        assert "Picture shared" in t.snack_text()

    run(flow())


def test_a_device_that_draws_nothing_is_said_so_and_nothing_is_shared(open_table, finished):
    async def flow():
        t = await open_table("de")
        await picture_screen(t, finished)
        await t.tap("Bild teilen")
        assert t.snack_text() == "Dieses Gerät konnte das Bild nicht machen."
        assert "share_files" not in [name for name, _ in t.conn.arguments]

    run(flow())


def test_without_a_share_sheet_the_picture_is_saved_as_a_file(open_table, finished):
    async def flow():
        t = await open_table()
        t.conn.answers.update(capture=canvas(800, 1000), share_files=RuntimeError("no Web Share"))
        await picture_screen(t, finished)
        await t.tap("Share the picture")
        saved = dict(t.conn.arguments)["save_file"]
        assert size(saved["src_bytes"]) == (748, 840) and saved["file_name"].endswith(".png")

    run(flow())


def test_on_a_desktop_the_picture_is_saved_not_shared(open_table, finished):
    async def flow():
        t = await open_table()
        t.page.platform = ft.PagePlatform.LINUX
        t.conn.answers.update(capture=canvas(800, 1000))
        await picture_screen(t, finished)
        await t.tap("Share the picture")
        called = [name for name, _ in t.conn.arguments]
        assert "save_file" in called and "share_files" not in called

    run(flow())
