"""The UI tests: a real Store in a temp folder, and the app's sessions driven in-process (ui_harness.py)."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ui_harness import Table  # noqa: E402

from scorepad.storage import Store  # noqa: E402
from scorepad.ui.app import make_main  # noqa: E402


@pytest.fixture
def data_dir(tmp_path):
    return tmp_path / "data"


@pytest.fixture
def store(data_dir):
    opened = Store(data_dir)
    yield opened
    opened.close()


@pytest.fixture
def open_table(store):
    """open_table(lang) -> an app session on the real store, started as a browser tab would start it."""

    def opener(lang="en", on_store=None):
        return Table(make_main(on_store or store, lang)).open()

    return opener
