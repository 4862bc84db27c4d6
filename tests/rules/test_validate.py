"""Validation says what is wrong, and where, as codes with data; it never raises."""

import pytest

from scorepad.rules import Hand, Match, Rules, can_be_dealt, check_new_hand, check_options, scorecard
from scorepad.rules import problems as P
from scorepad.rules.problems import Problem

FOUR = ("Anna", "Ben", "Carla", "Dan")

# (rules, hand) -> the problem codes of that hand as hand 1 of a 4-player match
HAND_CASES = [
    ({}, Hand((3, 1, 18, 3)), [P.POINTS_SUM]),
    ({}, Hand((3, 1, 18)), [P.POINTS_COUNT]),
    ({}, Hand((3, 1, 18, 4, 0)), [P.POINTS_COUNT]),
    ({}, Hand((30, -4, 0, 0)), [P.POINTS_NEGATIVE]),
    ({}, Hand((3, 1.5, 18, 3.5)), [P.POINTS_NOT_WHOLE, P.POINTS_NOT_WHOLE]),
    ({}, Hand((3, "1", 18, 4)), [P.POINTS_NOT_WHOLE]),
    ({}, Hand((7, 7, 6, 6)), [P.POINTS_IMPOSSIBLE]),
    ({}, Hand((0, 0, 0, 26)), [P.MOON_CHOICE_MISSING]),
    ({}, Hand((3, 1, 18, 4), moon="plus"), [P.MOON_CHOICE_WITHOUT_MOON]),
    ({}, Hand((0, 0, 0, 26), moon="sideways"), [P.MOON_CHOICE_UNKNOWN]),
    ({"moon": "plus"}, Hand((0, 0, 0, 26), moon="minus"), [P.MOON_CHOICE_FIXED]),
    ({"moon": "plus"}, Hand((0, 0, 0, 26)), []),
    ({"variant": "omnibus"}, Hand((3, 1, 18, 4)), [P.JACK_MISSING]),
    ({"variant": "omnibus"}, Hand((3, 1, 18, 4), jack=4), [P.JACK_RANGE]),
    ({"variant": "omnibus"}, Hand((3, 1, 18, 4), jack=-1), [P.JACK_RANGE]),
    ({"variant": "omnibus"}, Hand((3, 1, 18, 4), jack=2), []),
    ({}, Hand((3, 1, 18, 4), jack=2), [P.JACK_NOT_IN_VARIANT]),
    ({"variant": "papayoo"}, Hand((100, 44, 0, 0), suit="hearts"), [P.SUIT_UNKNOWN]),
    ({"variant": "papayoo"}, Hand((100, 44, 0, 0), suit="clubs"), []),
    ({"variant": "papayoo"}, Hand((100, 44, 0, 0)), []),
    ({"variant": "papayoo"}, Hand((144, 0, 0, 0), moon="minus"), [P.MOON_NOT_IN_VARIANT]),
    ({}, Hand((3, 1, 18, 4), suit="clubs"), [P.SUIT_NOT_IN_VARIANT]),
    ({"variant": "spot"}, Hand((1, 103, 25, 0)), [P.POINTS_IMPOSSIBLE]),
    ({"variant": "spot"}, Hand((2, 102, 25, 0)), []),
    ({"variant": "black_maria", "spade_penalties": True}, Hand((13, 10, 7, 13)), []),
    ({"variant": "black_maria", "spade_penalties": True}, Hand((3, 1, 18, 4)), [P.POINTS_SUM]),
]


@pytest.mark.parametrize("rules, hand, codes", HAND_CASES)
def test_each_kind_of_bad_hand_gets_its_own_code(rules, hand, codes):
    found = check_new_hand(Match(FOUR, Rules(**rules)), hand)
    assert [p.code for p in found] == codes
    assert all(p.hand == 1 for p in found)


def test_a_wrong_sum_says_what_it_sums_to_and_what_a_hand_has():
    [problem] = scorecard(Match(FOUR, Rules(), 0, (Hand((3, 1, 18, 4)),) * 2 + (Hand((3, 1, 18, 3)),))).problems
    assert problem == Problem(P.POINTS_SUM, 3, {"sum": 25, "total": 26, "variant": "standard"})


