"""Reusing cached match facts: keyed by match id and the change token `Store.versions()` gives.

Only new or changed matches are fetched and replayed; deleted ones drop out. A cache of another facts
version, or a damaged one, counts as empty (everything is replayed once).
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable, Mapping
from typing import TypeVar

from scorepad.stats.facts import FACTS_VERSION, match_facts

T = TypeVar("T")


def cached_facts(data: object) -> tuple[dict[str, dict], dict[str, str]]:
    """The facts and their tokens by match id from a cache as loaded (anything damaged counts as empty)."""
    if not (isinstance(data, Mapping) and data.get("v") == FACTS_VERSION):
        return {}, {}
    facts, stamps = data.get("facts"), data.get("stamps")
    if not (isinstance(facts, Mapping) and isinstance(stamps, Mapping)):
        return {}, {}
    good = {k: v for k, v in facts.items() if isinstance(v, Mapping) and v.get("v") == FACTS_VERSION and k in stamps}
    return good, {k: stamps[k] for k in good}


def refresh(
    facts: Mapping[str, dict], stamps: Mapping[str, str], current: Mapping[str, str], fetch: Callable[[str], object]
) -> tuple[dict[str, dict], bool]:
    """Facts for every id in `current` ({id: token}): reused when the token is unchanged, else replayed.

    `fetch(id)` gives the stored match (None when it is gone meanwhile). Returns the facts by id and
    whether they differ from the cached ones (so the cache needs saving).
    """
    return finish(refreshing(facts, stamps, current, fetch))


def refreshing(
    facts: Mapping[str, dict], stamps: Mapping[str, str], current: Mapping[str, str], fetch: Callable[[str], object]
) -> Generator[None, None, tuple[dict[str, dict], bool]]:
    """`refresh` one replayed match at a time: it yields after each, so long work can pause between them."""
    fresh: dict[str, dict] = {}
    changed = False
    for match_id, token in current.items():
        known = facts.get(match_id)
        if known is None or stamps.get(match_id) != token:
            stored = fetch(match_id)
            changed = True
            yield
            if stored is None or stored.deleted:
                continue
            known = match_facts(stored)
        fresh[match_id] = known
    return fresh, changed or len(fresh) != len(facts)


def finish(steps: Generator[object, None, T]) -> T:
    """Run a stepwise piece of work to its end and return its result."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def get_or_none(store, match_id: str):
    """The stored match, or None when it vanished between listing and reading, or a newer Scorepad made it
    (the statistics leave out what this one can't score)."""
    try:
        return store.get(match_id)
    except Exception as error:  # the Store's not_found and needs_newer; any other storage error is raised again
        if getattr(error, "code", None) in ("not_found", "needs_newer"):
            return None
        raise


def replay_facts(stored_matches: Iterable) -> list[dict]:
    """Every match's facts replayed from scratch (what the cache saves; the naive path in the benchmark)."""
    return [match_facts(stored) for stored in stored_matches]
