"""What the engine says of a hand being entered, as the next hand of a match or in place of hand k."""

from __future__ import annotations

from dataclasses import dataclass, replace

from scorepad.rules import problems as P
from scorepad.rules.entry import HandDraft
from scorepad.rules.match import Hand, Match
from scorepad.rules.problems import Problem
from scorepad.rules.scorecard import check_new_hand, scorecard
from scorepad.rules.scoring import MoonOption, Outcome, moon_options


@dataclass(frozen=True)
class DraftCheck:
    """A draft checked against its match: what is missing or wrong, the moon's options, where it leads."""

    number: int
    missing: tuple[Problem, ...]
    problems: tuple[Problem, ...]
    points: tuple[int, ...] | None
    shooter: int | None
    moon_options: tuple[MoonOption, ...]  # both ways to score a moon when the shooter chooses
    totals: tuple[int, ...] | None  # the totals once saved (fixed or no moon)
    outcome: Outcome | None  # where the match stands once saved (fixed or no moon)

    @property
    def can_save(self) -> bool:
        """Complete and nothing wrong (the shooter's choice is asked when saving)."""
        return not self.missing and not self.problems

    @property
    def asks_moon(self) -> bool:
        return bool(self.moon_options)


def check_draft(draft: HandDraft, match: Match, number: int | None = None) -> DraftCheck:
    """Check `draft` as the next hand of `match`, or (with `number`) as hand `number` written anew."""
    number = len(match.hands) + 1 if number is None else number
    missing = draft.missing()
    if missing:
        return DraftCheck(number, missing, (), None, None, (), None, None)
    hand, before = draft.hand(), match_before(match, number)
    card_before = scorecard(before)
    options: tuple[MoonOption, ...] = ()
    if draft.shooter() is not None:  # what each way leads to, also after a tie at the end (the end stays reached)
        options = moon_options(hand, match.rules, card_before.totals, number - 1, card_before.outcome.tied_for_fewest)
    if match.rules.moon != "choice":
        options = ()
    after = _with(match, number, replace(hand, moon=options[0].choice) if options else hand)
    problems = _problems(match, number, hand, after)
    card = scorecard(after)
    settled = not options and not problems
    return DraftCheck(
        number,
        (),
        problems,
        draft.points(),
        draft.shooter(),
        options,
        card.totals if settled else None,
        card.outcome if settled else None,
    )


def match_before(match: Match, number: int) -> Match:
    """The match as it stood before hand `number` was played."""
    return replace(match, hands=match.hands[: number - 1])


def _with(match: Match, number: int, hand: Hand) -> Match:
    return match.with_hand(hand) if number > len(match.hands) else match.with_hand_replaced(number, hand)


def _problems(match: Match, number: int, hand: Hand, after: Match) -> tuple[Problem, ...]:
    """The engine's problems, the shooter's open choice (of the moon or the sun) not counted: it is asked when
    saving."""
    found = check_new_hand(match, hand) if number > len(match.hands) else scorecard(after).problems
    return tuple(p for p in found if p.code not in (P.MOON_CHOICE_MISSING, P.SUN_CHOICE_MISSING))
