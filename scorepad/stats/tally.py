"""Counting facts into rows per person, and adding rows up: the one place figures are summed.

A row is a plain list (JSON-able, so partial sums can be cached):
[matches, finished, wins, shared_wins, hands, points, moons, moons_minus, moons_plus, most, most_shared,
 best, worst, last_created, shown_name]. Rows of the same person add up exactly, so sums per name
kept in a cache can be merged under any alias map (see `merge_rows`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from operator import add

from scorepad.stats.names import counts_as, name_key

(
    MATCHES,
    FINISHED,
    WINS,
    SHARED_WINS,
    HANDS,
    POINTS,
    MOONS,
    MINUS,
    PLUS,
    MOST,
    MOST_SHARED,
    BEST,
    WORST,
    LAST,
    NAME,
) = range(15)


def new_row() -> list:
    return [0] * BEST + [None, None, "", ""]


def tally(all_facts: Iterable[Mapping], aliases: Mapping[str, str] = {}) -> dict[str, list]:
    """Rows by person key from match facts; a merge never joins two seats of one match."""
    rows: dict[str, list] = {}
    resolve = Resolver(aliases)
    for facts in all_facts:
        _count_match(rows, facts, resolve)
    return rows


def _count_match(rows: dict[str, list], facts: Mapping, resolve: Resolver) -> None:
    players = facts["players"]
    people = [resolve(name) for name in players]
    if len({key for key, _ in people}) < len(people):
        people = [(name_key(name), name.strip()) for name in players]
    created, totals, finished, winners = facts["created"], facts["totals"], facts["finished"], facts["winners"]
    hands, most, shared = facts["hands"], facts["most"], facts["most_shared"]
    for seat, (key, name) in enumerate(people):
        row = rows.get(key)
        if row is None:
            row = rows[key] = new_row()
        if (created, name) > (row[LAST], row[NAME]):
            row[LAST], row[NAME] = created, name
        row[MATCHES] += 1
        row[HANDS] += hands
        total = totals[seat]
        row[POINTS] += total
        row[MOST] += most[seat]
        row[MOST_SHARED] += shared[seat]
        if finished:
            row[FINISHED] += 1
            if row[BEST] is None or total < row[BEST]:
                row[BEST] = total
            if row[WORST] is None or total > row[WORST]:
                row[WORST] = total
            if seat in winners:
                row[WINS] += 1
                row[SHARED_WINS] += len(winners) > 1
    for shooter, applied in facts["moons"]:
        row = rows[people[shooter][0]]
        row[MOONS] += 1
        row[MINUS if applied == "minus" else PLUS] += 1


def add_row(into: list, row: list, name: str | None = None) -> None:
    """Add `row` to `into`: counters summed, best the lower, worst the higher, the latest name kept.

    The shown name (`name` when given, else the row's) is the one of the latest match, by created time
    and then the name itself on a tie.
    """
    into[:BEST] = map(add, into[:BEST], row[:BEST])
    best, worst = row[BEST], row[WORST]
    if best is not None and (into[BEST] is None or best < into[BEST]):
        into[BEST] = best
    if worst is not None and (into[WORST] is None or worst > into[WORST]):
        into[WORST] = worst
    name = row[NAME] if name is None else name
    if (row[LAST], name) > (into[LAST], into[NAME]):
        into[LAST], into[NAME] = row[LAST], name


def merge_rows(rows_by_name: Iterable[tuple[str, list]], aliases: Mapping[str, str]) -> dict[str, list]:
    """Rows counted without aliases (by name key), added up per person under `aliases`.

    Equal to tallying the facts with the aliases, as long as no match had two of the merged names.
    """
    merged: dict[str, list] = {}
    resolve = Resolver(aliases)
    for _, row in rows_by_name:
        key, name = resolve(row[NAME])
        into = merged.get(key)
        if into is None:
            into = merged[key] = new_row()
        add_row(into, row, name)
    return merged


class Resolver:
    """`counts_as` with a memory: a name's person key and shown name under one alias map."""

    def __init__(self, aliases: Mapping[str, str]):
        self.aliases = aliases
        self.known: dict[str, tuple[str, str]] = {}

    def __call__(self, name: str) -> tuple[str, str]:
        found = self.known.get(name)
        if found is None:
            shown = counts_as(name, self.aliases)
            found = self.known[name] = (name_key(shown), shown)
        return found
