"""Each hand's story checked like a hand: its times are times, every hand it keeps is one these rules accept,
each change changed something, and a hand taken back has a number this match could have given it."""

from __future__ import annotations

from dataclasses import replace

from scorepad.rules import problems as P
from scorepad.rules.match import Hand, Match
from scorepad.rules.problems import Problem
from scorepad.rules.validate import check_hand
from scorepad.rules.values import is_stamp_time

STORY_BEFORE = "before"  # a problem's place: the hand as it was before change n
STORY_TAKEN_BACK = "taken_back"  # the hand taken back as hand n


def check_story(match: Match) -> list[Problem]:
    """What is wrong with the stories of the match's hands and of its hands taken back."""
    found: list[Problem] = []
    for number, hand in enumerate(match.hands, start=1):
        found += _hand_story(hand, number, match, "")
    highest = len(match.hands) + len(match.taken_back)  # each take-back left a hand fewer than it found
    for index, gone in enumerate(match.taken_back, start=1):
        where = f"taken_back.{index}."
        if not 1 <= gone.number <= highest:
            found.append(Problem(P.TAKEN_BACK_NUMBER, None, {"number": gone.number, "max": highest}))
        found += _times(((f"{where}at", gone.at),), None)
        found += [_inside(p, STORY_TAKEN_BACK, gone.number) for p in check_hand(gone.hand, len(match.players), match.rules)]
        found += [_inside(p, STORY_TAKEN_BACK, gone.number) for p in _hand_story(gone.hand, None, match, f"{where}hand.")]
    return found


def _hand_story(hand: Hand, number: int | None, match: Match, where: str) -> list[Problem]:
    """One hand's story: its times, each hand as it was before a change, and that each change changed it."""
    story = hand.story
    if story is None:
        return []
    times = [(f"{where}entered.at", story.entered.at)] if story.entered is not None else []
    times += [(f"{where}changes.{index}.at", change.at) for index, change in enumerate(story.changes, start=1)]
    for index, back in enumerate(story.put_back, start=1):
        times += [(f"{where}put_back.{index}.at", back.at), (f"{where}put_back.{index}.taken_back.at", back.taken.at)]
    found = _times(times, number)
    for index, change in enumerate(story.changes, start=1):
        found += [_inside(p, STORY_BEFORE, index) for p in check_hand(change.before, len(match.players), match.rules, number)]
        after = story.changes[index].before if index < len(story.changes) else hand
        if change.before == after:
            found.append(Problem(P.CHANGE_UNCHANGED, number, {"index": index}))
    return found


def _times(times: list[tuple[str, str]] | tuple[tuple[str, str], ...], number: int | None) -> list[Problem]:
    return [Problem(P.STORY_TIME, number, {"field": field, "value": at}) for field, at in times if not is_stamp_time(at)]


def _inside(problem: Problem, story: str, index: int) -> Problem:
    """A problem of a hand the story keeps, saying which (the outermost place wins: a taken-back hand's change)."""
    if "story" in problem.data:
        return problem if story == STORY_BEFORE else replace(problem, data={**problem.data, "taken_back": index})
    return replace(problem, data={**problem.data, "story": story, "story_index": index})
