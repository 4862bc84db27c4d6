"""The groups a user named: kept as plain data in the settings, damaged entries dropped, one title per people."""

import pytest

from scorepad.stats import (
    GROUPS_KEY,
    clean_groups,
    people_key,
    save_groups,
    store_groups,
    title_of,
    with_group,
    without_group,
)
from scorepad.storage import Store

THURSDAY = ["Anna", "Ben", "Carla", "Dieter"]


def test_the_same_people_in_any_order_case_and_spelling_have_one_key():
    assert people_key(THURSDAY) == people_key([" dieter", "CARLA", "Ben", "anna", "Anna"])
    assert people_key(THURSDAY) != people_key(THURSDAY[:3])


def test_keeping_a_group_replaces_one_of_the_same_title_or_the_same_people():
    groups = with_group({}, "Thursday", THURSDAY)
    assert groups == {"Thursday": THURSDAY}
    assert with_group(groups, " thursday ", ["Anna", "Ben", "Carla"]) == {"thursday": ["Anna", "Ben", "Carla"]}
    assert with_group(groups, "Donnerstag", ["dieter", "carla", "ben", "anna"]) == {
        "Donnerstag": ["dieter", "carla", "ben", "anna"]
    }
    family = with_group(groups, "Family", ["Oma", "Opa", "Anna", "oma"])
    assert family == {"Thursday": THURSDAY, "Family": ["Oma", "Opa", "Anna"]}
    assert title_of(family, ["anna", "opa", "OMA"]) == "Family" and title_of(family, ["Oma"]) is None
    assert without_group(family, "FAMILY") == {"Thursday": THURSDAY}


@pytest.mark.parametrize(
    ("data", "kept"),
    [
        ("junk", {}),
        ({"Thursday": THURSDAY, "": ["Anna"], "Empty": [], "Bad": "Anna", "Odd": [3, " ", "B\nC", " Eva "]}, None),
    ],
)
def test_a_damaged_entry_of_the_settings_loses_only_itself(data, kept):
    expected = {"Thursday": THURSDAY} if kept is None else kept
    if kept is None:
        expected["Odd"] = ["Eva"]
    assert clean_groups(data) == expected


def test_named_groups_are_kept_in_the_stores_settings_beside_the_others(tmp_path):
    with Store(tmp_path) as store:
        store.save_settings({"language": "de"})
        save_groups(store, with_group({}, "Thursday", THURSDAY))
    with Store(tmp_path) as store:
        assert store_groups(store) == {"Thursday": THURSDAY}
        assert store.settings()["language"] == "de" and GROUPS_KEY in store.settings()
