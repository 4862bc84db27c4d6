"""The scorecard: players as columns, hands as rows, the totals big at the bottom; six players fit into
390 px (short names unique at the table, full ones on tap and for screen readers). The rows show each hand's
points, or, like a paper score pad, the running totals with the hand's points small beside them (a tap on
the corner switches; the device keeps the choice). Every part is a memo'd component: a hand drawn on every phone at the
table builds the new hand's row and the parts that changed (the dealer's dot, the totals), never the rest."""

from __future__ import annotations

import flet as ft

from scorepad.i18n.words import figure
from scorepad.ui import questions
from scorepad.ui import table as words
from scorepad.ui import widgets as w
from scorepad.ui.events import drawing
from scorepad.ui.table_state import Block, Hands

STAR, WARN, QUEEN, BACK, CHANGED, MOON = "★", "⚠", "♠", "↺", "✎", "☾"
FIRST_COL = 44  # px: the hand numbers' column
GAP = 4  # px between the names and the hands, and around the totals
THIN = "\u2009"  # a thin space between a running total and the hand's points beside it
HEAD_LETTERS = {7: 4, 6: 5, 5: 6}  # a column head's letters ("…" counted) with seven, six, five players; fewer: 10
RUNNING_KEY = "scorecard.running"  # the device's kept choice: "1" running totals in the rows


@drawing(memo=True)
def Scorecard(
    ui,
    card,
    lang: str,
    editable: str | None = None,
    pinned: bool = False,
    hands: Hands | None = None,
    running: bool = False,
    switch: bool = False,
):
    """`editable`: the match's id when a tap on a hand opens it for editing (and the corner switches the rows between
    points and running totals, as it does with `switch`); `pinned`: the names and the totals stay in view while the
    hands scroll, and the newest hand is in view after each change; `hands`: the table state's hands in blocks (a match
    on show): a hand costs every phone its own block of rows, the dealer's dot and the totals, however long the match;
    `running`: the rows show the running totals."""
    players = card.match.players
    size = 15 if len(players) >= 6 else 17
    dealer = card.next.dealer if card.next is not None else None
    rules = card.match.rules
    lead, near = words.leaders(card), words.near_target(card)
    played = HandsColumn(ui, hands or Hands.of(card.results), players, rules, size, editable, pinned, lang, running)
    # The hands in a column of their own, so that what is around them keeps its place when the first hand
    # comes or the last one goes (Flet pairs unkeyed controls by their place).
    parts = [
        NamesRow(ui, players, size, lang, running if editable or switch else None),
        DealerRow(ui, players, dealer, lang),
        played,
        Rule(ui),
        TotalsRow(ui, players, card.totals, lead, near, rules.target_score(), lang),
        MarksRow(ui, len(players), lead, near),
    ]
    if card.match.taken_back:
        parts.append(TakenBackRows(ui, card.match.taken_back, players, lang))
    return ft.Column(parts, spacing=0, expand=pinned)


@drawing(memo=True)
def TakenBackRows(ui, taken_back, players: tuple[str, ...], lang: str):
    """The hands taken back, at the end of the match's story: each with its points, and who took it back when."""
    from scorepad.i18n.story_words import points_text, taken_back_story

    lines = [ft.Text(ui.t("story.taken_back_title"), size=13, weight=ft.FontWeight.BOLD)]
    lines += [
        ft.Text(
            ui.t("story.taken_back_hand", number=gone.number, points=points_text(gone.hand, players, lang))
            + ": "
            + taken_back_story(gone, players, lang),
            size=12,
            color=ft.Colors.ON_SURFACE_VARIANT,
        )
        for gone in taken_back
    ]
    return ft.Container(ft.Column(lines, spacing=2), padding=ft.Padding.only(top=8))


