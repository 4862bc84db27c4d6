"""Python started with the Flutter client (early_python.js): the page makes Flet's Python worker at the moment
the start script loads the client, instead of the client making it once it is up, so that Pyodide and the app
load while the client does."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

BOOTSTRAP = '<script src="flutter_bootstrap.js" async></script>'  # the start script (boot.js) takes its place
ARGS: dict = {}  # what Flet's client 1.0.5 passes to jsConnect for a published app (checked in tests/e2e)
QUIET_MS = 250  # while Python starts, the client's frames come at most this often ("quiet wait", issue 44)


def add_early_python(site: Path, quiet: bool = True) -> None:
    """index.html with the early start of Python just before the client's start; `quiet`: the client's frames
    held back (to one every QUIET_MS) from its first until Python has started."""
    index = site / "index.html"
    html = index.read_text(encoding="utf-8")
    if html.count(BOOTSTRAP) != 1:
        raise ValueError("index.html of this flet-web differs: the flutter_bootstrap.js tag is not found once")
    source = resources.files("scorepad.site").joinpath("early_python.js").read_text(encoding="utf-8")
    script = source.replace("__ARGS__", json.dumps(ARGS)).replace("__QUIET_MS__", str(QUIET_MS if quiet else 0))
    index.write_text(html.replace(BOOTSTRAP, f"<script>\n{script}</script>\n  {BOOTSTRAP}"), encoding="utf-8")
