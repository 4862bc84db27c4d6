"""The event loop stays free for every session while long work runs: restoring a large backup and the
statistics' first count, each while a second session enters hands at the table.

    python benchmarks/loop_bench.py [--matches 10000]

In-process (the UI tests' harness: real sessions on one Backend, every message encoded as on the wire,
the Store on a real temp folder). A probe task sleeps 5 ms again and again; how late it wakes is the lag
any tap in any session would see. Each long job is measured two ways in one run:
  - now: in chunks (the backup read and checked one match at a time, stored 100 at a time; the count a
    match at a time), each chunk off the loop (or, in the browser, between yields);
  - before: the backup parsed and checked on the loop in one piece, then stored in one call in a thread;
    the count as one Ledger.open in a thread (what the app did before the table-state rework).
Prints the worst, p95 and median lag, the other session's taps (median, p95) and how long the job took.
Target: worst lag ≤ 100 ms. Also what one tap costs on the declarative hand screen with six players
(the state changes, the screen is drawn again, diffed and encoded for the wire), in-process.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "benchmarks"), str(ROOT / "tests" / "ui")]

from stats_bench import build, p95  # noqa: E402
from ui_harness import Table  # noqa: E402

from scorepad.rules import Rules  # noqa: E402
from scorepad.stats import Ledger  # noqa: E402
from scorepad.storage import Store  # noqa: E402
from scorepad.ui import exporting  # noqa: E402
from scorepad.ui.app import make_main  # noqa: E402
from scorepad.ui.backend import Backend  # noqa: E402

PLAYERS = ("Anna", "Ben", "Carla", "Dan")
TICK = 0.005


async def probe(lags: list[float]) -> None:
    """How many ms a 5 ms sleep overshoots: the wait a tap in any session would see."""
    while True:
        begin = time.perf_counter()
        await asyncio.sleep(TICK)
        lags.append((time.perf_counter() - begin - TICK) * 1000)


HANDS = 20  # a long evening's match; then the table starts the next one


async def play(table: Table, taps: list[float], refused: list[str], running) -> None:
    """The other session: hands entered one after another (a phone: open, three taps, save), a new match
    after HANDS hands; a save the Store refused (e.g. its lock busy too long) is noted and tried again."""
    while running():
        number = len(table.state.stored.match.hands) + 1
        if number > HANDS:
            match = await table.app.backend.write(table.app.store.create, PLAYERS, Rules(target=100000))
            await table.go(f"/match/{match.id}")
            number = 1
        for name in (f"Enter hand {number}", "Anna 5 ♥", "Ben 8 ♥", "Carla took Q♠", "Save hand"):
            begin = time.perf_counter()
            await table.tap(name)
            taps.append((time.perf_counter() - begin) * 1000)
        while table.route == "/hand":  # refused: the taps are still there, Save again
            refused.append(table.snack_text())
            await asyncio.sleep(0.1)
            await table.tap("Save hand")


async def measure(job, backend: Backend) -> dict:
    """Run `job(session)` while the probe and another session entering hands run; the figures of that stretch."""
    match = backend.store.create(PLAYERS, Rules(target=100000))
    table = await Table(make_main(backend.store, "en", backend)).open()
    await table.go(f"/match/{match.id}")
    worker = await Table(make_main(backend.store, "en", backend)).open()
    lags, taps, refused, done = [], [], [], asyncio.Event()
    watcher = asyncio.create_task(probe(lags))
    player = asyncio.create_task(play(table, taps, refused, lambda: not done.is_set()))
    await asyncio.sleep(0.2)  # both running before the job starts
    lags.clear()
    begin = time.perf_counter()
    await job(worker.app)
    took = time.perf_counter() - begin
    done.set()
    await player
    watcher.cancel()
    table.close()
    worker.close()
    return {"lags": lags or [0.0], "taps": taps or [0.0], "took": took, "refused": refused}


async def restore_now(app, data: bytes) -> None:
    message = await app.files.restore(data)  # the Backup screen's restore (scorepad/ui/file_actions.py)
    assert message.startswith("Restored"), message


async def restore_before(app, data: bytes) -> None:
    items = exporting.read_backup(data, "en")  # parsed and checked on the loop, in one piece
    await asyncio.to_thread(app.store.import_matches, items)


async def count_now(app) -> None:
    await app.backend.statistics.wait()


async def count_before(app) -> None:
    await asyncio.to_thread(Ledger.open, app.store)


async def tap_cost(store: Store, taps: int = 60) -> list[float]:
    """Milliseconds per heart tap on the six-player entry: event, redraw, diff, encoding."""
    match = store.create(("Anna", "Benedikt", "Carla", "Dominik", "Elisabeth", "Friedrich"), Rules())
    table = await Table(make_main(store, "en")).open()
    await table.go(f"/match/{match.id}/hand")
    times = []
    for i in range(taps):
        begin = time.perf_counter()
        await table.tap(f"{('Anna', 'Benedikt', 'Carla')[i % 3]} {i % 5} ♥")
        times.append((time.perf_counter() - begin) * 1000)
    table.close()
    return times


def fresh_copy(source: Path, target: Path) -> Store:
    """The built matches without any statistics cache: a first count from scratch."""
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(source, target)
    shutil.rmtree(target / "cache", ignore_errors=True)
    return Store(target)


def line(name: str, result: dict) -> str:
    lags, taps = result["lags"], result["taps"]
    refused = f"  ({len(result['refused'])} saves refused: {result['refused'][0]})" if result["refused"] else ""
    return (
        f"{name:34} {max(lags):9.0f} {p95(lags):9.1f} {statistics.median(lags):9.1f}"
        f" {statistics.median(taps):9.0f} {p95(taps):9.0f} {result['took']:8.1f}{refused}"
    )


async def run(folder: Path, built: Path) -> list[str]:
    with Store(built) as store:
        backup = exporting.backup_bytes(store.export_all())
    rows = []
    for name, restore in (
        ("restore a backup, now (chunks)", restore_now),
        ("restore a backup, before (one piece)", restore_before),
    ):
        target = folder / name.replace(" ", "_")
        backend = Backend(Store(target))
        rows.append(line(name, await measure(lambda app, restore=restore: restore(app, backup), backend)))
        backend.statistics.counting.cancel()  # the recount a restore starts must not run into the next job
    for name, count in (
        ("first statistics count, now (chunks)", count_now),
        ("first statistics count, before (one call)", count_before),
    ):
        backend = Backend(fresh_copy(built, folder / name.replace(" ", "_")))
        if count is count_before:  # the app's own count (started when a session opens) must wait
            backend.statistics.lock = asyncio.Lock()
            await backend.statistics.lock.acquire()
        rows.append(line(name, await measure(count, backend)))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=10_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        begin = time.perf_counter()
        build(folder / "built", args.matches)
        print(
            f"built {args.matches} matches in {time.perf_counter() - begin:.0f} s; load average "
            f"{os.getloadavg()[0]:.1f}"
        )
        rows = asyncio.run(run(folder, folder / "built"))
    print(
        f"\nevent loop lag (ms) with {args.matches} matches while another session enters hands; load average "
        f"{os.getloadavg()[0]:.1f}"
    )
    print(f"{'':34} {'worst':>9} {'p95':>9} {'median':>9} {'tap med':>9} {'tap p95':>9} {'took s':>8}")
    print("\n".join(rows))
    with tempfile.TemporaryDirectory() as tmp, Store(Path(tmp)) as store:
        taps = asyncio.run(tap_cost(store))
    print(
        f"\na heart tap on the six-player entry (in-process, ms): median {statistics.median(taps):.1f}, p95 "
        f"{p95(taps):.1f}"
    )


if __name__ == "__main__":
    main()
