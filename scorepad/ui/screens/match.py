"""The match at the table: the next deal on top, the scorecard, the big 'enter hand' button, the end."""

from __future__ import annotations

import flet as ft

from scorepad.ui import table
from scorepad.ui import widgets as w
from scorepad.ui.nav import Shown, screen

STAR, WARN = "★", "⚠"


def deal_panel(app, card) -> ft.Control:
    """Hand number, dealer, where the cards go (names and arrow), cards out, cards each, who leads."""
    deal = card.next
    match = card.match
    lines = table.deal_lines(deal, match.players, app.lang, match.rules.rounds_to_play(len(match.players)))
    items = [ft.Text(lines.title, size=20, weight=ft.FontWeight.BOLD), ft.Text(lines.passing, size=18, weight=ft.FontWeight.W_600)]
    if lines.chain:
        items.append(ft.Text(lines.chain, size=14))
    if lines.setup:
        items.append(w.suit_text(lines.setup, size=14))
    return ft.Container(ft.Column(items, spacing=2), padding=ft.Padding.all(10), border_radius=10,
                        bgcolor=ft.Colors.SECONDARY_CONTAINER)


def grid(app, card, on_row=None) -> ft.Control:
    """Players as columns, hands as rows; fits six players into 390 px (short names, full ones on tap)."""
    players = card.match.players
    n = len(players)
    shorts = table.short_names(players, 5)
    size = 15 if n >= 6 else 17
    lead = set(table.leaders(card))
    near = set(table.near_target(card))
    first_col = 44

    def cell(content, expand=True):
        return ft.Container(content, expand=expand, alignment=ft.Alignment.CENTER, padding=ft.Padding.symmetric(vertical=4))

    header = [cell(ft.Text(app.t("card.hand"), size=12), expand=False)]
    header[0].width = first_col
    for seat, short in enumerate(shorts):
        dealer = card.next is not None and card.next.dealer == seat
        label = players[seat] + (f" ({app.t('card.dealer_mark')})" if dealer else "")
        name = ft.Text(short, size=size - 2, weight=ft.FontWeight.BOLD, max_lines=1, overflow=ft.TextOverflow.CLIP,
                       semantics_label=label, tooltip=players[seat])
        mark = ft.Text("●" if dealer else " ", size=10)
        header.append(cell(ft.Column([name, mark], spacing=0, horizontal_alignment=ft.CrossAxisAlignment.CENTER)))
    rows = [ft.Row(header, spacing=0)]
    for row in table.rows(card):
        number = w.suit_text(f"{row.number} {row.arrow}{row.suit}", size=13)
        if on_row is not None:
            number.semantics_label = app.t("card.edit_hand", number=row.number)
            number = ft.TextButton(content=number, on_click=on_row, data=row.number,
                                   style=ft.ButtonStyle(padding=ft.Padding.all(0)))
        cells = [ft.Container(number, width=first_col, padding=ft.Padding.symmetric(vertical=2))]
        for seat, score in enumerate(row.scores):
            text = f"{score}{row.moon_mark if row.moon == seat else ''}"
            label = app.t("card.cell", name=players[seat], number=row.number, points=score)
            if row.moon == seat:
                label += f" ({app.t('card.moon_mark')})"
            weight = ft.FontWeight.BOLD if row.moon == seat else None
            if seat == row.dealer:
                label += f" ({app.t('card.dealer_mark')})"
            shown = cell(ft.Text(text, size=size, weight=weight, semantics_label=label))
            if seat == row.dealer:  # the dealer of each hand, lightly marked
                shown.bgcolor = ft.Colors.with_opacity(0.06, ft.Colors.ON_SURFACE)
                shown.border_radius = 6
            cells.append(shown)
        line = ft.Row(cells, spacing=0)
        if on_row is not None:
            line = ft.Container(line, on_click=on_row, data=row.number, ink=True)
        rows.append(line)
    if not card.results:
        rows.append(ft.Text(app.t("card.no_hands"), italic=True))
    totals = [ft.Container(ft.Text("Σ", size=20, weight=ft.FontWeight.BOLD), width=first_col)]
    for seat, total in enumerate(card.totals):
        marks = (STAR if seat in lead else "") + (WARN if seat in near else "")
        label = app.t("card.total_cell", name=players[seat], points=total)
        if seat in lead:
            label += ", " + app.t("card.leader", name=players[seat], points=total)
        if seat in near:
            label += ", " + app.t("card.near", name=players[seat], target=card.match.rules.target_score())
        color = ft.Colors.ERROR if seat in near else (ft.Colors.PRIMARY if seat in lead else None)
        big = ft.Text(str(total), size=26 if n <= 4 else 22, weight=ft.FontWeight.W_900 if seat in lead else ft.FontWeight.W_500,
                      color=color, semantics_label=label)
        totals.append(cell(ft.Column([big, ft.Text(marks or " ", size=14)], spacing=0,
                                     horizontal_alignment=ft.CrossAxisAlignment.CENTER)))
    rows.append(ft.Divider(height=2, thickness=2))
    rows.append(ft.Row(totals, spacing=0))
    return ft.Column(rows, spacing=0)


