"""The watcher's view, for a phone lying on the table: "Ich bin …" once (kept on that phone), then in big
type my total and place, the next dealer, where my cards go, who leads, how far I am from the target; the
scorecard below; the moon and the end as they happen. And the TV view for a screen facing the table."""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass

import flet as ft

from scorepad.rules import places, to_target
from scorepad.ui import table as words
from scorepad.ui import widgets as w
from scorepad.ui.nav import Frame, screen
from scorepad.ui.screens.match import Scorecard, legend_button
from scorepad.ui.table_state import TableState, open_table
from scorepad.ui.view import use_kept, view

log = logging.getLogger("scorepad.ui")
VIEWER_KEY = "scorepad.viewer"  # on the phone: whose phone it is


async def recall_viewer(app) -> None:
    """Whose phone this is, from the phone's own storage (a client that does not answer: nobody yet)."""
    try:
        app.chrome.viewer = await asyncio.wait_for(preferences(app).get(VIEWER_KEY), 3) or None
    except (asyncio.TimeoutError, RuntimeError):
        log.debug("the phone did not say whose it is")


def preferences(app) -> ft.SharedPreferences:
    if "preferences" not in app.services:
        app.services["preferences"] = ft.SharedPreferences()
    return app.services["preferences"]


@dataclass(frozen=True)
class Watched:
    """The shared match as the watch screen holds it. Not observable itself: when a hand comes in, only
    the body (WatchBody, which is given the table state) is drawn again, not the app bar and the frame —
    the work every watcher's session does for each saved hand."""

    table: TableState

    @property
    def id(self) -> str:
        return self.table.id


async def load_watch(app, params) -> Watched | None:
    """The shared match (None while nothing is shared yet)."""
    return Watched(await open_table(app, app.shared)) if app.shared is not None else None


@screen("/watch", "watch.title", load=load_watch)
def watch_screen(app, watched: Watched | None) -> Frame:
    if watched is None:
        return Frame(ft.Text(app.t("watch.waiting"), size=20), title=app.t("watch.title"))
    table = watched.table
    if app.chrome.tv:
        back = w.icon_button(ft.Icons.PHONE_ANDROID, app.t("watch.phone_view"), on_click=app.act(set_tv, app, False))
        return Frame(WatchBody(app, table, app.lang, None, True), title=app.t("watch.title"), actions=[back])
    players = table.players
    seat = players.index(app.chrome.viewer) if app.chrome.viewer in players else None
    if seat is None and not app.chrome.viewer == WATCHING:
        return who_frame(app, table)
    actions = [legend_button(app), w.icon_button(ft.Icons.PERSON_SEARCH, app.t("watch.not_me"), on_click=app.act(set_viewer, app, None))]
    return Frame(WatchBody(app, table, app.lang, seat, False), title=app.t("watch.title"), actions=actions)


@view
def WatchBody(app, table: TableState, lang: str, seat: int | None, tv: bool):
    """What follows the match: the moon or the end, my next step (`seat`: whose phone) and the scorecard;
    or on a TV the totals, the next deal and the last hand, large."""
    if table.gone:
        return ft.Text(table.gone, size=20)
    if tv:
        return tv_body(app, table)
    body = [news(app, table), MyNextStep(app, table.card, seat, lang) if seat is not None else None, Scorecard(app, table.card, lang)]
    return ft.Column([b for b in body if b is not None], spacing=12, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)


WATCHING = "\u0000watching"  # the viewer chose to watch without being a player


def who_frame(app, table: TableState) -> Frame:
    """'Who are you?': one big button per player, and just watching, and the TV view."""
    buttons = [w.primary(name, app.act(set_viewer, app, name)) for name in table.players]
    buttons += [ft.OutlinedButton(content=app.t("watch.just_watching"), on_click=app.act(set_viewer, app, WATCHING), height=w.TAP),
                ft.OutlinedButton(content=app.t("watch.tv"), icon=ft.Icons.TV, on_click=app.act(set_tv, app, True), height=w.TAP)]
    return Frame(ft.Column([ft.Text(app.t("watch.who"), size=26, weight=ft.FontWeight.BOLD), *buttons], spacing=12),
                 title=app.t("watch.title"))


async def set_viewer(app, name: str | None) -> None:
    """This phone is `name`'s (None: ask again); kept on the phone for the next visit."""
    app.chrome.viewer = name
    try:
        await asyncio.wait_for(preferences(app).set(VIEWER_KEY, name or ""), 3)
    except (asyncio.TimeoutError, RuntimeError):
        log.debug("the phone did not keep whose it is")


