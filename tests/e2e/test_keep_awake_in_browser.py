"""Keep-awake on the table's Wi-Fi (plain http, no Wake Lock API), seen where Chromium decides it: a Chromium with
a window (on Xvfb; headless Chromium never blocks power saving) on a private D-Bus session bus, where its power-save
blocker asks first whether org.gnome.SessionManager is there, the moment a screen wake lock begins
(services/device/wake_lock/power_save_blocker/power_save_blocker_linux.cc). The app's clip there is muted and has
no audio track, so a phone's music plays on, and Chromium holds the screen for it all the same. A browser that is
WebKit (every iPhone's) gets the one clip WebKit holds the screen for, an audible one, and the settings say so."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from e2e_driver import (
    PHONE,
    WIFI_ARGS,
    WIFI_HOST,
    assert_not_secure,
    menu,
    need_chromium,
    open_app,
    patient,
    see,
    semantics_on,
    shot,
)
from test_live_table_in_browser import FOUR

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "server"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cli"))
from server_driver import ServerProcess  # noqa: E402

from patience import DEADLINE  # noqa: E402
from programs import need_program  # noqa: E402
from scorepad.storage import Store  # noqa: E402
from user_agents import ENGINES, IPHONE  # noqa: E402
from window_driver import virtual_display  # noqa: E402

BLOCKER = 'string "org.gnome.SessionManager"'  # the power-save blocker's first question (NameHasOwner)
SILENT = "Keeps the screen on by playing silence"
# The app's clip as Chromium weighs it (video_wake_lock.cc): playing, muted or not, with audio decoded or not,
# and how much of the viewport it covers and how much of it is in view.
CLIP_JS = """() => [...document.querySelectorAll('video')].filter(v => v.isConnected).map(v => {
  const r = v.getBoundingClientRect(), w = innerWidth, h = innerHeight;
  const seen = Math.max(0, Math.min(r.right, w) - Math.max(r.left, 0))
    * Math.max(0, Math.min(r.bottom, h) - Math.max(r.top, 0));
  return {playing: !v.paused && !v.ended, muted: v.muted, loop: v.loop, audio: v.webkitAudioDecodedByteCount,
          frames: v.webkitDecodedFrameCount, covers: seen / (w * h),
          inView: r.width * r.height ? seen / (r.width * r.height) : 0};
})"""


class SessionBus:
    """A private D-Bus session bus with a monitor noting each NameHasOwner asked on it."""

    def __enter__(self) -> SessionBus:
        daemon = need_program(
            "SCOREPAD_DBUS_DAEMON", "dbus-daemon", "dbus-daemon not found (apt-get install dbus-daemon)"
        )
        monitor = need_program(
            "SCOREPAD_DBUS_MONITOR", "dbus-monitor", "dbus-monitor not found (apt-get install dbus-bin)"
        )
        self.daemon = subprocess.Popen(
            [daemon, "--session", "--nofork", "--print-address=1"], stdout=subprocess.PIPE, text=True
        )
        self.address = self.daemon.stdout.readline().strip()
        assert self.address.startswith("unix:"), "dbus-daemon said no address"
        self.monitor = subprocess.Popen(
            [monitor, "--address", self.address, "type='method_call',member='NameHasOwner'"],
            stdout=subprocess.PIPE,
            text=True,
        )
        self.lines: list[str] = []
        threading.Thread(target=lambda: self.lines.extend(self.monitor.stdout), daemon=True).start()
        return self

    def blocks(self) -> int:
        """How many screen wake locks Chromium has begun on this bus so far."""
        return sum(BLOCKER in line for line in list(self.lines))

    def __exit__(self, *exc) -> None:
        for process in (self.monitor, self.daemon):
            process.terminate()
            process.wait(timeout=10)


@pytest.fixture(scope="module")
def seen_by_the_system(playwright_driver):
    """A Chromium with a window on a display of its own, on a session bus of its own (a Wi-Fi phone: table.test)."""
    with virtual_display("1280x1024x24") as display, SessionBus() as bus:
        env = {**os.environ, "DISPLAY": display, "DBUS_SESSION_BUS_ADDRESS": bus.address}
        launched = playwright_driver.chromium.launch(
            executable_path=need_chromium(),
            headless=False,
            env=env,
            args=[arg for arg in WIFI_ARGS if arg != "--headless"],
        )
        try:
            yield launched, bus
        finally:
            launched.close()


@pytest.fixture(scope="module")
def table(tmp_path_factory):
    """`scorepad --web --host 0.0.0.0` with a match running: the host's start shows it, so the screen is kept on."""
    data = tmp_path_factory.mktemp("awake") / "data"
    with Store(data) as store:
        store.create(FOUR)
    server = ServerProcess(data, host="0.0.0.0")
    try:
        yield server.start()
    finally:
        server.stop()


