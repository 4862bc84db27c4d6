"""A hand is exactly what was tapped: the last open share fills itself in, but a share the engine filled in
is never changed to fit a correction elsewhere; it is open again, says so, and waits for its own tap."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorepad.rules import HandDraft, Match, Rules, check_draft, heart_cards
from scorepad.rules.cards import QUEEN_OF_SPADES, Card
from scorepad.rules.entry import OPEN_AGAIN
from scorepad.rules.variants import VARIANTS
from tiers import examples

FOUR = ("Anna", "Ben", "Carla", "Dan")


def draft(variant="standard", players=4) -> HandDraft:
    return HandDraft.empty(players, Rules(variant=variant))


def open_again(d: HandDraft) -> tuple[int, ...]:
    return next((p.data["seats"] for p in d.missing() if p.code == OPEN_AGAIN), ())


def filled_then_carla_9_to_8() -> HandDraft:
    d = draft().tap_hearts(0, 0).tap_hearts(1, 4).tap_hearts(2, 9)
    assert d.hearts == (0, 4, 9, 0) and d.auto == {3}  # Dan's 0 filled in
    return d.tap_hearts(2, 8)


def test_a_correction_after_a_fill_empties_the_filled_in_share_instead_of_moving_the_heart_onto_it():
    d = filled_then_carla_9_to_8()
    assert d.hearts == (0, 4, 8, None) and not d.auto
    assert open_again(d) == (3,)
    check = check_draft(d.tap_taker(QUEEN_OF_SPADES, 0), Match(FOUR))
    assert not check.can_save and check.points is None


def test_the_share_open_again_is_not_filled_in_again_but_waits_for_its_own_tap():
    d = filled_then_carla_9_to_8().tap_hearts(2, 9)  # Carla back to 9: Dan's 0 would fit, still not filled in
    assert d.hearts[3] is None and open_again(d) == (3,)
    d = d.tap_hearts(3, 1).tap_hearts(2, 8)  # Dan tapped: his share is his; Carla 8 then adds up
    assert d.hearts == (0, 4, 8, 1) and not open_again(d) and not d.auto
    assert check_draft(d.tap_taker(QUEEN_OF_SPADES, 0), Match(FOUR)).can_save


def test_after_a_moon_of_hearts_is_corrected_every_filled_in_zero_waits_for_its_tap():
    d = draft().tap_hearts(0, 13)
    assert d.auto == {1, 2, 3}
    d = d.tap_hearts(0, 12).tap_hearts(1, 1)
    assert d.hearts == (12, 1, None, None) and open_again(d) == (2, 3)
    d = d.tap_hearts(2, 0).tap_hearts(3, 0)
    assert d.hearts == (12, 1, 0, 0) and not d.missing()[1:] and [p.code for p in d.missing()] == ["who_took"]


def test_emptying_the_field_of_a_share_open_again_is_no_tap_for_it():
    d = draft("spot").type_hearts(0, 20).type_hearts(1, 30).type_hearts(2, 40).type_hearts(1, 3)
    assert open_again(d) == (3,)
    d = d.type_hearts(3, None)  # into Dan's field and out again, nothing typed
    assert d.hearts[3] is None and open_again(d) == (3,)


def test_tapping_a_filled_in_share_takes_it_as_tapped_and_leaves_the_other_fills_alone():
    d = draft().tap_hearts(0, 5).tap_hearts(1, 8)
    assert d.auto == {2, 3}
    d = d.tap_hearts(2, 0)
    assert d.hearts == (5, 8, 0, 0) and d.auto == {3} and not open_again(d)


def test_the_queen_is_never_filled_in_whatever_the_hearts():
    d = draft().tap_hearts(0, 13).tap_hearts(0, 12).tap_hearts(1, 1).tap_hearts(2, 0).tap_hearts(3, 0)
    assert dict(d.takers)[QUEEN_OF_SPADES] is None


def test_digits_typed_into_one_share_are_one_entry_and_leaving_it_makes_the_fill_final():
    d = draft().tap_hearts(0, 0).tap_hearts(1, 0).type_hearts(2, 1)
    assert d.hearts == (0, 0, 1, 12) and d.auto == {3}
    d = d.type_hearts(2, 13)  # the "3" of 13: the same entry, so what it filled in follows
    assert d.hearts == (0, 0, 13, 0) and d.auto == {3} and not open_again(d)
    d = d.typed_out().type_hearts(2, 12)  # typing into Carla's share anew is a correction
    assert d.hearts == (0, 0, 12, None) and open_again(d) == (3,)


def test_typing_into_another_share_after_a_fill_is_a_correction():
    d = draft("spot").type_hearts(0, 20).type_hearts(1, 30).type_hearts(2, 40)
    assert d.hearts == (20, 30, 40, 14) and d.auto == {3}
    d = d.type_hearts(1, 3)
    assert d.hearts == (20, 3, 40, None) and open_again(d) == (3,)


def test_untaken_heart_cards_given_to_the_one_untapped_player_are_open_again_after_another_card_is_tapped():
    d = draft("spot").tap_card(Card("A", "hearts"), 0).tap_card(Card("K", "hearts"), 1).tap_card(Card("Q", "hearts"), 2)
    assert d.holder_of_untaken() == 3 and d.hearts[3] == 104 - 14 - 13 - 12
    d = d.tap_card(Card("J", "hearts"), 2)
    assert d.hearts[3] is None and open_again(d) == (3,) and d.holder_of_untaken() is None
    d = d.tap_card(Card("10", "hearts"), 3)
    assert d.hearts[3] == 10 and not open_again(d)


def test_once_every_heart_card_is_tapped_each_share_is_exactly_its_cards():
    d = draft("spot").tap_card(Card("A", "hearts"), 0).tap_card(Card("K", "hearts"), 1).tap_card(Card("Q", "hearts"), 2)
    d = d.tap_card(Card("J", "hearts"), 2)  # Dan's untaken cards are open again
    for card, _ in heart_cards(d.rules):
        if card not in dict(d.cards):
            d = d.tap_card(card, 0)
    assert d.hearts == (104 - 13 - 12 - 11, 13, 23, 0) and not open_again(d)


# --- the invariant, for any taps ------------------------------------------------------------------

PLAYABLE = [(v, n) for v in VARIANTS for n in range(3, 7)]


@st.composite
def sessions(draw):
    """A variant, a player count and any sequence of taps, typed digits and fields left on the entry form."""
    variant, players = draw(st.sampled_from(PLAYABLE))
    d = HandDraft.empty(players, Rules(variant=variant))
    seat, steps = st.integers(0, players - 1), []
    most = 13 if not d.by_value else 104
    kinds = ["tap", "type", "left", "taker"] + ["card"] * (5 if d.by_value else 0)  # cards: enough to fill one in
    for _ in range(draw(st.integers(1, 24))):
        kind = draw(st.sampled_from(kinds))
        if kind == "tap":
            steps.append(("tap_hearts", draw(seat), draw(st.integers(0, most))))
        elif kind == "type":
            steps.append(("type_hearts", draw(seat), draw(st.one_of(st.none(), st.integers(0, most)))))
        elif kind == "left":
            steps.append(("typed_out",))
        elif kind == "taker" and d.takers:
            steps.append(("tap_taker", draw(st.sampled_from([c for c, _ in d.takers])), draw(seat)))
        elif kind == "card" and d.by_value:
            steps.append(("tap_card", draw(st.sampled_from([c for c, _ in heart_cards(d.rules)])), draw(seat)))
    return d, steps


def own_share(step) -> int | None:
    """The seat whose share a step sets itself (None: the step sets no share)."""
    return step[1] if step[0] in ("tap_hearts", "type_hearts") else step[2] if step[0] == "tap_card" else None


@settings(max_examples=examples(400), deadline=None)
@given(sessions())
def test_a_filled_in_share_is_never_changed_by_the_engine_and_a_correction_waits_for_its_tap(session):
    d, steps = session
    for step in steps:
        after = getattr(d, step[0])(*step[1:])
        own, typing_on = own_share(step), step[0] == "type_hearts" and d.typing == step[1]
        every_card = len(after.cards) == len(heart_cards(d.rules))  # then each share is exactly its cards
        for seat in d.auto - {own}:
            if typing_on or every_card:  # the digits of one share are one entry: what they filled in follows them
                continue
            kept = after.hearts[seat] == d.hearts[seat] and seat in after.auto
            assert kept or (after.hearts[seat] is None and seat in open_again(after)), (step, d.hearts, after.hearts)
        for seat in d.reopened - {own}:  # open again: nothing but its own tap fills it
            assert after.hearts[seat] is None or every_card
        if open_again(after):
            check = check_draft(
                after, Match(FOUR[: after.players] + ("E", "F")[: max(0, after.players - 4)], after.rules)
            )
            assert not check.can_save
        d = after


@pytest.mark.parametrize("variant", ["standard", "spot"])
def test_without_a_correction_the_fill_still_saves_a_tap(variant):
    d = draft(variant)
    most = 13 if variant == "standard" else 104
    d = d.tap_hearts(0, most - 3).tap_hearts(1, 1).tap_hearts(2, 2)
    assert d.hearts == (most - 3, 1, 2, 0) and d.auto == {3} and not open_again(d)


def test_a_sum_typed_for_a_player_replaces_their_cards_and_another_players_typed_sum_stays_when_cards_are_tapped():
    d = draft("spot").tap_card(Card("A", "hearts"), 0).type_hearts(1, 30)
    d = d.type_hearts(0, 20)  # Anna's sum typed over her A♥
    assert d.hearts[:2] == (20, 30) and not d.cards
    d = d.typed_out().tap_card(Card("K", "hearts"), 2)
    assert d.hearts[:3] == (20, 30, 13)
