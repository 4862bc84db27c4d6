"""Where the test suite's work goes: the CPU-seconds of each test, run one after another, by file and slowest first.

    python benchmarks/suite_cpu.py                      # the browser tests but the evening's faults (about 25 min)
    python benchmarks/suite_cpu.py tests/e2e/test_table_in_browser.py

Each test is charged what the whole machine's cores were busy while it ran (/proc/stat): Chromium's renderers
are not the test process's children (its zygote forks them), so only the machine's count sees them. That is
why the tests run one after another here, on one worker; keep the machine otherwise quiet. The sum is the work
two cores share in CI (docs/benchmarks.md, "The test suite").
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

import pytest
from figures import busy_seconds

ROOT = Path(__file__).resolve().parents[1]
DEFAULT = ["-m", "browser", "--deselect", "tests/e2e/test_faults_in_browser.py"]


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    """As a pytest plugin (-p suite_cpu): one line per test, its CPU-seconds and seconds, setup to teardown."""
    busy, started = busy_seconds(), time.monotonic()
    yield
    line = {"test": item.nodeid, "cpu": busy_seconds() - busy, "wall": time.monotonic() - started}
    with open(os.environ["SUITE_CPU_OUT"], "a", encoding="utf-8") as out:
        out.write(json.dumps(line) + "\n")


def report(lines: list[dict], slowest: int = 15) -> None:
    """The total, each file's share and the tests that cost most."""
    total = sum(line["cpu"] for line in lines)
    print(f"{len(lines)} tests: {total:,.0f} CPU-seconds in {sum(line['wall'] for line in lines):,.0f} s one after another")
    files: dict[str, float] = defaultdict(float)
    for line in lines:
        files[line["test"].split("::")[0]] += line["cpu"]
    print("\nby file (CPU-s, share)")
    for name, cpu in sorted(files.items(), key=lambda item: -item[1]):
        print(f"  {cpu:7.1f} {cpu / total:6.1%}  {name}")
    print(f"\nthe {slowest} costliest tests (CPU-s, s)")
    for line in sorted(lines, key=lambda line: -line["cpu"])[:slowest]:
        print(f"  {line['cpu']:7.1f} {line['wall']:7.1f}  {line['test']}")


def main() -> int:
    if {"-h", "--help"} & set(sys.argv[1:]):
        print(__doc__)
        return 0
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "cpu.jsonl"
        env = {**os.environ, "SUITE_CPU_OUT": str(out),
               "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT / "benchmarks"), os.environ.get("PYTHONPATH")]))}
        args = sys.argv[1:] or DEFAULT
        quiet = ["--durations=0", "--durations-min=1e9"]  # pytest's own slowest list (addopts) would repeat the report
        ran = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:xdist", "-p", "no:cacheprovider", "-p", "suite_cpu",
                              "-q", *quiet, *args], cwd=ROOT, env=env, check=False)
        if not out.exists():
            print("no test ran")
            return ran.returncode or 1
        report([json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()])
    return ran.returncode


if __name__ == "__main__":
    sys.exit(main())
