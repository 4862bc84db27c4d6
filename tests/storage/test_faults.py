"""A full disk, two processes writing at once, and locks: no write lost, nothing corrupted, clear errors."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from programs import cannot_run
from scorepad.rules import Hand, Rules
from scorepad.storage import StorageError, Store
from scorepad.storage.lock import WriteLock

CHILD = Path(__file__).with_name("storage_child.py")


def child(*args, **kwargs):
    return subprocess.Popen(
        [sys.executable, str(CHILD), *map(str, args)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        **kwargs,
    )


def snapshot(folder):
    """Everything a user can see in the store."""
    store = Store(folder)
    return store.export_all(), [s.id for s in store.summaries()], store.settings(), store.notices


def store_with_a_match(folder):
    store = Store(folder)
    match_id = store.create(["Anna", "Ben", "Carla", "Dan"]).id
    store.add_hand(match_id, Hand((3, 1, 18, 4)))
    store.add_hand(match_id, Hand((13, 0, 6, 7)))
    store.save_settings({"lang": "de"})
    return match_id


@pytest.mark.parametrize("mode, budget", [("write", 0), ("write", 100), ("write", 300), ("fsync", 0)])
def test_a_full_disk_refuses_every_write_with_disk_full_and_leaves_the_old_data_intact(tmp_path, mode, budget):
    store_with_a_match(tmp_path)
    before = snapshot(tmp_path)
    done = child("full", tmp_path, mode, budget)
    out, err = done.communicate(timeout=60)
    assert done.returncode == 0, err
    results = dict(line.split(" ", 1) for line in out.splitlines())
    assert results == {
        name: "disk_full" for name in ("add_hand", "undo_hand", "create", "delete", "settings", "import")
    }
    assert snapshot(tmp_path) == before
    leftovers = [p for p in tmp_path.rglob("*") if p.name.endswith(".tmp") or "pending/" in p.as_posix()]
    assert leftovers == []


def test_on_a_really_full_file_system_every_write_is_refused_and_the_data_stays(tmp_path):
    """A 256 KB tmpfs in a private mount namespace (gone when the child exits), filled to the last byte."""
    if sys.platform != "linux" or not shutil.which("unshare"):
        cannot_run("needs Linux mount namespaces and unshare (util-linux)")
    mount = tmp_path / "tiny"
    mount.mkdir()
    namespace = ["unshare", "-m"] if os.geteuid() == 0 else ["unshare", "-rm"]
    script = f'mount -t tmpfs -o size=256k tmpfs "{mount}" && exec "{sys.executable}" "{CHILD}" tinyfs "{mount}"'
    done = subprocess.run([*namespace, "sh", "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    results = dict(line.split(" ", 1) for line in done.stdout.splitlines())
    assert results == {
        "filled": "ENOSPC",
        "add_hand": "disk_full",
        "create": "disk_full",
        "settings": "disk_full",
        "import": "disk_full",
        "intact": "True",
        "after": "2",
    }


def test_the_command_line_says_the_disk_is_full_in_one_line(tmp_path):
    match_id = store_with_a_match(tmp_path)
    script = (
        "import errno, os, sys\n"
        "real = os.write\n"
        "def write(fd, data):\n"
        "    if fd > 2: raise OSError(errno.ENOSPC, 'No space left on device')\n"
        "    return real(fd, data)\n"
        "os.write = write\n"
        "from scorepad.cli import main\n"
        f"sys.exit(main(['--data-dir', sys.argv[1], '--lang', sys.argv[2], 'add', '{match_id}', '--points', "
        f"'3,1,18,4']))\n"
    )
    for lang, words in (("en", "the disk is full"), ("de", "der Speicher ist voll")):
        done = subprocess.run([sys.executable, "-c", script, str(tmp_path), lang], capture_output=True, text=True)
        assert done.returncode == 1 and words in done.stderr and len(done.stderr.splitlines()) == 1, done.stderr
    assert len(Store(tmp_path).get(match_id).match.hands) == 2


@pytest.mark.slow
def test_two_processes_writing_at_once_lose_nothing_and_corrupt_nothing(tmp_path):
    Store(tmp_path).create(["Anna", "Ben", "Carla", "Dan"], Rules(target=100000))  # long enough for both
    writers = [child("writer", tmp_path, seed, 250) for seed in (1, 2)]
    outs = [w.communicate(timeout=120) for w in writers]
    assert [w.returncode for w in writers] == [0, 0], [err for _, err in outs]
    acked = [line.split(" ", 4) for out, _ in outs for line in out.splitlines() if line.startswith("ack hand")]
    by_writer = [{line.split()[2] for line in out.splitlines() if line.startswith("ack hand")} for out, _ in outs]
    assert by_writer[0] & by_writer[1], "the two writers never wrote to the same match at once"
    store = Store(tmp_path)
    assert store.notices == []
    positions = {}
    for _, _, match_id, number, points in acked:
        assert (match_id, number) not in positions, "two writers got the same hand position"
        positions[(match_id, number)] = json.loads(points)
    for (match_id, number), points in positions.items():
        assert list(store.get(match_id).match.hands[int(number) - 1].points) == points
    total = sum(len(store.get(match_id).match.hands) for match_id in {m for m, _ in positions})
    assert total == len(acked) == len(positions)


def test_threads_sharing_one_match_through_two_stores_lose_no_hand(tmp_path):
    first, second = Store(tmp_path), Store(tmp_path)
    match_id = first.create(["Anna", "Ben", "Carla"], Rules(target=100000)).id
    errors = []

    def add(store):
        try:
            for _ in range(15):
                store.add_hand(match_id, Hand((13, 13, 0)))
        except Exception as error:  # noqa: BLE001 - reported below
            errors.append(error)

    threads = [threading.Thread(target=add, args=(s,)) for s in (first, second, first, second)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == [] and len(Store(tmp_path).get(match_id).match.hands) == 60


def lock_tries(monkeypatch) -> list[bool]:
    """Each try of this process's writers at the OS lock from now on: True when it was taken, False when busy."""
    tries: list[bool] = []
    real = WriteLock._try

    def counted(self):
        tries.append(real(self))
        return tries[-1]

    monkeypatch.setattr(WriteLock, "_try", counted)
    return tries


