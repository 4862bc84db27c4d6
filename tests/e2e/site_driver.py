"""The published static site in headless Chromium: built once per test session, served by a small threaded
web server under a sub-path (/scorepad/), opened with a persistent browser profile (so the service worker,
its cache and IndexedDB survive a restart of the browser, as on a phone). Shared by the site tests and
benchmarks/static_bench.py; the full-app tests use it the same way:

    site = build_site(tmp_path_factory.getbasetemp())            # the real app, once per session
    with SiteServer(site) as server, persistent(browser, tmp_path / "profile") as context:
        page = context.new_page(); page.goto(server.url)          # then as with e2e_driver: semantics, taps
"""

from __future__ import annotations

import functools
import http.server
import shutil
import threading
import time
from contextlib import contextmanager
from pathlib import Path

import published
from e2e_driver import (
    CHROMIUM_ARGS,
    PHONE,
    ROOT,
    WORKER_ANSWERS_JS,
    chromium_path,
    free_port,
    patient,
    see,
    semantics_on,
    settled,
)
from patience import DEADLINE_MS, START_MS, until
from scorepad.site.build import publish

PREFIX = "/scorepad/"
# ms: a duration, not a wait for a state: a fresh profile's first screen is watched this long for a note that must
# NOT come (it came a second or so after the first screen, once); nothing shows that it never will.
NOTE_WOULD_COME_MS = 1500
PROBE = Path(__file__).resolve().parents[1] / "site" / "probe"  # a bare page running the site's Python
BARE_PACKAGES = ("flet", "msgpack", "repath", "six")  # what a one-text Flet app needs in the browser
BARE_MAIN = '''import flet as ft


def main(page: ft.Page):
    """One text and one button that counts: what any Flet app pays before its own work."""
    taps = ft.Text("taps: 0")

    def tapped(e):
        taps.value = f"taps: {int(taps.value.split()[1]) + 1}"

    page.title = "Bare"
    page.add(ft.Text("{label}"), ft.Button("Tap", on_click=tapped), taps)


ft.run(main)
'''


def build_site(base: Path) -> Path:
    """The real app's site, one for the session: the very folder tests/conftest.py's `published_site` gives the
    other tests (tests/published.py)."""
    return published.one_site(base)


def build_bare_site(base: Path, label: str = "Hello") -> Path:
    """A one-text Flet app (labelled `label`) published the same way, in `base`/bare-site."""
    app = base / "bare-app"
    (app / "assets").mkdir(parents=True, exist_ok=True)
    shutil.copyfile(ROOT / "assets" / "icon.png", app / "assets" / "icon.png")
    (app / "main.py").write_text(BARE_MAIN.replace("{label}", label), encoding="utf-8")
    (app / "pyproject.toml").write_text(
        '[project]\nname = "bare"\nversion = "1"\ndescription = "Bare"\n', encoding="utf-8"
    )
    publish(base / "bare-site", root=app, packages=BARE_PACKAGES, own=False)
    return base / "bare-site"


