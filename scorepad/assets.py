"""Where the app's font and icon are: in the package when installed, in the source tree's assets/ otherwise."""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent / "assets"  # a wheel or `pip install .` copies assets/ here (setup.py)
SOURCE = Path(__file__).resolve().parent.parent / "assets"  # an editable install and `flet build` use this one
FONT = "DejaVu Sans"  # the bundled font's family: the app's theme and the web client's font list name it
FONT_FILE = "fonts/DejaVuSans-Scorepad.ttf"  # in the assets folder (one file: Flutter draws the bold itself)
MARKER = Path(FONT_FILE)


def assets_dir() -> str:
    """The assets folder as an absolute path (Flet needs one): the package's copy, else the source tree's."""
    for folder in (PACKAGE, SOURCE):
        if (folder / MARKER).is_file():
            return str(folder)
    return str(PACKAGE)
