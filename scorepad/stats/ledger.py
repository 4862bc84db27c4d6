"""All stored matches for the statistics: facts in shards by creation time, with sums kept per shard.

In the Store's derived cache (all of it rebuildable):
- "stats.index": per shard a signature of its (id, change token) pairs, and per variant the number of
  matches, finished ones, first/last created and the rows per name (no aliases applied); how many matches
  each table (the set of names that played) played, so a group reads only the shards where it played; and
  the pairs of names that sat at one table (to spot a merge that would join two seats of one match).
- "stats.facts.<shard>": the facts of the shard's matches with their change tokens.
A shard holds the matches whose ids share their first 3 characters (ids sort by creation: ~25 days).
Opening compares signatures, so only shards with a new, changed or removed match are touched; the
overview adds up the cached rows, and falls back to facts only for shards a time span cuts through or
where an alias joins two names that played together.
"""

from __future__ import annotations

import hashlib
from collections import defaultdict
from collections.abc import Generator, Mapping
from itertools import combinations

from scorepad.stats.cache import cached_facts, finish, get_or_none, refreshing
from scorepad.stats.facts import FACTS_VERSION
from scorepad.stats.names import name_key
from scorepad.stats.players import HeadToHead, Overview, PlayerStats, Span, head_to_head, leaderboard, stats_from_rows
from scorepad.stats.tally import Resolver, add_row, merge_rows, new_row, tally

INDEX = "stats.index"
SHARD_CHARS = 3


def shard_of(match_id: str) -> str:
    return match_id[:SHARD_CHARS]


def shard_cache(shard: str) -> str:
    return f"stats.facts.{shard}"


def signature(tokens: Mapping[str, str]) -> str:
    """One value that changes when any match of a shard is added, changed or removed."""
    text = "\n".join(map("=".join, sorted(tokens.items())))  # id=token lines, in id order
    return hashlib.blake2b(text.encode(), digest_size=16).hexdigest()


def table_of(facts: Mapping) -> str:
    """Who played a match, in any seats: their name keys, sorted, one line each."""
    return "\n".join(sorted(name_key(p) for p in facts["players"]))


def summarise(facts: list[dict], sig: str) -> dict:
    """A shard's summary: per variant its counts, first/last created and rows per name key; how many matches
    each table played (for a group); who met whom."""
    by_variant: dict[str, list[dict]] = defaultdict(list)
    tables: dict[str, int] = defaultdict(int)
    pairs = set()
    for f in facts:
        by_variant[f["variant"]].append(f)
        tables[table_of(f)] += 1
        pairs.update(combinations(sorted(name_key(p) for p in f["players"]), 2))
    return {
        "sig": sig,
        "variants": {variant: part_of(group) for variant, group in by_variant.items()},
        "tables": dict(tables),
        "pairs": sorted(list(p) for p in pairs),
    }


def part_of(facts: list[dict]) -> dict:
    """Some matches summed up: how many, how many finished, first/last created, rows per name key."""
    return {
        "n": len(facts),
        "finished": sum(1 for f in facts if f["finished"]),
        "first": min(f["created"] for f in facts),
        "last": max(f["created"] for f in facts),
        "rows": tally(facts),
    }


def cached_index(data: object) -> dict[str, dict]:
    """The shard summaries from the index as loaded (damaged, another version or one without tables: none)."""
    if isinstance(data, Mapping) and data.get("v") == FACTS_VERSION and isinstance(data.get("shards"), Mapping):
        return {
            k: v
            for k, v in data["shards"].items()
            if isinstance(v, Mapping) and isinstance(v.get("sig"), str) and isinstance(v.get("tables"), Mapping)
        }
    return {}


def cover(part: Mapping, span: Span) -> str:
    """Whether a span takes all, none or some of the matches created between part's first and last."""
    first, last = part["first"], part["last"]
    if (span.since and last[: len(span.since)] < span.since) or (span.until and first[: len(span.until)] > span.until):
        return "none"
    if (span.since and first[: len(span.since)] < span.since) or (span.until and last[: len(span.until)] > span.until):
        return "some"
    return "all"


