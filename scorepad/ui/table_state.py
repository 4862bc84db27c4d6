"""The table state: per open match in a session, one observable value with the stored match, the engine's
scorecard and next deal, and the hand being entered (the engine's HandDraft). The functions below are the
only way the screens change it: taps go into the draft, writes go through the Store with what the writer
saw, and news from another tab or device replaces the stored match without touching the draft."""

from __future__ import annotations

from dataclasses import dataclass

import flet as ft

from scorepad.rules import DraftCheck, Hand, HandDraft, Scorecard, check_draft, dealer_of
from scorepad.rules.cards import Card
from scorepad.storage import StorageError, StoredMatch
from scorepad.storage.errors import CHANGED, NOT_FOUND
from scorepad.ui.last import last_answer


# The entry panel asks on each redraw and Save asks again: one check per draft and match. (check_draft is
# looked up when called, so that a test can stand in for it.)
_checked = last_answer(lambda draft, match, editing: check_draft(draft, match, editing))


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

    def checked(self) -> DraftCheck:
        """The engine's answers for the hand being entered, against the match as stored now (worked out
        again only when the draft or the match changed)."""
        return _checked(self.entry, self.stored.match, self.editing)

    def show(self, stored: StoredMatch) -> None:
        """The match as stored now (from this session or another): the scorecard follows, the draft stays."""
        self.card = stored.card
        self.stored = stored
        self.gone = None

    def tap(self, draft: HandDraft) -> None:
        """A tap changed the hand being entered."""
        if self.draft is None and self.editing is None:
            self.draft_for = len(self.stored.match.hands) + 1
        self.draft = draft

    def clear(self) -> None:
        """No hand being entered any more (saved, or dropped)."""
        self.draft, self.editing, self.edit_was, self.cursor, self.typed, self.waiting = None, None, None, None, "", None
        self.show_cards = False


def new_table(stored: StoredMatch) -> TableState:
    return TableState(stored, stored.card)


async def open_table(app, match_id: str) -> TableState:
    """The session's table state for a match, read from the Store (an open one keeps its draft)."""
    stored = await app.backend.run(app.store.get, match_id)
    table = app.tables.get(match_id)
    if table is None:
        table = app.tables[match_id] = new_table(stored)
    else:
        table.show(stored)
    return table


async def reload(app, table: TableState) -> None:
    """Read the match again after news; a match deleted meanwhile is said, not shown stale."""
    try:
        stored = await app.backend.run(app.store.get, table.id)
    except StorageError as error:
        if error.code != NOT_FOUND:
            raise
        table.gone = app.error_text(error)
        return
    if stored.deleted:
        table.gone = app.t("card.gone")
        return
    table.show(stored)


def begin_edit(table: TableState, number: int) -> None:
    """Open hand `number` for editing with the taps it was entered with."""
    match = table.stored.match
    table.clear()
    table.editing, table.edit_was = number, match.hands[number - 1]
    table.draft = HandDraft.of_hand(table.edit_was, len(match.players), match.rules)
    table.show_cards = bool(table.draft.cards)


def rematch_dealer(table: TableState) -> int:
    """A rematch goes on with the deal where the match left it: the dealer of the next hand."""
    match = table.stored.match
    return dealer_of(len(match.hands) + 1, len(match.players), match.first_dealer)


async def write_hand(app, table: TableState, moon: str | None) -> StoredMatch:
    """Store the hand being entered (a new hand after what this session saw, or the edited one as it was)."""
    hand = table.entry.hand(moon)
    store = app.store
    if table.editing is not None:
        return await app.backend.write(store.replace_hand, table.id, table.editing, hand, table.edit_was)
    return await app.backend.write(store.add_hand, table.id, hand, table.number - 1)


async def publish(app, table: TableState, stored: StoredMatch) -> None:
    """A write of this session's is stored: the other sessions are told first and draw it (the phones at
    the table), then this one shows it."""
    app.tell_others(table.id, stored)
    await app.after_news()
    table.show(stored)


def same_hand_saved(error: StorageError) -> bool:
    """The other device saved the very hand being entered (so this one must ask what to do)."""
    return error.code == CHANGED and error.data.get("what") == "added"


def as_next(table: TableState) -> None:
    """Keep the draft, now as the next hand after what is stored."""
    table.draft_for = len(table.stored.match.hands) + 1
