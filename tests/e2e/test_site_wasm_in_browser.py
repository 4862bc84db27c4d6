"""The published site ships both of Flutter's builds and Flutter's loader picks one (the "wasm" lever,
scorepad/site/pages.py): dart2wasm with skwasm where the browser has WasmGC, dart2js with CanvasKit where it
has not (forced here by hiding WasmGC from the loader's check). Either build starts, saves a hand, and
starts again offline with the host gone, from the one build the service worker kept on the first visit: the
wasm build in test_site_app_in_browser.py's first test (a first visit in Chromium, as every phone's), the
JavaScript build here."""

from __future__ import annotations

import pytest

from e2e_driver import see, semantics_on
from patience import DEADLINE_MS, START_MS, until
from site_driver import SiteServer, build_site, elsewhere, open_probe, persistent, py

RUNNING = """
from scorepad.rules import Hand
from scorepad.storage.browser import BrowserDisk
disk = await BrowserDisk.open()
store = await disk.open_store()
match = await disk.write(lambda: store.create(['Anna', 'Ben', 'Carla', 'Dan']))
await disk.write(lambda: store.add_hand(match.id, Hand((5, 8, 13, 0))))
"""
# flutter_bootstrap.js asks WebAssembly.validate about this module (a type section with one GC struct type) to
# learn whether the browser has WasmGC; told no, it picks the dart2js build, as a browser without WasmGC does.
NO_WASM_GC = """(() => {
  const probe = [0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 95, 1, 120, 0];
  const validate = WebAssembly.validate;
  WebAssembly.validate = (bytes) => {
    const seen = new Uint8Array(bytes.buffer || bytes);
    return seen.length === probe.length && probe.every((b, i) => seen[i] === b) ? false : validate(bytes);
  };
})()"""
# What each build fetches and what the other would, and what the page then has: skwasm's instance or CanvasKit.
BUILDS = {
    "wasm": (
        {"main.dart.wasm", "main.dart.mjs", "canvaskit/skwasm.wasm"},
        {"main.dart.js", "canvaskit/chromium/canvaskit.wasm"},
        "window._flutter_skwasmInstance !== undefined && window.flutterCanvasKit === undefined",
    ),
    "fallback": (
        {"main.dart.js", "canvaskit/chromium/canvaskit.wasm"},
        {"main.dart.wasm", "main.dart.mjs", "canvaskit/skwasm.wasm"},
        "window.flutterCanvasKit !== undefined && window._flutter_skwasmInstance === undefined",
    ),
}


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    return build_site(tmp_path_factory.getbasetemp())


def click(page, name: str) -> None:
    """Click the button `name` once it may be clicked (no wait for a server's answer: a static site sends none)."""
    target = page.get_by_role("button", name=name, exact=True).first
    target.wait_for(state="attached", timeout=START_MS)
    until(page, "b => b.getAttribute('aria-disabled') !== 'true'", arg=target.element_handle(), timeout=DEADLINE_MS)
    target.dispatch_event("click")


def opened(context, url: str, hide_wasm_gc: bool, offline: bool = False):
    """A tab on the site, the semantics tree on, and the list that collects the URLs it requests."""
    if hide_wasm_gc:
        context.add_init_script(NO_WASM_GC)
    context.set_offline(offline)
    page = context.new_page()
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(url)
    semantics_on(page, timeout=START_MS)
    return page, requests


def paths(urls: list[str], url: str) -> set[str]:
    return {u.split("?")[0].removeprefix(url) for u in urls if u.startswith(url)}


@pytest.mark.parametrize("build", ["fallback"])  # the wasm build: test_site_app_in_browser, first test
def test_the_build_flutter_picks_starts_saves_a_hand_and_starts_again_offline_with_that_build(
    browser, site, tmp_path, build
):
    fetched, other, running = BUILDS[build]
    profile = tmp_path / "phone"
    server = SiteServer(site).start()
    try:
        with persistent(browser, profile) as context:
            py(open_probe(context, server), RUNNING, timeout=START_MS)
            page, first = opened(context, server.url, hide_wasm_gc=build == "fallback")
            see(page, "Hand 2 · Ben deals", timeout=START_MS)  # no dialog on the way in (issue 29)
            for name in ("Enter hand 2", "Anna 13 ♥", "Ben took Q♠", "Save hand"):
                click(page, name)
            see(page, "Hand 2 saved")
            assert page.evaluate(running)
            assert fetched <= paths(first, server.url) and not other & paths(first, server.url)
    finally:
        server.stop()
    with persistent(browser, profile) as context:  # the host gone, the phone offline: the kept build starts
        page, again = opened(context, server.url, hide_wasm_gc=build == "fallback", offline=True)
        see(page, "Hand 3 · Carla deals", timeout=START_MS)
        click(page, "Enter hand 3")
        see(page, "Save hand")
        assert page.evaluate(running)
        assert fetched <= paths(again, server.url) and not other & paths(again, server.url)
    assert elsewhere(first + again) == set()
