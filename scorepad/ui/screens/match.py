"""The match at the table: the next deal on top, the scorecard, the big 'enter hand' button, the end; a phone
held sideways puts the deal and the button beside the scorecard, so that its hands stay in view."""

from __future__ import annotations

import flet as ft

from scorepad.seating import SCORE
from scorepad.ui import questions
from scorepad.ui import table as words
from scorepad.ui import widgets as w
from scorepad.ui.device import VIEWER_KEY
from scorepad.ui.events import drawing
from scorepad.ui.frame import Tucked, frame, message_bar
from scorepad.ui.match_parts import (
    chart_button,
    end_panel,
    legend_button,
    result_button,
    short_date,
    standings_button,
)
from scorepad.ui.nav import Screen
from scorepad.ui.scorecard import Scorecard, recall_running
from scorepad.ui.table_state import TableState


def deal_panel(ui, card, small: bool = False) -> ft.Control:
    """Hand number, dealer, where the cards go (names and arrow), cards out, cards each, who leads; `small`
    (a small phone held sideways): in smaller print, so that six players' every line fits above the button."""
    match = card.match
    lines = words.deal_lines(card.next, match.players, ui.lang, match.rules.rounds_to_play(len(match.players)))
    title, passing, rest = (16, 15, 12) if small else (20, 18, 14)
    items = [
        ft.Text(lines.title, size=title, weight=ft.FontWeight.BOLD),
        ft.Text(lines.passing, size=passing, weight=ft.FontWeight.W_600),
    ]
    if lines.chain:
        items.append(ft.Text(lines.chain, size=rest))
    if lines.setup:
        items.append(w.suit_text(lines.setup, size=rest))
    return ft.Container(
        ft.Column(items, spacing=2),
        padding=ft.Padding.all(8 if small else 10),
        border_radius=10,
        bgcolor=ft.Colors.SECONDARY_CONTAINER,
    )


def match_title(ui, stored) -> str:
    """'Standard · Nov 30'; on a phone held upright just 'Standard', so that it is never cut off."""
    variant = w.variant_title(stored.match.rules.variant, ui.lang)
    return variant if ui.chrome.narrow else f"{variant} · {short_date(stored.created, ui.lang)}"


@drawing()
def MatchView(ui, table: TableState):
    card = table.card
    title = match_title(ui, table.stored)
    if table.gone:
        return gone_frame(ui, table, title)
    small = ui.chrome.sideways and ui.chrome.width < SMALL_SIDEWAYS
    body = (
        [end_panel(ui, card), result_button(ui, table.id)]
        if card.outcome.finished
        else ([deal_panel(ui, card, small)] if card.next is not None else [])
    )
    if card.outcome.tied_for_fewest:
        body.append(
            ft.Text(words.outcome_line(card, ui.lang), size=16, weight=ft.FontWeight.BOLD, color=ft.Colors.ERROR)
        )
    scorecard = Scorecard(ui, card, ui.lang, table.id, True, table.hands, ui.chrome.running)
    actions = [legend_button(ui)]
    if ui.is_host and ui.served:  # served to the network's phones: the table can be shared
        actions.append(
            w.icon_button(ft.Icons.QR_CODE_2, ui.t("share.open"), on_click=ui.go(f"/match/{table.id}/share"))
        )
    if ui.is_host:  # the match to another phone: its QR code (in the menu)
        actions.append(
            Tucked(
                ft.Icons.SEND_TO_MOBILE,
                ui.t("handover.open"),
                on_click=ui.go(f"/match/{table.id}/handover"),
                in_menu=True,
            )
        )
    if ui.is_host:  # the statistics of these people: their matches in any seats
        actions.append(standings_button(ui, table.players))
    if ui.role == SCORE:  # a scorer's phone says whose it is, for each hand's story
        actions.append(
            w.icon_button(ft.Icons.BADGE_OUTLINED, ui.t("score.who"), on_click=ui.act(ask_scorer, ui, table))
        )
    if card.results:
        # not ↶: beside the chart it read as a second back arrow on the right; this one takes the last row off
        actions.append(
            w.icon_button(ft.Icons.PLAYLIST_REMOVE, ui.t("card.undo_last"), on_click=ui.act(ui.actions.ask_undo, table))
        )
        actions.append(chart_button(ui, table.id))
    if card.outcome.finished and not ui.is_host:  # a scorer's link: the host starts the next match
        bottom = ft.Text(ui.t("end.host_starts"), size=16)
    elif card.outcome.finished:
        bottom = w.primary(ui.t("end.rematch"), ui.go(f"/new?rematch={table.id}"), icon=ft.Icons.REPLAY)
    elif ui.chrome.wide and card.next is not None:
        return two_panes(ui, table, [*body, scorecard], title, actions)
    else:
        bottom = w.primary(
            ui.t("card.enter", number=len(card.results) + 1), ui.go(f"/match/{table.id}/hand"), icon=ft.Icons.ADD
        )
    if ui.chrome.sideways:
        return sideways(ui, body, scorecard, bottom, title, actions)
    column = ft.Column([*body, scorecard], spacing=10, horizontal_alignment=ft.CrossAxisAlignment.STRETCH, expand=True)
    return frame(ui, column, bottom, title, actions, scroll=False)


