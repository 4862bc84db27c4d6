"""Two copies of one match that went on apart merge hand by hand through each hand's story: the same match
whichever imports which, nothing of either lost, and a true disagreement named where it starts."""

from dataclasses import replace

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st
from dealt import dealt_hand, rules_and_players
from tiers import examples

from scorepad.rules import Hand, Match, Rules, match_to_dict, scorecard
from scorepad.rules.story import Stamp, with_change, as_entered, put_back_last, take_back_last
from scorepad.rules.merge import BUILT_ON, CHANGED, ENTERED, INVALID, OTHER, Disagreement, merge, same_story

PLAYERS = ("Anna", "Ben", "Carla", "Dan")


def at(minute: int) -> str:
    return f"2026-12-05T20:{minute:02d}:00.000+00:00"


def base(*points: tuple[int, ...]) -> Match:
    """A match whose hands were entered on the host, a minute apart."""
    match = Match(PLAYERS, Rules())
    for minute, hand in enumerate(points):
        match = match.with_hand(as_entered(Hand(hand), at(minute), "host"))
    return match


def edit(match: Match, number: int, points: tuple[int, ...], minute: int, by: str) -> Match:
    return match.with_hand_replaced(number, with_change(match.hands[number - 1], Hand(points), at(minute), by))


def add(match: Match, points: tuple[int, ...], minute: int, by: str) -> Match:
    return match.with_hand(as_entered(Hand(points), at(minute), by))


def both_ways(one: Match, other: Match) -> Match:
    """The merge, checked to be the same whichever copy is the stored one."""
    first, second = merge(one, other), merge(other, one)
    assert not isinstance(first, Disagreement), first
    assert match_to_dict(first) == match_to_dict(second)
    return first


def test_two_phones_that_went_on_apart_end_with_both_phones_work_whichever_imports_first():
    shared = base((3, 1, 18, 4), (13, 0, 6, 7))
    phone_a = edit(shared, 1, (4, 0, 18, 4), 10, "Anna (score link)")
    phone_b = add(edit(shared, 2, (13, 0, 7, 6), 11, "host"), (0, 25, 1, 0), 12, "host")
    merged = both_ways(phone_a, phone_b)
    assert [h.points for h in merged.hands] == [(4, 0, 18, 4), (13, 0, 7, 6), (0, 25, 1, 0)]
    assert merged.hands[0].story.changes[0].by == "Anna (score link)" and merged.hands[1].story.changes[0].by == "host"


def test_a_hand_taken_back_on_one_phone_leaves_the_other_and_stays_in_the_story():
    shared = base((3, 1, 18, 4), (13, 0, 6, 7), (25, 1, 0, 0))
    phone_a = take_back_last(shared, at(10), "host")
    merged = both_ways(phone_a, shared)
    assert merged.hands == phone_a.hands and merged.taken_back == phone_a.taken_back


def test_a_hand_taken_back_and_entered_again_replaces_the_old_one_on_the_other_phone():
    shared = base((3, 1, 18, 4), (13, 0, 6, 7))
    phone_a = add(take_back_last(shared, at(10), "host"), (0, 13, 6, 7), 11, "host")
    merged = both_ways(phone_a, shared)
    assert merged.hands[1].points == (0, 13, 6, 7) and merged.taken_back[0].hand.points == (13, 0, 6, 7)


def test_a_hand_taken_back_that_the_other_phone_changed_meanwhile_keeps_that_change_in_its_story():
    shared = base((3, 1, 18, 4), (13, 0, 6, 7))
    phone_a = take_back_last(shared, at(10), "host")
    phone_b = edit(shared, 2, (13, 0, 7, 6), 11, "Ben (score link)")
    merged = both_ways(phone_a, phone_b)
    assert len(merged.hands) == 1 and merged.taken_back[0].hand.story.changes[0].by == "Ben (score link)"


def test_a_copy_that_differs_only_in_its_story_brings_its_story():
    shared = base((3, 1, 18, 4), (13, 0, 6, 7))
    undone_and_redone = put_back_last(take_back_last(shared, at(10), "host"), at(11), "host")
    merged = both_ways(shared, undone_and_redone)
    assert merged == shared and not same_story(merged, shared) and same_story(merged, undone_and_redone)


def test_a_hand_put_back_on_one_phone_is_no_longer_taken_back_on_the_other():
    shared = base((3, 1, 18, 4), (13, 0, 6, 7))
    taken = take_back_last(shared, at(10), "host")
    put_back = put_back_last(taken, at(11), "host")
    merged = both_ways(taken, put_back)
    assert merged.hands == shared.hands and merged.taken_back == () and len(merged.hands[1].story.put_back) == 1