def set_tv(app, on: bool) -> None:
    app.chrome.tv = on


def news(app, table: TableState) -> ft.Control | None:
    """The end (winner, or a tie playing on) or the last hand's moon, as it happens."""
    card = table.card
    line = words.outcome_line(card, app.lang)
    if line:
        return banner(line, ft.Colors.TERTIARY_CONTAINER, 28)
    if card.results and card.results[-1].score.moon is not None:
        moon, result = card.results[-1].score.moon, card.results[-1]
        text = app.t(f"moon.applied.{moon.applied}", name=table.players[moon.shooter], points=result.hand.points[moon.shooter])
        return banner(f"☾ {text}", ft.Colors.SECONDARY_CONTAINER, 20)
    return None


def banner(text: str, color, size: int) -> ft.Control:
    return ft.Container(ft.Text(text, size=size, weight=ft.FontWeight.BOLD), bgcolor=color, border_radius=12, padding=ft.Padding.all(14))


@view(memo=True)
def MyNextStep(app, card, seat: int, lang: str):
    """Big: my total and place; then the next deal as it concerns me: dealer, my cards, who leads, the target.
    Drawn again for each hand on every phone: one text per line, and the lines that stay the same kept."""
    kept = use_kept()
    players = card.match.players
    place = next(p for p, s in places(card.totals) if s == seat)
    total = ft.Text(spans=[ft.TextSpan(str(card.totals[seat]), ft.TextStyle(size=56, weight=ft.FontWeight.W_900)),
                           ft.TextSpan("   " + app.t("watch.place", total=card.totals[seat], place=place, players=len(players)), ft.TextStyle(size=20))],
                    semantics_label=app.t("watch.total", total=card.totals[seat], place=place, players=len(players)))
    items = [kept(("name", players[seat]), lambda: ft.Text(players[seat], size=22, weight=ft.FontWeight.BOLD)), total]
    deal = card.next
    if deal is not None:
        lines = words.deal_lines(deal, players, app.lang, card.match.rules.rounds_to_play(len(players)))
        passing = words.to_receiver(deal, seat, players, app.lang)
        arrow = words.arrow(deal.pass_offset, len(players)) if deal.cards_passed else ""
        items += [ft.Text(lines.title, size=20),
                  ft.Text(f"{arrow} {passing}".strip(), size=28, weight=ft.FontWeight.BOLD, color=ft.Colors.PRIMARY)]
        if lines.setup:
            items.append(kept(("setup", lines.setup), lambda: w.suit_text(lines.setup, size=18)))
    left = to_target(card.totals, seat, card.match.rules.target_score())
    if left is not None and deal is not None:
        items.append(ft.Text(app.t("watch.to_target", left=left, target=card.match.rules.target_score()), size=18))
    return ft.Container(ft.Column(items, spacing=6), padding=ft.Padding.all(14), border_radius=12, bgcolor=ft.Colors.SURFACE_CONTAINER_HIGHEST)


def tv_body(app, table: TableState) -> ft.Control:
    """For a screen facing the table: everyone's total, large; the next deal; the last hand."""
    card, players = table.card, table.players
    lead = set(words.leaders(card))
    cells = []
    for seat, name in enumerate(players):
        star = " ★" if seat in lead else ""
        cells.append(ft.Container(ft.Column([ft.Text(name, size=28, weight=ft.FontWeight.BOLD),
                                             ft.Text(f"{card.totals[seat]}{star}", size=64, weight=ft.FontWeight.W_900,
                                                     color=ft.Colors.PRIMARY if seat in lead else None)],
                                            horizontal_alignment=ft.CrossAxisAlignment.CENTER, spacing=0),
                                  expand=True, alignment=ft.Alignment.CENTER))
    items = [ft.Row(cells), news(app, table)]
    if card.next is not None:
        lines = words.deal_lines(card.next, players, app.lang, card.match.rules.rounds_to_play(len(players)))
        items += [ft.Text(lines.title, size=32, weight=ft.FontWeight.BOLD), ft.Text(lines.passing, size=28)]
        if lines.chain:
            items.append(ft.Text(lines.chain, size=22))
    if card.results:
        last = card.results[-1]
        shown = ", ".join(f"{p} {v}" for p, v in zip(players, last.score.scores))
        items.append(ft.Text(app.t("watch.last_hand", number=last.number, scores=shown), size=22))
    return ft.Column([i for i in items if i is not None], spacing=16, horizontal_alignment=ft.CrossAxisAlignment.CENTER)
