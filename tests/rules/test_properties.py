"""Invariants that hold for every deal of the cards, every player count and every variant."""

from dealt import dealt_hand, matches, rules_and_players
from hypothesis import given, settings
from hypothesis import strategies as st

from scorepad.rules import (
    dealer_of,
    fill_last,
    match_from_dict,
    match_to_dict,
    pass_offset,
    remainder,
    scorecard,
)
from tiers import examples


@settings(max_examples=examples(150), deadline=None)
@given(matches())
def test_every_really_dealt_hand_is_valid_and_totals_are_the_sum_of_hand_scores(match):
    card = scorecard(match)
    assert card.problems == ()
    assert len(card.results) == len(match.hands)
    assert card.totals == tuple(map(sum, zip(*(r.score.scores for r in card.results), strict=True))) or not match.hands


@settings(max_examples=examples(100), deadline=None)
@given(matches())
def test_the_totals_before_a_hand_plus_its_scores_are_the_totals_after_it(match):
    card = scorecard(match)
    assert card.totals_before(1) == (0,) * len(match.players)
    assert card.totals_before(len(card.results) + 1) == card.totals
    for result in card.results:
        before = card.totals_before(result.number)
        assert tuple(b + s for b, s in zip(before, result.score.scores, strict=True)) == result.totals


@settings(max_examples=examples(150), deadline=None)
@given(matches())
def test_a_hands_scores_sum_to_its_total_or_to_the_moon_result_plus_the_jack(match):
    rules, n = match.rules, len(match.players)
    jack = rules.kind.jack_bonus
    for result in scorecard(match).results:
        moon = result.score.moon
        total = rules.sun if moon is not None and moon.sun else rules.hand_total()  # the sun is worth its own N
        expected = total if moon is None else (-total if moon.applied == "minus" else (n - 1) * total)
        assert sum(result.score.scores) == expected + jack


@settings(max_examples=examples(100), deadline=None)
@given(matches())
def test_a_finished_match_has_winners_with_the_fewest_points_or_on_exactly_the_target_and_no_next_deal(match):
    card = scorecard(match)
    if card.outcome.finished:
        assert card.next is None and card.outcome.winners
        held = card.match.rules.target_score() if card.outcome.exact else min(card.totals)  # exact_target_wins
        assert all(card.totals[w] == held for w in card.outcome.winners)
    else:
        assert card.next.number == len(match.hands) + 1 and not card.outcome.winners


@settings(max_examples=examples(100), deadline=None)
@given(matches())
def test_writing_a_match_file_and_reading_it_back_changes_nothing(match):
    again, found = match_from_dict(match_to_dict(match))
    assert found == []
    assert scorecard(again).totals == scorecard(match).totals
    assert again.hands == match.hands and again.players == match.players


@given(rules_and_players(), st.integers(1, 60), st.integers(0, 5))
def test_dealer_and_pass_repeat_with_their_cycles(rules_players, number, first):
    rules, players = rules_players
    first %= players
    assert dealer_of(number + players, players, first) == dealer_of(number, players, first)
    cycle = {3: 3, 4: 4, 5: 3, 6: 6}[players]
    assert pass_offset(number + cycle, players, rules) == pass_offset(number, players, rules)


@given(rules_and_players(), st.data())
def test_the_remainder_fills_the_last_seat_so_the_hand_adds_up(rules_players, data):
    rules, players = rules_players
    points = list(data.draw(dealt_hand(rules, players)).points)
    empty = data.draw(st.integers(0, players - 1))
    points[empty] = None
    filled = fill_last(points, rules)
    assert sum(filled) == rules.hand_total()
    assert remainder(filled, rules) == 0


@settings(max_examples=examples(150), deadline=None)
@given(matches())
def test_the_standings_place_every_seat_once_the_winners_or_the_fewest_first(match):
    card = scorecard(match)
    assert sorted(seat for _, seat, _ in card.standings) == list(range(len(match.players)))
    assert [place for place, _, _ in card.standings] == sorted(place for place, _, _ in card.standings)
    first = {seat for place, seat, _ in card.standings if place == 1}
    if card.outcome.finished:
        assert first == set(card.outcome.winners) == set(card.leaders)
    elif card.results:
        assert first == set(card.leaders) == {s for s, total in enumerate(card.totals) if total == min(card.totals)}
