"""Scoring hands, the moon under each rule, the jack, and the end of the match."""

import pytest

from scorepad.rules import Hand, Match, Rules, moon_options_for, outcome, places, score_hand, scorecard, to_target
from scorepad.rules.scoring import Moon

PLAYERS = ("Anna", "Ben", "Carla", "Dan")


def play(hands, players=PLAYERS, **rules):
    return scorecard(Match(players, Rules(**rules), 0, tuple(hands)))


def test_the_rules_pages_first_hand_scores_each_players_points():
    card = play([Hand((3, 1, 18, 4))])
    assert card.results[0].score.scores == (3, 1, 18, 4)
    assert card.totals == (3, 1, 18, 4)


def test_the_rules_pages_moon_gives_anna_ben_and_carla_26_each_and_dan_keeps_his_score():
    card = play([Hand((3, 1, 18, 4)), Hand((0, 0, 0, 26), moon="plus")])
    assert card.results[1].score.moon == Moon(shooter=3, applied="plus")
    assert card.totals == (29, 27, 44, 4)
    assert card.next.number == 3 and card.next.dealer == 2 and card.next.pass_offset == 2


def test_a_moon_with_the_plus_choice_gives_the_others_26():
    assert score_hand(Hand((0, 26, 0, 0), moon="plus"), Rules(), (0,) * 4).scores == (26, 0, 26, 26)


def test_a_moon_with_the_minus_choice_takes_26_off_the_shooter():
    assert score_hand(Hand((0, 26, 0, 0), moon="minus"), Rules(), (0,) * 4).scores == (0, -26, 0, 0)


# moon rule -> the scores of Ben's moon from level totals
@pytest.mark.parametrize("rule, scores", [("minus", (0, -26, 0, 0)), ("plus", (26, 0, 26, 26))])
def test_a_fixed_moon_rule_applies_itself(rule, scores):
    result = score_hand(Hand((0, 26, 0, 0)), Rules(moon=rule), (0,) * 4)
    assert result.scores == scores
    assert result.moon == Moon(1, rule)


def test_plus_safe_gives_the_others_26_when_that_does_not_end_the_match():
    result = score_hand(Hand((0, 26, 0, 0)), Rules(moon="plus_safe"), (10, 50, 20, 30))
    assert result.moon.applied == "plus"


def test_plus_safe_takes_26_off_the_shooter_when_plus_would_hand_the_match_to_another():
    # Anna 80 + 26 reaches 106; Carla at 10 + 26 = 36 would win, not Ben the shooter.
    result = score_hand(Hand((0, 26, 0, 0)), Rules(moon="plus_safe"), (80, 50, 10, 30))
    assert result.moon.applied == "minus"
    assert result.scores == (0, -26, 0, 0)


def test_plus_safe_keeps_plus_when_plus_ends_the_match_with_the_shooter_winning():
    result = score_hand(Hand((0, 26, 0, 0)), Rules(moon="plus_safe"), (80, 5, 60, 70))
    assert result.moon.applied == "plus"


def test_a_moon_in_spot_hearts_is_worth_the_whole_129():
    rules = Rules(variant="spot", moon="plus")
    assert score_hand(Hand((129, 0, 0, 0)), rules, (0,) * 4).scores == (0, 129, 129, 129)


def test_black_maria_with_spade_penalties_has_a_moon_of_43():
    rules = Rules(variant="black_maria", spade_penalties=True, moon="minus")
    assert score_hand(Hand((0, 0, 43)), rules, (0,) * 3).scores == (0, 0, -43)


def test_papayoo_has_no_moon_so_144_to_one_player_is_simply_144():
    result = score_hand(Hand((144, 0, 0)), Rules(variant="papayoo"), (0,) * 3)
    assert result.scores == (144, 0, 0) and result.moon is None


def test_the_omnibus_jack_takes_10_off_its_taker():
    assert score_hand(Hand((3, 1, 18, 4), jack=1), Rules(variant="omnibus"), (0,) * 4).scores == (3, -9, 18, 4)


def test_the_omnibus_jack_applies_on_top_of_a_moon():
    result = score_hand(Hand((0, 0, 0, 26), moon="plus", jack=3), Rules(variant="omnibus"), (0,) * 4)
    assert result.scores == (26, 26, 26, -10)
    result = score_hand(Hand((0, 0, 0, 26), moon="minus", jack=0), Rules(variant="omnibus"), (0,) * 4)
    assert result.scores == (-10, 0, 0, -26)


