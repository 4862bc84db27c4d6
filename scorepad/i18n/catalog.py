"""The text catalogue: each key once, with its English and German wording side by side."""

from __future__ import annotations

import string

TEXT: dict[str, dict[str, str]] = {}
COUNTED: set[str] = set()  # keys with a counted field, `{hands:# hand|# hands}` (scorepad.i18n.t picks the form)


def add(entries: dict[str, tuple[str, str]]) -> None:
    """Register (English, German) pairs under their keys."""
    for key, (en, de) in entries.items():
        if key in TEXT:
            raise KeyError(f"text key registered twice: {key}")
        TEXT[key] = {"en": en, "de": de}
        if any("|" in (spec or "") for text in (en, de) for _, _, spec, _ in string.Formatter().parse(text)):
            COUNTED.add(key)


def _load_parts() -> None:
    """Every module named *_text.py in this package adds its part of the catalogue."""
    import importlib
    import pkgutil
    from pathlib import Path

    for part in pkgutil.iter_modules([str(Path(__file__).parent)]):  # this package's folder
        if part.name.endswith("_text"):
            importlib.import_module(f"{__package__}.{part.name}")


_load_parts()
