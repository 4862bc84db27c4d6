"""A head start for the app's Python worker (head_start.js): from its first moment Pyodide's wasm is compiled and
app.tar.gz fetched and read by the worker's JavaScript, side by side, instead of one after another and the
archive in Python. Each patch must find its place in Flet's python-worker.js exactly once, so a changed flet-web
fails the build instead of giving a half-patched worker."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from scorepad.site.pages import replaced

WORKER = "python-worker.js"
IMPORT = "const pyodideModule = await import(self.pyodideUrl);"  # the worker's first step: the head start before it
# What flet-web 1.0.5's worker has, each exactly once: its first step, where Pyodide is loaded and the worker's
# Python about to run (the archive's files go in there), and the Python that fetches and unpacks the archive
# (left out once they are in).
START = (IMPORT, f"scorepadHeadStart(self.pyodideUrl, self.appPackageUrl);\n        {IMPORT}")
UNPACK = (
    'self.pyodide.registerJsModule("flet_js", flet_js);',
    'await scorepadUnpack(self.pyodide);\n        self.pyodide.registerJsModule("flet_js", flet_js);',
)
SKIP = (
    '        if "script" not in py_args:\n',
    '        if getattr(flet_js, "scorepad_unpacked", False):\n'
    '            print("App archive unpacked by the worker")\n'
    '        elif "script" not in py_args:\n',
)


def add_head_start(site: Path) -> None:
    """python-worker.js that compiles Pyodide and reads app.tar.gz at once, each beside the other."""
    worker = site / WORKER
    source = replaced(worker.read_text(encoding="utf-8"), (START, UNPACK, SKIP), WORKER)
    worker.write_text(f"{script()}\n{source}", encoding="utf-8")


def script() -> str:
    return resources.files("scorepad.site").joinpath("head_start.js").read_text(encoding="utf-8")
