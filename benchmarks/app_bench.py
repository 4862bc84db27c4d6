"""The table app in a real browser: time until the first button answers, interactions per hand, server memory.

    python benchmarks/app_bench.py [--visits 7] [--runs 5] [--also TREE] [--starts-only | --hands-only]

Needs Debian's Chromium (/usr/bin/chromium) and Playwright's Python package; nothing is downloaded.
Each figure is printed next to its alternative, measured in the same run:
  - page open until the first button answers a click, on a server that runs and was visited once (as
    the players at the table find it), each visit in a new browser context (nothing cached: a new phone),
    `scorepad --web` and a bare one-button Flet app served by `ft.run`, alternating visit by visit; each
    both driven by Playwright (from before the new context to `see`) and timed in the page itself (from the
    navigation's start; the click made and the answer seen by a MutationObserver: no driver in between);
  - launch of `scorepad --web` (and page open of its first session) until the first button answers a
    click, against the bare Flet app started the same way, alternating launch by launch;
  - with `--also TREE` (another checkout of Scorepad, e.g. the commit before a change), both figures for
    that tree's server too, in the same turns: before and after in one run;
  - the clicks and key presses the page really saw (listeners that capture them first) to enter a hand
    with Scorepad, on a phone (with its "Enter hand n" tap) and on a desktop, against a plain form built
    for this benchmark: a bare Flet app with one number field per player and a Save button, where each
    field is tapped and its digits typed;
  - the server's resident memory: idle, the first session, and each further session.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

from figures import p95

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))

from e2e_driver import (  # noqa: E402
    CHROMIUM_ARGS,
    DESKTOP,
    PHONE,
    SEE_JS,
    Server,
    button,
    chromium_path,
    count_inputs,
    free_port,
    inputs,
    menu,
    open_app,
    see,
    tap,
    type_into,
    wait_listening,
)

BARE_APP = textwrap.dedent(
    """
    import sys, flet as ft
    def main(page):
        page.add(ft.Text("Players, clockwise"),
                 ft.Button(content="Start match", on_click=lambda e: page.add(ft.Text("Clicked"))))
    ft.run(main, host="127.0.0.1", port=int(sys.argv[1]), view=ft.AppView.WEB_BROWSER, no_cdn=True)
    """
)
# The plain form: one number field per player (labelled with the name), Save writes the row and clears the fields.
FORM_APP = textwrap.dedent(
    """
    import sys, flet as ft
    def main(page):
        fields = [ft.TextField(label=name, keyboard_type=ft.KeyboardType.NUMBER) for name in sys.argv[2].split(",")]
        saved = ft.Text("")
        def save(e):
            saved.value = "Saved: " + ", ".join(f.value for f in fields)
            for f in fields:
                f.value = ""
            page.update()
        page.add(*fields, ft.Button(content="Save", on_click=save), saved)
    ft.run(main, host="127.0.0.1", port=int(sys.argv[1]), view=ft.AppView.WEB_BROWSER, no_cdn=True)
    """
)
FOUR, FIVE, SIX = (
    ("Anna", "Ben", "Carla", "Dan"),
    ("Anna", "Ben", "Carla", "Dan", "Eva"),
    ("Anna", "Ben", "Carla", "Dan", "Eva", "Fritz"),
)
# (what, players, Scorepad's taps after the hand is opened, the answer that shows it was saved, the plain form's scores)
HANDS = [
    (
        "standard 4-player hand (5, 8, 13, 0)",
        FOUR,
        ("Anna 5 ♥", "Ben 8 ♥", "Carla took Q♠", "Save hand"),
        "Anna: 5 in total",
        ("5", "8", "13", "0"),
    ),
    (
        "moon hand, the shooter takes minus",
        FOUR,
        ("Dan 13 ♥", "Dan took Q♠", "Save hand", "Dan −26 Totals: Anna 5, Ben 8, Carla 13, Dan −26"),
        "Dan: −26 in total",
        ("0", "0", "0", "-26"),
    ),
    (
        "standard 5-player hand (5, 8, 13, 0, 0)",
        FIVE,
        ("Anna 5 ♥", "Ben 8 ♥", "Carla took Q♠", "Save hand"),
        "Anna: 5 in total",
        ("5", "8", "13", "0", "0"),
    ),
    (
        "6-player hand (4, 5, 4, 13, 0, 0)",
        SIX,
        ("Anna 4 ♥", "Ben 5 ♥", "Carla 4 ♥", "Dan took Q♠", "Save hand"),
        "Dan: 13 in total",
        ("4", "5", "4", "13", "0", "0"),
    ),
]


SAVED_JS = """() => [...document.querySelectorAll('flt-semantics')]
    .map(e => e.textContent || e.getAttribute('aria-label') || '')
    .find(text => text.startsWith('Saved: '))"""


def rss_mb(pid: int) -> float:
    """Resident memory of a process and its children, in MB (from /proc)."""
    total = 0
    pids = [pid]
    try:
        children = subprocess.run(
            ["ps", "-o", "pid=", "--ppid", str(pid)], capture_output=True, text=True
        ).stdout.split()
        pids += [int(c) for c in children]
    except OSError:
        pass
    for p in pids:
        try:
            for line in Path(f"/proc/{p}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
        except OSError:
            continue
    return total / 1024


def flet_app(source: str, *args: str) -> tuple[subprocess.Popen, str]:
    """A small Flet app from `source` served on a free port; the process and its URL once it listens."""
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-c", source, str(port), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env={**os.environ, "FLET_FORCE_WEB_SERVER": "1"},
    )
    wait_listening(process, port)
    return process, f"http://127.0.0.1:{port}/"


def stop(process: subprocess.Popen) -> None:
    process.terminate()
    process.wait(10)


def first_answer(browser, url: str, name: str, answer: str) -> float:
    """Open the page and click the button `name` as soon as it is there; seconds until `answer` shows."""
    opened = time.perf_counter()
    page = open_app(browser, url, PHONE)
    target = button(page, name).first
    target.wait_for(state="attached", timeout=60000)
    target.dispatch_event("click")
    see(page, answer, timeout=60000)
    page.context.close()
    return time.perf_counter() - opened


# The same visit timed in the page itself: from the navigation's start, a MutationObserver turns on the
# semantics tree, clicks the button the moment its node is there, and notes when the answer's node is. No
# round trips to Playwright and none of its polling, whose cost grows with the page's nodes.
IN_PAGE_JS = """([name, answer]) => {
  const seen = window.scorepadFirstTap = {};
  const norm = (s) => (s || '').replace(/\\s+/g, ' ');
  const shows = __SEE__;  // e2e_driver's see(): some node shows or is labelled with the text
  const watch = new MutationObserver(() => {
    const placeholder = document.querySelector('flt-semantics-placeholder');
    if (placeholder && seen.semantics === undefined) { seen.semantics = performance.now(); placeholder.click(); }
    if (seen.clicked === undefined) {
      const target = [...document.querySelectorAll('flt-semantics[role=button]')]
        .find((e) => norm(e.textContent) === name || norm(e.getAttribute('aria-label')) === name);
      if (target) {
        seen.clicked = performance.now();
        target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
      }
    } else if (shows(answer)) {
      seen.answered = performance.now();
      watch.disconnect();
    }
  });
  watch.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}""".replace("__SEE__", SEE_JS)


def first_answer_in_page(browser, url: str, name: str, answer: str) -> float:
    """Seconds from the page's navigation start until `answer` shows, the button `name` clicked in the page."""
    context = browser.new_context(viewport=PHONE, locale="en-US", device_scale_factor=1)
    page = context.new_page()
    page.add_init_script(script=f"({IN_PAGE_JS})({json.dumps([name, answer])})")
    page.goto(url)
    page.wait_for_function(
        "() => window.scorepadFirstTap && window.scorepadFirstTap.answered !== undefined", timeout=60000, polling=250
    )
    answered = page.evaluate("window.scorepadFirstTap.answered")
    context.close()
    return answered / 1000


