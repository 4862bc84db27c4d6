"""The published site's start in Chromium, WebKit (Safari's engine) and Firefox, side by side (issue 44).

    python benchmarks/site_start_bench.py [--rounds 5] [--engines chromium,webkit,firefox] [--now-only]
                                          [--before-without LEVER,...]

Needs Debian's chromium, webkit2gtk-driver with xvfb, and firefox-esr, with Playwright's, Selenium's and
marionette-driver's Python packages (an engine that is missing is left out, saying why); nothing is downloaded.
The site is built twice: as now (every lever of build.LEVERS) and as before the start levers of issue 44
(build.ENGINE_LEVERS off; --before-without names the levers to leave off instead, to weigh one), and served on
127.0.0.1 under /scorepad/ with no-store headers. Round by round, each site in each engine on a fresh profile at
390x844 (browsers.py):
  - first visit: navigation -> the new-match form answers a tap ("Add player" tapped, "Player 5" shown);
  - then, untimed: the snapshot of Python kept (the app page left open until it is), and a running match stored
    with its glance (4 players, one hand) through the probe page's Python, as static_bench.py does;
  - later visit, the same browser (its service worker, caches and IndexedDB): navigation -> the match's next hand
    can be tapped ("Enter hand 2" tapped, "Save hand" shown).
Each time is the page's own clock (performance.now() from the navigation's start) when the answer was seen, looked
for every 50 ms. Medians and p95, and each engine's median over Chromium's of the same site and run (issue 44's
target: WebKit at most 2x Chromium on each visit). Shared 2-core machine: compare the ratios, not the seconds.
Then where the time went: the medians of the start's marks (early_python.js's window.scorepadStartMarks: the
client's first frame and connection, the Python worker's steps by its own clock, the button shown and tapped).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from browsers import available, display, open_chromium, open_firefox, open_webkit, poll
from figures import p95

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests" / "e2e"), str(ROOT / "tests")]  # the drivers, and the site they publish

from scorepad.site.build import ENGINE_LEVERS, LEVERS, publish  # noqa: E402
from site_driver import SNAPSHOTS, SiteServer  # noqa: E402

ENGINES = ("chromium", "webkit", "firefox")
START_S = 180  # a visit that takes longer has failed
VISITS = {"first": ("Add player", "Player 5"), "later": ("Enter hand 2", "Save hand")}  # the tap, what answers it
# Once the app's button `tap` is there, click it (as a finger's tap reaches Flutter's semantics node); once `answer`
# shows, the page's clock then (ms since the navigation's start), when the button was tapped, and the start's marks
# (early_python.js: the client's first frame, the Python worker's steps) and how its Python started. Null until then.
ANSWERED = """
const [tap, answer] = arguments;
if (window.scorepadBenchAnswered) return window.scorepadBenchAnswered;
const placeholder = document.querySelector('flt-semantics-placeholder');
if (placeholder) placeholder.click();  // Flutter's semantics tree on
const norm = (text) => (text || '').replace(/\\s+/g, ' ').trim();
const nodes = () => document.querySelectorAll('flt-semantics, flt-semantics input, flt-semantics textarea');
const shown = (text) => [...nodes()].some((node) => norm(node.getAttribute('aria-label')).includes(text)
  || (node.tagName === 'FLT-SEMANTICS' && norm(node.textContent).includes(text)));
