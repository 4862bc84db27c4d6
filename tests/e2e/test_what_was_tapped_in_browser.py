"""An evening without a slip, in a real browser against the real `scorepad --web`, on a phone held upright
(English) and sideways (German): in a new data folder the screen is kept awake during the match; names stay
as typed ("von Bülow", also after saving and opening the match again on a restarted server) and no more than
40 characters go in; a correction after the last share filled itself in leaves Save disabled until that
share is tapped, and the chosen buttons are announced as chosen; a finished match's result is made into a
picture on the device (a valid PNG, looked at), shared through the Web Share API where the browser has it and
downloaded where it has not."""

from __future__ import annotations

import base64
import struct
import zlib

import pytest

from e2e_driver import (
    PHONE,
    Server,
    answered,
    button,
    open_app,
    said_selected,
    see,
    settled,
    shot,
    still,
    tap,
    type_into,
)
from patience import DEADLINE_MS, until
from scorepad.i18n import t
from scorepad.i18n.words import card_words
from scorepad.rules import Hand, Rules
from scorepad.rules.cards import QUEEN_OF_SPADES
from scorepad.storage import Store

SIDEWAYS = {"width": 844, "height": 390}
TABLE = ("Anna", "von Bülow", "Carla", "de la Cruz")
# The Wake Lock API as the page calls it, recorded (the real one answers as well)
WAKE = """window.__wake = [];
if (navigator.wakeLock) {
  const real = navigator.wakeLock.request.bind(navigator.wakeLock);
  navigator.wakeLock.request = async type => { window.__wake.push(type); return await real(type); };
}"""
# A browser with the Web Share API for files (headless Chromium on Linux has none): what is shared is kept
SHARE = """window.__shared = [];
navigator.canShare = data => true;
navigator.share = async data => {
  for (const file of data.files || []) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    let text = ''; for (const b of bytes) text += String.fromCharCode(b);
    window.__shared.push({name: file.name, type: file.type, data: btoa(text)});
  }
};"""
# The alpha of a PNG's four corner pixels, as the browser decodes it
CORNERS_JS = """async url => {
  const image = await new Promise((done, fail) => {
    const i = new Image(); i.onload = () => done(i); i.onerror = fail; i.src = url;
  });
  const canvas = document.createElement('canvas'); canvas.width = image.width; canvas.height = image.height;
  const g = canvas.getContext('2d'); g.drawImage(image, 0, 0);
  return [[0, 0], [image.width - 1, 0], [0, image.height - 1], [image.width - 1, image.height - 1]]
    .map(([x, y]) => g.getImageData(x, y, 1, 1).data[3]);
}"""
CASES = [pytest.param("en", "en-US", PHONE, id="en-390x844"), pytest.param("de", "de-DE", SIDEWAYS, id="de-844x390")]


def words(lang: str) -> dict:
    """The app's words (from the catalogue: the wording pass may change them), and the two lines this
    release adds, written out."""
    again = {
        "en": "de la Cruz's share is open again: tap it.",
        "de": "Die ♥ von de la Cruz sind wieder offen: bitte antippen.",
    }
    return {
        "player": lambda n: t("setup.player", lang, seat=n),
        "start": t("setup.start", lang),
        "enter": t("entry.title", lang, number=1),
        "save": t("entry.save", lang),
        "again": again[lang],
        "queen": t("entry.took", lang, name="Anna", card=card_words(QUEEN_OF_SPADES, lang)),
        "ready": t("entry.ready", lang),
        "result": t("result.open", lang),
        "share": t("result.share", lang),
    }


def save_disabled(page, w) -> bool:
    return button(page, w["save"]).first.get_attribute("aria-disabled") == "true"


def png_facts(png: bytes) -> tuple[int, int]:
    """A PNG's width and height after checking it is one: signature, every chunk's CRC, a readable image."""
    assert png.startswith(b"\x89PNG\r\n\x1a\n"), png[:16]
    at, idat, size = 8, b"", None
    while at < len(png):
        length, kind = struct.unpack(">I4s", png[at : at + 8])
        data = png[at + 8 : at + 8 + length]
        assert struct.unpack(">I", png[at + 8 + length : at + 12 + length])[0] == zlib.crc32(kind + data), kind
        if kind == b"IHDR":
            size = struct.unpack(">II", data[:8])
        idat += data if kind == b"IDAT" else b""
        at += 12 + length
    width, height = size
    assert len(zlib.decompress(idat)) == height * (1 + width * 4)  # 8-bit RGBA rows, each with its filter byte
    return width, height


