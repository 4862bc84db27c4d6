"""The variants as data: hand totals, targets and what each one counts."""

import pytest

from scorepad.rules import VARIANTS, Rules

# variant, options -> (hand total, target, rounds for 4 players)
VARIANT_TABLE = [
    ("standard", {}, 26, 100, None),
    ("omnibus", {}, 26, 100, None),
    ("spot", {}, 129, 500, None),
    ("black_maria", {}, 26, 100, None),
    ("black_maria", {"spade_penalties": True}, 43, 100, None),
    ("papayoo", {}, 144, None, 4),
    ("papayoo", {"rounds": 7}, 144, None, 7),
    ("standard", {"target": 50}, 26, 50, None),
]


@pytest.mark.parametrize("variant, options, total, target, rounds", VARIANT_TABLE)
def test_each_variant_has_its_hand_total_and_end(variant, options, total, target, rounds):
    rules = Rules(variant=variant, **options)
    assert rules.hand_total() == total
    assert rules.target_score() == target
    assert rules.rounds_to_play(4) == rounds


def test_the_registry_holds_exactly_the_five_variants_of_the_rules_page():
    assert set(VARIANTS) == {"standard", "omnibus", "spot", "black_maria", "papayoo"}


def test_omnibus_counts_the_jack_of_diamonds_minus_ten_and_only_omnibus_does():
    assert {name: v.jack_bonus for name, v in VARIANTS.items() if v.jack_bonus} == {"omnibus": -10}


def test_only_papayoo_has_no_moon_and_a_die():
    assert [name for name, v in VARIANTS.items() if not v.moon] == ["papayoo"]
    assert [name for name, v in VARIANTS.items() if v.die] == ["papayoo"]