# one side, the other side -> why they disagree and where
DISAGREEMENTS = [
    ("each phone entered its own hand 3", lambda m: add(m, (25, 1, 0, 0), 10, "host"),
     lambda m: add(m, (0, 25, 1, 0), 11, "Ben (score link)"), Disagreement(ENTERED, 3)),
    ("both changed hand 1, differently", lambda m: edit(m, 1, (4, 0, 18, 4), 10, "host"),
     lambda m: edit(m, 1, (3, 1, 17, 5), 11, "host"), Disagreement(CHANGED, 1)),
    ("hand 2 taken back on one, built on on the other", lambda m: take_back_last(m, at(10), "host"),
     lambda m: add(m, (25, 1, 0, 0), 11, "host"), Disagreement(BUILT_ON, 2)),
    ("other players", lambda m: replace(m, players=("Eva", "Ben", "Carla", "Dan")), lambda m: m, Disagreement(OTHER)),
]


@pytest.mark.parametrize("why, one, other, expected", DISAGREEMENTS, ids=[row[0] for row in DISAGREEMENTS])
def test_copies_that_truly_disagree_are_not_merged_and_the_first_hand_where_they_part_is_named(why, one, other, expected):
    shared = base((3, 1, 18, 4), (13, 0, 6, 7))
    assert merge(one(shared), other(shared)) == expected and merge(other(shared), one(shared)) == expected


def test_hands_together_past_the_end_of_the_match_are_a_disagreement_at_the_hand_after_the_end():
    shared = replace(base((25, 1, 0, 0), (25, 1, 0, 0), (24, 0, 2, 0)), rules=Rules(target=75))  # Anna 74
    ended = edit(shared, 3, (25, 0, 1, 0), 10, "host")  # Anna 75: over, Dan wins
    played_on = add(shared, (0, 0, 13, 13), 11, "host")  # hand 4, on Anna's 74
    assert scorecard(ended).outcome.finished and scorecard(played_on).valid
    assert merge(ended, played_on) == Disagreement(INVALID, 4) and merge(played_on, ended) == Disagreement(INVALID, 4)


# --- the property: any two copies that grew apart by adds, changes, undos and redos ---------------------

@st.composite
def grown(draw, start: Match, side: str, rules: Rules, players: int):
    """A copy of `start` after a few of one phone's adds, changes, undos and redos (each stamped by the phone)."""
    match = start
    for minute in range(draw(st.integers(0, 5))):
        stamp, by = f"2026-12-05T21:{minute:02d}:00.000+00:00", side
        kind = draw(st.sampled_from(["add", "change", "undo", "redo"]))
        if kind == "add" and not scorecard(match).outcome.finished:
            after = match.with_hand(as_entered(draw(dealt_hand(rules, players)), stamp, by))
        elif kind == "change" and match.hands:
            number = draw(st.integers(1, len(match.hands)))
            after = match.with_hand_replaced(number, with_change(match.hands[number - 1], draw(dealt_hand(rules, players)), stamp, by))
        elif kind == "undo" and match.hands:
            after = take_back_last(match, stamp, by)
        elif kind == "redo":
            after = put_back_last(match, stamp, by) or match
        else:
            continue
        if scorecard(after).valid:
            match = after
    return match


@st.composite
def copies(draw):
    rules, players = draw(rules_and_players())
    start = Match(tuple(f"P{i}" for i in range(players)), rules)
    for minute in range(draw(st.integers(0, 5))):
        if scorecard(start).outcome.finished:
            break
        start = start.with_hand(as_entered(draw(dealt_hand(rules, players)), f"2026-12-05T20:{minute:02d}:00.000+00:00", "host"))
    return draw(grown(start, "A", rules, players)), draw(grown(start, "B", rules, players))


def story_parts(match: Match) -> tuple[set, set, set]:
    """Every entry, change and take-back a copy holds (a put-back names the take-back it undid)."""
    hands = match.hands + tuple(gone.hand for gone in match.taken_back)
    logs = [hand.story for hand in hands if hand.story is not None]
    entries = {log.entered for log in logs}
    changes = {(log.entered, change) for log in logs for change in log.changes}
    taken = {Stamp(gone.at, gone.by) for gone in match.taken_back} | {back.taken for log in logs for back in log.put_back}
    return entries, changes, taken


@settings(max_examples=examples(300), deadline=None)
@given(copies())
def test_two_copies_merged_either_way_give_the_same_match_and_lose_nothing_of_either(pair):
    one, other = pair
    first, second = merge(one, other), merge(other, one)
    event("disagree" if isinstance(first, Disagreement) else "merged")
    assert isinstance(first, Disagreement) == isinstance(second, Disagreement)
    if isinstance(first, Disagreement):
        return
    assert match_to_dict(first) == match_to_dict(second) and scorecard(first).valid
    for part_of_merged, part_of_one, part_of_other in zip(story_parts(first), story_parts(one), story_parts(other)):
        assert part_of_one | part_of_other <= part_of_merged
    assert match_to_dict(merge(first, one)) == match_to_dict(first)  # merging again brings nothing new
