"""`scorepad publish DIR`: the static site, built from what is installed here, with no network.

The steps of `flet publish` (flet-cli 1.0.5), done directly so that nothing is fetched: the Flet web client
and the Pyodide runtime come from the installed flet-web package, the app and the pure-Python packages it
imports go into app.tar.gz (which the page's Python worker unpacks and puts on sys.path), and index.html
and manifest.json carry Scorepad's name, description and icon. Then the offline service worker (offline.py).
"""

from __future__ import annotations

import fnmatch
import gzip
import hashlib
import io
import json
import shutil
import tarfile
import tempfile
import tomllib
from dataclasses import dataclass
from pathlib import Path

from scorepad.site import early, glance, head_start, offline, pages, snapshot
from scorepad.site.vendor import WEB_PACKAGES, vendor
from scorepad.ui.glance import PUBLISHED

PACKAGE = Path(__file__).resolve().parents[1]  # scorepad/
ROOT = PACKAGE.parent  # the checkout: main.py, assets/ and pyproject.toml beside the package
APP_ARCHIVE = "app.tar.gz"
MARKER = "scorepad-site.json"  # says the folder is a site this command wrote (and may replace)
# Never fetched by this site (the canvaskit renderer of the dart2js build, Python run from app.tar.gz):
# the dart2wasm build (unless the "wasm" lever), the other renderers, debug symbols and maps, Pyodide's
# command-line runner and the micropip wheels (nothing is installed at run time), and Flet's own icons.
WASM_BUILD = ("main.dart.wasm", "main.dart.mjs", "canvaskit/skwasm*")  # dart2wasm with its renderer, skwasm
UNUSED = (
    "canvaskit/wimp*",
    "canvaskit/experimental_webparagraph",
    "*.symbols",
    "*.map",
    "favicon.png",
    "icons",
    "pyodide/python",
    "pyodide/python.bat",
    "pyodide/python.exe",
    "pyodide/python_cli_entry.mjs",
    "pyodide/*.d.ts",
    "pyodide/*.whl",
)
# The network server's own modules (they need starlette, uvicorn and flet-web, which the browser has not);
# the rest of scorepad.server (seats, roles, links) is what the UI asks and stays.
SERVER_ONLY = (
    "scorepad/server/app.py",
    "scorepad/server/client_files.py",
    "scorepad/server/connections.py",
    "scorepad/server/flet_asgi.py",
    "scorepad/server/secret_gate.py",
    "scorepad/server/sessions.py",
)


# The ways to a faster start the site takes (docs/web.md, "Cost", says what each gains): "glance", the running
# match's totals on the start page before the app is up (glance.py); "early python", Pyodide started with the
# Flutter client instead of after it (early.py); "packed", the large files fetched gzipped by the service
# worker (offline.packed); "wasm", Flutter's dart2wasm build with skwasm where the browser has WasmGC, the dart2js
# build with CanvasKit elsewhere (Flutter's loader picks; pages.brand); "snapshot", Python restored from a memory
# snapshot kept after the first start (snapshot.py); "quiet wait", the client's frames held back while Python
# starts (early.py, with "early python"); "head start", Pyodide's wasm compiled and app.tar.gz read by the worker's
# JavaScript from its first moment (head_start.py); "full snapshot", the snapshot with what the start imports
# later too (snapshot.FULL). The last three (ENGINE_LEVERS) came for WebKit's start (issue 44).
ENGINE_LEVERS = frozenset({"quiet wait", "head start", "full snapshot"})
LEVERS = frozenset({"glance", "early python", "packed", "wasm", "snapshot"}) | ENGINE_LEVERS


class PublishError(Exception):
    """Why the site cannot be written: a text key of site_text.py and its values."""

    def __init__(self, key: str, **values):
        super().__init__(key)
        self.key, self.values = key, values


@dataclass(frozen=True)
class Site:
    """A written site: its folder, build id (changes with any file), number of files and bytes."""

    path: Path
    build: str
    files: int
    bytes: int


