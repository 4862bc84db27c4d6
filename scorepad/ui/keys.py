"""Entering a hand from the keyboard (desktop): digits for the hearts of the player at the cursor,
Tab or ↓/↑ to move, Q (or J, A, K, 7) then a seat number for who took that card, Enter saves."""

from __future__ import annotations

from scorepad.rules.cards import JACK_OF_DIAMONDS
from scorepad.rules.entry import hearts_total

NEXT_KEYS = ("Tab", "Arrow Down", " ", "Space")
BACK_KEYS = ("Arrow Up",)
CARD_KEYS = {"Q": ("Q", "spades"), "A": ("A", "spades"), "K": ("K", "spades"), "7": ("7", "die")}


def press(table, key: str, shift: bool = False) -> bool:
    """One key on the hand being entered; True when it was taken (the table state then changed)."""
    draft = table.entry
    if draft.by_value:
        return False  # typed sums have their own text fields
    if table.waiting is not None and key.isdigit():
        return pick_seat(table, int(key))
    upper = key.upper()
    if upper in CARD_KEYS or (upper == "J" and draft.needs_jack):
        table.waiting = JACK_OF_DIAMONDS if upper == "J" else card_of(draft, upper)
        return table.waiting is not None
    if key.isdigit():
        return digit(table, key)
    if key in NEXT_KEYS or key in BACK_KEYS:
        step = -1 if key in BACK_KEYS or (key == "Tab" and shift) else 1
        table.cursor = ((table.cursor if table.cursor is not None else -step) + step) % draft.players
        table.typed = ""
        table.typed_out()
        return True
    return False


def card_of(draft, upper: str):
    rank, suit = CARD_KEYS[upper]
    return next((c for c, _ in draft.takers if c.rank == rank and c.suit == suit), None)


def pick_seat(table, number: int) -> bool:
    card, table.waiting = table.waiting, None
    draft = table.entry
    if not 1 <= number <= draft.players:
        return False
    seat = number - 1
    if card == JACK_OF_DIAMONDS:
        table.tap(draft if draft.jack == seat else draft.tap_jack(seat))
    else:
        table.tap(draft if dict(draft.takers).get(card) == seat else draft.tap_taker(card, seat))
    return True


def digit(table, key: str) -> bool:
    """'1' '3' is 13; '5' '8' is 8 (a number beyond the hearts starts again)."""
    draft = table.entry
    if table.cursor is None:
        table.cursor = 0
    typed = table.typed + key
    if int(typed) > hearts_total(draft.rules):
        typed = key
    table.typed = typed
    table.tap(draft.type_hearts(table.cursor, int(typed)))
    return True
