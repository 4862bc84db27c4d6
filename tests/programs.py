"""The programs some tests run (Chromium, Node): where they are; a missing one is a skip on a developer's
machine and a failure in CI (CI=true), where a skipped browser or Pyodide test would pass unseen."""

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


def need_program(env: str, command: str, missing: str) -> str:
    """The program's path; when it is not here, `missing` as a skip (a developer's machine) or a failure (CI)."""
    path = find_program(env, command)
    if path is None:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(missing)
        pytest.skip(missing)
    return path