class TreeServer(Server):
    """`scorepad --web` run from another checkout (`--also`): that tree's package, not this one's."""

    def __init__(self, data_dir: Path, tree: Path):
        super().__init__(data_dir)
        self.tree = tree

    def start(self, timeout: float = 30) -> Server:
        import e2e_driver

        root, path = e2e_driver.ROOT, os.environ.get("PYTHONPATH")
        e2e_driver.ROOT, os.environ["PYTHONPATH"] = self.tree, str(self.tree)  # `python -m` imports from its cwd first
        try:
            return super().start(timeout)
        finally:
            e2e_driver.ROOT = root
            if path is None:
                os.environ.pop("PYTHONPATH")
            else:
                os.environ["PYTHONPATH"] = path


def kinds(also: Path | None) -> list[str]:
    """What is measured: Scorepad, the other checkout (`--also`), the bare app."""
    return ["ours", *(["also"] if also else []), "bare"]


def serve(kind: str, data: Path, also: Path | None):
    """A server of this kind on a free port: (how to stop it, its URL, the button to click, what the click shows)."""
    if kind == "bare":
        process, url = flet_app(BARE_APP)
        return (lambda: stop(process)), url, "Start match", "Clicked"
    server = (TreeServer(data, also) if kind == "also" else Server(data)).start()
    return server.stop, server.url, "Add player", "Player 5"


