"""Statistics at 10,000 stored matches: cold (no cache), warm (cache present, one new match), naive replay.

Run: python benchmarks/stats_bench.py [--matches 10000] [--runs 5] [--warm-runs 21]

Builds realistic matches (mostly standard, some omnibus, Black Maria, Spot and papayoo; 3 to 6 players
from a circle of friends, now and then a moon) in a temporary data folder through the real Store's import,
then times what the statistics screen needs before it can draw: every match's facts and the aggregate.
- naive: replay every stored match with the engine and aggregate (no cache at all)
- cold: Ledger.open with no cache (replays everything, then saves the cache) and overview
- warm: one new match was played since; Ledger.open replays only its shard; overview
- kept ledger: the screen kept its Ledger and calls refresh() after one new match; overview
- a filter on a kept ledger: a variant; a group of five friends (their matches only, issue 52), counted from the
  facts of the shards where one of its tables played; the group of all 14 friends (every shard is read); beside
  them, the alternative of counting a group from every match's facts
Prints median and p95 of each, side by side, and the ratios within this run; also the two parts of a
warm open (the Store's change tokens, and the overview's sums) and the machine's load average.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

from figures import p95

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorepad.rules import Hand, Match, Rules, match_to_dict, outcome, score_hand  # noqa: E402
from scorepad.stats import Ledger, Span, group_of, overview, replay_facts, store_aliases  # noqa: E402
from scorepad.storage import Store  # noqa: E402

FRIENDS = (
    "Anna",
    "Ben",
    "Carla",
    "Dieter",
    "Eva",
    "Fritz",
    "Gabi",
    "Hans",
    "Ines",
    "Jörg",
    "Karin",
    "Lukas",
    "Mia",
    "Nils",
)
VARIANTS = (("standard", 60), ("omnibus", 12), ("black_maria", 10), ("spot", 6), ("papayoo", 12))
MOON_RULES = ("choice", "choice", "minus", "plus", "plus_safe")


def random_hand(rng: random.Random, rules: Rules, n: int, weights: list[float]) -> Hand:
    """A hand as the table plays it: each penalty card to a seat (weighted), sometimes a moon."""
    cards = rules.penalty_cards()
    if rules.kind.moon and rng.random() < 0.03:
        owners = [rng.randrange(n)] * len(cards)
    else:
        owners = rng.choices(range(n), weights=weights, k=len(cards))
    points = [0] * n
    for (_, value), seat in zip(cards, owners, strict=True):
        points[seat] += value
    moon = rng.choice(("minus", "plus")) if rules.moon == "choice" and rules.hand_total() in points else None
    jack = rng.randrange(n) if rules.kind.jack_bonus else None
    suit = rng.choice(("spades", "diamonds", "clubs")) if rules.kind.die else None
    return Hand(tuple(points), moon, jack, suit)


def random_match(rng: random.Random, finish: bool = True) -> Match:
    """A whole match (or, when not `finish`, one that stops somewhere along the way)."""
    variant = rng.choices([v for v, _ in VARIANTS], weights=[w for _, w in VARIANTS])[0]
    n = rng.choices((3, 4, 5, 6), weights=(20, 55, 15, 10))[0]
    players = rng.sample(FRIENDS, n)
    players = [p.lower() if rng.random() < 0.05 else p for p in players]  # typed in lower case now and then
    rules = Rules(variant, moon=rng.choice(MOON_RULES) if variant != "papayoo" else "choice")
    match = Match(tuple(players), rules, rng.randrange(n))
    weights = [rng.uniform(0.6, 1.4) for _ in range(n)]
    stop = None if finish else rng.randrange(1, 8)
    totals, hands = (0,) * n, []
    while not outcome(totals, len(hands), rules).finished and (stop is None or len(hands) < stop):
        hand = random_hand(rng, rules, n, weights)
        totals = tuple(t + s for t, s in zip(totals, score_hand(hand, rules, totals, len(hands)).scores, strict=True))
        hands.append(hand)
    return replace(match, hands=tuple(hands))


def build(data_dir: Path, count: int, seed: int = 5) -> None:
    """`count` matches over three years, created a few hours apart, through the Store's import."""
    rng = random.Random(seed)
    start = datetime(2024, 1, 1, 19, tzinfo=UTC)
    store = Store(data_dir)
    items = []
    for i in range(count):
        created = (start + timedelta(hours=2.6 * i)).isoformat(timespec="milliseconds")
        match = random_match(rng, finish=rng.random() > 0.04)
        items.append({**match_to_dict(match), "created": created, "updated": created})
        if len(items) == 1000:
            store.import_matches(items)
            items = []
    if items:
        store.import_matches(items)


