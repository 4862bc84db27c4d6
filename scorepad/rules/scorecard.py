"""Replaying a match hand by hand: the scorecard, with totals always derived from the hands."""

from __future__ import annotations

from dataclasses import dataclass

from scorepad.rules import problems as P
from scorepad.rules.match import Hand, Match
from scorepad.rules.names import clearest
from scorepad.rules.problems import Problem
from scorepad.rules.scoring import HandScore, MoonOption, Outcome, moon_options, outcome, places, score_hand
from scorepad.rules.story_check import check_story
from scorepad.rules.table import Deal, deal_of
from scorepad.rules.validate import check_hand, check_options, check_players, check_setup


@dataclass(frozen=True)
class HandResult:
    """One played hand: its deal, what was written down, what it scored and the totals after it."""

    deal: Deal
    hand: Hand
    score: HandScore
    totals: tuple[int, ...]

    @property
    def number(self) -> int:
        return self.deal.number


@dataclass(frozen=True)
class Scorecard:
    """A match replayed: the hands scored, the totals, the outcome, the next deal and any problems."""

    match: Match
    results: tuple[HandResult, ...]
    totals: tuple[int, ...]
    outcome: Outcome
    next: Deal | None
    problems: tuple[Problem, ...]

    @property
    def valid(self) -> bool:
        return not self.problems

    @property
    def standings(self) -> tuple[tuple[int, int, int], ...]:
        """(place, seat, total) from the lead down: the winners first once the match is over (whatever these
        rules made them win by), then by the fewest points; equal totals share a place. The app, the command
        line, the watchers and the exports only show these."""
        winners = self.outcome.winners if self.outcome.finished else ()
        first = tuple((1, seat, self.totals[seat]) for seat in winners)
        rest = tuple(seat for _, seat in places(self.totals) if seat not in winners)
        others = tuple(self.totals[seat] for seat in rest)
        return first + tuple((len(winners) + place, rest[index], self.totals[rest[index]])
                             for place, index in places(others))

    @property
    def leaders(self) -> tuple[int, ...]:
        """The seats in the lead: the winners once the match is over; none before the first hand."""
        if self.outcome.finished:
            return self.outcome.winners
        if not self.results:
            return ()
        return tuple(seat for place, seat, _ in self.standings if place == 1)

    def place_of(self, seat: int) -> int:
        """The place of `seat` in the standings (1 for the lead)."""
        return next(place for place, other, _ in self.standings if other == seat)

    def totals_before(self, number: int) -> tuple[int, ...]:
        """Each player's total before hand `number` (all 0 before the first; now, for a hand not played yet)."""
        if number > len(self.results):
            return self.totals
        return self.results[number - 2].totals if number > 1 else (0,) * len(self.totals)


def scorecard(match: Match) -> Scorecard:
    """Replay every hand of `match`; scoring stops at the first invalid hand, checking does not.

    >>> card = scorecard(Match(("Anna", "Ben", "Carla", "Dan"), hands=(Hand((3, 1, 18, 4)), Hand((0, 26, 0, 0), moon="minus"))))
    >>> card.totals, card.leaders, card.next.dealer
    ((3, -25, 18, 4), (1,), 2)
    """
    problems = check_setup(match)
    n = len(match.players)
    totals = (0,) * n
    results: list[HandResult] = []
    if problems:
        return Scorecard(match, (), totals, Outcome(False), None, tuple(problems))
    state = Outcome(False)
    for number, hand in enumerate(match.hands, start=1):
        found = check_hand(hand, n, match.rules, number)
        if state.finished and not problems:
            found.insert(0, Problem(P.HAND_AFTER_END, number, {"winners": list(state.winners)}))
        if found or problems:
            problems += found
            continue
        score = score_hand(hand, match.rules, totals, number - 1, state.tied_for_fewest)
        totals = tuple(t + s for t, s in zip(totals, score.scores))
        results.append(HandResult(deal_of(number, n, match.first_dealer, match.rules), hand, score, totals))
        state = outcome(totals, number, match.rules, state.tied_for_fewest)
    upcoming = None
    if not state.finished and not problems:
        upcoming = deal_of(len(match.hands) + 1, n, match.first_dealer, match.rules)
    return Scorecard(match, tuple(results), totals, state, upcoming, tuple(problems))


def check_new_hand(match: Match, hand: Hand) -> tuple[Problem, ...]:
    """The problems with adding `hand` to a valid `match` (none means it may be saved).

    >>> [problem.code for problem in check_new_hand(Match(("Anna", "Ben", "Carla", "Dan")), Hand((26, 0, 0, 0)))]
    ['moon_choice_missing']
    """
    card = scorecard(match)
    if card.problems:
        return card.problems
    number = len(match.hands) + 1
    if card.outcome.finished:
        return (Problem(P.HAND_AFTER_END, number, {"winners": list(card.outcome.winners)}),)
    return tuple(check_hand(hand, len(match.players), match.rules, number))


def moon_options_for(match: Match, hand: Hand) -> tuple[MoonOption, ...]:
    """For a moon hand about to be added, what minus and plus would each do to the totals."""
    card = scorecard(match)
    return moon_options(hand, match.rules, card.totals, len(card.results), card.outcome.tied_for_fewest)


def check_new_match(match: Match) -> tuple[Problem, ...]:
    """The problems with starting `match`: its names as entered, its rules and every hand."""
    found = check_players(match.players)
    return tuple(clearest(found + [p for p in scorecard(match).problems if p not in found]))


def check_match_file(match: Match) -> tuple[Problem, ...]:
    """The problems with a match read from a file (checked or imported): as a new match, no option its variant
    lacks, and each hand's story checked like a hand."""
    return check_new_match(match) + tuple(check_options(match.rules)) + tuple(check_story(match))
