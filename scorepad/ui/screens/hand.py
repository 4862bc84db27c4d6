"""Entering (or editing) one hand: a tap per player's hearts, a tap for each single penalty card,
the last share filled in, the live remainder, save only when it adds up; then the moon."""

from __future__ import annotations

import random
from dataclasses import replace

import flet as ft

from scorepad.i18n.words import card_label, describe, names
from scorepad.rules import DIE_SUITS, moon_options_for
from scorepad.rules.cards import JACK_OF_DIAMONDS, SUIT_SYMBOLS
from scorepad.ui import table
from scorepad.ui import widgets as w
from scorepad.ui.entry import COUNT, HandEntry, heart_cards
from scorepad.ui.keys import HandKeys
from scorepad.ui.nav import Shown, screen


class HandForm:
    """The entry form for the next hand, or for hand `number` when editing."""

    def __init__(self, app, stored, number: int | None = None):
        self.app, self.stored, self.number = app, stored, number
        match = stored.match
        if number is None:
            self.entry = HandEntry(match)
            self.hand_number = len(match.hands) + 1
        else:
            before = replace(match, hands=match.hands[: number - 1])
            self.entry = HandEntry.from_hand(before, match.hands[number - 1])
            self.hand_number = number
        self.players = match.players
        self.show_cards = bool(self.entry.cards)  # an edited hand entered by its cards opens with them
        self.in_panel = False
        self.keys = HandKeys(self)
        self.body = ft.Column(spacing=6)
        self.remainder = ft.Text("", size=16, weight=ft.FontWeight.BOLD)
        self.message = ft.Text("", size=14)
        self.untaken = ft.Text("", size=15, visible=False)  # card taps: the ♥ cards nobody has yet
        self.save_button = w.primary(app.t("entry.save"), self.save, icon=ft.Icons.CHECK)
        self.render()

    # --- drawing ------------------------------------------------------------
    def render(self) -> None:
        app, entry = self.app, self.entry
        rows = []
        if self.number is not None:
            old = self.stored.match.hands[self.number - 1].points
            rows.append(ft.Text(app.t("entry.before", points=", ".join(f"{p} {v}" for p, v in zip(self.players, old))), italic=True))
        elif not self.in_panel:  # beside the scorecard the deal is already in view
            deal = self.stored.card.next
            if deal is not None:
                rows.append(ft.Text(table.deal_lines(deal, self.players, app.lang).title, size=14))
        if entry.needs_suit:
            rows += self.die_rows()
        # the one-tap cards first: on a phone they stay in view above six players' hearts
        for card in entry.takers:
            rows += self.taker_rows(card, entry.takers[card], self.pick_taker)
        if entry.needs_jack:
            rows += self.taker_rows(JACK_OF_DIAMONDS, entry.jack, self.pick_jack)
        rows += self.heart_rows()
        self.body.controls = rows
        self.update_state()

    def heart_rows(self) -> list[ft.Control]:
        app, entry = self.app, self.entry
        partial = entry.partial_points()
        rows = []
        if entry.mode != COUNT:
            rows.append(ft.Switch(label=app.t("entry.tap_cards"), value=self.show_cards, on_change=self.toggle_cards))
        for seat, name in enumerate(self.players):
            value = entry.hearts[seat]
            auto = seat in entry.auto
            key = "entry.point_now" if partial[seat] == 1 else "entry.points_now"
            now = "" if partial[seat] is None else app.t(key, points=partial[seat])
            title = " · ".join(part for part in (name, now, app.t("entry.auto") if auto else "") if part)
            if self.keys.cursor == seat:
                title = "▶ " + title  # where typed digits go
            rows.append(w.suit_text(title, size=15, weight=ft.FontWeight.BOLD))
            if entry.mode == COUNT:
                options = [(k, str(k), app.t("entry.hearts_label", name=name, count=k)) for k in range(entry.hearts_total + 1)]
                rows.append(w.choice_row(options, value, self.pick_hearts(seat), width=44))
            elif self.show_cards:
                rows.append(self.card_row(seat))
            else:
                field = ft.TextField(label=app.t("entry.heart_points", name=name), value="" if value is None else str(value),
                                     keyboard_type=ft.KeyboardType.NUMBER, data=seat, on_change=self.type_hearts, width=200,
                                     dense=True)
                rows.append(field)
        return rows

    def card_row(self, seat: int) -> ft.Control:
        """One button per ♥ card: filled when this player has it, greyed with the holder's initial when
        another player has it, plain while nobody has it."""
        app, entry = self.app, self.entry
        name = self.players[seat]
        initials = table.short_names(self.players, 1)
        buttons = []
        for card, _ in heart_cards(entry.rules):
            owner = entry.cards.get(card)
            text = card_label(card, app.lang)
            if owner is not None and owner != seat:
                label = app.t("entry.card_has", card=text, name=self.players[owner])
                buttons.append(w.taken_tap(text, initials[owner], label, width=52))
            else:
                buttons.append(w.tap(text, app.t("entry.card_of", card=text, name=name), self.pick_card,
                                     selected=owner == seat, data=(card, seat), width=52))
        return ft.Row(buttons, wrap=True, spacing=4, run_spacing=4)

    def taker_rows(self, card, chosen, on_pick) -> list[ft.Control]:
        app = self.app
        shown = card_label(card, app.lang) if card.suit != "die" else app.t("entry.seven")
        options = [(seat, name, app.t("entry.took", name=name, card=shown)) for seat, name in enumerate(self.players)]
        row = w.choice_row(options, chosen, on_pick)
        for button in row.controls:
            button.data = (card, button.data)
        return [w.suit_text(app.t("entry.who_took_label", card=shown), size=15, weight=ft.FontWeight.BOLD), row]

    def die_rows(self) -> list[ft.Control]:
        app = self.app
        options = [(s, f"{SUIT_SYMBOLS[s]} {app.t(f'suit.{s}')}", app.t("entry.suit_button", suit=app.t(f"suit.{s}"))) for s in DIE_SUITS]
        row = w.choice_row(options, self.entry.suit, self.pick_suit)
        roll = ft.OutlinedButton(content=app.t("entry.roll"), icon=ft.Icons.CASINO, on_click=self.roll)
        return [w.heading(app.t("entry.die")), ft.Row([roll, row], wrap=True)]

    def update_state(self) -> None:
        """The live remainder, and the save button only when the hand adds up."""
        app, entry = self.app, self.entry
        left = entry.hearts_left()
        self.remainder.value = app.t("entry.hearts_left" if entry.mode == COUNT else "entry.heart_points_left", left=left) if left > 0 else ""
        missing = entry.missing()
        problems = entry.problems(number=self.number) if not missing else ()
        if missing:
            what = ", ".join(app.t(key, **{k: card_label(v, app.lang) if k == "card" else v for k, v in values.items()})
                             for key, values in missing)
            self.message.value = app.t("entry.missing", what=what)
            self.message.color = ft.Colors.ON_SURFACE_VARIANT
        elif [p for p in problems if p.code != "moon_choice_missing"]:
            self.message.value = describe(problems[0], app.lang, self.players)
            self.message.color = ft.Colors.ERROR
        else:
            self.message.value = app.t("entry.ready")
            self.message.color = ft.Colors.PRIMARY
        self.save_button.disabled = self.message.color != ft.Colors.PRIMARY
        self.show_untaken()

    def show_untaken(self) -> None:
        """Card taps: one line with the ♥ cards nobody has yet (or whose they are when filled in)."""
        app, entry = self.app, self.entry
        untaken = entry.untaken() if self.show_cards and entry.mode != COUNT else ()
        self.untaken.visible = bool(untaken)
        if not untaken:
            self.untaken.spans, self.untaken.semantics_label = [], None
            return
        cards = " ".join(card_label(card, app.lang) for card in untaken)
        holder = entry.holder_of_untaken()
        if holder is None:
            line = app.t("entry.untaken", cards=cards)
        else:
            line = app.t("entry.untaken_to", name=self.players[holder], cards=cards)
        self.untaken.spans = w.suit_spans(line)
        self.untaken.semantics_label = line

    @property
    def touched(self) -> bool:
        """Something has been tapped or typed (a redraw from elsewhere would lose it)."""
        e = self.entry
        return any(s not in e.auto and h is not None for s, h in enumerate(e.hearts)) or any(
            v is not None for v in e.takers.values()) or e.jack is not None or e.suit is not None or bool(e.cards)

    def panel(self) -> ft.Control:
        """The form as a pane beside the scorecard (wide windows): its taps scroll, Save stays in view."""
        self.in_panel = True
        self.render()
        title = self.app.t("entry.title", number=self.hand_number)
        taps = ft.Column([self.body], scroll=ft.ScrollMode.AUTO, expand=True)
        return ft.Column([ft.Text(title, size=20, weight=ft.FontWeight.BOLD), taps, self.untaken, ft.Row([self.remainder]),
                          self.message, self.save_button], spacing=6, expand=True)

    # --- taps ---------------------------------------------------------------
    def press(self, key: str, shift: bool = False) -> None:
        """A key on a desktop keyboard (see scorepad/ui/keys.py)."""
        if self.keys.press(key, shift):
            self.render()

    def pick_hearts(self, seat: int):
        def pick(e):
            value = e.control.data
            self.entry.set_hearts(seat, None if self.entry.hearts[seat] == value and seat not in self.entry.auto else value)
            self.render()

        return pick

    def type_hearts(self, e):
        text = (e.control.value or "").strip()
        value = int(text) if text.isdigit() else None
        self.entry.set_hearts(e.control.data, value)
        self.update_state()
        self.refresh_other_fields(e.control.data)

    def refresh_other_fields(self, typed: int) -> None:
        """Typed sums: show the filled-in last share in its field without redrawing the one being typed in."""
        for control in self.body.controls:
            if isinstance(control, ft.TextField) and control.data != typed:
                value = self.entry.hearts[control.data]
                control.value = "" if value is None else str(value)

    def pick_card(self, e):
        card, seat = e.control.data
        self.entry.toggle_card(card, seat)
        self.render()

    def toggle_cards(self, e):
        self.show_cards = bool(e.control.value)
        self.render()

    def pick_taker(self, e):
        card, seat = e.control.data
        self.entry.set_taker(card, None if self.entry.takers[card] == seat else seat)
        self.render()

    def pick_jack(self, e):
        _, seat = e.control.data
        self.entry.set_jack(None if self.entry.jack == seat else seat)
        self.render()

    def pick_suit(self, e):
        self.entry.set_suit(e.control.data)
        self.render()

    def roll(self, e):
        """The die of papayoo: one of its suits at random."""
        suit = random.choice(DIE_SUITS)
        self.entry.set_suit(suit)
        self.render()
        self.app.snack(self.app.t("entry.rolled", suit=f"{SUIT_SYMBOLS[suit]} {self.app.t(f'suit.{suit}')}"))

    # --- saving -------------------------------------------------------------
    async def save(self, e=None):
        if self.save_button.disabled:
            return
        entry, rules = self.entry, self.entry.rules
        shooter = entry.shooter()
        if shooter is not None and rules.moon == "choice":
            self.ask_moon(shooter)
            return
        if self.number is not None:
            self.ask_replace(None)
            return
        await self.store(None)

    def ask_moon(self, shooter: int) -> None:
        """Both ways to score the moon with the totals each leads to; the one that hands the match away is marked."""
        app = self.app
        options = moon_options_for(self.entry.match, self.entry.hand())
        name = self.players[shooter]
        points = self.entry.points()[shooter]
        buttons = []
        for option in options:
            title = app.t(f"moon.option.{option.choice}", name=name, points=points)
            totals = app.t("moon.leads_to", totals=", ".join(f"{p} {v}" for p, v in zip(self.players, option.totals)))
            lines = [ft.Text(title, size=20, weight=ft.FontWeight.BOLD), ft.Text(totals, size=14)]
            if option.hands_match_to_another:
                lines.append(ft.Text(app.t("moon.ends_other", names=names(option.outcome.winners, self.players, app.lang)),
                                     color=ft.Colors.ERROR, weight=ft.FontWeight.BOLD))
            elif option.shooter_wins:
                lines.append(ft.Text(app.t("moon.ends_win", name=name), color=ft.Colors.PRIMARY, weight=ft.FontWeight.BOLD))
            label = " ".join(line.value for line in lines)
            style = ft.ButtonStyle(padding=ft.Padding.all(12), shape=ft.RoundedRectangleBorder(radius=10),
                                   side=ft.BorderSide(2, ft.Colors.ERROR) if option.hands_match_to_another else None)
            buttons.append(ft.OutlinedButton(content=ft.Column(lines, spacing=2, tight=True), data=option.choice, style=style,
                                             on_click=self.chose_moon, tooltip=label, width=float("inf")))
        dialog = ft.AlertDialog(
            title=ft.Text(app.t("moon.title", name=name)),
            content=ft.Column([ft.Text(app.t("moon.pick", name=name)), *buttons], tight=True, spacing=10),
            actions=[ft.TextButton(content=app.t("app.cancel"), on_click=lambda e: app.page.pop_dialog())],
        )
        app.page.show_dialog(dialog)

    async def chose_moon(self, e):
        self.app.page.pop_dialog()
        if self.number is not None:
            self.ask_replace(e.control.data)
            return
        await self.store(e.control.data)

    def ask_replace(self, moon) -> None:
        app = self.app

        async def confirmed(e):
            app.page.pop_dialog()
            await self.store(moon)

        dialog = ft.AlertDialog(
            title=ft.Text(app.t("entry.edit_confirm", number=self.number)),
            actions=[ft.TextButton(content=app.t("app.cancel"), on_click=lambda e: app.page.pop_dialog()),
                     ft.FilledButton(content=app.t("entry.change"), on_click=confirmed)],
        )
        app.page.show_dialog(dialog)

    async def store(self, moon) -> None:
        """Write the hand through the store; a refused hand keeps the form and says why."""
        app, match_id = self.app, self.stored.id
        hand = self.entry.hand(moon)
        try:
            if self.number is None:
                after = await app.call("add_hand", match_id, hand)
            else:
                after = await app.call("replace_hand", match_id, self.number, hand)
        except Exception as error:
            self.message.value = app.error_text(error)
            self.message.color = ft.Colors.ERROR
            app.page.update()
            return
        await app.go("/match", id=match_id)
        app.snack(self.saved_text(after), undo=self.undo_saved if self.number is None else self.undo_edit)

    def saved_text(self, after) -> str:
        app = self.app
        text = app.t("entry.saved" if self.number is None else "entry.replaced", number=self.hand_number)
        results = after.card.results
        if len(results) >= self.hand_number:
            moon = results[self.hand_number - 1].score.moon
            if moon is not None:
                points = results[self.hand_number - 1].hand.points[moon.shooter]
                text += " · " + app.t(f"moon.applied.{moon.applied}", name=self.players[moon.shooter], points=points)
        return text

    async def undo_edit(self, e=None):
        """Put the edited hand back as it was before the change."""
        app, match_id = self.app, self.stored.id
        try:
            await app.call("replace_hand", match_id, self.number, self.stored.match.hands[self.number - 1])
        except Exception as error:
            app.snack(app.error_text(error))
        await app.go("/match", id=match_id)

    async def undo_saved(self, e=None):
        from scorepad.ui.screens.match import undo_last

        await undo_last(self.app, self.stored.id, self.hand_number)


@screen("/hand", "menu.match")
async def hand_screen(app, params) -> Shown:
    try:
        stored = await app.call("get", params["id"])
    except Exception as error:
        return Shown(ft.Text(app.error_text(error)))
    number = params.get("number")
    form = HandForm(app, stored, number)
    app.form = form
    title = app.t("entry.title" if number is None else "entry.edit_title", number=form.hand_number)

    async def cancel(e):
        await app.go("/match", id=stored.id)

    back = w.icon_button(ft.Icons.CLOSE, app.t("app.cancel"), on_click=cancel)
    bottom = ft.Column([form.untaken, ft.Row([form.remainder]), form.message, form.save_button], spacing=4)
    return Shown(form.body, bottom, title, [back])
