"""The frame of every screen: the app bar (back arrow on every screen but the first, the title, the
screen's buttons, the menu), the body, the message in its own place, the big button at the bottom."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import flet as ft

from scorepad.ui import widgets as w
from scorepad.ui.nav import SHOWN

SIDEWAYS_BAR = 48  # px: the app bar of a phone held sideways (Material's landscape height), the rest for the table
READABLE = 860  # px: the widest a one-column screen gets on a wide window
MENU = (
    ("/", "menu.match", ft.Icons.STYLE),
    ("/new", "menu.new", ft.Icons.ADD),
    ("/history", "menu.history", ft.Icons.HISTORY),
    ("/stats", "menu.stats", ft.Icons.LEADERBOARD),
    ("/backup", "menu.backup", ft.Icons.SAVE_ALT),
    ("/settings", "menu.settings", ft.Icons.SETTINGS),
)
# The app bar as Flutter lays it out on a phone: where the title starts (after the back arrow, or the edge), each
# button's width, and what one letter of the bold title takes at most (measured: 'Standard' is 100 px)
TITLE_AFTER_BACK, TITLE_AFTER_EDGE, BAR_BUTTON, TITLE_LETTER = 72, 16, 41, 13.5


@dataclass(frozen=True)
class Tucked:
    """An app-bar button that a phone too narrow for it beside the title tucks into the menu (an overflow menu)."""

    icon: str
    label: str
    on_click: Callable | None = None
    in_menu: bool = False  # always in the menu, never a button of the bar


def frame(
    ui,
    body,
    bottom=None,
    title: str = "",
    actions: Sequence = (),
    *,
    full_width: bool = False,
    scroll: bool = True,
    own_message: bool = False,
) -> ft.View:
    """A screen's View, with the back arrow on every screen but the start. `scroll`: the body scrolls as one
    (False: it scrolls its own parts); `full_width`: the whole window (a two-pane layout), else a readable
    column in the middle of a wide one. Called while a screen is drawn (it reads which screen it is)."""
    shown = ft.use_context(SHOWN)
    back = shown is not None and shown.pattern != "/"
    leading = None
    if back:
        leading = w.icon_button(ft.Icons.ARROW_BACK, ui.t("app.back"), on_click=ui.act(ui.back))
    shown_actions, tucked = bar(ui, title, actions, back)
    appbar = ft.AppBar(
        title=ft.Text(title, weight=ft.FontWeight.BOLD),
        leading=leading,
        automatically_imply_leading=False,
        actions=[*shown_actions, menu(ui, tucked)],
        toolbar_height=SIDEWAYS_BAR if ui.chrome.sideways else None,
    )
    fit = (lambda c: c) if full_width or ui.chrome.sideways else centred  # sideways: every px of the width
    if scroll:
        drawn = ft.Column(
            [fit(body)], scroll=ft.ScrollMode.AUTO, expand=True, horizontal_alignment=ft.CrossAxisAlignment.STRETCH
        )
    else:  # the screen scrolls its own parts (e.g. the scorecard's hands, its totals pinned)
        drawn = body if full_width else filling(body, ui.chrome.width)
    column = [ft.Container(drawn, expand=True, padding=ft.Padding.only(left=8, right=8, top=8))]
    # the message in its own place above the bottom button, where it covers nothing (unless the body has a place of
    # its own for it: `own_message`)
    if ui.chrome.message is not None and not own_message:
        column.append(message_bar(ui, ui.chrome.message, full_width))
    if bottom is not None:
        column.append(ft.Container(fit(bottom), padding=ft.Padding.all(w.BOTTOM_PAD)))
    # Android's back gesture asks the app (it goes back one screen, asking first where something would be lost)
    popping = ui.on_event(lambda e: back_gesture(ui, e)) if back else None
    return ft.View(
        route=shown.route if shown is not None else "/",
        appbar=appbar,
        padding=0,
        can_pop=not back,
        on_confirm_pop=popping,
        controls=[ft.SafeArea(ft.Column(column, expand=True, spacing=0), expand=True)],
    )


async def back_gesture(ui, e) -> None:
    """The system's back: Flutter leaves the view where it is, the app goes back as its back arrow does."""
    with contextlib.suppress(RuntimeError):  # the view left the page meanwhile
        await e.control.confirm_pop(False)
    await ui.back()


