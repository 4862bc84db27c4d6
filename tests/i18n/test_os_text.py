"""The system's reasons in the user's language: an errno becomes words; the English text goes to the log only."""

import errno
import logging
import os

import pytest

from scorepad.i18n.os_text import REASONS, os_reason
from scorepad.i18n.storage_text import error_text
from scorepad.storage.errors import from_os_error

# errno -> English, German
WORDS = [
    (errno.ENOENT, "no such file or folder", "Datei oder Ordner gibt es nicht"),
    (errno.EEXIST, "something of that name is already there", "etwas mit diesem Namen gibt es schon"),
    (errno.ENOTDIR, "a part of the path is not a folder", "ein Teil des Pfads ist kein Ordner"),
    # not in the table: the English text, named in German
    (
        errno.EPROTO,
        "Protocol error",
        "Systemfehler EPROTO (Nr. 71)",
    ),
]


@pytest.mark.parametrize("number, en, de", WORDS)
def test_an_errno_reads_as_words_of_the_users_language(number, en, de):
    english = os.strerror(number)
    assert (os_reason(number, "en", english), os_reason(number, "de", english)) == (en, de)


@pytest.mark.parametrize("name", sorted(REASONS))
def test_every_listed_reason_is_a_real_errno_with_german_words(name):
    number = getattr(errno, name, None)
    if number is None:
        pytest.skip(f"{name} is not an errno on this system")
    assert os_reason(number, "de") != os_reason(number, "en")


def test_a_real_os_error_of_storage_reads_in_german_and_its_english_text_is_only_logged(tmp_path, caplog):
    in_the_way = tmp_path / "data"
    in_the_way.write_text("a file where the data folder should be")
    with pytest.raises(OSError) as raised:
        os.mkdir(in_the_way)
    with caplog.at_level(logging.INFO, logger="scorepad.os"):
        line = error_text(from_os_error(raised.value, in_the_way), "de")
    assert line == f"{in_the_way} kann nicht gelesen oder geschrieben werden: etwas mit diesem Namen gibt es schon"
    assert "File exists" not in line and "File exists" in caplog.text


def test_a_reason_without_an_errno_is_kept_as_it_came():
    assert os_reason(None, "de", "IndexedDB: QuotaExceededError") == "IndexedDB: QuotaExceededError"
