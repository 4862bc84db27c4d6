"""A real install: the wheel built from this tree, installed into a fresh virtual environment, serves the
bundled font and draws the suits exactly as the editable install does."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import urllib.request
import venv
import zipfile
from pathlib import Path

import pytest

from e2e_driver import (
    PHONE,
    ROOT,
    Server,
    differing_pixels,
    free_port,
    open_app,
    painted,
    see,
    tap,
    wait_listening,
)

FONT = Path("fonts") / "DejaVuSans-Scorepad.ttf"
SOURCE_ONLY = shutil.ignore_patterns(
    ".git", "build", "dist", "*.egg-info", "__pycache__", ".hypothesis", ".pytest_cache", "tests", "docs", "benchmarks"
)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The wheel `pip wheel` builds from a clean copy of this tree (no stale build/ folder)."""
    folder = tmp_path_factory.mktemp("wheel")
    shutil.copytree(ROOT, folder / "source", ignore=SOURCE_ONLY)
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(folder), str(folder / "source")],
        check=True,
        timeout=600,
    )
    [built] = folder.glob("scorepad-*.whl")
    return built


@pytest.fixture(scope="module")
def installed(wheel, tmp_path_factory) -> Path:
    """A fresh virtual environment with the wheel and its dependencies installed; its bin folder."""
    home = tmp_path_factory.mktemp("venv")
    venv.create(home)  # without pip of its own (no ensurepip needed): this pip installs into it
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(home / "bin" / "python"), "install", "-q", str(wheel)],
        check=True,
        timeout=900,
    )
    return home / "bin"


def test_the_wheel_holds_the_font_and_the_icon(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    assert f"scorepad/assets/{FONT.as_posix()}" in names and "scorepad/assets/icon.png" in names


def alone() -> dict:
    """The environment of a user who installed the wheel: no PYTHONPATH of this tree's (a developer may have one)."""
    return {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}


def test_the_installed_app_finds_its_assets_in_the_package_not_in_this_tree(installed, tmp_path):
    found = subprocess.run(
        [str(installed / "python"), "-c", "from scorepad.ui.app import assets_dir; print(assets_dir())"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        check=True,
        env=alone(),
    ).stdout.strip()
    assert Path(found).parent.name == "scorepad" and "site-packages" in found and not found.startswith(str(ROOT))
    assert (Path(found) / FONT).read_bytes() == (ROOT / "assets" / FONT).read_bytes()


def test_the_installed_server_serves_the_font_and_draws_the_suits_as_the_editable_install_does(
    browser, installed, tmp_path
):
    port = free_port()
    process = subprocess.Popen(
        [
            str(installed / "scorepad"),
            "--lang",
            "en",
            "--web",
            "--port",
            str(port),
            "--data-dir",
            str(tmp_path / "installed"),
        ],
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=alone(),
    )
    editable = Server(tmp_path / "editable").start()
    try:
        wait_listening(process, port)
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/{FONT.as_posix()}", timeout=30) as reply:
            assert reply.status == 200 and reply.read() == (ROOT / "assets" / FONT).read_bytes()
        shots = [first_screen(browser, url) for url in (f"http://127.0.0.1:{port}/", editable.url)]
    finally:
        process.terminate()
        process.wait(10)
        editable.stop()
    differing = differing_pixels(browser, *shots)
    if differing >= 0.002:
        for name, png in zip(("installed", "editable"), shots, strict=True):
            (tmp_path / f"{name}.png").write_bytes(png)
    assert differing < 0.002, f"{differing:.2%} of the pixels differ; see {tmp_path}"


def first_screen(browser, url: str) -> bytes:
    """A screenshot of the new-match screen with its rules open, whose variant line has the suits (♥ and Q♠),
    once it stays the same."""
    page = open_app(browser, url, PHONE, wait_for="Players, clockwise")
    try:
        tap(page, "Change rules")
        see(page, "Every ♥ 1, Q♠ 13")
        page.wait_for_load_state("networkidle")
        # the font arrived and the page transition is over: two shots 0.5 s apart agree
        return painted(page, apart_ms=500)
    finally:
        page.context.close()