def end_panel(app, card, on_rematch) -> ft.Control:
    """Winner and final standings."""
    players = card.match.players
    items = [ft.Text(app.t("end.title"), size=16), ft.Text(table.outcome_line(card, app.lang), size=26, weight=ft.FontWeight.BOLD)]
    for place, seat, total in table.standings(card):
        items.append(ft.Text(app.t("end.place", place=place, name=players[seat], points=total), size=18,
                             weight=ft.FontWeight.BOLD if place == 1 else None))
    return ft.Container(ft.Column(items, spacing=4), padding=ft.Padding.all(12), border_radius=10,
                        bgcolor=ft.Colors.TERTIARY_CONTAINER)


class MatchView:
    """One open match; read_only for a finished match opened from the history."""

    def __init__(self, app, stored):
        self.app, self.stored = app, stored
        self.card = stored.card

    def shown(self) -> Shown:
        app, card = self.app, self.card
        match = card.match
        from scorepad.ui.screens.history import short_date

        title = f"{w.variant_title(match.rules.variant, app.lang)} · {short_date(self.stored.created, app.lang)}"
        body = [ ]
        if card.outcome.finished:
            body.append(end_panel(app, card, self.rematch))
        elif card.next is not None:
            body.append(deal_panel(app, card))
        if card.outcome.tied_for_fewest:
            body.append(ft.Text(table.outcome_line(card, app.lang), size=16, weight=ft.FontWeight.BOLD, color=ft.Colors.ERROR))
        body.append(grid(app, card, on_row=self.edit))
        actions = []
        if card.results:
            actions.append(w.icon_button(ft.Icons.UNDO, app.t("card.undo_last"), on_click=self.ask_undo))
            actions.append(w.icon_button(ft.Icons.SHOW_CHART, app.t("story.open"), on_click=self.story))  # screens/story.py
        if card.outcome.finished:
            bottom = w.primary(app.t("end.rematch"), self.rematch, icon=ft.Icons.REPLAY)
        else:
            number = len(card.results) + 1
            bottom = w.primary(app.t("card.enter", number=number), self.enter, icon=ft.Icons.ADD)
        if app.wide and not card.outcome.finished and card.next is not None:
            return self.two_panes(body, title, actions)
        column = ft.Column(body, spacing=10, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
        return Shown(column, bottom, title, actions)

    def two_panes(self, body, title, actions) -> Shown:
        """A wide window: the scorecard on the left, the next hand's entry on the right."""
        from scorepad.ui.screens.hand import HandForm

        form = HandForm(self.app, self.stored)
        self.app.form = form
        left = ft.Column(body, spacing=10, horizontal_alignment=ft.CrossAxisAlignment.STRETCH, scroll=ft.ScrollMode.AUTO)
        panes = ft.Row([ft.Container(left, expand=5, padding=ft.Padding.only(right=12)),
                        ft.VerticalDivider(width=1),
                        ft.Container(form.panel(), expand=4, padding=ft.Padding.only(left=12))],
                       expand=True, vertical_alignment=ft.CrossAxisAlignment.START)
        return Shown(panes, None, title, actions, full_width=True)

    async def story(self, e=None):
        await self.app.go("/story", id=self.stored.id, back="/match")

    async def enter(self, e=None):
        await self.app.go("/hand", id=self.stored.id)

    async def edit(self, e):
        await self.app.go("/hand", id=self.stored.id, number=e.control.data)

    async def rematch(self, e=None):
        match = self.card.match
        dealer = (match.first_dealer + len(match.hands)) % len(match.players)
        await self.app.go("/new", players=list(match.players), rules=match.rules, dealer=dealer)

    def ask_undo(self, e=None):
        app = self.app
        number = len(self.card.results)

        async def confirmed(ev):
            app.page.pop_dialog()
            await undo_last(app, self.stored.id, number)

        dialog = ft.AlertDialog(
            title=ft.Text(app.t("card.undo_confirm", number=number)),
            actions=[ft.TextButton(content=app.t("app.cancel"), on_click=lambda ev: app.page.pop_dialog()),
                     ft.FilledButton(content=app.t("card.undo_last"), on_click=confirmed)],
        )
        app.page.show_dialog(dialog)


async def undo_last(app, match_id: str, number: int) -> None:
    """Take back the last hand; the message offers to put it back."""
    try:
        before = await app.call("get", match_id)
        await app.call("undo_hand", match_id)
    except Exception as error:
        app.snack(app.error_text(error))
        return
    hand = before.match.hands[-1]

    async def put_back(e):
        try:
            await app.call("add_hand", match_id, hand)
        except Exception as error:
            app.snack(app.error_text(error))
        await app.go("/match", id=match_id)

    await app.go("/match", id=match_id)
    app.snack(app.t("card.undone", number=number), undo=put_back)


@screen("/match", "menu.match", icon=ft.Icons.GRID_ON)
async def match_screen(app, params) -> Shown:
    try:
        stored = await app.call("get", params["id"])
    except Exception as error:
        app.snack(app.error_text(error))
        return Shown(ft.Text(app.error_text(error)))
    view = MatchView(app, stored)
    app.params = {**params, "players": stored.match.players}
    app.view = view
    return view.shown()
