"""Scorepad as a static site (Python in the browser) against a bare one-text Flet app published the same way.

    python benchmarks/static_bench.py [--rounds 5] [--saves 10] [--starts 3] [--off LEVER ...]

Needs Debian's Chromium (/usr/bin/chromium), Playwright's Python package and nothing from the network.
The sites are built by `scorepad.site.build.publish` (the bare app as `flet publish` would, with nothing of
Scorepad's: no glance) and served on 127.0.0.1 under /scorepad/ with no-store headers, each visit in a fresh
Chromium at 390x844 on a persistent profile. Scorepad is built with every lever (build.LEVERS) and once with
each lever off (or only those --off names). In one run, visit by visit in turn (the load weighs alike):
  - first visit -> interactive (the first button answers a click), and the bytes served meanwhile;
  - then, where the site keeps a snapshot of Python (the lever "snapshot"), until it is kept (not timed);
  - then a running match stored (4 players, one hand: Anna 5, Ben 8, Carla 13, Dan 0) and its glance kept
    as the app keeps it;
  - repeat visit, the browser restarted offline with the server stopped -> the totals on the screen (the
    start page's glance, or the app's scorecard) and -> the first answered tap ("Enter hand 2" opens the
    form); for the bare app its text and its button; then (Scorepad) a hand entered and the time from the
    click on "Save hand" to "Hand 2 saved" on the screen (the app's Python and the frames that draw it);
  - saving a hand in the browser: the browser disk's write (Web Lock, pull, Store.add_hand, push to
    IndexedDB) against Store.add_hand alone in memory (what the IndexedDB round trips add);
  - the start-up work `scorepad --web` does before its first session, timed in the browser's Python.
Targets (issue 21): repeat visit totals <= 1.5 s; first answered tap <= 0.6x the bare app's; first-visit
bytes <= 0.75x its bytes; saving a hand <= 50 ms median (issue 9).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from figures import p95

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))

from e2e_driver import CHROMIUM_ARGS, chromium_path, see, semantics_on  # noqa: E402
from scorepad.i18n import t  # noqa: E402
from scorepad.site import snapshot  # noqa: E402
from scorepad.site.build import LEVERS, publish  # noqa: E402
from site_driver import (  # noqa: E402
    SiteServer,
    build_bare_site,
    interactive,
    open_probe,
    persistent,
    py,
    python_started,
    python_up,
    snapshot_kept,
)

# The first button of each app's first screen, and what shows that it answered.
FIRST_BUTTON = {"scorepad": ("Add player", "Player 5"), "bare": ("Tap", "taps: 1")}
# On a repeat visit: what shows the totals, and the first tap with its answer.
TOTALS = {"scorepad": "Anna: 5 in total", "bare": "taps: 0"}
REPEAT_BUTTON = {"scorepad": ("Enter hand 2", "Save hand"), "bare": ("Tap", "taps: 1")}
SECOND_HAND = ("Anna 13 ♥", "Ben took Q♠")  # then "Save hand" is timed to "Hand 2 saved"
# ms from a click on the button to `text` shown, timed in the page (a frame at most late: it looks at each frame)
ANSWER_MS = """([button, text]) => new Promise((resolve) => {
  const norm = (s) => (s || '').replace(/\\s+/g, ' ');
  const shown = () => [...document.querySelectorAll('flt-semantics')].some(
    (e) => norm(e.getAttribute('aria-label')).includes(text) || norm(e.textContent).includes(text));
  const started = performance.now();
  button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  const look = () => (shown() ? resolve(performance.now() - started) : requestAnimationFrame(look));
  look();
})"""
GLANCE_TOTALS = "#scorepad-glance td"
KEPT = "text => localStorage.setItem('flutter.scorepad.glance', JSON.stringify(text))"  # as shared_preferences does
RUNNING = """
from scorepad.rules import Hand
from scorepad.storage.browser import BrowserDisk
from scorepad.ui import glance
disk = await BrowserDisk.open()
store = await disk.open_store()
match = await disk.write(lambda: store.create(['Anna', 'Ben', 'Carla', 'Dan']))
stored = await disk.write(lambda: store.add_hand(match.id, Hand((5, 8, 13, 0))))
glance.rendering(stored, 'en', glance.stamp()) if glance.stamp() else ''
"""

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
        if kind == 'disk':
            match = await disk.write(lambda: target.create(['Anna', 'Ben', 'Carla', 'Dan']))
        else:
            match = memory.create(['A', 'B', 'C', 'D'])
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


def kind(name: str) -> str:
    return "bare" if name == "bare" else "scorepad"


def visits(browser, sites: dict[str, Path], rounds: int, work: Path) -> dict:
    """First and offline repeat visits of each site, round by round, the order turned each round."""
    found = {name: {"first": [], "totals": [], "tap": [], "bytes": [], "save": []} for name in sites}
    for number in range(rounds):
        for name in list(sites) if number % 2 == 0 else list(reversed(sites)):
            profile = work / f"profile-{name}-{number}"
            server = SiteServer(sites[name]).start()
            try:
                found[name]["first"].append(
                    first_visit(browser, profile, server.url, kind(name), keeps_snapshot(sites[name]))
                )
                found[name]["bytes"].append(server.bytes_served())
                if kind(name) == "scorepad":
                    store_a_running_match(browser, profile, server)
            finally:
                server.stop()
            totals, tap, save, (python, up) = repeat_visit(browser, profile, server.url, kind(name))
            found[name]["totals"].append(totals)
            found[name]["tap"].append(tap)
            found[name]["save"] += [save] if save is not None else []
            print(
                f"  round {number + 1} {name}: first {found[name]['first'][-1]:.2f} s, offline: totals {totals:.2f} s, "
                f"tap {tap:.2f} s{f' (python: {python}, up at {up:.2f} s)' if python else ''}"
                + (f", save {save:.0f} ms" if save is not None else "")
                + f"; {found[name]['bytes'][-1] / 1e6:.1f} MB",
                flush=True,
            )
    return found


def keeps_snapshot(site: Path) -> bool:
    """Whether the site's Python worker keeps a snapshot of Python after a first start (the lever "snapshot")."""
    return snapshot.LOAD[1] in (site / snapshot.WORKER).read_text(encoding="utf-8")