@drawing(memo=True)
def HandsColumn(
    ui,
    hands: Hands,
    players: tuple[str, ...],
    rules,
    size: int,
    editable: str | None,
    pinned: bool,
    lang: str,
    running: bool = False,
):
    """The played hands, block by block (each drawn again only when a hand in it changed)."""
    blocks = [
        BlockRows(ui, block, players, rules, size, editable, lang, running, key=f"block {n}")
        for n, block in enumerate(hands.blocks)
    ]
    if not hands.blocks:
        blocks.append(ft.Text(ui.t("card.no_hands"), italic=True, key="none"))
    room = ft.Padding.only(top=GAP)
    if not pinned:
        return ft.Container(ft.Column(blocks, spacing=0), padding=room)
    return ft.Container(
        ft.Column(blocks, spacing=0, scroll=ft.ScrollMode.AUTO, auto_scroll=True, expand=True),
        padding=room,
        expand=True,
    )


@drawing(memo=True)
def BlockRows(
    ui, block: Block, players: tuple[str, ...], rules, size: int, editable: str | None, lang: str, running: bool
):
    """A block's rows (each memo'd): drawn again when a hand of this block comes, goes or changes."""
    return ft.Column(
        [
            HandRow(ui, result, players, rules, size, editable, lang, running, key=result.number)
            for result in block.results
        ],
        spacing=0,
    )


@drawing(memo=True)
def Rule(ui):
    """The line above the totals (and its room below)."""
    return ft.Container(ft.Divider(height=2, thickness=2), padding=ft.Padding.only(bottom=GAP))


def corner(content: ft.Control | None = None) -> ft.Control:
    """The first column's cell in the rows above and below the hands."""
    return ft.Container(content, width=FIRST_COL, alignment=ft.Alignment.CENTER if content is not None else None)


def column_text(text: str, **style) -> ft.Text:
    """A text centred in its player's column."""
    return ft.Text(text, expand=True, text_align=ft.TextAlign.CENTER, **style)


@drawing(memo=True)
def NamesRow(ui, players: tuple[str, ...], size: int, lang: str, running: bool | None = None):
    """The players' names as column heads: whole where they fit, else cut with "…" and told apart at the table
    ("Bened…"; never a cut that reads as another name, "Elisa" for Elisabeth), the full name a tap away and read
    out by screen readers. `running` (not None): the corner switches the rows."""
    shorts = words.fitting_names(players, HEAD_LETTERS.get(len(players), 10))
    heads = [head(ui, name, short, size) for name, short in zip(players, shorts, strict=True)]
    first = ft.Text(ui.t("card.hand"), size=12) if running is None else running_switch(ui, running)
    return ft.Container(
        ft.Row([corner(first), *heads], spacing=0, vertical_alignment=ft.CrossAxisAlignment.CENTER),
        padding=ft.Padding.only(top=GAP),
    )


def head(ui, name: str, short: str, size: int) -> ft.Control:
    """A player's column head: the short form (read out as the full name); a tap on a shortened one says the
    full name in the message line."""
    text = ft.Text(
        short,
        size=size - 2,
        weight=ft.FontWeight.BOLD,
        max_lines=1,
        overflow=ft.TextOverflow.ELLIPSIS,
        semantics_label=name,
        text_align=ft.TextAlign.CENTER,
    )
    if short == name:
        return ft.Container(text, expand=True, alignment=ft.Alignment.CENTER)
    told = ui.t("card.full_name", short=short, name=name)
    return ft.Container(
        text,
        expand=True,
        alignment=ft.Alignment.CENTER,
        on_click=ui.act(ui.say, told),
        ink=True,
        border_radius=6,
        height=w.TAP,
    )


