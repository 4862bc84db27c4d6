"""Past matches: date, players, winner; each opens as a read-only scorecard; delete with undo."""

from __future__ import annotations

from dataclasses import dataclass

import flet as ft

from scorepad.i18n.words import figure
from scorepad.storage.records import parse_time
from scorepad.ui import questions
from scorepad.ui import widgets as w
from scorepad.ui.events import drawing
from scorepad.ui.frame import frame
from scorepad.ui.match_parts import (
    chart_button,
    end_panel,
    legend_button,
    result_button,
    short_date,
    standings_button,
)
from scorepad.ui.nav import Screen, link
from scorepad.ui.scorecard import Scorecard
from scorepad.ui.table_state import TableState

PAGE = 50


def summary_line(ui, summary) -> tuple[str, str]:
    """('30.11.2026 · 20:15 · Standard', 'Dan 61 ★ · Anna 88 · Ben 95 · Carla 102 · 14 hands'): players by
    their totals, the winner starred; a running match says which hand is next."""
    first = (
        f"{local_date(summary.created, ui.lang)} · {local_time(summary.created)} · "
        f"{w.variant_title(summary.variant, ui.lang)}"
    )
    if summary.copy_of:  # kept beside a match it disagrees with, by an import
        first += " · " + (
            ui.t("history.copy_at", hand=summary.copy_hand) if summary.copy_hand else ui.t("history.copy")
        )
    if summary.newer:  # no totals: this Scorepad can't score it
        return first, f"{' · '.join(summary.players)} · {ui.t('history.newer')}"
    stars = set(summary.winners) if summary.finished else set()
    order = summary.order  # the engine's standings, kept with the summary
    people = " · ".join(f"{summary.players[s]} {figure(summary.totals[s])}{' ★' if s in stars else ''}" for s in order)
    if summary.finished:
        hands = ui.t("history.hands", hands=summary.hands)
        return first, f"{people} · {hands}"
    return first, f"{ui.t('history.running_at', number=summary.hands + 1)} · {people}"


def local_time(iso: str) -> str:
    """The local time of day of an ISO time: '20:15'."""
    moment = parse_time(iso)
    return moment.astimezone().strftime("%H:%M") if moment is not None else ""


def local_date(iso: str, lang: str) -> str:
    """An ISO date as 30.11.2026 (German) or 2026-11-30 (English)."""
    day = (iso or "")[:10]
    if lang == "de" and len(day) == 10:
        return f"{day[8:10]}.{day[5:7]}.{day[:4]}"
    return day


@dataclass(frozen=True)
class Listing:
    """The history: the running matches on top, then a page of the finished ones and how many there are."""

    running: tuple
    finished: tuple
    total: int
    limit: int


@drawing()
def HistoryView(ui, listing: Listing):
    items = []
    for heading, summaries in (
        (ui.t("history.running_heading"), listing.running),
        (ui.t("history.finished_heading"), listing.finished),
    ):
        if summaries:
            items.append(ft.Container(w.heading(heading), padding=ft.Padding.only(left=16, top=8), key=heading))
        items += [HistoryTile(ui, summary, ui.lang, key=summary.id) for summary in summaries]
    if not items:
        items.append(ft.Text(ui.t("history.empty"), italic=True))
    if listing.total > listing.limit:
        items.append(
            ft.TextButton(content=ui.t("history.more"), on_click=ui.go(link("/history", limit=listing.limit + PAGE)))
        )
    return frame(ui, ft.Column(items, spacing=0), title=ui.t("history.title"))


@drawing(memo=True)
def HistoryTile(ui, summary, lang: str):
    """The match (a tap opens it), and beside it, not inside it, the bin: a screen reader reads the match
    first, and the bin is a button of its own."""
    first, second = summary_line(ui, summary)
    date = local_date(summary.created, ui.lang)
    opens = f"/history/{summary.id}" if summary.finished else f"/match/{summary.id}"
    tile = ft.ListTile(
        title=ft.Text(first, weight=ft.FontWeight.BOLD), subtitle=ft.Text(second), on_click=ui.go(opens), expand=True
    )
    ask = questions.delete(ui, date, summary.players, lambda: ui.actions.delete(summary.id))
    delete = w.icon_button(ft.Icons.DELETE_OUTLINE, ui.t("history.delete", date=date), on_click=ui.act(ui.ask, ask))
    return ft.Row([tile, delete], spacing=0)


async def load_history(session, params) -> Listing:
    limit = int(params["limit"]) if str(params.get("limit", "")).isdigit() else PAGE
    backend = session.backend
    store = backend.store
    running = tuple(await backend.run(store.summaries, 0, 1000, True))
    finished = tuple(await backend.run(store.summaries, 0, limit, False))
    return Listing(running, finished, await backend.run(store.count, False), limit)


@drawing()
def CardView(ui, table: TableState):
    """A finished match as it was: the standings and the scorecard, nothing to change."""
    card, stored = table.card, table.stored
    body = [details(ui, stored), ft.Text(ui.t("card.read_only"), italic=True)]
    if card.outcome.finished:
        body += [end_panel(ui, card), result_button(ui, stored.id)]
    body.append(Scorecard(ui, card, ui.lang))
    title = short_date(stored.created, ui.lang)
    actions = [legend_button(ui), chart_button(ui, stored.id), standings_button(ui, stored.match.players)]
    return frame(ui, ft.Column(body, spacing=10), title=title, actions=actions)


def details(ui, stored) -> ft.Control:
    """What a short title leaves out, under it: 'Standard · 2026-12-01 · 20:15'."""
    when = f"{local_date(stored.created, ui.lang)} · {local_time(stored.created)}"
    line = ui.t("card.variant_line", variant=w.variant_title(stored.match.rules.variant, ui.lang), date=when)
    return ft.Text(line, size=15, weight=ft.FontWeight.BOLD)


async def load_card(session, params) -> TableState:
    backend = session.backend
    return TableState.of(await backend.run(backend.store.get, params["id"]))


history = Screen(load_history, HistoryView)
card = Screen(load_card, CardView, parent="/history")
