"""Every letter kept (issue 44), in Chromium: words put in as one burst, as a phone's keyboard does (a swiped word,
part of a name pasted, a word autocorrected: e2e_driver.BURSTS, nothing waiting for the app), reach the fields and
the match whole and in order, umlauts and spaces too, on the published site and in `scorepad --web`; so does the
house rules' Play to, which a new match then takes.

The site's phone says it is Safari (GNOME Web's user agent): Pyodide then turns its event loop in the worker on
timers, as on every iPhone, and the page's messages overtake them, so a key's value can arrive between a change's
handler and its redraw. Before scorepad/ui/typed.py that redraw sent the older value back and the field lost the
letters after it. WebKit's own bursts: tests/e2e/test_webkit_in_browser.py."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from e2e_driver import (
    NAMES,
    PHONE,
    WORKER_ANSWERS_JS,
    burst_into,
    menu,
    names_typed,
    open_app,
    patient,
    running,
    see,
    shot,
    tap_until,
)
from site_driver import SiteServer, app_up, build_site

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from user_agents import ENGINES  # noqa: E402

SAFARI = next(agent for agent, engine in ENGINES.items() if engine == "webkit" and "X11" in agent)  # GNOME Web


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    return build_site(tmp_path_factory.getbasetemp())


def bursts_make_the_match(page, where: str) -> None:
    """The house rules' Play to put in as a burst, then the names, three rounds, each shown whole (the form as a
    screenshot, every-letter-`where`); the new match starts with the last round's names and the new target."""
    menu(page, "Settings")
    burst_into(page, "Play to", "75")
    menu(page, "New match")
    see(page, "Standard · to 75 ·")
    names_typed(page)
    shot(page, f"every-letter-{where}")
    last = NAMES[2:] + NAMES[:2]
    tap_until(page, "Start match", f"Hand 1 · {last[0]} deals")
    for name in last[1:]:
        see(page, name)


def test_names_put_in_as_bursts_on_the_site_keep_every_letter(browser, site):
    with SiteServer(site) as server:
        context = patient(browser.new_context(viewport=PHONE, locale="en-US", device_scale_factor=1, user_agent=SAFARI))
        context.add_init_script(WORKER_ANSWERS_JS)  # a tap waits for the app's answer (e2e_driver.answered)
        page = context.new_page()
        page.goto(server.url)
        app_up(page, "Players, clockwise")
        assert page.evaluate("navigator.userAgent") == SAFARI
        bursts_make_the_match(page, "site")


def test_names_put_in_as_bursts_on_the_server_keep_every_letter(browser, tmp_path):
    with running(tmp_path / "data") as server:
        bursts_make_the_match(open_app(browser, server.url, wait_for="Players, clockwise"), "server")
