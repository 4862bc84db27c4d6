"""The statistics screen at 10,000 stored matches, opened in a real (in-process) app session.

Run: python benchmarks/stats_screen_bench.py [--matches 10000] [--runs 11]

Builds the matches as benchmarks/stats_bench.py does, then drives the app's session in-process (the UI
tests' harness: every message encoded as on the wire) and times `go("/stats")` until the leaderboard is
on the page:
- first open, nothing counted yet: the screen shows progress and the Ledger is counted in chunks off the
  event loop (once), and how late the event loop answers meanwhile (the lag a tap in any session would see);
- kept ledger, nothing new: what a user sees on every later open;
- kept ledger, one new match since: the ledger refreshes one shard;
- a filter tap (variant chip): overview again, no reopen;
- a group tap (issue 52): the chip of a group kept by name, five of the 14 friends, from Everyone;
- a fresh Ledger.open per visit (the alternative without keeping the ledger), for comparison.
Prints median and p95 side by side with the ratio to the fresh-open alternative, and the load average.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "benchmarks"), str(ROOT / "tests" / "ui")]

from stats_bench import FRIENDS, build, p95, play_one_more  # noqa: E402
from ui_harness import Table  # noqa: E402

from scorepad.stats import Ledger, save_groups, store_aliases  # noqa: E402
from scorepad.storage import Store  # noqa: E402
from scorepad.ui.app import make_main  # noqa: E402
from scorepad.ui.backend import Backend  # noqa: E402


async def until_shown(table, text: str, limit: float = 600.0) -> None:
    deadline = time.perf_counter() + limit
    while text not in table.text():
        if time.perf_counter() > deadline:
            raise TimeoutError(text)
        await asyncio.sleep(0.005)


LAGS: list[float] = []


async def loop_lag(tick: float = 0.02) -> None:
    """Milliseconds by which a 20 ms sleep overshoots: what any other session's tap would wait."""
    while True:
        begin = time.perf_counter()
        await asyncio.sleep(tick)
        LAGS.append((time.perf_counter() - begin - tick) * 1000)


async def timed_open(table, runs: int, prepare=lambda: None) -> list[float]:
    times = []
    for _ in range(runs):
        prepare()
        await table.go("/history")
        begin = time.perf_counter()
        await table.go("/stats")
        await until_shown(table, "Leaderboard")
        times.append((time.perf_counter() - begin) * 1000)
    return times


async def measure(store, runs: int) -> dict[str, list[float]]:
    rng = random.Random(11)
    backend = Backend(store)
    backend.statistics.lock = asyncio.Lock()
    await backend.statistics.lock.acquire()  # keep the start-up count from running first: time the first open ourselves
    table = await Table(make_main(store, "en", backend)).open()
    results = {}
    begin = time.perf_counter()
    await table.go("/stats")
    backend.statistics.lock.release()
    lag = asyncio.create_task(loop_lag())  # how late the event loop answers while the count runs
    await until_shown(table, "Leaderboard")
    results["first open (cold, in chunks)"] = [(time.perf_counter() - begin) * 1000]
    lag.cancel()
    results["event loop lag during it"] = LAGS[:] or [0.0]
    results["kept ledger, nothing new"] = await timed_open(table, runs)
    results["kept ledger, one new match"] = await timed_open(table, runs, lambda: play_one_more(store, rng))
    filters = []
    for _ in range(runs):
        begin = time.perf_counter()
        await table.tap("Omnibus")
        await until_shown(table, "Leaderboard")
        filters.append((time.perf_counter() - begin) * 1000)
        await table.tap("All variants")
    results["filter tap (variant)"] = filters
    save_groups(store, {"Thursday": list(FRIENDS[:5])})
    await table.go("/stats")
    await until_shown(table, "Leaderboard")
    grouped = []
    for _ in range(runs):
        begin = time.perf_counter()
        await table.tap("The group Thursday")
        await until_shown(table, "Forget the group “Thursday”")
        grouped.append((time.perf_counter() - begin) * 1000)
        await table.tap("Everyone")
    results["group tap (5 of 14 friends)"] = grouped
    fresh = []
    for _ in range(runs):
        begin = time.perf_counter()
        Ledger.open(store).overview(store_aliases(store))
        fresh.append((time.perf_counter() - begin) * 1000)
    results["fresh Ledger.open (data only)"] = fresh
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=11)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder) / "data"
        begin = time.perf_counter()
        build(data, args.matches)
        print(
            f"built {args.matches} matches in {time.perf_counter() - begin:.0f} s; load average "
            f"{os.getloadavg()[0]:.1f}"
        )
        with Store(data) as store:
            results = asyncio.run(measure(store, args.runs))
    print(
        f"statistics screen at {args.matches} matches (ms, until the leaderboard is on the page); "
        f"load average {os.getloadavg()[0]:.1f}"
    )
    base = statistics.median(results["fresh Ledger.open (data only)"])
    print(f"{'':34} {'median':>9} {'p95':>9} {'runs':>5} {'vs fresh open':>14}")
    for name, values in results.items():
        median = statistics.median(values)
        ratio = "" if "lag" in name else f"{base / median:13.2f}x"
        print(f"{name:34} {median:9.1f} {p95(values):9.1f} {len(values):5d} {ratio:>14}")


if __name__ == "__main__":
    main()