def in_turn(round_: int, names: list[str]) -> list[str]:
    """One round's order, turned every other round: no kind always follows the same one."""
    return names if round_ % 2 == 0 else names[::-1]


def running_visits(browser, visits: int, also: Path | None) -> dict[str, dict[str, list[float]]]:
    """Page open -> first answered click on servers that run and were visited once, visit by visit in turn:
    driven by Playwright, and timed in the page."""
    names, times, servers = kinds(also), {}, {}
    with tempfile.TemporaryDirectory() as data:
        try:
            for kind in names:
                servers[kind] = serve(kind, Path(data) / kind, also)
                first_answer(browser, *servers[kind][1:])  # the visit that finds the server fresh: not counted
                times[kind] = {"driven": [], "in page": []}
            for round_ in range(visits):
                for kind in in_turn(round_, names):
                    times[kind]["driven"].append(first_answer(browser, *servers[kind][1:]))
                    times[kind]["in page"].append(first_answer_in_page(browser, *servers[kind][1:]))
        finally:
            for stopping, *_ in servers.values():
                stopping()
    return times


def cold_start(browser, runs: int, also: Path | None) -> dict[str, dict[str, list[float]]]:
    """Launch -> first answered click, and page open -> first answered click of the first session, in turn."""
    names = kinds(also)
    times = {kind: {"launch": [], "page": [], "listening": []} for kind in names}
    for round_ in range(runs):
        for kind in in_turn(round_, names):
            with tempfile.TemporaryDirectory() as data:
                began = time.perf_counter()
                stopping, url, name, answer = serve(kind, Path(data), also)
                try:
                    times[kind]["listening"].append(time.perf_counter() - began)
                    times[kind]["page"].append(first_answer(browser, url, name, answer))
                    times[kind]["launch"].append(time.perf_counter() - began)
                finally:
                    stopping()
    return times


def new_match(page, players) -> None:
    """Start a match with these players from the new-match screen (not counted)."""
    for seat, name in enumerate(players):
        if seat >= 4:
            tap(page, "Add player")
        type_into(page, f"Player {seat + 1}", name)
    tap(page, "Start match")


def scorepad_hands(browser, viewport) -> list[int]:
    """Clicks + key presses the page saw for each hand of HANDS, opened and saved with Scorepad."""
    counted = []
    with tempfile.TemporaryDirectory() as data:
        server = Server(Path(data)).start()
        try:
            page = open_app(browser, server.url, viewport, wait_for="Players, clockwise")
            players = None
            for _, names, taps, saved, _ in HANDS:
                if names != players:
                    if players is not None:
                        menu(page, "New match")
                        see(page, "Players, clockwise")
                    new_match(page, names)
                    players, number = names, 0
                number += 1
                see(page, f"Hand {number} · ")
                count_inputs(page)
                if button(page, f"Enter hand {number}").count():
                    tap(page, f"Enter hand {number}")  # a phone opens the hand with this tap: it counts
                for name in taps:
                    tap(page, name)
                see(page, saved)
                counted.append(sum(inputs(page)))
            page.context.close()
        finally:
            server.stop()
    return counted


def plain_form_hands(browser) -> list[int]:
    """Clicks + key presses the page saw for each hand of HANDS typed into the plain form: tap, digits, Save."""
    counted = []
    servers = {names: flet_app(FORM_APP, ",".join(names)) for names in dict.fromkeys(hand[1] for hand in HANDS)}
    try:
        for _, names, _, _, scores in HANDS:
            # a hand whose keys did not all land (a tap that left the focus elsewhere) is typed again
            for _ in range(3):
                count = form_hand(browser, servers[names][1], names, scores)
                if count is not None:
                    counted.append(count)
                    break
            else:
                raise RuntimeError(f"the plain form did not save {scores}")
    finally:
        for process, _ in servers.values():
            stop(process)
    return counted


def form_hand(browser, url: str, names, scores) -> int | None:
    """Tap each field, type its score, tap Save: the clicks + key presses seen, or None when the form saved others."""
    page = open_app(browser, url, PHONE, wait_for="Save")
    try:
        count_inputs(page)
        for name, score in zip(names, scores, strict=True):
            field = page.get_by_role("textbox", name=name).first
            field.click()
            with contextlib.suppress(Exception):  # typed anyway; the saved values tell whether every key landed
                page.wait_for_function(
                    "field => document.activeElement === field", arg=field.element_handle(), timeout=3000
                )
            page.keyboard.type(score)
        tap(page, "Save")
        see(page, "Saved: ")
        saved = page.evaluate(SAVED_JS)
        return sum(inputs(page)) if saved == "Saved: " + ", ".join(scores) else None
    finally:
        page.context.close()


