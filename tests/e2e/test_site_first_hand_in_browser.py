"""The published site's first visit and no modal on the way in (issue 29), in a fresh browser profile with every
request recorded: it asks no host but its own and finds every file it asks for; no "Working..." once the form
is there, whose last part is in view; from the names to the first saved hand it never shows a dialog (watched
every 50 ms by the page itself); the note that this browser may clear its data comes after the first saved
hand, as a calm line with Backup, which leads to the backup; once, not again after a reload."""

from __future__ import annotations

import pytest

from e2e_driver import gone, in_view, see, tap
from scorepad.i18n import t
from site_driver import SEE_TEXT, SiteServer, app_up, build_site, no_storage_dialog, persistent
from test_first_visit_in_browser import Recorded, watched
from test_site_app_in_browser import hand, start_match

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


def test_the_sites_first_visit_asks_only_its_own_host_and_goes_from_names_to_a_saved_hand_with_no_dialog_then_a_line(
    browser, site, tmp_path
):
    with SiteServer(site) as server, persistent(browser, tmp_path / "phone") as context:
        context.add_init_script(WATCH_DIALOGS)
        recorded = Recorded(context)
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(server.url)
        app_up(page, "Players, clockwise")
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
        # told once: after a reload the next saved hand brings no note
        page.goto(server.url)
        app_up(page, "Hand 2 · Ben deals")
        assert not watched(page, WORKING_WATCHED), "Flet's 'Working...' over the match"
        hand(page, 2, {"Anna": 5, "Ben": 8}, "Carla")
        gone(page, "Hand 2 saved")
        page.wait_for_timeout(LINE_WOULD_COME_MS)  # a duration: the line would have come by now
        assert not page.evaluate(f"({SEE_TEXT})({t('keep.home_screen', 'en')!r})"), "the storage line a second time"
    assert recorded.hosts() == {"127.0.0.1"}, sorted(recorded.urls)
    assert recorded.failed == []
