"""What the benchmark scripts share to state a figure: the 95th percentile, a process's CPU time, the
machine's."""

from __future__ import annotations

import os
from pathlib import Path


def p95(values):
    """The value that 95 % of the measurements do not exceed (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def cpu_seconds(pid: int) -> float:
    """A process's own CPU time so far (user + system, from /proc); 0 where /proc has none or it has ended."""
    return process_times(pid)[1]


def process_times(pid: int) -> tuple[str, float]:
    """When a process started (which tells a reused pid apart) and its CPU-seconds so far; ("", 0) once ended."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return "", 0.0
    return fields[19], (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def parent_of(pid: int) -> int:
    """A process's parent (0 once it has ended)."""
    try:
        return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])
    except (OSError, IndexError, ValueError):
        return 0


def process_args(pid: int) -> list[str]:
    """A process's command line as words (a Chromium child's comes as one string: split at its spaces too)."""
    try:
        return Path(f"/proc/{pid}/cmdline").read_text(errors="replace").replace("\0", " ").split()
    except OSError:
        return []


def chromium_kind(args: list[str], names: tuple[str, ...] = ("chromium", "chromium-headless-shell")) -> str | None:
    """A Chromium process's kind: its --type= (renderer, gpu-process, …), or "browser"; None for another program."""
    if not args or Path(args[0]).name not in names:
        return None
    return next((arg[7:] for arg in args if arg.startswith("--type=")), "browser")


def busy_seconds() -> float:
    """CPU-seconds the machine's cores have been busy since boot: all but idle and waiting for the disk."""
    ticks = [int(n) for n in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    return (sum(ticks) - ticks[3] - ticks[4]) / os.sysconf("SC_CLK_TCK")
