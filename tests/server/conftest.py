"""Server tests share server_driver.py (importlib mode puts no test folder on sys.path by itself). The
browser tests drive Debian's headless Chromium: in CI (CI=true) a missing Chromium fails them, elsewhere
they are skipped with the reason shown, as in tests/e2e."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from server_driver import need_chromium  # noqa: E402


@pytest.fixture(scope="session")
def chromium():
    """Chromium's path for tests that drive it with Playwright's async API in a thread of their own (a
    second sync Playwright cannot start while tests/e2e's is open)."""
    return need_chromium()