if (window.scorepadBenchTapped && shown(answer)) {
  window.scorepadBenchAnswered = [performance.now(), window.scorepadBenchTapped, window.scorepadStartMarks || {},
    window.scorepadPythonStarted || "?"];
  return window.scorepadBenchAnswered;
}
if (!window.scorepadBenchTapped) {
  const button = [...document.querySelectorAll('flt-semantics[role=button]')]
    .find((node) => norm(node.getAttribute('aria-label') || node.textContent) === tap);
  if (button) { button.click(); window.scorepadBenchTapped = performance.now(); }
}
return null;
"""
RUNNING = """
from scorepad.rules import Hand
from scorepad.storage.browser import BrowserDisk
from scorepad.ui import glance
disk = await BrowserDisk.open()
store = await disk.open_store()
match = await disk.write(lambda: store.create(['Anna', 'Ben', 'Carla', 'Dan']))
stored = await disk.write(lambda: store.add_hand(match.id, Hand((5, 8, 13, 0))))
glance.rendering(stored, 'en', glance.stamp())
"""
STORE_RUNNING = """
while (window.ready === undefined) await new Promise((resolve) => setTimeout(resolve, 50));  // the page still loading
await window.ready;
localStorage.setItem('flutter.scorepad.glance', JSON.stringify(await window.py(arguments[0])));  // as the app keeps it
return true;
"""
SNAPSHOT_KEPT = f"return (await {SNAPSHOTS}).some(([key, made]) => made && made.endsWith(key));"


def answered(tab, visit: str) -> tuple[float, dict[str, float], str]:
    """Seconds from the navigation's start until the visit's tap was answered, by the page's clock, the marks of
    the start on the way there (seconds by the same clock) and how Python started ("restored": the snapshot)."""
    failed = []

    def look():
        try:
            return tab.run(ANSWERED, *VISITS[visit])
        except Exception as error:  # between two pages (WebKit's driver: "not called before the unload event")
            failed[:] = [error]
            return None

    found = poll(look, START_S)
    if not found:
        raise RuntimeError(
            f"{tab.engine}: the {visit} visit's tap {VISITS[visit][0]!r} not answered in {START_S} s"
            + (f" (last: {failed[0]})" if failed else "")
        )
    done, tapped, marks, started = found
    marks = {**{name: ms / 1000 for name, ms in marks.items()}, "button shown and tapped": tapped / 1000}
    return done / 1000, marks, started


def both_visits(tab, server: SiteServer) -> tuple[tuple[float, dict, str], tuple[float, dict, str]]:
    """A fresh profile's first visit, then (a snapshot kept, a running match stored) a later one."""
    tab.goto(server.url)
    first = answered(tab, "first")
    if not poll(lambda: tab.run_async(SNAPSHOT_KEPT) is True, START_S, every=1):
        raise RuntimeError(f"{tab.engine}: no snapshot of Python kept after the first visit")
    tab.goto(server.probe_url)
    stored = tab.run_async(STORE_RUNNING, RUNNING)
    if stored is not True:
        raise RuntimeError(f"{tab.engine}: the running match was not stored: {stored}")
    tab.goto("about:blank")
    time.sleep(1)  # the probe's worker ends
    tab.goto(server.url)
    return first, answered(tab, "later")


def rounds(sites: dict[str, Path], engines: list[str], count: int) -> dict:
    """Every site in every engine, round by round, the sites' order turned each round."""
    found = {(site, engine, visit): [] for site in sites for engine in engines for visit in VISITS}
    found["marks"] = {}  # (site, engine, visit) -> the marks of each visit
    with display(), tempfile.TemporaryDirectory():
        chromium = playwright = None
        if "chromium" in engines:
            from playwright.sync_api import sync_playwright

            from e2e_driver import CHROMIUM_ARGS, chromium_path

            playwright = sync_playwright().start()
            chromium = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        opening = {"chromium": lambda: open_chromium(chromium), "webkit": open_webkit, "firefox": open_firefox}
        try:
            for number in range(count):
                for site in list(sites) if number % 2 == 0 else list(reversed(sites)):
                    for engine in engines:
                        with SiteServer(sites[site]) as server:
                            tab = opening[engine]()
                            try:
                                first, later = both_visits(tab, server)
                            finally:
                                tab.close()
                        for visit, (took, marks, _) in zip(VISITS, (first, later), strict=True):
                            found[site, engine, visit].append(took)
                            found["marks"].setdefault((site, engine, visit), []).append(marks)
                        print(
                            f"  round {number + 1} {site:>6} {engine:>8}: first visit {first[0]:6.2f} s, "
                            f"later visit {later[0]:6.2f} s (Python {later[2]}; load {os.getloadavg()[0]:.1f})",
                            flush=True,
                        )
        finally:
            if chromium is not None:
                chromium.close()
                playwright.stop()
    return found


