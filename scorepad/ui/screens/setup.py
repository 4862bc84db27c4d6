"""Starting a match: names clockwise (recent ones offered), the first dealer (or drawn by lot), the rules."""

from __future__ import annotations

import random
from dataclasses import replace

import flet as ft

from scorepad.i18n.words import describe
from scorepad.rules import MOON_RULES, PASS_ORDERS, VARIANTS, Rules, check_players, check_rules
from scorepad.rules.variants import MAX_PLAYERS, MIN_PLAYERS
from scorepad.ui import widgets as w
from scorepad.ui.nav import Shown, screen


def rules_from(settings: dict) -> Rules:
    """The default rules kept in the settings (unknown values fall back to the engine's defaults)."""
    saved = settings.get("rules") or {}
    try:
        rules = Rules(**{k: v for k, v in saved.items() if k in Rules.__dataclass_fields__})
    except TypeError:
        return Rules()
    return rules if not check_rules(rules) else Rules()


def rules_to(rules: Rules) -> dict:
    return {k: getattr(rules, k) for k in Rules.__dataclass_fields__}


class RulesForm:
    """Variant and its options, each with its one-line explanation; used by setup and settings."""

    def __init__(self, app, rules: Rules, on_change=None):
        self.app, self.rules, self.on_change = app, rules, on_change
        self.box = ft.Column(spacing=8)
        self.error = ft.Text("", color=ft.Colors.ERROR)
        self.render()

    def render(self) -> None:
        app, rules = self.app, self.rules
        t = app.t
        controls = [
            w.heading(t("setup.variant")),
            w.choice_row([(v, w.variant_title(v, app.lang), w.variant_title(v, app.lang)) for v in VARIANTS], rules.variant, self.pick_variant),
            w.about(t(f"variant.{rules.variant}.about")),
        ]
        kind = rules.kind
        if kind.moon:
            controls += [
                w.dropdown(t("setup.moon"), [(m, t(f"moon.{m}")) for m in MOON_RULES], rules.moon, self.pick_moon),
                w.about(t(f"moon.{rules.moon}.about")),
            ]
        if kind.ends == "target":
            target = ft.TextField(label=t("setup.target"), value=str(rules.target_score()), keyboard_type=ft.KeyboardType.NUMBER,
                                  on_change=self.type_target, width=160)
            controls += [target, w.about(t("setup.target_about"))]
        else:
            rounds = ft.TextField(label=t("setup.rounds"), value="" if rules.rounds is None else str(rules.rounds),
                                  keyboard_type=ft.KeyboardType.NUMBER, on_change=self.type_rounds, width=160)
            controls += [rounds, w.about(t("setup.rounds_about"))]
        if kind.passing == "cycle":
            controls += [
                w.dropdown(t("setup.pass_order"), [(p, t(f"setup.pass.{p}")) for p in PASS_ORDERS], rules.pass_order, self.pick_pass),
                w.about(t("setup.pass_about")),
            ]
        if kind.spade_penalties:
            controls += [ft.Switch(label=t("setup.spades"), value=rules.spade_penalties, on_change=self.toggle_spades),
                         w.about(t("setup.spades_about"))]
        controls.append(self.error)
        self.box.controls = controls

    def changed(self, rules: Rules, redraw: bool = True) -> None:
        self.rules = rules
        if redraw:
            self.render()
        if self.on_change:
            self.on_change(rules)

    def pick_variant(self, e):
        self.error.value = ""
        self.changed(replace(self.rules, variant=e.control.data, target=None, rounds=None, spade_penalties=False))

    def pick_moon(self, e):
        self.changed(replace(self.rules, moon=e.control.value))

    def pick_pass(self, e):
        self.changed(replace(self.rules, pass_order=e.control.value))

    def toggle_spades(self, e):
        self.changed(replace(self.rules, spade_penalties=bool(e.control.value)))

    def _number(self, text: str) -> int | None | bool:
        text = (text or "").strip()
        if not text:
            return None
        return int(text) if text.isdigit() and int(text) > 0 else False

    def type_target(self, e):
        value = self._number(e.control.value)
        self.error.value = self.app.t("setup.number_bad") if value is False else ""
        if value is not False:
            self.changed(replace(self.rules, target=value), redraw=False)

    def type_rounds(self, e):
        value = self._number(e.control.value)
        self.error.value = self.app.t("setup.number_bad") if value is False else ""
        if value is not False:
            self.changed(replace(self.rules, rounds=value), redraw=False)

    @property
    def valid(self) -> bool:
        return not self.error.value and not check_rules(self.rules)