class SiteServer:
    """`site` at http://127.0.0.1:PORT/scorepad/ (the probe page at .../_probe/); stop() and start() again
    on the same port, as a host going away and coming back. `served` lists (path, bytes) of each answer;
    `slow` maps files of the site to seconds their answer waits (a slow network)."""

    def __init__(self, site: Path, port: int | None = None, slow: dict[str, float] | None = None):
        self.site, self.port, self.slow = Path(site), port or free_port(), slow or {}
        self.served: list[tuple[str, int]] = []
        self._server: http.server.ThreadingHTTPServer | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}{PREFIX}"

    @property
    def probe_url(self) -> str:
        return f"{self.url}_probe/probe.html"

    def start(self) -> SiteServer:
        handler = functools.partial(SiteHandler, self.site, self.served, self.slow)
        self._server = http.server.ThreadingHTTPServer(("127.0.0.1", self.port), handler)
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def bytes_served(self) -> int:
        return sum(size for _, size in self.served)

    def __enter__(self) -> SiteServer:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Files of the site under PREFIX, the probe under PREFIX/_probe/; nothing else exists."""

    def __init__(self, site: Path, served: list, slow: dict[str, float], *args, **kwargs):
        self.site, self.served_log, self.slow = site, served, slow
        super().__init__(*args, directory=str(site), **kwargs)

    def do_GET(self) -> None:
        time.sleep(self.slow.get(self.path.split("?", 1)[0][len(PREFIX) :], 0))  # a duration: the slow network's
        super().do_GET()

    def translate_path(self, path: str) -> str:
        path = path.split("?", 1)[0].split("#", 1)[0]
        if not path.startswith(PREFIX):
            return str(self.site / "no such file")
        rest = path[len(PREFIX) :]
        if rest.startswith("_probe/"):
            return str(PROBE / rest[len("_probe/") :])
        return super().translate_path("/" + rest)

    def send_header(self, keyword: str, value: str) -> None:
        if keyword.lower() == "content-length":
            self.served_log.append((self.path, int(value)))
        super().send_header(keyword, value)

    def end_headers(self) -> None:
        # Nothing in the browser's HTTP cache: offline, only the service worker's cache can answer.
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, *args) -> None:  # quiet: the tests report what matters
        pass


@contextmanager
def persistent(browser, profile: Path, viewport=PHONE, locale: str = "en-US"):
    """A Chromium window on a profile folder that outlives it (service worker, caches, IndexedDB)."""
    context = browser.browser_type.launch_persistent_context(
        str(profile),
        executable_path=chromium_path(),
        args=CHROMIUM_ARGS,
        viewport=viewport,
        locale=locale,
        device_scale_factor=1,
    )
    patient(context).add_init_script(WORKER_ANSWERS_JS)  # e2e_driver.answered waits for the app's Python to answer
    try:
        yield context
    finally:
        context.close()


def open_probe(context, server: SiteServer, timeout: float = START_MS):
    """A new tab on the probe page with the site's Python started in its worker."""
    page = context.new_page()
    page.goto(server.probe_url)
    probe_ready(page, timeout)
    return page


def probe_ready(page, timeout: float = START_MS) -> None:
    """Wait until the probe tab's worker has started the site's Python (after a load or a reload)."""
    until(page, "window.ready !== undefined", timeout=timeout)
    settled(page, "() => window.ready", timeout=timeout)


def py(page, code: str, timeout: float = DEADLINE_MS):
    """Run Python (top-level await allowed) in the probe tab's worker; its last expression's value."""
    return settled(page, "code => window.py(code)", code, timeout)


def app_up(page, wait_for: str, timeout: float = START_MS) -> None:
    """The app's semantics tree on (once per page load), and `wait_for` shown: the app is up."""
    semantics_on(page, timeout=timeout)
    see(page, wait_for, timeout=timeout)


def interactive(page, button: str = "Tap", answer: str = "taps: 1", timeout: float = START_MS) -> None:
    """Wait until the app's `button` answers a click by showing `answer` (a text or a label)."""
    semantics_on(page, timeout=timeout)
    target = page.get_by_role("button", name=button, exact=True).first
    target.wait_for(state="attached", timeout=timeout)
    target.dispatch_event("click")
    see(page, answer, timeout=DEADLINE_MS)


def no_storage_dialog(page, lang: str = "en", timeout: float = DEADLINE_MS) -> None:
    """A fresh profile's first screen, once drawn (a button in the semantics tree, within `timeout` ms): nothing
    pops up over it (headless Chromium does not promise to keep the site's data; the line about it waits for the
    first saved hand, issues 29 and 44)."""
    from scorepad.i18n import t

    page.wait_for_selector("flt-semantics[role=button]", state="attached", timeout=timeout)
    page.wait_for_timeout(NOTE_WOULD_COME_MS)  # a duration: what must not come, given the time it came in
    assert page.locator("flt-semantics[role=dialog], [aria-modal=true]").count() == 0, "a dialog on the way in"
    assert not page.evaluate(f"({SEE_TEXT})({t('keep.home_screen', lang)!r})"), "the storage line before the first hand"


SEE_TEXT = (
    "t => [...document.querySelectorAll('flt-semantics')]"
    ".some(e => (e.getAttribute('aria-label') || e.textContent || '').includes(t))"
)


SNAPSHOTS = """caches.open('scorepad.snapshot').then(async (cache) =>
    Promise.all((await cache.keys()).map(async (key) =>
    [key.url.split('/scorepad-snapshot/')[1], (await cache.match(key)).headers.get('x-scorepad-snapshot')])))"""


