"""The suite's guard against a test that hangs (pytest-timeout, set in pyproject.toml): such a test fails after
the limit, at the line it waited on, and the run goes on to its end, on two workers as CI runs it. Tried on a
small project in tmp_path with this project's pytest settings and the limit cut to a few seconds."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # each test runs pytest again

PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"
SETTINGS = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["tool"]["pytest"]["ini_options"]
HANGS = """import threading


def test_that_waits_for_an_answer_that_never_comes():
    threading.Event().wait()


def test_that_answers():
    assert True
"""


def project(tmp_path: Path, limit: int) -> Path:
    """A folder with the hanging test and this project's timeout settings, the limit cut to `limit` seconds."""
    root = tmp_path / "project"
    root.mkdir()
    settings = f'timeout = {limit}\ntimeout_method = "{SETTINGS["timeout_method"]}"\n'
    (root / "pyproject.toml").write_text("[tool.pytest.ini_options]\n" + settings, encoding="utf-8")
    (root / "test_hangs.py").write_text(HANGS, encoding="utf-8")
    return root


def test_the_project_gives_every_test_a_limit_well_above_the_slowest_one():
    assert 300 <= int(SETTINGS["timeout"]) <= 900
    assert SETTINGS["timeout_method"] == "signal"  # the test fails, not the worker (see pyproject.toml)


@pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["one process", "two workers"])
def test_a_hanging_test_fails_at_the_line_it_waited_on_and_the_run_goes_on(tmp_path, workers):
    env = {k: v for k, v in os.environ.items() if k != "PYTEST_ADDOPTS"}
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *workers],
        cwd=project(tmp_path, 3),
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == pytest.ExitCode.TESTS_FAILED, done.stdout + done.stderr
    assert "1 failed, 1 passed" in done.stdout
    assert "Timeout (>3.0s) from pytest-timeout" in done.stdout
    assert "threading.Event().wait()" in done.stdout  # the line it waited on, with every thread's stack
