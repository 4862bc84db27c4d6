"""Server tests share server_driver.py (importlib mode puts no test folder on sys.path by itself). The one
browser test drives Debian's headless Chromium: in CI (CI=true) a missing Chromium fails it, elsewhere it
is skipped with the reason shown, as in tests/e2e."""

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from server_driver import CHROMIUM_ARGS, chromium_path  # noqa: E402


@pytest.fixture(scope="session")
def browser():
    path = chromium_path()
    if path is None:
        message = "Chromium not found (apt install chromium); the browser test needs it"
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(message)
        pytest.skip(message)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
        yield launched
        launched.close()
