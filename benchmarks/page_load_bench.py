"""What one page load of `scorepad --web` costs the machine, in CPU-seconds, as the browser tests load it.

    python benchmarks/page_load_bench.py [--loads 6]

Needs Debian's Chromium and Playwright's Python package; nothing is downloaded. Each load is a new browser
context (as each phone of tests/e2e is) on one running server, until the first screen is drawn and a second
after. Printed per Chromium process kind (renderer, browser, GPU process, …) and for the server, medians and
p95 over the loads, for Chromium as tests/e2e launches it and, in the same run and turns, for the
alternatives: CanvasKit drawing on the CPU (`--disable-webgl`), V8 without its optimising compiler, and, where
Debian's `chromium-headless-shell` is installed, that headless build of the same Chromium.
The CPU-seconds of the browser tests are the suite's floor on two cores (docs/benchmarks.md, "The test suite").
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from collections import Counter
from pathlib import Path

from figures import chromium_kind, cpu_seconds, p95, process_args

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))

from e2e_driver import CHROMIUM_ARGS, PHONE, Server, chromium_path, open_app  # noqa: E402

HEADLESS_SHELL = "/usr/bin/chromium-headless-shell"  # Debian's chromium-headless-shell: no browser windows at all
CHOICES = {  # name: (the program, its extra arguments)
    "as the tests launch it": (None, []),
    "--disable-webgl": (None, ["--disable-webgl"]),
    "--js-flags=--no-opt": (None, ["--js-flags=--no-opt"]),
    "chromium-headless-shell": (HEADLESS_SHELL, []),
}


def chromium_processes() -> dict[int, tuple[str, float]]:
    """Every Chromium process on the machine: its kind (--type=…) and its CPU-seconds so far."""
    found = {}
    for pid in filter(str.isdigit, os.listdir("/proc")):
        kind = chromium_kind(process_args(int(pid)), ("chromium", Path(HEADLESS_SHELL).name))
        if kind is not None:
            found[int(pid)] = (kind, cpu_seconds(int(pid)))
    return found


def spent(before: dict[int, tuple[str, float]], after: dict[int, tuple[str, float]]) -> Counter:
    """CPU-seconds by kind between two looks, of the processes alive at the second (a process that ended
    between them belonged to the load before, whose cost was taken with its page still open)."""
    kinds: Counter = Counter()
    for pid, (kind, cpu) in after.items():
        kinds[kind] += cpu - before.get(pid, (kind, 0.0))[1]
    return kinds


def loads(playwright, url: str, server_pid: int, program: str | None, extra: list[str], count: int) -> list[Counter]:
    """`count` loads in fresh contexts (after one to warm the server), each page left open until measured."""
    browser = playwright.chromium.launch(executable_path=program or chromium_path(), args=CHROMIUM_ARGS + extra)
    try:
        open_app(browser, url, PHONE, wait_for="Players, clockwise").context.close()
        costs = []
        for _ in range(count):
            before, server_before = chromium_processes(), cpu_seconds(server_pid)
            page = open_app(browser, url, PHONE, wait_for="Players, clockwise")
            page.wait_for_timeout(1000)
            cost = spent(before, chromium_processes())
            cost["server"] = cpu_seconds(server_pid) - server_before
            page.context.close()
            costs.append(cost)
        return costs
    finally:
        browser.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--loads", type=int, default=6, help="loads per choice and turn (default 6)")
    args = parser.parse_args()
    if not chromium_path():
        print("Chromium not found (apt install chromium)")
        return 2
    from playwright.sync_api import sync_playwright

    choices = {name: choice for name, choice in CHOICES.items() if choice[0] is None or Path(choice[0]).exists()}
    results: dict[str, list[Counter]] = {name: [] for name in choices}
    with tempfile.TemporaryDirectory() as data, sync_playwright() as playwright:
        server = Server(Path(data) / "data").start()
        try:
            for _turn in range(2):  # the choices alternate, so the machine's drift falls on each alike
                for name, (program, extra) in choices.items():
                    results[name] += loads(
                        playwright, server.url, server.process.pid, program, extra, args.loads // 2 or 1
                    )
        finally:
            server.stop()
    print(f"One page load, CPU-seconds (median / p95 over {len(next(iter(results.values())))} loads)")
    kinds = sorted(
        {k for costs in results.values() for c in costs for k in c}, key=lambda k: -results[next(iter(choices))][0][k]
    )
    print(f"  {'':24}" + "".join(f"{name:>26}" for name in choices))
    for kind in ["all"] + kinds:
        cells = []
        for costs in results.values():
            values = [sum(c.values()) if kind == "all" else c[kind] for c in costs]
            cells.append(f"{statistics.median(values):.2f} / {p95(values):.2f}")
        print(f"  {kind:24}" + "".join(f"{cell:>26}" for cell in cells))
    return 0


if __name__ == "__main__":
    sys.exit(main())
