"""Starting a match: names clockwise (recent ones offered), the first dealer (or drawn by lot), the rules."""

from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass, field

import flet as ft

from scorepad.i18n.words import describe
from scorepad.rules import check_players
from scorepad.rules.variants import MAX_PLAYERS, MIN_PLAYERS
from scorepad.ui import widgets as w
from scorepad.ui.device import focus
from scorepad.ui.events import drawing
from scorepad.ui.frame import frame
from scorepad.ui.nav import Screen
from scorepad.ui.rules_form import RulesChoice, rules_form, rules_from, rules_summary
from scorepad.ui.typed import TypedField

RECENT = 10  # recent names offered


@ft.observable
@dataclass
class SetupState(RulesChoice):
    """The new-match form: names clockwise, who deals first, the rules; its verbs are the form's taps."""

    names: list = field(default_factory=lambda: [""] * 4)
    recent: tuple = ()
    dealer: int = 0
    drawn: str = ""  # who the lots made the first dealer
    focus: int | None = None  # a new seat: its field takes the focus when it appears
    seating: bool = False  # the seats' buttons (up, down, remove) are shown: a change, rarely needed
    rules_open: bool = False  # the rules' form is shown (else their summary: mostly the house rules as they are)
    running: object = None  # the summary of a running match, which stays saved while a new one starts

    def players(self) -> tuple[str, ...]:
        return tuple(n.strip() for n in self.names if n.strip())

    def type_name(self, seat: int, value: str | None) -> None:
        names = list(self.names)
        names[seat] = value or ""
        self.names, self.focus = names, None

    def move(self, seat: int, other: int) -> None:
        """Swap two seats (the first dealer stays with the player)."""
        names = list(self.names)
        names[seat], names[other] = names[other], names[seat]
        if self.dealer in (seat, other):
            self.dealer = other if self.dealer == seat else seat
        self.names = names

    def remove(self, seat: int) -> None:
        self.names = [n for s, n in enumerate(self.names) if s != seat]
        self.dealer = min(self.dealer, len(self.names) - 1)

    def change_seating(self) -> None:
        self.seating = not self.seating

    def open_rules(self) -> None:
        self.rules_open = True

    def add_player(self) -> None:
        self.focus = len(self.names)
        self.names = [*self.names, ""]

    def toggle_recent(self, name: str) -> None:
        """A recent name into the first empty seat, or out of the seats when it is in already."""
        names = list(self.names)
        seat = next((s for s, n in enumerate(names) if n.strip().casefold() == name.casefold()), None)
        if seat is not None:
            names[seat] = ""
        else:
            if "" not in [n.strip() for n in names]:
                if len(names) >= MAX_PLAYERS:
                    return
                names.append("")
            names[[n.strip() for n in names].index("")] = name
        self.names = names

    def pick_dealer(self, seat: int) -> None:
        self.dealer, self.drawn = seat, ""

    def draw_lots(self, rng: random.Random | None = None) -> int | None:
        """Auslosen: the first dealer at random; returns the seat drawn."""
        players = self.players()
        if not players:
            return None
        self.dealer = (rng or random).randrange(len(players))
        self.drawn = players[self.dealer]
        return self.dealer


@drawing()
def SetupView(ui, state: SetupState):
    t = ui.t
    players = state.players()
    fields = ft.use_ref(list).current  # one Ref per seat, kept across drawings: always the field on show
    fields += [ft.Ref[ft.TextField]() for _ in range(len(state.names) - len(fields))]
    body = ft.Column(
        [
            *running_note(ui, state),
            w.heading(t("setup.players")),
            *name_rows(ui, state, fields),
            *recent_rows(ui, state),
            ft.Divider(),
            *dealer_rows(ui, state, players),
            ft.Divider(),
            *rules_rows(ui, state),
        ],
        spacing=8,
    )
    message = start_problem(ui, players)
    hint = len(players) < MIN_PLAYERS  # not wrong yet: just not there yet
    line = ft.Text(message, color=ft.Colors.ON_SURFACE_VARIANT if hint else ft.Colors.ERROR)
    start = w.primary(t("setup.start"), ui.act(start_match, ui, state), disabled=bool(message) or not state.valid)
    return frame(ui, body, ft.Column([line, start], spacing=4), t("setup.title"))


