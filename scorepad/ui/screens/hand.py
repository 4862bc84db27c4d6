"""Entering (or editing) one hand: a tap per player's hearts, a tap for each single penalty card, the last
share filled in, the live remainder, save only when it adds up; then the moon. The engine's HandDraft takes
the taps and gives every answer; this module maps taps onto it, draws the answers and saves."""

from __future__ import annotations

import random

import flet as ft

from scorepad.i18n.words import card_label, describe, missing_text, names
from scorepad.rules import DIE_SUITS, HandDraft, scorecard
from scorepad.rules.cards import JACK_OF_DIAMONDS, SUIT_SYMBOLS
from scorepad.rules.entry import heart_cards
from scorepad.storage import StorageError
from scorepad.storage.errors import CHANGED, NOT_FOUND
from scorepad.ui import table as words
from scorepad.ui import widgets as w
from scorepad.ui.nav import Frame, screen
from scorepad.ui.session import Choice, Question
from scorepad.ui.table_state import (
    TableState, as_next, begin_edit, open_table, publish, reload, same_hand_saved, write_hand,
)


# --- drawing -----------------------------------------------------------------------------------------
def entry_rows(app, table: TableState, in_panel: bool = False) -> list[ft.Control]:
    """The hearts of each player; beside the scorecard also the one-tap cards (on a phone those sit at the
    bottom, in view with Save, while the players' rows scroll)."""
    rows = []
    if table.editing is not None:
        old = table.stored.match.hands[table.editing - 1].points
        rows.append(ft.Text(app.t("entry.before", points=", ".join(f"{p} {v}" for p, v in zip(table.players, old))), italic=True))
    elif not in_panel and table.card.next is not None:  # beside the scorecard the deal is already in view
        rows.append(ft.Text(words.deal_lines(table.card.next, table.players, app.lang).title, size=14))
    if in_panel:
        rows += card_rows(app, table)
    return rows + heart_rows(app, table)


def card_rows(app, table: TableState) -> list[ft.Control]:
    """The die (Papayoo), then who took each single penalty card."""
    draft, rows = table.entry, []
    if draft.needs_suit:
        rows += die_rows(app, table)
    for card, seat in draft.takers:
        rows += taker_rows(app, table, card, seat)
    if draft.needs_jack:
        rows += taker_rows(app, table, JACK_OF_DIAMONDS, draft.jack)
    return rows


def heart_rows(app, table: TableState) -> list[ft.Control]:
    draft, rows = table.entry, []
    partial, totals = draft.partial_points(), totals_before(table)
    if draft.by_value:
        rows.append(ft.Switch(label=app.t("entry.tap_cards"), value=table.show_cards, on_change=app.act(toggle_cards, table)))
    for seat, name in enumerate(table.players):
        now = "" if partial[seat] is None else app.t("entry.points_now", points=partial[seat])
        parts = (name, app.t("entry.total_now", total=totals[seat]), now, app.t("entry.auto") if seat in draft.auto else "")
        title = " · ".join(part for part in parts if part)
        rows.append(w.suit_text(("▶ " if table.cursor == seat else "") + title, size=15, weight=ft.FontWeight.BOLD))
        if not draft.by_value:
            options = [(k, str(k), app.t("entry.hearts_label", name=name, count=k)) for k in range(13 + 1)]
            rows.append(w.choice_row(options, draft.hearts[seat], lambda k, seat=seat: app.act(tap_hearts, table, seat, k), width=44))
        elif table.show_cards:
            rows.append(card_row(app, table, seat))
        else:
            value = draft.hearts[seat]
            rows.append(ft.TextField(label=app.t("entry.heart_points", name=name), value="" if value is None else str(value),
                                     keyboard_type=ft.KeyboardType.NUMBER, on_change=app.on_event(lambda e, seat=seat: type_hearts(table, seat, e)),
                                     width=200, dense=True))
    return rows


def totals_before(table: TableState) -> tuple[int, ...]:
    """Each player's total before the hand being entered (an edit: before that hand, not now)."""
    return table.card.totals if table.editing is None else table.card.totals_before(table.editing)


def card_row(app, table: TableState, seat: int) -> ft.Control:
    """One button per ♥ card: filled when this player has it, greyed with the holder's initial when another
    player has it, plain while nobody has it."""
    taken, initials, buttons = dict(table.entry.cards), words.short_names(table.players, 1), []
    for card, _ in heart_cards(table.stored.match.rules):
        owner, text = taken.get(card), card_label(card, app.lang)
        if owner is not None and owner != seat:
            buttons.append(w.taken_tap(text, initials[owner], app.t("entry.card_has", card=text, name=table.players[owner]), width=52))
        else:
            buttons.append(w.tap(text, app.t("entry.card_of", card=text, name=table.players[seat]),
                                 app.act(tap_card, table, card, seat), selected=owner == seat, width=52))
    return ft.Row(buttons, wrap=True, spacing=4, run_spacing=4)


