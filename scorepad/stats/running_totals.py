"""A match's running totals for its chart: each player's total hand by hand, the moons and the target."""

from __future__ import annotations

from dataclasses import dataclass

from scorepad.rules import VARIANTS, Match, scorecard


@dataclass(frozen=True)
class MoonMark:
    """A moon on the chart: after which hand, who shot it and how it was scored ("minus" or "plus")."""

    hand: int
    seat: int
    applied: str


@dataclass(frozen=True)
class RunningTotals:
    """Running totals per seat: series[seat][h] is the total after hand h (h = 0 is the start, 0 points)."""

    players: tuple[str, ...]
    series: tuple[tuple[int, ...], ...]
    moons: tuple[MoonMark, ...]
    target: int | None  # the line to draw; None when the match ends after a number of rounds
    rounds: int | None  # how many hands a rounds match lasts (papayoo), for the x axis
    finished: bool
    winners: tuple[int, ...]

    @property
    def hands(self) -> int:
        return len(self.series[0]) - 1 if self.series else 0

    def y_range(self) -> tuple[int, int]:
        """The lowest and highest value the chart must show, target line included."""
        values = [v for line in self.series for v in line] + ([self.target] if self.target is not None else [])
        return (min(values), max(values)) if values else (0, 0)

    def to_dict(self) -> dict:
        """The running totals as JSON-able data."""
        return {
            "players": list(self.players),
            "series": [list(line) for line in self.series],
            "moons": [{"hand": m.hand, "seat": m.seat, "applied": m.applied} for m in self.moons],
            "target": self.target,
            "rounds": self.rounds,
            "finished": self.finished,
            "winners": list(self.winners),
        }


def running_totals(match: Match) -> RunningTotals:
    """The running totals of a running or finished match, from the engine's scorecard (only its scored hands)."""
    card = scorecard(match)
    n = len(match.players)
    series = [[0] for _ in range(n)]
    moons = []
    for result in card.results:
        for seat in range(n):
            series[seat].append(result.totals[seat])
        if result.score.moon is not None:
            moons.append(MoonMark(result.number, result.score.moon.shooter, result.score.moon.applied))
    rules = match.rules
    known = rules.variant in VARIANTS  # a match with unknown rules has no scored hands and no target
    return RunningTotals(
        players=tuple(match.players),
        series=tuple(tuple(line) for line in series),
        moons=tuple(moons),
        target=rules.target_score() if known else None,
        rounds=rules.rounds_to_play(n) if known else None,
        finished=card.outcome.finished,
        winners=card.outcome.winners,
    )
