"""Scorepad in WebKit, the engine of Safari and of every iPhone browser (webkit_driver.py: Debian's WebKitGTK on a
virtual display): the published site's first visit, by a hand-over link another phone made, up to a saved hand
that a reload keeps, and `scorepad --web`
with a scorer's phone and a watcher's, the watcher following the scorer's save live; the scorer's under a POSIX
locale (LANG=C.UTF-8), where WebKitGTK says its language is "C", which Flutter cannot read: the page starts in
English all the same (scorepad/site/languages.js; before it, the page stayed on its splash). Few and lean: WebKit starts
the site's Python about three times slower than Chromium (docs/benchmarks.md), and each window is a browser.

Every letter kept (issue 44), in the same windows: on the site and on the server the house rules' Play to and then
the players' names are put in as one burst each, as a phone's keyboard does (a swiped word, part of a name pasted, a
word autocorrected: e2e_driver.BURSTS), umlauts and spaces too, and reach the fields and the new match whole.
On the site, before scorepad/ui/typed.py, runs lost letters: WebKit's worker turns Pyodide's event loop on timers,
which the page's messages overtake, and a change's redraw sent the field its older value."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from e2e_driver import NAMES, open_app
from e2e_driver import tap as tap_in_chromium
from site_driver import SiteServer, build_site
from webkit_driver import burst_into, menu, names_typed, opened, see, semantics_on, shot, tap, until, webkit

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "server"))
from server_driver import ServerProcess  # noqa: E402

from patience import START  # noqa: E402

FOUR = ("Anna", "Ben", "Carla", "Dan")
LAST = NAMES[2:] + NAMES[:2]  # the seats of the names' last round (names_typed: three rounds, a seat further on each)


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    return build_site(tmp_path_factory.getbasetemp())


def hand_one(page) -> None:
    """Hand 1 by taps: Anna 5 ♥, Ben 8 ♥, Carla took Q♠ (Dan's 0 is filled in), saved."""
    tap(page, "Enter hand 1", "Save hand")
    for name in ("Anna 5 ♥", "Ben 8 ♥", "Carla took Q♠"):
        tap(page, name)
    tap(page, "Save hand", "Enter hand 2")  # the lasting screen, not the 4-second "Hand 1 saved" (issue 51)


def bursts_start_a_match(page, shots: Path | None = None) -> None:
    """Play to 75 in the settings, then the names, put in as bursts, each shown whole (three rounds); the new match
    takes both: its rules in the form's summary, the last round's names at the table."""
    menu(page, "Settings")
    burst_into(page, "Play to", "75")
    menu(page, "New match")
    see(page, "Standard · to 75 ·")
    names_typed(page)
    if shots is not None:
        shot(page, shots)
    tap(page, "Start match", f"Hand 1 · {LAST[0]} deals")
    for name in LAST[1:]:
        see(page, name)


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


def test_an_iphone_takes_a_match_over_keeps_its_hand_across_a_reload_and_starts_the_next_with_every_letter(
    site, webkit_display, tmp_path
):
    """The site's first visit in WebKit is a hand-over link (issue 43: an iPhone takes over from an Android): the
    match opens at its next hand, the payload leaves the address bar, a hand saved there is kept across a reload.
    Then a new match, its target and names put in as bursts (issue 44)."""
    with SiteServer(site) as server, webkit(webkit_display) as page:
        page.get(server.url + "#/take/" + handed_over(tmp_path))
        semantics_on(page, timeout=START)
        see(page, "Hand 3 · Carla deals", timeout=START)  # its message "Match taken over": tests/ui/test_message_time
        left = "return !location.href.includes('#/take/') && location.href.includes('/match/')"
        until(page, left, what="the payload out of the address bar, the match's address in it")
        shot(page, tmp_path / "webkit-site-taken-over.png")
        tap(page, "Enter hand 3", "Save hand")
        for name in ("Carla 13 ♥", "Dan took Q♠"):
            tap(page, name)
        tap(page, "Save hand", "Enter hand 4")
        page.refresh()
        semantics_on(page, timeout=START)
        see(page, "Hand 4 · Dan deals", timeout=START)  # the match, with its hand, kept in the browser
        see(page, "Carla: 26 in total")
        shot(page, tmp_path / "webkit-site-after-reload.png")
        bursts_start_a_match(page, tmp_path / "webkit-site-names.png")


def link(server: ServerProcess, role: str) -> str:
    return f"http://127.0.0.1:{server.port}/?key={server.secrets()[role]}"


def test_a_scorer_and_a_watcher_in_webkit_follow_the_table_live_and_a_host_starts_the_next_with_every_letter(
    browser, webkit_display, tmp_path
):
    from scorepad.rules import Rules
    from scorepad.storage import Store

    with Store(tmp_path / "data") as store:
        store.create(FOUR, Rules())
    server = ServerProcess(tmp_path / "data", host="0.0.0.0").start()
    try:
        host = open_app(browser, link(server, "host"), wait_for="Hand 1 · Anna deals")
        tap_in_chromium(host, "Share the table")  # the match the phones follow
        with opened(webkit_display, link(server, "watch")) as watcher:
            tap(watcher, "Ben", "0 points · place 1 of 4")
            with opened(webkit_display, link(server, "score"), lang="C.UTF-8") as scorer:
                scorer_and_watcher(server, scorer, watcher, tmp_path)
    finally:
        server.stop()


def scorer_and_watcher(server, scorer, watcher, tmp_path) -> None:
    """A hand saved on the scorer's WebKit reaches the watcher's by itself; then the watcher's phone, given the
    host's link, starts a new match with names put in as bursts."""
    see(scorer, "Hand 1 · Anna deals")
    assert scorer.execute_script("return navigator.language") == "en"  # "C", as the engine said it, is no tag
    hand_one(scorer)
    see(watcher, "8 points · place 3 of 4")  # the save reached the watcher's phone by itself
    shot(watcher, tmp_path / "webkit-watcher.png")
    shot(scorer, tmp_path / "webkit-scorer.png")
    watcher.get(link(server, "host"))  # the watcher's phone, now the host's: a new match (issue 44)
    semantics_on(watcher)
    see(watcher, "Hand 2 · Ben deals")
    bursts_start_a_match(watcher)
