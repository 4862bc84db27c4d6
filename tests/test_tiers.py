"""The quick tier, pytest -m "not browser and not slow", runs where there is no Chromium, Node or Xvfb: every test
that needs one is marked `browser` (tests/programs.py), by its folder or by the fixture it asks for, and a test
that looks for one without the mark fails."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

import tiers
from programs import PROGRAM_FIXTURES, need_program

ROOT = Path(__file__).resolve().parents[1]


def quick(*paths: str) -> list[str]:
    """The test ids the quick tier collects from `paths`."""
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "--collect-only",
            "-q",
            "-p",
            "no:cacheprovider",
            "-m",
            "not browser and not slow",
            *paths,
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert done.returncode in (0, pytest.ExitCode.NO_TESTS_COLLECTED), done.stdout + done.stderr
    return [line for line in done.stdout.splitlines() if "::" in line]


@pytest.mark.slow
def test_the_quick_tier_takes_nothing_of_the_browser_folders_or_the_tests_that_ask_for_a_browser_or_a_display():
    browser = ("tests/e2e", "tests/emscripten", "tests/cli/test_window.py", "tests/server/test_browser.py")
    ids = quick(*browser, "tests/i18n/test_plurals.py")
    assert ids and all(i.startswith("tests/i18n/test_plurals.py::") for i in ids), ids


def test_a_property_tries_its_full_examples_in_the_whole_suite_and_a_fifth_in_the_quick_tier(monkeypatch):
    monkeypatch.setattr(tiers, "QUICK", False)
    assert (tiers.examples(400), tiers.examples(25)) == (400, 25)
    monkeypatch.setattr(tiers, "QUICK", True)
    assert (tiers.examples(400), tiers.examples(25)) == (80, 10)


def test_a_test_that_looks_for_a_program_without_the_browser_mark_fails_saying_so():
    with pytest.raises(pytest.fail.Exception, match="needs chromium but is not marked browser"):
        need_program("SCOREPAD_CHROMIUM", "chromium", "Chromium not found")


def test_each_fixture_that_starts_a_program_is_defined_by_that_name():
    sources = "\n".join(path.read_text(encoding="utf-8") for path in (ROOT / "tests").rglob("*.py"))
    assert all(re.search(rf"^def {name}\(", sources, re.MULTILINE) for name in PROGRAM_FIXTURES)
