"""Turning the engine's values into words: problems, pass directions, cards, lists of names."""

from __future__ import annotations

from collections.abc import Sequence

from scorepad.i18n import LANGUAGES, catalog, t
from scorepad.rules import problems as P
from scorepad.rules.cards import DIE_SUITS, SUIT_SYMBOLS, Card
from scorepad.rules.names import is_hidden_character
from scorepad.rules.problems import Problem
from scorepad.rules.variants import VARIANTS

SHORT = 32  # longer values from a file are cut in messages
SEAT_KEYS = ("seat", "first_dealer", "jack")  # seats in a problem's data: counted from 1 in words


MINUS = "\u2212"  # the minus sign of typesetting: one for every number a person reads (never '-')


def figure(number: int | str) -> str:
    """A number as shown to a person: '−26', not '-26' (files, JSON and the command line's data keep ASCII)."""
    return str(number).replace("-", MINUS)


def shown(text: str) -> str:
    """Text safe to show or print: hidden characters written as escapes (\\u202e), never acting."""
    return "".join(f"\\u{ord(c):04x}" if is_hidden_character(c) else c for c in text)


def variant_name(variant: str, lang: str) -> str:
    """The variant's name as players know it."""
    return t(f"variant.{variant}", lang) if variant in VARIANTS else variant


def seat_name(seat: object, players: Sequence[str], lang: str) -> str:
    """A player's name for a seat number, or the seat itself when there is no such player."""
    if isinstance(seat, int) and 0 <= seat < len(players):
        return shown(players[seat])
    return t("seat", lang, seat=seat + 1 if isinstance(seat, int) else seat)


def names(seats: Sequence[int], players: Sequence[str], lang: str) -> str:
    """'Anna', 'Anna and Ben', 'Anna, Ben and Carla'."""
    words = [seat_name(s, players, lang) for s in seats]
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} {t('and', lang)} {words[-1]}"


def direction(offset: int, players: int, lang: str) -> str:
    """Where the cards go: left, right, across, keep, or k seats to the left (right, when that is nearer)."""
    if offset == 0:
        return t("pass.keep", lang)
    if offset == 1:
        return t("pass.left", lang)
    if offset == players - 1:
        return t("pass.right", lang)
    if players % 2 == 0 and offset == players // 2:
        return t("pass.across", lang)
    if offset > players / 2:
        return t("pass.seats_right", lang, seats=players - offset)
    return t("pass.seats", lang, seats=offset)


def card_label(card: Card, lang: str) -> str:
    """A card as rank and suit symbol in the user's language: 'Q♠' or 'D♠'."""
    rank = t(f"rank.{card.rank}", lang) if card.rank in "JQKA" else card.rank
    return f"{rank}{SUIT_SYMBOLS[card.suit]}"


def card_words(card: Card, lang: str) -> str:
    """A single penalty card as a question names it: 'die Pik-Dame', 'den Karo-Buben' (German players say the
    words, never 'D♠'); English keeps 'Q♠'. Other cards: their label."""
    key = f"card.words.{card.rank}.{card.suit}"
    return t(key, lang) if key in catalog.TEXT else card_label(card, lang)


def card_name(card: Card, lang: str) -> str:
    """A single penalty card's name on its own: 'Pik-Dame' (German), 'Q♠' (English); other cards: their label."""
    key = f"card.name.{card.rank}.{card.suit}"
    return t(key, lang) if key in catalog.TEXT else card_label(card, lang)


def die_suit(text: str) -> str:
    """The die suit a person typed, in German or English or as its symbol ('Kreuz', 'clubs', '♣'); else the text."""
    typed = text.strip().casefold()
    for suit in DIE_SUITS:
        if typed in {suit, SUIT_SYMBOLS[suit]} | {t(f"suit.{suit}", lang).casefold() for lang in LANGUAGES}:
            return suit
    return text


