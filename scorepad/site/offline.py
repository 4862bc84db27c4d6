"""Offline use: a service worker that keeps one build of the site in the browser's cache, and the start
script that installs it before the Flutter client loads.

The worker is written under the name flutter_bootstrap.js registers (flutter_service_worker.js?v=...), so
Flutter's own registration finds it instead of replacing it with the stub flet-web ships (which
unregisters itself). The build id is a hash of every file, so the same files give the same id and any
change gives a new worker, which the browser finds on the next visit with a network.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import re
from importlib import resources
from pathlib import Path

WORKER = "flutter_service_worker.js"
PACKED = ".gz"  # a file's gzipped twin (service_worker.js fetches it and keeps the file inflated)
PACK_AT = 64 * 1024  # bytes: smaller files are not worth a twin
PACK_RATIO = 0.8
MARKERS = (WORKER, "scorepad-site.json")
# Fetched when this browser asks for it, not on install (whatever it fetched is kept, and refreshed with each
# new build): CanvasKit comes in two builds (one for Chromium) and a browser needs one of them; the rest is
# what no start of the app fetched here (licence texts, video and audio helpers, a map logo, Pyodide's
# classic-script and npm files). Anything lazily needed later (shaders, the asset manifest, the wake lock's
# script) is precached: the app must work offline after one visit.
ON_DEMAND = (
    "canvaskit/",
    "assets/NOTICES",
    "assets/packages/media_kit/",
    "assets/packages/record_web/",
    "assets/packages/flutter_map/",
    "pyodide/pyodide.js",
    "pyodide/package.json",
    "flutter.js",
    "assets/packages/flutter_math_fork/",
    "assets/packages/cupertino_icons/",
)  # fonts no screen draws with
# A site with both of Flutter's builds (build.WASM_BUILD): the browser runs one of them (its loader picks), so
# both are fetched on demand and the picked one kept (skwasm is under canvaskit/).
BUILDS = ("main.dart.js", "main.dart.wasm", "main.dart.mjs")


def add_service_worker(site: Path, pack: bool = False) -> str:
    """Write the worker for the files now in `site` and start it from index.html; returns the build id.
    `pack`: the large files that shrink get a gzipped twin, which the worker fetches instead (packed())."""
    version = flutter_worker_version((site / "flutter_bootstrap.js").read_text(encoding="utf-8"))
    index = site / "index.html"
    html = index.read_text(encoding="utf-8")
    tag = '<script src="flutter_bootstrap.js" async></script>'
    if html.count(tag) != 1:
        raise ValueError("index.html of this flet-web differs: the flutter_bootstrap.js tag is not found once")
    boot = template("boot.js").replace("__VERSION__", version)
    index.write_text(html.replace(tag, f"<script>\n{boot}</script>"), encoding="utf-8")
    twins = packed(site) if pack else set()
    on_demand = ON_DEMAND + (BUILDS if (site / "main.dart.wasm").is_file() else ())
    files = {path: [digest(site / path), not path.startswith(on_demand), path in twins] for path in site_files(site)}
    build = hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest()[:16]
    worker = template("service_worker.js").replace("__BUILD__", build)
    (site / WORKER).write_text(worker.replace("__FILES__", json.dumps(files, sort_keys=True)), encoding="utf-8")
    return build


def site_files(site: Path) -> list[str]:
    """Every file of the site (relative, with /) but the worker, the marker and the gzipped twins, which are
    never cached (a twin is kept inflated under its file's name)."""
    found = {p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file()}
    return sorted(
        path for path in found if path not in MARKERS and not (path.endswith(PACKED) and path[: -len(PACKED)] in found)
    )


def packed(site: Path) -> set[str]:
    """Write a gzipped twin (NAME.gz, the same bytes for the same file) beside each file of at least PACK_AT
    bytes that shrinks to at most PACK_RATIO of its size; the files that got one. The file itself stays, for
    a browser without the worker: a static host (and python -m http.server) sends what it has as it is, so
    the first visit fetched 32 MB where about 13 MB do."""
    twins = set()
    for path in site_files(site):
        source = site / path
        if source.stat().st_size < PACK_AT or path.endswith((".gz", ".zip", ".png")):
            continue
        data = source.read_bytes()
        small = gzip.compress(data, compresslevel=6, mtime=0)
        if len(small) <= PACK_RATIO * len(data):
            source.with_name(source.name + PACKED).write_bytes(small)
            twins.add(path)
    return twins


def digest(path: Path) -> str:
    """The first 16 bytes of the file's SHA-256, in hex: what the worker checks each fetched file against."""
    return hashlib.sha256(path.read_bytes()).hexdigest()[:32]


def flutter_worker_version(bootstrap: str) -> str:
    """The serviceWorkerVersion flutter_bootstrap.js registers the worker with."""
    found = re.search(r'serviceWorkerVersion:\s*"([^"]+)"', bootstrap)
    if found is None:
        raise ValueError("flutter_bootstrap.js of this flet-web names no serviceWorkerVersion")
    return found.group(1)


def template(name: str) -> str:
    return resources.files("scorepad.site").joinpath(name).read_text(encoding="utf-8")
