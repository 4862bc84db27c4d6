"""The bundled font draws everything the app shows, offline."""

from pathlib import Path

from fontTools.ttLib import TTFont

from scorepad.assets import FONT_FILE
from scorepad.ui.app import assets_dir

SHOWN = "♠♥♦♣☾★⚠✓●Σ−←→↑↓↕↖↗↶·–„“…äöüÄÖÜßéèçñøåłšžčćőűąęЖжΩ€0123456789"


def bundled_font() -> Path:
    """The font file the app registers (page.fonts) and the web client loads first."""
    return Path(assets_dir()) / FONT_FILE


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
