"""Durable local storage of matches and settings (the only layer that imports tinydb).

See docs/storage.md for the layout on disk and what is guaranteed.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from scorepad.storage.errors import (
    Changed,
    DamagedStore,
    DiskFull,
    Forbidden,
    HandAlreadyAdded,
    HandChanged,
    Invalid,
    Locked,
    NeedsNewer,
    NotFound,
    NothingToPutBack,
    Notice,
    NotLastHand,
    ReadOnly,
    StorageError,
    TooNew,
)
from scorepad.storage.importing import ImportResult
from scorepad.storage.records import MatchSummary, StoredMatch
from scorepad.storage.store import Store

# In the browser (Pyodide) the data folder is this IndexedDB mount (scorepad/storage/browser.py); the path is
# also the name of the IndexedDB database, so changing it would leave every stored match behind.
BROWSER_DATA_DIR = "/scorepad"


def default_data_dir(explicit: str | None = None) -> Path:
    """--data-dir, else $SCOREPAD_DATA_DIR, else $FLET_APP_STORAGE_DATA, else the OS's per-user data folder
    (in the browser: the IndexedDB mount, since platformdirs would point into memory there)."""
    for value in (explicit, os.environ.get("SCOREPAD_DATA_DIR"), os.environ.get("FLET_APP_STORAGE_DATA")):
        if value:
            return Path(value).expanduser()
    if sys.platform == "emscripten":
        return Path(BROWSER_DATA_DIR)
    import platformdirs

    return Path(platformdirs.user_data_dir("scorepad", appauthor=False))


__all__ = [
    "BROWSER_DATA_DIR",
    "Store",
    "StoredMatch",
    "MatchSummary",
    "StorageError",
    "Notice",
    "ImportResult",
    "default_data_dir",
    "Changed",
    "DamagedStore",
    "DiskFull",
    "Forbidden",
    "HandAlreadyAdded",
    "HandChanged",
    "Invalid",
    "Locked",
    "NotFound",
    "NotLastHand",
    "NothingToPutBack",
    "ReadOnly",
    "TooNew",
    "NeedsNewer",
]
