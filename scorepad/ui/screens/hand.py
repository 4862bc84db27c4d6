"""A phone's screen for entering the next hand (or editing hand k): the players' rows scroll, the one-tap
cards, the line that says what is missing and Save stay in view. Leaving a half-entered hand asks first."""

from __future__ import annotations

import flet as ft

from scorepad.ui import questions
from scorepad.ui.entry import entry_footer, entry_rows
from scorepad.ui.entry_lines import fits, lines_body
from scorepad.ui.events import drawing
from scorepad.ui.frame import frame
from scorepad.ui.nav import Screen
from scorepad.ui.table_state import TableState


@drawing()
def HandView(ui, table: TableState):
    key = "entry.title" if table.editing is None else "entry.edit_title"
    if fits(ui, table):  # held sideways: every player's numbers, the cards and Save in one view
        return frame(ui, lines_body(ui, table), None, ui.t(key, number=table.number), full_width=True, scroll=False)
    body = ft.Column(entry_rows(ui, table), spacing=6)
    return frame(ui, body, ft.Column(entry_footer(ui, table), spacing=4), ui.t(key, number=table.number))


async def leaving(ui, table: TableState) -> bool:
    """Back to the scorecard: at once when nothing was tapped; else it asks, and what was tapped is dropped
    only when the player says so."""
    if not table.entry.touched:
        table.clear()
        return True

    async def discard():
        table.clear()
        await ui.back_anyway()

    ui.ask(questions.leave(ui, table, discard))
    return False


async def load_entering(session, params) -> TableState:
    """The match's table state with the next hand being entered (an edit begun elsewhere is dropped)."""
    table = await session.tables.open(params["id"])
    if table.editing is not None:
        table.clear()
    return table


async def load_editing(session, params) -> TableState:
    """The match's table state with hand `number` opened for editing (with the taps it was entered with)."""
    table = await session.tables.open(params["id"])
    number = int(params["number"]) if str(params.get("number", "")).isdigit() else 0
    if not 1 <= number <= len(table.stored.match.hands):
        from scorepad.storage.errors import NotFound

        raise NotFound(id=table.id, hand=number)
    if table.editing != number:
        table.begin_edit(number)
    return table


entering = Screen(load_entering, HandView, parent="/match/:id", live=True, leaving=leaving)
editing = Screen(load_editing, HandView, parent="/match/:id", live=True, leaving=leaving)
