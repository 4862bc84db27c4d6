"""The rules of a match as a form (the new-match screen and the settings' default rules): the variant and
its options, each with its one-line explanation, numbers kept as typed until they are whole."""

from __future__ import annotations

from dataclasses import dataclass, replace

import flet as ft

from scorepad.i18n.rules_line import cycle_words, house_parts
from scorepad.rules import VARIANTS, Rules, check_rules
from scorepad.rules.options import BY_KEY, OPTIONS
from scorepad.rules.table import PASS_CYCLE_CHOICES, pass_cycle, read_pass_cycle
from scorepad.rules.variants import MAX_PLAYERS, MIN_PLAYERS
from scorepad.ui import widgets as w
from scorepad.ui.typed import TypedField


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
    """The rules being chosen, with each number as typed (a typed number may be unfinished), and whether the
    house rules are opened."""

    rules: Rules = Rules()
    target_text: str = ""
    rounds_text: str = ""
    bad_number: bool = False
    reset_text: str = ""  # exact_target_resets_to as typed
    house_open: bool = False
    sun_text: str = ""  # the sun's points as typed

    @classmethod
    def of(cls, rules: Rules) -> RulesChoice:
        reset = rules.exact_target_resets_to
        return cls(
            rules,
            str(rules.target_score() or ""),
            "" if rules.rounds is None else str(rules.rounds),
            reset_text="" if reset is None else str(reset),
            sun_text="" if rules.sun is None else str(rules.sun),
        )

    @property
    def valid(self) -> bool:
        return not self.bad_number and not check_rules(self.rules)

    def pick(self, **values) -> None:
        """A variant starts from its own defaults, without options it does not use; options change as picked."""
        if "variant" in values:
            fresh = replace(
                self.rules.for_variant(values.pop("variant")), target=None, rounds=None, spade_penalties=False
            )
            self.target_text, self.rounds_text, self.bad_number = str(fresh.target_score() or ""), "", False
            self.reset_text = "" if fresh.exact_target_resets_to is None else str(fresh.exact_target_resets_to)
            self.sun_text = "" if fresh.sun is None else str(fresh.sun)
            self.rules = fresh
        for key, value in list(values.items()):  # an option set rules out another (a table's own pass cycle the order)
            excludes = BY_KEY[key].excludes if key in BY_KEY else None
            if excludes is not None and value != BY_KEY[key].default:
                values[excludes[0]] = BY_KEY[excludes[0]].default
        self.rules = replace(self.rules, **values)

    def type_number(self, key: str, text: str | None) -> None:
        """A number as typed: empty is the default, a bad one is said and not taken."""
        text = (text or "").strip()
        setattr(self, f"{TYPED.get(key, key)}_text", text)
        least = BY_KEY[key].minimum
        number = int(text) if text.isdigit() and int(text) >= least else None
        self.bad_number = bool(text) and number is None
        if not self.bad_number:
            self.pick(**{key: number})

    def typed(self, key: str) -> str:
        return getattr(self, f"{TYPED.get(key, key)}_text")

    def open_house_rules(self) -> None:
        self.house_open = not self.house_open


TYPED = {"exact_target_resets_to": "reset"}  # the field that keeps a number as typed


def rules_form(ui, choice: RulesChoice, changed=None, players: int | None = None) -> list[ft.Control]:
    """Variant and its options, each with its one-line explanation, then the house rules, folded until opened;
    every row comes from the option registry. With `players` known, only what exists for that table is offered
    (the order of passing is a choice at four only; a pass cycle needs the count). `changed(rules)`: called
    after each valid change (the settings keep it)."""
    t, rules = ui.t, choice.rules

    async def pick(**values):
        choice.pick(**values)
        if changed is not None and choice.valid:
            await changed(choice.rules)

    async def typed(key, e):
        choice.type_number(key, e.control.value)
        if changed is not None and choice.valid and not choice.bad_number:
            await changed(choice.rules)

    used = rules.kind.options()
    controls = [
        w.heading(t("setup.variant")),
        w.choice_row(
            [(v, w.variant_title(v, ui.lang), w.variant_title(v, ui.lang)) for v in VARIANTS],
            rules.variant,
            lambda v: ui.act(pick, variant=v),
        ),
        w.about(t(f"variant.{rules.variant}.about", queen=rules.queen, total=rules.hand_total())),
    ]
    for option in OPTIONS:
        if option.key in used and not option.house and offered(option, rules, players):
            controls += option_rows(ui, option, choice, pick, typed, players)
    if (
        players is not None
        and MIN_PLAYERS <= players <= MAX_PLAYERS
        and not ("pass_order" in used and offered(BY_KEY["pass_order"], rules, players))
    ):
        controls.append(w.about(t("setup.passing", players=players, order=cycle_words(rules, players, ui.lang))))
    house = [o for o in OPTIONS if o.house and o.key in used and offered(o, rules, players)]
    if house:
        controls += house_rules(ui, choice, house, pick, typed, players)
    if choice.bad_number:
        controls.append(ft.Text(t("setup.number_bad"), color=ft.Colors.ERROR))
    return controls


