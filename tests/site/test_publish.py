"""`scorepad publish DIR`: the whole static site, written from what is installed, with no network."""

from __future__ import annotations

import gzip
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile

import pytest

from scorepad.site import offline, pages
from scorepad.site.build import LEVERS, ROOT, publish

# Refuses every connection and notes where it would have gone (a library may swallow the error).
NO_NETWORK = """import os, socket
def refuse(*args, **kwargs):
    with open(os.environ["SCOREPAD_TRIED"], "a") as log:
        log.write(repr(args[:2]) + "\\n")
    raise OSError("no network while building the site")
socket.socket.connect = socket.socket.connect_ex = refuse
socket.create_connection = socket.getaddrinfo = refuse
"""


def run_scorepad(*args, env=None):
    """The scorepad command of the Python running the tests, as a user would call it."""
    environ = {**os.environ, "LANG": "en_US.UTF-8", **(env or {})}
    return subprocess.run(
        [sys.executable, "-m", "scorepad", *map(str, args)], capture_output=True, text=True, env=environ, timeout=300
    )


@pytest.fixture
def site(published_site):
    return published_site


@pytest.mark.slow
def test_publish_writes_the_site_with_every_connection_refused_and_tries_none(tmp_path):
    (tmp_path / "nonet").mkdir()
    (tmp_path / "nonet" / "sitecustomize.py").write_text(NO_NETWORK)
    tried = tmp_path / "tried.log"
    done = run_scorepad(
        "publish", tmp_path / "site", env={"PYTHONPATH": str(tmp_path / "nonet"), "SCOREPAD_TRIED": str(tried)}
    )
    assert done.returncode == 0, done.stderr
    assert not tried.exists(), tried.read_text()
    assert done.stdout.startswith(f"{tmp_path / 'site'}: the web site, ") and "http.server" in done.stdout
    for name in (
        "index.html",
        "app.tar.gz",
        "main.dart.js",
        "flutter_service_worker.js",
        "pyodide/pyodide.asm.wasm",
        "canvaskit/chromium/canvaskit.wasm",
        "fonts/DejaVuSans-Scorepad.ttf",
        "icon.png",
        "manifest.json",
    ):
        assert (tmp_path / "site" / name).is_file(), name


def test_the_archive_carries_the_app_and_its_packages_and_no_tests_docs_or_compiled_modules(site):
    with tarfile.open(site / "app.tar.gz") as archive:
        names = archive.getnames()
    tops = {name.split("/")[0] for name in names}
    packages = {name.split("/")[1] for name in names if name.startswith("__pypackages__/")}
    assert tops == {"main.py", "scorepad", "__pypackages__"}  # no pyproject or requirements: micropip installs nothing
    assert {"flet", "flet_charts", "tinydb", "msgpack", "repath.py", "six.py"} <= packages
    assert "scorepad/storage/browser.py" in names and "scorepad/ui/app.py" in names
    assert not [
        n for n in names if n.endswith((".so", ".pyc")) or "__pycache__" in n or n.startswith(("tests/", "docs/"))
    ]


def test_the_page_uses_addresses_relative_to_itself_python_in_the_browser_and_scorepads_name_and_icon(site):
    html = (site / "index.html").read_text(encoding="utf-8")
    for setting in (
        '<base href="./">',
        'flet.pyodideUrl="./pyodide/pyodide.mjs"',
        'flet.entrypointBaseUrl="./"',
        'flet.canvasKitBaseUrl="./canvaskit/"',
        "flet.pyodide = true",
        'flet.routeUrlStrategy="hash"',
        "<title>Scorepad</title>",
        '<link rel="icon" type="image/png" href="icon.png" />',
    ):
        assert setting in html, setting
    assert not re.search(r'(src|href)="/', html) and 'flutter_bootstrap.js" async' not in html
    scripts = html.split("<script")
    assert "Scorepad loads nothing from other hosts" in scripts[1]  # the guard is the first script
    assert pages.early_script("languages.js") in scripts[2]  # then the languages Flutter can read, before its own
    assert pages.early_script("link_once.js") in scripts[3]  # then a hand-over link kept out of the history
    assert (site / pages.KEEP_AWAKE).read_bytes() == pages.keep_awake_script()  # where Flet's Wakelock loads its script
    manifest = json.loads((site / "manifest.json").read_text(encoding="utf-8"))
    assert (manifest["name"], manifest["start_url"]) == ("Scorepad", ".")
    assert manifest["icons"] == [{"src": "icon.png", "sizes": "512x512", "type": "image/png", "purpose": "any"}]


def test_the_client_loads_the_bundled_font_from_the_site_before_its_first_frame(site):
    fonts = json.loads((site / "assets" / "FontManifest.json").read_text(encoding="utf-8"))
    [bundled] = [entry["fonts"][0]["asset"] for entry in fonts if entry["family"] == "DejaVu Sans"]
    assert (site / "assets" / bundled).resolve() == (site / "fonts" / "DejaVuSans-Scorepad.ttf").resolve()
    assert {"family": "Roboto", "fonts": [{"asset": "fonts/roboto.woff2"}]} in fonts  # from the site, not a CDN
    assert [entry["family"] for entry in fonts] == ["MaterialIcons", "Roboto", "DejaVu Sans"]  # no KaTeX, no Cupertino


