"""Player names and seats as people type them: cleaned, checked, and a seat found by name or number."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from typing import cast

from scorepad.rules import problems as P
from scorepad.rules.problems import Problem
from scorepad.rules.variants import MAX_PLAYERS, MIN_PLAYERS

MAX_NAME_LENGTH = 40
# Characters that turn text round or hide it (bidi embeddings, overrides, isolates and marks).
BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# Controls, format characters (Cf), private use and lone surrogates, line and paragraph separators.
HIDDEN_CATEGORIES = frozenset(("Cc", "Cf", "Co", "Cs", "Zl", "Zp"))
# Letters that show as nothing: the Hangul fillers, the classic "invisible name".
FILLERS = frozenset("\u115f\u1160\u3164\uffa0")
# Format characters that join what is around them (emoji families, Persian words, subdivision flags).
JOINERS = frozenset("\u200c\u200d")
TAGS = range(0xE0020, 0xE0080)  # the tag letters of a flag like England's, after a black flag
BLACK_FLAG = "\U0001f3f4"
# Unicode's default-ignorable code points (Default_Ignorable_Code_Point) but the tags of a flag: they show
# nothing, so two names that differ only by them read the same and are one name.
IGNORABLE = re.compile(
    "[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f"
    "\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e001f\U000e0080-\U000e0fff]"
)


def clean_name(name: str) -> str:
    """A name as kept: surrounding spaces trimmed, its letters in one Unicode form (NFC)."""
    return unicodedata.normalize("NFC", name).strip()


def name_key(name: str) -> str:
    """The same person whatever the case, the spaces around, the Unicode spelling (NFKC: also 'Ａｎｎａ' and
    'ﬁ') and any characters that show nothing: two names that read the same are one name."""
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())
    return IGNORABLE.sub("", folded).strip()


def is_hidden_character(char: str) -> bool:
    """A character that can't be seen or that changes how the text around it shows: controls, format
    characters, private use, lone surrogates, line breaks, Hangul fillers (joiners and flag tags are
    shown: they belong to the character before them)."""
    if char in JOINERS or ord(char) in TAGS:
        return False
    return char in BIDI_CONTROLS or char in FILLERS or unicodedata.category(char) in HIDDEN_CATEGORIES


def has_hidden_characters(name: str) -> bool:
    """Whether a name holds a hidden character, a joiner that joins nothing, or a tag outside a flag."""
    for at, char in enumerate(name):
        if is_hidden_character(char):
            return True
        if char in JOINERS and not (0 < at < len(name) - 1 and _visible(name[at - 1]) and _visible(name[at + 1])):
            return True
        if ord(char) in TAGS and not (at > 0 and (name[at - 1] == BLACK_FLAG or ord(name[at - 1]) in TAGS)):
            return True
    return False


def _visible(char: str) -> bool:
    return not (char.isspace() or char in JOINERS or is_hidden_character(char))


def check_name(name: str, seat: int) -> list[Problem]:
    """A name is not empty, has at most 40 characters and no hidden characters (after cleaning)."""
    name = clean_name(name)
    if not name:
        return [Problem(P.PLAYER_NAME_EMPTY, data={"seat": seat})]
    if has_hidden_characters(name):
        return [Problem(P.PLAYER_NAME_CHARACTERS, data={"seat": seat, "name": name})]
    if len(name) > MAX_NAME_LENGTH:
        return [Problem(P.PLAYER_NAME_TOO_LONG, data={"seat": seat, "length": len(name), "max": MAX_NAME_LENGTH})]
    return []


def check_seating(players: Sequence[str]) -> list[Problem]:
    """3 to 7 players, each with a name, no name twice (ignoring case, spaces and Unicode spelling)."""
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
    return clearest(found)


def clearest(found: Sequence[Problem]) -> list[Problem]:
    """The problems without the seating's word about a seat whose name has a problem of its own: that is the
    clearer line ('Anna' and 'Anna' with a zero-width space is told as the hidden character, not as a name
    used twice; a name of hidden characters only is not also "no name")."""
    refused = {p.data["seat"] for p in found if p.code in NAME_CODES}
    hidden = {p.data["seat"] for p in found if p.code == P.PLAYER_NAME_CHARACTERS}

    def told_otherwise(problem: Problem) -> bool:
        if problem.code == P.PLAYER_NAMES_DUPLICATE:
            return bool(refused & set(cast("list[int]", problem.data["seats"])))
        return problem.code == P.PLAYER_NAME_EMPTY and problem.data["seat"] in hidden

    return [p for p in found if not told_otherwise(p)]


NAME_CODES = (P.PLAYER_NAME_EMPTY, P.PLAYER_NAME_CHARACTERS, P.PLAYER_NAME_TOO_LONG)


def seat_named(text: str, players: Sequence[str]) -> int | None:
    """The seat a person means: a player's name (any case) or a seat number counted from 1."""
    key = name_key(text)
    for seat, name in enumerate(players):
        if name_key(name) == key:
            return seat
    number = text.strip()  # as typed: NFKC would read '²' as 2
    if number.isdigit() and number.isascii() and 1 <= int(number) <= len(players):
        return int(number) - 1
    return None
