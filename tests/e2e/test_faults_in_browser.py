"""An evening's faults, survived: the server paused (the laptop's lid), phones off the Wi-Fi, phones asleep in a
pocket, each long enough for what it breaks (PAUSE, OFFLINE, POCKET), each at its own table (its own
`scorepad --web --host 0.0.0.0`) and all at once, so the whole takes about the longest fault. Every phone is on
the table's Wi-Fi as a real phone is, at http://table.test:PORT, which is not a secure context (asserted first on
each page).

After each fault every phone (host, scorer, watcher) shows the current state within 5 s, without a reload by
hand; while it lasts, the phones that lost the scorer's computer say so in one line, and the host whose phones
are away sees nothing different. A hand whose Save was tapped while the connection was gone is stored exactly
once, or not at all and still on the scorer's form to save again. The stored matches are read afterwards:
every hand the tables saw saved is there once, nothing else."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager, suppress
from pathlib import Path

import pytest

from e2e_driver import (
    FRAMES,
    PHONE,
    SEE_JS,
    WIFI_ARGS,
    assert_not_secure,
    button,
    need_chromium,
    on_wifi,
    open_app,
    patient,
    see,
    semantics_on,
    shot,
    tap,
    type_into,
)

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "server"))
from server_driver import ServerProcess  # noqa: E402

from patience import DEADLINE, DEADLINE_MS  # noqa: E402
from scorepad.storage import Store  # noqa: E402

# s: each fault outlasts what it tests: the phones saying they lost the server (within 10 s), the server closing the
# socket of a phone that stopped answering its pings (about 40 s: uvicorn's 20 s ping and 20 s wait). The evening's
# own lengths (the lid shut a minute, off the Wi-Fi two, in a pocket ten) add waiting, not another path: a session
# waits Limits.grace (900 s) for its phone, longer than the ten minutes (tests/server/test_sessions.py says so).
PAUSE, OFFLINE, POCKET = 45, 70, 100
BACK_WITHIN = 5000  # ms after a fault ends until each phone shows the current state: what the test proves, unscaled
SAID_WITHIN = 10  # s into a fault, every phone that lost the server says so (a requirement, as BACK_WITHIN)
# s: a duration, a person's: the scorer taps Save, sees nothing happen for this long and taps it again.
SAVE_AGAIN_AFTER = 1.5
FOUR = ("Anna", "Ben", "Carla", "Dan")
LINE_JS = (
    "() => { const e = document.getElementById('scorepad-connection'); return e && !e.hidden ? e.textContent : null; }"
)
GONE = "Not connected — reconnecting…"


class Table:
    """One server with its host's phone; the host starts a 4-player match and shares it."""

    def __init__(self, browser, data_dir: Path):
        self.server = ServerProcess(data_dir, host="0.0.0.0").start()
        self.data_dir = data_dir
        self.host = self.phone(browser, "host", wait_for="Players, clockwise")
        for seat, name in enumerate(FOUR):
            type_into(self.host, f"Player {seat + 1}", name)
        tap(self.host, "Start match")
        tap(self.host, "Share the table")
        see(self.host, "Everyone scans this")
        tap(self.host, "Back")

    def link(self, role: str) -> str:
        return on_wifi(f"http://127.0.0.1:{self.server.port}/?key={self.server.secrets()[role]}")

    def phone(self, browser, role: str, wait_for: str):
        page = open_app(browser, self.link(role), PHONE, wait_for=wait_for)
        assert_not_secure(page)
        return page

    def stored(self) -> list[tuple[int, ...]]:
        """The points of every stored hand of the table's one match, read by the storage layer."""
        with Store(self.data_dir) as store:
            matches = list(store.matches())
        assert len(matches) == 1, f"{len(matches)} matches stored"
        return [hand.points for hand in matches[0].match.hands]


