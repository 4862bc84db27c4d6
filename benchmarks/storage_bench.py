"""Storage benchmark: scorepad's Store against TinyDB's default JSONStorage (one file, all matches) and
Python's own sqlite3 (WAL, synchronous=FULL: what a local database does durably), in one run.

    python benchmarks/storage_bench.py [--quick]

Prints median and p95 (milliseconds) for saving a hand with 0, 1,000 and 10,000 stored matches, for
opening the store and listing the first page at those sizes, and for importing a 10,000-match backup.
The matches are realistic: standard matches played to the end with valid random hands (engine-checked).

The Store is measured twice, side by side: without stories (files as before each hand kept its story:
the history has none, and a save writes the hand alone, as `Store.add_hand` did before) and with them
(every stored hand entered by someone, one in five changed, a hand taken back per match; a save stamps
its hand). `--store-only` leaves TinyDB and sqlite3 out.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import sqlite3
import statistics
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from tinydb import TinyDB

from scorepad.rules import Hand, Match, Rules, check_new_hand, match_to_dict, scorecard
from scorepad.rules.story import Change, HandStory, Stamp, TakenBack
from scorepad.storage import Store
from scorepad.storage.records import touched

PLAYERS = ("Anna", "Ben", "Carla", "Dan")
SIZES = (0, 1_000, 10_000)
PAGE = 50


def random_hand(rng: random.Random, match: Match) -> Hand:
    """A valid standard hand: 26 points over four seats, now and then a moon."""
    if rng.random() < 0.04:
        points = [0, 0, 0, 0]
        points[rng.randrange(4)] = 26
        return Hand(tuple(points), moon=rng.choice(("minus", "plus")))
    while True:
        cuts = sorted(rng.randint(0, 13) for _ in range(3))
        points = [b - a for a, b in zip([0] + cuts, cuts + [13])]
        points[rng.randrange(4)] += 13
        hand = Hand(tuple(points))
        if not check_new_hand(match, hand):
            return hand


def played_matches(count: int, rng: random.Random) -> list[dict]:
    """`count` finished matches as match files (500 distinct ones, repeated with other dates)."""
    distinct = []
    for _ in range(min(count, 500)):
        match = Match(PLAYERS, Rules(), rng.randrange(4))
        while not scorecard(match).outcome.finished:
            match = match.with_hand(random_hand(rng, match))
        distinct.append(match_to_dict(match))
    items = []
    for n in range(count):
        day = f"20{20 + n // 4000:02d}-{1 + n // 340 % 12:02d}-{1 + n % 28:02d}T20:{n % 60:02d}:00.000+00:00"
        items.append({**distinct[n % len(distinct)], "created": day, "updated": day})
    return items


def with_stories(items: list[dict]) -> list[dict]:
    """The same match files (the same hands, so the same totals) with a story in every hand: entered by a
    phone, one in five changed by the host from other points, and a hand taken back per match."""
    from scorepad.rules import match_from_dict

    told = []
    for n, item in enumerate(items):
        match = match_from_dict(item)[0]
        at = item["created"]
        hands = []
        for i, hand in enumerate(match.hands):
            log = HandStory(Stamp(at, "Carla (score link)"))
            if (i + n) % 5 == 0:
                log = HandStory(log.entered, (Change(at, "host", Hand(hand.points[1:] + hand.points[:1])),))
            hands.append(replace(hand, story=log))
        gone = TakenBack(len(hands), at, "host", replace(hands[-1], story=HandStory(Stamp(at, "host"))))
        told.append({**match_to_dict(replace(match, hands=tuple(hands), taken_back=(gone,))), "created": at, "updated": at})
    return told


def timed(action, repeat: int, between=None) -> list[float]:
    """Milliseconds of each of `repeat` runs of `action` (`between` runs untimed before each)."""
    times = []
    for _ in range(repeat):
        if between:
            between()
        started = time.perf_counter()
        action()
        times.append((time.perf_counter() - started) * 1000)
    return times


class PlainStore(Store):
    """The Store as it saved a hand before hands kept their story: the hand alone (for the comparison only)."""

    def add_hand(self, match_id: str, hand: Hand, after=None, *, by: str = ""):
        with self._lock:
            stored = self._live(match_id)
            problems = check_new_hand(stored.match, hand)
            if problems:
                raise ValueError(problems)
            return self._folders.write(touched(stored, stored.match.with_hand(hand)))


class Ours:
    name = "Store, no stories"
    stories = False

    def __init__(self, folder: Path):
        self.folder = folder
        self.store = (Store if self.stories else PlainStore)(folder)
        self.current = None

    def fill(self, items):
        if items:
            self.store.import_matches(with_stories(items) if self.stories else items)

    def next_match(self, rng):
        if self.current is None or scorecard(self.current.match).outcome.finished:
            self.current = self.store.create(PLAYERS)
        self.hand = random_hand(rng, self.current.match)

    def save_hand(self):
        self.current = self.store.add_hand(self.current.id, self.hand, by="Carla (score link)")

    def open_and_list(self):
        Store(self.folder).summaries(0, PAGE)


class OursWithStories(Ours):
    name = "Store, with stories"
    stories = True


class TinyDBDefault:
    """TinyDB as documented: JSONStorage, one file, a table of matches; totals by the engine when listed."""

    name = "TinyDB JSONStorage"

    def __init__(self, folder: Path):
        self.path = folder / "db.json"
        folder.mkdir(parents=True, exist_ok=True)
        self.db = TinyDB(self.path)
        self.current = None

    def fill(self, items):
        from scorepad.rules import match_from_dict

        valid = []
        for item in items:  # validated like an import into the Store, for a fair comparison
            match, problems = match_from_dict(item)
            if match is not None and not scorecard(match).problems:
                valid.append(item)
        self.db.table("matches").insert_multiple(valid)

    def next_match(self, rng):
        table = self.db.table("matches")
        if self.current is None or scorecard(self.current[1]).outcome.finished:
            match = Match(PLAYERS)
            self.current = (table.insert({**match_to_dict(match), "created": "2030-01-01T00:00:00+00:00"}), match)
        self.hand = random_hand(rng, self.current[1])

    def save_hand(self):
        doc_id, match = self.current
        if check_new_hand(match, self.hand):
            raise ValueError("invalid hand")
        match = match.with_hand(self.hand)
        self.db.table("matches").update({"hands": match_to_dict(match)["hands"]}, doc_ids=[doc_id])
        self.current = (doc_id, match)

    def open_and_list(self):
        from scorepad.rules import match_from_dict

        docs = TinyDB(self.path).table("matches").all()
        newest = sorted(docs, key=lambda d: d.get("created", ""), reverse=True)[:PAGE]
        [scorecard(match_from_dict(d)[0]).totals for d in newest]


class SQLite:
    """Python's sqlite3: one table of match files as JSON, WAL, synchronous=FULL (each save durable when committed)."""

    name = "sqlite3 WAL, FULL"

    def __init__(self, folder: Path):
        folder.mkdir(parents=True, exist_ok=True)
        self.path = folder / "matches.sqlite"
        self.db = self.connect(self.path)
        self.db.execute("CREATE TABLE IF NOT EXISTS matches (id INTEGER PRIMARY KEY, created TEXT, doc TEXT)")
        self.db.execute("CREATE INDEX IF NOT EXISTS by_created ON matches (created)")
        self.current = None

    @staticmethod
    def connect(path: Path) -> sqlite3.Connection:
        db = sqlite3.connect(path, isolation_level=None)
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=FULL")
        return db

    def fill(self, items):
        from scorepad.rules import match_from_dict

        rows = []
        for item in items:  # validated like an import into the Store, for a fair comparison
            match, problems = match_from_dict(item)
            if match is not None and not scorecard(match).problems:
                rows.append((item.get("created", ""), json.dumps(item)))
        with self.db:
            self.db.execute("BEGIN")
            self.db.executemany("INSERT INTO matches (created, doc) VALUES (?, ?)", rows)

    def next_match(self, rng):
        if self.current is None or scorecard(self.current[1]).outcome.finished:
            match = Match(PLAYERS)
            doc = {**match_to_dict(match), "created": "2030-01-01T00:00:00+00:00"}
            with self.db:
                cursor = self.db.execute("INSERT INTO matches (created, doc) VALUES (?, ?)", (doc["created"], json.dumps(doc)))
            self.current = (cursor.lastrowid, match, doc)
        self.hand = random_hand(rng, self.current[1])

    def save_hand(self):
        row, match, doc = self.current
        if check_new_hand(match, self.hand):
            raise ValueError("invalid hand")
        match = match.with_hand(self.hand)
        doc = {**doc, "hands": match_to_dict(match)["hands"]}
        with self.db:
            self.db.execute("UPDATE matches SET doc = ? WHERE id = ?", (json.dumps(doc), row))
        self.current = (row, match, doc)

    def open_and_list(self):
        from scorepad.rules import match_from_dict

        db = self.connect(self.path)
        newest = db.execute("SELECT doc FROM matches ORDER BY created DESC LIMIT ?", (PAGE,)).fetchall()
        [scorecard(match_from_dict(json.loads(doc))[0]).totals for (doc,) in newest]
        db.close()


