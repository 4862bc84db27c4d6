"""What the table's buttons do, each readable top to bottom: check (the engine), write (the Store, with
what this session saw), tell the other phones, redraw. A write the Store refuses keeps what was entered
and says why, or asks what to do (another device saved that very hand)."""

from __future__ import annotations

import asyncio
import functools

from scorepad.storage import StorageError
from scorepad.storage.errors import Changed, HandAlreadyAdded, NotFound
from scorepad.ui import glance, questions
from scorepad.ui.table_state import TableState


class TableActions:
    """The table's actions for one session."""

    def __init__(self, session):
        self.session = session
        self._saving: set[str] = set()  # matches with a hand being written from this session now

    @property
    def ui(self):
        return self.session.ui

    async def write(self, work, *args, **kwargs):
        """A write of the table; then, meanwhile, the start page's glance of the running match anew."""
        done = await self.session.backend.write(functools.partial(work, **kwargs) if kwargs else work, *args)
        self.session.events.background(glance.keep(self.session))
        return done

    # --- a hand ---------------------------------------------------------------------------------------
    async def save(self, table: TableState, seen=None) -> None:
        """Save when it adds up: the moon asks first (the choice rule), an edit asks to confirm. `seen`: the
        check the form showed, used when the hand and the match are still the very ones it was made for."""
        check = table.still(seen)
        if not check.can_save:
            return
        if check.asks_moon:
            self.ui.ask(questions.moon(self.ui, table, check, lambda choice: self.moon_chosen(table, choice)))
        elif table.editing is not None:
            self.ui.ask(questions.edit(self.ui, table, None, lambda: self.store_hand(table, None)))
        else:
            await self.store_hand(table, None)

    async def moon_chosen(self, table: TableState, moon: str) -> None:
        if table.editing is not None:
            self.ui.ask(questions.edit(self.ui, table, moon, lambda: self.store_hand(table, moon)))
        else:
            await self.store_hand(table, moon)

    async def store_hand(self, table: TableState, moon: str | None) -> None:
        """Write the hand; a second tap on Save while the first is being written is the same save."""
        if table.id in self._saving:
            return
        self._saving.add(table.id)
        try:
            await self._store_hand(table, moon)
        finally:
            self._saving.discard(table.id)

    async def _store_hand(self, table: TableState, moon: str | None) -> None:
        store, number, editing, old = self.session.store, table.number, table.editing, table.edit_was
        hand = table.entry.hand(moon)
        try:  # write (the Store checks again with the engine, against what is stored now)
            if editing is not None:
                after = await self.write(
                    store.replace_hand, table.id, editing, hand, old, by=await self.session.label()
                )
            else:
                after = await self.write(store.add_hand, table.id, hand, number - 1, by=await self.session.label())
        except StorageError as error:
            await self.refused(table, error, moon)
            return
        await self.session.news.publish(table, after)  # the table's phones first: this screen's redraw is slower
        table.clear()
        if self.ui.pattern in ("/match/:id/hand", "/match/:id/hand/:number"):
            await self.ui.back_anyway()
        if editing is None:
            self.ui.say(questions.saved_text(self.ui, after, number), undo=lambda: self.take_back(table, number))
            self.session.events.background(self.tell_kept_here())
        else:
            self.ui.say(self.ui.t("entry.replaced", number=number), undo=lambda: self.put_back_edit(table, number, old))

    async def tell_kept_here(self, waited: float = 12.0) -> None:
        """After a saved hand: that the browser may delete the matches and how to keep them
        (`Session.kept_note`), once, as a calm line with Back up when the saved-message (and its Undo) has
        gone; never a dialog on the way in."""
        session = self.session
        note, session.kept_note = session.kept_note, None
        if not note:
            return
        await session.save_settings(persist_told=True)
        for _ in range(int(waited / 0.25)):
            if session.chrome.message is None:
                break
            await asyncio.sleep(0.25)
        self.ui.say(note, action=lambda: session.nav.go("/backup"), label=self.ui.t("app.backup_now"))

    async def refused(self, table: TableState, error: StorageError, moon: str | None) -> None:
        """The Store said no: another device saved this very hand (ask), the hand changed (say and follow), or why."""
        if isinstance(error, (Changed, NotFound)):
            await self.session.tables.reload(table, self.session.chrome)
        if table.gone:
            return  # the screen says so, with the way to the history
        if isinstance(error, HandAlreadyAdded):  # another device saved this very hand: ask
            self.ui.ask(questions.same_hand(self.ui, table, table.clear, lambda: self.save_as_next(table, moon)))
        else:
            from scorepad.i18n.storage_text import error_text

            self.ui.say(error_text(error, self.ui.lang, table.players))

    async def save_as_next(self, table: TableState, moon: str | None) -> None:
        table.as_next()
        await self.store_hand(table, moon)

    # --- taking back ------------------------------------------------------------------------------------
    def ask_undo(self, table: TableState) -> None:
        number = len(table.card.results)
        self.ui.ask(questions.undo(self.ui, table, number, lambda: self.take_back(table, number)))

    async def take_back(self, table: TableState, number: int) -> None:
        """Take back hand `number` while it is still the last; the message offers to put it back."""
        try:
            after, hand = await self.write(
                self.session.store.take_back, table.id, number, by=await self.session.label()
            )
        except StorageError as error:
            await self.refused(table, error, None)
            return
        await self.session.news.publish(table, after)
        self.ui.say(self.ui.t("card.undone", number=number), undo=lambda: self.put_back(table, number))

    async def put_back(self, table: TableState, number: int) -> None:
        """The message's Undo after a take-back: the same hand put back with its own story (Store.put_back)."""
        try:
            after, _ = await self.write(self.session.store.put_back, table.id, number, by=await self.session.label())
        except StorageError as error:
            await self.refused(table, error, None)
            return
        await self.session.news.publish(table, after)

    async def put_back_edit(self, table: TableState, number: int, old) -> None:
        """Undo an edit: the hand as it was before (only while nobody changed it since)."""
        now = table.stored.match.hands[number - 1]
        try:
            after = await self.write(
                self.session.store.replace_hand, table.id, number, old, now, by=await self.session.label()
            )
        except StorageError as error:
            await self.refused(table, error, None)
            return
        await self.session.news.publish(table, after)

    # --- whole matches ----------------------------------------------------------------------------------
    async def start(self, players: tuple[str, ...], rules, dealer: int) -> None:
        """Store a new match and open it; a shared table follows the host to it (a rematch)."""
        from scorepad.ui import keeping

        stored = await self.write(self.session.store.create, players, rules, dealer)
        self.session.events.background(keeping.look(self.session, ask=True))  # the browser asked to keep the matches
        if self.session.shared is not None:
            self.session.seat.share(stored.id)
        await self.session.nav.reset("/")  # the start shows the running match: this one

    async def delete(self, match_id: str) -> None:
        """Delete softly (the match goes to the Store's trash); the message offers to restore it."""
        await self.write(self.session.store.delete, match_id)
        self.session.news.tell_others(match_id)
        await self.ui.reload()
        self.ui.say(self.ui.t("history.deleted"), undo=lambda: self.restore(match_id))

    async def restore(self, match_id: str) -> None:
        await self.write(self.session.store.restore, match_id)
        self.session.news.tell_others(match_id)
        if self.ui.pattern == "/history":
            await self.ui.reload()
