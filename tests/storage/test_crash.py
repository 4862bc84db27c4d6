"""A writing process killed (SIGKILL) at random, many times: the data stays readable, with every acknowledged write."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scorepad.storage import Store

CHILD = Path(__file__).with_name("storage_child.py")
KILLS = 40


def start_writer(folder, seed, lock_kind):
    env = {**os.environ, "SCOREPAD_TEST_LOCK_KIND": lock_kind}
    return subprocess.Popen(
        [sys.executable, str(CHILD), "writer", str(folder), str(seed)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )


def wait_until_ready(child) -> str:
    """The child's output up to its "ready" line (the store is open)."""
    seen = ""
    for line in child.stdout:
        seen += line
        if line.strip() == "ready":
            break
    return seen


def wait_for_hands(child, hands: int) -> str:
    """The child's output up to its `hands`-th acknowledged hand: a kill then comes among the writes, however
    slowly a loaded machine lets the child write."""
    seen, count = "", 0
    for line in child.stdout:
        seen += line
        count += line.startswith("ack hand")
        if count >= hands:
            break
    return seen


def record(acked: dict, line: str) -> None:
    """Note an acknowledged write: the hand at its position, or an imported match's hands."""
    parts = line.split(" ", 3)
    if parts[:2] == ["ack", "hand"]:
        _, _, match_id, rest = parts
        number, points = rest.split(" ", 1)
        acked.setdefault(match_id, {})[int(number)] = json.loads(points)
    elif parts[:2] == ["ack", "import"]:
        hands = json.loads(parts[3])
        acked[parts[2]] = {n: h["points"] for n, h in enumerate(hands, start=1)} | {"complete": len(hands)}
    elif parts[:2] == ["ack", "match"]:
        acked.setdefault(parts[2], {})


def check(folder, acked: dict, lock_kind: str) -> int:
    """Every acknowledged hand is stored where it was written; returns how many hands were checked."""
    store = Store(folder, lock_kind=lock_kind)
    assert not [n for n in store.notices if n.code.startswith("damaged")], store.notices
    checked = 0
    for match_id, hands in acked.items():
        stored = store.get(match_id)
        written = [list(h.points) for h in stored.match.hands]
        if "complete" in hands:
            assert len(written) == hands["complete"], match_id
        for number, points in hands.items():
            if number != "complete":
                # a later kill may have come after an undo-free append only, so the hand must still be there
                assert written[number - 1] == points, (match_id, number)
                checked += 1
    assert store.count() >= len(acked)  # a write may land without its acknowledgement (killed just after)
    assert all(m.card.valid for m in store.matches())
    return checked


# the quick tier kills a few times; the full run (slow) KILLS times, and the lock-file fallback too
@pytest.mark.parametrize(
    "lock_kind, kills",
    [
        ("flock", 4),
        pytest.param("flock", KILLS, marks=pytest.mark.slow),
        pytest.param("file", KILLS // 4, marks=pytest.mark.slow),
    ],
)
def test_a_writer_killed_at_random_moments_never_loses_an_acknowledged_write(tmp_path, lock_kind, kills):
    """With the OS lock, and with the lock-file fallback whose stale lock each kill leaves behind."""
    rng = random.Random(20261130)
    folder = tmp_path / "data"
    acked: dict = {}
    for kill in range(kills):
        child = start_writer(folder, kill, lock_kind)
        early = ""
        if kill % 3:  # two kills in three while writing, after some hands, however slow the machine is
            early = wait_until_ready(child)
            early += wait_for_hands(child, rng.randint(6, 12))
            time.sleep(rng.uniform(0.0, 0.4))
        else:  # and one anywhere from the start, through the store's opening (recovery), into the writes
            time.sleep(rng.uniform(0.0, 0.6))
        child.send_signal(signal.SIGKILL)
        out, err = child.communicate()
        out = early + out
        assert child.returncode == -signal.SIGKILL, err
        lines = out.splitlines()
        for line in lines[:-1]:
            record(acked, line)
        if lines and lines[-1].startswith("ack") and out.endswith("\n"):
            record(acked, lines[-1])  # only a complete last line counts as acknowledged
        assert "notice damaged" not in out
    checked = check(folder, acked, lock_kind)
    assert checked > 10 * kills // 4, f"only {checked} acknowledged hands"