def table(found: dict, sites, engines) -> None:
    print(f"\n{'seconds, median (p95)':<28}" + "".join(f"{engine:>24}" for engine in engines))
    for site in sites:
        for visit in VISITS:
            cells = []
            base = statistics.median(found[site, engines[0], visit])
            for engine in engines:
                values = found[site, engine, visit]
                ratio = f" {statistics.median(values) / base:4.2f}x" if engine != engines[0] else ""
                cells.append(f"{statistics.median(values):6.2f} ({p95(values):6.2f}){ratio}")
            print(f"{site + ': ' + visit + ' visit':<28}" + "".join(f"{cell:>24}" for cell in cells))
    print(f"(the ratios: each engine's median over {engines[0]}'s, same site, same run)")


def where_the_time_goes(found: dict, sites, engines) -> None:
    """Each mark of the start, median seconds since the navigation's start, engine by engine."""
    for site in sites:
        for visit in VISITS:
            visits = {engine: found["marks"][site, engine, visit] for engine in engines}
            names = sorted(
                {name for marks in visits.values() for each in marks for name in each},
                key=lambda name: (
                    statistics.median(m[name] for m in visits[engines[0]] if name in m)
                    if any(name in m for m in visits[engines[0]])
                    else 1e9
                ),
            )
            print(f"\n{site + ': ' + visit + ' visit, marks (median s)':<44}" + "".join(f"{e:>10}" for e in engines))
            for name in names + ["answered"]:
                cells = []
                for engine in engines:
                    values = (
                        [m[name] for m in visits[engine] if name in m]
                        if name != "answered"
                        else found[site, engine, visit]
                    )
                    cells.append(f"{statistics.median(values):10.2f}" if values else f"{'-':>10}")
                print(f"  {name:<42}" + "".join(cells))


def main() -> int:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--rounds", type=int, default=5, help="fresh profiles per site and engine (default 5)")
    options.add_argument("--engines", default=",".join(ENGINES), help="comma-separated, of " + ", ".join(ENGINES))
    options.add_argument("--now-only", action="store_true", help="only the site as built now (not as before)")
    options.add_argument(
        "--before-without",
        default=",".join(sorted(ENGINE_LEVERS)),
        help="the levers the site as before is built without (default: issue 44's, build.ENGINE_LEVERS)",
    )
    args = options.parse_args()
    missing = available()
    engines = [e for e in args.engines.split(",") if e in ENGINES and not missing[e]]
    for engine in args.engines.split(","):
        if engine not in engines:
            print(f"left out: {engine}: {missing.get(engine) or 'unknown engine'}")
    if not engines:
        return 2
    without = frozenset(lever for lever in args.before_without.split(",") if lever)
    if not without <= LEVERS:
        options.error(f"not levers: {', '.join(sorted(without - LEVERS))} (build.LEVERS: {', '.join(sorted(LEVERS))})")
    load = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="site-start-bench-") as temp:
        sites = {"now": publish(Path(temp) / "now", levers=LEVERS).path}
        if not args.now_only:
            sites["before"] = publish(Path(temp) / "before", levers=LEVERS - without).path
        print(
            f"sites built: {', '.join(sites)} (before: without {', '.join(sorted(without))}); "
            f"{args.rounds} rounds of {', '.join(engines)}",
            flush=True,
        )
        found = rounds(sites, engines, args.rounds)
    end = os.getloadavg()
    print(
        f"\nload average (1, 5, 15 min) at the start {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}, "
        f"at the end {end[0]:.1f} {end[1]:.1f} {end[2]:.1f}"
    )
    table(found, list(sites)[::-1], engines)
    where_the_time_goes(found, list(sites)[::-1], engines)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
