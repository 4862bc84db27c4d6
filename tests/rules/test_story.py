"""Each hand's story in the engine and the match file: entered, changed, taken back; it never counts."""

import json
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from dealt import matches
from tiers import examples

from scorepad.rules import Hand, Match, Rules, match_from_dict, match_to_dict, scorecard
from scorepad.rules import matchfile
from scorepad.rules import problems as P
from scorepad.rules.story import Change, HandStory, Stamp, TakenBack, author, bare, with_change, as_entered, linked, take_back_last

PLAYERS = ("Anna", "Ben", "Carla", "Dan")
T1, T2, T3 = "2026-12-02T20:04:00.000+00:00", "2026-12-02T20:07:00.000+00:00", "2026-12-02T20:09:00.000+00:00"


def played(*hands: Hand, rules: Rules = Rules()) -> Match:
    return Match(PLAYERS, rules, 0, hands)


def test_a_hand_entered_keeps_when_and_by_whom_and_no_change():
    hand = as_entered(Hand((3, 1, 18, 4)), T1, "Carla (score link)")
    assert hand.story == HandStory(Stamp(T1, "Carla (score link)"))
    assert not hand.story.changed and hand == Hand((3, 1, 18, 4))


def test_a_hand_changed_twice_keeps_each_hand_before_oldest_first():
    first = as_entered(Hand((13, 0, 13, 0)), T1, "this phone")
    second = with_change(first, Hand((12, 1, 13, 0)), T2, "host")
    third = with_change(second, Hand((0, 26, 0, 0), moon="minus"), T3, "Ben (score link)")
    assert third.story.entered == Stamp(T1, "this phone")
    assert third.story.changes == (Change(T2, "host", Hand((13, 0, 13, 0))), Change(T3, "Ben (score link)", Hand((12, 1, 13, 0))))
    assert third.story.changes[1].before.story is None and third.moon == "minus"


def test_a_change_that_changes_nothing_is_no_change():
    hand = as_entered(Hand((3, 1, 18, 4)), T1, "host")
    assert with_change(hand, Hand((3, 1, 18, 4)), T2, "host") is hand


def test_a_hand_taken_back_stays_in_the_match_as_taken_back_and_counts_for_nothing():
    match = played(as_entered(Hand((3, 1, 18, 4)), T1, "host"), as_entered(Hand((26, 0, 0, 0)), T2, "host"))
    after = take_back_last(match, T3, "command line")
    assert after.hands == match.hands[:1] and len(after.taken_back) == 1
    gone = after.taken_back[0]
    assert (gone.number, gone.at, gone.by, gone.hand.points) == (2, T3, "command line", (26, 0, 0, 0))
    assert gone.hand.story.entered == Stamp(T2, "host")
    assert scorecard(after).totals == scorecard(played(Hand((3, 1, 18, 4)))).totals


def test_the_story_of_a_change_keeps_the_moon_the_jack_and_the_suit_as_they_were():
    omnibus = as_entered(Hand((3, 1, 18, 4), jack=1), T1, "host")
    assert with_change(omnibus, Hand((3, 1, 18, 4), jack=2), T2, "host").story.changes[0].before.jack == 1
    papayoo = as_entered(Hand((40, 0, 0, 0, 0), suit="clubs"), T1, "host")
    assert with_change(papayoo, Hand((40, 0, 0, 0, 0), suit="spades"), T2, "host").story.changes[0].before.suit == "clubs"
    moon = as_entered(Hand((0, 26, 0, 0), moon="plus"), T1, "host")
    assert with_change(moon, Hand((0, 26, 0, 0), moon="minus"), T2, "host").story.changes[0].before.moon == "plus"


def test_the_match_file_keeps_the_whole_story_and_says_it_needs_story():
    hand = with_change(as_entered(Hand((13, 0, 13, 0)), T1, "this phone"), Hand((12, 1, 13, 0)), T2, "Carla (score link)")
    match = take_back_last(played(hand, as_entered(Hand((0, 26, 0, 0), moon="minus"), T2, "host")), T3, "host")
    data = match_to_dict(match)
    assert data["version"] == 2 and data["needs"] == ["story"]
    assert data["hands"] == [{"points": [12, 1, 13, 0], "entered": {"at": T1, "by": "this phone"},
                              "changes": [{"at": T2, "by": "Carla (score link)", "before": {"points": [13, 0, 13, 0]}}]}]
    assert data["taken_back"] == [{"number": 2, "at": T3, "by": "host",
                                   "hand": {"points": [0, 26, 0, 0], "moon": "minus", "entered": {"at": T2, "by": "host"}}}]
    back, problems = match_from_dict(json.loads(json.dumps(data)))
    assert problems == [] and match_to_dict(back) == data
    assert back.hands[0].story == hand.story and back.taken_back == match.taken_back


def test_a_match_without_a_story_is_written_exactly_as_before_stories_were_kept():
    match = played(Hand((3, 1, 18, 4)), Hand((0, 26, 0, 0), moon="minus"))
    assert json.dumps(match_to_dict(match)) == json.dumps({
        "format": "scorepad-match", "version": 1, "players": list(PLAYERS), "first_dealer": 0,
        "rules": {"variant": "standard", "moon": "choice", "target": 100},
        "hands": [{"points": [3, 1, 18, 4]}, {"points": [0, 26, 0, 0], "moon": "minus"}]})


