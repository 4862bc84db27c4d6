"""Starting a match: names clockwise (recent ones offered), the first dealer (or drawn by lot), the rules."""

from __future__ import annotations

import asyncio
import logging
import random
from dataclasses import dataclass, field, replace

import flet as ft

from scorepad.i18n.words import describe, direction
from scorepad.rules import MOON_RULES, PASS_ORDERS, VARIANTS, Rules, check_players, check_rules
from scorepad.rules.table import pass_cycle
from scorepad.rules.variants import MAX_PLAYERS, MIN_PLAYERS
from scorepad.ui import widgets as w
from scorepad.ui.nav import Frame, screen

log = logging.getLogger("scorepad.ui")


def rules_from(settings: dict) -> Rules:
    """The default rules kept in the settings (unknown values fall back to the engine's defaults)."""
    saved = settings.get("rules") or {}
    if not isinstance(saved, dict):
        return Rules()
    try:
        rules = Rules(**{k: v for k, v in saved.items() if k in Rules.__dataclass_fields__})
    except TypeError:
        return Rules()
    return rules if not check_rules(rules) else Rules()


def rules_to(rules: Rules) -> dict:
    return {k: getattr(rules, k) for k in Rules.__dataclass_fields__}


@ft.observable
@dataclass
class RulesChoice:
    """The rules being chosen, with the target and rounds as typed (a typed number may be unfinished)."""

    rules: Rules = Rules()
    target_text: str = ""
    rounds_text: str = ""
    bad_number: bool = False

    @classmethod
    def of(cls, rules: Rules) -> RulesChoice:
        return cls(rules, str(rules.target_score() or ""), "" if rules.rounds is None else str(rules.rounds))

    @property
    def valid(self) -> bool:
        return not self.bad_number and not check_rules(self.rules)


def rules_form(app, choice: RulesChoice, changed=None, players: int | None = None) -> list[ft.Control]:
    """Variant and its options, each with its one-line explanation (setup and settings). With `players`
    known, only what exists for that table is offered (the order of passing is a choice at four only)."""
    t, rules = app.t, choice.rules
    kind = rules.kind
    pick = lambda **values: app.act(pick_rules, choice, changed, values)  # noqa: E731
    controls = [
        w.heading(t("setup.variant")),
        w.choice_row([(v, w.variant_title(v, app.lang), w.variant_title(v, app.lang)) for v in VARIANTS], rules.variant,
                     lambda v: pick(variant=v)),
        w.about(t(f"variant.{rules.variant}.about")),
    ]
    if kind.moon:
        controls += [w.dropdown(t("setup.moon"), [(m, t(f"moon.{m}")) for m in MOON_RULES], rules.moon,
                                app.on_event(lambda e: pick_rules(choice, changed, {"moon": e.control.value}))),
                     w.about(t(f"moon.{rules.moon}.about"))]
    if kind.ends == "target":
        controls += [ft.TextField(label=t("setup.target"), value=choice.target_text, keyboard_type=ft.KeyboardType.NUMBER,
                                  on_change=app.on_event(lambda e: type_number(choice, changed, "target", e)), width=160),
                     w.about(t("setup.target_about"))]
    else:
        controls += [ft.TextField(label=t("setup.rounds"), value=choice.rounds_text, keyboard_type=ft.KeyboardType.NUMBER,
                                  on_change=app.on_event(lambda e: type_number(choice, changed, "rounds", e)), width=160),
                     w.about(t("setup.rounds_about"))]
    if kind.passing == "cycle" and players in (None, 4):
        controls += [w.dropdown(t("setup.pass_order"), [(p, t(f"setup.pass.{p}")) for p in PASS_ORDERS], rules.pass_order,
                                app.on_event(lambda e: pick_rules(choice, changed, {"pass_order": e.control.value}))),
                     w.about(t("setup.pass_about"))]
    elif players is not None and 3 <= players <= 6:
        order = ", ".join(direction(offset, players, app.lang) for offset in pass_cycle(players, rules))
        controls.append(w.about(t("setup.passing", players=players, order=order)))
    if kind.spade_penalties:
        controls += [ft.Switch(label=t("setup.spades"), value=rules.spade_penalties,
                               on_change=app.on_event(lambda e: pick_rules(choice, changed, {"spade_penalties": bool(e.control.value)}))),
                     w.about(t("setup.spades_about"))]
    if choice.bad_number:
        controls.append(ft.Text(t("setup.number_bad"), color=ft.Colors.ERROR))
    return controls


