"""Exports of one match: the scorecard as CSV for a spreadsheet, the JSON match file, a text summary.

CSV: UTF-8 with a byte order mark (so Excel reads umlauts right), CRLF line ends, ';' as delimiter for
German (what German Excel expects) and ',' for English; every number is a whole number, so no decimal
separator question arises. Text cells that a spreadsheet would run as a formula get a leading apostrophe.
"""

from __future__ import annotations

import csv
import io
import json
import re

from scorepad.i18n import t
from scorepad.i18n.story_words import hand_story, points_text, taken_back_story
from scorepad.i18n.words import figure, names, variant_name
from scorepad.rules import HandResult, Match, is_hidden_character, match_to_dict, scorecard

DELIMITERS = {"de": ";", "en": ","}
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def scorecard_rows(match: Match, lang: str, story: bool = False) -> list[list[str | int]]:
    """The scorecard as rows: a heading, one row per scored hand (what it added per player), a totals row.
    With `story`: a last column with each hand's story, and a row per hand taken back (no points: it
    counts for nothing)."""
    card = scorecard(match)
    players = list(match.players)
    rows: list[list[str | int]] = [[t("stats.csv.hand", lang), *players, t("stats.csv.note", lang)]]
    for result in card.results:
        rows.append([result.number, *result.score.scores, hand_note(result, players, lang)])
    rows.append([t("stats.csv.total", lang), *card.totals, ""])
    if not story:
        return rows
    rows[0].append(t("stats.csv.story", lang))
    for row, hand in zip(rows[1:-1], match.hands, strict=True):  # not the totals row
        row.append(hand_story(hand, players, lang))
    rows[-1].append("")
    for gone in match.taken_back:
        heading = t("story.taken_back_hand", lang, number=gone.number, points=points_text(gone.hand, players, lang))
        rows.append([heading, *([""] * len(players)), "", taken_back_story(gone, players, lang)])
    return rows


def hand_note(result: HandResult, players: list[str], lang: str) -> str:
    """What else happened in a hand: the moon and how it was scored, who took the jack, the die's suit."""
    notes = []
    moon = result.score.moon
    if moon is not None:
        choice = t(f"stats.choice.{moon.applied}", lang)
        kind = "sun" if moon.sun else "moon"
        notes.append(t(f"stats.note.{kind}", lang, name=players[moon.shooter], choice=choice))
    if result.hand.jack is not None:
        notes.append(t("stats.note.jack", lang, name=players[result.hand.jack]))
    if result.hand.suit is not None:
        notes.append(t("stats.note.die", lang, suit=t(f"suit.{result.hand.suit}", lang)))
    return "; ".join(notes)


def scorecard_csv(match: Match, lang: str, delimiter: str | None = None, story: bool = False) -> bytes:
    """The scorecard as CSV bytes that open in a spreadsheet (see the module docstring for the format);
    with `story`, each hand's story too."""
    out = io.StringIO()
    writer = csv.writer(out, delimiter=delimiter or DELIMITERS.get(lang, ","), lineterminator="\r\n")
    writer.writerows([[_safe_cell(cell) for cell in row] for row in scorecard_rows(match, lang, story)])
    return out.getvalue().encode("utf-8-sig")


def _safe_cell(cell: str | int) -> str | int:
    """A text cell starting like a formula is written with a leading apostrophe, so it stays text."""
    if isinstance(cell, str) and cell.startswith(FORMULA_START):
        return "'" + cell
    return cell


def match_file(stored) -> dict:
    """The JSON match file (format v1) of a stored match, with id, created and updated as extra keys."""
    return {**match_to_dict(stored.match), "id": stored.id, "created": stored.created, "updated": stored.updated}


def match_file_text(data: object, compact: bool = False) -> str:
    """A match file's data (from `match_file` or `Store.export_match`) as the text of a .json file, as
    `scorepad export` writes it: indented by two, letters as they are, a character that can't be seen or that
    turns the text around as its \\u escape (the same data). `compact`: the same JSON without the spaces between
    its parts, as a hand-over link carries it (a sixth fewer bytes once packed)."""
    text = json.dumps(data, ensure_ascii=False, **({"separators": (",", ":")} if compact else {"indent": 2}))
    return "".join(_escaped(c) if c != "\n" and is_hidden_character(c) else c for c in text) + ("" if compact else "\n")


def _escaped(char: str) -> str:
    """A character as JSON's \\u escape (beyond U+FFFF: its UTF-16 pair, as JSON has it)."""
    code = ord(char)
    if code <= 0xFFFF:
        return f"\\u{code:04x}"
    code -= 0x10000
    return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"


def summary_text(match: Match, lang: str, created: str | None = None) -> str:
    """A short summary to copy or share: variant, date, hands, the winner(s), the standings, the moons."""
    card = scorecard(match)
    players = list(match.players)
    lines = [_title(match, len(card.results), lang, created)]
    if card.outcome.finished:
        key = "stats.summary.winners" if len(card.outcome.winners) > 1 else "stats.summary.winner"
        lines.append(t(key, lang, names=names(card.outcome.winners, players, lang)))
    else:
        lines.append(t("stats.summary.running", lang, hands=len(card.results)) + _goal(match, lang) + ":")
    for place, seat, total in card.standings:
        lines.append(t("stats.summary.place", lang, place=place, name=players[seat], total=figure(total)))
    moons = [_moon_words(r, players, lang) for r in card.results if r.score.moon is not None]
    if moons:
        lines.append(t("stats.summary.moons", lang, moons=", ".join(moons)))
    return "\n".join(lines) + "\n"


def _title(match: Match, hands: int, lang: str, created: str | None) -> str:
    variant = variant_name(match.rules.variant, lang)
    hands = t("stats.hands", lang, hands=hands)
    if not (created and ISO_DATE.match(created)):
        return t("stats.summary.title_undated", lang, variant=variant, hands=hands)
    year, month, day = created[:10].split("-")
    date = t("stats.summary.date", lang, year=year, month=month, day=day)
    return t("stats.summary.title", lang, variant=variant, date=date, hands=hands)


def _goal(match: Match, lang: str) -> str:
    target = match.rules.target_score()
    if target is not None:
        return t("stats.summary.target", lang, target=target)
    return t("stats.summary.rounds", lang, rounds=match.rules.rounds_to_play(len(match.players)))


def _moon_words(result: HandResult, players: list[str], lang: str) -> str:
    moon = result.score.moon
    choice = t(f"stats.choice.{moon.applied}", lang)
    key = "stats.summary.sun" if moon.sun else "stats.summary.moon"
    return t(key, lang, name=players[moon.shooter], hand=result.number, choice=choice)
