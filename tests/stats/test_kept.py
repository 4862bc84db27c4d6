"""The statistics' names and groups in a backup (scorepad/stats/kept.py): one entry after the match files, only
when something was named; restored beside this device's own, which win where both named one alike."""

import pytest

from scorepad.rules import Hand
from scorepad.stats import backup_of, is_entry, restore_kept, save_aliases, save_groups, store_aliases, store_groups
from scorepad.stats.kept import backup_entry, restored, split
from scorepad.storage import Store

THURSDAY = ["Anna", "Ben", "Carla", "Dieter"]


def test_a_backup_with_nothing_named_is_the_match_files_alone(tmp_path):
    with Store(tmp_path / "data") as store:
        store.add_hand(store.create(("Anna", "Ben", "Carla")).id, Hand((13, 5, 8)))
        assert backup_of(store) == store.export_all() and not any(map(is_entry, backup_of(store)))


def test_a_backup_ends_with_the_names_and_groups_named_and_no_match_file_reads_as_that_entry(tmp_path):
    with Store(tmp_path / "data") as store:
        store.create(("Anna", "Ben", "Carla"))
        save_groups(store, {"Thursday": THURSDAY})
        save_aliases(store, {"Benni": "Ben"})
        *matches, last = backup_of(store)
        assert last == {"scorepad": "statistics", "aliases": {"Benni": "Ben"}, "groups": {"Thursday": THURSDAY}}
        assert is_entry(last) and matches and not any(map(is_entry, matches))


@pytest.mark.parametrize(
    "device, entry, kept",
    [
        (
            ({}, {}),
            {"aliases": {"Benni": "Ben"}, "groups": {"Thursday": THURSDAY}},
            ({"Benni": "Ben"}, {"Thursday": THURSDAY}),
        ),
        (  # this device's own win where both named one alike; the rest of the backup joins them
            ({"Benni": "Benedikt"}, {"Thursday": ["Eva", "Finn", "Gus"]}),
            {
                "aliases": {"Benni": "Ben", "Caro": "Carla"},
                "groups": {"Thursday": THURSDAY, "Family": ["Oma", "Opa", "Kai"]},
            },
            (
                {"Benni": "Benedikt", "Caro": "Carla"},
                {"Thursday": ["Eva", "Finn", "Gus"], "Family": ["Oma", "Opa", "Kai"]},
            ),
        ),
        (({"Benni": "Ben"}, {}), {"aliases": ["not", "a", "map"], "groups": {"Bad": 3}}, ({"Benni": "Ben"}, {})),
    ],
    ids=["into a fresh phone", "beside this phone's own", "a damaged entry gives what is sound"],
)
def test_a_restore_keeps_this_devices_names_and_groups_and_adds_the_backups(device, entry, kept):
    assert restored(*device, entry) == kept


def test_restored_names_and_groups_are_in_the_settings_of_the_store_restored_into(tmp_path):
    with Store(tmp_path / "data") as store:
        save_groups(store, {"Thursday": THURSDAY})
        entry = backup_entry({"Benni": "Ben"}, {"Family": ["Oma", "Opa", "Kai"]})
        restore_kept(store, entry)
    with Store(tmp_path / "data") as again:  # on disk: read back by a new Store
        assert store_groups(again) == {"Thursday": THURSDAY, "Family": ["Oma", "Opa", "Kai"]}
        assert store_aliases(again) == {"Benni": "Ben"}
    assert backup_entry({}, {}) is None


def test_a_backups_items_split_into_its_match_files_in_their_order_and_its_statistics_entry():
    entry = backup_entry({"Ben": "Benjamin"}, {})
    first, second = {"scorepad": 1, "id": "a"}, {"scorepad": 2, "id": "b"}
    assert split([first, entry, second]) == ([first, second], [entry])
    assert split([first, second]) == ([first, second], [])
