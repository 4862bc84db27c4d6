"""The closed sets of the rules as types: each name a `Literal`, each set of values a tuple read from it. The
rule-option registry (options.py) and the variants (variants.py) both stand on this module and on nothing of
each other's types, so neither imports the other back."""

from __future__ import annotations

from typing import Literal, Protocol, get_args

VariantName = Literal["standard", "omnibus", "spot", "black_maria", "papayoo"]
MoonRule = Literal["choice", "minus", "plus", "plus_safe", "none"]
MoonChoice = Literal["minus", "plus"]  # the shooter's choice, and how a moon was applied
PassOrder = Literal["left-right-across", "left-across-right"]
Tie = Literal["play-on", "shared"]
MoonJack = Literal["counts", "ignored"]
OptionKind = Literal["choice", "number", "switch", "cycle"]
DieSuit = Literal["spades", "diamonds", "clubs"]  # papayoo: the suit the die chose
Passing = Literal["cycle", "left", "right"]
Ending = Literal["target", "rounds"]
FirstLead = Literal["lowest_club", "left_of_dealer", "dealer"]

MOON_RULES: tuple[MoonRule, ...] = get_args(MoonRule)
MOON_CHOICES: tuple[MoonChoice, ...] = get_args(MoonChoice)
PASS_ORDERS: tuple[PassOrder, ...] = get_args(PassOrder)
TIES: tuple[Tie, ...] = get_args(Tie)
MOON_JACKS: tuple[MoonJack, ...] = get_args(MoonJack)
DIE_SUITS: tuple[DieSuit, ...] = get_args(DieSuit)


class Traits(Protocol):
    """What a rule option asks of a variant to know whether the variant uses it (variants.Variant has it)."""

    @property
    def moon(self) -> bool: ...

    @property
    def jack_bonus(self) -> int: ...

    @property
    def passing(self) -> Passing: ...

    @property
    def ends(self) -> Ending: ...

    @property
    def spade_penalties(self) -> tuple[object, ...]: ...

    @property
    def queen(self) -> int: ...
