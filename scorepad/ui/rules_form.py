"""The rules of a match as a form (the new-match screen and the settings' default rules): the variant and
its options, each with its one-line explanation, numbers kept as typed until they are whole."""

from __future__ import annotations

from dataclasses import dataclass, replace

import flet as ft

from scorepad.i18n.words import direction
from scorepad.rules import MOON_RULES, PASS_ORDERS, VARIANTS, Rules, check_rules
from scorepad.rules.table import pass_cycle
from scorepad.ui import widgets as w


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

    def pick(self, **values) -> None:
        """A variant starts from its own defaults, without options it does not use; options change as picked."""
        if "variant" in values:
            fresh = replace(self.rules.for_variant(values.pop("variant")), target=None, rounds=None, spade_penalties=False)
            self.target_text, self.rounds_text, self.bad_number = str(fresh.target_score() or ""), "", False
            self.rules = fresh
        self.rules = replace(self.rules, **values)

    def type_number(self, key: str, text: str | None) -> None:
        """The target or the rounds as typed: empty is the default, a bad number is said and not taken."""
        text = (text or "").strip()
        setattr(self, f"{key}_text", text)
        number = int(text) if text.isdigit() and int(text) > 0 else None
        self.bad_number = bool(text) and number is None
        if not self.bad_number:
            self.pick(**{key: number})


def rules_form(ui, choice: RulesChoice, changed=None, players: int | None = None) -> list[ft.Control]:
    """Variant and its options, each with its one-line explanation. With `players` known, only what exists
    for that table is offered (the order of passing is a choice at four only). `changed(rules)`: called
    after each valid change (the settings keep it)."""
    t, rules = ui.t, choice.rules
    kind = rules.kind

    async def pick(**values):
        choice.pick(**values)
        if changed is not None and choice.valid:
            await changed(choice.rules)

    async def typed(key, e):
        choice.type_number(key, e.control.value)
        if changed is not None and choice.valid and not choice.bad_number:
            await changed(choice.rules)

    controls = [
        w.heading(t("setup.variant")),
        w.choice_row([(v, w.variant_title(v, ui.lang), w.variant_title(v, ui.lang)) for v in VARIANTS], rules.variant,
                     lambda v: ui.act(pick, variant=v)),
        w.about(t(f"variant.{rules.variant}.about")),
    ]
    if kind.moon:
        controls += [w.dropdown(t("setup.moon"), [(m, t(f"moon.{m}")) for m in MOON_RULES], rules.moon,
                                ui.on_event(lambda e: pick(moon=e.control.value))),
                     w.about(t(f"moon.{rules.moon}.about"))]
    key = "target" if kind.ends == "target" else "rounds"
    controls += [ft.TextField(label=t(f"setup.{key}"), value=getattr(choice, f"{key}_text"), keyboard_type=ft.KeyboardType.NUMBER,
                              on_change=ui.on_event(lambda e: typed(key, e)), width=160),
                 w.about(t(f"setup.{key}_about"))]
    if kind.passing == "cycle" and players in (None, 4):
        controls += [w.dropdown(t("setup.pass_order"), [(p, t(f"setup.pass.{p}")) for p in PASS_ORDERS], rules.pass_order,
                                ui.on_event(lambda e: pick(pass_order=e.control.value))),
                     w.about(t("setup.pass_about"))]
    elif players is not None and 3 <= players <= 6:
        order = ", ".join(direction(offset, players, ui.lang) for offset in pass_cycle(players, rules))
        controls.append(w.about(t("setup.passing", players=players, order=order)))
    if kind.spade_penalties:
        controls += [ft.Switch(label=t("setup.spades"), value=rules.spade_penalties,
                               on_change=ui.on_event(lambda e: pick(spade_penalties=bool(e.control.value)))),
                     w.about(t("setup.spades_about"))]
    if choice.bad_number:
        controls.append(ft.Text(t("setup.number_bad"), color=ft.Colors.ERROR))
    return controls


def rules_summary(ui, rules: Rules, players: int | None = None) -> str:
    """The rules in one line, as a new match's screen shows them until someone wants to change them."""
    t, kind = ui.t, rules.kind
    parts = [w.variant_title(rules.variant, ui.lang)]
    if kind.ends == "target":
        parts.append(t("setup.rules_to", target=rules.target_score()))
    else:
        parts.append(t("setup.rules_hands", rounds=rules.rounds) if rules.rounds else t("setup.rules_hand_each"))
    if kind.moon:
        parts.append(t("setup.rules_moon", moon=t(f"moon.{rules.moon}")))
    if kind.passing == "cycle" and players in (None, 4):
        parts.append(t("setup.rules_pass", order=t(f"setup.pass.{rules.pass_order}")))
    if kind.spade_penalties and rules.spade_penalties:
        parts.append(t("setup.spades"))
    return " · ".join(parts)
