"""Player names and seats as people type them: cleaned, checked, and a seat found by name or number."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from scorepad.rules import problems as P
from scorepad.rules.problems import Problem
from scorepad.rules.variants import MAX_PLAYERS, MIN_PLAYERS

MAX_NAME_LENGTH = 40
# Characters that turn text round or hide it (bidi embeddings, overrides, isolates and marks).
BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def clean_name(name: str) -> str:
    """A name as kept: surrounding spaces trimmed, its letters in one Unicode form (NFC)."""
    return unicodedata.normalize("NFC", name).strip()


def name_key(name: str) -> str:
    """The same person whatever the case, the surrounding spaces and the Unicode spelling."""
    return unicodedata.normalize("NFC", clean_name(name).casefold())


def is_hidden_character(char: str) -> bool:
    """A control, line-break or bidi character: it can't be seen, or it changes how text around it shows."""
    return char in BIDI_CONTROLS or unicodedata.category(char) in ("Cc", "Zl", "Zp")


def check_name(name: str, seat: int) -> list[Problem]:
    """A name is not empty, has at most 40 characters and no hidden characters (after cleaning)."""
    name = clean_name(name)
    if not name:
        return [Problem(P.PLAYER_NAME_EMPTY, data={"seat": seat})]
    if any(is_hidden_character(c) for c in name):
        return [Problem(P.PLAYER_NAME_CHARACTERS, data={"seat": seat, "name": name})]
    if len(name) > MAX_NAME_LENGTH:
        return [Problem(P.PLAYER_NAME_TOO_LONG, data={"seat": seat, "length": len(name), "max": MAX_NAME_LENGTH})]
    return []


def check_seating(players: Sequence[str]) -> list[Problem]:
    """3 to 6 players, each with a name, no name twice (ignoring case, spaces and Unicode spelling)."""
    found = []
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        found.append(Problem(P.PLAYER_COUNT, data={"count": len(players), "min": MIN_PLAYERS, "max": MAX_PLAYERS}))
    seen: dict[str, int] = {}
    for seat, name in enumerate(players):
        key = name_key(name)
        if not key:
            found.append(Problem(P.PLAYER_NAME_EMPTY, data={"seat": seat}))
        elif key in seen:
            found.append(Problem(P.PLAYER_NAMES_DUPLICATE, data={"name": clean_name(name), "seats": [seen[key], seat]}))
        else:
            seen[key] = seat
    return found


def check_players(players: Sequence[str]) -> list[Problem]:
    """The seating, and every name in a form that shows the same everywhere (for names being entered)."""
    found = check_seating(players)
    for seat, name in enumerate(players):
        found += [p for p in check_name(name, seat) if p not in found]
    return found


def seat_named(text: str, players: Sequence[str]) -> int | None:
    """The seat a person means: a player's name (any case) or a seat number counted from 1."""
    key = name_key(text)
    for seat, name in enumerate(players):
        if name_key(name) == key:
            return seat
    if key.isdigit() and key.isascii() and 1 <= int(key) <= len(players):
        return int(key) - 1
    return None
