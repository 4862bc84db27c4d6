"""Scorepad on a phone by itself: the published static site (Python in the browser, matches in IndexedDB)
in headless Chromium at 390×844 with a persistent profile, served on 127.0.0.1 under a sub-path. Its first visit
goes from the names to a saved hand with no dialog and finds every file on its own host; a match survives
reloads, the host going away and the browser going offline; two tabs never lose a match."""

from __future__ import annotations

import pytest

from e2e_driver import gone, in_view, menu, see, shot, tap, tap_text, tap_until, type_into
from scorepad.i18n import t
from site_driver import SEE_TEXT, SiteServer, app_up, build_site, elsewhere, no_storage_dialog, persistent
from test_first_visit_in_browser import Recorded, watched
from test_site_wasm_in_browser import BUILDS, paths

FOUR = ("Anna", "Ben", "Carla", "Dan")
# Durations, not waits for a state: how long the page is watched for what must NOT come. Flet's "Working..." over
# the form or the match (s; it came a moment after them), and the storage line a second time (ms; the first came as
# the saved-message went).
WORKING_WATCHED = 4
LINE_WOULD_COME_MS = 1500
WATCH_DIALOGS = """(() => {
  window.scorepadDialogs = [];
  setInterval(() => {
    const open = document.querySelector(
      'flt-semantics[role=dialog], flt-semantics[role=alertdialog], [aria-modal=true]');
    if (open) window.scorepadDialogs.push((open.getAttribute('aria-label') || open.textContent || '?').slice(0, 80));
  }, 50);
})();"""


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    return build_site(tmp_path_factory.getbasetemp())


def opened(context, url: str, requests: list, wait_for: str):
    """A tab on the site, its requests noted, the semantics tree on, `wait_for` shown."""
    context.on("request", lambda r: requests.append(r.url))
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(url)
    app_up(page, wait_for)
    return page


def reload_at_once(page, wait_for: str) -> None:
    """Reload the moment the app said 'saved' (a save that were not yet in IndexedDB would be lost)."""
    page.reload()
    app_up(page, wait_for)


def start_match(page) -> None:
    for seat, name in enumerate(FOUR):
        type_into(page, f"Player {seat + 1}", name)
    tap_until(page, "Start match", "Hand 1 · Anna deals")


def hand(page, number: int, hearts: dict, queen: str, moon: str | None = None) -> None:
    tap(page, f"Enter hand {number}")
    for name, count in hearts.items():
        tap(page, f"{name} {count} ♥")
    tap(page, f"{queen} took Q♠")
    tap(page, "Save hand")
    if moon:
        tap(page, moon)
    see(page, f"Hand {number} saved")