def taker_rows(app, table: TableState, card, chosen) -> list[ft.Control]:
    """One tap says who took the card; five or six players by their short names, so they fit one row."""
    shown = card_label(card, app.lang) if card.suit != "die" else app.t("entry.seven")
    names_shown = words.short_names(table.players, 4) if len(table.players) >= 5 else table.players
    options = [(seat, names_shown[seat], app.t("entry.took", name=name, card=shown)) for seat, name in enumerate(table.players)]
    row = w.choice_row(options, chosen, lambda seat: app.act(tap_taker, table, card, seat))
    return [w.suit_text(app.t("entry.who_took_label", card=shown), size=15, weight=ft.FontWeight.BOLD), row]


def die_rows(app, table: TableState) -> list[ft.Control]:
    options = [(s, f"{SUIT_SYMBOLS[s]} {app.t(f'suit.{s}')}", app.t("entry.suit_button", suit=app.t(f"suit.{s}"))) for s in DIE_SUITS]
    row = w.choice_row(options, table.entry.suit, lambda suit: app.act(pick_suit, table, suit))
    roll = ft.OutlinedButton(content=app.t("entry.roll"), icon=ft.Icons.CASINO, on_click=app.act(roll_die, app, table))
    return [w.heading(app.t("entry.die")), ft.Row([roll, row], wrap=True)]


def entry_footer(app, table: TableState, in_panel: bool = False) -> list[ft.Control]:
    """What stays in view: the one-tap cards (phone), the untaken ♥ cards, one line saying what is missing
    or wrong or where the hand leads, and Save (enabled only when it adds up)."""
    draft, check = table.entry, table.checked()
    items = [] if in_panel else card_rows(app, table)
    untaken = draft.untaken() if table.show_cards and draft.by_value else ()
    if untaken:
        cards = " ".join(card_label(card, app.lang) for card in untaken)
        holder = draft.holder_of_untaken()
        line = app.t("entry.untaken", cards=cards) if holder is None else app.t("entry.untaken_to", name=table.players[holder], cards=cards)
        items.append(w.suit_text(line, size=15, label=line))
    if table.editing is None and table.draft is not None and table.draft_for <= len(table.stored.match.hands):
        items.append(ft.Text(app.t("entry.same_hand_title", number=table.draft_for) + ". " + app.t("entry.same_hand_ahead"),
                             size=14, weight=ft.FontWeight.BOLD, color=ft.Colors.TERTIARY))
    items.append(status_line(app, table, check))
    items.append(w.primary(app.t("entry.save"), app.act(save, app, table), disabled=not check.can_save, icon=ft.Icons.CHECK))
    return items


def status_line(app, table: TableState, check) -> ft.Control:
    """Once: what is missing, what is wrong, or that it adds up (and, before the tap, that it ends the match)."""
    over = [p for p in check.missing if p.code == "hearts_over"]
    if over:
        return ft.Text(missing_text(over, app.lang), size=15, weight=ft.FontWeight.BOLD, color=ft.Colors.ERROR)
    if check.missing:
        return ft.Text(app.t("entry.missing", what=missing_text(check.missing, app.lang)), size=15, color=ft.Colors.ON_SURFACE_VARIANT)
    if check.problems:
        return ft.Text(describe(check.problems[0], app.lang, table.players), size=15, color=ft.Colors.ERROR)
    outcome = check.outcome
    if outcome is not None and outcome.finished:
        text = app.t("entry.ends", names=names(outcome.winners, table.players, app.lang))
        return ft.Text(text, size=16, weight=ft.FontWeight.BOLD, color=ft.Colors.TERTIARY)
    if outcome is not None and outcome.tied_for_fewest:
        return ft.Text(app.t("entry.ends_tied"), size=15, weight=ft.FontWeight.BOLD, color=ft.Colors.TERTIARY)
    return ft.Text(app.t("entry.ready"), size=15, color=ft.Colors.PRIMARY)


def entry_panel(app, table: TableState) -> ft.Control:
    """The form as a pane beside the scorecard (wide windows): its taps scroll, Save stays in view."""
    title = ft.Text(app.t("entry.title", number=table.number), size=20, weight=ft.FontWeight.BOLD)
    taps = ft.Column(entry_rows(app, table, in_panel=True), scroll=ft.ScrollMode.AUTO, expand=True, spacing=6)
    return ft.Column([title, taps, *entry_footer(app, table, in_panel=True)], spacing=6, expand=True)


