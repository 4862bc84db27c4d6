"""Files in and out of the app, as values: a file's safe name, a backup's bytes, and reading a backup step by
step so that a bad file is refused as a whole, in words, before anything is stored."""

from __future__ import annotations

import codecs
import json
import re
import unicodedata
from collections.abc import Generator

from scorepad.i18n import t
from scorepad.i18n.words import describe
from scorepad.rules.limits import DECODER
from scorepad.rules.matchfile import read_match_file
from scorepad.stats.kept import is_entry

DECODED = 256 * 1024  # bytes of a backup decoded in one step


class BackupRefused(Exception):
    """A backup file that can't be restored; the message is one line in the user's language."""


def file_name(*parts: str, ext: str) -> str:
    """A safe file name from words: 'scorepad-2026-11-30-anna-ben.csv' (ASCII, no spaces)."""
    text = "-".join(p for p in parts if p)
    text = unicodedata.normalize("NFKD", text.replace("ß", "ss")).encode("ascii", "ignore").decode()
    text = re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-").lower()
    return f"{text[:80] or 'scorepad'}.{ext}"


def backup_bytes(items: list[dict]) -> bytes:
    """A backup: every match file in one JSON array, the statistics' names and groups last when any were named
    (the same as `scorepad export --all`; scorepad/stats/kept.py)."""
    return (json.dumps(items, ensure_ascii=False, indent=2) + "\n").encode("utf-8")


def read_backup(data: bytes, lang: str) -> list:
    """The match files in a backup or match file (and its statistics' entry, if any); BackupRefused says why the
    whole file can't be used."""
    steps = reading_backup(data, lang)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def reading_backup(data: bytes, lang: str) -> Generator[int, None, list]:
    """`read_backup` one match at a time (it yields after each), so a large file never holds the loop.

    Every match is checked by the engine first, so a file with one bad match stores nothing.
    """
    decoder, parts = codecs.getincrementaldecoder("utf-8-sig")(), []
    try:
        for start in range(0, len(data), DECODED):  # a large file is decoded a piece at a time
            parts.append(decoder.decode(data[start : start + DECODED], final=start + DECODED >= len(data)))
            yield 0
        text = "".join(parts) + decoder.decode(b"", final=True)
    except UnicodeDecodeError:
        raise BackupRefused(t("backup.not_text", lang)) from None
    items = []
    try:
        for number, item in enumerate(json_values(text), 1):
            if not is_entry(item):  # the statistics' names and groups: read when restored (restore_kept)
                check_item(item, number, lang)
            items.append(item)
            yield number
    except (json.JSONDecodeError, RecursionError) as error:
        raise BackupRefused(t("backup.not_json", lang, line=getattr(error, "lineno", 1))) from None
    if not any(not is_entry(item) for item in items):
        raise BackupRefused(t("backup.empty", lang))
    return items


def json_values(text: str) -> Generator[object, None, None]:
    """The values of a JSON array one by one (a single JSON object is one value)."""
    decoder, space = DECODER, re.compile(r"\s*")  # the input limits' decoder: a huge number is named by its field
    at = space.match(text, 0).end()
    if not text.startswith("[", at):
        value, at = decoder.raw_decode(text, at)
        if space.match(text, at).end() != len(text):
            raise json.JSONDecodeError("Extra data", text, at)
        yield value
        return
    at = space.match(text, at + 1).end()
    if text.startswith("]", at):
        at = space.match(text, at + 1).end()
    else:
        while True:
            value, at = decoder.raw_decode(text, at)
            yield value
            at = space.match(text, at).end()
            if text.startswith(",", at):
                at = space.match(text, at + 1).end()
                continue
            if not text.startswith("]", at):
                raise json.JSONDecodeError("Expecting ',' delimiter", text, at)
            at = space.match(text, at + 1).end()
            break
    if at != len(text):
        raise json.JSONDecodeError("Extra data", text, at)


def check_item(item: object, number: int, lang: str) -> None:
    """One entry of a backup is a match the engine accepts, else the whole file is refused."""
    if not isinstance(item, dict):
        raise BackupRefused(t("backup.not_matches", lang, number=number))
    match, problems = read_match_file(item)  # as an import reads it: strictly, each hand's story checked too
    if problems:
        players = item.get("players") if isinstance(item.get("players"), list) else []
        players = [p for p in players if isinstance(p, str)]
        detail = describe(problems[0], lang, match.players if match is not None else players)
        raise BackupRefused(t("backup.bad_match", lang, number=number, detail=detail))