def describe(problem: Problem, lang: str, players: Sequence[str] = ()) -> str:
    """One line that says what is wrong and where, in the user's language (seats counted from 1)."""
    data = {key: _short(value) for key, value in problem.data.items()}
    for key in ("seat", "shooter"):
        if key in data and "name" not in problem.data:
            data["name"] = seat_name(data[key], players, lang)
    if isinstance(data.get("name"), str):
        data["name"] = shown(data["name"])
    for key in SEAT_KEYS:
        if isinstance(data.get(key), int) and not isinstance(data[key], bool):
            data[key] += 1
    if "variant" in data:
        if data["variant"] in VARIANTS:
            data["a_hand"] = t(f"variant.{data['variant']}.a_hand", lang)
        data["variant"] = variant_name(data["variant"], lang)
    if "expected" in data:
        data["expected"] = t(f"expected.{data['expected']}", lang)
    if "rule" in data:
        data["rule"] = t(f"rule.{data['rule']}", lang)
    if "winners" in data:
        data["winner_count"] = len(data["winners"])
        data["winners"] = names(data["winners"], players, lang)
    if problem.code == P.SUIT_UNKNOWN:
        data["known"] = [t(f"suit.{suit}", lang) for suit in data["known"]]
    for key in ("known", "points"):
        if key in data:
            data[key] = ", ".join(str(_short(v)) for v in data[key])
    text = t(f"problem.{problem.code}", lang, **data)
    if "story" in problem.data:  # a hand its story keeps: which one
        text = t(f"problem.story.{problem.data['story']}", lang, index=problem.data["story_index"], text=text)
        if "taken_back" in problem.data:
            text = t("problem.story.taken_back", lang, index=problem.data["taken_back"], text=text)
    if problem.hand is None:
        return text
    return t("problem.in_hand", lang, number=problem.hand, text=text)


def _short(value: object) -> object:
    """A value from a file as a message shows it: long text or numbers cut, hidden characters escaped."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**SHORT:
        value = str(value)
    if not isinstance(value, str):
        return value
    return shown(value if len(value) <= SHORT else value[: SHORT - 1] + "…")


MISSING_KEYS = {
    "hearts_left": ("entry.hearts_left", "entry.heart_points_left"),
    "hearts_over": ("entry.hearts_over", "entry.heart_points_over"),
}


OPEN_AGAIN = "share_open_again"  # scorepad.rules.entry.OPEN_AGAIN: said on its own (open_again_text)


def open_again_text(missing: Sequence[Problem], players: Sequence[str], lang: str) -> str:
    """'Dan's share is open again: tap it.' for the shares a correction emptied ('' when there are none)."""
    seats = next((need.data["seats"] for need in missing if need.code == OPEN_AGAIN), ())
    if len(seats) == 1:
        return t("entry.open_again", lang, name=seat_name(seats[0], players, lang))
    return t("entry.open_again_many", lang, names=names(seats, players, lang)) if seats else ""


def missing_text(missing: Sequence[Problem], lang: str) -> str:
    """What a hand being entered still lacks, as one list: '8 ♥ to place, who took Q♠?'."""
    words = []
    for need in (need for need in missing if need.code != OPEN_AGAIN):
        data = dict(need.data)
        by_value = data.pop("by_value", False)
        key = MISSING_KEYS[need.code][by_value] if need.code in MISSING_KEYS else f"entry.{need.code}"
        if "card" in data:
            data["card"] = card_words(data["card"], lang)
        words.append(t(key, lang, **data))
    return ", ".join(words)


def number(value: float | None, lang: str, digits: int = 1) -> str:
    """A figure with a decimal comma in German; '–' when there is nothing to show."""
    if value is None:
        return "–"
    text = figure(f"{value:.{digits}f}")
    return text.replace(".", ",") if lang == "de" else text


def percent(rate: float | None, lang: str) -> str:
    """A rate as '63%' (English) or '63 %' (German)."""
    if rate is None:
        return "–"
    return f"{round(rate * 100)} %" if lang == "de" else f"{round(rate * 100)}%"
