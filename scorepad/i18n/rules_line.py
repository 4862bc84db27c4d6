"""The rules of a match in one line, derived from the option registry: the variant, how it ends, the moon,
the passing, and every house rule that differs from the seed's ("… · tie: shared win · no moon · exactly 100 → 0")."""

from __future__ import annotations

from scorepad.i18n import t
from scorepad.i18n.words import direction
from scorepad.rules.options import OPTIONS, RuleOption
from scorepad.rules.table import pass_cycle
from scorepad.rules.variants import Rules


def house_parts(rules: Rules, players: int | None, lang: str) -> list[str]:
    """The parts of the rules line for the house rules that differ from the seed's (no moon among them)."""
    used = rules.kind.options()
    parts = [t("rule.moon.line.none", lang)] if "moon" in used and rules.moon == "none" else []
    for option in OPTIONS:
        if option.house and option.key in used and rules.differs(option.key):
            parts.append(option_part(option, rules, players, lang))
    return parts


def option_part(option: RuleOption, rules: Rules, players: int | None, lang: str) -> str:
    """One option's part of the rules line, as its line text says it."""
    value = getattr(rules, option.key)
    if option.kind == "cycle":
        return t(option.text_key("line"), lang, order=cycle_words(rules, players, lang) if players else value)
    return t(option.text_key("line", value), lang, value=value, target=rules.target_score())


def cycle_words(rules: Rules, players: int, lang: str) -> str:
    """Where the cards go in one round of hands: 'left, right, 2 to the left, …'."""
    return ", ".join(direction(offset, players, lang) for offset in pass_cycle(players, rules))