@pytest.mark.parametrize("lang, locale, viewport", CASES)
def test_a_new_evening_keeps_the_screen_awake_the_names_as_typed_and_a_corrected_hand_waits_for_its_tap(
    browser, tmp_path, lang, locale, viewport
):
    w, data = words(lang), tmp_path / "data"
    server = Server(data).start()
    try:
        page = open_app(browser, server.url, viewport, locale, init_script=WAKE)
        field = page.get_by_role("textbox", name=w["player"](1)).first
        field.click()
        answered(page, lambda: page.keyboard.type("x" * 45))
        assert field.input_value() == "x" * 40  # the 41st character and on do not go in
        see(page, "40/40")
        for seat, name in enumerate(TABLE):
            type_into(page, w["player"](seat + 1), name)  # checks the field shows it exactly: "von", not "Von"
        tap(page, w["start"])
        tap(page, w["enter"])
        assert "screen" in page.evaluate("window.__wake")  # a new data folder: the screen stays on

        for name, hearts in (("Anna", 0), ("von Bülow", 4), ("Carla", 9)):
            tap(page, f"{name} {hearts} ♥")
        tap(page, w["queen"])
        see(page, w["ready"])  # de la Cruz's 0 filled in: it adds up
        assert not save_disabled(page, w)
        queen_to = {name: w["queen"].replace("Anna", name, 1) for name in TABLE}
        assert [k for k in range(14) if said_selected(page, f"Carla {k} ♥")] == [9]  # a screen reader hears it
        assert [name for name in TABLE if said_selected(page, queen_to[name])] == ["Anna"]
        tap(page, "Carla 8 ♥")  # the slip: today's bug moved the heart onto de la Cruz
        see(page, w["again"])
        assert said_selected(page, "Carla 8 ♥") and not said_selected(page, "Carla 9 ♥")
        assert save_disabled(page, w)
        shot(page, f"entry-open-again-{lang}-{viewport['width']}x{viewport['height']}")
        tap(page, "de la Cruz 1 ♥")
        see(page, w["ready"])
        assert not save_disabled(page, w)
        tap(page, w["save"])
        see(page, t("card.total_cell", lang, name="von Bülow", points=4))
        page.context.close()
    finally:
        server.stop()

    with Store(data) as store:  # on disk as typed, the hand as tapped
        stored = store.get(store.summaries(0, 1, True)[0].id)
        assert stored.match.players == TABLE and stored.match.hands[0].points == (13, 4, 8, 1)
        assert "wakelock" not in store.settings()
    server = Server(data).start()  # opened again: a new server on the same folder
    try:
        page = open_app(browser, server.url, viewport, locale)
        for name, total in (("von Bülow", 4), ("de la Cruz", 1)):  # the totals: in view however the phone is held
            see(page, t("card.total_cell", lang, name=name, points=total))
    finally:
        server.stop()


def finished_match(data_dir):
    """A finished evening of four (von Bülow shot the moon and wins), as stored on disk."""
    with Store(data_dir) as store:
        match = store.create(TABLE, Rules(target=30))
        for points in ((5, 8, 13, 0), (0, 26, 0, 0), (10, 3, 0, 13), (2, 2, 9, 13), (0, 0, 13, 13)):
            store.add_hand(match.id, Hand(points, moon="minus" if 26 in points else None))
        return store.get(match.id)


# Each way out once in the browser, each with the other phone and language (the browser's share sheet, its download,
# the picture cut to the canvas); the choice between them, from what the device has: tests/ui/test_result_picture.py.
SHARED_OR_DOWNLOADED = [
    pytest.param(*CASES[0].values, True, id="web-share-en-390x844"),
    pytest.param(*CASES[1].values, False, id="download-de-844x390"),
]


@pytest.mark.parametrize("lang, locale, viewport, web_share", SHARED_OR_DOWNLOADED)
def test_the_result_is_a_picture_made_on_the_device_shared_or_downloaded(
    browser, tmp_path, lang, locale, viewport, web_share
):
    w, stored = words(lang), finished_match(tmp_path / "data")
    name = f"scorepad-{stored.created[:10]}-anna-von-bulow-carla-de-la-cruz.png"
    server = Server(tmp_path / "data").start()
    try:
        page = open_app(
            browser, server.url + f"history/{stored.id}", viewport, locale, init_script=SHARE if web_share else None
        )
        tap(page, w["result"])
        see(page, w["share"])
        still(page)  # the picture is laid out (and its size told, sent in the frame it was laid out in)
        if web_share:
            tap(page, w["share"])
            until(page, "window.__shared.length > 0", timeout=DEADLINE_MS)
            shared = page.evaluate("window.__shared")[0]
            assert shared["name"] == name and shared["type"] == "image/png"
            png = base64.b64decode(shared["data"])
        else:
            with page.expect_download(timeout=DEADLINE_MS) as download:
                tap(page, w["share"])
            assert download.value.suggested_filename == name
            png = download.value.path().read_bytes()
        width, height = png_facts(png)
        corners = settled(page, CORNERS_JS, "data:image/png;base64," + base64.b64encode(png).decode())
        assert corners == [255, 255, 255, 255]  # the picture to its last pixel: no see-through window around it
        assert 5_000 < len(png) < 2_000_000
        assert width <= viewport["width"] and height <= viewport["height"]  # drawn to fit the window's canvas
        assert width >= 0.6 * min(viewport["width"], 420) and height > 0.8 * width  # the picture, not a corner of it
        path = shot(
            page, f"result-{lang}-{viewport['width']}x{viewport['height']}-{'share' if web_share else 'download'}"
        )
        path.with_name(path.stem + "-picture.png").write_bytes(png)  # the picture itself, to look at
    finally:
        server.stop()