def until(check, seconds: float = 60) -> None:
    """Wait for `check()` to hold; the time is a bound for a hang only, not what the test measures."""
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, "waited in vain"
        time.sleep(0.01)


def test_a_writer_waits_for_the_lock_while_another_process_holds_it_and_then_writes(tmp_path, monkeypatch):
    match_id = store_with_a_match(tmp_path)
    store = Store(tmp_path, lock_timeout=120)
    tries = lock_tries(monkeypatch)
    holder = child("holder", tmp_path, "told", stdin=subprocess.PIPE)
    assert holder.stdout.readline().strip() == "held"
    outcome: list = []
    writer = threading.Thread(target=lambda: outcome.append(store.add_hand(match_id, Hand((3, 1, 18, 4)))))
    writer.start()
    until(lambda: len(tries) >= 3 or outcome)  # the writer found the lock busy, and went on trying (or wrongly wrote)
    assert not any(tries) and not outcome and len(store.get(match_id).match.hands) == 2  # readers take no lock
    holder.communicate("go\n", timeout=60)  # the holder lets go (and says "released")
    writer.join(timeout=60)
    assert tries[-1] is True and tries.count(True) == 1 and len(outcome) == 1
    assert len(Store(tmp_path).get(match_id).match.hands) == 3


def test_a_lock_held_too_long_gives_a_clear_locked_error_and_changes_nothing(tmp_path):
    match_id = store_with_a_match(tmp_path)
    store = Store(tmp_path, lock_timeout=0.2)
    holder = child("holder", tmp_path, 5)
    try:
        assert holder.stdout.readline().strip() == "held"
        with pytest.raises(StorageError) as busy:
            store.add_hand(match_id, Hand((3, 1, 18, 4)))
        assert busy.value.code == "locked"
    finally:
        holder.kill()
        holder.communicate()
    assert len(Store(tmp_path).get(match_id).match.hands) == 2


@pytest.mark.parametrize("kind", ["flock", "file"])
def test_a_lock_left_by_a_killed_process_does_not_block_the_next_writer(tmp_path, monkeypatch, kind):
    match_id = store_with_a_match(tmp_path)
    env = {**os.environ, "SCOREPAD_TEST_LOCK_KIND": kind}
    holder = child("holder", tmp_path, 60, env=env)
    assert holder.stdout.readline().strip() == "held"
    holder.send_signal(signal.SIGKILL)
    holder.communicate()
    assert (tmp_path / (".lock" if kind == "flock" else ".lock.pid")).exists()
    tries = lock_tries(monkeypatch)
    store = Store(tmp_path, lock_timeout=120, lock_kind=kind)  # opening takes the lock too
    store.add_hand(match_id, Hand((3, 1, 18, 4)))
    # No writer waited for the dead holder: the kernel dropped its flock, so every try took the lock; its lock
    # file was found busy once, taken over as stale (the notice), and the next try took it.
    assert tries.count(False) == (kind == "file") and tries[-1] is True
    assert ("stale_lock" in [n.code for n in store.notices]) == (kind == "file")
    assert len(Store(tmp_path).get(match_id).match.hands) == 3


def test_where_the_file_system_has_no_flock_the_lock_file_takes_over(tmp_path, monkeypatch):
    import errno
    import fcntl

    def no_locks(fd, operation):
        raise OSError(errno.ENOLCK, "No locks available")

    monkeypatch.setattr(fcntl, "flock", no_locks)
    store = Store(tmp_path)
    match_id = store.create(["Anna", "Ben", "Carla"]).id
    store.add_hand(match_id, Hand((13, 13, 0)))
    assert store._lock.kind == "file" and not (tmp_path / ".lock.pid").exists()
    assert len(Store(tmp_path).get(match_id).match.hands) == 1
