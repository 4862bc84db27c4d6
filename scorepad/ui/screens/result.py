"""The result as a picture for the group chat: the final standings and the whole scorecard, drawn by the
device itself (Flet's Screenshot of what is on show), then shared (the Web Share API in a browser that has
it, else a download; a save dialog on a desktop)."""

from __future__ import annotations

import flet as ft

from scorepad.i18n.words import figure
from scorepad.ui import table as words
from scorepad.ui import widgets as w
from scorepad.ui.events import drawing
from scorepad.ui.frame import frame
from scorepad.ui.match_parts import short_date
from scorepad.ui.nav import Screen
from scorepad.ui.scorecard import Scorecard
from scorepad.ui.table_state import TableState

WIDTH = 420  # logical px of the picture at most: a phone's chat shows it whole
EDGE = 8  # px: the screen's padding on each side of the picture
PIXEL_RATIO = 2.0  # the picture's pixels per logical px (less when the window's canvas is smaller): sharp in a chat


@drawing()
def ResultView(ui, table: TableState):
    """The picture as it will be sent, and one button to send it."""
    taken = ft.use_ref(lambda: ft.Ref[ft.Screenshot]()).current
    drawn = ft.use_ref(dict).current  # the picture's size as laid out (logical px): what to capture and keep

    def measured(e):
        drawn.update(width=e.width, height=e.height)

    content = result_picture(ui, table)
    content.on_size_change, content.size_change_interval = measured, 0
    picture = ft.Screenshot(content=content, ref=taken)
    body = ft.Column(
        [w.about(ui.t("result.about")), picture], spacing=10, horizontal_alignment=ft.CrossAxisAlignment.CENTER
    )
    send = w.primary(ui.t("result.share"), ui.act(share_result, ui, table, taken, drawn), icon=ft.Icons.SHARE)
    return frame(ui, body, send, ui.t("result.title"))


def result_picture(ui, table: TableState) -> ft.Control:
    """What the picture shows: the match (variant and day), who won, the places, every hand and the totals;
    always in the light theme, so it reads the same in any chat."""
    from scorepad.ui.app import theme

    card, stored, lang = table.card, table.stored, ui.lang
    heading = f"{w.variant_title(stored.match.rules.variant, lang)} · {short_date(stored.created, lang)}"
    items = [ft.Text(f"♥ {ui.t('app.title')} · {heading}", size=14, color=ft.Colors.ON_SURFACE_VARIANT)]
    if card.outcome.finished:
        items.append(ft.Text(words.outcome_line(card, lang), size=24, weight=ft.FontWeight.BOLD))
    for place, seat, total in words.standings(card):
        items.append(
            ft.Text(
                ui.t("end.place", place=place, name=stored.match.players[seat], points=figure(total)),
                size=16,
                weight=ft.FontWeight.BOLD if place == 1 else None,
            )
        )
    items += [
        ft.Divider(height=8),
        Scorecard(ui, card, lang),
        ft.Text(ui.t("result.made_with"), size=11, color=ft.Colors.ON_SURFACE_VARIANT, text_align=ft.TextAlign.RIGHT),
    ]
    width = min(WIDTH, ui.chrome.width - 2 * EDGE) if ui.chrome.width else WIDTH  # as wide as the phone allows
    return ft.Container(
        ft.Column(items, spacing=4, horizontal_alignment=ft.CrossAxisAlignment.STRETCH),
        width=width,
        padding=ft.Padding.all(16),
        bgcolor=ft.Colors.SURFACE,
        theme=theme(),
        theme_mode=ft.ThemeMode.LIGHT,
    )


async def share_result(ui, table: TableState, taken: ft.Ref, drawn: dict) -> None:
    """Draw the picture on the device, keep just the picture, then send it on (or say it could not be made)."""
    from scorepad.ui import exporting

    png = await ui.device.picture(taken.current, (drawn.get("width", 0), drawn.get("height", 0)), PIXEL_RATIO)
    if png is None:
        ui.say(ui.t("result.failed"))
        return
    stored = table.stored
    await ui.files.share_image(
        png, exporting.file_name("scorepad", stored.created[:10], *stored.match.players, ext="png")
    )


async def load_result(session, params) -> TableState:
    return await session.tables.open(params["id"])


result = Screen(load_result, ResultView, parent="/match/:id", live=True)
