"""Sharing the table: the host shares the match and shows a QR code for the watch link and, separately,
for the score link, with the address as text; "New links" ends the old ones. Codes made on the device."""

from __future__ import annotations

from dataclasses import dataclass

import flet as ft

from scorepad.seating import SCORE, WATCH
from scorepad.ui import widgets as w
from scorepad.ui.chrome import Choice, Question
from scorepad.ui.events import drawing
from scorepad.ui.frame import frame
from scorepad.ui.nav import Screen

QR_PIXELS = 6  # per module: a phone across the table reads it (whole pixels: no blurred edges)


@ft.observable
@dataclass
class Sharing:
    """Which link is on show (watch or score), for which match; how many sessions new links ended."""

    match_id: str
    showing: str = WATCH
    ended: int | None = None

    def show_link(self, kind: str) -> None:
        self.showing = kind

    def links_renewed(self, ended: int) -> None:
        self.ended = ended


@drawing()
def ShareView(ui, sharing: Sharing):
    from scorepad.server.links import qr_modules, qr_svg

    t, links = ui.t, ui.seat.links
    url = links.url(sharing.showing)
    kinds = [(WATCH, t("share.watch"), t("share.watch")), (SCORE, t("share.score"), t("share.score"))]
    body = [w.choice_row(kinds, sharing.showing, lambda kind: ui.act(sharing.show_link, kind))]
    # first what holds for both links: only this machine can connect, a link would not reach a phone
    if not links.network:
        body.append(ft.Text(t("share.loopback"), size=16, weight=ft.FontWeight.BOLD))
    body.append(w.about(t(f"share.{sharing.showing}_about")))
    if links.network:
        side = qr_modules(url) * QR_PIXELS  # an SVG, not a PNG: a browser off a secure context decodes no images
        body += [
            ft.Image(src=qr_svg(url), width=side, height=side, semantics_label=t("share.qr", url=url)),
            ft.Text(url, selectable=True, size=15, semantics_label=url),
            ft.OutlinedButton(
                content=t("share.new_links"),
                icon=ft.Icons.AUTORENEW,
                on_click=ui.act(ask_new_links, ui, sharing),
                height=w.TAP,
            ),
        ]
    if sharing.ended is not None:
        body.append(ft.Text(t("share.ended", count=sharing.ended), weight=ft.FontWeight.BOLD))
    return frame(
        ui, ft.Column(body, spacing=12, horizontal_alignment=ft.CrossAxisAlignment.CENTER), title=t("share.title")
    )


def ask_new_links(ui, sharing: Sharing) -> None:
    ui.ask(
        Question(
            ui.t("share.new_links_confirm"),
            (
                Choice(ui.t("app.cancel"), None),
                Choice(ui.t("share.new_links"), lambda: new_links(ui, sharing), tone="danger"),
            ),
            (ui.t("share.new_links_about"),),
        )
    )


async def new_links(ui, sharing: Sharing) -> None:
    """New score and watch secrets: whoever joined with the old ones is out and must scan again."""
    sharing.links_renewed(await ui.seat.new_links())


async def load_share(session, params) -> Sharing:
    """Share the match (the host's seat only; others are refused), then show its links."""
    if session.seat is None:
        from scorepad.storage.errors import Forbidden

        raise Forbidden(action="share", role=session.role)
    session.seat.share(params["id"])
    return Sharing(params["id"], params.get("showing", WATCH))


share = Screen(load_share, ShareView, parent="/match/:id")
