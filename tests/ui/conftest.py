"""The UI tests: a real Store in a temp folder, and the app's sessions driven in-process (ui_harness.py)."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ui_harness import Table  # noqa: E402

from scorepad.storage import Store  # noqa: E402
from scorepad.ui.app import make_main  # noqa: E402
from scorepad.ui.backend import Backend  # noqa: E402


@pytest.fixture
def data_dir(tmp_path):
    return tmp_path / "data"


@pytest.fixture
def store(data_dir):
    opened = Store(data_dir)
    yield opened
    opened.close()


@pytest.fixture
def backend(store):
    """The process's side of the app (one per "server"): sessions opened on it share the store."""
    return Backend(store)


@pytest.fixture
def open_table(store, backend):
    """open_table(lang, route=..., draw_delay=...) -> an app session on the real store, started as a browser tab
    opened at `route` on a phone that draws what it is sent `draw_delay` s late."""
    opened = []

    def opener(lang="en", on_store=None, route="/", draw_delay=0.0):
        main = make_main(on_store or store, lang, None if on_store is not None else backend)
        table = Table(main, route=route, draw_delay=draw_delay)
        opened.append(table)
        return table.open()

    yield opener
    for table in opened:
        table.close()
