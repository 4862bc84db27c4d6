"""The programs some tests run (Chromium, Node, Xvfb): where they are; a missing one is a skip on a developer's
machine and a failure in CI (CI=true), where a skipped browser or Pyodide test would pass unseen. Every test that
needs one is marked `browser` (browser_tests below), so the quick tier, -m "not browser", never looks for them."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest


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
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(missing)
        pytest.skip(missing)
    return path


# The fixtures that start Chromium, Playwright or a display, with the program each needs: a test asking for one is
# a browser test wherever it is.
PROGRAM_FIXTURES = {"browser": "chromium", "wifi_browser": "chromium", "playwright_driver": "chromium",
                    "chromium": "chromium", "display": "xvfb"}


def browser_tests(items: list[pytest.Item], folder: Path | None = None, program: str = "chromium") -> None:
    """Marks `browser` each item under `folder` (every one there needs `program`), and, without a folder, each
    item asking for one of PROGRAM_FIXTURES. Under pytest -n (--dist loadgroup) the tests of one program run on
    one worker, one after the other, sharing its one browser; the other worker meanwhile takes the rest."""
    for item in items:
        if folder is None:
            needs = [PROGRAM_FIXTURES[name] for name in getattr(item, "fixturenames", ()) if name in PROGRAM_FIXTURES]
            needed = needs[0] if needs else None
        else:
            needed = program if item.path.is_relative_to(folder) else None
        if needed is not None:
            item.add_marker(pytest.mark.browser)
            item.add_marker(pytest.mark.xdist_group(needed))
