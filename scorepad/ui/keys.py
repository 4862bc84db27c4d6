"""Entering a hand from the keyboard (desktop): digits for the hearts of the player at the cursor,
Tab or ↓/↑ to move, Q (or J, A, K, 7) then a seat number for who took that card, Enter saves."""

from __future__ import annotations

from scorepad.rules.cards import JACK_OF_DIAMONDS
from scorepad.ui.entry import COUNT

NEXT_KEYS = ("Tab", "Arrow Down", " ", "Space")
BACK_KEYS = ("Arrow Up",)
CARD_KEYS = {"Q": ("Q", "spades"), "A": ("A", "spades"), "K": ("K", "spades"), "7": ("7", "die")}


class HandKeys:
    """Keyboard state of one hand form: the player at the cursor, the digits typed, a card waiting for a seat."""

    def __init__(self, form):
        self.form = form
        self.cursor: int | None = None  # None until the keyboard is used: the taps need no cursor
        self.typed = ""
        self.card_waiting = None

    def press(self, key: str, shift: bool = False) -> bool:
        """Handle one key; True when it changed the form (it is then redrawn)."""
        entry = self.form.entry
        if entry.mode != COUNT:
            return False  # typed sums have their own text fields
        if self.card_waiting is not None and key.isdigit():
            return self._pick_seat(int(key))
        upper = key.upper()
        if upper in CARD_KEYS or (upper == "J" and entry.needs_jack):
            self.card_waiting = JACK_OF_DIAMONDS if upper == "J" else self._card(upper)
            return self.card_waiting is not None
        if key.isdigit():
            return self._digit(key)
        if key in NEXT_KEYS or key in BACK_KEYS:
            step = -1 if key in BACK_KEYS or (key == "Tab" and shift) else 1
            self.cursor = ((self.cursor if self.cursor is not None else -step) + step) % entry.players
            self.typed = ""
            return True
        return False

    def _card(self, upper: str):
        rank, suit = CARD_KEYS[upper]
        return next((c for c in self.form.entry.takers if c.rank == rank and c.suit == suit), None)

    def _pick_seat(self, number: int) -> bool:
        card, self.card_waiting = self.card_waiting, None
        if not 1 <= number <= self.form.entry.players:
            return False
        if card == JACK_OF_DIAMONDS:
            self.form.entry.set_jack(number - 1)
        else:
            self.form.entry.set_taker(card, number - 1)
        return True

    def _digit(self, key: str) -> bool:
        entry = self.form.entry
        if self.cursor is None:
            self.cursor = 0
        typed = self.typed + key
        if int(typed) > entry.hearts_total:
            typed = key  # '1' '3' is 13; '5' '8' is 8
        self.typed = typed
        entry.set_hearts(self.cursor, int(typed))
        return True