async def pick_rules(choice: RulesChoice, changed, values: dict) -> None:
    if "variant" in values:  # a new variant starts from its own defaults, without options it does not use
        fresh = replace(choice.rules.for_variant(values.pop("variant")), target=None, rounds=None, spade_penalties=False)
        choice.target_text, choice.rounds_text, choice.bad_number = str(fresh.target_score() or ""), "", False
        choice.rules = fresh
    choice.rules = replace(choice.rules, **values)
    if changed is not None and choice.valid:
        await changed(choice.rules)


async def type_number(choice: RulesChoice, changed, key: str, e) -> None:
    """The target or the rounds as typed: empty is the default, a bad number is said and not taken."""
    text = (e.control.value or "").strip()
    setattr(choice, f"{key}_text", text)
    number = int(text) if text.isdigit() and int(text) > 0 else None
    choice.bad_number = bool(text) and number is None
    if not choice.bad_number:
        await pick_rules(choice, changed, {key: number})


RECENT = 10  # recent names offered


@ft.observable
@dataclass
class SetupState(RulesChoice):
    """The new-match form: names clockwise, who deals first, the rules."""

    names: list = field(default_factory=lambda: [""] * 4)
    recent: tuple = ()
    dealer: int = 0
    drawn: str = ""
    problem: str = ""  # why the store refused to start it
    focus: int | None = None  # the seat whose field takes the focus when it appears (a new seat)
    running: object = None  # the summary of a running match, which stays saved while a new one starts

    def players(self) -> tuple[str, ...]:
        return tuple(n.strip() for n in self.names if n.strip())


async def load_setup(app, params) -> SetupState:
    """A new match; a rematch passes the same players, their rules and the next dealer."""
    recent = tuple(await app.backend.run(app.store.recent_names, 12) or ())
    names = list(params.get("players", ()))
    state = SetupState(names=names + [""] * max(0, 4 - len(names)), recent=recent, dealer=params.get("dealer") or 0)
    if not names:
        running = await app.backend.run(app.store.summaries, 0, 1, True)
        state.running = running[0] if running else None
    fresh = RulesChoice.of(params.get("rules") or rules_from(app.chrome.settings))
    state.rules, state.target_text, state.rounds_text = fresh.rules, fresh.target_text, fresh.rounds_text
    return state


@screen("/new", "menu.new", load=load_setup)
def setup_screen(app, state: SetupState) -> Frame:
    t = app.t
    players = state.players()
    body = ft.Column([*running_note(app, state), w.heading(t("setup.players")), *name_rows(app, state),
                      *recent_rows(app, state), ft.Divider(), *dealer_rows(app, state, players), ft.Divider(),
                      *rules_form(app, state, players=len(state.names))], spacing=8)
    message = state.problem or start_problem(app, state, players)
    hint = len(players) < MIN_PLAYERS and not state.problem  # not wrong yet: just not there yet
    line = ft.Text(message, color=ft.Colors.ON_SURFACE_VARIANT if hint else ft.Colors.ERROR)
    start = w.primary(t("setup.start"), app.act(start_match, app, state), disabled=bool(message) or not state.valid)
    return Frame(body, ft.Column([line, start], spacing=4), t("setup.title"))


def running_note(app, state: SetupState) -> list[ft.Control]:
    """A new match while another runs: that one stays saved, and is one tap away."""
    running = state.running
    if running is None:
        return []
    text = app.t("setup.running", players=", ".join(running.players), number=running.hands + 1)
    back = ft.TextButton(content=app.t("setup.back_to_running"), icon=ft.Icons.ARROW_BACK, on_click=app.act(app.go, "/match", id=running.id))
    return [ft.Container(ft.Column([ft.Text(text, size=14), back], spacing=2), padding=ft.Padding.all(10), border_radius=10,
                         bgcolor=ft.Colors.SECONDARY_CONTAINER)]


def name_rows(app, state: SetupState) -> list[ft.Control]:
    """A field per seat; Enter moves on to the next one; a new seat gets the focus."""
    t, rows = app.t, []
    fields = [ft.Ref[ft.TextField]() for _ in state.names]
    for seat, name in enumerate(state.names):
        label = name or t("setup.player", seat=seat + 1)
        field = ft.TextField(label=t("setup.player", seat=seat + 1), value=name, expand=True, dense=True, ref=fields[seat],
                             on_change=app.on_event(lambda e, seat=seat: type_name(state, seat, e.control.value)),
                             on_submit=app.act(next_field, fields, seat), autofocus=state.focus == seat,
                             capitalization=ft.TextCapitalization.WORDS)
        buttons = [
            w.icon_button(ft.Icons.ARROW_UPWARD, t("setup.up", name=label), on_click=app.act(move, state, seat, seat - 1), disabled=seat == 0),
            w.icon_button(ft.Icons.ARROW_DOWNWARD, t("setup.down", name=label), on_click=app.act(move, state, seat, seat + 1),
                          disabled=seat == len(state.names) - 1),
            w.icon_button(ft.Icons.CLOSE, t("setup.remove", name=label), on_click=app.act(remove, state, seat),
                          disabled=len(state.names) <= MIN_PLAYERS),
        ]
        rows.append(ft.Row([field, *buttons], spacing=0))
    if len(state.names) < MAX_PLAYERS:
        rows.append(ft.TextButton(content=t("setup.add_player"), icon=ft.Icons.PERSON_ADD, on_click=app.act(add_player, state)))
    return rows