def memory(browser, sessions: int = 10) -> tuple[float, float, float]:
    """Server RSS (MB): idle, with one session, with `sessions` sessions open in separate tabs."""
    with tempfile.TemporaryDirectory() as data:
        server = Server(Path(data)).start()
        try:
            time.sleep(1)
            idle = rss_mb(server.process.pid)
            pages = [open_app(browser, server.url, PHONE, wait_for="Players, clockwise")]
            time.sleep(1)
            one = rss_mb(server.process.pid)
            for _ in range(sessions - 1):
                pages.append(open_app(browser, server.url, PHONE, wait_for="Players, clockwise"))
            time.sleep(1)
            many = rss_mb(server.process.pid)
            for page in pages:
                page.context.close()
        finally:
            server.stop()
    return idle, one, many


LABELS = {"ours": "scorepad --web", "also": "scorepad --web (--also)", "bare": "bare Flet app (one button)"}


def load_during(work):
    """`work()`'s result and the load average (1 min) before and after it."""
    before = os.getloadavg()[0]
    result = work()
    return result, (before, os.getloadavg()[0])


def print_running(times, load: tuple[float, float], visits: int) -> None:
    print(
        f"page open -> the first button answers a click, server running ({visits} visits each, in turn;"
        f" load average {load[0]:.1f} -> {load[1]:.1f}), seconds"
    )
    print(f"  {'':28} {'driven by Playwright':>22}   {'timed in the page':>22}")
    print(f"  {'':28} {'median':>7} {'p95':>6} {'/ bare':>7}   {'median':>7} {'p95':>6} {'/ bare':>7}")
    bare = {way: statistics.median(values) for way, values in times["bare"].items()}
    for kind, ways in times.items():
        row = "   ".join(
            f"{statistics.median(v):7.2f} {p95(v):6.2f} {statistics.median(v) / bare[way]:6.2f}x"
            for way, v in ways.items()
        )
        print(f"  {LABELS[kind]:28} {row}")


def print_cold_start(times, load: tuple[float, float], runs: int) -> None:
    print(
        f"launch -> the first button answers a click ({runs} launches each, in turn; load average {load[0]:.1f} ->"
        f" {load[1]:.1f}), seconds"
    )
    print(
        f"  {'':28} {'launch→answer':>14} {'p95':>6} {'launch→listening':>17} {'page open→answer':>17} {'p95':>6} "
        f"{'/ bare':>7}"
    )
    bare = statistics.median(times["bare"]["page"])
    for kind, t in times.items():
        page = statistics.median(t["page"])
        print(
            f"  {LABELS[kind]:28} {statistics.median(t['launch']):14.2f} {p95(t['launch']):6.2f}"
            f" {statistics.median(t['listening']):17.2f} {page:17.2f} {p95(t['page']):6.2f} {page / bare:6.2f}x"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--visits", type=int, default=7, help="visits of each kind to a running server (default 7)")
    parser.add_argument("--runs", type=int, default=5, help="cold starts of each kind (default 5)")
    parser.add_argument(
        "--also", type=Path, help="another checkout of Scorepad, measured in the same turns (before/after)"
    )
    parser.add_argument("--starts-only", action="store_true", help="only the two start figures (no hands, no memory)")
    parser.add_argument("--hands-only", action="store_true", help="only the clicks and key presses per hand")
    args = parser.parse_args()
    also = args.also.resolve() if args.also else None
    if also is not None and not (also / "scorepad" / "__main__.py").is_file():
        print(f"app_bench: {also} is not a checkout of Scorepad", file=sys.stderr)
        return 1
    path = chromium_path()
    if path is None:
        print("app_bench: Chromium not found (apt install chromium)", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
        if not args.hands_only:
            print_running(*load_during(lambda: running_visits(browser, args.visits, also)), args.visits)
            print_cold_start(*load_during(lambda: cold_start(browser, args.runs, also)), args.runs)
        if args.starts_only:
            browser.close()
            return 0
        phone, desktop, form = (
            scorepad_hands(browser, PHONE),
            scorepad_hands(browser, DESKTOP),
            plain_form_hands(browser),
        )
        print("clicks + key presses the page saw to enter a hand, including save")
        print(f"  {'':40} {'phone':>6} {'desktop':>8} {'plain form':>11}")
        for (name, *_), ours_phone, ours_desk, plain in zip(HANDS, phone, desktop, form, strict=True):
            print(f"  {name:40} {ours_phone:6d} {ours_desk:8d} {plain:11d}")
        if args.hands_only:
            browser.close()
            return 0
        idle, one, many = memory(browser)
        print("server resident memory")
        print(
            f"  idle {idle:.1f} MB · first session +{one - idle:.1f} MB · each further session "
            f"+{(many - one) / 9:.2f} MB"
            f" (10 sessions: {many:.1f} MB)"
        )
        browser.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
