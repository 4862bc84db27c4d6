"""A separate process for the storage tests: writes and acknowledges, holds the lock, or meets a full disk.

python storage_child.py writer DIR SEED      add hands (and now and then import a batch), print "ack" lines
python storage_child.py holder DIR SECONDS   take the write lock, say "held", hold it (SECONDS "told": until a line)
python storage_child.py full DIR MODE BUDGET try every kind of write with os.write/os.fsync failing (ENOSPC)
"""

from __future__ import annotations

import errno
import json
import os
import random
import sys
import time

from storage_helpers import finished_match, random_hand

from scorepad.rules import match_to_dict
from scorepad.storage import StorageError, Store


def say(*words) -> None:
    print(*words, flush=True)


def writer(folder: str, seed: int, limit: int = 10**9) -> None:
    """Add hands to the unfinished match (start one when there is none); acknowledge each after it returns."""
    rng = random.Random(seed)
    store = Store(folder, lock_kind=os.environ.get("SCOREPAD_TEST_LOCK_KIND"))
    for notice in store.notices:
        say("notice", notice.code)
    say("ready")
    for _ in range(limit):
        current = store.unfinished()
        if current is None or rng.random() < 0.05:
            current = store.create(["Anna", "Ben", "Carla", "Dan"])
            say("ack", "match", current.id)
        if rng.random() < 0.03:
            items = [match_to_dict(finished_match(rng)) for _ in range(3)]
            result = store.import_matches(items)
            for match_id, item in zip(result.stored, items, strict=True):
                say("ack", "import", match_id, json.dumps(item["hands"]))
            continue
        hand = random_hand(rng, current.match)
        try:
            stored = store.add_hand(current.id, hand)
        except StorageError as error:  # another writer finished or changed the match meanwhile
            say("refused", error.code)
            continue
        say("ack", "hand", stored.id, len(stored.match.hands), json.dumps(list(hand.points)))


def holder(folder: str, seconds: str) -> None:
    """Hold the write lock (as a writer in the middle of a write would): `seconds`, or until told on stdin."""
    store = Store(folder, lock_kind=os.environ.get("SCOREPAD_TEST_LOCK_KIND"))
    with store._lock:
        say("held")
        if seconds == "told":
            sys.stdin.readline()
        else:
            time.sleep(float(seconds))
    say("released")


def full(folder: str, mode: str, budget: int) -> None:
    """Every kind of write fails as on a full disk; each must say disk_full and leave the data as it was."""
    store = Store(folder)
    match_id = store.unfinished().id
    real_write, real_fsync = os.write, os.fsync
    left = [budget]

    def write(fd, data):
        if fd <= 2:
            return real_write(fd, data)
        if mode != "write" or left[0] <= 0:
            if mode == "write":
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            return real_write(fd, data)
        done = real_write(fd, bytes(data[: left[0]]))
        left[0] -= done
        return done

    def fsync(fd):
        if mode == "fsync":
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real_fsync(fd)

    os.write, os.fsync = write, fsync
    rng = random.Random(budget)
    attempts = {
        "add_hand": lambda: store.add_hand(match_id, random_hand(rng, store.get(match_id).match)),
        "undo_hand": lambda: store.undo_hand(match_id),
        "create": lambda: store.create(["Eva", "Finn", "Gus"]),
        "delete": lambda: store.delete(match_id),
        "settings": lambda: store.save_settings({"lang": "en"}),
        "import": lambda: store.import_matches([match_to_dict(finished_match(rng))]),
    }
    for name, attempt in attempts.items():
        try:
            attempt()
            say(name, "stored")
        except StorageError as error:
            say(name, error.code)


def tinyfs(folder: str) -> None:
    """On a tiny real file system: fill it up, try every write, check nothing changed, free it, write again."""
    store = Store(folder)
    match_id = store.create(["Anna", "Ben", "Carla", "Dan"]).id
    store.add_hand(match_id, random_hand(random.Random(1), store.get(match_id).match))
    store.save_settings({"lang": "de"})
    before = store.export_all()
    filler = os.path.join(folder, "filler")
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
    try:
        while True:
            os.write(fd, b"\0" * 4096)
    except OSError as error:
        say("filled", errno.errorcode[error.errno])
    os.close(fd)
    rng = random.Random(2)
    attempts = {
        "add_hand": lambda: store.add_hand(match_id, random_hand(rng, store.get(match_id).match)),
        "create": lambda: store.create(["Eva", "Finn", "Gus"]),
        "settings": lambda: store.save_settings({"lang": "en"}),
        "import": lambda: store.import_matches([match_to_dict(finished_match(rng))]),
    }
    for name, attempt in attempts.items():
        try:
            attempt()
            say(name, "stored")
        except StorageError as error:
            say(name, error.code)
    again = Store(folder)
    say("intact", again.export_all() == before and again.settings() == {"lang": "de"} and not again.notices)
    os.unlink(filler)
    say("after", len(again.add_hand(match_id, random_hand(rng, again.get(match_id).match)).match.hands))


if __name__ == "__main__":
    mode, folder = sys.argv[1], sys.argv[2]
    if mode == "writer":
        writer(folder, int(sys.argv[3]), int(sys.argv[4]) if len(sys.argv) > 4 else 10**9)
    elif mode == "holder":
        holder(folder, sys.argv[3])
    elif mode == "tinyfs":
        tinyfs(folder)
    else:
        full(folder, sys.argv[3], int(sys.argv[4]))