def running_switch(ui, running: bool) -> ft.Control:
    """The corner's tap: the rows show the running totals, or each hand's points (the device keeps it)."""
    label = ui.t("card.show_points" if running else "card.show_running")
    return ft.IconButton(
        icon=ft.Icon(ft.Icons.FUNCTIONS, semantics_label=label, size=20),
        tooltip=label,
        selected=running,
        on_click=ui.act(switch_running, ui),
        width=FIRST_COL,
        height=w.TAP,
        style=ft.ButtonStyle(bgcolor=ft.Colors.SECONDARY_CONTAINER if running else None, padding=ft.Padding.all(0)),
    )


async def switch_running(ui) -> None:
    """Running totals in the rows, or each hand's points: switched now, and kept on this device."""
    ui.chrome.show_running(not ui.chrome.running)
    await ui.device.keep(RUNNING_KEY, "1" if ui.chrome.running else "")


async def recall_running(session) -> None:
    """What this device chose for the scorecard's rows last time."""
    running = await session.device.recall(RUNNING_KEY) == "1"
    if running != session.chrome.running:
        session.chrome.show_running(running)


@drawing(memo=True)
def DealerRow(ui, players: tuple[str, ...], dealer: int | None, lang: str):
    """The next hand's dealer: a dot under their name, read out as whose deal it is."""
    dots = [
        column_text("●", size=10, semantics_label=f"{name} ({ui.t('card.dealer_mark')})")
        if seat == dealer
        else column_text(" ", size=10)
        for seat, name in enumerate(players)
    ]
    return ft.Row([corner(), *dots], spacing=0)


@drawing(memo=True)
def HandRow(
    ui, result, players: tuple[str, ...], rules, size: int, editable: str | None, lang: str, running: bool = False
):
    """One hand's row: its number and pass, each player's points with the moon, Q♠ and the dealer's tint;
    `running`: each player's total after the hand, the hand's points small beside it."""
    row = words.row(result, len(players), rules)
    changed = result.hand.story is not None and result.hand.story.changed
    number = w.suit_text(f"{row.number}{CHANGED if changed else ''} {row.arrow}{row.suit}", size=13)
    if row.arrow == words.arrow(0, len(players)):  # a keep hand: read out in words too, not only by its dot
        number.semantics_label = ui.t("card.keep_row", number=row.number)  # (an editable row says "Edit hand n")
    edit = ui.go(f"/match/{editable}/hand/{row.number}") if editable else None
    story = ui.act(show_story, ui, row.number, result.hand, players)
    if changed:
        number.semantics_label = (
            f"{number.semantics_label or ui.t('story.hand', number=row.number)} ({ui.t('story.changed_mark')})"
        )
    if edit is not None:
        number.semantics_label = ui.t("card.edit_hand", number=row.number) + (
            f" ({ui.t('story.changed_mark')})" if changed else ""
        )
        number = ft.TextButton(
            content=number,
            on_click=edit,
            on_long_press=story,
            style=ft.ButtonStyle(padding=ft.Padding.all(0)),
            width=FIRST_COL,
        )
    else:
        number.width = FIRST_COL
    totals = result.totals if running else (None,) * len(players)
    cells = [
        number,
        *(
            score_cell(ui, players, row, seat, score, size, total)
            for seat, (score, total) in enumerate(zip(row.scores, totals, strict=True))
        ),
    ]
    # Every row has one dealer, whose padded cell gives the row its height: the other cells are bare texts.
    line = ft.Row(cells, spacing=0, vertical_alignment=ft.CrossAxisAlignment.CENTER)
    if edit is None:  # a tap shows the hand's story
        return ft.Container(line, on_click=story, ink=True, tooltip=ui.t("story.row", number=row.number))
    return ft.Container(line, on_click=edit, on_long_press=story, ink=True)


def show_story(ui, number: int, hand, players: tuple[str, ...]) -> None:
    """A hand's story in a dialog (worked out on the tap, not for every row drawn)."""
    ui.ask(questions.hand_story(ui, number, hand, players))