def test_the_service_worker_lists_every_file_of_the_site_with_its_hash_under_flutters_worker_address(site):
    worker = (site / offline.WORKER).read_text(encoding="utf-8")
    files = json.loads(re.search(r"const FILES = (\{.*\});", worker).group(1))
    on_disk = offline.site_files(site)
    assert sorted(files) == on_disk and "index.html" in files and "app.tar.gz" in files
    assert all(files[path][0] == offline.digest(site / path) for path in on_disk)
    assert not files["canvaskit/canvaskit.wasm"][1]  # CanvasKit: the one a browser asks for
    unlisted = [
        path
        for path in files
        if path.startswith(("assets/packages/flutter_math_fork/", "assets/packages/cupertino_icons/"))
    ]
    assert unlisted and not any(files[path][1] for path in unlisted)  # fonts not in FontManifest.json: not precached
    packed = sorted(path for path in files if files[path][2])  # fetched as their gzipped twins, kept inflated
    assert {"main.dart.js", "pyodide/pyodide.asm.wasm", "canvaskit/chromium/canvaskit.wasm"} <= set(packed)
    assert "app.tar.gz" not in packed and not [path for path in files if path.endswith(".gz") and path[:-3] in files]
    assert all(gzip.decompress((site / f"{path}.gz").read_bytes()) == (site / path).read_bytes() for path in packed)
    version = offline.flutter_worker_version((site / "flutter_bootstrap.js").read_text(encoding="utf-8"))
    assert f'"flutter_service_worker.js?v={version}"' in (site / "index.html").read_text(encoding="utf-8")


def worker_files(site):
    return json.loads(
        re.search(r"const FILES = (\{.*\});", (site / offline.WORKER).read_text(encoding="utf-8")).group(1)
    )


def test_the_site_ships_both_flutter_builds_and_leaves_the_pick_to_flutters_loader_which_the_worker_then_keeps(site):
    html = (site / "index.html").read_text(encoding="utf-8")
    assert 'flet.webRenderer="auto";' in html  # flutter_bootstrap.js takes the first build this browser runs
    config = json.loads(
        re.search(r"_flutter\.buildConfig = (\{.*\});", (site / "flutter_bootstrap.js").read_text()).group(1)
    )
    assert [(b["compileTarget"], b["renderer"]) for b in config["builds"]] == [
        ("dart2wasm", "skwasm"),
        ("dart2js", "canvaskit"),
    ]
    files = worker_files(site)
    for name in (
        "main.dart.wasm",
        "main.dart.mjs",
        "canvaskit/skwasm.wasm",
        "canvaskit/skwasm.js",
        "main.dart.js",
        "canvaskit/canvaskit.wasm",
        "canvaskit/chromium/canvaskit.wasm",
    ):
        assert (site / name).is_file() and not files[name][1], name  # fetched on demand: only the picked one is kept
    assert files["main.dart.wasm"][2] and files["canvaskit/skwasm.wasm"][2]  # fetched gzipped, like main.dart.js
    assert not [path for path in files if "wimp" in path]  # a renderer the loader picks only when asked to


@pytest.mark.slow
def test_without_the_wasm_lever_the_site_is_canvaskit_only_with_the_dart2js_build_precached(tmp_path):
    site = publish(tmp_path / "site", levers=LEVERS - {"wasm"}).path
    assert 'flet.webRenderer="canvaskit";' in (site / "index.html").read_text(encoding="utf-8")
    files = worker_files(site)
    assert not [path for path in files if path.startswith(("main.dart.wasm", "main.dart.mjs", "canvaskit/skwasm"))]
    assert files["main.dart.js"][1] and not files["canvaskit/canvaskit.wasm"][1]


@pytest.mark.slow
def test_the_same_files_give_the_same_build_and_a_changed_file_a_new_one(tmp_path):
    app = tmp_path / "app"
    app.mkdir()
    for name in ("main.py", "pyproject.toml", "assets"):
        (shutil.copytree if (ROOT / name).is_dir() else shutil.copyfile)(ROOT / name, app / name)
    first, again = publish(tmp_path / "one", root=app), publish(tmp_path / "two", root=app)
    (app / "main.py").write_text((app / "main.py").read_text() + "\n# changed\n")
    changed = publish(tmp_path / "one", root=app)
    assert first.build == again.build != changed.build
    assert (tmp_path / "one" / "app.tar.gz").read_bytes() != (tmp_path / "two" / "app.tar.gz").read_bytes()


def test_a_folder_that_is_not_an_earlier_site_is_left_alone_with_one_line_in_german_or_english(tmp_path):
    (tmp_path / "notes").mkdir()
    (tmp_path / "notes" / "keep.txt").write_text("mine")
    done = run_scorepad("--lang", "de", "publish", tmp_path / "notes")
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr == (
        f"scorepad: {tmp_path / 'notes'}: existiert und ist keine von scorepad publish geschriebene Website; "
        f"nichts wurde verändert\n"
    )
    assert [p.name for p in (tmp_path / "notes").iterdir()] == ["keep.txt"]
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no half-built folder left behind
