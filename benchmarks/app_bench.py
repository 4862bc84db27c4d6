"""The table app in a real browser: cold start, interactions per hand, server memory with 10 sessions.

    python benchmarks/app_bench.py [--runs 5]

Needs Debian's Chromium (/usr/bin/chromium) and Playwright's Python package; nothing is downloaded.
Each figure is printed next to its alternative, measured in the same run:
  - cold start of `scorepad --web` to the first interactive screen, against a bare Flet app served the same way;
  - taps + keystrokes to enter a hand with the app, against typing the same points into a plain form
    (tap a field, type its digits, for every player, then save);
  - the server's resident memory with 10 browser sessions open, against the same server with none.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))

from e2e_driver import CHROMIUM_ARGS, DESKTOP, button, PHONE, Server, chromium_path, free_port, open_app, see, tap, type_into  # noqa: E402

BARE_APP = textwrap.dedent(
    """
    import sys, flet as ft
    def main(page):
        page.add(ft.Text("Players, clockwise"), ft.Button(content="Start match"))
    ft.run(main, host="127.0.0.1", port=int(sys.argv[1]), view=ft.AppView.WEB_BROWSER, no_cdn=True)
    """
)


def p95(values):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def rss_mb(pid: int) -> float:
    """Resident memory of a process and its children, in MB (from /proc)."""
    total = 0
    pids = [pid]
    try:
        children = subprocess.run(["ps", "-o", "pid=", "--ppid", str(pid)], capture_output=True, text=True).stdout.split()
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


def cold_start(browser, runs: int):
    """Seconds from launching the server to the first screen answering in the browser: app, bare Flet;
    and of those, the seconds until the server listened."""
    ours, bare, listening, in_browser = [], [], {"ours": [], "bare": []}, {"ours": [], "bare": []}
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as data:
            server = Server(Path(data))
            began = time.perf_counter()
            server.start()
            listening["ours"].append(time.perf_counter() - began)
            opened = time.perf_counter()
            page = open_app(browser, server.url, PHONE)
            see(page, "Players, clockwise", timeout=60000)
            page.get_by_role("button", name="Start match").wait_for(state="attached")
            ours.append(time.perf_counter() - began)
            in_browser["ours"].append(time.perf_counter() - opened)
            page.context.close()
            server.stop()
        port = free_port()
        began = time.perf_counter()
        process = subprocess.Popen([sys.executable, "-c", BARE_APP, str(port)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                   env={**os.environ, "FLET_FORCE_WEB_SERVER": "1"})
        try:
            _wait_port(port)
            listening["bare"].append(time.perf_counter() - began)
            opened = time.perf_counter()
            page = open_app(browser, f"http://127.0.0.1:{port}/", PHONE)
            see(page, "Players, clockwise", timeout=60000)
            page.get_by_role("button", name="Start match").wait_for(state="attached")
            bare.append(time.perf_counter() - began)
            in_browser["bare"].append(time.perf_counter() - opened)
            page.context.close()
        finally:
            process.terminate()
            process.wait(10)
    return ours, bare, listening, in_browser


def _wait_port(port: int, timeout: float = 30) -> None:
    import socket

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return
        except OSError:
            time.sleep(0.05)
    raise TimeoutError(port)


class Counter:
    """Counts taps and keystrokes as the driver makes them."""

    def __init__(self, page):
        self.page, self.taps, self.keys = page, 0, 0

    def tap(self, name: str) -> None:
        tap(self.page, name)
        self.taps += 1

    @property
    def total(self) -> int:
        return self.taps + self.keys


def open_hand(page, number: int) -> None:
    """A phone opens the hand with its button (not counted); a wide window already shows the form."""
    see(page, f"Hand {number} · ")
    if button(page, f"Enter hand {number}").count():
        tap(page, f"Enter hand {number}")


def plain_form(points) -> int:
    """A plain form: tap each player's field and type the digits, then save."""
    return sum(1 + len(str(p)) for p in points) + 1