def running_note(ui, state: SetupState) -> list[ft.Control]:
    """A new match while another runs: that one stays saved, and is one tap away."""
    running = state.running
    if running is None:
        return []
    text = ui.t("setup.running", players=", ".join(running.players), number=running.hands + 1)
    back = ft.TextButton(
        content=ui.t("setup.back_to_running"), icon=ft.Icons.ARROW_BACK, on_click=ui.go(f"/match/{running.id}")
    )
    return [
        ft.Container(
            ft.Column([ft.Text(text, size=14), back], spacing=2),
            padding=ft.Padding.all(10),
            border_radius=10,
            bgcolor=ft.Colors.SECONDARY_CONTAINER,
        )
    ]


def name_rows(ui, state: SetupState, fields: list) -> list[ft.Control]:
    """A field per seat, keeping every letter typed (TypedField); Enter moves on to the next one; a new seat
    gets the focus.
    Under them: add a seat, change the seating. The rows are keyed: a seat added or taken away is one row to
    the client, not everything below it drawn anew."""
    t, rows = ui.t, []
    for seat, name in enumerate(state.names):
        label = name or t("setup.player", seat=seat + 1)
        field_ = TypedField(
            ui,
            name,
            ui.on_event(lambda e, seat=seat: state.type_name(seat, e.control.value)),
            ref=fields[seat],
            label=t("setup.player", seat=seat + 1),
            expand=True,
            dense=True,
            on_submit=ui.act(next_field, fields, seat, len(state.names)),
            autofocus=state.focus == seat,
            **w.name_hints(name),
        )
        rows.append(ft.Row([field_, *seat_buttons(ui, state, seat, label)], spacing=0, key=f"seat {seat}"))
    more = (
        []
        if len(state.names) >= MAX_PLAYERS
        else [
            ft.TextButton(
                content=t("setup.add_player"), icon=ft.Icons.PERSON_ADD, on_click=ui.act(add_seat, state, fields)
            )
        ]
    )
    more.append(
        ft.TextButton(
            content=t("setup.seating_done" if state.seating else "setup.seating"),
            icon=ft.Icons.CHECK if state.seating else ft.Icons.SWAP_VERT,
            on_click=ui.act(state.change_seating),
        )
    )
    rows.append(ft.Row(more, wrap=True, spacing=0, key="more seats"))
    return rows


def seat_buttons(ui, state: SetupState, seat: int, label: str) -> list[ft.Control]:
    """Up, down, remove: shown once asked for (an empty seat is left out anyway), so the first screen is the
    names and the way to start: fewer things to draw, and to look at."""
    if not state.seating:
        return []
    t, seats = ui.t, len(state.names)
    return [
        w.icon_button(
            ft.Icons.ARROW_UPWARD,
            t("setup.up", name=label),
            on_click=ui.act(state.move, seat, seat - 1),
            disabled=seat == 0,
        ),
        w.icon_button(
            ft.Icons.ARROW_DOWNWARD,
            t("setup.down", name=label),
            on_click=ui.act(state.move, seat, seat + 1),
            disabled=seat == seats - 1,
        ),
        w.icon_button(
            ft.Icons.CLOSE,
            t("setup.remove", name=label),
            on_click=ui.act(state.remove, seat),
            disabled=seats <= MIN_PLAYERS,
        ),
    ]


def rules_rows(ui, state: SetupState) -> list[ft.Control]:
    """The rules in one line (the house rules, or a rematch's), the form once someone wants to change them."""
    if state.rules_open:
        return rules_form(ui, state, players=len(state.names))
    summary = rules_summary(ui, state.rules, len(state.names))
    return [
        w.heading(ui.t("setup.rules")),
        ft.Text(summary, size=14),
        ft.TextButton(content=ui.t("setup.rules_change"), icon=ft.Icons.TUNE, on_click=ui.act(state.open_rules)),
    ]