def ask_scorer(ui, table: TableState) -> None:
    """Ask who scores on this phone; the name is kept on the phone, as a watcher's is."""
    ui.ask(questions.scorer(ui, table.players, lambda name: be_scorer(ui, name)))


async def be_scorer(ui, name: str) -> None:
    """This phone scores as `name` ("": as nobody in particular) from now on, and says so."""
    await ui.device.keep(VIEWER_KEY, name)
    ui.say(ui.t("score.is", name=name) if name else ui.t("score.is_nobody"))


SIDE = 300  # px: the deal's (or the end's) column beside the scorecard on a phone held sideways
SMALL_SIDEWAYS = 800  # px: a phone held sideways narrower than this is a small one (its columns and print smaller)


def sideways(ui, body: list, scorecard, bottom, title: str, actions: list) -> ft.View:
    """A phone held sideways: the deal (or the end) and the big button in a column beside the scorecard, which
    has the whole height for its hands; the saved-message under the scorecard's totals, taking its room from the
    hands (which scroll) and not from the deal or the totals, as a message across the width did."""
    told = ft.Column(
        body, spacing=8, scroll=ft.ScrollMode.AUTO, expand=True, horizontal_alignment=ft.CrossAxisAlignment.STRETCH
    )
    # a small phone: the scorecard keeps its columns readable
    side = SIDE if ui.chrome.width >= SMALL_SIDEWAYS else SIDE - 60
    said = [] if ui.chrome.message is None else [message_bar(ui, ui.chrome.message, full_width=True, inside=True)]
    left = ft.Column([told, bottom], spacing=8, width=side, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
    right = ft.Column(
        [ft.Container(scorecard, expand=True), *(ft.Container(bar, padding=ft.Padding.only(bottom=8)) for bar in said)],
        spacing=4,
        expand=True,
        horizontal_alignment=ft.CrossAxisAlignment.STRETCH,
    )
    panes = ft.Row(
        [ft.Container(left, padding=ft.Padding.only(bottom=8)), right],
        spacing=12,
        expand=True,
        vertical_alignment=ft.CrossAxisAlignment.STRETCH,
    )
    return frame(ui, panes, None, title, actions, full_width=True, scroll=False, own_message=True)


def two_panes(ui, table: TableState, body: list, title: str, actions: list) -> ft.View:
    """A wide window: the scorecard on the left, the next hand's entry on the right (Save always in view)."""
    from scorepad.ui.entry import entry_panel

    left = ft.Column(body, spacing=10, horizontal_alignment=ft.CrossAxisAlignment.STRETCH, expand=True)
    panes = ft.Row(
        [
            ft.Container(left, expand=5, padding=ft.Padding.only(right=12, bottom=8)),
            ft.VerticalDivider(width=1),
            ft.Container(entry_panel(ui, table), expand=4, padding=ft.Padding.only(left=12)),
        ],
        expand=True,
        vertical_alignment=ft.CrossAxisAlignment.START,
    )
    return frame(ui, panes, None, title, actions, full_width=True, scroll=False)


def gone_frame(ui, table: TableState, title: str) -> ft.View:
    """A match deleted elsewhere: say so, and the way to the history."""
    body = ft.Column([ft.Text(table.gone, size=16, weight=ft.FontWeight.BOLD)], spacing=10)
    return frame(ui, body, w.primary(ui.t("menu.history"), ui.go("/history"), icon=ft.Icons.HISTORY), title)


async def load_match(session, params) -> TableState:
    session.events.background(recall_running(session))  # a device that never answers holds nothing up
    return await session.tables.open(params["id"])


match = Screen(load_match, MatchView, live=True)