def test_someone_with_all_the_hearts_but_not_the_queen_did_not_shoot_the_moon():
    assert score_hand(Hand((13, 13, 0, 0)), Rules(), (0,) * 4).moon is None


# totals -> (finished, winners, tied for fewest) with target 100
OUTCOMES = [
    ((99, 10, 20, 30), (False, (), False)),
    ((100, 10, 20, 30), (True, (1,), False)),
    ((120, 10, 10, 30), (False, (), True)),
    ((120, -5, 10, 30), (True, (1,), False)),
    ((100, 100, 100, 100), (False, (), True)),
]


@pytest.mark.parametrize("totals, expected", OUTCOMES)
def test_the_match_ends_at_the_target_with_one_player_alone_on_the_fewest(totals, expected):
    result = outcome(totals, 5, Rules())
    assert (result.finished, result.winners, result.tied_for_fewest) == expected


def test_papayoo_ends_after_its_rounds_and_ties_share_the_win():
    rules = Rules(variant="papayoo", rounds=2)
    assert not outcome((10, 10, 30), 1, rules).finished
    result = outcome((10, 10, 30), 2, rules)
    assert result.finished and result.winners == (0, 1)


def test_papayoo_lasts_one_round_per_player_by_default():
    hands = [Hand((144, 0, 0), suit="spades"), Hand((0, 100, 44)), Hand((0, 0, 144))]
    card = play(hands[:2], players=("A", "B", "C"), variant="papayoo")
    assert not card.outcome.finished and card.next.number == 3
    card = play(hands, players=("A", "B", "C"), variant="papayoo")
    assert card.totals == (144, 100, 188)
    assert card.outcome.finished and card.outcome.winners == (1,)
    assert card.next is None


def test_a_tie_for_the_fewest_at_the_end_plays_on_until_one_leads_alone():
    hands = [Hand((0, 0, 13, 13))] * 4 + [Hand((0, 0, 20, 6))] * 2
    card = play(hands)
    assert card.totals == (0, 0, 92, 64)
    assert not card.outcome.finished
    card = play(hands + [Hand((0, 0, 13, 13))])
    assert card.totals == (0, 0, 105, 77)
    assert not card.outcome.finished and card.outcome.tied_for_fewest and card.next.number == 8
    card = play(hands + [Hand((0, 0, 13, 13)), Hand((1, 0, 12, 13))])
    assert card.outcome.finished and card.outcome.winners == (1,)


AT_78 = (
    Hand((13, 0, 13, 0)),
    Hand((13, 0, 0, 13)),
    Hand((13, 13, 0, 0)),
    Hand((13, 0, 0, 13)),
    Hand((13, 0, 13, 0)),
    Hand((13, 13, 0, 0)),
)
# totals after AT_78: Anna 78, Ben 26, Carla 26, Dan 26


def test_moon_options_show_both_choices_with_the_totals_they_lead_to():
    minus, plus = moon_options_for(Match(PLAYERS, Rules(), 0, AT_78), Hand((0, 0, 26, 0)))
    assert (minus.choice, minus.totals, minus.outcome.finished) == ("minus", (78, 26, 0, 26), False)
    assert (plus.choice, plus.totals, plus.outcome.finished) == ("plus", (104, 52, 26, 52), True)
    assert plus.shooter_wins and not plus.hands_match_to_another


def test_moon_options_warn_when_plus_would_hand_the_match_to_someone_else():
    before = (Hand((20, 0, 0, 6)),) * 4 + (Hand((0, 0, 13, 13)),) * 2  # totals 80, 0, 26, 50
    minus, plus = moon_options_for(Match(PLAYERS, Rules(), 0, before), Hand((0, 0, 0, 26)))
    assert plus.totals == (106, 26, 52, 50)
    assert plus.outcome.winners == (1,) and plus.hands_match_to_another and not plus.shooter_wins
    assert minus.totals == (80, 0, 26, 24) and not minus.outcome.finished and not minus.hands_match_to_another
    safe = Match(PLAYERS, Rules(moon="plus_safe"), 0, before + (Hand((0, 0, 0, 26)),))
    assert scorecard(safe).results[-1].score.moon == Moon(3, "minus")


def test_moon_options_are_empty_when_nobody_shot_the_moon():
    assert moon_options_for(Match(PLAYERS), Hand((3, 1, 18, 4))) == ()


