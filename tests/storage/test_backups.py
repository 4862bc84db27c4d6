"""When a backup is due (scorepad/storage/backups.py): the last backup's time in the Store's settings, a week counted
with an injected clock (`at`), the matches created or changed after the last backup, and "not now"."""

from __future__ import annotations

import json
import os
import time
from datetime import UTC, datetime, timedelta

import pytest
from storage_helpers import PLAYERS

from scorepad.rules import Hand
from scorepad.storage import Store
from scorepad.storage.backups import LAST_BACKUP, NOT_NOW, due, not_now, note_backup, unbacked
from scorepad.storage.records import now, parse_time

T0 = datetime(2026, 11, 30, 20, 0, tzinfo=UTC)
DAY = timedelta(days=1)


@pytest.fixture
def store(tmp_path):
    return Store(tmp_path / "data")


def days(n: float) -> datetime:
    """`n` days from now (the clock the check is given)."""
    return datetime.now(UTC) + n * DAY


@pytest.mark.parametrize(
    "last, oldest, put_off, at, expected",
    [
        (None, None, None, T0 + 30 * DAY, False),  # no match: nothing to back up
        (None, T0, None, T0 + 6 * DAY, False),  # never a backup: a week from the oldest match
        (None, T0, None, T0 + 7 * DAY, True),
        (T0, T0 - 90 * DAY, None, T0 + 6 * DAY, False),  # a backup: a week from it, whatever the oldest match
        (T0, None, None, T0 + 7 * DAY, True),
        (T0, None, T0 + 5 * DAY, T0 + 8 * DAY, False),  # put off: a week from then too
        (T0, None, T0 + 5 * DAY, T0 + 12 * DAY, True),
        (T0, None, None, T0 - DAY, False),  # a clock that went back
    ],
)
def test_a_backup_is_due_a_week_after_the_last_one_or_the_oldest_match_and_after_the_last_not_now(
    last, oldest, put_off, at, expected
):
    assert due(last, oldest, put_off, at) is expected


def test_with_no_backup_ever_every_match_counts_from_a_week_after_the_oldest_one(store):
    assert unbacked(store, days(30)) == 0
    first = store.create(PLAYERS).id
    store.create(["Eva", "Finn", "Gil"])
    store.add_hand(first, Hand((3, 1, 18, 4)))
    assert unbacked(store, days(6.9)) == 0
    assert unbacked(store, days(7.1)) == 2


def test_after_a_backup_only_a_match_created_or_changed_since_counts_and_only_a_week_after_it(store):
    old, other = store.create(PLAYERS).id, store.create(["Eva", "Finn", "Gil"]).id
    note_backup(store, now())
    assert unbacked(store, days(30)) == 0  # every match is in the backup
    store.add_hand(old, Hand((3, 1, 18, 4)))  # changed since
    store.create(["Hanna", "Ida", "Jan"])  # created since
    assert unbacked(store, days(6.9)) == 0
    assert unbacked(store, days(7.1)) == 2
    store.delete(other)  # a deletion leaves nothing to back up
    assert unbacked(store, days(7.1)) == 2
    store.restore(other)  # back from the trash: changed since
    assert unbacked(store, days(7.1)) == 3


def test_not_now_puts_the_offer_off_for_a_week_and_the_next_backup_forgets_it(store):
    store.create(PLAYERS)
    put_off = days(8)
    not_now(store, put_off)
    assert abs(parse_time(store.settings()[NOT_NOW]) - put_off) < timedelta(milliseconds=1)
    assert unbacked(store, days(14.9)) == 0
    assert unbacked(store, days(15.1)) == 1
    note_backup(store, now())
    assert NOT_NOW not in store.settings() and parse_time(store.settings()[LAST_BACKUP]) is not None


def test_the_last_backup_is_kept_in_the_data_folder_for_every_store_opened_on_it(store, tmp_path):
    store.create(PLAYERS)
    at = now()
    note_backup(store, at)
    assert Store(tmp_path / "data").settings()[LAST_BACKUP] == at
    on_disk = json.loads((tmp_path / "data" / "settings.json").read_text("utf-8"))
    assert on_disk["settings"]["1"][LAST_BACKUP] == at


def test_only_the_match_files_written_since_the_last_backup_are_read(store, tmp_path):
    old = store.create(PLAYERS).id
    path = next((tmp_path / "data").glob(f"*/{old}.json"))
    long_ago = time.time() - 30 * 86400
    note_backup(store, now())
    path.write_text("not a match", encoding="utf-8")  # read, it would be moved aside with a notice
    os.utime(path, (long_ago, long_ago))
    assert unbacked(store, days(8)) == 0 and store.notices == [] and path.read_text("utf-8") == "not a match"
