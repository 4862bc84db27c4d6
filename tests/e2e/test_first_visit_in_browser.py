"""The first visit, as a new user has it, in headless Chromium with every request of the page recorded: the
real `scorepad --web` served on 127.0.0.1 is Scorepad's page (title, icon, manifest), asks no host but its
own, and finds every file it asks for; no "Working..." is shown once the form is there. The published site's
first visit, the same and with nothing over the form: tests/e2e/test_site_app_in_browser.py, which goes on
from there to the first saved hand, reloads and an offline start (one fresh start of the site's Python for all)."""

from __future__ import annotations

import time
from urllib.parse import urlsplit

from e2e_driver import PHONE, ROOT, SEE_JS, patient, running, see, semantics_on
from patience import START_MS

FORM = "Players, clockwise"
# s: a duration, not a wait for a state: the form is watched this long for Flet's "Working..." that must NOT show
# (it used to come over the form a moment after it was drawn).
WORKING_WATCHED = 3
ICON = (ROOT / "assets" / "icon.png").read_bytes()


class Recorded:
    """Every request a browser context makes (its pages and their workers), and each one that failed."""

    def __init__(self, context):
        self.urls: list[str] = []
        self.failed: list[str] = []
        context.on("request", lambda request: self.urls.append(request.url))
        context.on("response", lambda reply: reply.status >= 400 and self.failed.append(f"{reply.status} {reply.url}"))
        context.on("requestfailed", self.request_failed)

    def request_failed(self, request) -> None:
        if request.failure != "net::ERR_ABORTED":  # cut short by the reload, not refused
            self.failed.append(f"{request.failure} {request.url}")

    def hosts(self) -> set[str]:
        return {urlsplit(url).hostname for url in self.urls if not url.startswith(("data:", "blob:"))}


def opened(page, url: str) -> None:
    """The page loaded, the semantics tree on, the new-match form shown."""
    page.goto(url)
    semantics_on(page, timeout=START_MS)  # a first visit: the whole client fetched and compiled
    see(page, FORM, timeout=START_MS)


def shows(page, text: str) -> bool:
    """Whether some node shows or is labelled with `text` now."""
    return page.evaluate(f"t => ({SEE_JS})(t)", text)


def watched(page, seconds: float, until=None) -> bool:
    """Watch the page for `seconds` (a duration: an absence is watched for, or until `until()` holds): whether it
    showed Flet's "Working..." meanwhile."""
    deadline, working = time.monotonic() + seconds, False
    while time.monotonic() < deadline and not (until and until()):
        working = working or shows(page, "Working...")
        page.wait_for_timeout(100)  # a poll
    return working or shows(page, "Working...")


def test_scorepad_web_is_scorepads_page_and_a_full_load_asks_only_its_own_host_and_finds_every_file(browser, tmp_path):
    with running(tmp_path / "data") as server:
        context = patient(browser.new_context(viewport=PHONE, locale="en-US", device_scale_factor=1))
        recorded = Recorded(context)
        page = context.new_page()
        opened(page, server.url)
        assert not watched(page, WORKING_WATCHED), "Flet's 'Working...' over the form"
        page.wait_for_load_state("networkidle")
        html = page.request.get(server.url).text()
        assert "<title>Scorepad</title>" in html and "Flet" not in html.split("<script", 1)[0]
        assert page.title() == "Scorepad"
        for rel in ("icon", "apple-touch-icon"):
            assert page.request.get(page.evaluate(f"document.querySelector('link[rel={rel}]').href")).body() == ICON
        manifest = page.request.get(page.evaluate("document.querySelector('link[rel=manifest]').href")).json()
        assert (manifest["name"], manifest["short_name"]) == ("Scorepad", "Scorepad")
        assert [page.request.get(server.url + icon["src"]).body() for icon in manifest["icons"]] == [ICON]
        route, missing = (
            page.request.get(server.url + "match"),
            page.request.get(server.url + "assets/no-such-font.woff2"),
        )
        assert (route.status, "<title>Scorepad</title>" in route.text(), missing.status) == (200, True, 404)
        assert recorded.hosts() == {"127.0.0.1"}, sorted(recorded.urls)
        assert recorded.failed == [] and any(url.endswith("/fonts/DejaVuSans-Scorepad.ttf") for url in recorded.urls)
