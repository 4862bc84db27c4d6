"""Where the test suite's work goes: the CPU-seconds of each test, run one after another, by file and slowest first.

    python benchmarks/suite_cpu.py                      # the browser tests but the evening's faults (about 25 min)
    python benchmarks/suite_cpu.py tests/e2e/test_table_in_browser.py

Each test is charged what the whole machine's cores were busy while it ran (/proc/stat): Chromium's renderers
are not the test process's children (its zygote forks them), so only the machine's count sees them. That is
why the tests run one after another here, on one worker; keep the machine otherwise quiet. The sum is the work
two cores share in CI (docs/benchmarks.md, "The test suite"). Which processes do that work is sampled from /proc
every 0.3 s meanwhile (a process that lives shorter is missed: the rest of the total).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from pathlib import Path

import pytest
from figures import busy_seconds, cpu_seconds

ROOT = Path(__file__).resolve().parents[1]
DEFAULT = ["-m", "browser", "--deselect", "tests/e2e/test_faults_in_browser.py"]
HZ = os.sysconf("SC_CLK_TCK")


def kind(args: list[str]) -> str:
    """Which part of a browser test a process is, by its command line."""
    line = " ".join(args)
    if "chromium" in line or "chrome" in line:
        part = typed[1] if (typed := re.search(r"--type=([\w-]+)", line)) else "browser"  # a child's is one string
        return {"renderer": "Chromium: renderers (the page: Flutter's frames, the site's Python)",
                "gpu-process": "Chromium: GPU process (WebGL, drawn by SwiftShader on the CPU)",
                "browser": "Chromium: browser process"}.get(part, "Chromium: other")
    if "--web" in args and "scorepad" in line:
        return "scorepad --web servers"
    if "run-driver" in line:
        return "Playwright's driver (node)"
    if "pytest" in line:
        return "pytest (the tests' own steps)"
    return "other processes"


class ByProcess(threading.Thread):
    """Samples every process's CPU time until stopped; `seconds()` is what each kind used meanwhile."""

    def __init__(self, interval: float = 0.3):
        super().__init__(daemon=True)
        self.interval, self.stopped = interval, threading.Event()
        self.first: dict[tuple[str, str], float] = {}  # (pid, its start) -> CPU-s when first seen, 0 if started meanwhile
        self.last: dict[tuple[str, str], tuple[str, float]] = {}
        self.sample(started=False)

    def sample(self, started: bool = True) -> None:
        for pid in filter(str.isdigit, os.listdir("/proc")):
            try:
                fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
                key = (pid, fields[19])
                if key not in self.last:
                    args = Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace").split("\0")
                    self.first[key] = 0.0 if started else cpu_seconds(int(pid))
                    self.last[key] = (kind(args), 0.0)
                self.last[key] = (self.last[key][0], (int(fields[11]) + int(fields[12])) / HZ)
            except (OSError, IndexError):  # ended between the listing and the reading
                continue

    def run(self) -> None:
        while not self.stopped.wait(self.interval):
            self.sample()

    def seconds(self) -> dict[str, float]:
        self.stopped.set()
        self.join()
        self.sample()
        used: dict[str, float] = defaultdict(float)
        for key, (name, cpu) in self.last.items():
            if key[0] != str(os.getpid()):
                used[name] += max(0.0, cpu - self.first[key])
        return used


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    """As a pytest plugin (-p suite_cpu): one line per test, its CPU-seconds and seconds, setup to teardown."""
    busy, started = busy_seconds(), time.monotonic()
    yield
    line = {"test": item.nodeid, "cpu": busy_seconds() - busy, "wall": time.monotonic() - started}
    with open(os.environ["SUITE_CPU_OUT"], "a", encoding="utf-8") as out:
        out.write(json.dumps(line) + "\n")


def report(lines: list[dict], used: dict[str, float], slowest: int = 15) -> None:
    """The total, each kind of process's share, each file's and the tests that cost most."""
    total = sum(line["cpu"] for line in lines)
    print(f"{len(lines)} tests: {total:,.0f} CPU-seconds in {sum(line['wall'] for line in lines):,.0f} s one after another")
    print(f"\nby process (CPU-s, share; sampled every 0.3 s, {sum(used.values()):,.0f} CPU-s of the {total:,.0f})")
    for name, cpu in sorted(used.items(), key=lambda item: -item[1]):
        if cpu >= 0.05:
            print(f"  {cpu:7.1f} {cpu / total:6.1%}  {name}")
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
        processes = ByProcess()
        processes.start()
        ran = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:xdist", "-p", "no:cacheprovider", "-p", "suite_cpu",
                              "-q", *quiet, *args], cwd=ROOT, env=env, check=False)
        if not out.exists():
            print("no test ran")
            return ran.returncode or 1
        report([json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()], processes.seconds())
    return ran.returncode


if __name__ == "__main__":
    sys.exit(main())
