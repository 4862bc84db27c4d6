"""Every benchmark script still starts: its imports (the app's modules, the test drivers it borrows) resolve and its
options parse. The benchmarks run by hand, not in CI, so a renamed module or function would otherwise be found only
when someone needs the figures (seen: site_start_bench.py lost tests/ from its path, loop_bench.py a function the
Backup screen no longer has)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

BENCHMARKS = sorted((Path(__file__).resolve().parents[1] / "benchmarks").glob("*_bench.py"))


def test_there_are_benchmarks_to_start():
    assert len(BENCHMARKS) >= 10, BENCHMARKS


@pytest.mark.parametrize("script", BENCHMARKS, ids=lambda path: path.stem)
def test_a_benchmark_script_starts_and_says_how_it_is_run(script, tmp_path):
    done = subprocess.run(
        [sys.executable, str(script), "--help"], capture_output=True, text=True, cwd=tmp_path, timeout=120
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert "usage:" in done.stdout
