"""Each hand's story on the live table, in real browsers against the real `scorepad --web --host 0.0.0.0`
(reached through 127.0.0.1): a scorer says on its phone who scores there, changes a hand, the host's scorecard
marks it and its story names the scorer, and a watcher's line (English and German) says what changed; the
scorer takes the hand back and puts it back with the message's Undo, and its story still names the scorer."""

from __future__ import annotations

import sys
from pathlib import Path

from e2e_driver import PHONE, answered, button, open_app, see, shot, tap
from test_live_table_in_browser import hand, link, start

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "server"))
from server_driver import ServerProcess  # noqa: E402


def long_press(page, name: str, shows: str) -> None:
    """Press and hold the button named `name` with the pointer, as a finger would, until the screen `shows` what the
    long press opens: Flutter's long press fires 500 ms after it saw the press, which on a loaded machine comes late,
    and a finger let go at a fixed time was a tap (CI opened the hand's form instead of its story so)."""
    box = button(page, name).first.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    try:
        see(page, shows)
    finally:
        page.mouse.up()


def test_a_scorers_change_is_marked_for_the_host_named_in_its_story_and_told_to_the_watchers(browser, tmp_path):
    server = ServerProcess(tmp_path / "data", host="0.0.0.0").start()
    try:
        host = open_app(browser, link(server, "host"), PHONE, wait_for="Players, clockwise")
        start(host)
        tap(host, "Share the table")
        see(host, "Everyone scans this")
        tap(host, "Back")
        watchers = {}
        for lang, locale, watching in (("en", "en-US", "Just watching"), ("de", "de-DE", "Nur zuschauen")):
            phone = open_app(browser, link(server, "watch"), PHONE, locale=locale)
            tap(phone, watching)
            watchers[lang] = phone
        scorer = open_app(browser, link(server, "score"), PHONE, wait_for="Hand 1 · Anna deals")
        tap(scorer, "Who is scoring on this phone?")
        see(scorer, "Each hand this phone enters or changes then says so in its story")
        shot(scorer, "phone-en-scorer-who")
        tap(scorer, "Carla")
        see(scorer, "This phone scores as Carla")
        hand(scorer, 1, {"Anna": 5, "Ben": 8}, "Carla")  # 5 8 13 0
        see(host, "Hand 2 · Ben deals")
        tap(scorer, "Edit hand 1")
        tap(scorer, "Dan took Q♠")
        tap(scorer, "Save hand")
        tap(scorer, "Change")
        see(host, "Edit hand 1 (changed)")
        shot(host, "phone-en-hand-changed")
        long_press(host, "Edit hand 1 (changed)", "Story of hand 1")
        see(host, "by Carla (score link): Carla 13 → 0, Dan 0 → 13")
        shot(host, "phone-en-hand-story")
        see(watchers["en"], "Hand 1 changed by Carla (score link): Carla 13 → 0, Dan 0 → 13")
        shot(watchers["en"], "phone-en-watcher-hand-changed")
        see(watchers["de"], "Spiel 1 geändert von Carla (Mitschreib-Link): Carla 13 → 0, Dan 0 → 13")
        shot(watchers["de"], "phone-de-watcher-hand-changed")
        tap(host, "Close")
        # the scorer takes hand 1 back, then the message's Undo puts it back: the same hand, its story kept
        tap(scorer, "Undo last hand")
        see(scorer, "Take back hand 1")
        answered(scorer, lambda: button(scorer, "Undo last hand").last.dispatch_event("click"))
        see(scorer, "Hand 1 taken back")
        see(host, "Hand 1 · Anna deals")
        tap(scorer, "Undo")
        see(host, "Hand 2 · Ben deals")
        long_press(host, "Edit hand 1 (changed)", "Story of hand 1")
        see(host, "by Carla (score link): Carla 13 → 0, Dan 0 → 13")
        story = " ".join(host.locator("flt-semantics").all_text_contents())
        assert "entered" in story and "by Carla (score link) · changed" in story, story
        assert "taken back" in story and "put back" in story and "by host" not in story, story
        shot(host, "phone-en-hand-story-put-back")
    finally:
        server.stop()