@contextmanager
def pocket_browser(playwright):
    """A Chromium whose tabs can really be hidden and frozen, as a phone's are in a pocket. Playwright keeps every
    page of a browser it launched focused and visible (it emulates focus, which holds the page as shown), so this
    one is started by hand and attached to over CDP without Playwright's defaults: in its one context, a tab
    brought to the front hides the others (visibilitychange), and Page.setWebLifecycleState freezes a hidden one."""
    profile = tempfile.mkdtemp(prefix="scorepad-pocket-")
    process = subprocess.Popen(
        [
            need_chromium(),
            *WIFI_ARGS,
            "--lang=en-US",
            "--remote-debugging-port=0",
            f"--user-data-dir={profile}",
            "about:blank",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        port_file = Path(profile) / "DevToolsActivePort"
        deadline = time.monotonic() + DEADLINE  # a browser's start
        while not (port_file.exists() and port_file.read_text().strip()) and time.monotonic() < deadline:
            time.sleep(0.1)  # a poll
        assert port_file.exists(), f"Chromium said no DevTools port in {DEADLINE:.0f} s"
        port = port_file.read_text().split()[0]
        browser = playwright.chromium.connect_over_cdp(f"http://127.0.0.1:{port}", no_defaults=True)
        try:
            yield patient(browser.contexts[0])
        finally:
            browser.close()
    finally:  # the whole group: a Chromium started by a wrapper script that does not exec it is the script's child
        with suppress(ProcessLookupError):  # every process of it ended already
            os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=10)
        shutil.rmtree(profile, ignore_errors=True)


def pocket_phone(context, url: str, wait_for: str):
    """A phone's tab in the pocket browser, at phone size, with the semantics tree on (as open_app's)."""
    page = context.new_page()
    page.set_viewport_size(PHONE)
    frames = FRAMES[page] = [0]
    page.on("websocket", lambda ws: ws.on("framereceived", lambda _: frames.__setitem__(0, frames[0] + 1)))
    page.goto(url)
    semantics_on(page)
    page.get_by_text(wait_for).first.wait_for(timeout=DEADLINE_MS)
    assert_not_secure(page)
    return page


def line(page) -> str | None:
    """The one line the page says about its connection, or None while it says nothing."""
    return page.evaluate(LINE_JS)


def back_within(since: float, *phones: tuple) -> dict:
    """Wait until each phone, given as (page, [texts]), shows all of its texts and no line about its connection,
    all within BACK_WITHIN of `since` (when the fault ended); the seconds each took, by page."""
    waiting = dict(phones)
    took = {}
    while waiting and time.monotonic() - since <= BACK_WITHIN / 1000:
        for page, texts in list(waiting.items()):
            if line(page) is None and all(page.evaluate(SEE_JS, text) for text in texts):
                took[page] = round(time.monotonic() - since, 1)
                del waiting[page]
        time.sleep(0.1)  # a poll
    for page, texts in waiting.items():
        seen = {text: page.evaluate(SEE_JS, text) for text in texts}
        raise AssertionError(
            f"{page.url} not current {BACK_WITHIN / 1000:.0f} s after the fault (others:"
            f" {sorted(took.values())}): its line {line(page)!r}, shown {seen}"
        )
    print("current after (s):", sorted(took.values()))
    return took


def put_away(*pages) -> None:
    """A table's phones whose fault is over and checked leave the wait for the pocket: each drawn page left
    open keeps a renderer busy (the keep-awake clip plays on), time the tests that run beside this one lack."""
    for page in pages:
        page.context.close()


def until(start: float, seconds: float) -> None:
    """Sleep (no CPU) until `seconds` after `start`: a duration, a fault's own length or a requirement's."""
    time.sleep(max(0.0, start + seconds - time.monotonic()))


def pocket(context, pages, cdp) -> None:
    """The phones go into a pocket: another tab (the lock screen) in front hides them, then they are frozen,
    as iOS does at once and Android does to a page in the background after a few minutes."""
    context.new_page().bring_to_front()
    for page in pages:
        cdp[page].send("Page.setWebLifecycleState", {"state": "frozen"})


def unpocket(page, cdp) -> None:
    """Out of the pocket: the page is resumed and its tab comes to the front (shown again; one phone at a time,
    as the pocket browser's tabs share one screen)."""
    cdp[page].send("Page.setWebLifecycleState", {"state": "active"})
    page.bring_to_front()


@pytest.mark.slow
@pytest.mark.browser
@pytest.mark.timeout(1800)
def test_a_paused_server_an_offline_phone_and_a_pocketed_phone_each_come_back_current_and_no_hand_is_lost_or_doubled(
    wifi_browser, playwright_driver, tmp_path
):
    """Table A: the server is paused (SIGSTOP, SIGCONT) for PAUSE s, as when the laptop's lid is shut: the
    sockets stay open, nothing answers. Its scorer taps Save twice meanwhile. Table B: a scorer with a whole hand
    on the form and a watcher go offline (Playwright's set_offline) for OFFLINE s; the scorer taps Save
    meanwhile; the host saves hand 1 then. Table C, and table B's second watcher: phones put into a pocket for
    POCKET s: hidden (another tab in front: the screen is off) and frozen (Page.setWebLifecycleState: no script
    runs, nothing is read off the socket; the server stops hearing their pongs and closes their sockets) — what
    a phone's browser does to a page when the phone sleeps. C's scorer had half a hand on its form; C's host
    saves hand 1 meanwhile."""
    a = Table(wifi_browser, tmp_path / "a")
    b = Table(wifi_browser, tmp_path / "b")
    c = Table(wifi_browser, tmp_path / "c")
    with pocket_browser(playwright_driver) as pocket_context:
        try:
            run_the_evening(wifi_browser, pocket_context, a, b, c)
        finally:
            for table in (a, b, c):
                table.server.stop()
    assert a.stored() == [(5, 8, 13, 0)]  # the Save tapped during the pause: once, though tapped twice
    assert b.stored() == [(5, 8, 13, 0), (13, 0, 0, 13)]  # the host's, then the offline scorer's, saved again
    assert c.stored() == [(5, 8, 13, 0), (13, 13, 0, 0)]  # the host's, then the pocketed scorer's, completed


def run_the_evening(browser, pocket_context, a: Table, b: Table, c: Table) -> None:
    a_scorer = a.phone(browser, "score", wait_for="Hand 1 · Anna deals")
    a_watcher = a.phone(browser, "watch", wait_for="Who are you?")
    tap(a_watcher, "Ben")
    b_scorer = b.phone(browser, "score", wait_for="Hand 1 · Anna deals")
    b_watcher = b.phone(browser, "watch", wait_for="Who are you?")
    tap(b_watcher, "Carla")
    b_sleeper = pocket_phone(pocket_context, b.link("watch"), wait_for="Who are you?")
    tap(b_sleeper, "Ben")
    see(b_sleeper, "0 points · place 1 of 4")
    c_sleeper = pocket_phone(pocket_context, c.link("score"), wait_for="Hand 1 · Anna deals")
    cdp = {page: pocket_context.new_cdp_session(page) for page in (b_sleeper, c_sleeper)}
    for page, taps in (
        (a_scorer, ["Anna 5 ♥", "Ben 8 ♥", "Carla took Q♠"]),
        (b_scorer, ["Dan 13 ♥", "Anna took Q♠"]),
        (c_sleeper, ["Ben 13 ♥"]),
    ):
        tap(page, "Enter hand 1")
        for name in taps:
            tap(page, name)
    phones = (a.host, a_scorer, a_watcher, b.host, b_scorer, b_watcher, b_sleeper, c.host, c_sleeper)
    assert all(line(page) is None for page in phones)

    start = time.monotonic()
    os.kill(a.server.process.pid, signal.SIGSTOP)
    for page in (b_scorer, b_watcher):
        page.context.set_offline(True)
    pocket(pocket_context, [b_sleeper, c_sleeper], cdp)
    tap(b_scorer, "Save hand")  # offline: goes nowhere
    for host in (b.host, c.host):  # the hosts of the away phones save hand 1 meanwhile
        tap(host, "Enter hand 1")
        for name in ("Anna 5 ♥", "Ben 8 ♥", "Carla took Q♠"):
            tap(host, name)
        tap(host, "Save hand")
        see(host, "Hand 2 · Ben deals")
    for _ in range(2):  # the paused server: Save, and Save again when nothing seems to happen
        button(a_scorer, "Save hand").first.dispatch_event("click")
        a_scorer.wait_for_timeout(SAVE_AGAIN_AFTER * 1000)  # a duration: the scorer's hesitation
    until(start, SAID_WITHIN)
    for page in (a.host, a_scorer, a_watcher, b_scorer, b_watcher):
        assert line(page) == GONE, f"{page.url}: {line(page)!r}"
    for page in (b.host, c.host):  # the host of away phones sees nothing different
        assert line(page) is None
    shot(a_scorer, "fault-en-390x844-scorer-server-paused")
    shot(a_watcher, "fault-en-390x844-watcher-server-paused")
    shot(b_scorer, "fault-en-390x844-scorer-offline")

    until(start, PAUSE)
    os.kill(a.server.process.pid, signal.SIGCONT)
    back_within(
        time.monotonic(),
        (a_scorer, ["Hand 2 · Ben deals"]),
        (a.host, ["Hand 2 · Ben deals"]),
        (a_watcher, ["8 points · place 3 of 4"]),
    )
    shot(a_scorer, "fault-en-390x844-scorer-server-back")
    put_away(a.host, a_scorer, a_watcher)

    until(start, OFFLINE)
    for page in (b_scorer, b_watcher):
        page.context.set_offline(False)
    # B's scorer: the Save tapped offline was not stored, and it says so: the hand is still on the form, to save again
    back_within(
        time.monotonic(),
        (b_watcher, ["13 points · place 4 of 4"]),
        (b_scorer, ["Hand 1 was just saved on another device. Saving asks what to do with yours."]),
    )
    shot(b_scorer, "fault-en-390x844-scorer-offline-back")
    tap(b_scorer, "Save hand")
    tap(b_scorer, "Save mine as hand 2")
    see(b.host, "Hand 3 · Carla deals")
    see(b_watcher, "Hand 3 · you deal")  # her own phone speaks to her
    put_away(b.host, b_scorer, b_watcher)

    until(start, POCKET)
    unpocket(b_sleeper, cdp)
    back_within(time.monotonic(), (b_sleeper, ["8 points · place 1 of 4"]))
    shot(b_sleeper, "fault-en-390x844-watcher-pocket-back")
    unpocket(c_sleeper, cdp)  # a little longer in the pocket
    back_within(
        time.monotonic(), (c_sleeper, ["Hand 1 was just saved on another device. Saving asks what to do with yours."])
    )
    shot(c_sleeper, "fault-en-390x844-scorer-pocket-back")
    tap(c_sleeper, "Anna took Q♠")
    tap(c_sleeper, "Save hand")
    tap(c_sleeper, "Save mine as hand 2")
    see(c.host, "Hand 3 · Carla deals")