def first_visit(browser, profile: Path, url: str, app: str, snapshots: bool = False) -> float:
    """Seconds from opening `url` to the first button answering a click (then, untimed, until the snapshot of
    Python is kept, when the site keeps one: as a visit at the table lasts long enough to keep it)."""
    with persistent(browser, profile) as context:
        page = context.new_page()
        started = time.perf_counter()
        page.goto(url)
        if app == "scorepad":  # a fresh profile is told once that the browser may clear its data: OK, as a user does
            semantics_on(page, timeout=180000)
            see(page, t("site.kept_here", "en"), timeout=180000)
            click(page, t("site.understood", "en"))
            click(page, FIRST_BUTTON[app][0])
            see(page, FIRST_BUTTON[app][1], timeout=30000)
        else:
            interactive(page, *FIRST_BUTTON[app])
        seconds = time.perf_counter() - started
        if snapshots:
            snapshot_kept(page)
        return seconds


def store_a_running_match(browser, profile: Path, server: SiteServer) -> None:
    """A match with one hand in the browser's IndexedDB, and its glance kept as the app keeps it."""
    with persistent(browser, profile) as context:
        page = open_probe(context, server)
        page.evaluate(KEPT, py(page, RUNNING, timeout=120000))


def repeat_visit(
    browser, profile: Path, url: str, app: str
) -> tuple[float, float, float | None, tuple[str, float | None]]:
    """Offline with the host gone: seconds to the running match's totals on the screen, to a tap answered, and
    (Scorepad) ms from the click on "Save hand" to the saved hand on the screen; how its Python started (restored
    from a snapshot or not; "" without the lever) and when it was up."""
    with persistent(browser, profile) as context:
        context.set_offline(True)
        page = context.new_page()
        started = time.perf_counter()
        page.goto(url, wait_until="commit")
        glance = app == "scorepad" and glance_drawn(page)
        totals = time.perf_counter() - started
        semantics_on(page, timeout=180000)
        if not glance:
            see(page, TOTALS[app], timeout=180000)
            totals = time.perf_counter() - started
        click(page, REPEAT_BUTTON[app][0])
        see(page, REPEAT_BUTTON[app][1], timeout=30000)
        tap = time.perf_counter() - started
        started_as = (python_started(page), python_up(page))
        return totals, tap, (saved_ms(page) if app == "scorepad" else None), started_as


def saved_ms(page) -> float:
    """Enter the second hand, then ms from the click on "Save hand" (once it may be clicked) to "Hand 2 saved"."""
    for name in SECOND_HAND:
        click(page, name)
    save = page.get_by_role("button", name="Save hand", exact=True).first
    page.wait_for_function(
        "button => button.getAttribute('aria-disabled') !== 'true'", arg=save.element_handle(), timeout=30000
    )
    return page.evaluate(ANSWER_MS, [save.element_handle(), "Hand 2 saved"])


def click(page, name: str, timeout: float = 180000) -> None:
    """Click the button `name` as soon as it is there (e2e_driver.tap waits for a server's answer, which a
    static site never sends: 5 s more each time)."""
    target = page.get_by_role("button", name=name, exact=True).first
    target.wait_for(state="attached", timeout=timeout)
    target.dispatch_event("click")


