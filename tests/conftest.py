"""For the whole suite: `--screenshots DIR`, where the browser tests put their screenshots (the README's with
`pytest tests/e2e --screenshots docs/screenshots`; without it a temporary folder); the `browser` mark on every
test that asks for a browser or a display; and the check that a run leaves the git checkout as it found it: a
test that wrote a file of the tree fails the run, naming the file."""

from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))  # programs.py (importlib mode adds no test folder itself)
import programs  # noqa: E402
import published  # noqa: E402
import tiers  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
BEFORE = pytest.StashKey[dict]()
CHANGED = pytest.StashKey[list]()


def pytest_addoption(parser) -> None:
    parser.addoption(
        "--screenshots",
        metavar="DIR",
        default=None,
        help="write the browser tests' screenshots to DIR (docs/screenshots: the README's); "
        "without it they go to a temporary folder",
    )


def pytest_configure(config) -> None:
    """The quick tier (an -m expression that leaves out the slow tests) tries fewer examples per property."""
    tiers.QUICK = "not slow" in (config.getoption("markexpr") or "")
    if tiers.QUICK:
        from hypothesis import settings  # here: the storage tests' run under Pyodide has no hypothesis

        settings.register_profile("quick", max_examples=tiers.QUICK_LEAST * 2)
        settings.load_profile("quick")


@pytest.fixture(scope="session")
def published_site(tmp_path_factory) -> Path:
    """The real app's site, published once per session (tests/published.py: parallel workers share it): tests/site
    reads it, the browser tests serve it (tests/e2e/site_driver.py's build_site). Only read it: a test that
    changes a site publishes one of its own."""
    return published.one_site(tmp_path_factory.getbasetemp())


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items) -> None:
    programs.browser_tests(items)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item, nextitem):
    """Which test runs, for programs.need_program (a test looking for Chromium must be marked browser)."""
    programs.RUNNING = item
    try:
        return (yield)
    finally:
        programs.RUNNING = None


def checkout_state(root: Path) -> dict[str, str] | None:
    """Each changed or untracked file of the git checkout at `root`, with a hash of what it holds now (None:
    `root` is no git checkout, or git is not here)."""
    try:
        listed = subprocess.run(
            ["git", "-C", str(root), "status", "--porcelain", "-z", "--untracked-files=all"],
            capture_output=True,
            check=True,
            timeout=60,
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    entries, state = iter(listed.split(b"\0")), {}
    for entry in entries:
        if not entry:
            continue
        if entry[:1] in (b"R", b"C"):
            next(entries, None)  # a rename or copy names its source too
        path = entry[3:].decode("utf-8", "surrogateescape")
        file = root / path
        state[path] = hashlib.sha256(file.read_bytes()).hexdigest() if file.is_file() else "gone"
    return state


def changed_files(before: dict[str, str], after: dict[str, str], allowed: Path | None, root: Path) -> list[str]:
    """The files whose state differs between two snapshots, less those in `allowed` (the screenshots folder)."""
    paths = {p for p in before.keys() | after.keys() if before.get(p, "clean") != after.get(p, "clean")}
    if allowed is not None:
        paths = {p for p in paths if not (root / p).resolve().is_relative_to(allowed)}
    return sorted(paths)


def pytest_sessionstart(session) -> None:
    if hasattr(session.config, "workerinput"):
        return  # under pytest -n the controller checks, before its workers start and after they end
    state = checkout_state(ROOT)
    if state is not None:
        session.config.stash[BEFORE] = state


def pytest_sessionfinish(session, exitstatus) -> None:
    """The run fails when it changed the checkout (other than the folder --screenshots names)."""
    before = session.config.stash.get(BEFORE, None)
    after = checkout_state(ROOT) if before is not None else None
    if after is None:
        return
    shots = session.config.getoption("--screenshots")
    changed = changed_files(before, after, Path(shots).resolve() if shots else None, ROOT)
    session.config.stash[CHANGED] = changed
    if changed and session.exitstatus == pytest.ExitCode.OK:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_terminal_summary(terminalreporter, exitstatus, config) -> None:
    changed = config.stash.get(CHANGED, [])
    if changed:
        terminalreporter.write_sep(
            "=", "the tests changed files of the checkout (they may write only to tmp_path)", red=True, bold=True
        )
        for path in changed:
            terminalreporter.write_line(f"  {path}")
