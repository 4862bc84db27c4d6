"""The suite's own check (tests/conftest.py): a run that changes a file of the git checkout fails and names
the file; a run that writes only to tmp_path, or only into the folder --screenshots names, passes. Tried on
a small checkout of its own in tmp_path, with this very conftest.py."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # each test runs pytest again, on a checkout of its own

CONFTEST = Path(__file__).resolve().parent / "conftest.py"
WRITES_INTO_THE_TREE = """from pathlib import Path


def test_that_rewrites_a_tracked_file():
    Path(__file__).resolve().parents[1].joinpath("docs", "shot.png").write_bytes(b"new pixels")
"""
WRITES_A_NEW_FILE = """from pathlib import Path


def test_that_leaves_a_new_file():
    Path(__file__).resolve().parents[1].joinpath("left-behind.txt").write_text("oops")
"""
WRITES_TO_TMP_PATH = """def test_that_writes_only_to_its_temporary_folder(tmp_path):
    (tmp_path / "shot.png").write_bytes(b"new pixels")
"""
WRITES_SCREENSHOTS = """from pathlib import Path


def test_that_makes_the_screenshots(request):
    Path(request.config.getoption("--screenshots"), "shot.png").write_bytes(b"new pixels")
"""


def git(folder: Path, *args: str) -> None:
    subprocess.run(
        ["git", "-C", str(folder), "-c", "user.name=t", "-c", "user.email=t@example.org", *args],
        check=True,
        capture_output=True,
        timeout=60,
    )


def checkout(tmp_path: Path, test: str) -> Path:
    """A git checkout holding docs/shot.png, tests/conftest.py and its helper modules and one test, all committed."""
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    root = tmp_path / "checkout"
    (root / "tests").mkdir(parents=True)
    (root / "docs").mkdir()
    (root / "docs" / "shot.png").write_bytes(b"old pixels")
    (root / ".gitignore").write_text("__pycache__/\n.pytest_cache/\n")
    shutil.copyfile(CONFTEST, root / "tests" / "conftest.py")
    shutil.copyfile(CONFTEST.with_name("programs.py"), root / "tests" / "programs.py")  # the conftest's marks
    shutil.copyfile(CONFTEST.with_name("tiers.py"), root / "tests" / "tiers.py")  # the quick tier's examples
    shutil.copyfile(CONFTEST.with_name("published.py"), root / "tests" / "published.py")  # the shared site
    (root / "tests" / "test_one.py").write_text(test)
    git(root, "init", "-q")
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", "start")
    return root


def pytest_in(root: Path, *args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "PYTEST_ADDOPTS"}
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "--basetemp",
            str(root.parent / "run"),
            *args,
            "tests",
        ],
        check=False,
        cwd=root,
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )


@pytest.mark.parametrize(
    "test, left",
    [(WRITES_INTO_THE_TREE, "docs/shot.png"), (WRITES_A_NEW_FILE, "left-behind.txt")],
    ids=["a tracked file rewritten", "a new file left behind"],
)
def test_a_run_whose_test_changes_the_checkout_fails_and_names_the_file(tmp_path, test, left):
    done = pytest_in(checkout(tmp_path, test))
    assert done.returncode == pytest.ExitCode.TESTS_FAILED, done.stdout + done.stderr
    assert "1 passed" in done.stdout and "the tests changed files of the checkout" in done.stdout
    assert f"\n  {left}\n" in done.stdout


def test_a_run_that_writes_only_to_tmp_path_passes(tmp_path):
    done = pytest_in(checkout(tmp_path, WRITES_TO_TMP_PATH))
    assert done.returncode == pytest.ExitCode.OK, done.stdout + done.stderr
    assert "changed files" not in done.stdout


def test_screenshots_may_change_only_the_folder_named_by_the_option(tmp_path):
    root = checkout(tmp_path, WRITES_SCREENSHOTS)
    done = pytest_in(root, "--screenshots", "docs")
    assert done.returncode == pytest.ExitCode.OK, done.stdout + done.stderr
    assert (root / "docs" / "shot.png").read_bytes() == b"new pixels"