# --- taps ------------------------------------------------------------------------------------------------
def tap_hearts(table: TableState, seat: int, hearts: int) -> None:
    table.tap(table.entry.tap_hearts(seat, hearts))


def type_hearts(table: TableState, seat: int, e) -> None:
    text = (e.control.value or "").strip()
    table.tap(table.entry.with_hearts(seat, int(text) if text.isdigit() else None))


def tap_card(table: TableState, card, seat: int) -> None:
    table.tap(table.entry.tap_card(card, seat))


def tap_taker(table: TableState, card, seat: int) -> None:
    draft = table.entry
    table.tap(draft.tap_jack(seat) if card == JACK_OF_DIAMONDS and draft.needs_jack else draft.tap_taker(card, seat))


def pick_suit(table: TableState, suit: str) -> None:
    table.tap(table.entry.with_suit(suit))


def toggle_cards(table: TableState) -> None:
    table.show_cards = not table.show_cards


def roll_die(app, table: TableState) -> None:
    """The die of Papayoo: one of its suits at random."""
    suit = random.choice(DIE_SUITS)
    pick_suit(table, suit)
    app.say(app.t("entry.rolled", suit=f"{SUIT_SYMBOLS[suit]} {app.t(f'suit.{suit}')}"))


# --- saving --------------------------------------------------------------------------------------------------
async def save(app, table: TableState) -> None:
    """Save when it adds up: the moon asks first (choice rule), an edit asks to confirm."""
    check = table.checked()
    if not check.can_save:
        return
    if check.asks_moon:
        app.ask(moon_question(app, table, check))
    elif table.editing is not None:
        app.ask(edit_question(app, table, None))
    else:
        await store_hand(app, table, None)


def moon_question(app, table: TableState, check) -> Question:
    """Both ways to score the moon with the totals each leads to; the one that hands the match away is marked."""
    shooter = check.shooter
    name, points = table.players[shooter], check.points[shooter]
    choices = []
    for option in check.moon_options:
        totals = app.t("moon.leads_to", totals=", ".join(f"{p} {v}" for p, v in zip(table.players, option.totals)))
        warning = app.t("moon.ends_other", names=names(option.outcome.winners, table.players, app.lang)) if option.hands_match_to_another else ""
        good = app.t("moon.ends_win", name=name) if option.shooter_wins else ""
        then = (lambda choice=option.choice: edit_or_store(app, table, choice))
        choices.append(Choice(app.t(f"moon.option.{option.choice}", name=name, points=points), then, (totals,), warning, good, "big"))
    choices.append(Choice(app.t("app.cancel"), None))
    return Question(app.t("moon.title", name=name), tuple(choices), (app.t("moon.pick", name=name),))


async def edit_or_store(app, table: TableState, moon: str | None) -> None:
    if table.editing is not None:
        app.ask(edit_question(app, table, moon))
    else:
        await store_hand(app, table, moon)


def edit_question(app, table: TableState, moon: str | None) -> Question:
    """Change hand k? With what changes in it and the totals it leads to."""
    return Question(app.t("entry.edit_confirm", number=table.editing), (
        Choice(app.t("app.cancel"), None),
        Choice(app.t("entry.change"), lambda: store_hand(app, table, moon), tone="primary"),
    ), edit_summary(app, table, moon))


def edit_summary(app, table: TableState, moon: str | None) -> tuple[str, ...]:
    """'Carla 13 → 0, Dan 0 → 13', 'Q♠: Carla → Dan', 'Totals then: …' (the engine's, replayed)."""
    players, was, hand = table.players, table.edit_was, table.entry.hand(moon)
    lines = []
    changed = [f"{players[s]} {a} → {b}" for s, (a, b) in enumerate(zip(was.points, hand.points)) if a != b]
    if changed:
        lines.append(app.t("entry.edit_points", changes=", ".join(changed)))
    before = dict(HandDraft.of_hand(was, len(players), table.stored.match.rules).takers)
    for card, seat in table.entry.takers:
        if before.get(card) is not None and seat is not None and before[card] != seat:
            lines.append(f"{card_label(card, app.lang)}: {players[before[card]]} → {players[seat]}")
    after = scorecard(table.stored.match.with_hand_replaced(table.editing, hand)).totals
    now = ", ".join(str(v) for v in table.card.totals)
    lines.append(app.t("entry.edit_totals", totals=", ".join(f"{p} {v}" for p, v in zip(players, after)), now=now))
    return tuple(lines)


async def store_hand(app, table: TableState, moon: str | None) -> None:
    """Write the hand through the Store; a refused hand keeps the form and says why. A second tap on Save
    while the first is being written is the same save, not another hand."""
    if table.id in app.saving:
        return
    app.saving.add(table.id)
    try:
        await write_and_show(app, table, moon)
    finally:
        app.saving.discard(table.id)


