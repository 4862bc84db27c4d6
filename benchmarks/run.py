"""The project's benchmark command: every benchmark, one after another, each printing its figures.

    python benchmarks/run.py                 # all of them (about 15 minutes on 2 cores)
    python benchmarks/run.py storage stats   # only some: storage, app, stats, stats_screen, loop, live, static,
                                             # page_load, handover, site_start

Each script measures the alternative in the same run, so compare ratios: these machines are shared.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
BENCHMARKS = {
    "storage": "storage_bench.py",  # saving a hand, listing, importing vs TinyDB's JSONStorage and sqlite3
    "app": "app_bench.py",  # first click answered in Chromium, clicks and keys per hand vs a plain form, memory
    "stats": "stats_bench.py",  # statistics at 10,000 matches: cold, warm, vs a full replay
    "stats_screen": "stats_screen_bench.py",  # the statistics screen itself at 10,000 matches
    "loop": "loop_bench.py",  # the event loop's lag while a backup is restored / the first count runs
    "live": "live_bench.py",  # a save reaching 4 and 20 watchers: bare Flet pubsub vs behind the gate
    "static": "static_bench.py",  # the published static site vs a bare Flet app: starts, bytes, saving
    "page_load": "page_load_bench.py",  # CPU-seconds of one page load in Chromium, by process, vs other flags
    # hand-over links: length and QR version, 4-6 players x 20-60 hands, with and without stories
    "handover": "handover_bench.py",
    # the published site's first and later visit in Chromium, WebKit and Firefox, now and before
    "site_start": "site_start_bench.py",
}


def main(names: list[str]) -> int:
    """Run the named benchmarks (all by default); the exit code is the first failure's."""
    unknown = [n for n in names if n not in BENCHMARKS]
    if unknown:
        print(f"unknown benchmark(s): {', '.join(unknown)}; known: {', '.join(BENCHMARKS)}", file=sys.stderr)
        return 2
    failed = 0
    for name in names or BENCHMARKS:
        print(f"\n=== {name}: python benchmarks/{BENCHMARKS[name]} ===", flush=True)
        code = subprocess.run([sys.executable, str(HERE / BENCHMARKS[name])]).returncode
        failed = failed or code
    return failed


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
