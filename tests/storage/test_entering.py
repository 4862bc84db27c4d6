"""What comes in through the Store (a new match, an import) is checked as a new match is; the stored stays readable."""

from __future__ import annotations

import json

import pytest

from scorepad.rules import Rules
from scorepad.rules import problems as P
from scorepad.rules.matchfile import json_int
from scorepad.storage import StorageError, Store


@pytest.fixture
def store(tmp_path):
    return Store(tmp_path / "data")


def test_a_new_matchs_names_are_stored_trimmed_and_composed(store, tmp_path):
    stored = store.create(["  Jose\u0301", "Ben ", "Carla"])
    assert Store(tmp_path / "data").get(stored.id).match.players == ("Jos\u00e9", "Ben", "Carla")


@pytest.mark.parametrize(
    "players, code",
    [
        (["Anna", "Ben", "Car\x1bla"], P.PLAYER_NAME_CHARACTERS),
        (["Anna", "Ben", "C" * 41], P.PLAYER_NAME_TOO_LONG),
        (["Jos\u00e9", "Ben", "Jose\u0301"], P.PLAYER_NAMES_DUPLICATE),
    ],
)
def test_a_new_match_with_a_bad_name_is_refused(store, players, code):
    with pytest.raises(StorageError) as refused:
        store.create(players)
    assert [p.code for p in refused.value.data["problems"]] == [code]
    assert store.count() == 0


def test_a_new_match_keeps_on_disk_only_the_options_its_variant_uses(store, tmp_path):
    stored = store.create(["Anna", "Ben", "Carla"], Rules("papayoo", moon="plus", pass_order="left-across-right"))
    assert Store(tmp_path / "data").get(stored.id).match.rules == Rules("papayoo")


def test_an_import_refuses_a_match_file_that_sets_an_option_its_variant_lacks(store):
    result = store.import_matches(
        [{"players": ["Anna", "Ben", "Carla"], "rules": {"variant": "papayoo", "moon": "plus"}}]
    )
    assert result.stored == [] and [[p.code for p in problems] for _, problems in result.rejected] == [
        [P.RULE_NOT_IN_VARIANT]
    ]


def test_an_import_skips_only_the_matches_with_a_bad_name_or_a_too_long_number(store):
    text = (
        '[{"players": ["Anna", "Ben", "Carla"]}, {"players": ["Anna", "B\\u202een", "Carla"]},'
        ' {"players": ["Anna", "Ben", "Carla"], "hands": [{"points": [%s, 0, 0]}]}]' % ("1" * 400)
    )
    result = store.import_matches(json.loads(text, parse_int=json_int))
    assert len(result.stored) == 1 and [index for index, _ in result.rejected] == [1, 2]
    assert [[p.code for p in problems] for _, problems in result.rejected] == [
        [P.PLAYER_NAME_CHARACTERS],
        [P.NUMBER_TOO_LONG],
    ]


def test_a_stored_match_whose_names_break_todays_rules_can_still_be_played(store, tmp_path):
    from scorepad.rules import Hand

    match_id = store.create(["Anna", "Ben", "Carla"]).id
    path = tmp_path / "data" / "active" / f"{match_id}.json"
    path.write_text(path.read_text(encoding="utf-8").replace("Carla", "C" * 45), encoding="utf-8")
    stored = Store(tmp_path / "data").add_hand(match_id, Hand((13, 13, 0)))
    assert stored.match.players[2] == "C" * 45 and stored.card.totals == (13, 13, 0)
