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
from scorepad.ui import app, nav
nav.load_screens()
"""
# With the lever "full snapshot" (issue 44), also what the start would import later, each module compiled from its
# source then (there are no .pyc files; in WebKit, whose wasm starts cold at every load, that took about a second):
# Flet's controls and the session's late imports (preload_flet), Flet's start in the browser (flet.app) and its
# connection to the worker, which imports the worker's JS module flet_js: a Python stand-in here, the worker's own
# once restored (snapshot.js).
FULL = """app.preload_flet(in_browser=True)
import types
sys.modules["flet_js"] = types.ModuleType("flet_js")
import flet.app, flet.messaging.pyodide_connection
del sys.modules["flet_js"]
"""


def add_snapshot(site: Path, stamp: str, module: str, full: bool = True) -> None:
    """python-worker.js that starts from this build's snapshot when one is kept, and keeps one otherwise (`full`:
    one that has imported what the start imports later, too)."""
    worker = site / WORKER
    source = replaced(worker.read_text(encoding="utf-8"), ((IMPORT, IMPORT), LOAD), WORKER)
    worker.write_text(f"{script(stamp, module, full)}\n{source}\nscorepadSnapshotHooks();\n", encoding="utf-8")
    (site / SPARE).write_text(f'import "./{WORKER}";\n', encoding="utf-8")


def script(stamp: str, module: str, full: bool = True) -> str:
    """snapshot.js for the build `stamp` whose entry module is `module` (`full`: with FULL in its preload)."""
    source = resources.files("scorepad.site").joinpath("snapshot.js").read_text(encoding="utf-8")
    preload = PRELOAD.format(module=module) + (FULL if full else "")
    settings = (
        ('"__STAMP__"', json.dumps(stamp)),
        ("__PRELOAD__", json.dumps(preload)),
        ("__AFTER_MS__", str(AFTER_MS)),
        ('"__SPARE__"', json.dumps(SPARE)),
    )
    return replaced(source, settings, "snapshot.js")
