"""A match's story for the chart: running totals per hand, the moons and the target."""

from stats_build import facts, play

from scorepad.rules import Hand, Match, Rules, scorecard
from scorepad.stats import MoonMark, running_totals

ABCD = ("Anna", "Ben", "Carla", "Dieter")


def test_the_story_starts_at_zero_and_follows_the_engines_totals_hand_by_hand():
    match = play(ABCD, [Hand((0, 5, 8, 13)), Hand((0, 26, 0, 0), moon="minus"), Hand((13, 0, 0, 13))], Rules())
    story = running_totals(match)
    assert story.series[0] == (0, 0, 0, 13)
    assert story.series[1] == (0, 5, -21, -21)
    assert tuple(line[-1] for line in story.series) == scorecard(match).totals
    assert story.hands == 3 and story.target == 100 and not story.finished


def test_a_moon_is_marked_at_its_hand_with_its_shooter_and_choice():
    match = play(ABCD, [Hand((0, 5, 8, 13)), Hand((0, 0, 26, 0), moon="plus")], Rules())
    assert running_totals(match).moons == (MoonMark(2, 2, "plus"),)


def test_a_finished_match_names_its_winners_and_the_y_range_includes_the_target():
    match = play(ABCD, [Hand((0, 13, 13, 0)), Hand((1, 13, 0, 12))], Rules(target=20))
    story = running_totals(match)
    assert story.finished and story.winners == (0,)
    assert story.y_range() == (0, 26)
    assert running_totals(play(ABCD, [Hand((0, 26, 0, 0), moon="minus")], Rules(target=20))).y_range() == (-26, 20)


def test_a_papayoo_story_has_no_target_line_but_its_number_of_rounds():
    match = play(("Anna", "Ben", "Carla"), [Hand((48, 48, 48), suit="spades")], Rules("papayoo"))
    story = running_totals(match)
    assert story.target is None and story.rounds == 3 and story.hands == 1


def test_a_match_without_hands_is_a_story_of_one_point_per_player():
    story = running_totals(Match(ABCD))
    assert story.series == ((0,), (0,), (0,), (0,)) and story.hands == 0 and story.moons == ()


def test_the_story_as_data_is_plain_json():
    import json

    match = play(ABCD, [Hand((0, 0, 26, 0), moon="plus")], Rules())
    data = json.loads(json.dumps(running_totals(match).to_dict()))
    assert data["moons"] == [{"hand": 1, "seat": 2, "applied": "plus"}]
    assert data["series"][0] == [0, 26]


def test_the_facts_agree_with_the_story_on_totals_and_moons():
    match = play(ABCD, [Hand((0, 5, 8, 13)), Hand((0, 0, 26, 0), moon="plus")], Rules())
    f, story = facts(match), running_totals(match)
    assert f["totals"] == [line[-1] for line in story.series]
    assert f["moons"] == [[m.seat, m.applied] for m in story.moons]
