"""The text catalogue: each key once, with its English and German wording side by side."""

from __future__ import annotations

TEXT: dict[str, dict[str, str]] = {}


def add(entries: dict[str, tuple[str, str]]) -> None:
    """Register (English, German) pairs under their keys."""
    for key, (en, de) in entries.items():
        if key in TEXT:
            raise KeyError(f"text key registered twice: {key}")
        TEXT[key] = {"en": en, "de": de}


# The catalogue's parts register themselves when imported.
from scorepad.i18n import cli_text, problem_text, table_text  # noqa: E402,F401  isort:skip
