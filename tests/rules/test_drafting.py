"""A hand being entered, as the engine sees it: taps in; points, what is missing, problems, the moon's
options and whether it may be saved out. The UI only maps taps onto these and draws the answers."""

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorepad.rules import Hand, HandDraft, Match, Rules, check_draft, check_new_hand, heart_cards, scorecard
from scorepad.rules.cards import JACK_OF_DIAMONDS, QUEEN_OF_SPADES, SEVEN_OF_THE_DIE, Card
from scorepad.rules.entry import HEARTS_LEFT, HEARTS_OVER, SUIT_MISSING, WHO_TOOK
from scorepad.rules.variants import VARIANTS
from tiers import examples

FOUR = ("Anna", "Ben", "Carla", "Dan")


def draft(variant="standard", players=4, **rules) -> HandDraft:
    return HandDraft.empty(players, Rules(variant=variant, **rules))


def codes(found) -> list[str]:
    return [p.code for p in found]


def test_when_the_hearts_are_all_placed_the_open_players_get_none():
    d = draft().tap_hearts(0, 5).tap_hearts(1, 8)
    assert d.hearts == (5, 8, 0, 0) and d.auto == {2, 3}


def test_the_last_open_share_fills_itself_in():
    d = draft().tap_hearts(0, 2).tap_hearts(1, 3).tap_hearts(2, 4)
    assert d.hearts == (2, 3, 4, 4) and d.auto == {3}


def test_changing_a_share_takes_back_what_was_filled_in():
    d = draft().tap_hearts(0, 13)
    assert d.hearts == (13, 0, 0, 0)
    d = d.tap_hearts(0, 6)
    assert d.hearts == (6, None, None, None)
    assert d.missing()[0].code == HEARTS_LEFT and d.missing()[0].data["left"] == 7


def test_tapping_the_same_number_again_clears_it_but_a_filled_in_one_is_taken_as_tapped():
    d = draft().tap_hearts(0, 5).tap_hearts(0, 5)
    assert d.hearts == (None,) * 4 and not d.touched
    d = draft().tap_hearts(0, 13).tap_hearts(1, 0)  # Ben's 0 was filled in: tapping it keeps it, now as tapped
    assert d.hearts == (13, 0, 0, 0) and 1 not in d.auto


def test_too_many_hearts_says_how_many_too_many_and_gives_no_points():
    d = draft().tap_hearts(0, 10).tap_hearts(1, 5)
    assert d.missing()[0] == type(d.missing()[0])(HEARTS_OVER, data={"over": 2, "by_value": False})
    assert d.points() is None


def test_the_queen_counts_13_for_whoever_took_her_and_the_same_tap_again_clears_it():
    d = draft().tap_hearts(0, 5).tap_hearts(1, 8)
    assert (WHO_TOOK, {"card": QUEEN_OF_SPADES}) in [(p.code, p.data) for p in d.missing()]
    d = d.tap_taker(QUEEN_OF_SPADES, 2)
    assert d.points() == (5, 8, 13, 0)
    assert d.tap_taker(QUEEN_OF_SPADES, 2).points() is None


def test_omnibus_asks_who_took_the_jack_of_diamonds():
    d = draft("omnibus").tap_hearts(0, 13).tap_taker(QUEEN_OF_SPADES, 1)
    assert [p.data.get("card") for p in d.missing()] == [JACK_OF_DIAMONDS]
    d = d.tap_jack(3)
    assert d.hand().jack == 3
    match = Match(FOUR, Rules("omnibus"))
    assert scorecard(match.with_hand(d.hand())).totals == (13, 13, 0, -10)


def test_black_maria_with_spade_penalties_asks_for_the_ace_and_king():
    d = draft("black_maria", spade_penalties=True)
    assert [c for c, _ in d.takers] == [QUEEN_OF_SPADES, Card("A", "spades"), Card("K", "spades")]


def test_papayoo_needs_the_die_suit_and_the_seven():
    d = draft("papayoo").with_hearts(0, 104)
    assert SUIT_MISSING in codes(d.missing())
    d = d.tap_taker(SEVEN_OF_THE_DIE, 2).with_suit("clubs")
    assert d.points() == (104, 0, 40, 0) and d.hand().suit == "clubs"
    assert check_new_hand(Match(FOUR, Rules("papayoo")), d.hand()) == ()


def test_spot_hearts_sums_the_tapped_cards_face_values_and_a_second_tap_takes_a_card_back():
    d = draft("spot").tap_card(Card("A", "hearts"), 0).tap_card(Card("10", "hearts"), 0)
    assert d.hearts[0] == 24
    assert d.tap_card(Card("A", "hearts"), 0).hearts[0] == 10
    assert d.untaken()[0] == Card("2", "hearts") and len(d.untaken()) == 11


def test_when_all_but_one_player_are_tapped_the_rest_is_theirs():
    d = draft("spot").tap_card(Card("A", "hearts"), 0).tap_card(Card("K", "hearts"), 1).tap_card(Card("Q", "hearts"), 2)
    assert d.holder_of_untaken() == 3 and d.hearts[3] == 104 - 14 - 13 - 12


def test_a_stored_hand_brings_back_its_taps_for_editing():
    d = draft().tap_hearts(0, 5).tap_hearts(1, 8).tap_taker(QUEEN_OF_SPADES, 2)
    again = HandDraft.of_hand(d.hand(), 4, Rules())
    assert again.points() == (5, 8, 13, 0) and again.hearts == d.hearts


