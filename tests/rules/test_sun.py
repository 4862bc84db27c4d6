"""The sun (option `sun`): a moon in which the shooter took every trick too is worth N instead of the hand total,
scored by the match's moon rule; a hand says it was the sun, and one that can not be is refused."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorepad.rules import (
    QUEEN_OF_SPADES,
    Hand,
    HandDraft,
    Match,
    Rules,
    check_draft,
    check_new_match,
    moon_options,
    scorecard,
)
from scorepad.rules import problems as P
from tiers import examples

PLAYERS = ("Anna", "Ben", "Carla", "Dan")


def play(hands, **rules):
    return scorecard(Match(PLAYERS, Rules(**rules), 0, tuple(hands)))


@pytest.mark.parametrize(
    "rules, hand, scores",
    [
        ({"sun": 52}, Hand((0, 26, 0, 0), "plus", sun=True), (52, 0, 52, 52)),
        ({"sun": 52}, Hand((0, 26, 0, 0), "minus", sun=True), (0, -52, 0, 0)),
        ({"sun": 52}, Hand((0, 26, 0, 0), "plus"), (26, 0, 26, 26)),  # the moon, not the sun
        ({"sun": 52, "moon": "plus"}, Hand((0, 26, 0, 0), sun=True), (52, 0, 52, 52)),
        ({"sun": 52, "moon": "minus"}, Hand((0, 26, 0, 0), sun=True), (0, -52, 0, 0)),
        ({"sun": 52, "moon": "plus_safe"}, Hand((0, 26, 0, 0), sun=True), (52, 0, 52, 52)),
        ({"sun": 39, "moon": "plus"}, Hand((0, 26, 0, 0), sun=True), (39, 0, 39, 39)),  # some tables' 39
        ({"sun": 52, "queen": 26}, Hand((39, 0, 0, 0), "plus", sun=True), (0, 52, 52, 52)),
        ({"sun": 52, "queen": 26}, Hand((39, 0, 0, 0), "minus", sun=True), (-52, 0, 0, 0)),
        ({"sun": 52, "variant": "omnibus"}, Hand((26, 0, 0, 0), "minus", jack=0, sun=True), (-62, 0, 0, 0)),
        ({"sun": 52, "variant": "omnibus"}, Hand((26, 0, 0, 0), "plus", jack=0, sun=True), (-10, 52, 52, 52)),
        (
            {"sun": 52, "variant": "omnibus", "moon_jack": "ignored"},
            Hand((26, 0, 0, 0), "minus", jack=0, sun=True),
            (-52, 0, 0, 0),
        ),
        ({"sun": 52, "variant": "spot"}, Hand((129, 0, 0, 0), "plus", sun=True), (0, 52, 52, 52)),
        ({"sun": 52, "variant": "black_maria", "spade_penalties": True}, Hand((0, 0, 43, 0), "plus", sun=True), None),
    ],
)
def test_a_sun_hand_is_worth_the_suns_points_scored_as_the_moon_rule_says(rules, hand, scores):
    card = play([hand], **rules)
    assert card.problems == ()
    (result,) = card.results
    assert result.score.scores == (scores or (52, 52, 0, 52)) and result.score.moon.sun == hand.sun


def test_with_plus_safe_a_sun_that_would_hand_the_match_to_another_is_minus():
    before = [Hand((13, 0, 0, 13))] * 4 + [Hand((0, 0, 13, 13))]  # 52, 0, 13, 65: plus puts Anna at 104, Ben wins
    card = play(before + [Hand((0, 0, 0, 26), sun=True)], moon="plus_safe", sun=52)
    assert card.results[-1].score.scores == (0, 0, 0, -52) and card.results[-1].score.moon.applied == "minus"
    as_a_moon = play(before + [Hand((0, 0, 0, 26))], moon="plus_safe", sun=52)  # +26 leaves Anna at 78: plus
    assert as_a_moon.results[-1].score.scores == (26, 26, 26, 0)


@pytest.mark.parametrize(
    "rules, hand, code, data",
    [
        ({"sun": 52}, Hand((0, 26, 0, 0), sun=True), P.SUN_CHOICE_MISSING, {"shooter": 1}),
        ({"sun": 52}, Hand((13, 13, 0, 0), sun=True), P.SUN_WITHOUT_ALL_POINTS, {"total": 26}),
        ({"sun": 52, "moon": "plus"}, Hand((0, 13, 13, 0), sun=True), P.SUN_WITHOUT_ALL_POINTS, {"total": 26}),
        ({"sun": 52, "queen": 26}, Hand((26, 13, 0, 0), "plus", sun=True), P.SUN_WITHOUT_ALL_POINTS, {"total": 39}),
        ({}, Hand((0, 26, 0, 0), "plus", sun=True), P.SUN_NOT_PLAYED, {}),
        ({"moon": "plus"}, Hand((0, 26, 0, 0), sun=True), P.SUN_NOT_PLAYED, {}),
        ({"variant": "papayoo"}, Hand((144, 0, 0, 0), sun=True), P.SUN_NOT_PLAYED, {}),
        (
            {"sun": 52, "variant": "omnibus", "moon": "plus"},
            Hand((26, 0, 0, 0), jack=2, sun=True),
            P.SUN_JACK_ELSEWHERE,
            {"seat": 2},
        ),
    ],
)
def test_a_sun_that_can_not_be_is_refused_with_what_is_wrong(rules, hand, code, data):
    assert [(p.code, p.hand, p.data) for p in play([hand], **rules).problems] == [(code, 1, data)]


@pytest.mark.parametrize(
    "rules, code",
    [
        ({"sun": 0}, P.SUN_INVALID),
        ({"sun": -52}, P.SUN_INVALID),
        ({"sun": "52"}, P.SUN_INVALID),
        ({"sun": True}, P.SUN_INVALID),
        ({"sun": 52, "moon": "none"}, P.SUN_WITHOUT_MOON),
    ],
)
def test_the_sun_is_a_whole_number_from_1_and_needs_a_moon(rules, code):
    assert [p.code for p in check_new_match(Match(PLAYERS, Rules(**rules)))] == [code]


def test_a_draft_is_the_sun_only_while_somebody_took_all_the_points_and_the_match_plays_it():
    rules = Rules(sun=52)
    moon = HandDraft.empty(4, rules).tap_hearts(2, 13).tap_taker(QUEEN_OF_SPADES, 2)
    moon = moon.tap_hearts(0, 0).tap_hearts(1, 0)
    assert moon.can_be_sun and not moon.hand().sun and moon.with_sun(True).hand().sun
    assert not moon.with_sun(True).tap_taker(QUEEN_OF_SPADES, 0).hand().sun  # Anna took Q♠: no longer a moon
    plain = HandDraft.empty(4, Rules()).tap_hearts(2, 13).tap_taker(QUEEN_OF_SPADES, 2).tap_hearts(0, 0)
    assert not plain.tap_hearts(1, 0).can_be_sun and not plain.tap_hearts(1, 0).with_sun(True).hand().sun
    match = Match(PLAYERS, Rules(sun=52), 0, ())
    check = check_draft(moon.with_sun(True), match)
    assert not check.problems and [o.totals for o in check.moon_options] == [(0, 0, -52, 0), (52, 52, 0, 52)]
    assert HandDraft.of_hand(moon.with_sun(True).hand(), 4, rules).sun


def test_the_moon_options_of_a_sun_hand_are_the_suns():
    options = moon_options(Hand((0, 26, 0, 0), sun=True), Rules(sun=52), (0, 0, 0, 0))
    assert [(o.choice, o.scores) for o in options] == [("minus", (0, -52, 0, 0)), ("plus", (52, 0, 52, 52))]


MOONS_AND_HANDS = st.lists(
    st.tuples(st.sampled_from([(3, 1, 18, 4), (0, 0, 26, 0), (13, 13, 0, 0), (26, 0, 0, 0)]), st.booleans()),
    max_size=14,
)


@settings(max_examples=examples(200), deadline=None)
@given(MOONS_AND_HANDS, st.sampled_from(["minus", "plus", "plus_safe"]), st.sampled_from([39, 52, 78]))
def test_a_match_scores_as_without_the_sun_until_a_hand_says_it_was_the_sun(hands, moon, sun):
    plain = [Hand(points) for points, _ in hands]
    assert play(plain, moon=moon, sun=sun).results == play(plain, moon=moon).results


@settings(max_examples=examples(200), deadline=None)
@given(MOONS_AND_HANDS, st.sampled_from(["minus", "plus", "plus_safe"]), st.sampled_from([39, 52, 78]))
def test_a_sun_moves_the_totals_by_its_points_and_the_totals_stay_the_sum_of_the_hands(hands, moon, sun):
    played = [Hand(points, sun=said and max(points) == 26) for points, said in hands]
    card = play(played, moon=moon, sun=sun)
    for number, result in enumerate(card.results):
        assert result.totals == tuple(sum(r.score.scores[s] for r in card.results[: number + 1]) for s in range(4))
        if result.score.moon is not None and result.score.moon.sun:
            assert sum(result.score.scores) == (-sun if result.score.moon.applied == "minus" else 3 * sun)
