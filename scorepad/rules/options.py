"""The rule options, each described once: the match file's keys and checks, the command line's flags, the
app's rules form and the rules line are all derived from `OPTIONS`.

Adding an option: its entry here (and its field on `Rules`), the scoring it changes, its texts in
scorepad/i18n (`rule.KEY.label`, `rule.KEY.about`, `rule.KEY.line.VALUE` or `rule.KEY.line`, `help.new.KEY`),
its tests, and docs/rules.md. An option that older versions of Scorepad do not know says `newer=True` (or
names its new values in `newer_values`): a match file that uses it lists it under "needs", so an older copy
refuses that match instead of scoring it without the rule. The file's version stays as it is: `needs` does
the work, so a reader refuses only the files that need what it lacks. An option that rules out another while
it is set says so in `excludes` (the other's key and the problem code): the checks and the form follow.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from scorepad.rules.kinds import (  # noqa: F401 (the closed sets are read through here too)
    MOON_CHOICES,
    MOON_JACKS,
    MOON_RULES,
    PASS_ORDERS,
    TIES,
    MoonChoice,
    MoonJack,
    MoonRule,
    OptionKind,
    PassOrder,
    Tie,
    Traits,
    VariantName,
)
from scorepad.rules.problems import EXACT_TARGET_WINS_WITH_RESET, PASS_CYCLE_WITH_ORDER

STANDARD_QUEEN = 13  # the Q♠'s points in Standard; the heavier queen doubles it
BASELINE = 1  # the options every version of Scorepad knows: files that need no more are written as version 1


@dataclass(frozen=True)
class RuleOption:
    """One rule option: its key (the `Rules` field and the match file's key under "rules"), its values, its
    default, which variants use it, and whether older versions know it."""

    key: str
    kind: OptionKind
    default: object
    uses: Callable[[Traits], bool]
    values: tuple[str, ...] = ()  # a choice's closed set
    newer: bool = False  # older versions of Scorepad do not know it: a file that uses it needs it
    newer_values: tuple[str, ...] = ()  # values of a baseline option that older versions do not know
    house: bool = False  # one of the house rules: the form folds it away
    minimum: int = 1  # a number's smallest value
    allowed: tuple[int, ...] = ()  # a number's closed set (empty: any whole number from `minimum`)
    excludes: tuple[str, str] | None = (
        None  # (another option's key, the problem code): that one stays at its default while this is set
    )
    # Its texts by key (scorepad/i18n); "{value}" in a key stands for the chosen value.
    label_key: str = ""  # the form's label (default rule.KEY.label)
    about_key: str = ""  # the form's one-line explanation (default rule.KEY.about)
    value_key: str = ""  # a choice's words for one value (default rule.KEY.{value})
    line_key: str = ""  # its part of the rules line (default rule.KEY.line.{value} for a choice, else rule.KEY.line)
    help_key: str = ""  # the command line's help (default help.new.KEY)
    metavar: str = ""  # the command line's placeholder (default N for a number, CYCLE, or the key in capitals)

    @property
    def placeholder(self) -> str:
        """The command line's placeholder for its value (a closed set of numbers: them all, as 13|26)."""
        if self.allowed and not self.metavar:
            return "|".join(str(value) for value in self.allowed)
        return self.metavar or {"number": "N", "cycle": "CYCLE"}.get(self.kind, self.key.upper())

    def text_key(self, part: str, value: object = None) -> str:
        """The catalogue key of one of its texts: label, about, value, line or help."""
        given = {
            "label": self.label_key,
            "about": self.about_key,
            "value": self.value_key,
            "line": self.line_key,
            "help": self.help_key,
        }[part]
        default = {
            "label": "rule.{key}.label",
            "about": "rule.{key}.about",
            "value": "rule.{key}.{value}",
            "line": "rule.{key}.line.{value}" if self.kind == "choice" else "rule.{key}.line",
            "help": "help.new.{key}",
        }[part]
        return (given or default).replace("{key}", self.key).replace("{value}", str(value))

    @property
    def flag(self) -> str:
        """The command line's flag: the key with dashes."""
        return "--" + self.key.replace("_", "-")

    @property
    def file_type(self) -> type:
        """The JSON type of its value in a match file."""
        return {"choice": str, "number": int, "switch": bool, "cycle": str}[self.kind]

    def needs(self, value: object) -> str | None:
        """What a file with `value` for this option needs a reader to know (None: every version knows it)."""
        if value == self.default:
            return None
        if self.newer:
            return self.key
        if value in self.newer_values:
            return f"{self.key}:{value}"
        return None


def _ends_at_target(v: Traits) -> bool:
    return v.ends == "target"


def _built_on_standard(v: Traits) -> bool:
    """Standard and the variants that keep its Q♠ of 13 (Omnibus, Black Maria); Spot's Q♠ is 25, Papayoo has none."""
    return v.queen == STANDARD_QUEEN


OPTIONS: tuple[RuleOption, ...] = (
    RuleOption(
        "moon",
        "choice",
        "choice",
        lambda v: v.moon,
        MOON_RULES,
        newer_values=("none",),
        label_key="setup.moon",
        about_key="moon.{value}.about",
        value_key="moon.{value}",
    ),
    RuleOption(
        "target",
        "number",
        None,
        _ends_at_target,
        label_key="setup.target",
        about_key="setup.target_about",
        line_key="setup.rules_to",
    ),
    RuleOption(
        "rounds", "number", None, lambda v: v.ends == "rounds", label_key="setup.rounds", about_key="setup.rounds_about"
    ),
    RuleOption(
        "pass_order",
        "choice",
        "left-right-across",
        lambda v: v.passing == "cycle",
        PASS_ORDERS,
        label_key="setup.pass_order",
        about_key="setup.pass_about",
        value_key="setup.pass.{value}",
        line_key="setup.rules_pass",
        metavar="ORDER",
    ),
    RuleOption(
        "spade_penalties",
        "switch",
        False,
        lambda v: bool(v.spade_penalties),
        label_key="setup.spades",
        about_key="setup.spades_about",
        line_key="setup.spades",
        help_key="help.new.spades",
    ),
    RuleOption(
        "tie", "choice", "play-on", _ends_at_target, TIES, newer=True, house=True, about_key="rule.tie.{value}.about"
    ),
    RuleOption(
        "exact_target_resets_to",
        "number",
        None,
        _ends_at_target,
        newer=True,
        house=True,
        minimum=0,
        excludes=("exact_target_wins", EXACT_TARGET_WINS_WITH_RESET),
    ),
    RuleOption(
        "moon_jack",
        "choice",
        "counts",
        lambda v: v.moon and bool(v.jack_bonus),
        MOON_JACKS,
        newer=True,
        house=True,
        about_key="rule.moon_jack.{value}.about",
        metavar="JACK",
    ),
    RuleOption("sun", "number", None, lambda v: v.moon, newer=True, house=True),
    RuleOption(
        "pass_cycle",
        "cycle",
        None,
        lambda v: v.passing == "cycle",
        newer=True,
        house=True,
        excludes=("pass_order", PASS_CYCLE_WITH_ORDER),
    ),
    RuleOption(
        "exact_target_wins",
        "switch",
        False,
        _ends_at_target,
        newer=True,
        house=True,
        excludes=("exact_target_resets_to", EXACT_TARGET_WINS_WITH_RESET),
    ),
    RuleOption(
        "queen",
        "number",
        STANDARD_QUEEN,
        _built_on_standard,
        newer=True,
        house=True,
        allowed=(STANDARD_QUEEN, 2 * STANDARD_QUEEN),
    ),
)
BY_KEY = {option.key: option for option in OPTIONS}
RULE_OPTIONS = tuple(BY_KEY)
# What a reader of this version knows of the rules beyond the baseline (the match file's reader adds the
# parts of the file itself, such as each hand's story: matchfile.KNOWN_NEEDS).
RULE_NEEDS = frozenset(
    [o.key for o in OPTIONS if o.newer] + [f"{o.key}:{value}" for o in OPTIONS for value in o.newer_values]
)