@pytest.mark.parametrize("extra", [{"entry": "junk"}, {"entry": {"hearts": "x", "takers": [[1]]}}, {}])
def test_a_hand_without_usable_taps_opens_empty(extra):
    assert HandDraft.of_hand(Hand((5, 8, 13, 0), extra=extra), 4, Rules()) == draft()


def test_a_complete_hand_may_be_saved_and_says_where_it_leads():
    match = Match(FOUR, Rules(target=20), hands=(Hand((13, 13, 0, 0)),))
    check = check_draft(draft().tap_hearts(2, 13).tap_taker(QUEEN_OF_SPADES, 0), match)
    assert check.can_save and check.number == 2
    assert check.totals == (26, 13, 13, 0) and check.outcome.finished and check.outcome.winners == (3,)


def test_an_incomplete_hand_says_what_is_missing_and_may_not_be_saved():
    check = check_draft(draft().tap_hearts(0, 5), Match(FOUR))
    assert codes(check.missing) == [HEARTS_LEFT, WHO_TOOK] and not check.can_save and check.points is None


def test_a_moon_under_the_choice_rule_offers_both_ways_with_their_totals():
    check = check_draft(draft().tap_hearts(1, 13).tap_taker(QUEEN_OF_SPADES, 1), Match(FOUR))
    assert check.can_save and check.shooter == 1 and check.totals is None
    assert [(o.choice, o.totals) for o in check.moon_options] == [("minus", (0, -26, 0, 0)), ("plus", (26, 0, 26, 26))]


def test_after_a_tie_at_the_end_the_moon_options_know_that_minus_ends_the_match_under_the_target():
    tied = (Hand((0, 0, 13, 13)), Hand((0, 0, 4, 22)), Hand((0, 0, 0, 26), moon="minus"))  # 0, 0, 17, 9: tie, play on
    check = check_draft(
        draft().tap_hearts(2, 13).tap_taker(QUEEN_OF_SPADES, 2), Match(FOUR, Rules(target=30), hands=tied)
    )
    minus, plus = check.moon_options
    assert minus.totals == (0, 0, -9, 9) and minus.outcome.finished and minus.outcome.winners == (2,)


def test_a_moon_under_a_fixed_rule_is_scored_by_the_rule_and_asks_nothing():
    check = check_draft(draft().tap_hearts(1, 13).tap_taker(QUEEN_OF_SPADES, 1), Match(FOUR, Rules(moon="plus")))
    assert not check.moon_options and check.totals == (26, 0, 26, 26)


def test_a_hand_after_the_end_may_not_be_saved():
    match = Match(FOUR, Rules(target=20), hands=(Hand((13, 13, 0, 0)), Hand((13, 0, 13, 0))))
    check = check_draft(draft().tap_hearts(0, 13).tap_taker(QUEEN_OF_SPADES, 1), match)
    assert codes(check.problems) == ["hand_after_end"] and not check.can_save


def test_an_edit_is_checked_in_place_with_every_hand_after_it():
    match = Match(FOUR, Rules(target=20), hands=(Hand((13, 13, 0, 0)), Hand((13, 0, 13, 0))))
    # 20 5 1 0 ...
    ends_early = draft().tap_hearts(0, 7).tap_hearts(1, 5).tap_hearts(2, 1).tap_taker(QUEEN_OF_SPADES, 0)
    check = check_draft(ends_early, match, number=1)
    assert codes(check.problems) == ["hand_after_end"]  # ... would end the match before hand 2
    fine = check_draft(draft().tap_hearts(1, 13).tap_taker(QUEEN_OF_SPADES, 2), match, number=1)
    assert fine.can_save and fine.totals == (13, 13, 26, 0)


PLAYABLE = [(v, n) for v in VARIANTS for n in range(3, 7)]


@st.composite
def taps(draw):
    """A variant, a player count and any sequence of taps a player could make on the entry form."""
    variant, players = draw(st.sampled_from(PLAYABLE))
    rules = Rules(variant=variant, spade_penalties=draw(st.booleans()) if variant == "black_maria" else False)
    d = HandDraft.empty(players, rules)
    seat = st.integers(0, players - 1)
    for _ in range(draw(st.integers(0, 14))):
        kind = draw(st.sampled_from(["hearts", "taker", "jack", "suit", "card"]))
        if kind == "hearts":
            d = d.tap_hearts(draw(seat), draw(st.integers(0, 13 if not d.by_value else 104)))
        elif kind == "taker" and d.takers:
            d = d.tap_taker(draw(st.sampled_from([c for c, _ in d.takers])), draw(seat))
        elif kind == "jack":
            d = d.tap_jack(draw(seat))
        elif kind == "suit":
            d = d.with_suit(draw(st.sampled_from(["spades", "diamonds", "clubs"])))
        elif kind == "card" and d.by_value:
            d = d.tap_card(draw(st.sampled_from([c for c, _ in heart_cards(rules)])), draw(seat))
    return d


@settings(max_examples=examples(300), deadline=None)
@given(taps())
def test_any_taps_give_points_the_engine_accepts_or_say_why_not(d):
    match = Match(("A", "B", "C", "D", "E", "F")[: d.players], d.rules)
    check = check_draft(d, match)
    if check.missing:
        assert check.points is None and not check.can_save
        return
    assert sum(check.points) == d.rules.hand_total()
    moon = check.moon_options[0].choice if check.moon_options else None
    found = check_new_hand(match, replace(d.hand(), moon=moon))
    assert check.can_save == (found == ()), found  # saveable exactly when the engine takes it
    if not check.can_save:
        assert check.problems  # ... and otherwise the problems say why