def test_a_match_on_the_phone_alone_from_its_first_visit_survives_reloads_the_host_going_away_and_offline(
    browser, site, tmp_path
):
    """One phone, from its first visit (issue 29: no modal on the way in; every request to its own host and
    answered) to a reload the moment a hand is saved, then the host gone and the phone offline, then the rest of
    the app in the page (statistics, the chart: flet-charts in the site's client, settings). Chromium has WasmGC:
    both starts run Flutter's wasm build and fetch none of the other (the other build: test_site_wasm_in_browser).
    A backup saved on the site and restored into a fresh phone's site: tests/e2e/test_site_keeping_in_browser.py."""
    fetched, other, running = BUILDS["wasm"]
    first: list[str] = []
    profile = tmp_path / "phone"
    with SiteServer(site) as server:
        url = server.url
        with persistent(browser, profile) as context:
            context.add_init_script(WATCH_DIALOGS)
            recorded = Recorded(context)
            page = opened(context, url, first, "Players, clockwise")
            first_visit_to_a_saved_hand(page)
            page.goto(url)  # told once: after a reload the next saved hand brings no note
            app_up(page, "Hand 2 · Ben deals")
            assert not watched(page, WORKING_WATCHED), "Flet's 'Working...' over the match"
            hand(page, 2, {"Dan": 13}, "Dan", moon="Dan −26 Totals: Anna 5, Ben 8, Carla 13, Dan −26")
            reload_at_once(page, "Hand 3 · Carla deals")
            hand(page, 3, {"Anna": 13}, "Ben")
            see(page, "Dan: −26 in total")
            shot(page, "phone-en-site-match")
            gone(page, "Hand 3 saved")
            page.wait_for_timeout(LINE_WOULD_COME_MS)  # a duration: the line would have come by now
            assert not page.evaluate(f"({SEE_TEXT})({t('keep.home_screen', 'en')!r})"), "the storage line a second time"
            assert page.evaluate(running) and fetched <= paths(first, url) and not other & paths(first, url)
        assert recorded.hosts() == {"127.0.0.1"}, sorted(recorded.urls)
        assert recorded.failed == []
    # the host is gone and the phone is offline: the app starts from its cache and takes another hand
    again: list[str] = []
    with persistent(browser, profile) as context:
        context.set_offline(True)
        page = opened(context, url, again, "Hand 4 · Dan deals")
        see(page, "Anna: 18 in total")
        assert page.evaluate(running) and fetched <= paths(again, url) and not other & paths(again, url)
        hand(page, 4, {"Carla": 13}, "Anna")
        reload_at_once(page, "Hand 5 · Anna deals")
        # the rest of the app works in the page too: the history, statistics, the chart, settings
        menu(page, "History")
        see(page, "running, hand 5 next · Dan −26 · Ben 21 · Carla 26 · Anna 31")
        menu(page, "Statistics")
        see(page, "Matches: 1 · finished: 0 · players: 4")
        menu(page, "History")
        tap_text(page, "running, hand 5 next")
        tap(page, "Chart and export")
        see(page, "Chart of the running totals over 4 hands")
        menu(page, "Settings")
        see(page, "Keep the screen awake during a match")
    assert elsewhere(first + again) == set()  # every request stayed on 127.0.0.1


def first_visit_to_a_saved_hand(page) -> None:
    """No "Working..." once the form is there, whose last part is in view; from the names to the first saved hand
    no dialog (watched every 50 ms by the page itself); then the note that this browser may clear its data, as a
    calm line with Backup, which leads to the backup."""
    assert not watched(page, WORKING_WATCHED), "Flet's 'Working...' over the form"
    no_storage_dialog(page)
    last = page.get_by_role("button", name="Change rules", exact=True).bounding_box()  # the form's last part
    assert last is not None and in_view(page, last)
    start_match(page)
    hand(page, 1, {"Anna": 5, "Ben": 8}, "Carla")
    see(page, t("keep.home_screen", "en"))  # once the saved-message and its Undo have gone
    assert page.evaluate("window.scorepadDialogs") == [], "a dialog showed on the way to the first saved hand"
    tap(page, t("app.backup_now", "en"))
    see(page, t("backup.save_heading", "en"))  # the Backup line leads to the backup


def test_an_older_tab_saving_a_hand_keeps_the_match_a_newer_tab_started(browser, site, tmp_path):
    with SiteServer(site) as server, persistent(browser, tmp_path / "phone") as context:
        older = opened(context, server.url, [], "Players, clockwise")
        no_storage_dialog(older)
        start_match(older)  # match 1
        newer = context.new_page()
        newer.goto(server.url)
        app_up(newer, "Hand 1 · Anna deals")
        menu(newer, "New match")
        for seat, name in enumerate(("Eva", "Finn", "Gus")):
            type_into(newer, f"Player {seat + 1}", name)
        tap(newer, "Change seating")
        tap(newer, "Remove Player 4")
        tap_until(newer, "Start match", "Hand 1 · Eva deals")  # match 2, which the older tab never opened
        hand(older, 1, {"Anna": 5, "Ben": 8}, "Carla")  # the older tab writes on the newest data
        for page in (older, newer):
            menu(page, "History")
            see(page, "running, hand 1 next · Eva 0 · Finn 0 · Gus 0")
            see(page, "running, hand 2 next · Dan 0 · Anna 5 · Ben 8 · Carla 13")
