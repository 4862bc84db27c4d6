"""Input limits, one set for every reader (match files, `check`, `import`, the app's restore, the data folder).

JSON from outside is read by `load_json` (text to value; never raises) and every value is held to the
limits by `check_value` before anything else looks at it: how deeply it nests, how long a number or a
text may be, and that every text is valid Unicode. Parsing text is no I/O, so this stays in the engine.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

from scorepad.rules import problems as P
from scorepad.rules.problems import Problem

MAX_DEPTH = 32  # objects and lists inside each other in one match (a match file itself needs 4)
FILE_DEPTH = MAX_DEPTH + 4  # one data file: a match inside its TinyDB tables, or a list of matches
MAX_DIGITS = 18  # longer integers are no score, seat or count: refused by name
TOO_BIG = 10**MAX_DIGITS
MAX_TEXT = 10_000  # characters of one text (a name has at most MAX_NAME_LENGTH)
SURROGATE = re.compile("[\ud800-\udfff]")  # half of a UTF-16 pair: no character on its own


class LongNumber(str):
    """The digits of a JSON integer too long to be a number here (from `json_int`); reading names its field."""


class BadNumber(str):
    """NaN, Infinity or a number out of range, which JSON does not know (from the decoder's hooks)."""


def json_int(digits: str) -> int | LongNumber:
    """An integer of a JSON text, or a LongNumber (never Python's 4,300-digit ValueError)."""
    return LongNumber(digits) if len(digits.lstrip("-")) > MAX_DIGITS else int(digits)


def json_float(text: str) -> float | BadNumber:
    """A number with a fraction or exponent, or a BadNumber when it is out of range (1e999)."""
    value = float(text)
    return value if math.isfinite(value) else BadNumber(text)


def json_constant(name: str) -> BadNumber:
    """NaN, Infinity and -Infinity, which Python's json would accept: kept as text and refused by its field."""
    return BadNumber(name)


# Reads any JSON text without raising on its numbers: the readers that go one value at a time use it.
DECODER = json.JSONDecoder(parse_int=json_int, parse_float=json_float, parse_constant=json_constant)


def load_json(raw: bytes | str) -> tuple[object, list[Problem]]:
    """The JSON value in `raw` (UTF-8, a BOM allowed), or why it is none: not text, not JSON, too deep.

    The value may hold numbers beyond the limits (an integer over 4,300 digits as a LongNumber, NaN as a
    float): `check_value` (and so `match_from_dict`) names them by their field.
    """
    if isinstance(raw, (bytes, bytearray)):
        try:
            raw = bytes(raw).decode("utf-8-sig")
        except UnicodeDecodeError:
            return None, [Problem(P.NOT_TEXT)]
    try:
        try:
            return json.loads(raw), []  # C speed; a number too long or not finite is found by check_value
        except ValueError as error:
            if isinstance(error, json.JSONDecodeError):
                raise
            return DECODER.decode(raw), []  # an integer beyond Python's 4,300 digits: kept as a LongNumber
    except json.JSONDecodeError as error:
        return None, [Problem(P.NOT_JSON, data={"line": error.lineno, "column": error.colno, "reason": error.msg})]
    except RecursionError:  # deeper than Python's own parser goes: far past any limit
        return None, [Problem(P.FILE_TOO_DEEP, data={"max": MAX_DEPTH})]


def check_value(data: object, max_depth: int = MAX_DEPTH) -> list[Problem]:
    """The first thing in `data` beyond the limits, named by its field (in a match's hand: the field within
    the hand); [] when there is none. Walks without recursion, so no depth makes it raise."""
    return [] if within_limits(data, max_depth) else _first_problem(data, max_depth)


def within_limits(data: object, max_depth: int = MAX_DEPTH) -> bool:
    """Whether `data` keeps every limit: one level at a time, keys and values alike (fast; names nothing)."""
    level: list[Any] = [data]  # JSON's values: checked by their exact type below
    depth = 1
    while level:
        below: list[Any] = []
        for value in level:
            kind = type(value)
            if kind is int:
                if not -TOO_BIG < value < TOO_BIG:
                    return False
            elif kind is str:
                if len(value) > MAX_TEXT or not value.isascii() and SURROGATE.search(value):
                    return False
            elif kind is dict:
                if depth > max_depth:
                    return False
                keys = "".join(key for key in value if type(key) is str)
                if len(keys) > MAX_TEXT or not keys.isascii():  # rare: each key checked as a text
                    below += value
                below += value.values()
            elif kind is list:
                if depth > max_depth:
                    return False
                below += value
            elif kind is float:
                if not math.isfinite(value):
                    return False
            elif isinstance(value, str):
                if kind is LongNumber or kind is BadNumber or _text_problem(value, "", None):
                    return False
            elif isinstance(value, (dict, list, tuple)):  # made in Python, not read from JSON: the careful walk
                return not _first_problem(value, max_depth - depth + 1)
        level, depth = below, depth + 1
    return True


def _first_problem(data: object, max_depth: int) -> list[Problem]:
    """The walk of `check_value` that names the field: run only when something is beyond the limits."""
    stack: list[tuple[Any, str, int | None, int]] = [(data, "", None, 1)]
    while stack:
        value, field, hand, depth = stack.pop()
        kind = type(value)
        if isinstance(value, (dict, list, tuple)):
            if depth > max_depth:
                return [Problem(P.TOO_DEEP, hand, {"field": field, "max": max_depth})]
            if not isinstance(value, dict):
                numbered = field == "hands" and depth == 2  # a match's hands: each one is named by its number
                stack += [
                    (item, "" if numbered else field, number if numbered else hand, depth + 1)
                    for number, item in reversed(list(enumerate(value, start=1)))
                ]
                continue
            for key, item in reversed(value.items()):
                name = f"{field}.{key}" if field else str(key)
                found = _text_problem(key, name, hand) if isinstance(key, str) else None
                if found:
                    return [found]
                stack.append((item, name, hand, depth + 1))
        elif kind is str or isinstance(value, str):
            found = _marker_problem(value, field, hand) if kind is not str else None
            found = found or _text_problem(value, field, hand)
            if found:
                return [found]
        elif kind is int and not -TOO_BIG < value < TOO_BIG:
            return [Problem(P.NUMBER_TOO_LONG, hand, {"field": field, "digits": len(str(abs(value)))})]
        elif kind is float and not math.isfinite(value):
            return [Problem(P.NUMBER_INVALID, hand, {"field": field, "value": json.dumps(value)})]
    return []


def _marker_problem(value: object, field: str, hand: int | None) -> Problem | None:
    if isinstance(value, LongNumber):
        return Problem(P.NUMBER_TOO_LONG, hand, {"field": field, "digits": len(value.lstrip("-"))})
    if isinstance(value, BadNumber):
        return Problem(P.NUMBER_INVALID, hand, {"field": field, "value": str(value)})
    return None


def _text_problem(text: str, field: str, hand: int | None) -> Problem | None:
    """A text longer than MAX_TEXT, or one that is no valid Unicode (a lone surrogate)."""
    if len(text) > MAX_TEXT:
        return Problem(P.TEXT_TOO_LONG, hand, {"field": field, "length": len(text), "max": MAX_TEXT})
    if not text.isascii() and SURROGATE.search(text):
        return Problem(P.TEXT_NOT_UNICODE, hand, {"field": field})
    return None