class Setup:
    """The new-match form; `names` may come prefilled (rematch)."""

    def __init__(self, app, names: list[str], recent: list[str], dealer: int | None = None):
        self.app = app
        self.names = list(names) + [""] * max(0, 4 - len(names))
        self.recent = recent
        self.dealer = dealer if dealer is not None else 0
        self.drawn: str = ""
        self.form = RulesForm(app, rules_from(app.settings), on_change=lambda _: self.update_state())
        self.fields = ft.Column(spacing=4)
        self.recent_row = ft.Row(wrap=True, spacing=6, run_spacing=6)
        self.dealer_row = ft.Column(spacing=4)
        self.message = ft.Text("", color=ft.Colors.ERROR)
        self.start_button = w.primary(app.t("setup.start"), self.start)
        self.render_fields()

    # --- names --------------------------------------------------------------
    def render_fields(self) -> None:
        t = self.app.t
        rows = []
        for seat, name in enumerate(self.names):
            label = name or t("setup.player", seat=seat + 1)
            field = ft.TextField(label=t("setup.player", seat=seat + 1), value=name, data=seat, expand=True,
                                 on_change=self.type_name, capitalization=ft.TextCapitalization.WORDS, dense=True)
            buttons = [
                w.icon_button(ft.Icons.ARROW_UPWARD, t("setup.up", name=label), data=seat, on_click=self.move_up, disabled=seat == 0),
                w.icon_button(ft.Icons.ARROW_DOWNWARD, t("setup.down", name=label), data=seat, on_click=self.move_down,
                              disabled=seat == len(self.names) - 1),
                w.icon_button(ft.Icons.CLOSE, t("setup.remove", name=label), data=seat, on_click=self.remove,
                              disabled=len(self.names) <= MIN_PLAYERS),
            ]
            rows.append(ft.Row([field, *buttons], spacing=0))
        if len(self.names) < MAX_PLAYERS:
            rows.append(ft.TextButton(content=t("setup.add_player"), icon=ft.Icons.PERSON_ADD, on_click=self.add_player))
        self.fields.controls = rows
        self.update_state()

    def type_name(self, e):
        self.names[e.control.data] = e.control.value or ""
        self.update_state()

    def move(self, seat: int, other: int) -> None:
        self.names[seat], self.names[other] = self.names[other], self.names[seat]
        if self.dealer in (seat, other):
            self.dealer = other if self.dealer == seat else seat
        self.render_fields()

    def move_up(self, e):
        self.move(e.control.data, e.control.data - 1)

    def move_down(self, e):
        self.move(e.control.data, e.control.data + 1)

    def remove(self, e):
        del self.names[e.control.data]
        self.dealer = min(self.dealer, len(self.names) - 1)
        self.render_fields()

    def add_player(self, e=None):
        self.names.append("")
        self.render_fields()

    def add_recent(self, e):
        name = e.control.data
        if "" not in self.names:
            if len(self.names) >= MAX_PLAYERS:
                return
            self.names.append("")
        self.names[self.names.index("")] = name
        self.render_fields()

    # --- dealer and state ---------------------------------------------------
    def players(self) -> tuple[str, ...]:
        return tuple(n.strip() for n in self.names if n.strip())

    def pick_dealer(self, e):
        self.dealer, self.drawn = e.control.data, ""
        self.update_state()

    def draw(self, e):
        """Auslosen: the app draws the first dealer at random."""
        players = self.players()
        if players:
            self.dealer = random.randrange(len(players))
            self.drawn = self.app.t("setup.drawn", name=players[self.dealer])
            self.update_state()

    def update_state(self) -> None:
        t = self.app.t
        players = self.players()
        taken = {n.casefold() for n in players}
        self.recent_row.controls = [
            w.tap(name, t("setup.recent_add", name=name), self.add_recent, data=name)
            for name in self.recent if name.casefold() not in taken
        ][:8]
        self.dealer = min(self.dealer, max(len(players) - 1, 0))
        dealer_controls = [w.heading(t("setup.dealer"))]
        if players:
            options = [(s, n, t("setup.dealer_is", name=n)) for s, n in enumerate(players)]
            dealer_controls.append(w.choice_row(options, self.dealer, self.pick_dealer))
        dealer_controls.append(ft.OutlinedButton(content=t("setup.draw"), icon=ft.Icons.CASINO, on_click=self.draw))
        if self.drawn:
            dealer_controls.append(ft.Text(self.drawn, weight=ft.FontWeight.BOLD))
        self.dealer_row.controls = dealer_controls
        problems = check_players(players)
        if len(players) < MIN_PLAYERS:
            self.message.value = t("setup.need_more")
        elif problems:
            self.message.value = describe(problems[0], self.app.lang, players)
        else:
            self.message.value = ""
        self.start_button.disabled = bool(self.message.value) or not self.form.valid

    async def start(self, e=None):
        players = self.players()
        if self.start_button.disabled:
            return
        try:
            stored = await self.app.call("create", players, self.form.rules, self.dealer)
        except Exception as error:
            self.message.value = self.app.error_text(error)
            return
        await self.app.go("/match", id=stored.id)

    def shown(self) -> Shown:
        t = self.app.t
        body = ft.Column(
            [
                w.heading(t("setup.players")),
                self.fields,
                ft.Text(t("setup.recent"), size=13) if self.recent else ft.Container(),
                self.recent_row,
                ft.Divider(),
                self.dealer_row,
                ft.Divider(),
                self.form.box,
            ],
            spacing=8,
        )
        return Shown(body, ft.Column([self.message, self.start_button], spacing=4), t("setup.title"))


@screen("/new", "menu.new", icon=ft.Icons.ADD, menu=True, order=10)
async def new_match(app, params) -> Shown:
    """A new match; a rematch passes the same players and the next dealer."""
    recent = list(await app.call("recent_names", 12) or [])
    setup = Setup(app, list(params.get("players", ())), recent, params.get("dealer"))
    if params.get("rules") is not None:
        setup.form.rules = params["rules"]
        setup.form.render()
        setup.update_state()
    app.setup = setup  # tests and the benchmark reach the form through the app
    return setup.shown()
