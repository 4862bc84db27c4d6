"""Browser tests: the real `scorepad --web` and the published site in Debian's headless Chromium, and in WebKitGTK on
a virtual display (webkit_driver.py). In CI (CI=true) a missing browser fails the run; elsewhere these tests are
skipped with the reason shown."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import e2e_driver  # noqa: E402
from e2e_driver import CHROMIUM_ARGS, WIFI_ARGS, need_chromium  # noqa: E402
from programs import browser_tests, virtual_display  # noqa: E402
from webkit_driver import need_webkit  # noqa: E402


@pytest.fixture(scope="session", autouse=True)
def screenshots(request, tmp_path_factory):
    """Where shot() writes: the folder `--screenshots DIR` names (docs/screenshots for the README's), else a
    temporary one: a plain run leaves the checkout as it was."""
    chosen = request.config.getoption("--screenshots")
    e2e_driver.SHOTS = Path(chosen).resolve() if chosen else tmp_path_factory.mktemp("screenshots")
    e2e_driver.SETTLED_SHOTS = bool(chosen)
    return e2e_driver.SHOTS


@pytest.fixture(scope="session")
def playwright_driver():
    """One Playwright for the session (its sync API runs once per thread); the browsers below share it."""
    need_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        yield playwright


@pytest.fixture(scope="session")
def browser(playwright_driver):
    launched = playwright_driver.chromium.launch(executable_path=need_chromium(), args=CHROMIUM_ARGS)
    yield launched
    launched.close()


@pytest.fixture(scope="session")
def wifi_browser(playwright_driver):
    """A Chromium that reaches the test servers as phones on a Wi-Fi do: through http://table.test:PORT
    (`e2e_driver.on_wifi`), an origin that is not a secure context."""
    launched = playwright_driver.chromium.launch(executable_path=need_chromium(), args=WIFI_ARGS)
    yield launched
    launched.close()


@pytest.fixture(scope="session")
def webkit_display():
    """The display of the session's WebKit windows (webkit_driver.webkit): one Xvfb, once WebKitGTK is found."""
    need_webkit()
    with virtual_display() as display:
        yield display


@pytest.fixture(autouse=True)
def no_pages_left_open(request):
    """After each test every window it opened is closed, also when it failed half-way: a Flutter page
    left open goes on drawing and slows every later test."""
    yield
    for name in ("browser", "wifi_browser"):
        if name in request.fixturenames:
            for context in list(request.getfixturevalue(name).contexts):
                context.close()


def pytest_collection_modifyitems(items) -> None:
    """Every test in this folder drives Chromium: all of them, a new file's too, are `browser` tests."""
    browser_tests(items, Path(__file__).resolve().parent)
