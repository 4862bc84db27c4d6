"""The live table on the table's Wi-Fi: every phone opens plain http to a network address, which no browser
counts as a secure context. Reached here without leaving loopback through http://table.test:PORT (Chromium
maps the name to 127.0.0.1; ../shared/notes/secure-context.md), each page first asserting that it is not a
secure context. The share screen's QR code decodes (zbar over the screenshot) to the printed links, a scorer
and the host save and a watcher follows, every phone is kept awake from its first tap on and again when its
page is shown anew, and no page asks any host but its own. The same keep-awake on 127.0.0.1 (the Wake Lock API)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from playwright.sync_api import Error as PlaywrightError

from e2e_driver import (
    DESKTOP,
    PHONE,
    WIFI_HOST,
    OtherHosts,
    assert_not_secure,
    open_app,
    patient,
    see,
    shot,
    tap,
    tap_until,
    type_into,
)
from test_live_table_in_browser import FOUR, hand

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "server"))
from server_driver import ServerProcess  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from patience import DEADLINE_MS, until  # noqa: E402
from programs import need_program  # noqa: E402

# s: a duration, not a wait for a state: what keeps a screen on must still keep it on this long after it began.
AWAKE_FOR = 3
PRINTED = re.compile(r"^To (score|watch) \(.*\n\s+(http://\S+)", re.M)  # the terminal's lines for the phones
# Runs before the app: notes every wake lock the page is granted (the Wake Lock API exists only in a secure context).
LOCKS_JS = """(() => {
  window.scorepadLocks = [];
  const wakeLock = navigator.wakeLock;
  if (!wakeLock) return;
  const request = wakeLock.request.bind(wakeLock);
  wakeLock.request = async (type) => {
    const lock = await request(type); window.scorepadLocks.push(lock); return lock;
  };
})()"""
# What keeps this screen on now: wake locks held, and clips that Chromium holds the screen for (video_wake_lock.cc:
# playing in the page, and either audible, or covering over 20 % of the viewport with 75 % of it in view), with how
# far each has played and whether it has a sound (test_keep_awake_in_browser.py sees Chromium itself hold it).
AWAKE_JS = """() => ({
  secure: window.isSecureContext,
  locks: (window.scorepadLocks || []).filter(lock => !lock.released).length,
  clips: [...document.querySelectorAll('video')].filter(v => v.isConnected && !v.paused && !v.ended).filter(v => {
      const r = v.getBoundingClientRect(), w = innerWidth, h = innerHeight;
      const seen = Math.max(0, Math.min(r.right, w) - Math.max(r.left, 0))
        * Math.max(0, Math.min(r.bottom, h) - Math.max(r.top, 0));
      const audible = !v.muted && v.volume > 0 && v.webkitAudioDecodedByteCount > 0;
      return audible || (seen / (w * h) > 0.2 && seen / (r.width * r.height) > 0.75);
    }).map(v => ({time: v.currentTime, frames: v.webkitDecodedFrameCount, audio: v.webkitAudioDecodedByteCount,
                  muted: v.muted})),
})"""
# Headless Chromium never hides a page (no tab or window of it is ever out of sight), so the page is told so
# as a phone's browser tells it, and a hidden page's wake locks are let go as the browser lets them go.
SHOWN_JS = """(shown) => {
  Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => shown ? 'visible' : 'hidden'});
  Object.defineProperty(document, 'hidden', {configurable: true, get: () => !shown});
  if (!shown) for (const lock of window.scorepadLocks || []) lock.release();
  document.dispatchEvent(new Event('visibilitychange'));
}"""


@pytest.fixture(scope="module")
def table(tmp_path_factory):
    """One `scorepad --web --host 0.0.0.0` for the file (network mode: the gate admits Host table.test)."""
    server = ServerProcess(tmp_path_factory.mktemp("wifi") / "data", host="0.0.0.0")
    try:
        yield server.start()
    finally:
        server.stop()


def wifi_link(server: ServerProcess, role: str) -> str:
    return f"http://{WIFI_HOST}:{server.port}/?key={server.secrets()[role]}"


def awake(page) -> dict:
    return page.evaluate(AWAKE_JS)


def kept_awake(page, seconds: float = AWAKE_FOR) -> str:
    """What keeps `page`'s screen on `seconds` after it started: a wake lock still held, or a clip still
    playing on (its time and decoded frames moving). Fails when nothing does."""
    until(page, f"(({AWAKE_JS})()).locks + (({AWAKE_JS})()).clips.length > 0", timeout=DEADLINE_MS)
    before = awake(page)
    page.wait_for_timeout(seconds * 1000)  # a duration: still held after it
    after = awake(page)
    if after["locks"]:
        return "wake lock"
    assert before["clips"] and after["clips"], f"no wake lock, no clip playing: {before} then {after}"
    was, now = before["clips"][0], after["clips"][0]
    assert now["frames"] > was["frames"] and now["time"] != was["time"], f"the clip stopped: {was} then {now}"
    assert now["muted"] and now["audio"] == 0, f"Chromium got a clip with sound: {now}"  # the phone's music plays on
    return "clip"


def hidden_then_shown(page) -> str:
    """The page goes to the background (nothing keeps the screen on) and comes back: awake again, no tap."""
    page.evaluate(SHOWN_JS, False)
    try:  # the page lets go of what held the screen
        until(page, f"(({AWAKE_JS})()).locks + (({AWAKE_JS})()).clips.length === 0", timeout=DEADLINE_MS)
    except PlaywrightError:
        raise AssertionError(f"hidden, but still held: {awake(page)}") from None
    page.evaluate(SHOWN_JS, True)
    return kept_awake(page)


def decoded(path: Path) -> str:
    """What the QR code in the screenshot at `path` says (zbar: a real decoder over the picture)."""
    zbarimg = need_program(
        "SCOREPAD_ZBARIMG", "zbarimg", "zbarimg not found (apt install zbar-tools); the QR tests need it"
    )
    found = subprocess.run([zbarimg, "-q", "--raw", str(path)], capture_output=True, text=True, timeout=30)
    return found.stdout.strip()


def phone(browser, url: str, wait_for: str, others: OtherHosts | None = None):
    """A phone on the Wi-Fi: the app opened at `url`, first asserted not to be a secure context, with every
    page error noted (page.errors)."""
    page = open_app(browser, url, wait_for=wait_for, init_script=LOCKS_JS, proxy=others.proxy if others else None)
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    assert_not_secure(page)
    return page


def start_match(host) -> None:
    for seat, name in enumerate(FOUR):
        type_into(host, f"Player {seat + 1}", name)
    tap_until(host, "Start match", "Hand 1 · Anna deals")


def test_on_the_wifi_the_qr_code_reads_every_phone_stays_awake_and_follows_and_nothing_leaves(wifi_browser, table):
    printed = dict(PRINTED.findall(table.output()))
    with OtherHosts() as others:
        requests: list[str] = []
        host = phone(wifi_browser, wifi_link(table, "host"), "Players, clockwise", others)
        host.context.on("request", lambda request: requests.append(request.url))
        start_match(host)
        assert kept_awake(host) == "clip"
        tap(host, "Share the table")
        see(host, "Everyone scans this")
        assert decoded(shot(host, "phone-en-wifi-share-qr")) == printed["watch"]
        tap(host, "To score")
        see(host, "QR code of " + printed["score"])
        assert decoded(shot(host, "phone-en-wifi-share-score-qr")) == printed["score"]
        assert kept_awake(host) == "clip"  # the QR code is on show while the table scans it
        host.set_viewport_size(DESKTOP)  # a tablet or laptop at the table
        assert decoded(shot(host, "desktop-en-wifi-share-score-qr")) == printed["score"]
        host.set_viewport_size(PHONE)
        tap(host, "Back")

        watcher = phone(wifi_browser, wifi_link(table, "watch"), "Who are you?", others)
        watcher.context.on("request", lambda request: requests.append(request.url))
        tap(watcher, "Ben")
        see(watcher, "0 points · place 1 of 4")
        assert kept_awake(watcher) == "clip"
        scorer = phone(wifi_browser, wifi_link(table, "score"), "Hand 1 · Anna deals", others)
        scorer.context.on("request", lambda request: requests.append(request.url))
        hand(scorer, 1, {"Anna": 5, "Ben": 8}, "Carla")  # 5 8 13 0
        assert kept_awake(scorer) == "clip"
        see(watcher, "8 points · place 3 of 4")
        see(host, "Hand 2 · Ben deals")
        hand(host, 2, {"Dan": 13}, "Anna")  # 18 8 13 13
        see(watcher, "8 points · place 1 of 4")
        see(scorer, "Hand 3 · Carla deals")
        shot(watcher, "phone-en-wifi-watcher")
        for page in (host, scorer, watcher):
            assert hidden_then_shown(page) == "clip"
        for page in (host, scorer, watcher):
            assert page.errors == [], page.errors
    assert others.asked == [], others.asked  # no page or worker asked any other host
    assert {request.split("/")[2] for request in requests if request.startswith("http")} == {
        f"{WIFI_HOST}:{table.port}"
    }


def test_on_this_computer_every_phone_gets_the_wake_lock_and_again_when_shown_anew(browser, table):
    loopback = {
        role: f"http://127.0.0.1:{table.port}/?key={table.secrets()[role]}" for role in ("host", "score", "watch")
    }
    host = open_app(browser, loopback["host"], init_script=LOCKS_JS, wait_for="Menu")
    if host.get_by_text("Players, clockwise").count():  # run by itself: no match yet, none shared
        start_match(host)
        tap(host, "Share the table")
        tap(host, "Back")
    scorer = open_app(browser, loopback["score"], init_script=LOCKS_JS, wait_for="Hand")
    watcher = open_app(browser, loopback["watch"], init_script=LOCKS_JS, wait_for="Who are you?")
    tap(watcher, "Carla")
    for page in (host, scorer, watcher):
        assert page.evaluate("window.isSecureContext") is True
        page.mouse.click(200, 5)  # a tap: the first one starts it where the API is missing
        assert kept_awake(page) == "wake lock"
        assert hidden_then_shown(page) == "wake lock"


def test_the_published_site_on_plain_http_keeps_a_match_stays_awake_and_asks_no_other_host(
    wifi_browser, tmp_path_factory
):
    from site_driver import SiteServer, app_up, build_site
    from test_site_app_in_browser import hand as site_hand

    site = build_site(tmp_path_factory.getbasetemp())
    with SiteServer(site) as server, OtherHosts() as others:
        context = patient(
            wifi_browser.new_context(viewport=PHONE, locale="en-US", device_scale_factor=1, proxy=others.proxy)
        )
        requests: list[str] = []
        context.on("request", lambda request: requests.append(request.url))
        page = context.new_page()
        page.add_init_script(LOCKS_JS)
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(server.url.replace("127.0.0.1", WIFI_HOST))
        assert_not_secure(page)
        app_up(page, "Players, clockwise")
        start_match(page)
        assert kept_awake(page) == "clip"
        site_hand(page, 1, {"Anna": 5, "Ben": 8}, "Carla")
        # after the first saved hand, the line about the browser's storage says what plain http withholds
        see(page, "This browser may delete your matches: add Scorepad to the home screen to keep them.")
        see(page, "On plain http this browser keeps no copy for use offline and cannot keep two tabs in step")
        shot(page, "phone-en-wifi-site-note")
        page.reload()
        app_up(page, "Hand 2 · Ben deals")  # the saved hand is kept in the browser
        assert errors == [], errors
        context.close()
    assert others.asked == [], others.asked
    assert {request.split("/")[2] for request in requests if request.startswith("http")} == {
        f"{WIFI_HOST}:{server.port}"
    }
