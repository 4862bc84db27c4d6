"""Past matches: date, players, winner; each opens as a read-only scorecard; delete with undo."""

from __future__ import annotations

from dataclasses import dataclass

import flet as ft

from scorepad.i18n.words import names
from scorepad.ui import widgets as w
from scorepad.ui.nav import Frame, screen
from scorepad.ui.screens.match import Scorecard, end_panel
from scorepad.ui.table_state import new_table

PAGE = 50
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def summary_line(app, summary) -> tuple[str, str]:
    """('30.11.2026 · Standard', 'Anna, Ben, Carla, Dan · Anna won · 7 hands')."""
    players = list(summary.players)
    if summary.finished:
        state = app.t("history.won", names=names(summary.winners, players, app.lang))
    else:
        state = app.t("history.running")
    first = f"{local_date(summary.created, app.lang)} · {w.variant_title(summary.variant, app.lang)}"
    return first, f"{', '.join(players)} · {state} · {app.t('history.hands', hands=summary.hands)}"


def local_date(iso: str, lang: str) -> str:
    """An ISO date as 30.11.2026 (German) or 2026-11-30 (English)."""
    day = (iso or "")[:10]
    if lang == "de" and len(day) == 10:
        return f"{day[8:10]}.{day[5:7]}.{day[:4]}"
    return day


def short_date(iso: str, lang: str) -> str:
    """A day for a title bar: 30.11. (German) or Nov 30 (English)."""
    day = (iso or "")[:10]
    if len(day) != 10 or not day[5:7].isdigit():
        return day
    if lang == "de":
        return f"{day[8:10]}.{day[5:7]}."
    return f"{MONTHS[int(day[5:7]) - 1]} {int(day[8:10])}"


@dataclass(frozen=True)
class Listing:
    """One page of the history: the summaries shown and how many there are in all."""

    summaries: tuple
    total: int
    limit: int


async def load_history(app, params) -> Listing:
    limit = params.get("limit", PAGE)
    summaries = tuple(await app.backend.run(app.store.summaries, 0, limit))
    return Listing(summaries, await app.backend.run(app.store.count), limit)


@screen("/history", "menu.history", load=load_history, icon=ft.Icons.HISTORY, menu=True, order=20)
def history_screen(app, listing: Listing) -> Frame:
    items = []
    for summary in listing.summaries:
        first, second = summary_line(app, summary)
        date = local_date(summary.created, app.lang)
        route = "/card" if summary.finished else "/match"
        items.append(ft.ListTile(
            title=ft.Text(first, weight=ft.FontWeight.BOLD), subtitle=ft.Text(second),
            on_click=app.act(app.go, route, id=summary.id),
            trailing=w.icon_button(ft.Icons.DELETE_OUTLINE, app.t("history.delete", date=date), on_click=app.act(delete_match, app, summary.id)),
        ))
    if not items:
        items.append(ft.Text(app.t("history.empty"), italic=True))
    if listing.total > listing.limit:
        items.append(ft.TextButton(content=app.t("history.more"), on_click=app.act(app.go, "/history", limit=listing.limit + PAGE)))
    return Frame(ft.Column(items, spacing=0), title=app.t("history.title"))


async def delete_match(app, match_id: str) -> None:
    """Delete softly; the message offers to restore it."""
    await app.backend.write(app.store.delete, match_id)
    app.tell_others(match_id)
    await app.refresh()
    app.say(app.t("history.deleted"), undo=lambda: restore_match(app, match_id))


async def restore_match(app, match_id: str) -> None:
    await app.backend.write(app.store.restore, match_id)
    app.tell_others(match_id)
    if app.route == "/history":
        await app.refresh()


async def load_card(app, params):
    return new_table(await app.backend.run(app.store.get, params["id"]))


@screen("/card", "menu.history", load=load_card)
def read_only_card(app, table) -> Frame:
    """A finished match as it was: the standings and the scorecard, nothing to change."""
    card, stored = table.card, table.stored
    body = [ft.Text(app.t("card.read_only"), italic=True)]
    if card.outcome.finished:
        body.append(end_panel(app, card))
    body.append(Scorecard(app, card, app.lang))
    title = f"{w.variant_title(card.match.rules.variant, app.lang)} · {local_date(stored.created, app.lang)}"
    actions = [w.icon_button(ft.Icons.SHOW_CHART, app.t("story.open"), on_click=app.act(app.go, "/story", id=stored.id, back="/card")),
               w.icon_button(ft.Icons.ARROW_BACK, app.t("app.back"), on_click=app.act(app.go, "/history"))]
    return Frame(ft.Column(body, spacing=10), title=title, actions=actions)
