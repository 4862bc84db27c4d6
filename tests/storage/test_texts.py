"""Every storage error and notice has a one-line English and German text."""

from __future__ import annotations

import pytest

from scorepad.i18n.storage_text import error_text, notice_text
from scorepad.rules import Problem
from scorepad.storage import Notice, StorageError

ERRORS = [
    StorageError("not_found", id="0mx000000abc"),
    StorageError("invalid", problems=[Problem("points_sum", 2, {"sum": 25, "total": 26, "variant": "standard"})]),
    StorageError("disk_full", path="/data"),
    StorageError("locked", path="/data/.lock"),
    StorageError("io", path="/data", reason="Input/output error"),
    StorageError("read_only", path="/data"),
    StorageError("too_new", path="/data", schema=3, supported=2),
    StorageError("damaged_store", path="/data/store.json", what="bad_version", value="true", supported=2),
    StorageError("damaged_store", path="/data/store.json", what="no_version", value="", supported=2),
    StorageError("damaged_store", path="/data/store.json", what="unreadable", value="", supported=2),
    StorageError("changed", id="0mx000000abc", hand=3, what="added", hands=3),
    StorageError("changed", id="0mx000000abc", hand=3, what="not_last"),
    StorageError("changed", id="0mx000000abc", hand=3, what="edited"),
]
NOTICES = [
    Notice("migrated", {"from": 1, "to": 2, "backup": "backups/schema-1"}),
    Notice("damaged_restored", {"path": "active/x.json", "moved_to": "damaged/y"}),
    Notice("damaged_lost", {"path": "active/x.json", "moved_to": "damaged/y"}),
    Notice("write_completed", {"files": 3}),
    Notice("stale_lock", {"path": ".lock.pid", "pid": 4711}),
]


@pytest.mark.parametrize("error", ERRORS, ids=lambda e: e.code + e.data.get("what", ""))
def test_every_storage_error_reads_as_one_line_in_english_and_german(error):
    english, german = error_text(error, "en"), error_text(error, "de")
    assert english != german and "\n" not in english + german
    hidden = {"changed": ("what", "id"), "damaged_store": ("what", "supported")}.get(error.code, ())
    shown = {k: v for k, v in error.data.items() if k not in hidden}
    for value in shown.values():
        if isinstance(value, (str, int)):
            assert str(value) in english and str(value) in german


def test_an_invalid_hand_names_the_hand_and_what_is_wrong():
    assert error_text(ERRORS[1], "en") == "not saved: hand 2: points sum to 25, a standard hand has 26"


@pytest.mark.parametrize("notice", NOTICES, ids=lambda n: n.code)
def test_every_notice_reads_as_one_line_in_english_and_german(notice):
    english, german = notice_text(notice, "en"), notice_text(notice, "de")
    assert english != german and "\n" not in english + german
    assert all(str(v) in english and str(v) in german for v in notice.data.values())