def centred(control) -> ft.Control:
    """Full width on a phone; a readable column in the middle of a wide window."""
    return ft.ResponsiveRow(
        [ft.Container(control, col={"xs": 12, "md": 10, "lg": 8, "xl": 7})], alignment=ft.MainAxisAlignment.CENTER
    )


def filling(control, width: float) -> ft.Control:
    """A body that fills the height (it scrolls its own parts): full width on a phone, at most READABLE wide
    in the middle of a wide window."""
    narrow = width <= READABLE + 40
    box = ft.Container(control, expand=narrow, width=None if narrow else READABLE)
    return ft.Row(
        [box], alignment=ft.MainAxisAlignment.CENTER, expand=True, vertical_alignment=ft.CrossAxisAlignment.STRETCH
    )


def message_bar(ui, message, full_width: bool = False, inside: bool = False) -> ft.Control:
    """The saved-message (and Undo), drawn like a snack bar but in the layout, above the big button."""
    items = [ft.Text(message.text, color=ft.Colors.ON_INVERSE_SURFACE, size=15, expand=True)]
    if message.action is not None:
        label = message.label or ui.t("app.undo")
        items.append(
            ft.TextButton(
                content=ft.Text(label, color=ft.Colors.INVERSE_PRIMARY, weight=ft.FontWeight.BOLD),
                on_click=message.action,
                height=w.TAP,
            )
        )
    if message.close is not None:
        label = ui.t("keep.not_now")
        items.append(
            ft.IconButton(
                icon=ft.Icon(ft.Icons.CLOSE, color=ft.Colors.ON_INVERSE_SURFACE, semantics_label=label),
                tooltip=label,
                on_click=message.close,
            )
        )
    bar = ft.Container(
        ft.Row(items, vertical_alignment=ft.CrossAxisAlignment.CENTER),
        bgcolor=ft.Colors.INVERSE_SURFACE,
        border_radius=8,
        padding=ft.Padding.only(left=14, right=6, top=4, bottom=4),
    )
    return ft.Container(
        bar if full_width else centred(bar),
        padding=ft.Padding.only(left=w.BOTTOM_PAD, right=w.BOTTOM_PAD, top=4) if not inside else None,
        # a bar of its own per message (a new widget on the phone), which reports its first layout: the
        # message's time counts from there (Events.drawn)
        key=f"message-{message.serial}",
        on_size_change=ui.act(ui.events.drawn, message),
    )


def bar(ui, title: str, actions: Sequence, back: bool) -> tuple[list, list[Tucked]]:
    """The app bar's buttons, and those tucked into its menu: on a phone held upright the title keeps the room
    it needs (it is never cut to 'Sta…'), the tuckable buttons giving way in their order."""
    tucked: list[Tucked] = [a for a in actions if isinstance(a, Tucked) and a.in_menu]

    def room() -> float:
        buttons = len(actions) - len(tucked) + (1 if ui.is_host or tucked else 0)  # the menu's, where there is one
        return ui.chrome.width - (TITLE_AFTER_BACK if back else TITLE_AFTER_EDGE) - BAR_BUTTON * buttons

    if ui.chrome.width and ui.chrome.narrow and not ui.chrome.sideways:  # width 0: not told yet
        for action in actions:
            if room() >= len(title) * TITLE_LETTER:
                break
            if isinstance(action, Tucked) and not action.in_menu:
                tucked.append(action)
    shown = [
        w.icon_button(a.icon, a.label, on_click=a.on_click) if isinstance(a, Tucked) else a
        for a in actions
        if not any(a is t for t in tucked)
    ]
    return shown, tucked


def menu(ui, tucked: Sequence[Tucked] = ()) -> ft.Control:
    """The app bar's menu: the screen's buttons a narrow phone tucked away, then the way back to the current match
    from every screen; a shared link's session has no screens beyond its match."""
    items = [ft.PopupMenuItem(content=a.label, icon=a.icon, on_click=a.on_click) for a in tucked]
    if ui.is_host:
        items += [ft.PopupMenuItem()] if tucked else []  # a line between this screen's buttons and the screens
        items += [
            ft.PopupMenuItem(content=ui.t(key), icon=icon, on_click=ui.go(route))
            for route, key, icon in MENU
            if route != ui.route or route == "/"
        ]  # the way to the current match is always there
    if not items:
        return ft.Container()
    label = ui.t("app.menu")
    return ft.PopupMenuButton(items=items, icon=ft.Icon(ft.Icons.MENU, semantics_label=label), tooltip=label)
