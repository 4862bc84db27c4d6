"""The table state: per open match in a session, one observable value with the stored match, the engine's
scorecard and the hand being entered (the engine's HandDraft), and the verbs that change it. Taps change
only the draft; a write's answer or news from another device replace the stored match, never the draft."""

from __future__ import annotations

import random
from dataclasses import dataclass

import flet as ft

from scorepad.rules import DIE_SUITS, DraftCheck, Hand, HandDraft, Scorecard, check_draft, dealer_of
from scorepad.rules.cards import JACK_OF_DIAMONDS, Card
from scorepad.storage import StoredMatch
from scorepad.storage.errors import NotFound
from scorepad.ui import keys

BLOCK = 8  # hands per block of the scorecard: a new hand changes its own block only


@dataclass(frozen=True)
class Block:
    """Up to BLOCK played hands (the engine's results), drawn by one part of the scorecard."""

    results: tuple = ()


@dataclass(frozen=True)
class Hands:
    """A match's played hands in blocks: on every phone at the table a new hand makes the last block anew
    (a new one every BLOCK hands), an edit the block it is in; the other blocks are the same values as
    before, so their memo'd rows are not drawn again."""

    blocks: tuple = ()

    @classmethod
    def of(cls, results, was: Hands | None = None) -> Hands:
        """The hands as scored now, keeping each block of `was` that holds the same hands."""
        kept = was.blocks if was is not None else ()
        parts = [tuple(results[start : start + BLOCK]) for start in range(0, len(results), BLOCK)]
        blocks = tuple(
            kept[n] if n < len(kept) and kept[n].results == part else Block(part) for n, part in enumerate(parts)
        )
        return cls(blocks)


