"""Where the test suite's work goes: the CPU-seconds of each test, run one after another, by file and slowest first.

    python benchmarks/suite_cpu.py                      # the browser tests but the evening's faults (about 25 min)
    python benchmarks/suite_cpu.py tests/e2e/test_table_in_browser.py
    SUITE_CPU_MINE=1 python benchmarks/suite_cpu.py tests/e2e/test_webkit_in_browser.py   # on a shared machine

Each test is charged what the whole machine's cores were busy while it ran (/proc/stat): Chromium's renderers
are not the test process's children (its zygote forks them), so only the machine's count sees them. That is
why the tests run one after another here, on one worker; keep the machine otherwise quiet. The sum is the work
two cores share in CI (docs/benchmarks.md, "The test suite"). Which processes do that work is sampled from /proc
every 0.3 s meanwhile (a process that lives shorter is missed: the rest of the total). With SUITE_CPU_MINE=1 only
the processes the run started are sampled (pytest's descendants: the browsers, WebKit's too, and the servers),
whose sum is then the figure to read where others share the machine.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from pathlib import Path

import pytest
from figures import busy_seconds, chromium_kind, parent_of, process_args, process_times

ROOT = Path(__file__).resolve().parents[1]
DEFAULT = ["-m", "browser", "--deselect", "tests/e2e/test_faults_in_browser.py"]
KINDS = {"renderer": "Chromium: renderers (the page: Flutter's frames, the site's Python)",
         "gpu-process": "Chromium: GPU process (WebGL, drawn by SwiftShader on the CPU)",
         "browser": "Chromium: browser process"}
WEBKIT = {"WebKitWebProcess": "WebKit: web process (the page: Flutter's frames, the site's Python)",
          "WebKitGPUProcess": "WebKit: GPU process", "WebKitNetworkProcess": "WebKit: network process",
          "MiniBrowser": "WebKit: MiniBrowser (the window)", "WebKitWebDriver": "WebKit: WebKitWebDriver",
          "Xvfb": "Xvfb (WebKit's display)"}
OTHER = "other processes"


def kind(args: list[str]) -> str:
    """Which part of a browser test a process is, by its command line."""
    if (chromium := chromium_kind(args)) is not None:
        return KINDS.get(chromium, "Chromium: other")
    if args and Path(args[0]).name in WEBKIT:
        return WEBKIT[Path(args[0]).name]
    if "--web" in args and any(Path(arg).name == "scorepad" for arg in args):
        return "scorepad --web servers"
    if "run-driver" in args:
        return "Playwright's driver (node)"
    if "pytest" in args:
        return "pytest (the tests' own steps)"
    return OTHER


class ByProcess(threading.Thread):
    """Samples every process's CPU time until stopped; `seconds()` is what each kind used meanwhile."""

    def __init__(self, interval: float = 0.3):
        super().__init__(daemon=True)
        self.interval, self.stopped = interval, threading.Event()
        self.root: int | None = None  # with a root, only its descendants are sampled
        self.mine: dict[tuple[int, str], bool] = {}
        self.first: dict[tuple[int, str], float] = {}  # (pid, its start) -> CPU-s when first seen, 0 if started meanwhile
        self.last: dict[tuple[int, str], tuple[str, float]] = {}
        self.sample(started=False)

    def sample(self, started: bool = True) -> None:
        for pid in map(int, filter(str.isdigit, os.listdir("/proc"))):
            start, cpu = process_times(pid)
            if not start:  # ended between the listing and the reading
                continue
            if self.root is not None and not self.descends(pid, start):
                continue
            if (pid, start) not in self.last:
                self.first[pid, start] = 0.0 if started else cpu
            named = self.last.get((pid, start), (OTHER, 0.0))[0]
            if named == OTHER:  # looked at again: /usr/bin/chromium is a script that becomes Chromium in the same process
                named = kind(process_args(pid))
            self.last[pid, start] = (named, cpu)

    def descends(self, pid: int, start: str) -> bool:
        """Whether the process is the root's descendant (asked once per process, while it lives)."""
        if (pid, start) not in self.mine:
            ancestor = pid
            while ancestor > 1 and ancestor != self.root:
                ancestor = parent_of(ancestor)
            self.mine[pid, start] = ancestor == self.root
        return self.mine[pid, start]

    def run(self) -> None:
        while not self.stopped.wait(self.interval):
            self.sample()

    def seconds(self) -> dict[str, float]:
        self.stopped.set()
        self.join()
        self.sample()
        used: dict[str, float] = defaultdict(float)
        for key, (name, cpu) in self.last.items():
            if key[0] != os.getpid():
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
        ran = subprocess.Popen([sys.executable, "-m", "pytest", "-p", "no:xdist", "-p", "no:cacheprovider", "-p", "suite_cpu",
                                "-q", *quiet, *args], cwd=ROOT, env=env)
        if os.environ.get("SUITE_CPU_MINE"):
            processes.root, processes.last, processes.first = ran.pid, {}, {}
        processes.start()
        ran.wait()
        if not out.exists():
            print("no test ran")
            return ran.returncode or 1
        report([json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()], processes.seconds())
    return ran.returncode


if __name__ == "__main__":
    sys.exit(main())
