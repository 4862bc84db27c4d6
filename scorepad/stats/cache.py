"""Match facts kept in the Store's derived cache, keyed by match id and updated time.

Only new or changed matches are replayed; deleted ones drop out. The cache is freely deletable: without it
every match is replayed once (cold), and a cache of another facts version is ignored.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from scorepad.stats.facts import FACTS_VERSION, match_facts

CACHE_NAME = "stats.facts"


def cached_facts(data: object) -> dict[str, dict]:
    """The facts by match id from a cache as loaded (anything damaged or of another version counts as empty)."""
    if not isinstance(data, Mapping) or data.get("v") != FACTS_VERSION or not isinstance(data.get("matches"), Mapping):
        return {}
    return {k: v for k, v in data["matches"].items() if isinstance(v, Mapping) and v.get("v") == FACTS_VERSION}


def refresh(known: Mapping[str, dict], current: Iterable[tuple[str, str]], fetch) -> tuple[dict[str, dict], bool]:
    """Facts for the `current` (id, updated) pairs: reused from `known` when up to date, else `fetch(id)` replayed.

    Returns the facts by id and whether anything differs from `known` (so the cache needs saving).
    """
    fresh: dict[str, dict] = {}
    changed = False
    for match_id, updated in current:
        facts = known.get(match_id)
        if facts is None or facts.get("updated") != updated:
            facts = match_facts(fetch(match_id))
            changed = True
        fresh[match_id] = facts
    return fresh, changed or len(fresh) != len(known)


def load_facts(store) -> list[dict]:
    """Every stored match's facts, replaying only the new or changed matches and saving the cache when it changed."""
    known = cached_facts(store.load_cache(CACHE_NAME))
    current = [(s.id, s.updated) for s in store.summaries(0, store.count())]
    fresh, changed = refresh(known, current, store.get)
    if changed:
        store.save_cache(CACHE_NAME, {"v": FACTS_VERSION, "matches": fresh})
    return list(fresh.values())


def replay_facts(stored_matches: Iterable) -> list[dict]:
    """Every match's facts replayed from scratch (what the cache saves; also the naive path in the benchmark)."""
    return [match_facts(stored) for stored in stored_matches]
