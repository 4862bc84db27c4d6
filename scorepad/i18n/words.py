"""Turning the engine's values into words: problems, pass directions, cards, lists of names."""

from __future__ import annotations

from collections.abc import Sequence

from scorepad.i18n import t
from scorepad.rules.cards import SUIT_SYMBOLS, Card
from scorepad.rules.problems import Problem
from scorepad.rules.variants import VARIANTS


def variant_name(variant: str, lang: str) -> str:
    """The variant's name as players know it."""
    return t(f"variant.{variant}", lang) if variant in VARIANTS else variant


def seat_name(seat: object, players: Sequence[str], lang: str) -> str:
    """A player's name for a seat number, or the seat itself when there is no such player."""
    if isinstance(seat, int) and 0 <= seat < len(players):
        return players[seat]
    return t("seat", lang, seat=seat)


def names(seats: Sequence[int], players: Sequence[str], lang: str) -> str:
    """'Anna', 'Anna and Ben', 'Anna, Ben and Carla'."""
    words = [seat_name(s, players, lang) for s in seats]
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} {t('and', lang)} {words[-1]}"


def direction(offset: int, players: int, lang: str) -> str:
    """Where the cards go: left, right, across, keep, or k seats to the left."""
    if offset == 0:
        return t("pass.keep", lang)
    if offset == 1:
        return t("pass.left", lang)
    if offset == players - 1:
        return t("pass.right", lang)
    if players % 2 == 0 and offset == players // 2:
        return t("pass.across", lang)
    return t("pass.seats", lang, seats=offset)


def card_label(card: Card, lang: str) -> str:
    """A card as rank and suit symbol in the user's language: 'Q♠' or 'D♠'."""
    rank = t(f"rank.{card.rank}", lang) if card.rank in "JQKA" else card.rank
    return f"{rank}{SUIT_SYMBOLS[card.suit]}"


def describe(problem: Problem, lang: str, players: Sequence[str] = ()) -> str:
    """One line that says what is wrong and where, in the user's language."""
    data = dict(problem.data)
    if "seat" in data:
        data["name"] = seat_name(data["seat"], players, lang)
        data["seat"] = data["seat"] + 1 if isinstance(data["seat"], int) else data["seat"]
    if "shooter" in data:
        data["name"] = seat_name(data["shooter"], players, lang)
    if "variant" in data:
        if data["variant"] in VARIANTS:
            data["a_hand"] = t(f"variant.{data['variant']}.a_hand", lang)
        data["variant"] = variant_name(data["variant"], lang)
    if "expected" in data:
        data["expected"] = t(f"expected.{data['expected']}", lang)
    if "winners" in data:
        data["winners"] = names(data["winners"], players, lang)
    for key in ("known", "points"):
        if key in data:
            data[key] = ", ".join(str(v) for v in data[key])
    if "players" in data and isinstance(data["players"], int):
        data["last"] = data["players"] - 1
    text = t(f"problem.{problem.code}", lang, **data)
    if problem.hand is None:
        return text
    return t("problem.in_hand", lang, number=problem.hand, text=text)


MISSING_KEYS = {"hearts_left": ("entry.hearts_left", "entry.heart_points_left"), "hearts_over": ("entry.hearts_over", "entry.heart_points_over")}


def missing_text(missing: Sequence[Problem], lang: str) -> str:
    """What a hand being entered still lacks, as one list: '8 ♥ to place, who took Q♠?'."""
    words = []
    for need in missing:
        data = dict(need.data)
        by_value = data.pop("by_value", False)
        key = MISSING_KEYS[need.code][by_value] if need.code in MISSING_KEYS else f"entry.{need.code}"
        if "card" in data:
            data["card"] = card_label(data["card"], lang)
        words.append(t(key, lang, **data))
    return ", ".join(words)
