"""Python started with the Flutter client (early_python.js): the page makes Flet's Python worker at the moment
the start script loads the client, instead of the client making it once it is up, so that Pyodide and the app
load while the client does."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

BOOTSTRAP = '<script src="flutter_bootstrap.js" async></script>'  # the start script (boot.js) takes its place
ARGS: dict = {}  # what Flet's client 1.0.5 passes to jsConnect for a published app (checked in tests/e2e)


def add_early_python(site: Path) -> None:
    """index.html with the early start of Python just before the client's start."""
    index = site / "index.html"
    html = index.read_text(encoding="utf-8")
    if html.count(BOOTSTRAP) != 1:
        raise ValueError("index.html of this flet-web differs: the flutter_bootstrap.js tag is not found once")
    source = resources.files("scorepad.site").joinpath("early_python.js").read_text(encoding="utf-8")
    script = source.replace("__ARGS__", json.dumps(ARGS))
    index.write_text(html.replace(BOOTSTRAP, f"<script>\n{script}</script>\n  {BOOTSTRAP}"), encoding="utf-8")
