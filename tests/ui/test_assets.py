"""The bundled font draws everything the app shows, offline."""

import re
from pathlib import Path

from fontTools.ttLib import TTFont

from scorepad.ui.app import assets_dir

APP = Path(__file__).resolve().parents[2] / "scorepad" / "ui" / "app.py"
SHOWN = "♠♥♦♣☾★⚠✓●Σ−←→↑↓↕↖↗↶·–„“…äöüÄÖÜßéèçñøåłšžčćőűąęЖжΩ€0123456789"


def bundled_font() -> Path:
    [name] = re.findall(r'"(fonts/[^"]+\.ttf)"', APP.read_text(encoding="utf-8"))
    return Path(assets_dir()) / name


def test_the_font_the_app_names_is_in_the_assets_folder():
    assert bundled_font().is_file()


def test_the_bundled_font_has_the_suits_the_marks_and_the_letters_of_players_names():
    cmap = TTFont(bundled_font()).getBestCmap()
    missing = [ch for ch in SHOWN if ord(ch) not in cmap]
    assert missing == []


def test_every_symbol_in_the_apps_texts_is_in_the_bundled_font():
    from scorepad.i18n import catalog

    cmap = TTFont(bundled_font()).getBestCmap()
    used = {ch for entry in catalog.TEXT.values() for text in entry.values() for ch in text}
    assert sorted(ch for ch in used if ord(ch) not in cmap) == []
