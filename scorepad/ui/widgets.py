"""Small building blocks shared by the screens: labelled tap buttons, choice rows, headings."""

from __future__ import annotations

import flet as ft

from scorepad.rules.names import MAX_NAME_LENGTH, clean_name

RED_SUITS = ("♥", "♦")
TAP = 44  # minimum tap size in px (with the row spacing ≥ 48)
PRIMARY = 56  # height in px of the big bottom button
BOTTOM_PAD = 8  # px around the big bottom button
BOTTOM_BAR = PRIMARY + 2 * BOTTOM_PAD  # px: the bottom button's strip, which a message must not cover
NEAR_LIMIT = 10  # a name's count of characters shows this close to the limit


def label_text(text: str, label: str | None = None, size: int | None = None, weight=None, color=None) -> ft.Text:
    """A Text whose screen-reader name may differ from what it shows (e.g. '3' read as 'Anna 3 ♥')."""
    return ft.Text(text, semantics_label=label, size=size, weight=weight, color=color)


NARROW_TAP = 50  # px: a button this narrow (seven players' beside a phone's sideways lines) has less padding


def tap(
    text: str,
    label: str,
    on_click,
    selected: bool = False,
    disabled: bool = False,
    width=None,
    tooltip=None,
    height: int = TAP,
) -> ft.Control:
    """A square-ish button to tap: filled when selected, and said to be selected (a screen reader hears which
    number a player took); its accessible name is `label`; `tooltip` (a long press, the mouse over it) e.g. the
    full name a short form stands for."""
    narrow = width is not None and width < NARROW_TAP
    if not selected and any(suit in text for suit in RED_SUITS):
        content = suit_text(text, size=14, label=label)
    else:
        weight = ft.FontWeight.BOLD if selected else None
        content = label_text(text, label, size=12 if narrow else None, weight=weight)
    inside = 2 if narrow else 6  # a narrow button keeps its room for the text, in a smaller print
    style = ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=inside), shape=ft.RoundedRectangleBorder(radius=8))
    kind = ft.FilledButton if selected else ft.OutlinedButton
    button = kind(
        content=content, on_click=on_click, disabled=disabled, style=style, width=width, height=height, tooltip=tooltip
    )
    # merged, the selected state is the button's own (one node: 'Anna 3 ♥, button, selected'), not a parent's
    return ft.MergeSemantics(content=ft.Semantics(content=button, selected=selected))


def primary(text: str, on_click, disabled: bool = False, icon=None, size: int = 18, narrow: bool = False) -> ft.Control:
    """The next action: big, full width, at the bottom (`narrow`: in a column of its own, little padding)."""
    return ft.FilledButton(
        content=ft.Text(text, size=size, weight=ft.FontWeight.BOLD, max_lines=1),
        style=ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=6)) if narrow else None,
        icon=icon,
        on_click=on_click,
        disabled=disabled,
        height=PRIMARY,
        width=float("inf"),
    )


def variant_title(variant: str, lang: str) -> str:
    """The variant's name as a title: 'Standard', not 'standard'."""
    from scorepad.i18n.words import variant_name

    name = variant_name(variant, lang)
    return name[:1].upper() + name[1:]


def full_name(name: str) -> ft.Tooltip:
    """The full name a short form on a button stands for, shown on a long press or the mouse over it, above
    the button (below it is the line that says what is missing); not read out a second time (the button's
    label already says it)."""
    return ft.Tooltip(
        message=name, trigger_mode=ft.TooltipTriggerMode.LONG_PRESS, exclude_from_semantics=True, prefer_below=False
    )


def heading(text: str) -> ft.Text:
    return ft.Text(text, size=16, weight=ft.FontWeight.BOLD)


def about(text: str) -> ft.Text:
    """The one-line plain explanation under an option."""
    return ft.Text(text, size=13, italic=True, color=ft.Colors.ON_SURFACE_VARIANT)


def taken_tap(card: str, holder: str, label: str, width=None) -> ft.Control:
    """A card that another player has: greyed out, with who has it under the card (e.g. 'B')."""
    text = ft.Text(
        spans=[ft.TextSpan(card), ft.TextSpan("\n" + holder, style=ft.TextStyle(size=11, weight=ft.FontWeight.BOLD))],
        size=12,
        semantics_label=label,
        text_align=ft.TextAlign.CENTER,
        max_lines=2,
    )
    style = ft.ButtonStyle(
        padding=ft.Padding.symmetric(horizontal=2),
        shape=ft.RoundedRectangleBorder(radius=8),
        side=ft.BorderSide(1, ft.Colors.with_opacity(0.2, ft.Colors.ON_SURFACE)),
    )
    return ft.OutlinedButton(content=text, disabled=True, style=style, width=width, height=TAP)


def suit_spans(text: str) -> list[ft.TextSpan]:
    """Spans of `text` with ♥ and ♦ red."""
    spans, plain = [], ""
    for ch in text:
        if ch in RED_SUITS:
            if plain:
                spans.append(ft.TextSpan(plain))
                plain = ""
            spans.append(ft.TextSpan(ch, style=ft.TextStyle(color=ft.Colors.RED_700)))
        else:
            plain += ch
    if plain:
        spans.append(ft.TextSpan(plain))
    return spans


def suit_text(text: str, size: int = 16, label: str | None = None, weight=None) -> ft.Text:
    """Text with ♥ and ♦ drawn red (spans), ♠ and ♣ in the normal colour."""
    if not any(ch in RED_SUITS for ch in text):
        return ft.Text(text, size=size, semantics_label=label or text, weight=weight)
    return ft.Text(spans=suit_spans(text), size=size, semantics_label=label or text, weight=weight)


def choice_row(
    options: list[tuple[object, str, str]], chosen, on_pick, width=None, run_spacing: int = 6, key=None
) -> ft.Row:
    """One tap picks one of several options: (value, shown text, accessible label); `on_pick(value)` gives
    each option's handler."""
    buttons = [
        tap(text, label, on_pick(value), selected=value == chosen, width=width) for value, text, label in options
    ]
    return ft.Row(buttons, wrap=True, spacing=6, run_spacing=run_spacing, key=key)


def dropdown(label: str, options: list[tuple[str, str]], value: str, on_select) -> ft.Dropdown:
    return ft.Dropdown(
        label=label,
        value=value,
        options=[ft.DropdownOption(key=k, text=v) for k, v in options],
        on_select=on_select,
        expand=True,
    )


def icon_button(icon, label: str, on_click=None, **kwargs) -> ft.IconButton:
    """An icon button whose name a screen reader reads (the icon's label), with the same tooltip."""
    return ft.IconButton(icon=ft.Icon(icon, semantics_label=label), tooltip=label, on_click=on_click, **kwargs)


def name_hints(name: str) -> dict:
    """A name as typed ("von Bülow", "de la Cruz"): no capitalisation hint, since Flutter's web engine rewrites
    the typed letters for any of them; the limit is kept while typing (no more fit; near it the count: "34/40")."""
    length = len(clean_name(name))
    counter = f"{length}/{MAX_NAME_LENGTH}" if length >= MAX_NAME_LENGTH - NEAR_LIMIT else ""
    return {"capitalization": ft.TextCapitalization.NONE, "max_length": MAX_NAME_LENGTH, "counter": counter}