def publish(
    target: Path,
    root: Path = ROOT,
    module: str = "main",
    packages=WEB_PACKAGES,
    own: bool = True,
    levers: frozenset[str] = LEVERS,
) -> Site:
    """Write the complete site to `target`: the app in `root` (`module`.py, assets/, pyproject.toml), the
    scorepad package (unless `own` is false: a bare app for comparison) and the installed `packages`;
    `levers`: which of the ways to a faster start it takes (all but for a benchmark's comparison)."""
    target = Path(target).resolve()
    check_target(target)
    for needed in (f"{module}.py", "assets", "pyproject.toml"):
        if not (root / needed).exists():
            raise PublishError("site.no_source", path=str(root / needed))
    work = Path(tempfile.mkdtemp(prefix=f".{target.name}.", dir=target.parent))
    try:
        wasm = own and "wasm" in levers
        copy_client(work, wasm=wasm)
        shutil.copytree(root / "assets", work, dirs_exist_ok=True)
        stamp = write_app_archive(root / f"{module}.py", PACKAGE if own else None, packages, work / APP_ARCHIVE)
        pages.brand(work, **app_meta(root), module=module, wasm=wasm)
        if own and "glance" in levers:
            glance.add_glance(work, stamp)
        if own and "early python" in levers:
            early.add_early_python(work, quiet="quiet wait" in levers)
        if own and "snapshot" in levers:
            snapshot.add_snapshot(work, stamp, module, full="full snapshot" in levers)
        if own and "head start" in levers:
            head_start.add_head_start(work)
        build = offline.add_service_worker(work, pack=own and "packed" in levers)
        files = [p for p in work.rglob("*") if p.is_file()]
        (work / MARKER).write_text(json.dumps({"build": build}) + "\n", encoding="utf-8")
        replace_folder(work, target)
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise
    return Site(target, build, len(files) + 1, sum(p.stat().st_size for p in target.rglob("*") if p.is_file()))


def check_target(target: Path) -> None:
    """The target may be missing, empty, or a site this command wrote; nothing else is overwritten."""
    if target.exists() and (not target.is_dir() or (any(target.iterdir()) and not (target / MARKER).exists())):
        raise PublishError("site.not_a_site", path=str(target))


def replace_folder(work: Path, target: Path) -> None:
    """Put the finished site in place of the old one (a half-written site is never left at `target`)."""
    if target.exists():
        old = target.with_name(f".{target.name}.old")
        shutil.rmtree(old, ignore_errors=True)
        target.rename(old)
        work.rename(target)
        shutil.rmtree(old, ignore_errors=True)
    else:
        work.rename(target)


def copy_client(work: Path, wasm: bool = False) -> None:
    """The Flutter web client and the Pyodide runtime as flet-web ships them, less what is never fetched
    (`wasm`: with the dart2wasm build beside the dart2js one)."""
    from flet_web import get_package_web_dir

    web = Path(get_package_web_dir())
    unwanted = UNUSED if wasm else UNUSED + WASM_BUILD

    def unused(folder: str, names: list[str]) -> list[str]:
        relative = Path(folder).relative_to(web)
        return [n for n in names if any(fnmatch.fnmatch((relative / n).as_posix(), p) for p in unwanted)]

    shutil.copytree(web, work, ignore=unused, dirs_exist_ok=True)


def write_app_archive(entry: Path, package: Path | None, packages, archive: Path) -> str:
    """app.tar.gz: the entry module, the package and __pypackages__/; the same bytes for the same files.
    Returns the stamp of its Python (a hash of every file), which the package in it carries too."""
    with tempfile.TemporaryDirectory() as temp:
        vendored = Path(temp)
        vendor(packages, vendored)
        members = [(entry, entry.name)]
        if package is not None:
            members += [
                (p, p.relative_to(package.parent).as_posix())
                for p in sorted(package.rglob("*"))
                if p.relative_to(package.parent).as_posix() not in SERVER_ONLY
            ]
        members += [(p, "__pypackages__/" + p.relative_to(vendored).as_posix()) for p in sorted(vendored.rglob("*"))]
        files = [
            (name, path.read_bytes())
            for path, name in members
            if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc"
        ]
    stamp = hashlib.sha256(
        json.dumps([(name, hashlib.sha256(data).hexdigest()) for name, data in files]).encode()
    ).hexdigest()[:16]
    if package is not None:  # the app's Python knows which build it is (the start page shows only its glance)
        files.append((f"scorepad/{PUBLISHED}", (json.dumps({"stamp": stamp}) + "\n").encode()))
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=tarfile.GNU_FORMAT) as tar:
        for name, data in files:
            info = tarfile.TarInfo(name)
            info.size, info.mode = len(data), 0o644
            tar.addfile(info, io.BytesIO(data))
    with archive.open("wb") as out, gzip.GzipFile(fileobj=out, mode="wb", mtime=0, filename="") as packed:
        packed.write(buffer.getvalue())
    return stamp


def app_meta(root: Path) -> dict:
    """Name, description and colours from pyproject.toml ([tool.flet] product, [project] description)."""
    with (root / "pyproject.toml").open("rb") as file:
        project = tomllib.load(file)
    flet = project.get("tool", {}).get("flet", {})
    web = flet.get("web", {})
    return {
        "name": flet.get("product") or project["project"]["name"],
        "description": project["project"].get("description", ""),
        "theme_color": web.get("pwa_theme_color", pages.THEME_COLOR),
        "background_color": web.get("pwa_background_color", pages.BACKGROUND_COLOR),
    }
