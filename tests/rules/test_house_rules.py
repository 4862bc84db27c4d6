"""The house rules: a tie at the end shared, no moon, exactly the target going back, the J♦ in a moon hand,
and a table's own pass cycle; with every option at its default, nothing scores differently (the sun: test_sun)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorepad.rules import Hand, Match, Rules, check_new_match, pass_offset, scorecard
from scorepad.rules import problems as P
from scorepad.rules.options import OPTIONS
from scorepad.rules.table import read_pass_cycle
from tiers import examples

PLAYERS = ("Anna", "Ben", "Carla", "Dan")


def play(hands, players=PLAYERS, **rules):
    return scorecard(Match(players, Rules(**rules), 0, tuple(Hand(h) if isinstance(h, tuple) else h for h in hands)))


# -- tie: play-on | shared -------------------------------------------------------------------------------------
TO_52 = [(13, 13, 0, 0)] * 4 + [(0, 0, 13, 13)]  # Anna 52, Ben 52, Carla 13, Dan 13: nobody at 60 yet


@pytest.mark.parametrize("tie", ["play-on", "shared"])
def test_one_alone_on_the_fewest_at_the_target_wins_under_either_tie_rule(tie):
    card = play(TO_52 + [(13, 5, 5, 3)], target=60, tie=tie)
    assert card.totals == (65, 57, 18, 16)
    assert (card.outcome.finished, card.outcome.winners) == (True, (3,))


@pytest.mark.parametrize(
    "tie, finished, winners, tied",
    [
        ("play-on", False, (), True),
        ("shared", True, (2, 3), False),
    ],
)
def test_a_tie_for_the_fewest_at_the_target_plays_on_or_is_a_shared_win(tie, finished, winners, tied):
    assert not play(TO_52, target=60, tie=tie).outcome.finished
    card = play(TO_52 + [(13, 5, 4, 4)], target=60, tie=tie)
    assert card.totals == (65, 57, 17, 17)
    assert (card.outcome.finished, card.outcome.winners, card.outcome.tied_for_fewest) == (finished, winners, tied)
    assert card.outcome.shared == (tie == "shared")
    assert (card.next is None) == finished


def test_a_shared_win_ends_the_match_so_no_hand_may_follow():
    card = play(TO_52 + [(13, 5, 4, 4), (13, 13, 0, 0)], target=60, tie="shared")
    assert [p.code for p in card.problems] == [P.HAND_AFTER_END]


def test_a_tie_played_on_ends_when_one_alone_has_the_fewest():
    card = play(TO_52 + [(13, 5, 4, 4), (0, 0, 13, 13)], target=60)
    assert card.totals == (65, 57, 30, 30) and card.outcome.tied_for_fewest
    card = play(TO_52 + [(13, 5, 4, 4), (0, 0, 13, 13), (0, 13, 9, 4)], target=60)
    assert card.totals == (65, 70, 39, 34) and card.outcome.winners == (3,)


# -- moon: none ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "moon, scores",
    [
        ("choice", None),  # the shooter must choose
        ("minus", (0, -26, 0, 0)),
        ("plus", (26, 0, 26, 26)),
        ("none", (0, 26, 0, 0)),
    ],
)
def test_whoever_takes_every_penalty_card_scores_by_the_moon_rule(moon, scores):
    card = play([(0, 26, 0, 0)], moon=moon)
    if scores is None:
        assert [p.code for p in card.problems] == [P.MOON_CHOICE_MISSING]
        return
    assert card.results[0].score.scores == scores
    assert (card.results[0].score.moon is None) == (moon == "none")


def test_without_a_moon_a_moon_choice_is_refused():
    card = play([Hand((0, 26, 0, 0), moon="minus")], moon="none")
    assert [p.code for p in card.problems] == [P.MOON_CHOICE_WITHOUT_MOON]


# -- exact_target_resets_to -------------------------------------------------------------------------------------
TO_87 = [(13, 0, 0, 13)] * 6 + [(9, 0, 4, 13)]  # Anna 87, Ben 0, Carla 4, Dan 91


@pytest.mark.parametrize(
    "reset, scores, totals, resets, finished",
    [
        (None, (13, 0, 0, 13), (100, 0, 4, 104), (), True),  # Ben wins alone
        (0, (-87, 0, 0, 13), (0, 0, 4, 104), (0,), False),  # Anna back to 0 beside Ben: a tie for the fewest, play on
        (50, (-37, 0, 0, 13), (50, 0, 4, 104), (0,), True),
    ],
)
def test_a_total_of_exactly_the_target_goes_back_as_part_of_that_hand(reset, scores, totals, resets, finished):
    card = play(TO_87 + [(13, 0, 0, 13)], exact_target_resets_to=reset, target=100)
    assert card.results[-2].totals == (87, 0, 4, 91)
    last = card.results[-1]
    assert (last.score.scores, last.totals, last.score.resets) == (scores, totals, resets)
    assert card.totals == tuple(sum(r.score.scores[seat] for r in card.results) for seat in range(4))
    assert card.outcome.finished == finished


def test_going_past_the_target_is_no_reset():
    card = play(TO_87 + [(14, 0, 0, 12)], exact_target_resets_to=0)
    assert card.results[-1].score.resets == () and card.totals == (101, 0, 4, 103) and card.outcome.winners == (1,)


def test_a_moon_that_lands_the_others_on_exactly_the_target_sends_them_back():
    before = [(13, 13, 0, 0)] * 2 + [(0, 0, 13, 13)] * 2  # everyone at 26
    card = play(before + [(0, 0, 0, 26)], moon="plus", target=52, exact_target_resets_to=0)
    last = card.results[-1]
    assert last.score.moon is not None and last.score.resets == (0, 1, 2)
    assert last.score.scores == (-26, -26, -26, 0) and card.totals == (0, 0, 0, 26)


@pytest.mark.parametrize("value, ok", [(0, True), (99, True), (100, False), (-1, False), (True, False), ("0", False)])
def test_the_reset_lies_from_0_to_below_the_target(value, ok):
    problems = check_new_match(Match(PLAYERS, Rules(exact_target_resets_to=value)))
    assert (not problems) == ok
    if not ok:
        assert [p.code for p in problems] == [P.RESET_INVALID]


# -- moon_jack: counts | ignored (Omnibus) ----------------------------------------------------------------------
@pytest.mark.parametrize(
    "moon_jack, moon, scores",
    [
        ("counts", "minus", (0, -36, 0, 0)),
        ("ignored", "minus", (0, -26, 0, 0)),
        ("counts", "plus", (26, -10, 26, 26)),
        ("ignored", "plus", (26, 0, 26, 26)),
    ],
)
def test_the_jack_of_diamonds_in_a_moon_hand(moon_jack, moon, scores):
    card = play([Hand((0, 26, 0, 0), jack=1)], variant="omnibus", moon=moon, moon_jack=moon_jack)
    assert card.results[0].score.scores == scores


def test_an_ignored_jack_still_counts_in_a_hand_without_a_moon():
    card = play([Hand((3, 1, 18, 4), jack=2)], variant="omnibus", moon_jack="ignored")
    assert card.results[0].score.scores == (3, 1, 8, 4)


# -- pass_cycle -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "cycle, players, offsets",
    [
        ("left,right,left2,right2,keep", 5, (1, 4, 2, 3, 0)),
        ("left,right,across,keep", 4, (1, 3, 2, 0)),
        ("left,across,right,keep", 4, (1, 2, 3, 0)),
        ("left,right,keep", 3, (1, 2, 0)),
        ("keep", 4, (0,)),
        ("left, Right , ACROSS", 6, (1, 5, 3)),
        ("left2,left3,right2,left4", 6, (2, 3, 4, 4)),
    ],
)
def test_a_pass_cycle_is_seats_to_the_left_hand_after_hand(cycle, players, offsets):
    assert read_pass_cycle(cycle, players) == (offsets, None)
    rules = Rules(pass_cycle=cycle)
    assert tuple(pass_offset(n, players, rules) for n in range(1, len(offsets) + 1)) == offsets
    assert pass_offset(len(offsets) + 1, players, rules) == offsets[0]  # then the same again


@pytest.mark.parametrize(
    "cycle, players, part",
    [
        ("left,across", 5, "across"),
        ("left2", 3, "left2"),
        ("left4", 5, "left4"),
        ("right1", 4, "right1"),
        ("left,,right", 4, ""),
        ("", 4, ""),
        ("up", 4, "up"),
    ],
)
def test_a_pass_that_does_not_exist_at_the_table_is_refused_by_name(cycle, players, part):
    problems = check_new_match(Match(PLAYERS[:3] + ("Elif", "Finn", "Gus")[: players - 3], Rules(pass_cycle=cycle)))
    assert [(p.code, p.data["part"]) for p in problems] == [(P.PASS_CYCLE_INVALID, part)]


def test_a_pass_cycle_and_a_pass_order_can_not_both_be_set():
    problems = check_new_match(Match(PLAYERS, Rules(pass_cycle="left", pass_order="left-across-right")))
    assert [p.code for p in problems] == [P.PASS_CYCLE_WITH_ORDER]


def test_the_pass_order_keeps_working_for_four_players():
    rules = Rules(pass_order="left-across-right")
    assert [pass_offset(n, 4, rules) for n in range(1, 5)] == [1, 2, 3, 0]


# -- exact_target_wins ------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "hands, target, tie, exact, finished, winners, tied",
    [
        ([(13, 13, 0, 0), (4, 17, 0, 5)], 30, "play-on", False, True, (2,), False),  # the usual end: Carla's 0
        ([(13, 13, 0, 0), (4, 17, 0, 5)], 30, "play-on", True, True, (1,), False),  # Ben on exactly 30
        ([(13, 13, 0, 0), (4, 18, 0, 4)], 30, "play-on", True, True, (2,), False),  # past it: the usual end
        ([(13, 13, 0, 0), (4, 9, 0, 13)], 30, "play-on", True, False, (), False),  # nobody at 30 yet
        ([(13, 13, 0, 0)] * 2, 26, "shared", True, True, (0, 1), False),  # two on it: with a shared tie, both win
        ([(13, 13, 0, 0)] * 2, 26, "play-on", True, False, (), True),  # else the usual end: Carla and Dan tie
        ([(13, 13, 0, 0)] * 2 + [(0, 13, 0, 13)], 26, "play-on", True, True, (0,), False),  # Anna alone on it
        ([(13, 13, 0, 0), Hand((0, 0, 0, 26), "plus")], 39, "play-on", True, True, (3,), False),  # two: Dan's fewest
    ],
)
def test_a_total_of_exactly_the_target_wins_at_once(hands, target, tie, exact, finished, winners, tied):
    card = play(hands, target=target, tie=tie, exact_target_wins=exact)
    assert (card.outcome.finished, card.outcome.winners, card.outcome.tied_for_fewest) == (finished, winners, tied)
    assert card.outcome.exact == (finished and exact and all(card.totals[w] == target for w in winners))
    assert card.totals == tuple(sum(r.score.scores[seat] for r in card.results) for seat in range(4))


def test_the_one_on_exactly_the_target_is_first_in_the_standings():
    card = play([(13, 13, 0, 0), (4, 17, 0, 5)], target=30, exact_target_wins=True)
    assert card.standings == ((1, 1, 30), (2, 2, 0), (3, 3, 5), (4, 0, 17)) and card.leaders == (1,)
    assert [
        p.code
        for p in play([(13, 13, 0, 0), (4, 17, 0, 5), (13, 13, 0, 0)], target=30, exact_target_wins=True).problems
    ] == [P.HAND_AFTER_END]


@pytest.mark.parametrize("moon, finished, winners", [("plus", True, (0, 1, 2)), ("minus", False, ())])
def test_a_moon_can_land_the_others_on_exactly_the_target(moon, finished, winners):
    before = [(13, 13, 0, 0)] * 2 + [(0, 0, 13, 13)] * 2  # everyone at 26
    card = play(before + [(0, 0, 0, 26)], moon=moon, target=52, tie="shared", exact_target_wins=True)
    assert (card.outcome.finished, card.outcome.winners) == (finished, winners)


def test_a_moon_choice_that_would_land_others_on_the_target_is_one_that_hands_them_the_match():
    from scorepad.rules import moon_options

    before = play([(13, 13, 0, 0)] * 2 + [(0, 0, 13, 13)] * 2).totals  # everyone at 26
    options = moon_options(Hand((0, 0, 0, 26)), Rules(target=52, exact_target_wins=True, tie="shared"), before, 4)
    plus = next(o for o in options if o.choice == "plus")
    assert plus.outcome.winners == (0, 1, 2) and plus.hands_match_to_another


@pytest.mark.parametrize(
    "rules",
    [
        {"exact_target_wins": True, "exact_target_resets_to": 0},
        {"exact_target_resets_to": 50, "exact_target_wins": True},
    ],
)
def test_exactly_the_target_wins_or_goes_back_but_not_both(rules):
    problems = check_new_match(Match(PLAYERS, Rules(**rules)))
    assert [p.code for p in problems] == [P.EXACT_TARGET_WINS_WITH_RESET]


def test_exactly_the_target_wins_and_going_back_rule_each_other_out_on_the_registry():
    from scorepad.rules.options import BY_KEY

    assert BY_KEY["exact_target_wins"].excludes == ("exact_target_resets_to", P.EXACT_TARGET_WINS_WITH_RESET)
    assert BY_KEY["exact_target_resets_to"].excludes == ("exact_target_wins", P.EXACT_TARGET_WINS_WITH_RESET)


# -- queen: 13 | 26 ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "variant, spade_penalties, queen, total",
    [
        ("standard", False, 13, 26),
        ("standard", False, 26, 39),
        ("omnibus", False, 26, 39),
        ("black_maria", False, 26, 39),
        ("black_maria", True, 26, 56),
        ("spot", False, 13, 129),
        ("papayoo", False, 13, 144),
    ],
)
def test_a_hand_sums_to_the_hearts_and_the_queen_as_the_rules_weigh_it(variant, spade_penalties, queen, total):
    assert Rules(variant=variant, spade_penalties=spade_penalties, queen=queen).hand_total() == total


@pytest.mark.parametrize(
    "hand, codes, scores",
    [
        (Hand((26, 13, 0, 0)), [], (26, 13, 0, 0)),
        (Hand((0, 3, 26, 10)), [], (0, 3, 26, 10)),
        (Hand((13, 13, 0, 0)), [P.POINTS_SUM], None),  # 26 is no hand with the heavier queen
        (Hand((13, 13, 13, 0)), [P.POINTS_IMPOSSIBLE], None),  # somebody took the Q♠'s 26
        (Hand((39, 0, 0, 0)), [P.MOON_CHOICE_MISSING], None),
        (Hand((39, 0, 0, 0), moon="minus"), [], (-39, 0, 0, 0)),
        (Hand((0, 39, 0, 0), moon="plus"), [], (39, 0, 39, 39)),
        (Hand((26, 0, 0, 0), moon="minus"), [P.POINTS_SUM], None),  # 26 is no moon any more
    ],
)
def test_with_the_heavier_queen_a_hand_is_39_and_so_is_the_moon(hand, codes, scores):
    card = play([hand], queen=26)
    assert [p.code for p in card.problems] == codes
    if scores is not None:
        assert card.results[0].score.scores == scores


def test_the_sum_a_hand_needs_is_named_as_39():
    (problem,) = play([(13, 13, 0, 0)], queen=26).problems
    assert problem.data == {"sum": 26, "total": 39, "variant": "standard"}


@pytest.mark.parametrize(
    "moon, jack, scores",
    [("minus", 1, (0, -49, 0, 0)), ("plus", 1, (39, -10, 39, 39)), ("plus", 2, (39, 0, 29, 39))],
)
def test_an_omnibus_moon_with_the_heavier_queen_is_39_and_the_jack_on_top(moon, jack, scores):
    card = play([Hand((0, 39, 0, 0), jack=jack)], variant="omnibus", moon=moon, queen=26)
    assert card.results[0].score.scores == scores


def test_the_heavier_queen_ends_the_match_sooner():
    card = play([(26, 13, 0, 0)] * 3 + [(26, 0, 13, 0)], queen=26)
    assert card.totals == (104, 39, 13, 0) and card.outcome.winners == (3,)


@pytest.mark.parametrize("value", [0, 14, 39, -13, "26", True])
def test_the_queen_is_worth_13_or_26_and_nothing_else(value):
    problems = check_new_match(Match(PLAYERS, Rules(queen=value)))
    assert [(p.code, p.data["known"]) for p in problems] == [(P.RULE_VALUE_UNKNOWN, [13, 26])]


# -- the options a variant uses ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "variant, option, value",
    [
        ("papayoo", "tie", "shared"),
        ("papayoo", "exact_target_resets_to", 0),
        ("papayoo", "moon", "none"),
        ("standard", "moon_jack", "ignored"),
        ("black_maria", "pass_cycle", "left"),
        ("papayoo", "pass_cycle", "left"),
        ("papayoo", "exact_target_wins", True),
        ("papayoo", "sun", 52),
        ("spot", "queen", 26),  # its Q♠ is 25, not Standard's
        ("papayoo", "queen", 26),
    ],
)
def test_an_option_the_variant_does_not_use_is_refused(variant, option, value):
    from scorepad.rules import check_options

    rules = Rules(variant=variant, **{option: value})
    assert [(p.code, p.data["rule"]) for p in check_options(rules, {option})] == [(P.RULE_NOT_IN_VARIANT, option)]


# -- invariants -------------------------------------------------------------------------------------------------
HANDS = st.lists(
    st.sampled_from([(13, 13, 0, 0), (0, 0, 26, 0), (3, 1, 18, 4), (26, 0, 0, 0), (0, 5, 8, 13), (6, 7, 0, 13)]),
    max_size=14,
)
HOUSE = st.fixed_dictionaries(
    {},
    optional={
        "tie": st.sampled_from(["play-on", "shared"]),
        "moon": st.sampled_from(["minus", "plus", "plus_safe", "none"]),
        "exact_target_resets_to": st.integers(0, 59),
        "pass_cycle": st.sampled_from(["left,right,left2,keep", "keep", "across,left"]),
        "target": st.sampled_from([60, 100]),
    },
)


@settings(max_examples=examples(200), deadline=None)
@given(HANDS, HOUSE)
def test_totals_are_always_the_sum_of_the_hands_scores(hands, house):
    card = play(hands, **house)
    for number, result in enumerate(card.results):
        assert result.totals == tuple(sum(r.score.scores[s] for r in card.results[: number + 1]) for s in range(4))
    assert card.totals == (card.results[-1].totals if card.results else (0,) * 4)


@settings(max_examples=examples(200), deadline=None)
@given(HANDS, st.sampled_from(["minus", "plus", "plus_safe"]))
def test_with_every_new_option_at_its_default_scores_are_unchanged(hands, moon):
    new = {option.key: option.default for option in OPTIONS if option.newer}
    assert play(hands, moon=moon) == play(hands, moon=moon, **new)
    assert play(hands, moon=moon).results == play(hands, moon=moon, tie="play-on", moon_jack="counts").results


@settings(max_examples=examples(200), deadline=None)
@given(HANDS, HOUSE)
def test_a_match_won_on_exactly_the_target_has_its_winners_there_else_on_the_fewest(hands, house):
    card = play(hands, exact_target_wins=True, **{k: v for k, v in house.items() if k != "exact_target_resets_to"})
    target = card.match.rules.target_score()
    if card.outcome.finished:
        on_target = [card.totals[w] == target for w in card.outcome.winners]
        assert (
            all(on_target)
            if card.outcome.exact
            else all(card.totals[w] == min(card.totals) for w in card.outcome.winners)
        )


@settings(max_examples=examples(200), deadline=None)
@given(HANDS, HOUSE)
def test_a_shared_win_comes_only_with_tie_shared(hands, house):
    card = play(hands, **house)
    if card.outcome.finished and len(card.outcome.winners) > 1:
        assert house.get("tie") == "shared"


@st.composite
def new_house_rules_and_hands(draw):
    """The new options (queen, sun, exactly the target wins) with others, and hands the cards could give them:
    every second one a moon, which may be the sun."""
    rules = Rules(
        moon=draw(st.sampled_from(["choice", "minus", "plus", "plus_safe"])),
        queen=draw(st.sampled_from([13, 26])),
        sun=draw(st.sampled_from([None, 52, 39])),
        exact_target_wins=draw(st.booleans()),
        tie=draw(st.sampled_from(["play-on", "shared"])),
        target=draw(st.sampled_from([39, 52, 100])),
    )
    hands = []
    for _ in range(draw(st.integers(0, 12))):
        if draw(st.booleans()):
            shooter = draw(st.integers(0, 3))
            points = tuple(rules.hand_total() if seat == shooter else 0 for seat in range(4))
        else:
            takers = [draw(st.integers(0, 3)) for _ in range(14)]  # 13 hearts, then the queen
            points = tuple(takers[:13].count(seat) + (rules.queen if takers[13] == seat else 0) for seat in range(4))
        shot = max(points) == rules.hand_total()
        moon = draw(st.sampled_from(["minus", "plus"])) if shot and rules.moon == "choice" else None
        hands.append(Hand(points, moon, sun=shot and rules.sun is not None and draw(st.booleans())))
    return rules, hands


@settings(max_examples=examples(300), deadline=None)
@given(new_house_rules_and_hands())
def test_every_new_option_keeps_the_totals_the_sum_of_the_hands_scores(rules_and_hands):
    rules, hands = rules_and_hands
    card = scorecard(Match(PLAYERS, rules, 0, tuple(hands)))
    assert all(p.code == P.HAND_AFTER_END for p in card.problems[:1])  # every hand is valid until the match is over
    for number, result in enumerate(card.results):
        assert result.totals == tuple(sum(r.score.scores[s] for r in card.results[: number + 1]) for s in range(4))
        moon = result.score.moon
        worth = rules.sun if moon is not None and moon.sun else rules.hand_total()
        expected = worth if moon is None else (-worth if moon.applied == "minus" else 3 * worth)
        assert sum(result.score.scores) == expected
    assert card.totals == (card.results[-1].totals if card.results else (0,) * 4)
