"""Scorepad as a static site (Python in the browser) against a bare one-text Flet app published the same way.

    python benchmarks/static_bench.py [--rounds 3] [--saves 40] [--starts 3]

Needs Debian's Chromium (/usr/bin/chromium), Playwright's Python package and nothing from the network.
Both sites are built by `scorepad.site.build.publish` and served on 127.0.0.1 under /scorepad/ with
no-store headers, each visit in a fresh Chromium at 390x844 with its own persistent profile. In one run:
  - first visit -> interactive (the first button answers a click), and the bytes served meanwhile;
  - repeat visit, the browser restarted offline with the server stopped -> interactive;
  - saving a hand in the browser: the browser disk's write (Web Lock, pull, Store.add_hand, push to
    IndexedDB) against Store.add_hand alone in memory (what the IndexedDB round trips add);
  - the start-up work `scorepad --web` does before its first session (importing every screen, preloading
    Flet's controls), timed in the browser's Python, where it is paid inside the one session, against
    importing only the first screen's module.
Targets (issue 9): repeat visit <= 1.3x the bare app's, bytes <= 1.2x, saving a hand <= 50 ms median.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))

from e2e_driver import CHROMIUM_ARGS, chromium_path  # noqa: E402
from site_driver import SiteServer, build_bare_site, build_site, interactive, open_probe, persistent, py  # noqa: E402

# The first button of each app's first screen, and what shows that it answered.
FIRST_BUTTON = {"scorepad": ("Add player", "Remove Player 5"), "bare": ("Tap", "taps: 1")}

SAVES = """
import time
from scorepad.rules import Hand
from scorepad.storage import Store
from scorepad.storage.browser import BrowserDisk
disk = await BrowserDisk.open()
store = await disk.open_store()
memory = Store('/tmp/in-memory')
timed = {'disk': [], 'memory': []}
for _ in range({saves}):
    for kind in ('disk', 'memory'):
        target = store if kind == 'disk' else memory
        match = await disk.write(lambda: target.create(['Anna', 'Ben', 'Carla', 'Dan'])) if kind == 'disk' else memory.create(['A', 'B', 'C', 'D'])
        for _ in range(4):
            start = time.perf_counter()
            if kind == 'disk':
                await disk.write(lambda: store.add_hand(match.id, Hand((3, 1, 18, 4))))
            else:
                memory.add_hand(match.id, Hand((3, 1, 18, 4)))
            timed[kind].append((time.perf_counter() - start) * 1000)
