"""The published site's start page shows the running match at once (scorepad/site/glance.js), from what the
app's Python kept at its last save (scorepad/ui/glance.py): the same totals as the app, names as text, nothing
once the match is over and no new one begun. Never a glance an older build kept, also offline:
tests/e2e/test_site_snapshot_in_browser.py, where a new build takes over."""

from __future__ import annotations

import json

import pytest

from e2e_driver import box, menu, see, tap, tap_until, type_into, wheel
from site_driver import KEPT, SiteServer, app_up, build_site, glance_on_opening, no_storage_dialog, persistent

BEN = "<i>Ben</i><img/src/onerror=injected=1>"  # a name is a name, never markup


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    return build_site(tmp_path_factory.getbasetemp())


def start_match(page, names, target: int) -> None:
    for seat, name in enumerate(names):
        type_into(page, f"Player {seat + 1}", name)
    if len(names) == 3:
        tap(page, "Change seating")
        tap(page, "Remove Player 4")
    tap(page, "Change rules")
    wheel(page, box(page, "Variant"), 400)  # the form's number field into view, as a finger scrolls to it
    type_into(page, "Play to", str(target))
    tap_until(page, "Start match", f"Hand 1 · {names[0]} deals")


def hand(page, number: int, hearts: dict, queen: str) -> None:
    tap(page, f"Enter hand {number}")
    for name, count in hearts.items():
        tap(page, f"{name} {count} ♥")
    tap(page, f"{queen} took Q♠")
    tap(page, "Save hand")


def test_the_start_page_shows_the_apps_totals_at_once_names_as_text_and_nothing_once_the_match_is_over(
    browser, site, tmp_path
):
    with SiteServer(site) as server, persistent(browser, tmp_path / "phone") as context:
        page = context.new_page()
        assert glance_on_opening(page, server.url) is None  # a new phone: nothing kept yet
        app_up(page, "Players, clockwise")
        no_storage_dialog(page)
        start_match(page, ("Anna", BEN, "Carla", "Dan"), target=20)
        hand(page, 1, {"Anna": 5, BEN: 8}, "Carla")
        see(page, "Hand 1 saved")
        shown = glance_on_opening(page, server.url)
        app_up(page, f"Hand 2 · {BEN} deals")
        labels = ["Anna: 5 in total", f"{BEN}: 8 in total", "Carla: 13 in total", "Dan: 0 in total"]
        for label in labels:
            see(page, label)  # what the app's scorecard says
        assert shown["labels"] == labels and shown["totals"] == ["5", "8", "13", "0"]
        assert shown["names"] == ["Anna", BEN, "Carla", "Dan"] and (shown["markup"], shown["injected"]) == (0, False)
        assert f"Hand 2 · {BEN} deals" in shown["text"] and "→ 3 cards right" in shown["text"]
        hand(page, 2, {"Anna": 10, BEN: 3}, "Anna")  # Anna 28: over 20, the match is over
        see(page, "Match over")
        assert json.loads(page.evaluate(KEPT)) == ""
        assert glance_on_opening(page, server.url) is None
        app_up(page, "Dan wins!")  # none runs: the start is the match just finished, with its result (issue 29)
        menu(page, "New match")
        see(page, "Players, clockwise")
        start_match(page, ("Eva", "Finn", "Gus"), target=100)
        shown = glance_on_opening(page, server.url)  # a new match begun: its totals at once again
        assert (shown["names"], shown["totals"]) == (["Eva", "Finn", "Gus"], ["0", "0", "0"])