@ft.observable
@dataclass
class TableState:
    """One open match: what is stored, its scorecard, and the hand being entered (None: none yet)."""

    stored: StoredMatch
    card: Scorecard
    draft: HandDraft | None = None
    draft_for: int = 0  # the hand number the draft was begun for (a new hand)
    editing: int | None = None  # the hand being written anew, when editing
    edit_was: Hand | None = None  # that hand as it was when the edit began
    show_cards: bool = False  # by-value variants: tap the heart cards instead of typing sums
    cursor: int | None = None  # desktop keys: the player whose hearts typed digits set
    typed: str = ""
    waiting: Card | None = None  # desktop keys: a card key pressed, waiting for a seat number
    gone: str | None = None  # the match was deleted elsewhere: what to say instead
    hands: Hands | None = None  # the scorecard's played hands, in blocks (follow the stored match)

    def __post_init__(self):
        if self.hands is None:
            self.hands = Hands.of(self.card.results)

    @classmethod
    def of(cls, stored: StoredMatch) -> TableState:
        return cls(stored, stored.card)

    @property
    def id(self) -> str:
        return self.stored.id

    @property
    def players(self) -> tuple[str, ...]:
        return self.stored.match.players

    @property
    def entry(self) -> HandDraft:
        """The hand being entered, or an empty one for the next hand."""
        if self.draft is not None:
            return self.draft
        return HandDraft.empty(len(self.players), self.stored.match.rules)

    @property
    def number(self) -> int:
        """The number of the hand being entered (or edited)."""
        if self.editing is not None:
            return self.editing
        return self.draft_for if self.draft is not None else len(self.stored.match.hands) + 1

    @property
    def overtaken(self) -> bool:
        """Another device saved the hand this draft was begun for."""
        return self.editing is None and self.draft is not None and self.draft_for <= len(self.stored.match.hands)

    def checked(self) -> DraftCheck:
        """The engine's answers for the hand being entered, against the match as stored now."""
        return check_draft(self.entry, self.stored.match, self.editing)

    def seen(self) -> Seen:
        """What the form shows now: the hand, the match it was checked against, and the engine's answers."""
        return Seen(self.entry, self.stored.match, self.editing, self.checked())

    def still(self, seen: Seen | None) -> DraftCheck:
        """The engine's answers for the hand being entered: those the form showed when nothing changed since
        (the very same hand and match), else worked out again."""
        if (
            seen is not None
            and seen.draft is self.entry
            and seen.match is self.stored.match
            and seen.editing == self.editing
        ):
            return seen.check
        return self.checked()

    def totals_before(self) -> tuple[int, ...]:
        """Each player's total before the hand being entered (an edit: before that hand, not now)."""
        return self.card.totals if self.editing is None else self.card.totals_before(self.editing)

    def rematch_dealer(self) -> int:
        """A rematch goes on with the deal where the match left it: the dealer of the next hand."""
        match = self.stored.match
        return dealer_of(len(match.hands) + 1, len(match.players), match.first_dealer)

    # --- what is stored ---------------------------------------------------------------------------
    def show(self, stored: StoredMatch) -> None:
        """The match as stored now (from this session or another): the scorecard follows, the draft stays."""
        self.hands = Hands.of(stored.card.results, self.hands)
        self.card = stored.card
        self.stored = stored
        self.gone = None

    def lost(self, why: str) -> None:
        """The match was deleted elsewhere: say `why` instead of showing it stale."""
        self.gone = why

    # --- taps ---------------------------------------------------------------------------------------
    def tap(self, draft: HandDraft) -> None:
        """A tap changed the hand being entered."""
        if self.draft is None and self.editing is None:
            self.draft_for = len(self.stored.match.hands) + 1
        self.draft = draft

    def tap_hearts(self, seat: int, hearts: int) -> None:
        self.tap(self.entry.tap_hearts(seat, hearts))

    def type_hearts(self, seat: int, text: str | None) -> None:
        text = (text or "").strip()
        self.tap(self.entry.type_hearts(seat, int(text) if text.isdigit() else None))

    def typed_out(self) -> None:
        """The share being typed was left (its field, or the keys' cursor moved on)."""
        if self.draft is not None and self.draft.typing is not None:  # else nothing changed: nothing to draw again
            self.draft = self.draft.typed_out()

    def tap_card(self, card: Card, seat: int) -> None:
        self.tap(self.entry.tap_card(card, seat))

    def tap_taker(self, card: Card, seat: int) -> None:
        draft = self.entry
        self.tap(draft.tap_jack(seat) if card == JACK_OF_DIAMONDS and draft.needs_jack else draft.tap_taker(card, seat))

    def pick_suit(self, suit: str) -> None:
        self.tap(self.entry.with_suit(suit))

    def roll_die(self, rng: random.Random | None = None) -> str:
        """The die of Papayoo: one of its suits at random."""
        suit = (rng or random).choice(DIE_SUITS)
        self.pick_suit(suit)
        return suit

    def toggle_sun(self) -> None:
        """The moon in the entry is the sun, or a moon again."""
        self.tap(self.entry.with_sun(not self.entry.sun))

    def toggle_cards(self) -> None:
        self.show_cards = not self.show_cards

    def press(self, key: str, shift: bool = False) -> bool:
        """A desktop key on the hand being entered (scorepad/ui/keys.py); True when it was taken."""
        return keys.press(self, key, shift)

    def begin_edit(self, number: int) -> None:
        """Open hand `number` for editing with the taps it was entered with."""
        match = self.stored.match
        self.clear()
        self.editing, self.edit_was = number, match.hands[number - 1]
        self.draft = HandDraft.of_hand(self.edit_was, len(match.players), match.rules)
        self.show_cards = bool(self.draft.cards)

    def as_next(self) -> None:
        """Keep the draft, now as the next hand after what is stored."""
        self.draft_for = len(self.stored.match.hands) + 1

    def clear(self) -> None:
        """No hand being entered any more (saved, or dropped)."""
        self.draft, self.editing, self.edit_was, self.cursor, self.typed, self.waiting = (
            None,
            None,
            None,
            None,
            "",
            None,
        )
        self.show_cards = False


@dataclass(frozen=True)
class Seen:
    """A check as the form showed it (Save carries it: the hand saved is the hand the player saw checked)."""

    draft: HandDraft
    match: object
    editing: int | None
    check: DraftCheck


class Tables:
    """A session's open matches, one TableState each: a half-entered hand stays while other screens show."""

    def __init__(self, backend):
        self.backend = backend
        self._open: dict[str, TableState] = {}

    def get(self, match_id: str) -> TableState | None:
        return self._open.get(match_id)

    def all(self) -> list[TableState]:
        return list(self._open.values())

    async def open(self, match_id: str) -> TableState:
        """The table state of a match, read from the Store (an open one keeps its draft)."""
        stored = await self.backend.run(self.backend.store.get, match_id)
        table = self._open.get(match_id)
        if table is None:
            table = self._open[match_id] = TableState.of(stored)
        else:
            table.show(stored)
        return table

    async def reload(self, table: TableState, words) -> None:
        """Read the match again; one deleted meanwhile is said (`words` is the chrome), not shown stale."""
        try:
            stored = await self.backend.run(self.backend.store.get, table.id)
        except NotFound as error:
            from scorepad.i18n.storage_text import error_text

            table.lost(error_text(error, words.lang))
            return
        if stored.deleted:
            table.lost(words.t("card.gone"))
        else:
            table.show(stored)
