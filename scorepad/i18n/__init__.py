"""German and English text for the edges (command line and app); the engine has none."""

from __future__ import annotations

import os

from scorepad.i18n import catalog

LANGUAGES = ("de", "en")
DEFAULT = "en"


def language_from_env(environ=os.environ) -> str:
    """The user's language from the usual locale variables: German for de_*, else English."""
    for key in ("SCOREPAD_LANG", "LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = environ.get(key, "")
        if value:
            return "de" if value.lower().startswith("de") else DEFAULT
    return DEFAULT


def normalise(lang: str | None) -> str:
    """A supported language code from a locale such as 'de_DE.UTF-8' or 'en-US'."""
    code = (lang or "").lower()[:2]
    return code if code in LANGUAGES else DEFAULT


def t(key: str, lang: str, **values) -> str:
    """The text for `key` in `lang`, with its {placeholders} filled."""
    entry = catalog.TEXT[key]
    return entry.get(lang, entry[DEFAULT]).format(**values)


def tn(key: str, lang: str, number: int, /, **values) -> str:
    """Like t, in the singular form ('key.one') when `number` is 1 and the key has one: '1 hand', '2 hands'."""
    singular = f"{key}.one"
    return t(singular if number == 1 and singular in catalog.TEXT else key, lang, **values)