def timed(runs: int, prepare, work) -> tuple[list[float], list[float]]:
    """Milliseconds of `work()` over `runs` runs, wall clock and this process's CPU; `prepare()` before each."""
    wall, cpu = [], []
    for _ in range(runs):
        prepare()
        begin, begin_cpu = time.perf_counter(), time.process_time()
        work()
        wall.append((time.perf_counter() - begin) * 1000)
        cpu.append((time.process_time() - begin_cpu) * 1000)
    return wall, cpu


def open_screen(store) -> object:
    """What the statistics screen does before drawing: the ledger brought up to date, the saved aliases, the sums."""
    return Ledger.open(store).overview(store_aliases(store))


def naive_screen(store) -> object:
    """The same figures without any cache: read and replay every stored match."""
    return overview(replay_facts(store.matches()), store_aliases(store))


def forget_cache(data_dir: Path) -> None:
    """The statistics' caches gone (they are derived and freely deletable): the next open is cold."""
    for path in (data_dir / "cache").glob("stats.*"):
        path.unlink()


def play_one_more(store, rng: random.Random) -> None:
    """A new match played at the table since the statistics were last opened."""
    match = random_match(rng)
    stored = store.create(match.players, match.rules, match.first_dealer)
    for hand in match.hands:
        store.add_hand(stored.id, hand)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=5, help="runs of naive and cold (each replays every match)")
    parser.add_argument("--warm-runs", type=int, default=21, help="runs of the warm cases")
    args = parser.parse_args()
    data_dir = Path(tempfile.mkdtemp(prefix="scorepad-stats-bench-"))
    try:
        begin = time.perf_counter()
        build(data_dir, args.matches)
        print(f"built {args.matches} matches through the Store in {time.perf_counter() - begin:.1f} s")
        store = Store(data_dir)
        rng = random.Random(11)
        naive = timed(args.runs, lambda: None, lambda: naive_screen(store))
        cold = timed(args.runs, lambda: forget_cache(data_dir), lambda: open_screen(store))
        warm = timed(args.warm_runs, lambda: play_one_more(store, rng), lambda: open_screen(store))
        same = timed(args.warm_runs, lambda: None, lambda: open_screen(store))
        kept = Ledger.open(store)
        again = timed(
            args.warm_runs,
            lambda: play_one_more(store, rng),
            lambda: (kept.refresh(), kept.overview(store_aliases(store))),
        )
        listing = timed(args.warm_runs, lambda: None, store.versions)
        ledger = Ledger.open(store)
        sums = timed(args.warm_runs, lambda: None, lambda: ledger.overview(store_aliases(store)))
        aliases = store_aliases(store)
        variant = timed(args.warm_runs, lambda: None, lambda: ledger.overview(aliases, Span(variant="omnibus")))
        group = Span(group=group_of(FRIENDS[:5]))
        grouped = timed(args.warm_runs, lambda: None, lambda: ledger.overview(aliases, group))
        everyone = Span(group=group_of(FRIENDS))
        all_friends = timed(args.warm_runs, lambda: None, lambda: ledger.overview(aliases, everyone))
        from_facts = timed(args.warm_runs, lambda: None, lambda: overview(ledger.facts(group, aliases), aliases))
        check = open_screen(store), naive_screen(store)  # the cached figures are the replayed ones
        assert check[0].players == check[1].players and check[0].leaderboard == check[1].leaderboard
        by_group, by_facts = ledger.overview(aliases, group), overview(replay_facts(store.matches()), aliases, group)
        assert by_group.players == by_facts.players and by_group.matches == by_facts.matches > 0
        print(f"the group {', '.join(FRIENDS[:5])}: {by_group.matches} of {store.count()} matches")
        report(
            store.count(),
            {
                "naive full replay": naive,
                "cold (no cache)": cold,
                "warm (one new match)": warm,
                "warm (nothing new)": same,
                "kept ledger, one new": again,
                "  of which versions()": listing,
                "  overview only": sums,
                "filter: a variant": variant,
                "filter: a group of 5": grouped,
                "filter: all 14 friends": all_friends,
                "  group from facts": from_facts,
            },
        )
        print(
            f"load average (1, 5, 15 min) at the end: {' '.join(f'{v:.1f}' for v in os.getloadavg())} on "
            f"{os.cpu_count()} cores"
        )
    finally:
        shutil.rmtree(data_dir, ignore_errors=True)


def report(count: int, results: dict[str, tuple[list[float], list[float]]]) -> None:
    print(f"statistics screen data at {count} stored matches (milliseconds; CPU = this process's CPU time)")
    print(f"{'':24} {'median':>9} {'p95':>9} {'CPU med':>9} {'runs':>5} {'vs naive':>9}")
    base = statistics.median(results["naive full replay"][0])
    for name, (wall, cpu) in results.items():
        median = statistics.median(wall)
        print(
            f"{name:24} {median:9.1f} {p95(wall):9.1f} {statistics.median(cpu):9.1f} {len(wall):5d} "
            f"{base / median:8.1f}x"
        )


if __name__ == "__main__":
    main()