def interactions(browser) -> list[tuple[str, int, int]]:
    """Enter three kinds of hand in the browser, counting every tap; each hand is checked as saved."""
    results = []
    with tempfile.TemporaryDirectory() as data:
        server = Server(Path(data)).start()
        try:
            page = open_app(browser, server.url, DESKTOP, wait_for="Players, clockwise")
            for seat, name in enumerate(("Anna", "Ben", "Carla", "Dan")):
                type_into(page, f"Player {seat + 1}", name)
            tap(page, "Start match")
            open_hand(page, 1)
            count = Counter(page)
            for name in ("Anna 5 ♥", "Ben 8 ♥", "Carla took Q♠", "Save hand"):
                count.tap(name)
            see(page, "Anna: 5 in total")
            results.append(("standard 4-player hand (5, 8, 13, 0)", count.total, plain_form((5, 8, 13, 0))))
            open_hand(page, 2)
            count = Counter(page)
            for name in ("Dan 13 ♥", "Dan took Q♠", "Save hand", "Dan −26 Totals: Anna 5, Ben 8, Carla 13, Dan -26"):
                count.tap(name)
            see(page, "Dan: -26 in total")
            results.append(("moon hand (shooter chooses minus)", count.total, plain_form((0, 0, 0, 26)) + 1))
            page.context.close()
            page = open_app(browser, server.url, PHONE, wait_for="Hand 3")
            tap(page, "Menu")
            page.get_by_role("menuitem", name="New match").first.dispatch_event("click")
            see(page, "Players, clockwise")
            tap(page, "Add player")
            tap(page, "Add player")
            for seat, name in enumerate(("Anna", "Ben", "Carla", "Dan", "Eva", "Fritz")):
                type_into(page, f"Player {seat + 1}", name)
            tap(page, "Start match")
            open_hand(page, 1)
            count = Counter(page)
            for name in ("Anna 4 ♥", "Ben 5 ♥", "Carla 4 ♥", "Dan took Q♠", "Save hand"):
                count.tap(name)
            see(page, "Dan: 13 in total")
            results.append(("6-player hand (4, 5, 4, 13, 0, 0)", count.total, plain_form((4, 5, 4, 13, 0, 0))))
            page.context.close()
        finally:
            server.stop()
    return results


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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="cold starts of each kind (default 5)")
    args = parser.parse_args()
    path = chromium_path()
    if path is None:
        print("app_bench: Chromium not found (apt install chromium)", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
        ours, bare, listening, in_browser = cold_start(browser, args.runs)
        print(f"cold start to first interactive screen ({args.runs} runs; load average {os.getloadavg()[0]:.1f})")
        print(f"  {'':26} {'launch→screen':>14} {'p95':>7} {'launch→listening':>17} {'page open→screen':>17} {'p95':>7}")
        for label, key, totals in (("scorepad --web", "ours", ours), ("bare Flet app (one text)", "bare", bare)):
            print(f"  {label:26} {statistics.median(totals):13.2f}s {p95(totals):6.2f}s {statistics.median(listening[key]):16.2f}s"
                  f" {statistics.median(in_browser[key]):16.2f}s {p95(in_browser[key]):6.2f}s")
        print(f"  ratio (median) {statistics.median(ours) / statistics.median(bare):.2f}")
        print("interactions (taps + keystrokes) to enter a hand, including save")
        print(f"  {'':40} {'app':>5} {'plain form':>11} {'ratio':>6}")
        for name, ours_count, form in interactions(browser):
            print(f"  {name:40} {ours_count:5d} {form:11d} {ours_count / form:6.2f}")
        idle, one, many = memory(browser)
        print("server resident memory")
        print(f"  idle {idle:.0f} MB · 1 session {one:.0f} MB · 10 sessions {many:.0f} MB "
              f"({(many - idle) / 10:.1f} MB per session)")
        browser.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
