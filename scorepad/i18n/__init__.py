"""German and English text for the edges (command line and app); the engine has none."""

from __future__ import annotations

import os
import string

from scorepad.i18n import catalog

__all__ = ["DEFAULT", "LANGUAGES", "LOCALE_VARIABLES", "is_one", "language_from_env", "normalise", "t", "tn"]

LANGUAGES = ("de", "en")
DEFAULT = "en"
LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")  # gettext's order: the first one set decides


def language_from_env(environ=os.environ) -> str:
    """The user's language: SCOREPAD_LANG, else the locale in gettext's order (LANGUAGE may list several)."""
    chosen = environ.get("SCOREPAD_LANG", "")
    if chosen:
        return normalise(chosen)
    for key in LOCALE_VARIABLES:
        value = environ.get(key, "")
        if value:
            wanted = [code for code in (part.lower()[:2] for part in value.split(":")) if code in LANGUAGES]
            return wanted[0] if wanted else DEFAULT
    return DEFAULT


def normalise(lang: str | None) -> str:
    """A supported language code from a locale such as 'de_DE.UTF-8' or 'en-US'."""
    code = (lang or "").lower()[:2]
    return code if code in LANGUAGES else DEFAULT


def is_one(value: object) -> bool:
    """Whether a count takes the singular: 1 (and -1) in both German and English, never 0 or 1.5."""
    return not isinstance(value, bool) and str(value).lstrip("+-\u2212") == "1"


class _Counting(string.Formatter):
    """str.format with counted fields: `{hands:# hand|# hands}` is '1 hand' or '3 hands' ('#' is the number)."""

    def format_field(self, value, format_spec: str) -> str:
        if "|" not in format_spec:
            return super().format_field(value, format_spec)
        one, other = format_spec.split("|", 1)
        return (one if is_one(value) else other).replace("#", str(value))


COUNTING = _Counting()


def t(key: str, lang: str, **values) -> str:
    """The text for `key` in `lang`, with its {placeholders} filled; a counted field takes its number's form."""
    entry = catalog.TEXT[key]
    text = entry.get(lang, entry[DEFAULT])
    return COUNTING.vformat(text, (), values) if key in catalog.COUNTED else text.format(**values)


def tn(key: str, lang: str, number: int, /, **values) -> str:
    """Like t (a counted field already takes its form); `key.one`, the old way of a singular, still wins for 1."""
    singular = f"{key}.one"
    return t(singular if number == 1 and singular in catalog.TEXT else key, lang, **values)