def until(check, seconds: float = DEADLINE) -> None:
    """Wait for an event; the time is a bound for a hang only."""
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, "waited in vain"
        time.sleep(0.1)  # a poll


def clip(page) -> dict:
    clips = page.evaluate(CLIP_JS)
    assert len(clips) == 1, clips
    return clips[0]


def test_chromium_on_the_wifi_holds_the_screen_for_a_muted_clip_without_sound_and_says_nothing_of_music(
    seen_by_the_system, table
):
    browser, bus = seen_by_the_system
    before = bus.blocks()
    page = open_app(
        browser, f"http://{WIFI_HOST}:{table.port}/?key={table.secrets()['host']}", wait_for="Hand 1 · Anna deals"
    )
    assert_not_secure(page)
    until(lambda: bus.blocks() > before)  # Chromium began a screen wake lock
    held = clip(page)
    assert held["playing"] and held["muted"] and not held["loop"] and held["audio"] == 0, held  # nothing to hear
    assert held["covers"] > 0.2 and held["inView"] > 0.75, held  # what Chromium holds a silent video for
    assert page.evaluate(f"Object.fromEntries({list(ENGINES)!r}.map(ua => [ua, Wakelock.engine(ua)]))") == ENGINES
    menu(page, "Settings")
    see(page, "Keep the screen awake during a match")
    assert page.evaluate(f"document.body.innerText.includes({SILENT!r})") is False
    shot(page, "phone-en-wifi-settings")


# the settings on an iPhone: the menu's name and item, the switch, and the line under it
IPHONE_SETTINGS = {
    "en-US": ("Menu", "Settings", "Keep the screen awake during a match", SILENT),
    "de-DE": (
        "Menü",
        "Einstellungen",
        "Bildschirm während einer Partie anlassen",
        "Hält den Bildschirm an, indem es Stille abspielt",
    ),
}


@pytest.mark.parametrize("locale", sorted(IPHONE_SETTINGS))
def test_an_iphone_on_the_wifi_gets_the_audible_clip_webkit_needs_and_the_settings_say_music_may_pause(
    seen_by_the_system, table, locale
):
    browser, _ = seen_by_the_system
    label, item, switch, line = IPHONE_SETTINGS[locale]
    context = patient(browser.new_context(viewport=PHONE, locale=locale, device_scale_factor=1, user_agent=IPHONE))
    page = context.new_page()
    page.goto(f"http://{WIFI_HOST}:{table.port}/?key={table.secrets()['host']}")
    semantics_on(page)
    assert_not_secure(page)
    see(page, "Anna")
    page.mouse.click(200, 5)  # an audible clip starts only inside a tap
    until(lambda: len(page.evaluate(CLIP_JS)) == 1 and clip(page)["audio"] > 0)
    played = clip(page)
    assert played["playing"] and not played["muted"] and not played["loop"], played  # WebKit holds no looping clip
    menu(page, item, label)
    see(page, switch)
    see(page, line)
    shot(page, f"phone-{locale[:2]}-wifi-settings-iphone")
