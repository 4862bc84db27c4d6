"""The Emscripten tests share pyodide_runner.py (importlib mode puts no test folder on sys.path by itself)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from programs import browser_tests  # noqa: E402


def pytest_collection_modifyitems(items) -> None:
    """Every test in this folder runs Pyodide in Node: all of them, a new file's too, are `browser` tests."""
    browser_tests(items, Path(__file__).resolve().parent)