def score_cell(ui, players, row, seat: int, score: int, size: int, total: int | None = None) -> ft.Control:
    """A player's points in a hand, with the moon and Q♠ marks (or, given the `total` after it, that total
    big with the points and marks small beside it); the hand's dealer's cell tinted."""
    queen = row.queen == seat and row.moon is None
    back = seat in row.resets
    marks = f"{row.moon_mark if row.moon == seat else ''}{QUEEN if queen else ''}{BACK if back else ''}"
    label = ui.t("card.cell", name=players[seat], number=row.number, points=figure(score))
    if total is not None:
        label += ", " + ui.t("card.so_far", total=figure(total))
    if back:
        label += f" ({ui.t('card.back_mark')})"
    if row.moon == seat:
        label += f" ({ui.t('card.moon_mark')})"
    if queen:
        label += f" ({ui.t('card.queen_mark')})"
    dealer = seat == row.dealer
    if dealer:
        label += f" ({ui.t('card.dealer_mark')})"
    bold = ft.FontWeight.BOLD if row.moon == seat else None
    # A bare number is a bare text (every phone draws a row per hand: spans cost Flet's diff three more objects).
    value, spans = figure(score), None
    # the shooter's small part is the moon alone ("−12 ☾"; the total says which way): "−12 −26☾−" wraps in six columns
    if total is not None:
        small = f"{MOON}{BACK if back else ''}" if row.moon == seat else f"{figure(score)}{marks}"
        value, spans = (
            None,
            [
                ft.TextSpan(figure(total)),
                ft.TextSpan(f"{THIN}{small}", style=ft.TextStyle(size=size - 6, color=ft.Colors.ON_SURFACE_VARIANT)),
            ],
        )
    elif marks:  # the marks smaller, so that "−26☾−" stays on one line in six columns of a 360 px phone
        value, spans = None, [ft.TextSpan(figure(score)), ft.TextSpan(marks, style=ft.TextStyle(size=size - 5))]
    # one line always: a row is as high as its cells, and a second line in one cell would stretch the whole row
    shown = ft.Text(
        value,
        spans=spans,
        size=size,
        weight=bold,
        semantics_label=label,
        text_align=ft.TextAlign.CENTER,
        expand=not dealer,
        no_wrap=True,
    )
    if not dealer:
        return shown
    return ft.Container(
        shown,
        expand=True,
        alignment=ft.Alignment.CENTER,
        padding=ft.Padding.symmetric(vertical=4),
        bgcolor=ft.Colors.with_opacity(0.06, ft.Colors.ON_SURFACE),
        border_radius=6,
    )


@drawing(memo=True)
def TotalsRow(ui, players, totals, lead, near, target, lang: str):
    """Each player's total, big; read out with whether they lead or are near the target."""
    size = 26 if len(players) <= 4 else 22
    cells = [corner(ft.Text("Σ", size=20, weight=ft.FontWeight.BOLD))]
    for seat, (name, total) in enumerate(zip(players, totals, strict=True)):
        label = ui.t("card.total_cell", name=name, points=figure(total))
        if seat in lead:
            label += ", " + ui.t("card.leader", name=name, points=figure(total))
        if seat in near:
            label += ", " + ui.t("card.near", name=name, target=target)
        color = ft.Colors.ERROR if seat in near else (ft.Colors.PRIMARY if seat in lead else None)
        cells.append(
            column_text(
                figure(total),
                size=size,
                weight=ft.FontWeight.W_900 if seat in lead else ft.FontWeight.W_500,
                color=color,
                semantics_label=label,
            )
        )
    return ft.Row(cells, spacing=0)


@drawing(memo=True)
def MarksRow(ui, players: int, lead, near):
    """The leader's star and the near-the-target warning under the totals."""
    marks = [(STAR if seat in lead else "") + (WARN if seat in near else "") for seat in range(players)]
    return ft.Container(
        ft.Row([corner(), *(column_text(m or " ", size=14) for m in marks)], spacing=0),
        padding=ft.Padding.only(bottom=GAP),
    )