async def write_and_show(app, table: TableState, moon: str | None) -> None:
    number, editing, old = table.number, table.editing, table.edit_was
    try:
        after = await write_hand(app, table, moon)
    except StorageError as error:
        await refused(app, table, error, moon)
        return
    await publish(app, table, after)  # the table's phones first: this screen's own redraw is the slower one
    table.clear()
    if app.route == "/hand":
        await app.go("/match", id=table.id)
    if editing is None:
        app.say(saved_text(app, after, number), undo=lambda: take_back(app, table, number))
    else:
        app.say(app.t("entry.replaced", number=number), undo=lambda: put_back_edit(app, table, number, old))


async def refused(app, table: TableState, error: StorageError, moon: str | None) -> None:
    """The Store said no: another device saved this very hand (ask), the hand changed (say and follow), or why."""
    if error.code in (CHANGED, NOT_FOUND):
        await reload(app, table)
    if table.gone:
        await app.go("/match", id=table.id)
    elif same_hand_saved(error):
        app.ask(same_hand_question(app, table, moon))
    else:
        app.say(app.error_text(error, table.players))


def same_hand_question(app, table: TableState, moon: str | None) -> Question:
    """The other device saved the hand being entered here: discard mine, or save mine as the next hand."""
    number, next_number = table.number, len(table.stored.match.hands) + 1

    async def save_as_next():
        as_next(table)
        await store_hand(app, table, moon)

    return Question(app.t("entry.same_hand_title", number=number), (
        Choice(app.t("app.cancel"), None),
        Choice(app.t("entry.discard_mine"), table.clear, tone="danger"),
        Choice(app.t("entry.save_as_next", number=next_number), save_as_next, tone="primary"),
    ), (app.t("entry.same_hand_body"),))


def saved_text(app, after, number: int) -> str:
    text = app.t("entry.saved", number=number)
    results = after.card.results
    if len(results) >= number and results[number - 1].score.moon is not None:
        moon = results[number - 1].score.moon
        points = results[number - 1].hand.points[moon.shooter]
        text += " · " + app.t(f"moon.applied.{moon.applied}", name=after.match.players[moon.shooter], points=points)
    return text


async def take_back(app, table: TableState, number: int) -> None:
    """Take back hand `number` while it is still the last; the message offers to put it back."""
    try:
        after, hand = await app.backend.write(app.store.take_back, table.id, number)
    except StorageError as error:
        await refused(app, table, error, None)
        return
    await publish(app, table, after)
    app.say(app.t("card.undone", number=number), undo=lambda: put_back(app, table, hand, number))


async def put_back(app, table: TableState, hand, number: int) -> None:
    try:
        after = await app.backend.write(app.store.add_hand, table.id, hand, number - 1)
    except StorageError as error:
        await refused(app, table, error, None)
        return
    await publish(app, table, after)


async def put_back_edit(app, table: TableState, number: int, old) -> None:
    """Undo an edit: the hand as it was before (only while nobody changed it since)."""
    try:
        after = await app.backend.write(app.store.replace_hand, table.id, number, old, table.stored.match.hands[number - 1])
    except StorageError as error:
        await refused(app, table, error, None)
        return
    await publish(app, table, after)


# --- the screen ------------------------------------------------------------------------------------------------
async def load_hand(app, params) -> TableState:
    """The match's table state, with hand `number` opened for editing, or the next hand."""
    table = await open_table(app, params["id"])
    number = params.get("number")
    if number is not None and table.editing != number:
        begin_edit(table, number)
    elif number is None and table.editing is not None:
        table.clear()
    return table


@screen("/hand", "menu.match", load=load_hand)
def hand_screen(app, table: TableState) -> Frame:
    key = "entry.title" if table.editing is None else "entry.edit_title"
    body = ft.Column(entry_rows(app, table), spacing=6)
    return Frame(body, ft.Column(entry_footer(app, table), spacing=4), app.t(key, number=table.number),
                 back=app.act(leave, app, table))


async def leave(app, table: TableState) -> None:
    """Back to the scorecard; what was tapped is not thrown away without asking."""
    if not table.entry.touched:
        await drop(app, table)
        return
    app.ask(Question(app.t("entry.leave_title", number=table.number), (
        Choice(app.t("entry.keep_entering"), None),
        Choice(app.t("entry.discard"), lambda: drop(app, table), tone="danger"),
    ), (app.t("entry.leave_body"),)))


async def drop(app, table: TableState) -> None:
    table.clear()
    await app.go("/match", id=table.id)