def offered(option, rules: Rules, players: int | None) -> bool:
    """Whether the form offers `option` at this table: not while an option that rules it out is set (the
    registry's `excludes`), a pass order at four only, a pass cycle once the player count is known."""
    if any(o.excludes and o.excludes[0] == option.key and getattr(rules, o.key) != o.default for o in OPTIONS):
        return False
    if option.key == "pass_order":
        return players in (None, 4)
    if option.key == "pass_cycle":
        return players is not None and MIN_PLAYERS <= players <= MAX_PLAYERS
    return True


def house_rules(ui, choice: RulesChoice, house, pick, typed, players) -> list[ft.Control]:
    """'House rules' with what is set, folded; opened, a row per house rule."""
    t = ui.t
    set_now = house_parts(choice.rules, players, ui.lang)
    head = ft.TextButton(
        content=t("setup.house_rules"),
        icon=ft.Icons.EXPAND_LESS if choice.house_open else ft.Icons.EXPAND_MORE,
        on_click=ui.act(choice.open_house_rules),
        key="house rules",
    )
    rows: list[ft.Control] = [head, w.about(" · ".join(set_now) if set_now else t("setup.house_rules_about"))]
    if choice.house_open:
        for option in house:
            rows += option_rows(ui, option, choice, pick, typed, players)
    return rows


def option_rows(ui, option, choice: RulesChoice, pick, typed, players) -> list[ft.Control]:
    """One option's control and its one-line explanation, by its kind."""
    t, rules = ui.t, choice.rules
    key, value = option.key, getattr(choice.rules, option.key)
    if option.kind == "number" and option.allowed:  # a closed set (the queen's 13 or 26): one tap each
        shown = [(v, t(option.text_key("line"), value=v), t(option.text_key("line"), value=v)) for v in option.allowed]
        return [
            ft.Text(t(option.text_key("label")), size=14),
            w.choice_row(shown, value, lambda v: ui.act(pick, **{key: v}), key=f"choice {key}"),
            w.about(t(option.text_key("about"))),
        ]
    if option.kind == "number":
        return [
            TypedField(
                ui,
                choice.typed(key),
                ui.on_event(lambda e: typed(key, e)),
                label=t(option.text_key("label")),
                keyboard_type=ft.KeyboardType.NUMBER,
                width=300 if option.house else 160,
                key=f"number {key}",
            ),
            w.about(t(option.text_key("about"))),
        ]
    if option.kind == "switch":
        return [
            ft.Switch(
                label=t(option.text_key("label")),
                value=bool(value),
                on_change=ui.on_event(lambda e: pick(**{key: bool(e.control.value)})),
            ),
            w.about(t(option.text_key("about"))),
        ]
    if option.kind == "cycle":
        seed = t("rule.pass_cycle.seed")
        cycles = [(SEED, seed)] + [
            (c, cycle_words(replace(rules, pass_cycle=c), players, ui.lang)) for c in cycle_choices(rules, players)
        ]
        return [
            w.dropdown(
                t(option.text_key("label")),
                cycles,
                value or SEED,
                ui.on_event(lambda e: pick(pass_cycle=None if e.control.value == SEED else e.control.value)),
            ),
            w.about(t(option.text_key("about"))),
        ]
    values = [(v, t(option.text_key("value", v))) for v in option.values]
    return [
        w.dropdown(t(option.text_key("label")), values, value, ui.on_event(lambda e: pick(**{key: e.control.value}))),
        w.about(t(option.text_key("about", value))),
    ]


SEED = "seed"  # the pass cycle's choice "as the rules say"


def cycle_choices(rules: Rules, players: int) -> list[str]:
    """The pass cycles offered at this table (and the match's own, when it is none of them)."""
    offered_cycles = [
        c for c in PASS_CYCLE_CHOICES.get(players, ()) if read_pass_cycle(c, players)[0] != seed_cycle(players)
    ]
    if rules.pass_cycle is not None and rules.pass_cycle not in offered_cycles:
        offered_cycles.append(rules.pass_cycle)
    return offered_cycles


def seed_cycle(players: int) -> tuple[int, ...]:
    return pass_cycle(players, Rules())


def rules_summary(ui, rules: Rules, players: int | None = None) -> str:
    """The rules in one line, as a new match's screen shows them until someone wants to change them: the
    variant, how it ends, the moon, the passing, and every house rule that differs from the seed's."""
    t, kind = ui.t, rules.kind
    used = kind.options()
    parts = [w.variant_title(rules.variant, ui.lang)]
    if kind.ends == "target":
        parts.append(t("setup.rules_to", target=rules.target_score()))
    else:
        parts.append(t("setup.rules_hands", rounds=rules.rounds) if rules.rounds else t("setup.rules_hand_each"))
    if kind.moon and rules.moon != "none":
        parts.append(t("setup.rules_moon", moon=t(f"moon.{rules.moon}")))
    if "pass_order" in used and offered(BY_KEY["pass_order"], rules, players):
        parts.append(t("setup.rules_pass", order=t(f"setup.pass.{rules.pass_order}")))
    if kind.spade_penalties and rules.spade_penalties:
        parts.append(t("setup.spades"))
    return " · ".join(parts + house_parts(rules, players, ui.lang))