def recent_rows(app, state: SetupState) -> list[ft.Control]:
    """Recent names stay where they are: a chosen one is marked (a second tap takes it out again)."""
    if not state.recent:
        return []
    taken = {n.casefold() for n in state.players()}
    buttons = []
    for name in state.recent[:RECENT]:
        chosen = name.casefold() in taken
        label = app.t("setup.recent_remove" if chosen else "setup.recent_add", name=name)
        buttons.append(w.tap(name, label, app.act(toggle_recent, state, name), selected=chosen))
    return [ft.Text(app.t("setup.recent"), size=13), ft.Row(buttons, wrap=True, spacing=6, run_spacing=6)]


def dealer_rows(app, state: SetupState, players) -> list[ft.Control]:
    t = app.t
    rows = [w.heading(t("setup.dealer"))]
    if players:
        options = [(s, n, t("setup.dealer_is", name=n)) for s, n in enumerate(players)]
        rows.append(w.choice_row(options, min(state.dealer, len(players) - 1), lambda seat: app.act(pick_dealer, state, seat)))
    rows.append(ft.OutlinedButton(content=t("setup.draw"), icon=ft.Icons.CASINO, on_click=app.act(draw_lots, app, state)))
    if state.drawn:
        rows.append(ft.Text(state.drawn, weight=ft.FontWeight.BOLD))
    return rows


def start_problem(app, state: SetupState, players) -> str:
    if len(players) < MIN_PLAYERS:
        return app.t("setup.need_more")
    problems = check_players(players)
    return describe(problems[0], app.lang, players) if problems else ""


# --- taps ---------------------------------------------------------------------------------------------
def type_name(state: SetupState, seat: int, value) -> None:
    names = list(state.names)
    names[seat] = value or ""
    state.names, state.problem, state.focus = names, "", None


def move(state: SetupState, seat: int, other: int) -> None:
    names = list(state.names)
    names[seat], names[other] = names[other], names[seat]
    if state.dealer in (seat, other):
        state.dealer = other if state.dealer == seat else seat
    state.names = names


def remove(state: SetupState, seat: int) -> None:
    state.names = [n for s, n in enumerate(state.names) if s != seat]
    state.dealer = min(state.dealer, len(state.names) - 1)


def add_player(state: SetupState) -> None:
    state.focus = len(state.names)
    state.names = [*state.names, ""]


async def next_field(fields: list, seat: int) -> None:
    """Enter in a name field: on to the next seat's field (a client that never answers is not waited for)."""
    if seat + 1 < len(fields) and fields[seat + 1].current is not None:
        try:
            await asyncio.wait_for(fields[seat + 1].current.focus(), 2)
        except asyncio.TimeoutError:
            log.debug("the client did not move the focus")


def toggle_recent(state: SetupState, name: str) -> None:
    """A recent name into the first empty seat, or out of the seats when it is in already."""
    names = list(state.names)
    seat = next((s for s, n in enumerate(names) if n.strip().casefold() == name.casefold()), None)
    if seat is not None:
        names[seat] = ""
    else:
        if "" not in [n.strip() for n in names]:
            if len(names) >= MAX_PLAYERS:
                return
            names.append("")
        names[[n.strip() for n in names].index("")] = name
    state.names = names


def pick_dealer(state: SetupState, seat: int) -> None:
    state.dealer, state.drawn = seat, ""


def draw_lots(app, state: SetupState) -> None:
    """Auslosen: the app draws the first dealer at random."""
    players = state.players()
    if players:
        state.dealer = random.randrange(len(players))
        state.drawn = app.t("setup.drawn", name=players[state.dealer])


async def start_match(app, state: SetupState) -> None:
    players = state.players()
    if start_problem(app, state, players) or not state.valid:
        return
    dealer = min(state.dealer, len(players) - 1)
    stored = await app.backend.write(app.store.create, players, state.rules, dealer)
    if app.shared is not None:  # the table follows the host's new match (a rematch)
        app.seat.share(stored.id)
    await app.go("/match", id=stored.id)
