"""The published site's Python worker (scorepad/site/snapshot.py): flet-web's python-worker.js with its load of
Pyodide swapped for the one that tries this build's memory snapshot first, the snapshot script before it and
its hooks after it (and, before all, the head start: tests/site/test_head_start.py); a site built without the
two levers has flet-web's worker as it is; a worker of another flet-web is refused rather than half patched."""

from __future__ import annotations

import json
import re
import tarfile
from pathlib import Path

import pytest
from flet_web import get_package_web_dir

from scorepad.site import head_start, snapshot
from scorepad.site.build import LEVERS, publish
from scorepad.site.pages import replaced

FLET_WORKER = Path(get_package_web_dir()) / snapshot.WORKER


@pytest.fixture
def site(published_site):
    return published_site


@pytest.fixture
def plain(tmp_path):
    """A site published without the levers that patch the worker: the snapshot and the head start."""
    return publish(tmp_path / "no-snapshot", levers=LEVERS - {"snapshot", "head start"}).path


def archive_stamp(site: Path) -> str:
    with tarfile.open(site / "app.tar.gz") as archive:
        return json.loads(archive.extractfile("scorepad/published.json").read())["stamp"]


def test_the_sites_worker_is_flet_webs_with_only_its_load_of_pyodide_swapped_between_the_snapshot_script_and_its_hooks(
    site,
):
    worker = (site / snapshot.WORKER).read_text(encoding="utf-8")
    flet = FLET_WORKER.read_text(encoding="utf-8")
    first, worker = worker[: len(head_start.script()) + 1], worker[len(head_start.script()) + 1 :]
    assert first == head_start.script() + "\n"
    script, body = worker[: worker.index(flet[:200])], worker[worker.index(flet[:200]) :]  # flet-web's after the script
    assert script == snapshot.script(archive_stamp(site), "main") + "\n"
    started = replaced(flet, (head_start.START, head_start.UNPACK, head_start.SKIP), snapshot.WORKER)
    assert body == started.replace(*snapshot.LOAD) + "\nscorepadSnapshotHooks();\n"
    assert body.count("scorepadLoadPyodide(pyodideModule, {") == 1 and "await loadPyodide({" not in body
    # the spare: the same worker
    assert (site / snapshot.SPARE).read_text(encoding="utf-8") == 'import "./python-worker.js";\n'


def test_the_snapshot_is_kept_under_the_archives_stamp_and_imports_the_entry_module_screens_and_later_imports(
    site,
):
    worker = (site / snapshot.WORKER).read_text(encoding="utf-8")
    assert re.search(r'const SNAPSHOT_STAMP = "([0-9a-f]{16})";', worker).group(1) == archive_stamp(site)
    preload = json.loads(re.search(r"const SNAPSHOT_PRELOAD = (\".*?\");", worker).group(1))
    assert preload.splitlines()[1:] == [
        'sys.path.insert(0, "__pypackages__")',
        "import main",
        "import scorepad.storage.browser",
        "from scorepad.ui import app, nav",
        "nav.load_screens()",
        "app.preload_flet(in_browser=True)",
        "import types",
        'sys.modules["flet_js"] = types.ModuleType("flet_js")',
        "import flet.app, flet.messaging.pyodide_connection",
        'del sys.modules["flet_js"]',
    ]
    assert not re.findall(r"__[A-Z_]+__", snapshot.script("0123456789abcdef", "main"))  # every placeholder filled
    short = json.loads(
        re.search(
            r"const SNAPSHOT_PRELOAD = (\".*?\");", snapshot.script("0123456789abcdef", "main", full=False)
        ).group(1)
    )
    assert preload.startswith(short) and "preload_flet" not in short  # without the lever "full snapshot"


@pytest.mark.slow
def test_a_site_without_the_two_levers_has_flet_webs_worker_as_it_is(plain):
    assert (plain / snapshot.WORKER).read_bytes() == FLET_WORKER.read_bytes() and not (plain / snapshot.SPARE).exists()


@pytest.mark.parametrize(
    "change, found",
    [
        (lambda s: s.replace("self.pyodide = await loadPyodide({", "self.pyodide = await loadPyodide( {"), "0 times"),
        (
            lambda s: s.replace(
                "const pyodideModule = await import(self.pyodideUrl);", "const module = await import(self.pyodideUrl);"
            ),
            "0 times",
        ),
        (lambda s: s + "\nself.pyodide = await loadPyodide({});\n", "2 times"),
    ],
)
def test_a_worker_of_another_flet_web_is_refused_rather_than_half_patched(tmp_path, change, found):
    worker = tmp_path / snapshot.WORKER
    worker.write_text(change(FLET_WORKER.read_text(encoding="utf-8")), encoding="utf-8")
    before = worker.read_bytes()
    with pytest.raises(ValueError, match=f"python-worker.js of this flet-web differs: .* found {found}"):
        snapshot.add_snapshot(tmp_path, "0123456789abcdef", "main")
    assert worker.read_bytes() == before
