"""The storage tests again, under Pyodide in Node: the Store on Emscripten's file system, where there are
no threads, no os.link, and flock and fsync do nothing (the browser's case, without a browser)."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET

from pyodide_runner import ROOT, run_python

from scorepad.site.vendor import vendor

# Every storage test that needs no second process and no compiled module: crashes (kill -9), the full-disk
# mounts and the multi-process lock tests cannot run in one Pyodide; hypothesis (test_model) has a compiled
# core; test_texts is words, not the file system.
FILES = ["test_store.py", "test_recovery.py", "test_migration.py", "test_tinydb_storage.py"]
TEST_PACKAGES = ("pytest", "pluggy", "iniconfig", "packaging", "pygments", "tinydb")

PYTEST = """
import pytest
pytest.main(["-q", "-p", "no:cacheprovider", "-p", "no:hypothesispytest", "--junitxml=/out/results.xml",
             "-W", "error::pytest.PytestUnraisableExceptionWarning",
             *["tests/storage/" + name for name in {files!r}]])
"""


def test_the_storage_tests_pass_under_pyodide_on_emscriptens_file_system(tmp_path):
    packages, out = tmp_path / "packages", tmp_path / "out"
    vendor(TEST_PACKAGES, packages)
    out.mkdir()
    code = "import os; os.chdir('/project')\n" + PYTEST.format(files=FILES)
    done = run_python(code, {"/project": ROOT, "/packages": packages, "/out": out}, ["/packages", "/project"], tmp_path)
    report = done.stdout[-6000:] + done.stderr[-3000:]
    assert (out / "results.xml").exists(), report
    suite = ET.parse(out / "results.xml").getroot().find("testsuite")
    ran = {case.get("classname").split(".")[-1] + ".py" for case in suite.iter("testcase")}
    assert ran == set(FILES), report
    assert (int(suite.get("failures")), int(suite.get("errors")), int(suite.get("skipped"))) == (0, 0, 0), report
    assert int(suite.get("tests")) == len(collected_here()) and done.returncode == 0, report


def collected_here() -> list[str]:
    """The ids of the same tests as this Python collects them: under Pyodide none may go missing."""
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "--collect-only",
            "-q",
            "-p",
            "no:cacheprovider",
            *[f"tests/storage/{name}" for name in FILES],
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    return [line for line in done.stdout.splitlines() if "::" in line]
