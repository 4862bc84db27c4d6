"""The published site's Python from a memory snapshot (scorepad/site/snapshot.js): the first start keeps one once
the app is up, the next start restores it and the app saves a hand that survives a reload, importing nothing of
Flet's or Scorepad's up to its first screen (each module compiled from source, issue 44); a new build never
restores the snapshot an older build kept, and a stored snapshot that fails to load gives a start as without
one; and the start page's glance an older build kept is never shown by a new one. The app's Python worker says
how it started (self.scorepadSnapshot)."""

from __future__ import annotations

import json
import shutil
import tarfile

from e2e_driver import see, tap, type_into
from patience import DEADLINE_MS, until
from scorepad.site.build import ROOT, publish
from site_driver import (
    KEPT,
    SiteServer,
    app_up,
    glance_on_opening,
    imported_since_restored,
    new_build_cached,
    no_storage_dialog,
    persistent,
    python_started,
    snapshot_kept,
    snapshots,
)

BROKEN = """caches.open('scorepad.snapshot').then(async (cache) => { const [key] = await cache.keys();
    const made = (await cache.match(key)).headers.get('x-scorepad-snapshot');
    await cache.put(key, new Response(new Uint8Array(4096), { headers: { 'x-scorepad-snapshot': made } })); })"""


def stamp_of(site) -> str:
    with tarfile.open(site / "app.tar.gz") as archive:
        return json.loads(archive.extractfile("scorepad/published.json").read())["stamp"]


def opened(context, url: str, wait_for: str):
    page = context.new_page()
    page.goto(url)
    app_up(page, wait_for)
    return page


def test_the_next_start_restores_the_snapshot_the_first_kept_and_a_new_build_never_an_older_ones_nor_its_glance(
    browser, tmp_path
):
    """One phone through two builds: the first start keeps a snapshot, the next restores it and saves a hand (its
    glance kept); then a new build is published: the old build still runs this visit (its glance shown) and caches
    the new one, which takes over at the next start, offline with the host gone: neither the old build's
    snapshot nor its glance is used, it keeps its own, and a broken snapshot of its own is refused once."""
    app = tmp_path / "app"
    app.mkdir()
    for name in ("main.py", "pyproject.toml", "assets"):
        (shutil.copytree if (ROOT / name).is_dir() else shutil.copyfile)(ROOT / name, app / name)
    old = stamp_of(publish(tmp_path / "site", root=app).path)
    profile = tmp_path / "phone"
    with SiteServer(tmp_path / "site") as server:
        with persistent(browser, profile) as context:
            page = opened(context, server.url, "Players, clockwise")
            no_storage_dialog(page)
            assert python_started(page) == "none"
            [(key, _)] = snapshot_kept(page, f"{old}/")
        with persistent(browser, profile) as context:
            page = opened(context, server.url, "Players, clockwise")
            assert python_started(page) == "restored"
            for seat, name in enumerate(("Anna", "Ben", "Carla", "Dan")):
                type_into(page, f"Player {seat + 1}", name)
            tap(page, "Start match")
            tap(page, "Enter hand 1")
            tap(page, "Anna 5 ♥")
            tap(page, "Ben 8 ♥")
            tap(page, "Carla took Q♠")
            tap(page, "Save hand")
            see(page, "Hand 1 saved")
            page.reload()
            app_up(page, "Hand 2 · Ben deals")
            see(page, "Carla: 13 in total")
            assert python_started(page) == "restored"
            assert [m for m in imported_since_restored(page) if m.split(".")[0] in ("flet", "scorepad")] == []
            glanced = json.loads(json.loads(page.evaluate(KEPT)))["stamp"]
        (app / "main.py").write_text((app / "main.py").read_text() + "\n# the next version\n")
        new = stamp_of(publish(tmp_path / "site", root=app).path)
        with persistent(browser, profile) as context:  # the old build runs, and caches the new one meanwhile
            page = context.new_page()
            assert glance_on_opening(page, server.url)["totals"] == ["5", "8", "13", "0"]
            app_up(page, "Hand 2 · Ben deals")
            new_build_cached(page)
            assert json.loads(json.loads(page.evaluate(KEPT)))["stamp"] == glanced  # kept again by the old build
    with persistent(browser, profile) as context:  # the new build, offline with the host gone
        context.set_offline(True)
        page = context.new_page()
        assert glance_on_opening(page, server.url) is None  # the old build's glance: not shown
        assert [k for k, _ in snapshots(page)] == [key]  # the old build's snapshot, still kept
        app_up(page, "Hand 2 · Ben deals")
        assert python_started(page) == "none"  # not restored from it
        [(newer, _)] = snapshot_kept(page, f"{new}/")  # its own, in place of the old one's
        until(
            page,
            f"() => {{ const v = {KEPT}; return v && JSON.parse(JSON.parse(v)).stamp !== {json.dumps(glanced)}; }}",
            timeout=DEADLINE_MS,
        )
        shown = glance_on_opening(page, server.url)  # the new build's own glance
        assert shown["totals"] == ["5", "8", "13", "0"]
        app_up(page, "Hand 2 · Ben deals")
        page.evaluate(BROKEN)
        page.reload()
        app_up(page, "Hand 2 · Ben deals")
        assert python_started(page) == "refused"
        assert snapshots(page) == [[newer, "refused"]]  # not made again for this build
