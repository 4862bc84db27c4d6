"""The alias map: renaming and merging players stays flat, reversible and safe with damaged data."""

import pytest
from stats_build import won_by

from scorepad.rules import scorecard
from scorepad.stats import (
    clean_aliases,
    counts_as,
    facts_from_card,
    merged_names,
    name_key,
    player_stats,
    with_alias,
    without_alias,
)


@pytest.mark.parametrize(
    "name, key",
    [
        (" Anna ", "anna"),
        ("ANNA", "anna"),
        ("Jörg", "jörg"),
        ("STRASSE", "strasse"),
        ("Straße", "strasse"),
        ("Anna\u200b", "anna"),
        ("Ａｎｎａ", "anna"),
        ("An\u00adna", "anna"),
    ],
)
def test_a_name_key_ignores_case_surrounding_spaces_and_what_does_not_show(name, key):
    assert name_key(name) == key


def test_names_that_read_the_same_are_one_person_in_the_statistics():
    facts = [
        facts_from_card(f"m{n}", "2026-03-01T20:00:00Z", "2026-03-01T20:00:00Z", scorecard(won_by(players, 0)))
        for n, players in enumerate(
            [("Anna", "Ben", "Carla"), ("Anna\u200b", "Ben", "Carla"), ("Ａｎｎａ", "Ben", "Carla")]
        )
    ]
    assert player_stats(facts)["anna"].matches == 3


def test_a_name_without_an_alias_counts_as_itself_trimmed():
    assert counts_as("  Anna ", {}) == "Anna"


def test_a_merge_makes_one_name_count_as_the_other():
    aliases = with_alias({}, " benni", "Ben")
    assert counts_as("BENNI", aliases) == "Ben"
    assert counts_as("ben", aliases) == "ben"


def test_renaming_the_merged_person_carries_the_merged_names_along():
    aliases = with_alias(with_alias({}, "Benni", "Ben"), "Ben", "Benjamin")
    assert counts_as("benni", aliases) == counts_as("Ben", aliases) == "Benjamin"
    assert all(name_key(v) not in aliases or aliases[name_key(v)] == v for v in aliases.values())  # flat


def test_renaming_a_person_to_one_of_their_own_names_makes_that_name_the_shown_one():
    aliases = with_alias(with_alias({}, "Benni", "Ben"), "Ben", "Benni")
    assert counts_as("Ben", aliases) == counts_as("benni", aliases) == "Benni"


def test_a_new_spelling_of_the_same_name_is_kept():
    assert counts_as("anna", with_alias({}, "anna", "Anna")) == "Anna"


def test_merging_into_a_merged_name_lands_on_its_person():
    aliases = with_alias(with_alias({}, "Benni", "Ben"), "Bob", "benni")
    assert counts_as("Bob", aliases) == "Ben"


def test_undoing_an_alias_gives_the_name_back():
    aliases = without_alias(with_alias({}, "Benni", "Ben"), "BENNI")
    assert counts_as("Benni", aliases) == "Benni"


def test_a_looping_alias_map_from_a_damaged_file_still_ends():
    assert counts_as("a", {"a": "b", "b": "a"}) in ("a", "b")


@pytest.mark.parametrize("data", [None, [], "x", {"a": 3}, {3: "b"}, {"a": "  "}])
def test_a_damaged_alias_map_is_read_as_no_aliases(data):
    assert clean_aliases(data) == {}


def test_an_alias_map_from_settings_keeps_the_names_as_spelled_and_trimmed():
    assert clean_aliases({" Benni ": " Ben ", "x": 1}) == {"Benni": "Ben"}


def test_a_merged_name_is_listed_as_it_was_spelled_not_in_lower_case():
    aliases = with_alias(with_alias({}, "Benni", "Ben"), "BENJI", "Ben")
    assert merged_names(aliases, name_key("Ben")) == ["BENJI", "Benni"]


def test_renaming_a_person_lists_their_old_name_as_it_was_spelled():
    aliases = with_alias(with_alias({}, "Benni", "Ben"), "Ben", "Benjamin")
    assert merged_names(aliases, "benjamin") == ["Ben", "Benni"]


def test_a_persons_own_name_is_not_listed_as_merged_into_them():
    aliases = with_alias(with_alias({}, "Benni", "Ben"), "Ben", "Benni")
    assert merged_names(aliases, "benni") == ["Ben"]
    assert merged_names(with_alias({}, "anna", "Anna"), "anna") == []


def test_an_alias_map_written_with_lower_case_keys_reads_the_same():
    old = {"benni": "Ben", "bob": "Ben"}
    assert counts_as("Benni", old) == counts_as("BOB", old) == "Ben"
    assert counts_as("Bob", without_alias(old, "BOB")) == "Bob"
    assert counts_as("BENNI", with_alias(old, "Ben", "Benjamin")) == "Benjamin"


def test_the_two_unicode_spellings_of_a_name_are_one_person():
    assert counts_as("Jose\u0301", with_alias({}, "Jos\u00e9", "Pepe")) == "Pepe"
