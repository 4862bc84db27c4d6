"""The match at the table: the next deal on top, the scorecard, the big 'enter hand' button, the end."""

from __future__ import annotations

import flet as ft

from scorepad.ui import table as words
from scorepad.ui import widgets as w
from scorepad.ui.nav import Frame, screen
from scorepad.ui.table_state import TableState, open_table, rematch_dealer
from scorepad.ui.view import Kept, use_kept, view

STAR, WARN, QUEEN = "★", "⚠", "♠"


def deal_panel(app, card) -> ft.Control:
    """Hand number, dealer, where the cards go (names and arrow), cards out, cards each, who leads."""
    match = card.match
    lines = words.deal_lines(card.next, match.players, app.lang, match.rules.rounds_to_play(len(match.players)))
    items = [ft.Text(lines.title, size=20, weight=ft.FontWeight.BOLD), ft.Text(lines.passing, size=18, weight=ft.FontWeight.W_600)]
    if lines.chain:
        items.append(ft.Text(lines.chain, size=14))
    if lines.setup:
        items.append(w.suit_text(lines.setup, size=14))
    return ft.Container(ft.Column(items, spacing=2), padding=ft.Padding.all(10), border_radius=10,
                        bgcolor=ft.Colors.SECONDARY_CONTAINER)


@view(memo=True)
def Scorecard(app, card, lang: str, editable: str | None = None, pinned: bool = False):
    """Players as columns, hands as rows; fits six players into 390 px (short names, full ones on tap).
    `editable`: the match's id when a tap on a hand opens it for editing. `pinned`: the names and the
    totals stay in view while the hands scroll, and the newest hand is in view after each change.
    Drawn again for each hand, on every phone at the table: what did not change is kept (view.Kept), and
    what changes with each hand (the dealer's dot, the totals) is in rows of its own, of bare texts."""
    kept = use_kept()
    players = card.match.players
    size = 15 if len(players) >= 6 else 17
    hands = [kept(("row", players, row, lang, size, editable), lambda: hand_row(app, players, row, size, editable))
             for row in words.rows(card)]
    if not card.results:
        hands.append(ft.Text(app.t("card.no_hands"), italic=True))
    header = [kept(("gap", "top"), gap), kept(("names", players, size, lang), lambda: names_row(app, players, size)),
              dealer_row(app, card, kept), kept(("gap", "names"), gap)]
    totals = [kept("rule", lambda: ft.Divider(height=2, thickness=2)), kept(("gap", "totals"), gap), *_totals(app, card, kept),
              kept(("gap", "end"), gap)]
    # The hands in a column of their own, so that what is around them keeps its place when the first hand
    # comes or the last one goes (Flet pairs old and new controls by their place).
    if not pinned:
        return ft.Column([*header, ft.Column(hands, spacing=0), *totals], spacing=0)
    scrolled = ft.Column(hands, spacing=0, scroll=ft.ScrollMode.AUTO, auto_scroll=True, expand=True)
    return ft.Column([*header, scrolled, *totals], spacing=0, expand=True)


FIRST_COL = 44  # px: the hand numbers' column


def gap() -> ft.Control:
    return ft.Container(height=4)


def corner(content: ft.Control | None = None) -> ft.Control:
    """The first column's cell in the rows above and below the hands."""
    return ft.Container(content, width=FIRST_COL, alignment=ft.Alignment.CENTER if content is not None else None)


def column_text(text: str, **style) -> ft.Text:
    """A text centred in its player's column."""
    return ft.Text(text, expand=True, text_align=ft.TextAlign.CENTER, **style)


def names_row(app, players: tuple[str, ...], size: int) -> ft.Control:
    """The players' short names as column heads (full ones on tap)."""
    heads = [column_text(short, size=size - 2, weight=ft.FontWeight.BOLD, max_lines=1, overflow=ft.TextOverflow.CLIP,
                         semantics_label=name, tooltip=name)
             for name, short in zip(players, words.short_names(players, 5))]
    return ft.Row([corner(ft.Text(app.t("card.hand"), size=12)), *heads], spacing=0)


def dealer_row(app, card, kept: Kept) -> ft.Control:
    """The next hand's dealer: a dot under their name."""
    players = card.match.players
    dealer = card.next.dealer if card.next is not None else None

    def dot(seat: int) -> ft.Control:
        if seat != dealer:
            return column_text(" ", size=10)
        return column_text("●", size=10, semantics_label=f"{players[seat]} ({app.t('card.dealer_mark')})")

    return kept(("dealer", players, dealer, app.lang),
                lambda: ft.Row([kept(("corner", "dots"), corner), *(kept(("dot", seat, seat == dealer, app.lang), lambda: dot(seat))
                                                        for seat in range(len(players)))], spacing=0))