async def add_seat(state: SetupState, fields: list) -> None:
    """Add player: a new seat, and the focus in its field (also for a screen reader, whose focus a field's
    autofocus leaves on the button), once the field is drawn."""
    state.add_player()
    seat = len(state.names) - 1
    for _ in range(50):
        if len(fields) > seat:
            await focus(fields[seat])
            return
        await asyncio.sleep(0.02)


async def next_field(fields: list, seat: int, seats: int) -> None:
    """Enter in a name field: on to the next seat's field, once it is on the page."""
    if seat + 1 < seats:
        await focus(fields[seat + 1])


def recent_rows(ui, state: SetupState) -> list[ft.Control]:
    """Recent names stay where they are: a chosen one is marked (a second tap takes it out again)."""
    if not state.recent:
        return []
    taken = {n.casefold() for n in state.players()}
    buttons = []
    for name in state.recent[:RECENT]:
        chosen = name.casefold() in taken
        label = ui.t("setup.recent_remove" if chosen else "setup.recent_add", name=name)
        buttons.append(w.tap(name, label, ui.act(state.toggle_recent, name), selected=chosen))
    return [ft.Text(ui.t("setup.recent"), size=13), ft.Row(buttons, wrap=True, spacing=6, run_spacing=6)]


def dealer_rows(ui, state: SetupState, players) -> list[ft.Control]:
    t = ui.t
    rows = [w.heading(t("setup.dealer"))]
    if players:
        options = [(s, n, t("setup.dealer_is", name=n)) for s, n in enumerate(players)]
        # keyed, as is the name drawn: when they come or go, the rules below stay as they are on the client
        rows.append(
            w.choice_row(
                options,
                min(state.dealer, len(players) - 1),
                lambda seat: ui.act(state.pick_dealer, seat),
                key="dealers",
            )
        )
    rows.append(ft.OutlinedButton(content=t("setup.draw"), icon=ft.Icons.CASINO, on_click=ui.act(state.draw_lots)))
    if state.drawn:
        rows.append(ft.Text(t("setup.drawn", name=state.drawn), weight=ft.FontWeight.BOLD, key="drawn"))
    return rows


def start_problem(ui, players) -> str:
    if len(players) < MIN_PLAYERS:
        return ui.t("setup.need_more")
    problems = check_players(players)
    return describe(problems[0], ui.lang, players) if problems else ""


async def start_match(ui, state: SetupState) -> None:
    players = state.players()
    if start_problem(ui, players) or not state.valid:
        return
    await ui.actions.start(players, state.rules, min(state.dealer, len(players) - 1))


async def load_setup(session, params) -> SetupState:
    """A new match; a rematch (`rematch=id`) has the same players, their rules and the next dealer."""
    backend = session.backend
    recent = tuple(await backend.run(backend.store.recent_names, 12) or ())
    await session.settings_written()  # the house rules as last typed
    rules, names, dealer, running = rules_from(session.chrome.settings), [], 0, None
    if params.get("rematch"):
        table = await session.tables.open(params["rematch"])
        rules, names, dealer = table.stored.match.rules, list(table.players), table.rematch_dealer()
        # the names offered are the others: those at the table are in their seats already (with seven, the
        # row of the same seven names again pushed the rules below a phone's fold)
        seated = {name.casefold() for name in names}
        recent = tuple(name for name in recent if name.casefold() not in seated)
    else:
        found = await backend.run(backend.store.summaries, 0, 1, True)
        running = found[0] if found else None
    fresh = RulesChoice.of(rules)
    return SetupState(
        fresh.rules,
        fresh.target_text,
        fresh.rounds_text,
        reset_text=fresh.reset_text,
        sun_text=fresh.sun_text,
        names=names + [""] * max(0, 4 - len(names)),
        recent=recent,
        dealer=dealer,
        running=running,
    )


setup = Screen(load_setup, SetupView)