# Rules page: "Haben mehrere gleich wenige, wird weitergespielt, bis einer allein vorn liegt."
TIED_AT_30 = (Hand((0, 0, 13, 13)), Hand((0, 0, 4, 22)))  # totals 0, 0, 17, 35: the end is reached, Anna and Ben tie
DAN_MOON_MINUS = Hand((0, 0, 0, 26), moon="minus")  # then 0, 0, 17, 9: everyone is back under 30, still a tie


def test_after_a_tie_at_the_end_a_moon_that_takes_everyone_under_the_target_does_not_restart_the_match():
    card = play(TIED_AT_30 + (DAN_MOON_MINUS,), target=30)
    assert card.totals == (0, 0, 17, 9)
    assert not card.outcome.finished and card.outcome.tied_for_fewest


def test_after_a_tie_at_the_end_the_first_hand_with_one_player_alone_on_the_fewest_ends_the_match_under_the_target():
    card = play(TIED_AT_30 + (DAN_MOON_MINUS, Hand((1, 0, 12, 13))), target=30)
    assert card.totals == (1, 0, 29, 22)
    assert card.outcome.finished and card.outcome.winners == (1,) and card.next is None


def test_after_a_tie_at_the_end_the_moon_options_say_which_choice_ends_the_match():
    minus, plus = moon_options_for(
        Match(PLAYERS, Rules(target=30), 0, TIED_AT_30 + (DAN_MOON_MINUS,)), Hand((0, 0, 26, 0))
    )
    assert minus.totals == (0, 0, -9, 9) and minus.outcome.finished and minus.shooter_wins
    assert plus.totals == (26, 26, 17, 35) and plus.outcome.winners == (2,) and plus.shooter_wins


def test_plus_safe_after_a_tie_at_the_end_knows_that_plus_would_end_the_match_under_the_target():
    before, carla_moon = (0, 5, 40, 60), Hand((0, 0, 26, 0))  # plus: 26, 31, 40, 86, Anna alone on the fewest
    assert score_hand(carla_moon, Rules(moon="plus_safe"), before, 5, end_reached=True).moon == Moon(2, "minus")
    assert score_hand(carla_moon, Rules(moon="plus_safe"), before, 5, end_reached=False).moon == Moon(2, "plus")


# totals, the end reached before -> (finished, winners, tied for fewest), target 100 (the jack or a moon took them down)
AFTER_THE_END = [
    ((40, 10, 20, 30), True, (True, (1,), False)),
    ((40, 10, 10, 30), True, (False, (), True)),
    ((40, 10, 20, 30), False, (False, (), False)),
]


@pytest.mark.parametrize("totals, reached, expected", AFTER_THE_END)
def test_once_the_end_was_reached_one_player_alone_on_the_fewest_wins_whatever_the_totals(totals, reached, expected):
    result = outcome(totals, 9, Rules(), reached)
    assert (result.finished, result.winners, result.tied_for_fewest) == expected


def test_the_omnibus_jack_taking_everyone_back_under_the_target_still_ends_a_match_that_was_tied_at_the_end():
    tied = (Hand((0, 0, 13, 13), jack=2), Hand((0, 0, 7, 19), jack=2))  # 0, 0, 0, 32: the end, a three-way tie
    card = play(tied + (Hand((1, 0, 25, 0), jack=3),), target=30, variant="omnibus")
    assert card.totals == (1, 0, 25, 22)
    assert card.outcome.finished and card.outcome.winners == (1,)


@pytest.mark.parametrize(
    "totals, expected",
    [
        ((13, 13, 0, 0), ((1, 2), (1, 3), (3, 0), (3, 1))),
        ((5, 8, 13, 0), ((1, 3), (2, 0), (3, 1), (4, 2))),
        ((-26, 0, 0), ((1, 0), (2, 1), (2, 2))),
    ],
)
def test_places_go_from_the_fewest_points_up_and_equal_totals_share_a_place(totals, expected):
    assert places(totals) == expected


@pytest.mark.parametrize(
    "totals, seat, target, left",
    [((40, 99, 3), 0, 100, 60), ((40, 100, 3), 1, 100, None), ((40, 99, 3), 2, None, None), ((-26, 0, 0), 0, 100, 126)],
)
def test_what_a_player_can_still_take_before_the_target(totals, seat, target, left):
    assert to_target(totals, seat, target) == left
