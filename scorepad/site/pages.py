"""The client's pages made Scorepad's, for the published site and for `scorepad --web` alike: index.html with
Scorepad's name and icon and nothing fetched from another host, manifest.json with the name, colours and icon,
and FontManifest.json with the bundled font (loaded before the first frame), and Scorepad's keep-awake script
(keep_awake.js, which holds on plain http too) where Flet's Wakelock loads wakelock_plus's. The site also gets addresses
relative to the page, so that it works in any folder of a host (e.g. /scorepad/)."""

from __future__ import annotations

import json
import struct
from importlib import resources
from pathlib import Path

from scorepad.rules.handover import ROUTE as TAKE_ROUTE

NAME = "Scorepad"  # the server's name for the app; the site takes [tool.flet] product (the same, tests/site)
THEME_COLOR = "#2E7D32"  # the app's seed colour (green 800), for the browser's bar and the home-screen splash
BACKGROUND_COLOR = "#FFFFFF"
ICON = "icon.png"  # assets/icon.png: at the site's root, and served at the server's root from the assets folder

# (what patch_index_html wrote or the client ships, what Scorepad needs); each must be found exactly once
ICONS = (
    ('href="icons/apple-touch-icon-192.png"', f'href="{ICON}"'),
    ('href="favicon.png"', f'href="{ICON}"'),
    ('src="icons/loading-animation.png"', f'src="{ICON}"'),
)
RELATIVE = (
    ('<base href="/">', '<base href="./">'),
    ('flet.canvasKitBaseUrl="/canvaskit/";', 'flet.canvasKitBaseUrl="./canvaskit/";'),
    ('flet.entrypointBaseUrl="/";', 'flet.entrypointBaseUrl="./";'),
    # flet-web 1.0.5 leaves the default "/pyodide/pyodide.mjs" (the host's root) or, given a version, writes
    # "pyodide/pyodide.mjs", which the worker's import() rejects as a bare name: Python never starts.
    ('flet.assetBase="/";', 'flet.assetBase="./";\nflet.pyodideUrl="./pyodide/pyodide.mjs";'),
)
HEAD = "<head>"  # the guard against other hosts' scripts goes first in it, before any script
EARLY = ("local_only.js", "languages.js", "link_once.js")  # at the start of the head, in order, before Flet's
# where Flet's Wakelock (the wakelock_plus plugin) loads its script from: Scorepad's keep_awake.js is served there
KEEP_AWAKE = "assets/packages/wakelock_plus/assets/no_sleep.js"


def brand(
    site: Path, name: str, description: str, theme_color: str, background_color: str, module: str, wasm: bool = False
) -> None:
    """Patch the site's pages for this app, as `flet publish --no-cdn` does, plus the fixes it needs; `wasm`:
    Flutter's loader picks the build (dart2wasm with skwasm where the browser has WasmGC), else CanvasKit."""
    from flet.controls.types import RouteUrlStrategy, WebRenderer
    from flet_web import patch_index_html

    index = site / "index.html"
    # canvaskit: what `flet publish` picks; auto: the first of flutter_bootstrap.js's builds the browser can run
    # (dart2wasm + skwasm needs WasmGC and WebGL in a Chromium, else dart2js + CanvasKit). Hash routes: a static
    # host has no page for /scorepad/match, but it has one for /scorepad/#/match.
    renderer = WebRenderer.AUTO if wasm else WebRenderer.CANVAS_KIT
    patch_index_html(
        str(index),
        base_href="/",
        app_name=name,
        app_description=description,
        pyodide=True,
        pyodide_script_path=f"{module}.py",
        app_package_url="app.tar.gz",
        web_renderer=renderer,
        route_url_strategy=RouteUrlStrategy.HASH,
        no_cdn=True,
    )
    index.write_text(replaced(branded(index.read_text(encoding="utf-8")), RELATIVE), encoding="utf-8")
    brand_manifest(site / "manifest.json", name, description, theme_color, background_color, site / ICON)
    brand_fonts(site / "assets" / "FontManifest.json", site)
    (site / KEEP_AWAKE).write_bytes(keep_awake_script())