KINDS = (Ours, OursWithStories, TinyDBDefault, SQLite)


def stats(times: list[float]) -> str:
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return f"{statistics.median(ordered):8.1f} {p95:8.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions (a smoke run)")
    parser.add_argument("--store-only", action="store_true", help="only the Store, without and with stories")
    args = parser.parse_args()
    kinds = KINDS[:2] if args.store_only else KINDS
    saves, opens = (10, 4) if args.quick else (40, 16)
    rng = random.Random(2026)
    items = played_matches(max(SIZES), rng)
    root = Path(tempfile.mkdtemp(prefix="scorepad-bench-"))
    try:
        subjects, imports = build(root, items, kinds)
        # round-robin over the stores, so that the machine's load at any moment weighs on every size alike
        save_times = {key: [] for key in subjects}
        list_times = {key: [] for key in subjects}
        for rep in range(saves):
            for key, subject in subjects.items():
                if not slow(key) or rep % 4 == 0:
                    save_times[key] += timed(subject.save_hand, 1, lambda: subject.next_match(rng))
        for rep in range(opens):
            for key, subject in subjects.items():
                if not slow(key) or rep % 4 == 0:
                    list_times[key] += timed(subject.open_and_list, 1)
    finally:
        shutil.rmtree(root, ignore_errors=True)
    rows = []
    for kind in kinds:
        rows += [(kind.name, size, save_times[(kind, size)], list_times[(kind, size)]) for size in SIZES]
        rows.append((kind.name, "import", imports[kind], None))
    report(rows, kinds)