# (players, first dealer, rules) -> match-level problem codes
SETUP_CASES = [
    (("Anna", "Ben"), 0, {}, [P.PLAYER_COUNT]),
    (tuple("ABCDEFGH"), 0, {}, [P.PLAYER_COUNT]),
    (("Anna", " anna ", "Ben"), 0, {}, [P.PLAYER_NAMES_DUPLICATE]),
    (("Anna", "  ", "Ben"), 0, {}, [P.PLAYER_NAME_EMPTY]),
    (FOUR, 4, {}, [P.FIRST_DEALER_RANGE]),
    (FOUR, -1, {}, [P.FIRST_DEALER_RANGE]),
    (FOUR, 0, {"variant": "skat"}, [P.VARIANT_UNKNOWN]),
    (FOUR, 0, {"moon": "sometimes"}, [P.MOON_RULE_UNKNOWN]),
    (FOUR, 0, {"pass_order": "random"}, [P.PASS_ORDER_UNKNOWN]),
    (FOUR, 0, {"target": 0}, [P.TARGET_INVALID]),
    (FOUR, 0, {"target": "100"}, [P.TARGET_INVALID]),
    (FOUR, 0, {"variant": "papayoo", "rounds": -2}, [P.ROUNDS_INVALID]),
    (tuple("ABCDEF"), 5, {"variant": "papayoo", "rounds": 3}, []),
]


@pytest.mark.parametrize("players, first_dealer, rules, codes", SETUP_CASES)
def test_players_and_rules_are_checked_before_any_hand(players, first_dealer, rules, codes):
    card = scorecard(Match(players, Rules(**rules), first_dealer))
    assert [p.code for p in card.problems] == codes
    assert all(p.hand is None for p in card.problems)


def test_a_hand_after_the_end_is_refused():
    finished = Match(FOUR, Rules(target=30), 0, (Hand((3, 1, 18, 4)), Hand((13, 0, 13, 0))))
    assert scorecard(finished).outcome.winners == (1,)
    [problem] = check_new_hand(finished, Hand((3, 1, 18, 4)))
    assert (problem.code, problem.hand, problem.data) == (P.HAND_AFTER_END, 3, {"winners": [1]})
    card = scorecard(Match(FOUR, Rules(target=30), 0, finished.hands + (Hand((3, 1, 18, 4)),)))
    assert [p.code for p in card.problems] == [P.HAND_AFTER_END]


def test_every_bad_hand_is_reported_not_just_the_first():
    hands = (Hand((3, 1, 18, 3)), Hand((3, 1, 18, 4)), Hand((0, 0, 0, 26)))
    assert [(p.hand, p.code) for p in scorecard(Match(FOUR, Rules(), 0, hands)).problems] == [
        (1, P.POINTS_SUM),
        (3, P.MOON_CHOICE_MISSING),
    ]


# hand values, points -> can those points come from one deal
DEAL_CASES = [
    ((13,) + (1,) * 13, (13, 13, 0, 0), True),
    ((13,) + (1,) * 13, (7, 7, 6, 6), False),
    ((13,) + (1,) * 13, (26, 0, 0, 0), True),
    ((25, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2), (1, 128, 0, 0), False),
    ((40, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2), (1, 143), False),
    ((40, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2), (40, 104), True),
]


@pytest.mark.parametrize("values, points, possible", DEAL_CASES)
def test_points_must_come_from_some_deal_of_the_penalty_cards(values, points, possible):
    assert can_be_dealt(values, tuple(sorted(points, reverse=True))) is possible


# rules, the options given by name -> the options refused because the variant does not use them
OPTION_CASES = [
    (Rules("papayoo", moon="plus"), (), ["moon"]),
    (Rules("papayoo"), ("moon",), ["moon"]),
    (Rules("papayoo", target=100), (), ["target"]),
    (Rules("papayoo", rounds=4), ("rounds",), []),
    (Rules("papayoo", pass_order="left-across-right", spade_penalties=True), (), ["pass_order", "spade_penalties"]),
    (Rules("black_maria", rounds=5), (), ["rounds"]),
    (Rules("black_maria", pass_order="left-across-right"), (), ["pass_order"]),
    (Rules("black_maria", moon="plus", target=50, spade_penalties=True), ("moon", "target", "spade_penalties"), []),
    (Rules("standard", spade_penalties=True), (), ["spade_penalties"]),
    (Rules("spot", rounds=3, moon="minus", pass_order="left-across-right"), (), ["rounds"]),
    (Rules("omnibus", target=50), ("target",), []),
    (Rules("skat", moon="plus"), ("moon",), []),  # an unknown variant is check_rules' to report
]


@pytest.mark.parametrize("rules, given, refused", OPTION_CASES)
def test_an_option_the_variant_does_not_use_is_refused_when_given_or_set(rules, given, refused):
    found = check_options(rules, given)
    assert [p.data["rule"] for p in found] == refused
    assert all(p.code == P.RULE_NOT_IN_VARIANT and p.data["variant"] == rules.variant for p in found)


@pytest.mark.parametrize("variant", ["standard", "omnibus", "spot", "black_maria", "papayoo"])
def test_rules_for_another_variant_keep_only_the_options_it_uses(variant):
    rules = Rules(moon="plus", target=50, rounds=3, pass_order="left-across-right", spade_penalties=True)
    assert check_options(rules.for_variant(variant)) == []
