"""The Store a command works on: --data-dir's (or the default), what opening it did told on stderr, its
errors as one line. Shared by the data commands, check and show, new and add."""

from __future__ import annotations

import logging
import sys
from contextlib import contextmanager

from scorepad.cli.errors import CliError, exit_code_of
from scorepad.i18n.storage_text import error_text, notice_text

QUIET = logging.NullHandler()


@contextmanager
def opened(args, lang: str, players=()):
    """The Store of --data-dir (or the default); its notices on stderr (what opening did, then what reading
    found: a damaged file met on the way); its errors as one line.

    Storage's log lines (in English, for the app's and the server's log) are not printed here: what they
    say is in the notices, in the user's language."""
    from scorepad.storage import StorageError, Store, default_data_dir

    logging.getLogger("scorepad.storage").addHandler(QUIET)  # the same handler each time: added once
    try:
        store = Store(default_data_dir(args.data_dir))
        told = tell(store.notices, 0, lang)
        try:
            with store:
                yield store
        finally:
            tell(store.notices, told, lang)
    except StorageError as error:
        raise CliError(error_text(error, lang, players), exit_code_of(error)) from None


def tell(notices: list, start: int, lang: str) -> int:
    """Print the notices from `start` on; the number of notices told so far."""
    for notice in notices[start:]:
        print(f"scorepad: {notice_text(notice, lang)}", file=sys.stderr)
    return len(notices)