def slow(key) -> bool:
    """TinyDB's default storage at the largest size: timed on every fourth round only (about a second each)."""
    return key == (TinyDBDefault, max(SIZES))


def build(root: Path, items: list[dict], kinds=KINDS):
    """The stores at every size (the largest filled by a timed import), and two more timed imports each."""
    subjects, imports = {}, {}
    for kind in kinds:
        imports[kind] = []
        for size in SIZES:
            subject = kind(root / f"{kind.__name__}-{size}")
            started = time.perf_counter()
            subject.fill(items[:size])
            if size == len(items):
                imports[kind].append((time.perf_counter() - started) * 1000)
            subjects[(kind, size)] = subject
        for n in range(2):
            folder = root / f"import-{kind.__name__}-{n}"
            imports[kind] += timed(lambda: kind(folder).fill(items), 1)
            shutil.rmtree(folder, ignore_errors=True)
    os.sync()  # a history is written over months: let the disk settle before timing saves
    return subjects, imports


def report(rows, kinds=KINDS) -> None:
    print(f"{'store':20} {'matches':>8} | {'save a hand (ms)':>17} | {'open + first page (ms)':>22}")
    print(f"{'':20} {'':>8} | {'median':>8} {'p95':>8} | {'median':>8} {'p95':>8}")
    for name, size, save, listing in rows:
        if size == "import":
            print(f"{name:20} {'import':>8} | {'':17} |   import of a 10,000-match backup: {stats(save)} (median, p95)")
        else:
            print(f"{name:20} {size:>8,} | {stats(save)} | {stats(listing)}")
    medians = {(name, size): (statistics.median(save), listing and statistics.median(listing)) for name, size, save, listing in rows}
    top = max(SIZES)
    growth = ", ".join(f"{kind.name} {medians[(kind.name, top)][0] / medians[(kind.name, 0)][0]:.2f}x" for kind in kinds)
    print(f"saving a hand at {top:,} vs 0 matches: {growth}")
    for size in SIZES:
        plain, told = medians[(Ours.name, size)], medians[(OursWithStories.name, size)]
        print(f"at {size:,} matches, with stories / without (median): save {told[0] / plain[0]:.2f}x, open + first page {told[1] / plain[1]:.2f}x")
    if SQLite not in kinds:
        return
    for size in SIZES:
        ours, lite = medians[(Ours.name, size)], medians[(SQLite.name, size)]
        print(f"at {size:,} matches, scorepad / sqlite3 (median): save {ours[0] / lite[0]:.2f}x, open + first page {ours[1] / lite[1]:.2f}x")


if __name__ == "__main__":
    main()
