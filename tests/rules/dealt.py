"""Matches as the cards could really fall, for the property tests of the rules (a name of its own: a module
named test_properties exists in tests/stats too, and either folder may come first on sys.path)."""

from hypothesis import strategies as st

from scorepad.rules import VARIANTS, Hand, Match, Rules, check_new_hand, moon_shooter, points_from_cards, scorecard


@st.composite
def rules_and_players(draw):
    variant = draw(st.sampled_from(sorted(VARIANTS)))
    uses = VARIANTS[variant].options()
    rules = Rules(
        variant=variant,
        moon=draw(st.sampled_from(["choice", "minus", "plus", "plus_safe"])),
        spade_penalties=variant == "black_maria" and draw(st.booleans()),
        pass_order=draw(st.sampled_from(["left-right-across", "left-across-right"])),
        target=draw(st.sampled_from([None, 50, 100])),
        queen=draw(st.sampled_from([13, 26])) if "queen" in uses else 13,
        tie=draw(st.sampled_from(["play-on", "shared"])) if "tie" in uses else "play-on",
        exact_target_wins="exact_target_wins" in uses and draw(st.booleans()),
        sun=draw(st.sampled_from([None, 52, 40])) if "sun" in uses else None,
    )
    return rules, draw(st.integers(3, 6))


@st.composite
def dealt_hand(draw, rules, players):
    """A hand as it could really fall: each penalty card taken by some seat; one in eight all by one seat (a
    moon, maybe the sun, which a fair draw of each card would almost never give)."""
    one = draw(st.integers(0, players - 1)) if draw(st.integers(0, 7)) == 0 else None
    takers = {card: one if one is not None else draw(st.integers(0, players - 1)) for card, _ in rules.penalty_cards()}
    points = points_from_cards(takers, players, rules)
    shooter = moon_shooter(points, rules)
    sun = shooter is not None and rules.sun is not None and draw(st.booleans())  # every trick too: the table says so
    jack = draw(st.integers(0, players - 1)) if rules.kind.jack_bonus else None
    if sun and jack is not None:  # every trick holds the J♦ too
        jack = shooter
    suit = draw(st.sampled_from(["spades", "diamonds", "clubs"])) if rules.kind.die else None
    moon = draw(st.sampled_from(["minus", "plus"])) if rules.moon == "choice" and shooter is not None else None
    return Hand(points, moon, jack, suit, sun=sun)


@st.composite
def matches(draw):
    """A match played hand by hand as the cards fell: every dealt hand is accepted until the match is over."""
    rules, players = draw(rules_and_players())
    names = tuple(f"P{i}" for i in range(players))
    match = Match(names, rules, draw(st.integers(0, players - 1)))
    for _ in range(draw(st.integers(0, 14))):
        if scorecard(match).outcome.finished:
            break
        hand = draw(dealt_hand(rules, players))
        assert check_new_hand(match, hand) == (), f"a dealt hand was refused: {hand}"
        match = match.with_hand(hand)
    return match
