"""Entering (or editing) one hand: a tap per player's hearts, a tap for each single penalty card, the last
share filled in, the live remainder, Save only when it adds up. The engine's HandDraft takes the taps (the
table state's verbs) and gives every answer; this module only draws them. Where the window has room (a phone
held sideways, a desktop) two or three players stand side by side; the one-tap cards and Save sit apart from
the players' numbers (a band of their own), so that a finger aimed at a number never hits a card."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import flet as ft

from scorepad.i18n.words import card_label, card_words, describe, figure, missing_text, names, open_again_text
from scorepad.rules import DIE_SUITS
from scorepad.rules.cards import JACK_OF_DIAMONDS, SUIT_SYMBOLS
from scorepad.rules.entry import heart_cards
from scorepad.ui import table as words
from scorepad.ui import widgets as w
from scorepad.ui.events import drawing
from scorepad.ui.table_state import TableState
from scorepad.ui.typed import TypedField

PLAYER_WIDTH = 350  # px: one player's hearts in two lines of seven (0–6, 7–13), side by side where there is room
SAVE_WIDTH = 280  # px: Save beside the one-tap cards on a phone held sideways
NUMBER = 40  # px: a number button's side in a player's line (held sideways, ui/entry_lines.py)
GAP = 2  # px between two numbers of a line
NAME = 76  # px: the name and the total at the start of a line
NAME_LETTERS = 8  # a longer name at the start of a line is cut, with "…"


def entry_rows(ui, table: TableState, in_panel: bool = False, lines: bool = False) -> list[ft.Control]:
    """The hearts of each player; beside the scorecard also the one-tap cards (on a phone those sit at the
    bottom, in view with Save, while the players' rows scroll); `lines`: one player a line (held sideways)."""
    rows = []
    if table.editing is not None:
        old = table.stored.match.hands[table.editing - 1].points
        rows.append(
            ft.Text(
                ui.t("entry.before", points=", ".join(f"{p} {v}" for p, v in zip(table.players, old, strict=True))),
                italic=True,
            )
        )
    elif not in_panel and table.card.next is not None:  # beside the scorecard the deal is already in view
        rows.append(ft.Text(words.deal_lines(table.card.next, table.players, ui.lang).title, size=14))
    if in_panel:
        rows += card_rows(ui, table)
    draft = table.entry
    if draft.by_value:
        rows.append(
            ft.Switch(label=ui.t("entry.tap_cards"), value=table.show_cards, on_change=ui.act(table.toggle_cards))
        )
    partial, totals = draft.partial_points(), table.totals_before()
    taps = Taps(
        table.tap_hearts, table.type_hearts, table.tap_card, table.typed_out
    )  # the table's verbs: no observable for a row
    cards = tuple(sorted(draft.cards, key=lambda taken: (taken[0].suit, taken[0].rank))) if draft.by_value else ()
    players = [
        PlayerEntry(
            ui,
            taps,
            table.players,
            table.stored.match.rules,
            seat,
            draft.hearts[seat],
            partial[seat],
            totals[seat],
            seat in draft.auto,
            table.cursor == seat,
            table.show_cards and draft.by_value,
            draft.by_value,
            cards,
            ui.lang,
            lines,
            key=seat,
        )
        for seat in range(len(table.players))
    ]
    if in_panel or lines or ui.chrome.width < 2 * PLAYER_WIDTH + 32:
        return rows + players
    # two or three players a line: each in a box of its own width, keyed by the seat it shows
    boxes = [ft.Container(player, width=PLAYER_WIDTH, key=seat) for seat, player in enumerate(players)]
    return [*rows, ft.Row(boxes, wrap=True, spacing=16, run_spacing=10, vertical_alignment=ft.CrossAxisAlignment.START)]


@dataclass(frozen=True)
class Taps:
    """What a player's row does with a tap (the table state's verbs, bound)."""

    hearts: Callable
    typed: Callable
    card: Callable
    left: Callable  # the typed share's field lost the focus: its digits are one entry, done


@drawing(memo=True)
def PlayerEntry(
    ui,
    taps: Taps,
    players: tuple,
    rules,
    seat: int,
    hearts,
    partial,
    total: int,
    auto: bool,
    cursor: bool,
    show_cards: bool,
    by_value: bool,
    cards: tuple,
    lang: str,
    line: bool = False,
):
    """One player's part of the hand: their name, total and points so far, and their hearts (a tap, a typed
    sum, or the heart cards they took). Drawn again only when something of it changed: a tap for Anna
    leaves Ben's row as it was. `line`: all of it on one line (a phone held sideways)."""
    name = players[seat]
    now = "" if partial is None else ui.t("entry.points_now", points=figure(partial))
    if line:
        return player_line(
            ui,
            players,
            seat,
            hearts,
            (ui.t("entry.total_now", total=figure(total)), now),
            auto,
            cursor,
            lambda k: ui.act(taps.hearts, seat, k),
        )
    parts = (name, ui.t("entry.total_now", total=figure(total)), now, ui.t("entry.auto") if auto else "")
    title = w.suit_text(
        ("▶ " if cursor else "") + " · ".join(part for part in parts if part), size=15, weight=ft.FontWeight.BOLD
    )
    if not by_value:
        options = [(k, str(k), ui.t("entry.hearts_label", name=name, count=k)) for k in range(13 + 1)]
        shown = w.choice_row(options, hearts, lambda k: ui.act(taps.hearts, seat, k), width=w.TAP, run_spacing=4)
    elif show_cards:
        shown = card_row(ui, taps, players, rules, seat, dict(cards))
    else:
        shown = TypedField(
            ui,
            "" if hearts is None else str(hearts),
            ui.on_event(lambda e: taps.typed(seat, e.control.value)),
            label=ui.t("entry.heart_points", name=name),
            keyboard_type=ft.KeyboardType.NUMBER,
            width=200,
            dense=True,
            on_blur=ui.on_event(lambda e: taps.left()),
        )
    return ft.Column([title, shown], spacing=2)


def card_row(ui, taps: Taps, players: tuple, rules, seat: int, taken: dict) -> ft.Control:
    """One button per ♥ card: filled when this player has it, greyed with the holder's initial when another
    player has it, plain while nobody has it."""
    initials, buttons = words.short_names(players, 1), []
    for card, _ in heart_cards(rules):
        owner, text = taken.get(card), card_label(card, ui.lang)
        if owner is not None and owner != seat:
            buttons.append(
                w.taken_tap(text, initials[owner], ui.t("entry.card_has", card=text, name=players[owner]), width=52)
            )
        else:
            buttons.append(
                w.tap(
                    text,
                    ui.t("entry.card_of", card=text, name=players[seat]),
                    ui.act(taps.card, card, seat),
                    selected=owner == seat,
                    width=52,
                )
            )
    return ft.Row(buttons, wrap=True, spacing=4, run_spacing=4)


def card_rows(ui, table: TableState, stacked: float | None = None) -> list[ft.Control]:
    """The die (Papayoo), then who took each single penalty card."""
    draft, rows = table.entry, []
    if draft.needs_suit:
        rows += die_rows(ui, table)
    for card, seat in draft.takers:
        rows += taker_rows(ui, table, card, seat, stacked)
    if draft.needs_jack:
        rows += taker_rows(ui, table, JACK_OF_DIAMONDS, draft.jack, stacked)
    return rows


SHORT = 6  # letters: a longer name on a one-tap card's button (five to seven players) is cut, with "…"
NARROW = 60  # px: a button narrower than this (seven players' beside the lines) shows at most NARROWEST letters
NARROWEST = 4


def taker_rows(ui, table: TableState, card, chosen, stacked: float | None = None) -> list[ft.Control]:
    """One tap says who took the card, on one line with the card it asks about (read out as the question);
    five to seven players' longer names cut with "…" (read out, and shown on a long press, in full).
    `stacked`: the question above, the buttons two a line, each this wide (the column beside the numbers)."""
    shown = card_label(card, ui.lang) if card.suit != "die" else ui.t("entry.seven")  # the sign: 'Q♠', 'D♠'
    said = card_words(card, ui.lang) if card.suit != "die" else shown  # in words: 'Q♠', 'die Pik-Dame'
    players = table.players
    letters = NARROWEST if stacked is not None and stacked < NARROW else SHORT
    names_shown = words.fitting_names(players, letters) if len(players) >= 5 else players
    buttons = [
        w.tap(
            names_shown[seat],
            ui.t("entry.took", name=name, card=said),
            ui.act(table.tap_taker, card, seat),
            selected=seat == chosen,
            tooltip=w.full_name(name) if names_shown[seat] != name else None,
            width=stacked,
        )
        for seat, name in enumerate(players)
    ]
    question = w.suit_text(shown, size=15, label=ui.t("entry.who_took_label", card=said), weight=ft.FontWeight.BOLD)
    if stacked is not None:
        return [question, ft.Row(buttons, wrap=True, spacing=6, run_spacing=4)]
    asked = ft.Container(
        question, width=44 if card.suit != "die" else None, alignment=ft.Alignment.CENTER_LEFT, height=w.TAP
    )
    return [
        ft.Row(
            [asked, ft.Row(buttons, wrap=True, spacing=6, run_spacing=6, expand=True)],
            spacing=4,
            vertical_alignment=ft.CrossAxisAlignment.START,
        )
    ]


def die_rows(ui, table: TableState) -> list[ft.Control]:
    options = [
        (s, f"{SUIT_SYMBOLS[s]} {ui.t(f'suit.{s}')}", ui.t("entry.suit_button", suit=ui.t(f"suit.{s}")))
        for s in DIE_SUITS
    ]
    row = w.choice_row(options, table.entry.suit, lambda suit: ui.act(table.pick_suit, suit))
    roll = ft.OutlinedButton(content=ui.t("entry.roll"), icon=ft.Icons.CASINO, on_click=ui.act(roll_die, ui, table))
    return [w.heading(ui.t("entry.die")), ft.Row([roll, row], wrap=True)]


def roll_die(ui, table: TableState) -> None:
    suit = table.roll_die()
    ui.say(ui.t("entry.rolled", suit=f"{SUIT_SYMBOLS[suit]} {ui.t(f'suit.{suit}')}"))


def entry_footer(ui, table: TableState, in_panel: bool = False) -> list[ft.Control]:
    """What stays in view: the one-tap cards (phone), the untaken ♥ cards, one line saying what is missing
    or wrong or where the hand leads, and Save (enabled only when it adds up); on a phone set apart from the
    players' rows by a line, and held sideways with Save beside the last card's row."""
    seen = table.seen()
    told, save = told_lines(ui, table, seen), save_button(ui, table, seen)
    cards = [] if in_panel else card_rows(ui, table)
    if in_panel:
        return [*told, save]
    apart = ft.Divider(height=1, thickness=1)  # the players' rows end here: the cards are another part
    if not ui.chrome.sideways:
        return [apart, *cards, *told, save]
    last = cards.pop() if cards else ft.Container()
    beside = ft.Row(
        [ft.Container(last, expand=True), ft.Container(save, width=SAVE_WIDTH)],
        spacing=12,
        vertical_alignment=ft.CrossAxisAlignment.END,
    )
    return [apart, *cards, *told, beside]


def save_button(ui, table: TableState, seen, narrow: bool = False) -> ft.Control:
    """Save, enabled only when the hand adds up (`narrow`: in the column beside the players' lines)."""
    return w.primary(
        ui.t("entry.save"),
        ui.act(ui.actions.save, table, seen),
        disabled=not seen.check.can_save,
        icon=None if narrow else ft.Icons.CHECK,
        size=16 if narrow else 18,
        narrow=narrow,
    )


def told_lines(ui, table: TableState, seen) -> list[ft.Control]:
    """The untaken ♥ cards, another device's save of this hand, and the line saying what is missing."""
    draft, check = seen.draft, seen.check
    told: list[ft.Control] = []
    untaken = draft.untaken() if table.show_cards and draft.by_value else ()
    if untaken:
        shown = " ".join(card_label(card, ui.lang) for card in untaken)
        holder = draft.holder_of_untaken()
        line = (
            ui.t("entry.untaken", cards=shown)
            if holder is None
            else ui.t("entry.untaken_to", name=table.players[holder], cards=shown)
        )
        told.append(w.suit_text(line, size=15, label=line))
    if table.overtaken:
        told.append(
            ft.Text(
                ui.t("entry.same_hand_title", number=table.draft_for) + ". " + ui.t("entry.same_hand_ahead"),
                size=14,
                weight=ft.FontWeight.BOLD,
                color=ft.Colors.TERTIARY,
            )
        )
    if draft.can_be_sun:  # a moon: one tap says it was the sun (the others' hands take no extra step)
        told.append(sun_tap(ui, table, draft))
    told.append(status_line(ui, table, check))
    return told


def sun_tap(ui, table: TableState, draft) -> ft.Control:
    """The moon was the sun (the shooter took every trick too): worth the rule's points, scored as the moon is."""
    name = table.players[draft.shooter()]
    text = ui.t("entry.sun", name=name)
    label = ui.t("entry.sun_label", name=name, points=draft.rules.sun)
    return ft.Row(
        [
            w.tap(text, label, ui.act(table.toggle_sun), selected=draft.sun),
            w.about(ui.t("entry.sun_about", points=draft.rules.sun)),
        ],
        wrap=True,
        spacing=8,
    )


def status_line(ui, table: TableState, check) -> ft.Control:
    """Once: what is missing, what is wrong, or that it adds up (and, before the tap, that it ends the match);
    first of all a share a correction emptied again."""
    over = [p for p in check.missing if p.code == "hearts_over"]
    again = open_again_text(check.missing, table.players, ui.lang)
    if again:
        rest = missing_text(check.missing, ui.lang)
        more = rest if over or not rest else ui.t("entry.missing", what=rest)
        return ft.Text(f"{again} {more}".strip(), size=15, weight=ft.FontWeight.BOLD, color=ft.Colors.ERROR)
    if over:
        return ft.Text(missing_text(over, ui.lang), size=15, weight=ft.FontWeight.BOLD, color=ft.Colors.ERROR)
    if check.missing:
        return ft.Text(
            ui.t("entry.missing", what=missing_text(check.missing, ui.lang)),
            size=15,
            color=ft.Colors.ON_SURFACE_VARIANT,
        )
    if check.problems:
        return ft.Text(describe(check.problems[0], ui.lang, table.players), size=15, color=ft.Colors.ERROR)
    outcome = check.outcome
    if outcome is not None and outcome.finished:
        text = ui.t("entry.ends", names=names(outcome.winners, table.players, ui.lang))
        return ft.Text(text, size=16, weight=ft.FontWeight.BOLD, color=ft.Colors.TERTIARY)
    if outcome is not None and outcome.tied_for_fewest:
        return ft.Text(ui.t("entry.ends_tied"), size=15, weight=ft.FontWeight.BOLD, color=ft.Colors.TERTIARY)
    return ft.Text(ui.t("entry.ready"), size=15, color=ft.Colors.PRIMARY)


def entry_panel(ui, table: TableState) -> ft.Control:
    """The form as a pane beside the scorecard (wide windows): its taps scroll, Save stays in view."""
    title = ft.Text(ui.t("entry.title", number=table.number), size=20, weight=ft.FontWeight.BOLD)
    taps = ft.Column(entry_rows(ui, table, in_panel=True), scroll=ft.ScrollMode.AUTO, expand=True, spacing=6)
    return ft.Column([title, taps, *entry_footer(ui, table, in_panel=True)], spacing=6, expand=True)


def player_line(ui, players: tuple, seat: int, hearts, said: tuple, auto: bool, cursor: bool, pick) -> ft.Control:
    """One player's line: the name (cut with "…" only where it does not fit, read out in full), their total
    and points so far under it, then 0–13 in one row."""
    name = players[seat]
    shown = words.fitting_names(players, NAME_LETTERS)[seat]
    head = [
        ft.Text(
            ("▶ " if cursor else "") + shown, size=14, weight=ft.FontWeight.BOLD, max_lines=1, semantics_label=name
        ),
        ft.Text(" · ".join(part for part in said if part), size=11, max_lines=1),
    ]
    if auto:
        head.append(ft.Text(ui.t("entry.auto"), size=11, italic=True, max_lines=1))
    numbers = [
        w.tap(
            str(k),
            ui.t("entry.hearts_label", name=name, count=k),
            pick(k),
            selected=k == hearts,
            width=NUMBER,
            height=NUMBER,
        )
        for k in range(13 + 1)
    ]
    return ft.Row(
        [ft.Column(head, spacing=0, width=NAME), ft.Row(numbers, spacing=GAP)],
        spacing=6,
        vertical_alignment=ft.CrossAxisAlignment.CENTER,
    )
