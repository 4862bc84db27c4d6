"""index.html and manifest.json of the site: Scorepad's name, description and icon, Python in the browser,
and addresses relative to the page, so that the site works in any folder of a host (e.g. /scorepad/)."""

from __future__ import annotations

import json
import struct
from pathlib import Path

THEME_COLOR = "#2E7D32"  # the app's seed colour (green 800), for the browser's bar and the home-screen splash
BACKGROUND_COLOR = "#FFFFFF"
ICON = "icon.png"  # assets/icon.png, copied to the site's root


def brand(site: Path, name: str, description: str, theme_color: str, background_color: str, module: str) -> None:
    """Patch the client's pages for this app, as `flet publish --no-cdn` does, plus the fixes it needs."""
    from flet.controls.types import RouteUrlStrategy, WebRenderer
    from flet_web import patch_font_manifest_json, patch_index_html, patch_manifest_json

    index = site / "index.html"
    # canvaskit: what `flet publish` picks too (skwasm costs more per frame for Pyodide apps); hash routes:
    # a static host has no page for /scorepad/match, but it has one for /scorepad/#/match.
    patch_index_html(str(index), base_href="/", app_name=name, app_description=description, pyodide=True,
                     pyodide_script_path=f"{module}.py", app_package_url="app.tar.gz", web_renderer=WebRenderer.CANVAS_KIT,
                     route_url_strategy=RouteUrlStrategy.HASH, no_cdn=True)
    index.write_text(relative_and_branded(index.read_text(encoding="utf-8")), encoding="utf-8")
    manifest = site / "manifest.json"
    patch_manifest_json(str(manifest), app_name=name, app_description=description, background_color=background_color,
                        theme_color=theme_color)
    data = json.loads(manifest.read_text(encoding="utf-8"))
    width, height = png_size(site / ICON)
    data["icons"] = [{"src": ICON, "sizes": f"{width}x{height}", "type": "image/png", "purpose": "any"}]
    manifest.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    patch_font_manifest_json(str(site / "assets" / "FontManifest.json"))  # Roboto from the site, not a CDN


# (what patch_index_html wrote or the client ships, what the site needs); each must be found exactly once
REPLACEMENTS = (
    ('<base href="/">', '<base href="./">'),
    ('flet.canvasKitBaseUrl="/canvaskit/";', 'flet.canvasKitBaseUrl="./canvaskit/";'),
    ('flet.entrypointBaseUrl="/";', 'flet.entrypointBaseUrl="./";'),
    # flet-web 1.0.5 leaves the default "/pyodide/pyodide.mjs" (the host's root) or, given a version, writes
    # "pyodide/pyodide.mjs", which the worker's import() rejects as a bare name: Python never starts.
    ('flet.assetBase="/";', 'flet.assetBase="./";\nflet.pyodideUrl="./pyodide/pyodide.mjs";'),
    ('href="icons/apple-touch-icon-192.png"', f'href="{ICON}"'),
    ('href="favicon.png"', f'href="{ICON}"'),
    ('src="icons/loading-animation.png"', f'src="{ICON}"'),
)


def relative_and_branded(html: str) -> str:
    """index.html with every address relative to the page and Scorepad's icon instead of Flet's."""
    for old, new in REPLACEMENTS:
        if html.count(old) != 1:
            raise ValueError(f"index.html of this flet-web differs: {old!r} found {html.count(old)} times")
        html = html.replace(old, new)
    return html


def png_size(path: Path) -> tuple[int, int]:
    """Width and height of a PNG file, from its header."""
    head = path.read_bytes()[:24]
    if head[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path} is not a PNG file")
    return struct.unpack(">II", head[16:24])
