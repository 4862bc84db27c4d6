"""Sharing the table: the host shares the match and shows a QR code for the watch link and, separately,
for the score link, with the address as text; "New links" ends the old ones. Codes made on the device."""

from __future__ import annotations

from dataclasses import dataclass

import flet as ft

from scorepad.server import SCORE, WATCH
from scorepad.server.links import qr_png
from scorepad.ui import widgets as w
from scorepad.ui.nav import Frame, screen
from scorepad.ui.session import Choice, Question

QR_PIXELS = 6  # per module: a phone across the table reads it


@ft.observable
@dataclass
class Sharing:
    """Which link is on show (watch or score), for which match; how many sessions new links ended."""

    match_id: str
    showing: str = WATCH
    ended: int | None = None


async def load_share(app, params) -> Sharing:
    """Share the match (the host's seat only), then show its links."""
    app.seat.share(params["id"])
    return Sharing(params["id"], params.get("showing", WATCH))


@screen("/share", "share.title", load=load_share)
def share_screen(app, sharing: Sharing) -> Frame:
    t, links = app.t, app.seat.links
    url = links.url(sharing.showing)
    kinds = [(WATCH, t("share.watch"), t("share.watch")), (SCORE, t("share.score"), t("share.score"))]
    body = [w.choice_row(kinds, sharing.showing, lambda kind: app.act(show_link, sharing, kind)),
            w.about(t(f"share.{sharing.showing}_about"))]
    if links.network:
        body += [ft.Image(src=qr_png(url, QR_PIXELS), width=300, height=300, semantics_label=t("share.qr", url=url)),
                 ft.Text(url, selectable=True, size=15, semantics_label=url),
                 ft.OutlinedButton(content=t("share.new_links"), icon=ft.Icons.AUTORENEW, on_click=app.act(ask_new_links, app, sharing),
                                   height=w.TAP)]
    else:  # only this machine can connect: a link would not reach a phone
        body.append(ft.Text(t("share.loopback"), size=16, weight=ft.FontWeight.BOLD))
    if sharing.ended is not None:
        body.append(ft.Text(t("share.ended", count=sharing.ended), weight=ft.FontWeight.BOLD))
    column = ft.Column(body, spacing=12, horizontal_alignment=ft.CrossAxisAlignment.CENTER)
    return Frame(column, title=t("share.title"), back=app.act(app.go, "/match", id=sharing.match_id))


def show_link(sharing: Sharing, kind: str) -> None:
    sharing.showing = kind


def ask_new_links(app, sharing: Sharing) -> None:
    app.ask(Question(app.t("share.new_links_confirm"), (
        Choice(app.t("app.cancel"), None),
        Choice(app.t("share.new_links"), lambda: new_links(app, sharing), tone="danger"),
    ), (app.t("share.new_links_about"),)))


async def new_links(app, sharing: Sharing) -> None:
    """New score and watch secrets: whoever joined with the old ones is out and must scan again."""
    sharing.ended = await app.seat.new_links()
