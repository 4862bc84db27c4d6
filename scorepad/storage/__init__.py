"""Durable local storage of matches and settings (the only layer that imports tinydb).

See docs/storage.md for the layout on disk and what is guaranteed.
"""

from __future__ import annotations

import os
from pathlib import Path

from scorepad.storage.errors import Notice, StorageError
from scorepad.storage.records import MatchSummary, StoredMatch
from scorepad.storage.store import ImportResult, Store


def default_data_dir(explicit: str | None = None) -> Path:
    """--data-dir, else $SCOREPAD_DATA_DIR, else $FLET_APP_STORAGE_DATA, else the OS's per-user data folder."""
    for value in (explicit, os.environ.get("SCOREPAD_DATA_DIR"), os.environ.get("FLET_APP_STORAGE_DATA")):
        if value:
            return Path(value).expanduser()
    import platformdirs

    return Path(platformdirs.user_data_dir("scorepad", appauthor=False))


__all__ = ["Store", "StoredMatch", "MatchSummary", "StorageError", "Notice", "ImportResult", "default_data_dir"]
