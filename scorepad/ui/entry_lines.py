"""A phone held sideways enters a hand in one view: one player a line (the name, then 0–13 in one row of
fourteen), and beside them a column with the one-tap cards, the line saying what is missing, and Save. Every
button at least 40×40 px; five or six players' numbers, the Q♠ row and Save all in view at 844×390."""

from __future__ import annotations

import flet as ft

from scorepad.ui import table as words
from scorepad.ui import widgets as w
from scorepad.ui.table_state import TableState

NUMBER = 40  # px: a number button's side, held sideways
GAP = 2  # px between two numbers of a line
NAME = 76  # px: the name and the total at the start of a line
NAME_LETTERS = 8  # a longer name at the start of a line is cut, with "…"
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
    from scorepad.ui.entry import card_rows, entry_rows, save_button, told_lines

    seen = table.seen()
    side = side_width(ui)
    cards = ft.Column(card_rows(ui, table, stacked=(side - 6) / 2), spacing=4, scroll=ft.ScrollMode.AUTO, expand=True)
    told = [ft.Container(line, padding=ft.Padding.only(top=2)) for line in told_lines(ui, table, seen)]
    column = ft.Column([cards, *told, save_button(ui, table, seen, narrow=True)], spacing=6, width=side,
                       horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
    players = ft.Container(ft.Column(entry_rows(ui, table, lines=True), spacing=4, scroll=ft.ScrollMode.AUTO), width=LINE)
    return ft.Row([players, ft.Container(column, padding=ft.Padding.only(bottom=PADDING))], spacing=10, expand=True,
                  vertical_alignment=ft.CrossAxisAlignment.STRETCH)


def player_line(ui, players: tuple, seat: int, hearts, said: tuple, auto: bool, cursor: bool, pick) -> ft.Control:
    """One player's line: the name (cut with "…" only where it does not fit, read out in full), their total
    and points so far under it, then 0–13 in one row."""
    name = players[seat]
    shown = words.fitting_names(players, NAME_LETTERS)[seat]
    head = [ft.Text(("▶ " if cursor else "") + shown, size=14, weight=ft.FontWeight.BOLD, max_lines=1, semantics_label=name),
            ft.Text(" · ".join(part for part in said if part), size=11, max_lines=1)]
    if auto:
        head.append(ft.Text(ui.t("entry.auto"), size=11, italic=True, max_lines=1))
    numbers = [w.tap(str(k), ui.t("entry.hearts_label", name=name, count=k), pick(k), selected=k == hearts, width=NUMBER,
                     height=NUMBER) for k in range(13 + 1)]
    return ft.Row([ft.Column(head, spacing=0, width=NAME), ft.Row(numbers, spacing=GAP)], spacing=6,
                  vertical_alignment=ft.CrossAxisAlignment.CENTER)
