"""Python started from a memory snapshot of Pyodide (snapshot.js): Flet's python-worker.js, patched, restores
the memory a spare worker kept after a first start (Python up, flet and the app's modules imported) instead
of starting Python and importing them again. Each patch must find its place in the worker exactly once, so a
changed flet-web fails the build instead of giving a half-patched worker."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

from scorepad.site.pages import replaced

WORKER = "python-worker.js"
SPARE = "snapshot-worker.js"  # the spare worker that makes a snapshot: python-worker.js, imported
AFTER_MS = 10000  # the spare worker starts this long after the app is up (its first screen and work go first)
# What flet-web 1.0.5's worker has, each exactly once: where it imports Pyodide, kept as it is (the new load
# uses that module), and its load of Pyodide, which becomes the one that tries the snapshot first.
IMPORT = "const pyodideModule = await import(self.pyodideUrl);"
LOAD = ("self.pyodide = await loadPyodide({", "self.pyodide = await scorepadLoadPyodide(pyodideModule, {")
# What the start imports, as its worker does (the archive's packages first on sys.path): the entry module (which
# runs the app only as __main__), every screen and the browser disk, whose module holds only the `js` module
# and Pyodide's own API, which a snapshot restores. Nothing here may keep another JS object.
PRELOAD = """import sys
sys.path.insert(0, "__pypackages__")
import {module}
import scorepad.storage.browser
from scorepad.ui import nav
nav.load_screens()
"""


def add_snapshot(site: Path, stamp: str, module: str) -> None:
    """python-worker.js that starts from this build's snapshot when one is kept, and keeps one otherwise."""
    worker = site / WORKER
    source = replaced(worker.read_text(encoding="utf-8"), ((IMPORT, IMPORT), LOAD), WORKER)
    worker.write_text(f"{script(stamp, module)}\n{source}\nscorepadSnapshotHooks();\n", encoding="utf-8")
    (site / SPARE).write_text(f'import "./{WORKER}";\n', encoding="utf-8")


def script(stamp: str, module: str) -> str:
    """snapshot.js for the build `stamp` whose entry module is `module`."""
    source = resources.files("scorepad.site").joinpath("snapshot.js").read_text(encoding="utf-8")
    settings = (('"__STAMP__"', json.dumps(stamp)), ("__PRELOAD__", json.dumps(PRELOAD.format(module=module))),
                ("__AFTER_MS__", str(AFTER_MS)), ('"__SPARE__"', json.dumps(SPARE)))
    return replaced(source, settings, "snapshot.js")