timed
"""

STARTUP = """
import time
marks = [time.perf_counter()]
import scorepad.ui.app as app
marks.append(time.perf_counter())
from scorepad.ui import nav
nav.load_screens(nav.FIRST)
marks.append(time.perf_counter())
nav.load_screens()
marks.append(time.perf_counter())
app.preload_flet()
marks.append(time.perf_counter())
[(b - a) * 1000 for a, b in zip(marks, marks[1:])]
"""
FIRST_SCREEN_ONLY = """
import time
start = time.perf_counter()
import scorepad.ui.app, scorepad.ui.screens.setup
(time.perf_counter() - start) * 1000
"""


def p95(values):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def visits(browser, sites: dict[str, Path], rounds: int, work: Path) -> dict:
    """First and offline repeat visits of each site, interleaved round by round (the load weighs alike)."""
    found = {name: {"first": [], "repeat": [], "bytes": []} for name in sites}
    for number in range(rounds):
        for name in (list(sites) if number % 2 == 0 else list(reversed(sites))):
            profile = work / f"profile-{name}-{number}"
            server = SiteServer(sites[name]).start()
            try:
                found[name]["first"].append(visit(browser, profile, server.url, name))
                found[name]["bytes"].append(server.bytes_served())
            finally:
                server.stop()
            found[name]["repeat"].append(visit(browser, profile, server.url, name, offline=True))
            print(f"  round {number + 1} {name}: first {found[name]['first'][-1]:.2f} s, offline "
                  f"{found[name]['repeat'][-1]:.2f} s, {found[name]['bytes'][-1] / 1e6:.1f} MB", flush=True)
    return found


def visit(browser, profile: Path, url: str, name: str, offline: bool = False) -> float:
    """Seconds from opening `url` to the first button answering a click."""
    with persistent(browser, profile) as context:
        context.set_offline(offline)
        page = context.new_page()
        started = time.perf_counter()
        page.goto(url)
        interactive(page, *FIRST_BUTTON[name])
        return time.perf_counter() - started


def in_the_browser(browser, site: Path, work: Path, saves: int, starts: int) -> tuple[dict, list]:
    """Saving hands and the server's start-up work, timed by the site's Python in a real tab."""
    with SiteServer(site) as server, persistent(browser, work / "profile-probe") as context:
        page = open_probe(context, server)
        timed = py(page, SAVES.replace("{saves}", str(saves)), timeout=600000)
        startup = []
        for _ in range(starts):  # a fresh worker each time: nothing imported yet, as in a new tab
            for code in (STARTUP, FIRST_SCREEN_ONLY):
                page.close()
                page = open_probe(context, server)
                startup.append(py(page, code, timeout=120000))
    return timed, startup


def row(label: str, ours, theirs, unit: str, scale: float = 1.0) -> str:
    ours_m, theirs_m = statistics.median(ours) * scale, statistics.median(theirs) * scale
    return (f"{label:<42} {ours_m:9.2f} {p95(ours) * scale:9.2f}   {theirs_m:9.2f} {p95(theirs) * scale:9.2f} {unit:<3}"
            f"  {ours_m / theirs_m:5.2f}x")


def main() -> int:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--rounds", type=int, default=3, help="visits of each site (first + offline repeat)")
    options.add_argument("--saves", type=int, default=10, help="matches of 4 saved hands each, per kind")
    options.add_argument("--starts", type=int, default=3, help="fresh tabs timing the start-up work")
    args = options.parse_args()
    if chromium_path() is None:
        print("Chromium not found (apt install chromium)", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="static-bench-") as temp, sync_playwright() as playwright:
        work = Path(temp)
        started = time.perf_counter()
        sites = {"scorepad": build_site(work), "bare": build_bare_site(work)}
        print(f"both sites built in {time.perf_counter() - started:.1f} s (no network)", flush=True)
        browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        found = visits(browser, sites, args.rounds, work)
        timed, startup = in_the_browser(browser, sites["scorepad"], work, args.saves, args.starts)
        browser.close()
    ours, bare = found["scorepad"], found["bare"]
    print(f"\n{'':<42} {'Scorepad':>19}   {'bare Flet app':>19}")
    print(f"{'':<42} {'median':>9} {'p95':>9}   {'median':>9} {'p95':>9}       ratio")
    print(row("first visit -> interactive", ours["first"], bare["first"], "s"))
    print(row("repeat visit, offline -> interactive", ours["repeat"], bare["repeat"], "s") + "   (target <= 1.30x)")
    print(row("bytes fetched on the first visit", ours["bytes"], bare["bytes"], "MB", 1e-6) + "   (target <= 1.20x)")
    print(f"\n{'saving a hand in the browser':<42} {'write()':>19}   {'in memory only':>19}")
    print(row("  Store.add_hand (ms; target <= 50 median)", timed["disk"], timed["memory"], "ms"))
    parts = list(zip(*startup[0::2])) + [startup[1::2]]
    print(f"\nstart-up work in the browser's Python, median of {len(startup) // 2} fresh tabs each (ms):")
    labels = ("import scorepad.ui.app (and flet)", "then the first screens (what the app imports)",
              "then the other screens (after the first screen)", "then preload_flet() (skipped in the browser)",
              "instead: import app and the setup screen only")
    for label, values in zip(labels, parts):
        print(f"  {label:<46} {statistics.median(values):9.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
