"""A phone held sideways enters a hand in one view: one player a line (the name, then 0–13 in one row of
fourteen), and beside them a column with the one-tap cards, the line saying what is missing, and Save. Every
button at least 40×40 px; five to seven players' numbers, the Q♠ row and Save all in view at 844×390."""

from __future__ import annotations

import flet as ft

from scorepad.ui.entry import GAP, NAME, NUMBER, card_rows, entry_rows, save_button, told_lines
from scorepad.ui.table_state import TableState

LINE = NAME + 6 + 14 * NUMBER + 13 * GAP  # px: one player's line
SIDE = 140  # px: the narrowest the column beside the lines gets
PADDING = 8  # px: the frame's padding on either side


def fits(ui, table: TableState) -> bool:
    """Whether the hand is entered in lines: a phone held sideways with room for a line and the column beside."""
    return ui.chrome.sideways and not table.entry.by_value and ui.chrome.width >= 2 * PADDING + LINE + 10 + SIDE


def side_width(ui) -> float:
    """The column beside the lines: what the lines leave of the window."""
    return ui.chrome.width - 2 * PADDING - LINE - 10


def lines_body(ui, table: TableState) -> ft.Control:
    """The players' lines on the left (they scroll where the window is too low), the cards, what is missing
    and Save in the column beside them."""
    seen = table.seen()
    side = side_width(ui)
    per_line = 3 if len(table.players) > 6 else 2  # seven players' buttons in three lines of three, not four of two
    stacked = (side - 6 * (per_line - 1)) / per_line
    cards = ft.Column(card_rows(ui, table, stacked=stacked), spacing=4, scroll=ft.ScrollMode.AUTO, expand=True)
    told = [ft.Container(line, padding=ft.Padding.only(top=2)) for line in told_lines(ui, table, seen)]
    column = ft.Column(
        [cards, *told, save_button(ui, table, seen, narrow=True)],
        spacing=6,
        width=side,
        horizontal_alignment=ft.CrossAxisAlignment.STRETCH,
    )
    players = ft.Container(
        ft.Column(entry_rows(ui, table, lines=True), spacing=4, scroll=ft.ScrollMode.AUTO), width=LINE
    )
    return ft.Row(
        [players, ft.Container(column, padding=ft.Padding.only(bottom=PADDING))],
        spacing=10,
        expand=True,
        vertical_alignment=ft.CrossAxisAlignment.STRETCH,
    )