def hand_row(app, players, row, size: int, editable: str | None) -> ft.Control:
    """One hand's row: its number and pass, each player's points with the moon, Q♠ and the dealer's tint."""
    number = w.suit_text(f"{row.number} {row.arrow}{row.suit}", size=13)
    edit = app.act(open_edit, app, editable, row.number) if editable else None
    if edit is not None:
        number.semantics_label = app.t("card.edit_hand", number=row.number)
        number = ft.TextButton(content=number, on_click=edit, style=ft.ButtonStyle(padding=ft.Padding.all(0)), width=FIRST_COL)
    else:
        number.width = FIRST_COL
    cells = [number]
    for seat, score in enumerate(row.scores):
        cells.append(score_cell(app, players, row, seat, score, size))
    # Every row has one dealer, whose padded cell gives the row its height: the other cells are bare texts,
    # centred (a new hand's row is built on every phone at the table; the fewer controls, the sooner).
    line = ft.Row(cells, spacing=0, vertical_alignment=ft.CrossAxisAlignment.CENTER)
    if edit is None:
        line.key = row.number
        return line
    return ft.Container(line, on_click=edit, ink=True, key=row.number)


def score_cell(app, players, row, seat: int, score: int, size: int) -> ft.Control:
    """A player's points in a hand, with the moon and Q♠ marks; the hand's dealer's cell tinted."""
    queen = row.queen == seat and row.moon is None
    text = f"{score}{row.moon_mark if row.moon == seat else ''}{QUEEN if queen else ''}"
    label = app.t("card.cell", name=players[seat], number=row.number, points=score)
    if row.moon == seat:
        label += f" ({app.t('card.moon_mark')})"
    if queen:
        label += f" ({app.t('card.queen_mark')})"
    dealer = seat == row.dealer
    if dealer:
        label += f" ({app.t('card.dealer_mark')})"
    shown = ft.Text(text, size=size, weight=ft.FontWeight.BOLD if row.moon == seat else None, semantics_label=label,
                    text_align=ft.TextAlign.CENTER, expand=not dealer)
    if not dealer:
        return shown
    return ft.Container(shown, expand=True, alignment=ft.Alignment.CENTER, padding=ft.Padding.symmetric(vertical=4),
                        bgcolor=ft.Colors.with_opacity(0.06, ft.Colors.ON_SURFACE), border_radius=6)


def _totals(app, card, kept: Kept) -> list[ft.Control]:
    """Each player's total, big, with the leader's star and the near-the-target warning in a row below."""
    players, n = card.match.players, len(card.match.players)
    lead, near = set(words.leaders(card)), set(words.near_target(card))
    target, size = card.match.rules.target_score(), 26 if n <= 4 else 22
    sums = [kept("sum", lambda: corner(ft.Text("Σ", size=20, weight=ft.FontWeight.BOLD)))]
    for seat, total in enumerate(card.totals):
        shown = (players[seat], total, seat in lead, seat in near, target, size, app.lang)
        sums.append(kept(("total", *shown), lambda: total_text(app, *shown[:-1])))
    marks = tuple((STAR if seat in lead else "") + (WARN if seat in near else "") for seat in range(n))
    signs = kept(("marks", marks), lambda: ft.Row([kept(("corner", "marks"), corner), *(column_text(m or " ", size=14) for m in marks)], spacing=0))
    return [ft.Row(sums, spacing=0), signs]


def total_text(app, name: str, total: int, lead: bool, near: bool, target: int | None, size: int) -> ft.Control:
    """A player's total, big; read out with whether they lead or are near the target."""
    label = app.t("card.total_cell", name=name, points=total)
    if lead:
        label += ", " + app.t("card.leader", name=name, points=total)
    if near:
        label += ", " + app.t("card.near", name=name, target=target)
    color = ft.Colors.ERROR if near else (ft.Colors.PRIMARY if lead else None)
    return column_text(str(total), size=size, weight=ft.FontWeight.W_900 if lead else ft.FontWeight.W_500, color=color,
                       semantics_label=label)


def end_panel(app, card) -> ft.Control:
    """Winner and final standings."""
    players = card.match.players
    items = [ft.Text(app.t("end.title"), size=16), ft.Text(words.outcome_line(card, app.lang), size=26, weight=ft.FontWeight.BOLD)]
    for place, seat, total in words.standings(card):
        items.append(ft.Text(app.t("end.place", place=place, name=players[seat], points=total), size=18,
                             weight=ft.FontWeight.BOLD if place == 1 else None))
    return ft.Container(ft.Column(items, spacing=4), padding=ft.Padding.all(12), border_radius=10,
                        bgcolor=ft.Colors.TERTIARY_CONTAINER)


def legend_button(app) -> ft.Control:
    """What the scorecard's signs mean, one tap away."""
    return w.icon_button(ft.Icons.INFO_OUTLINE, app.t("legend.open"), on_click=app.act(show_legend, app))


