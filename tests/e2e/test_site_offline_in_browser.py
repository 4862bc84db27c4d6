"""The published site offline, with a one-text Flet app published the same way as Scorepad (its service
worker and start script are the subject here, not the screens): after one visit it starts with the server
gone and the browser offline, its one visit over a slow network. A new version of the site, found and cached during a
visit, replacing the cached one when the app is next opened, also offline: the real app's, in
test_site_snapshot_in_browser.py (its new build)."""

from __future__ import annotations

from patience import DEADLINE_MS
from site_driver import SiteServer, build_bare_site, elsewhere, interactive, persistent

# s: a duration, the scenario's slow network: Pyodide's wasm answers this late, longer than Flutter's loader waits
# for the service worker (4 s).
SLOW = 6


def visit(browser, profile, url: str, offline: bool = False, label: str | None = None) -> list[str]:
    """Start the browser on `profile`, open `url` until the app answers a tap (and shows `label`); the URLs
    it requested."""
    with persistent(browser, profile) as context:
        context.set_offline(offline)
        page = context.new_page()
        requests: list[str] = []
        page.on("request", lambda request: requests.append(request.url))
        page.goto(url)
        interactive(page)
        if label is not None:
            page.get_by_text(label).first.wait_for(state="attached", timeout=DEADLINE_MS)
        return requests


def test_after_one_visit_the_site_starts_with_the_server_gone_and_the_browser_offline(browser, tmp_path):
    # A slow network: the service worker takes longer to fill its cache than Flutter's loader waits for it
    # (4 s); the page must still wait, or what it fetches meanwhile (CanvasKit) is never kept.
    server = SiteServer(build_bare_site(tmp_path), slow={"pyodide/pyodide.asm.wasm": SLOW}).start()
    try:
        first = visit(browser, tmp_path / "profile", server.url)
    finally:
        server.stop()
    again = visit(browser, tmp_path / "profile", server.url, offline=True)
    assert elsewhere(first + again) == set()
    asked = {url.split("?")[0].rsplit("/", 1)[1] for url in again}  # all answered by the service worker:
    assert {"", "flutter_bootstrap.js", "main.dart.js", "canvaskit.wasm", "pyodide.asm.wasm", "app.tar.gz"} <= asked, (
        asked
    )
    assert "MaterialIcons-Regular.otf" in asked  # the page, the client, its fonts, Pyodide and the app
