"""Cards as plain values: a rank and a suit, no text in any language."""

from __future__ import annotations

from dataclasses import dataclass

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("clubs", "diamonds", "spades", "hearts")
from scorepad.rules.kinds import DIE_SUITS  # noqa: E402,F401 (the die in papayoo picks one; its 7 is worth 40 that hand)

# A penalty card whose suit is chosen by the die for each hand.
DIE = "die"
SUIT_SYMBOLS = {"clubs": "♣", "diamonds": "♦", "spades": "♠", "hearts": "♥", DIE: "?"}


@dataclass(frozen=True, order=True)
class Card:
    """One card: rank is '2'..'10', 'J', 'Q', 'K', 'A'; suit one of SUITS (or DIE)."""

    rank: str
    suit: str

    def __str__(self) -> str:
        return f"{self.rank}{SUIT_SYMBOLS[self.suit]}"


def face_value(rank: str) -> int:
    """Face value as in spot hearts: 2..10, J 11, Q 12, K 13, A 14."""
    return RANKS.index(rank) + 2


HEARTS = tuple(Card(rank, "hearts") for rank in RANKS)
QUEEN_OF_SPADES = Card("Q", "spades")
KING_OF_SPADES = Card("K", "spades")
ACE_OF_SPADES = Card("A", "spades")
JACK_OF_DIAMONDS = Card("J", "diamonds")
SEVEN_OF_THE_DIE = Card("7", DIE)