def test_a_hand_of_an_older_file_says_it_has_no_story_instead_of_inventing_one():
    match, problems = match_from_dict({"players": list(PLAYERS), "hands": [{"points": [3, 1, 18, 4]}]})
    assert problems == [] and match.hands[0].story is None and match.taken_back == ()


def test_a_hand_changed_that_was_entered_before_stories_keeps_its_change_and_no_entry():
    old = Hand((13, 0, 13, 0))
    hand = with_change(old, Hand((12, 1, 13, 0)), T2, "host")
    assert hand.story.entered is None and hand.story.changes[0].before == old
    data = match_to_dict(played(hand))
    assert "entered" not in data["hands"][0] and data["needs"] == ["story"]
    assert match_from_dict(data)[0].hands[0].story == hand.story


def test_a_reader_that_does_not_know_stories_refuses_the_file_rather_than_drop_its_story(monkeypatch):
    data = match_to_dict(played(as_entered(Hand((3, 1, 18, 4)), T1, "host")))
    monkeypatch.setattr(matchfile, "KNOWN_NEEDS", matchfile.KNOWN_NEEDS - {"story"})
    match, problems = match_from_dict(data)
    assert match is None and problems == [P.Problem(P.NEEDS_NEWER, data={"needs": ["story"]})]


BAD_STORIES = [
    ({"entered": "21:04"}, "entered", "object"),
    ({"entered": {"at": 2104, "by": "host"}}, "entered.at", "str"),
    ({"entered": {"at": T1}}, "entered.by", "str"),
    ({"changes": {"at": T1}}, "changes", "list"),
    ({"changes": [{"at": T1, "by": "host"}]}, "changes.1.before", "object"),
    ({"changes": [{"at": T1, "by": "host", "before": {"points": ["13"]}}]}, "changes.1.before.points", "number"),
]


@pytest.mark.parametrize("story, field, expected", BAD_STORIES)
def test_a_story_of_the_wrong_shape_is_refused_naming_its_field(story, field, expected):
    data = {"players": list(PLAYERS), "hands": [{"points": [3, 1, 18, 4], **story}]}
    match, problems = match_from_dict(data)
    assert match is None and problems == [P.Problem(P.BAD_FIELD, 1, {"field": field, "expected": expected})]


@pytest.mark.parametrize("taken_back, field", [
    ("hand 2", "taken_back"),
    ([{"at": T1, "by": "host", "hand": {"points": [26, 0, 0, 0]}}], "taken_back.1.number"),
    ([{"number": 2, "at": T1, "by": "host", "hand": {"points": ["x"]}}], "taken_back.1.hand.points"),
])
def test_hands_taken_back_of_the_wrong_shape_are_refused_naming_the_field(taken_back, field):
    match, problems = match_from_dict({"players": list(PLAYERS), "hands": [], "taken_back": taken_back})
    assert match is None and [p.data["field"] for p in problems] == [field]


@pytest.mark.parametrize("label, kind, name", [
    ("Carla (score link)", "score link", "Carla"),
    ("Ben (Mitte) (watch link)", "watch link", "Ben (Mitte)"),
    ("host", "host", ""),
    ("this phone", "this phone", ""),
    ("command line", "command line", ""),
    ("", "", ""),
])
def test_a_label_says_its_kind_and_the_name_the_phone_chose(label, kind, name):
    assert author(label) == (kind, name)
    if name:
        assert linked(name, kind) == label


stamps = st.builds(Stamp, st.text(max_size=30), st.text(max_size=20))


@st.composite
def with_stories(draw, match: Match) -> Match:
    """The same match with any story on each hand and any hands taken back."""
    hands = []
    for hand in match.hands:
        log = None
        if draw(st.booleans()):
            befores = draw(st.lists(st.builds(Hand, st.tuples(st.integers(0, 26))), max_size=3))
            log = HandStory(draw(st.none() | stamps), tuple(Change(s.at, s.by, b) for s, b in zip(draw(st.lists(stamps, min_size=len(befores), max_size=len(befores))), befores)))
        hands.append(replace(hand, story=log))
    gone = draw(st.lists(st.tuples(st.integers(1, 20), stamps, st.builds(Hand, st.tuples(st.integers(0, 100), st.integers(0, 100)))), max_size=3))
    taken = tuple(TakenBack(n, s.at, s.by, h) for n, s, h in gone)
    return replace(match, hands=tuple(hands), taken_back=taken)


@settings(max_examples=examples(80), deadline=None)
@given(st.data())
def test_the_totals_never_depend_on_the_story(data):
    match = data.draw(matches())
    told = data.draw(with_stories(match))
    plain, storied = scorecard(match), scorecard(told)
    assert (storied.totals, storied.outcome, storied.problems) == (plain.totals, plain.outcome, plain.problems)
    assert [r.score for r in storied.results] == [r.score for r in plain.results]
    read = match_from_dict(json.loads(json.dumps(match_to_dict(told))))[0]
    assert scorecard(read).totals == plain.totals and read.hands == tuple(bare(h) for h in match.hands)
