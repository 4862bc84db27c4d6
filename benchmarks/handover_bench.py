"""Hand-over links: how long a link is and how big its QR code, for 4, 5 and 6 players over 20, 40 and 60 hands,
with each hand's story (entered on the phone; one in ten changed a minute later) and without.

    python benchmarks/handover_bench.py [--site URL] [--runs 20]

Each match is a long evening as tests/evenings.py plays it (standard Hearts to 500, tricks dealt from a
shuffled deck). Prints per match: the export's bytes (`scorepad export ID`), the raw DEFLATE bytes, the link's
length with the site's address, the QR version it needs at error level M and whether the app shows it as a
code (version <= QR_LIMIT, else it offers the file), and the median and p95 milliseconds to make the link and
to read it back (the payload checked as an import checks a file).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from figures import p95

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from evenings import evening, evening_file  # noqa: E402
from scorepad.rules.handover import link_of, payload_of, read_payload  # noqa: E402
from scorepad.server.links import QR_LIMIT, qr_version  # noqa: E402
from scorepad.stats.export import match_file_text  # noqa: E402

SITE = "https://anna.github.io/scorepad/"  # a typical published site's address: 32 characters


def timed(work, runs: int) -> list[float]:
    spans = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        spans.append((time.perf_counter() - start) * 1000)
    return spans


def row(players: int, hands: int, stories: bool, site: str, runs: int) -> str:
    file = match_file_text(evening_file(evening(players, hands, stories=stories)), compact=True).encode("utf-8")
    payload = payload_of(file)
    link = link_of(site, payload)
    version = qr_version(link)
    make = timed(lambda: link_of(site, payload_of(file)), runs)
    read = timed(lambda: read_payload(payload), runs)
    shown = "code" if version <= QR_LIMIT else "file"
    return (
        f"{players:>7} {hands:>5} {'yes' if stories else 'no':>7} {len(file):>7} {len(payload) * 3 // 4:>8} "
        f"{len(link):>6}"
        f" {version:>4}  {shown:<5} {statistics.median(make):>6.2f} {p95(make):>6.2f} "
        f"{statistics.median(read):>6.2f} {p95(read):>6.2f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", default=SITE, help=f"the site's address the links start with (default {SITE})")
    parser.add_argument("--runs", type=int, default=20, help="times each link is made and read (default 20)")
    args = parser.parse_args()
    print(
        f"site {args.site} ({len(args.site)} characters); a QR code up to version {QR_LIMIT} at level M is shown, "
        f"else the file"
    )
    print("players hands stories  export  deflate   link  QR   shown  make ms (median p95)  read ms (median p95)")
    for stories in (True, False):
        for players in (4, 5, 6):
            for hands in (20, 40, 60):
                print(row(players, hands, stories, args.site, args.runs))


if __name__ == "__main__":
    main()