def keep_awake_script() -> bytes:
    """Scorepad's keep-awake (keep_awake.js), which holds on plain http too, for wakelock_plus's no_sleep.js."""
    return resources.files("scorepad.site").joinpath("keep_awake.js").read_bytes()


def branded(html: str) -> str:
    """index.html (as patch_index_html wrote it) with Scorepad's icon instead of Flet's, the guard that keeps the
    page from loading scripts from other hosts, then the browser's languages made tags Flutter can read (a POSIX
    locale's "C" kept the page on its splash: languages.js), then a hand-over link kept out of the tab's history
    (link_once.js)."""
    first = "".join(f"\n  <script>\n{early_script(name)}</script>" for name in EARLY)
    return replaced(html, ICONS + ((HEAD, f"{HEAD}{first}"),))


def early_script(name: str) -> str:
    """One of the scripts that run before any other on the page (EARLY), with its settings filled in."""
    text = resources.files("scorepad.site").joinpath(name).read_text(encoding="utf-8")
    return replaced(text, EARLY_SETTINGS.get(name, ()), name)


# what an early script is told: the hand-over link's route, as the link is made (scorepad/rules/handover.py)
EARLY_SETTINGS = {"link_once.js": (('"__TAKE__"', json.dumps(TAKE_ROUTE)),)}


def replaced(text: str, replacements, name: str = "index.html") -> str:
    """`text` (the file `name` of flet-web) with each (old, new) replaced; each old must be there exactly once
    (else flet-web changed)."""
    for old, new in replacements:
        if text.count(old) != 1:
            raise ValueError(f"{name} of this flet-web differs: {old!r} found {text.count(old)} times")
        text = text.replace(old, new)
    return text


def brand_manifest(
    manifest: Path, name: str, description: str, theme_color: str, background_color: str, icon: Path
) -> None:
    """manifest.json with the app's name, description and colours, and its icon as the only one."""
    from flet_web import patch_manifest_json

    patch_manifest_json(
        str(manifest),
        app_name=name,
        app_description=description,
        background_color=background_color,
        theme_color=theme_color,
    )
    data = json.loads(manifest.read_text(encoding="utf-8"))
    width, height = png_size(icon)
    data["icons"] = [{"src": ICON, "sizes": f"{width}x{height}", "type": "image/png", "purpose": "any"}]
    manifest.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


DRAWN_FONTS = ("MaterialIcons", "Roboto")  # of the fonts Flet's client lists, those Scorepad's screens use


def brand_fonts(font_manifest: Path, root: Path) -> None:
    """FontManifest.json with only the fonts Scorepad draws with: Material's icons, Roboto from the client
    itself (not a CDN) and the bundled font (when `root`, the folder served at the client's root, has it).
    The client loads every font listed there before its first frame: drawn before it is in, ♠ ♥ are boxes,
    and Flutter asks for a fallback font to fill them (a Noto font under assets/fonts/, which no one serves:
    a 404). The other 18 that Flet's client lists (KaTeX's for Markdown's maths, Cupertino's icons) held
    back every start by about 0.1 s here (issue 21)."""
    from flet_web import patch_font_manifest_json

    from scorepad.assets import FONT, FONT_FILE  # as the app registers it (page.fonts)

    patch_font_manifest_json(str(font_manifest))
    data = [entry for entry in json.loads(font_manifest.read_text(encoding="utf-8")) if entry["family"] in DRAWN_FONTS]
    if (root / FONT_FILE).is_file():
        data.append({"family": FONT, "fonts": [{"asset": f"../{FONT_FILE}"}]})  # assets/../fonts/: beside assets/
    font_manifest.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")


def png_size(path: Path) -> tuple[int, int]:
    """Width and height of a PNG file, from its header."""
    head = path.read_bytes()[:24]
    if head[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path} is not a PNG file")
    return struct.unpack(">II", head[16:24])
