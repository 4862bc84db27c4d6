"""Handing a match over to another phone: a big QR code of its link (`SITE#/take/PAYLOAD`, scorepad.rules.handover)
and the link to copy or share, with one line saying what happens. The link opens the published site: on the
site itself its own address; in `scorepad --web` and the desktop app the address --site gave (kept in the
settings), else one line says how to give it. A match too long for a code a phone reads is offered as a file."""

from __future__ import annotations

from dataclasses import dataclass

import flet as ft

from scorepad.ui import widgets as w
from scorepad.ui.backend import IN_BROWSER
from scorepad.ui.events import drawing
from scorepad.ui.frame import frame
from scorepad.ui.nav import Screen

SITE_KEY = "site"  # the settings' key of the published site's address (as `scorepad --site URL` keeps it)
WIDEST = 520  # px: the code's side at most (a desktop window); on a phone the width less a margin


@dataclass(frozen=True)
class HandOver:
    """The match handed over, its link (None: no site known), the QR version the link needs and the next hand."""

    stored: object
    link: str | None
    version: int = 0
    next_hand: int | None = None

    @property
    def id(self) -> str:
        return self.stored.id

    @property
    def fits(self) -> bool:
        from scorepad.server.links import QR_LIMIT

        return self.link is not None and self.version <= QR_LIMIT


def site_of(page_url: str | None, settings: dict) -> str:
    """The published site's address: the page's own on the site, else the one the settings keep ('' when none)."""
    from scorepad.rules.handover import site_address

    if IN_BROWSER:
        return site_address(page_url or "")
    return site_address(settings.get(SITE_KEY) or "")


def handover_of(stored, data: dict, site: str) -> HandOver:
    """The hand-over of a stored match whose export is `data`, to `site` ('' when none is known)."""
    from scorepad.rules.handover import link_of, payload_of
    from scorepad.server.links import qr_version
    from scorepad.stats.export import match_file_text

    card = stored.card
    next_hand = None if card.outcome.finished else len(card.results) + 1
    if not site:
        return HandOver(stored, None, next_hand=next_hand)
    link = link_of(site, payload_of(match_file_text(data, compact=True).encode("utf-8")))
    return HandOver(stored, link, qr_version(link), next_hand)


@drawing()
def HandOverView(ui, handover: HandOver):
    t = ui.t
    if handover.link is None:
        body = [ft.Text(t("handover.no_site"), size=16, weight=ft.FontWeight.BOLD)]
        return frame(ui, ft.Column(body, spacing=12), title=t("handover.title"))
    about = t("handover.about", number=handover.next_hand) if handover.next_hand else t("handover.about_done")
    body: list[ft.Control] = []
    if handover.fits:
        from scorepad.server.links import qr_svg

        # an SVG: sharp at any size, drawn where images are not
        side = max(200, min(WIDEST, int(ui.chrome.width or WIDEST) - 40))
        body += [
            ft.Text(about, size=16, weight=ft.FontWeight.BOLD, text_align=ft.TextAlign.CENTER),
            ft.Image(src=qr_svg(handover.link), width=side, height=side, semantics_label=t("handover.qr")),
        ]
    else:
        body += [
            ft.Text(t("handover.too_long", version=handover.version), size=16, weight=ft.FontWeight.BOLD),
            ft.OutlinedButton(
                content=t("export.json"),
                icon=ft.Icons.DATA_OBJECT,
                height=w.TAP,
                on_click=ui.act(ui.files.save_match, handover.stored),
            ),
        ]
    body += [
        ft.Row(
            [
                ft.OutlinedButton(
                    content=t("handover.copy"),
                    icon=ft.Icons.COPY,
                    height=w.TAP,
                    on_click=ui.act(ui.files.copy_link, handover.link),
                ),
                ft.OutlinedButton(
                    content=t("handover.share"),
                    icon=ft.Icons.SHARE,
                    height=w.TAP,
                    on_click=ui.act(ui.files.share_link, handover.link),
                ),
            ],
            wrap=True,
            spacing=8,
            run_spacing=8,
            alignment=ft.MainAxisAlignment.CENTER,
        ),
        ft.Text(
            handover.link,
            selectable=True,
            size=11,
            max_lines=3,
            overflow=ft.TextOverflow.ELLIPSIS,
            color=ft.Colors.ON_SURFACE_VARIANT,
            semantics_label=t("handover.link"),
        ),
    ]
    return frame(
        ui, ft.Column(body, spacing=12, horizontal_alignment=ft.CrossAxisAlignment.CENTER), title=t("handover.title")
    )


async def load_handover(session, params) -> HandOver:
    backend = session.backend
    stored = await backend.run(backend.store.get, params["id"])
    data = await backend.run(backend.store.export_match, params["id"])
    return handover_of(stored, data, site_of(session.page.url, session.chrome.settings))


handover = Screen(load_handover, HandOverView, parent="/match/:id")