def glance_drawn(page) -> bool:
    """Whether the start page draws the glance (it does so while the page is parsed, or never)."""
    page.wait_for_load_state("domcontentloaded")
    return page.locator(GLANCE_TOTALS).count() > 0


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


def cell(values, scale: float = 1.0) -> str:
    return f"{statistics.median(values) * scale:7.2f} ({p95(values) * scale:6.2f})"


def table(found: dict, rows) -> None:
    """Median (p95) of each figure for each site, and each Scorepad's ratio to the bare app's median."""
    names = list(found)
    print(f"\n{'median (p95)':<40}" + "".join(f"{name:>17}" for name in names) + "   ratios to the bare app")
    for label, key, scale, target in rows:
        bare = found["bare"][key]  # empty for a figure of Scorepad's alone: no ratios
        ratios = [statistics.median(found[n][key]) / statistics.median(bare) for n in names if n != "bare" and bare]
        print(
            f"{label:<40}"
            + "".join(f"{cell(found[n][key], scale) if found[n][key] else '-':>17}" for n in names)
            + "   "
            + " ".join(f"{r:5.2f}x" for r in ratios)
            + (f"  (target {target})" if target else "")
        )


def row(label: str, ours, theirs, unit: str, scale: float = 1.0) -> str:
    ours_m, theirs_m = statistics.median(ours) * scale, statistics.median(theirs) * scale
    return (
        f"{label:<42} {ours_m:9.2f} {p95(ours) * scale:9.2f}   {theirs_m:9.2f} {p95(theirs) * scale:9.2f} {unit:<3}"
        f"  {ours_m / theirs_m:5.2f}x"
    )


def main() -> int:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--rounds", type=int, default=5, help="visits of each site (first + offline repeat)")
    options.add_argument("--saves", type=int, default=10, help="matches of 4 saved hands each, per kind (0: skip)")
    options.add_argument("--starts", type=int, default=3, help="fresh tabs timing the start-up work")
    options.add_argument(
        "--off",
        action="append",
        choices=sorted(LEVERS),
        metavar="LEVER",
        help=f"build Scorepad with only this lever off (again for more; default each of {sorted(LEVERS)})",
    )
    args = options.parse_args()
    if chromium_path() is None:
        print("Chromium not found (apt install chromium)", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    load = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="static-bench-") as temp, sync_playwright() as playwright:
        work = Path(temp)
        started = time.perf_counter()
        sites = {"scorepad": publish(work / "site", levers=LEVERS).path}
        for lever in sorted(args.off or LEVERS):
            sites[f"no {lever}"] = publish(work / f"site-no-{lever}", levers=LEVERS - {lever}).path
        sites["bare"] = build_bare_site(work)
        print(
            f"{len(sites)} sites built in {time.perf_counter() - started:.1f} s (no network); levers: {sorted(LEVERS)}",
            flush=True,
        )
        browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        found = visits(browser, sites, args.rounds, work)
        timed, startup = (
            in_the_browser(browser, sites["scorepad"], work, args.saves, args.starts) if args.saves else ({}, [])
        )
        browser.close()
    load = (load, os.getloadavg())
    print(
        f"\nload average (1, 5, 15 min) at the start {load[0][0]:.1f} {load[0][1]:.1f} {load[0][2]:.1f}, at the end "
        f"{load[1][0]:.1f} {load[1][1]:.1f} {load[1][2]:.1f}; {args.rounds} visits of each kind per site"
    )
    table(
        found,
        (
            ("first visit -> interactive, s", "first", 1, ""),
            ("repeat visit, offline -> totals, s", "totals", 1, "<= 1.5 s"),
            ("repeat visit, offline -> tap answered, s", "tap", 1, "<= 0.60x"),
            ("bytes fetched on the first visit, MB", "bytes", 1e-6, "<= 0.75x"),
            ("repeat visit: Save hand -> saved shown, ms", "save", 1, ""),
        ),
    )
    if not args.saves:
        return 0
    print(f"\n{'saving a hand in the browser':<42} {'write()':>19}   {'in memory only':>19}")
    print(row("  Store.add_hand (ms; target <= 50 median)", timed["disk"], timed["memory"], "ms"))
    parts = list(zip(*startup[0::2], strict=True)) + [startup[1::2]]
    print(f"\nstart-up work in the browser's Python, median of {len(startup) // 2} fresh tabs each (ms):")
    labels = (
        "import scorepad.ui.app (and flet)",
        "then the first screens (what the app imports)",
        "then the other screens (after the first screen)",
        "then preload_flet() (skipped in the browser)",
        "instead: import app and the setup screen only",
    )
    for label, values in zip(labels, parts, strict=True):
        print(f"  {label:<46} {statistics.median(values):9.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