class Ledger:
    """The statistics' view of a Store: shard summaries, with shard facts loaded only when needed."""

    def __init__(self, store, shards: dict[str, dict], groups: dict[str, dict[str, str]], loaded: dict[str, dict]):
        self.store = store
        self.shards = shards
        self.groups = groups  # change tokens by shard, as listed when opened
        self.loaded = loaded  # facts by id, for the shards already read

    @classmethod
    def open(cls, store) -> Ledger:
        """Bring the cached shards up to date with the Store: only shards with a change are replayed."""
        ledger = cls.unopened(store)
        ledger.refresh()
        return ledger

    @classmethod
    def unopened(cls, store) -> Ledger:
        """A ledger with the cached index only; `catching_up()` brings it up to date step by step."""
        return cls(store, cached_index(store.load_cache(INDEX)), {}, {})

    def refresh(self) -> bool:
        """Catch up with the Store (a ledger kept by a screen): replay shards whose matches changed.

        Returns whether anything changed. Shards are compared by their tokens when this ledger has seen
        them, else by the signature kept in the index.
        """
        return finish(self.catching_up())

    def catching_up(self) -> Generator[int, None, bool]:
        """`refresh` step by step: yields the number of matches replayed so far after each one."""
        groups: dict[str, dict[str, str]] = defaultdict(dict)
        for match_id, token in self.store.versions().items():
            groups[shard_of(match_id)][match_id] = token
        changed, replayed = set(self.shards) != set(groups), 0
        for shard, tokens in groups.items():
            if self.groups.get(shard) == tokens:
                continue
            self.groups[shard] = tokens
            sig = signature(tokens)
            old = self.shards.get(shard)
            if old is None or old["sig"] != sig:
                self.loaded.pop(shard, None)
                rebuild = self._rebuilding(shard, sig)
                while True:
                    try:
                        next(rebuild)
                    except StopIteration as done:
                        self.shards[shard] = done.value
                        break
                    replayed += 1
                    yield replayed
                changed = True
        for shard in set(self.shards) - set(groups):
            del self.shards[shard]
            self.groups.pop(shard, None)
            self.loaded.pop(shard, None)
        if changed:
            self.store.save_cache(INDEX, {"v": FACTS_VERSION, "shards": self.shards})
        return changed

    def _rebuild(self, shard: str, sig: str) -> dict:
        return finish(self._rebuilding(shard, sig))

    def _rebuilding(self, shard: str, sig: str) -> Generator[None, None, dict]:
        """Replay a shard's new and changed matches, keep its facts, and sum it up again."""
        tokens = self.groups[shard]
        facts, stamps = cached_facts(self.store.load_cache(shard_cache(shard)))
        fresh, changed = yield from refreshing(
            facts, stamps, tokens, lambda match_id: get_or_none(self.store, match_id)
        )
        if changed:
            self.store.save_cache(
                shard_cache(shard), {"v": FACTS_VERSION, "facts": fresh, "stamps": {k: tokens[k] for k in fresh}}
            )
        self.loaded[shard] = fresh
        return summarise(list(fresh.values()), sig)

    def shard_facts(self, shard: str) -> list[dict]:
        """The facts of one shard (read from the cache, rebuilt if the cache lost them)."""
        if shard not in self.loaded:
            facts, stamps = cached_facts(self.store.load_cache(shard_cache(shard)))
            if stamps != self.groups.get(shard, {}):
                self.shards[shard] = self._rebuild(shard, self.shards[shard]["sig"])
            else:
                self.loaded[shard] = facts
        return list(self.loaded[shard].values())

    def facts(self, span: Span = Span(), aliases: Mapping[str, str] = {}) -> list[dict]:
        """The facts of every stored match in the span (reads every shard's facts once)."""
        admitted = span.chooser(aliases)
        return [f for shard in sorted(self.shards) for f in self.shard_facts(shard) if admitted(f)]

    def overview(self, aliases: Mapping[str, str] = {}, span: Span = Span()) -> Overview:
        """The statistics screen's data: cached rows added up, facts only where a shard must be split."""
        resolve = Resolver(aliases)
        admitted, people = span.chooser(aliases), span.group_keys(aliases)
        rows: list[tuple[str, list]] = []
        direct: list[dict] = []
        matches = finished = 0
        first = last = None
        for shard, summary in self.shards.items():
            for part in summary["variants"].values():
                first = min(first or part["first"], part["first"])
                last = max(last or part["last"], part["last"])
            if people is not None:  # a group: counted from the facts of the shards where one of its tables played
                if any(_of_group(table, people, resolve) for table in summary["tables"]):
                    direct += [f for f in self.shard_facts(shard) if admitted(f)]
                continue
            parts = [p for v, p in summary["variants"].items() if span.variant in (None, v)]
            covers = {cover(p, span) for p in parts} - {"none"}
            if "some" in covers or (covers and aliases and _joins_a_table(summary, resolve)):
                direct += [f for f in self.shard_facts(shard) if admitted(f)]
                continue
            for part in parts:
                if cover(part, span) == "all":
                    matches, finished = matches + part["n"], finished + part["finished"]
                    rows += part["rows"].items()
        people = merge_rows(rows, aliases)
        for key, row in tally(direct, aliases).items():
            add_row(people.setdefault(key, new_row()), row)
        stats = stats_from_rows(people)
        variants = {v for s in self.shards.values() for v in s["variants"]}
        return Overview(
            span,
            matches + len(direct),
            finished + sum(1 for f in direct if f["finished"]),
            stats,
            tuple(leaderboard(stats)),
            tuple(sorted(variants)),
            first,
            last,
        )

    def head_to_head(self, a: str, b: str, aliases: Mapping[str, str] = {}, span: Span = Span()) -> HeadToHead:
        """Two players over the matches they played together (reads every shard's facts once)."""
        return head_to_head(self.facts(span, aliases), a, b, aliases)

    def player(self, name: str, aliases: Mapping[str, str] = {}, span: Span = Span()) -> PlayerStats | None:
        """One person's figures, found by any of their names."""
        key, _ = Resolver(aliases)(name)
        return self.overview(aliases, span).players.get(key)


def _of_group(table: str, people: frozenset[str], resolve: Resolver) -> bool:
    """Whether everyone at a table (name keys, one a line) counts as one of a group's people."""
    return all(resolve(key)[0] in people for key in table.split("\n"))


def _joins_a_table(summary: Mapping, resolve: Resolver) -> bool:
    """Whether the aliases make one person of two names that sat at one table in this shard."""
    return any(resolve(a)[0] == resolve(b)[0] for a, b in summary["pairs"])