def python_started(page) -> str:
    """How the app's Python worker started (snapshot.js): "none" (no snapshot of this build kept), "restored",
    "refused" (the kept one failed to load) or "unavailable" (no Cache Storage); "" for flet-web's own worker."""
    [state] = [w.evaluate("self.scorepadSnapshot || ''") for w in page.workers if w.url.endswith("/python-worker.js")]
    return state


def imported_since_restored(page) -> list[str]:
    """The modules the app's Python imported after it was restored from a snapshot (snapshot.js notes what the
    snapshot had)."""
    [worker] = [w for w in page.workers if w.url.endswith("/python-worker.js")]
    return worker.evaluate("""self.pyodide.runPython("import sys; list(sys.modules)").toJs()
        .filter((name) => !self.scorepadRestoredModules.includes(name))""")


def python_up(page) -> float | None:
    """Seconds from the start of the app's Python worker until Python and the app were up (snapshot.js notes it;
    None for flet-web's own worker)."""
    [ms] = [w.evaluate("self.scorepadPythonMs ?? null") for w in page.workers if w.url.endswith("/python-worker.js")]
    return None if ms is None else ms / 1000


def snapshots(page) -> list[list[str]]:
    """The Python snapshots the site keeps (scorepad/site/snapshot.js): [key below the site, made for] each."""
    return page.evaluate(SNAPSHOTS)


NEW_BUILD_CACHED = "navigator.serviceWorker.getRegistration().then(r => !!(r && r.waiting))"


def new_build_cached(page, timeout: float = DEADLINE_MS) -> None:
    """Wait until a newer build's service worker has cached it and waits to take over (polled here, as
    snapshot_kept is: wait_for_function would take the promise itself for true)."""
    deadline = time.monotonic() + timeout / 1000
    while not page.evaluate(NEW_BUILD_CACHED):
        if time.monotonic() > deadline:
            raise AssertionError("no newer build was cached")
        page.wait_for_timeout(250)  # a poll


def snapshot_kept(page, stamp: str = "", timeout: float = START_MS) -> list[list[str]]:
    """Wait until a snapshot of the build `stamp` (any build: "") is kept; the snapshots kept then. Polled here:
    Playwright's wait_for_function takes a promise (of false, too) for a true value and returns at once."""
    deadline = time.monotonic() + timeout / 1000
    while True:
        kept = snapshots(page)
        if any(key.startswith(stamp) and made.endswith(key) for key, made in kept):
            return kept
        if time.monotonic() > deadline:
            raise AssertionError(f"no snapshot of build {stamp!r} kept: {kept}")
        page.wait_for_timeout(500)  # a poll


def elsewhere(requests: list[str]) -> set[str]:
    """The hosts other than 127.0.0.1 that `requests` (URLs) went to (none: the page asks no CDN, not even
    for the rive_native.js the Flutter client asks for at every start; scorepad/site/local_only.js)."""
    from urllib.parse import urlsplit

    return {
        urlsplit(u).hostname
        for u in requests
        if urlsplit(u).hostname not in ("127.0.0.1", None) and not u.startswith(("data:", "blob:"))
    }


GLANCE = "#scorepad-glance"  # the start page's glance of the running match (scorepad/site/glance.js)
KEPT = "localStorage.getItem('flutter.scorepad.glance')"  # Flutter's shared_preferences: prefix, JSON value


def glance_on_opening(page, url: str) -> dict | None:
    """Open the start; what the page shows before the app is up (None: no glance), then the app taking over."""
    page.goto(url)  # the glance is drawn while the page is parsed: there at 'load' or never
    shown = page.evaluate("""() => {
        const glance = document.querySelector('#scorepad-glance');
        return glance && {text: glance.innerText, labels: [...glance.querySelectorAll('td')].map(td => td.ariaLabel),
                          totals: [...glance.querySelectorAll('td')].map(td => td.textContent),
                          names: [...glance.querySelectorAll('th')].map(th => th.textContent),
                          markup: glance.querySelectorAll('i, img').length, injected: window.injected === 1};
    }""")
    if shown is not None:
        page.wait_for_selector(GLANCE, state="detached", timeout=START_MS)  # handed over to the app's first screen
    return shown
