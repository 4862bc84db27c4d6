"""The start page's glance (scorepad/ui/glance.py makes it, glance.js shows it): the script goes first into the
page's body, so the running match's totals are on the screen with the page's first paint, long before the
client and Python are up. It shows only a glance written by this build's Python (the stamp of app.tar.gz)."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

from scorepad.ui.glance import KEY, LIMIT

BODY = "<body>"
STORAGE_PREFIX = "flutter."  # what Flutter's shared_preferences puts before a key in window.localStorage


def add_glance(site: Path, stamp: str) -> None:
    """index.html with the glance's script as the first thing in its body."""
    index = site / "index.html"
    html = index.read_text(encoding="utf-8")
    if html.count(BODY) != 1:
        raise ValueError("index.html of this flet-web differs: <body> is not found once")
    index.write_text(html.replace(BODY, f"{BODY}\n  <script>\n{script(stamp)}</script>"), encoding="utf-8")


def script(stamp: str) -> str:
    """glance.js for the build `stamp`."""
    source = resources.files("scorepad.site").joinpath("glance.js").read_text(encoding="utf-8")
    settings = {"__STAMP__": stamp, "__KEY__": STORAGE_PREFIX + KEY, "__LIMIT__": str(LIMIT)}
    for name, value in settings.items():
        source = (
            source.replace(json.dumps(name), json.dumps(value)) if name != "__LIMIT__" else source.replace(name, value)
        )
    return source