def show_legend(app) -> None:
    from scorepad.ui.session import Choice, Question

    signs = ("dealer", "tint", "leader", "near", "pass", "keep", "moon", "queen", "die")
    app.ask(Question(app.t("legend.title"), (Choice(app.t("app.close"), None),), tuple(app.t(f"legend.{s}") for s in signs)))


def match_title(app, stored) -> str:
    """'Standard · Nov 30'; on a phone just 'Standard', so that it is never cut off."""
    from scorepad.ui.screens.history import short_date

    variant = w.variant_title(stored.match.rules.variant, app.lang)
    return variant if app.chrome.narrow else f"{variant} · {short_date(stored.created, app.lang)}"


async def load_match(app, params) -> TableState:
    return await open_table(app, params["id"])


@screen("/match", "menu.match", load=load_match)
def match_screen(app, table: TableState) -> Frame:
    card = table.card
    title = match_title(app, table.stored)
    if table.gone:
        return gone_frame(app, table, title)
    body = [end_panel(app, card)] if card.outcome.finished else ([deal_panel(app, card)] if card.next is not None else [])
    if card.outcome.tied_for_fewest:
        body.append(ft.Text(words.outcome_line(card, app.lang), size=16, weight=ft.FontWeight.BOLD, color=ft.Colors.ERROR))
    body.append(Scorecard(app, card, app.lang, table.id, True))
    actions = [legend_button(app)]
    if app.is_host and app.seat is not None:  # served to the network's phones: the table can be shared
        actions.append(w.icon_button(ft.Icons.QR_CODE_2, app.t("share.open"), on_click=app.act(app.go, "/share", id=table.id)))
    if card.results:
        actions.append(w.icon_button(ft.Icons.UNDO, app.t("card.undo_last"), on_click=app.act(ask_undo, app, table)))
        actions.append(w.icon_button(ft.Icons.SHOW_CHART, app.t("story.open"),
                                     on_click=app.act(app.go, "/story", id=table.id, back="/match")))
    if card.outcome.finished and not app.is_host:  # a scorer's link: the host starts the next match
        bottom = ft.Text(app.t("end.host_starts"), size=16)
    elif card.outcome.finished:
        bottom = w.primary(app.t("end.rematch"), app.act(rematch, app, table), icon=ft.Icons.REPLAY)
    elif app.chrome.wide and card.next is not None:
        return two_panes(app, table, body, title, actions)
    else:
        bottom = w.primary(app.t("card.enter", number=len(card.results) + 1), app.act(enter, app, table), icon=ft.Icons.ADD)
    column = ft.Column(body, spacing=10, horizontal_alignment=ft.CrossAxisAlignment.STRETCH, expand=True)
    return Frame(column, bottom, title, actions, scroll=False)


def two_panes(app, table: TableState, body: list, title: str, actions: list) -> Frame:
    """A wide window: the scorecard on the left, the next hand's entry on the right (Save always in view)."""
    from scorepad.ui.screens.hand import entry_panel

    left = ft.Column(body, spacing=10, horizontal_alignment=ft.CrossAxisAlignment.STRETCH, expand=True)
    panes = ft.Row([ft.Container(left, expand=5, padding=ft.Padding.only(right=12, bottom=8)),
                    ft.VerticalDivider(width=1),
                    ft.Container(entry_panel(app, table), expand=4, padding=ft.Padding.only(left=12))],
                   expand=True, vertical_alignment=ft.CrossAxisAlignment.START)
    return Frame(panes, None, title, actions, full_width=True, scroll=False)


def gone_frame(app, table: TableState, title: str) -> Frame:
    """A match deleted elsewhere: say so, and the way back to the history."""
    body = ft.Column([ft.Text(table.gone, size=16, weight=ft.FontWeight.BOLD)], spacing=10)
    bottom = w.primary(app.t("menu.history"), app.act(app.go, "/history"), icon=ft.Icons.HISTORY)
    return Frame(body, bottom, title)


async def enter(app, table: TableState) -> None:
    """A phone opens the next hand's entry on its own screen."""
    await app.go("/hand", id=table.id)


async def open_edit(app, match_id: str, number: int) -> None:
    """Open hand `number` for editing, with the taps it was entered with."""
    await app.go("/hand", id=match_id, number=number)


async def rematch(app, table: TableState) -> None:
    """The same players and rules; the deal goes on where the match left it."""
    match = table.stored.match
    await app.go("/new", players=list(match.players), rules=match.rules, dealer=rematch_dealer(table))


def ask_undo(app, table: TableState) -> None:
    from scorepad.ui.session import Choice, Question
    from scorepad.ui.screens.hand import take_back

    number = len(table.card.results)
    app.ask(Question(app.t("card.undo_confirm", number=number), (
        Choice(app.t("app.cancel"), None),
        Choice(app.t("card.undo_last"), lambda: take_back(app, table, number), tone="primary"),
    )))
