"""The programs some tests run (Chromium, Node, Xvfb, WebKit): where they are; a missing one is a skip on a developer's
machine and a failure in CI (CI=true), where a skipped browser or Pyodide test would pass unseen. Every test that
needs one is marked `browser` (browser_tests below), so the quick tier, -m "not browser", never looks for them.
Any other test that cannot run on a machine (no network address, no `unshare`) says so through `cannot_run`:
the same skip here, the same failure in CI, which .ci/run gives what they need."""

from __future__ import annotations

import os
import select
import shutil
import subprocess
from contextlib import contextmanager
from pathlib import Path
from typing import NoReturn

import pytest


def in_ci() -> bool:
    """Whether this is CI's run (CI=true), where a skipped test would pass unseen."""
    return os.environ.get("CI", "").lower() == "true"


def cannot_run(reason: str) -> NoReturn:
    """This test cannot run on this machine: a skip on a developer's, a failure in CI (CI=true), saying why."""
    if in_ci():
        pytest.fail(f"{reason} (CI=true: a test that cannot run fails here; .ci/run gives CI what the tests need)")
    pytest.skip(reason)


def find_program(env: str, command: str) -> str | None:
    """The path in `env`, else `command` on the PATH, else Debian's /usr/bin one (None: not here)."""
    for candidate in (os.environ.get(env), shutil.which(command), f"/usr/bin/{command}"):
        if candidate and Path(candidate).exists():
            return candidate
    return None


RUNNING: pytest.Item | None = None  # the test being run (tests/conftest.py keeps it), None outside pytest


def need_program(env: str, command: str, missing: str) -> str:
    """The program's path; when it is not here, `missing` as a skip (a developer's machine) or a failure (CI).
    A test not marked `browser` that looks for one fails: the quick tier must pass where there is none."""
    if RUNNING is not None and RUNNING.get_closest_marker("browser") is None:
        pytest.fail(f"{RUNNING.nodeid} needs {command} but is not marked browser (ask for a fixture of "
                    f"PROGRAM_FIXTURES in tests/programs.py, or put the test under tests/e2e)")
    path = find_program(env, command)
    if path is None:
        cannot_run(missing)
    return path


# The fixtures that start Chromium, Playwright or a display: a test asking for one is a browser test wherever it is.
PROGRAM_FIXTURES = frozenset({"browser", "wifi_browser", "playwright_driver", "chromium", "display", "webkit_display"})


def browser_tests(items: list[pytest.Item], folder: Path | None = None) -> None:
    """Marks `browser` each item under `folder` (every one of them needs a program), and, without a folder,
    each item asking for one of PROGRAM_FIXTURES."""
    for item in items:
        under = folder is not None and item.path.is_relative_to(folder)
        if under or (folder is None and PROGRAM_FIXTURES & set(getattr(item, "fixturenames", ()))):
            item.add_marker(pytest.mark.browser)


@contextmanager
def virtual_display(screen: str = "800x600x24"):
    """A fresh Xvfb (the window tests', WebKit's, keep-awake's) of `screen`; yields its DISPLAY (':N', the number Xvfb chose itself)."""
    xvfb = need_program("SCOREPAD_XVFB", "Xvfb", "Xvfb not found (apt-get install xvfb); the window and WebKit tests need a display")
    read, write = os.pipe()
    process = subprocess.Popen([xvfb, "-displayfd", str(write), "-nolisten", "tcp", "-screen", "0", screen],
                               pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        ready, _, _ = select.select([read], [], [], 30)
        number = os.read(read, 16).decode().strip() if ready else ""
        assert number.isdigit(), "Xvfb did not say its display"
        yield f":{number}"
    finally:
        os.close(read)
        process.terminate()
        process.wait(timeout=10)
