"""The browser's disk in headless Chromium: the published site's Python in real tabs (the probe page runs it
as Flet's worker does), the Store on IndexedDB, the tabs kept in step by a Web Lock and a BroadcastChannel."""

from __future__ import annotations

import pytest

from patience import DEADLINE, START_MS
from site_driver import SiteServer, build_site, open_probe, persistent, probe_ready, py

# s: durations of the lock's scenario, not waits for a state: one tab holds the write lock HOLD s, the other gives up
# waiting for it after GIVES_UP s (its lock_timeout, 10 s unless set), well inside the hold.
HOLD, GIVES_UP = 4, 1

OPEN = """
from scorepad.rules import Hand
from scorepad.storage.browser import BrowserDisk
disk = await BrowserDisk.open()
store = await disk.open_store()
heard = []
"""
LISTED = "[s.id for s in store.summaries()]"


@pytest.fixture
def served(tmp_path_factory):
    with SiteServer(build_site(tmp_path_factory.getbasetemp())) as server:
        yield server


def test_an_older_tab_hears_of_a_new_match_and_its_save_keeps_a_match_it_never_saw(browser, served, tmp_path):
    with persistent(browser, tmp_path / "profile") as context:
        older = open_probe(context, served)
        py(older, OPEN)
        kept = py(older, "(await disk.write(lambda: store.create(['Anna', 'Ben', 'Carla', 'Dan']))).id")
        py(older, "disk.listen(heard.append)")
        newer = open_probe(context, served)
        py(newer, OPEN)
        assert py(newer, LISTED) == [kept]

        announced = py(
            newer,
            (
                "m = await disk.write(lambda: store.create(['Eva', 'Finn', 'Gil', 'Hanna'])); disk.announce({'match': "
                "m.id}); m.id"
            ),
        )
        # the older tab hears of it: polled in its Python every 0.1 s, DEADLINE at most (the call's bound is above it)
        py(
            older,
            f"import asyncio\nfor _ in range({DEADLINE * 10:.0f}):\n    if heard:\n        break\n"
            "    await asyncio.sleep(0.1)",
            timeout=START_MS,
        )
        assert py(older, "heard") == [{"match": announced}] and py(older, LISTED) == [announced, kept]

        # a change the older tab never hears of (a message missed, as by a frozen tab) ...
        unheard = py(newer, "(await disk.write(lambda: store.create(['Ida', 'Jan', 'Kai', 'Lea']))).id")
        # ... is kept when the older tab saves on its old copy: the write loads the newest data first
        py(older, f"await disk.write(lambda: store.add_hand({kept!r}, Hand((3, 1, 18, 4))))")
        py(newer, "await disk.refresh()")
        for tab in (older, newer):
            assert py(tab, LISTED) == [unheard, announced, kept]
            assert py(tab, f"len(store.get({kept!r}).match.hands)") == 1

        # while one tab writes, another waits for it, and gives up with `locked` rather than write anyway
        py(
            older,
            "import asyncio\ntaken = asyncio.Event()\nasync def hold():\n    async with disk.exclusive():\n"
            f"        taken.set()\n        await asyncio.sleep({HOLD})\n"
            "holding = asyncio.ensure_future(hold())\nawait taken.wait()",  # returns once the lock is held
        )
        refused = py(
            newer,
            f"""
from scorepad.storage import StorageError
disk.lock_timeout = {GIVES_UP}
try:
    await disk.write(lambda: store.create(['Mia', 'Nils', 'Ole', 'Pia']))
except StorageError as error:
    code = error.code
code""",
        )
        py(newer, "from scorepad.storage.browser import LOCK_TIMEOUT\ndisk.lock_timeout = LOCK_TIMEOUT")
        assert refused == "locked" and py(newer, "len(await disk.write(lambda: store.summaries()))") == 3


def test_a_save_is_in_indexeddb_when_it_returns_and_a_write_that_fails_leaves_nothing_of_it(browser, served, tmp_path):
    """A reload at once after each save loses nothing (twice: the second on the mount opened again); a write that
    fails half-way leaves nothing of it in memory nor, after a reload, in IndexedDB. One tab, one profile."""
    with persistent(browser, tmp_path / "profile") as context:
        tab = open_probe(context, served)
        py(tab, OPEN)
        outcome = py(
            tab,
            """
def half_done():
    store.create(['Anna', 'Ben', 'Carla', 'Dan'])
    raise RuntimeError('failed after writing a file')
try:
    await disk.write(half_done)
except RuntimeError as error:
    failed = str(error)
[failed, [s.id for s in store.summaries()]]
""",
        )
        assert outcome == ["failed after writing a file", []]
        match_id = py(tab, "(await disk.write(lambda: store.create(['Anna', 'Ben', 'Carla', 'Dan']))).id")
        assert py(tab, "(await BrowserDisk.open()).path == disk.path")  # opened again: the same mount
        for hands in range(1, 3):
            py(tab, f"await disk.write(lambda: store.add_hand({match_id!r}, Hand((3, 1, 18, 4))))")
            tab.reload()
            probe_ready(tab)
            py(tab, OPEN)
            assert py(tab, LISTED) == [match_id]  # the failed write's match never came back
            assert py(tab, f"len(store.get({match_id!r}).match.hands)") == hands
