"""Scorepad in WebKit, the engine of Safari and of every iPhone browser (webkit_driver.py: Debian's WebKitGTK on a
virtual display): the published site's first visit, by a hand-over link another phone made, up to a saved hand
that a reload keeps, and `scorepad --web`
with a scorer's phone and a watcher's, the watcher following the scorer's save live; the scorer's under a POSIX
locale (LANG=C.UTF-8), where WebKitGTK says its language is "C", which Flutter cannot read: the page starts in
English all the same (scorepad/site/languages.js; before it, the page stayed on its splash). Few and lean: WebKit starts
the site's Python about three times slower than Chromium (docs/benchmarks.md), and each window is a browser."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from e2e_driver import open_app, tap as tap_in_chromium
from site_driver import SiteServer, build_site
from webkit_driver import semantics_on, see, shot, tap, webkit

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "server"))
from server_driver import ServerProcess  # noqa: E402

FOUR = ("Anna", "Ben", "Carla", "Dan")
SITE_START = 180  # s: Pyodide and the app start in the page (15-25 s here; CI runs three browsers at once)


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    return build_site(tmp_path_factory.getbasetemp())


def hand_one(page) -> None:
    """Hand 1 by taps: Anna 5 ♥, Ben 8 ♥, Carla took Q♠ (Dan's 0 is filled in), saved."""
    tap(page, "Enter hand 1", "Save hand")
    for name in ("Anna 5 ♥", "Ben 8 ♥", "Carla took Q♠"):
        tap(page, name)
    tap(page, "Save hand", "Hand 1 saved")


def handed_over(tmp_path) -> str:
    """The payload of a match of two hands as another phone's Hand over makes it (the export, compact, packed)."""
    from scorepad.rules import Hand
    from scorepad.rules.handover import payload_of
    from scorepad.stats.export import match_file_text
    from scorepad.storage import Store

    with Store(tmp_path / "android") as store:
        match_id = store.create(FOUR).id
        store.add_hand(match_id, Hand((5, 8, 13, 0)), by="this phone")
        store.add_hand(match_id, Hand((0, 13, 0, 13)), by="this phone")
        return payload_of(match_file_text(store.export_match(match_id), compact=True).encode("utf-8"))


def test_an_iphone_takes_a_match_over_on_its_first_visit_and_a_reload_keeps_the_hand_it_saves(site, webkit_display, tmp_path):
    """The site's first visit in WebKit is a hand-over link (issue 43: an iPhone takes over from an Android): the
    match opens at its next hand, the payload leaves the address bar, a hand saved there is kept across a reload."""
    with SiteServer(site) as server, webkit(webkit_display) as page:
        page.get(server.url + "#/take/" + handed_over(tmp_path))
        semantics_on(page, timeout=SITE_START)
        see(page, "Hand 3 · Carla deals", timeout=SITE_START)
        see(page, "Match taken over")
        assert "#/take/" not in page.current_url and "/match/" in page.current_url, page.current_url
        shot(page, tmp_path / "webkit-site-taken-over.png")
        tap(page, "Enter hand 3", "Save hand")
        for name in ("Carla 13 ♥", "Dan took Q♠"):
            tap(page, name)
        tap(page, "Save hand", "Hand 3 saved")
        page.refresh()
        semantics_on(page, timeout=SITE_START)
        see(page, "Hand 4 · Dan deals", timeout=SITE_START)  # the match, with its hand, kept in the browser
        see(page, "Carla: 26 in total")
        shot(page, tmp_path / "webkit-site-after-reload.png")


def link(server: ServerProcess, role: str) -> str:
    return f"http://127.0.0.1:{server.port}/?key={server.secrets()[role]}"


def test_a_scorer_and_a_watcher_in_webkit_follow_the_table_live(browser, webkit_display, tmp_path):
    from scorepad.rules import Rules
    from scorepad.storage import Store

    with Store(tmp_path / "data") as store:
        store.create(FOUR, Rules())
    server = ServerProcess(tmp_path / "data", host="0.0.0.0").start()
    try:
        host = open_app(browser, link(server, "host"), wait_for="Hand 1 · Anna deals")
        tap_in_chromium(host, "Share the table")  # the match the phones follow
        with webkit(webkit_display) as watcher, webkit(webkit_display, lang="C.UTF-8") as scorer:
            watcher.get(link(server, "watch"))
            semantics_on(watcher)
            tap(watcher, "Ben", "0 points · place 1 of 4")
            scorer.get(link(server, "score"))
            semantics_on(scorer)
            see(scorer, "Hand 1 · Anna deals")
            assert scorer.execute_script("return navigator.language") == "en"  # "C", as the engine said it, is no tag
            hand_one(scorer)
            see(watcher, "8 points · place 3 of 4")  # the save reached the watcher's phone by itself
            shot(watcher, tmp_path / "webkit-watcher.png")
            shot(scorer, tmp_path / "webkit-scorer.png")
    finally:
        server.stop()
