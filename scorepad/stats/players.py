"""Per-player statistics, the leaderboard and head-to-head, aggregated from match facts."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from scorepad.stats.groups import unique
from scorepad.stats.names import counts_as, match_keys, name_key
from scorepad.stats.tally import NAME, Resolver, tally


@dataclass(frozen=True)
class Span:
    """Which matches count: one variant (None = all), created dates from/to (inclusive, 'YYYY-MM-DD' or longer),
    and a group of players (None = everyone): a match counts for a group when every one of its players is in it."""

    variant: str | None = None
    since: str | None = None
    until: str | None = None
    group: frozenset[str] | None = None  # names, as typed: each counts as its alias

    def admits(self, facts: Mapping) -> bool:
        """Whether a match's facts fall within this span's variant and dates (created times compared as ISO-8601
        UTC text); the group is `chooser`'s, as it needs the aliases."""
        if self.variant is not None and facts["variant"] != self.variant:
            return False
        created = facts["created"]
        if self.since is not None and created[: len(self.since)] < self.since:
            return False
        return self.until is None or created[: len(self.until)] <= self.until

    def group_keys(self, aliases: Mapping[str, str] = {}) -> frozenset[str] | None:
        """The people of the group (their keys under `aliases`), None for everyone."""
        if self.group is None:
            return None
        return frozenset(name_key(counts_as(name, aliases)) for name in self.group)

    def chooser(self, aliases: Mapping[str, str] = {}) -> Callable[[Mapping], bool]:
        """Whether a match's facts are in this span, its group's people counted under `aliases` (as `match_keys`:
        a merge that would join two seats of a match leaves that match's names as they are)."""
        people = self.group_keys(aliases)
        if people is None:
            return self.admits
        resolve = Resolver(aliases)

        def admitted(facts: Mapping) -> bool:
            if not self.admits(facts):
                return False
            keys = [resolve(name)[0] for name in facts["players"]]
            if len(set(keys)) < len(keys):
                keys = [name_key(name) for name in facts["players"]]
            return people.issuperset(keys)

        return admitted


def group_of(names: Iterable[str]) -> frozenset[str] | None:
    """A group from names as typed (blank ones left out, the same person once, as first typed); None when no name
    is left."""
    return frozenset(unique(name.strip() for name in names if name.strip())) or None


@dataclass(frozen=True)
class PlayerStats:
    """One person's figures over the matches in a span; rates are None when there is nothing to divide."""

    key: str
    name: str
    matches: int = 0  # played, finished or not
    finished: int = 0  # finished matches played
    wins: int = 0  # finished matches won, a shared (papayoo) win counting for each winner
    shared_wins: int = 0  # of those wins, how many were shared
    hands: int = 0
    points: int = 0  # the engine's totals summed over all matches
    moons: int = 0
    moons_minus: int = 0
    moons_plus: int = 0
    most: int = 0  # hands where this player alone scored the most
    most_shared: int = 0  # hands where this player scored the most together with others (not all)
    best: int | None = None  # fewest points at the end of a finished match
    worst: int | None = None  # most points at the end of a finished match
    last_played: str = ""

    @property
    def win_rate(self) -> float | None:
        """Wins per finished match played."""
        return self.wins / self.finished if self.finished else None

    @property
    def points_per_hand(self) -> float | None:
        """The average a hand added to this player's total (moons and the jack included)."""
        return self.points / self.hands if self.hands else None


def stats_from_rows(rows: Mapping[str, list]) -> dict[str, PlayerStats]:
    """PlayerStats by person key from tallied rows."""
    return {key: PlayerStats(key, row[NAME], *row[:NAME]) for key, row in rows.items()}


def player_stats(
    all_facts: Iterable[Mapping], aliases: Mapping[str, str] = {}, span: Span = Span()
) -> dict[str, PlayerStats]:
    """Every person's figures by person key; the name shown is the alias, else the latest spelling."""
    admitted = span.chooser(aliases)
    return stats_from_rows(tally((f for f in all_facts if admitted(f)), aliases))


def leaderboard(stats: Mapping[str, PlayerStats], min_finished: int = 1) -> list[PlayerStats]:
    """Most wins first; then the higher win rate; then fewer points per hand; then by name.

    Only players with at least `min_finished` finished matches are ranked.
    """
    ranked = [s for s in stats.values() if s.finished >= min_finished]
    return sorted(
        ranked, key=lambda s: (-s.wins, -(s.win_rate or 0.0), _or_inf(s.points_per_hand), s.name.casefold(), s.key)
    )


def _or_inf(value: float | None) -> float:
    return float("inf") if value is None else value


@dataclass(frozen=True)
class HeadToHead:
    """Two players over the matches they played together; 'ahead' means fewer points at the end."""

    a: str
    b: str
    matches: int = 0
    finished: int = 0
    a_ahead: int = 0
    b_ahead: int = 0
    level: int = 0  # finished with the same total
    a_wins: int = 0
    b_wins: int = 0


def head_to_head(
    all_facts: Iterable[Mapping], a: str, b: str, aliases: Mapping[str, str] = {}, span: Span = Span()
) -> HeadToHead:
    """Matches `a` and `b` played together, who finished ahead of whom, and how many each won."""
    ka, kb = name_key(counts_as(a, aliases)), name_key(counts_as(b, aliases))
    counts = dict.fromkeys(("matches", "finished", "a_ahead", "b_ahead", "level", "a_wins", "b_wins"), 0)
    admitted = span.chooser(aliases)
    for facts in all_facts:
        if not admitted(facts):
            continue
        keys, _ = match_keys(facts["players"], aliases)
        if ka == kb or ka not in keys or kb not in keys:
            continue
        sa, sb = keys.index(ka), keys.index(kb)
        counts["matches"] += 1
        if not facts["finished"]:
            continue
        counts["finished"] += 1
        ta, tb = facts["totals"][sa], facts["totals"][sb]
        counts["a_ahead" if ta < tb else "b_ahead" if tb < ta else "level"] += 1
        counts["a_wins"] += sa in facts["winners"]
        counts["b_wins"] += sb in facts["winners"]
    return HeadToHead(a, b, **counts)


@dataclass(frozen=True)
class Overview:
    """The statistics of the matches in a span; `variants` and `first`/`last` offer the filters."""

    span: Span
    matches: int  # matches in the span
    finished: int
    players: Mapping[str, PlayerStats]  # by person key
    leaderboard: tuple[PlayerStats, ...]
    variants: tuple[str, ...]  # variants found in all matches, for the filter
    first: str | None  # earliest created time of all matches
    last: str | None
