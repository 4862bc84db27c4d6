"""Past matches: date, players, winner; each opens as a read-only scorecard; delete with undo."""

from __future__ import annotations

from dataclasses import dataclass

import flet as ft

from scorepad.storage.records import parse_time
from scorepad.ui import widgets as w
from scorepad.ui.nav import Frame, screen
from scorepad.ui.screens.match import Scorecard, end_panel, legend_button
from scorepad.ui.table_state import new_table

PAGE = 50
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def summary_line(app, summary) -> tuple[str, str]:
    """('30.11.2026 · 20:15 · Standard', 'Dan 61 ★ · Anna 88 · Ben 95 · Carla 102 · 14 hands'): players by
    their totals, the winner starred; a running match says which hand is next."""
    first = f"{local_date(summary.created, app.lang)} · {local_time(summary.created)} · {w.variant_title(summary.variant, app.lang)}"
    stars = set(summary.winners) if summary.finished else set()
    order = sorted(range(len(summary.players)), key=lambda seat: summary.totals[seat])
    people = " · ".join(f"{summary.players[s]} {summary.totals[s]}{' ★' if s in stars else ''}" for s in order)
    if summary.finished:
        hands = app.t("history.hands", hands=summary.hands)
        return first, f"{people} · {hands}"
    return first, f"{app.t('history.running_at', number=summary.hands + 1)} · {people}"


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
    """The history: the running matches on top, then a page of the finished ones and how many there are."""

    running: tuple
    finished: tuple
    total: int
    limit: int


async def load_history(app, params) -> Listing:
    limit = params.get("limit", PAGE)
    running = tuple(await app.backend.run(app.store.summaries, 0, 1000, True))
    finished = tuple(await app.backend.run(app.store.summaries, 0, limit, False))
    return Listing(running, finished, await app.backend.run(app.store.count, False), limit)


@screen("/history", "menu.history", load=load_history)
def history_screen(app, listing: Listing) -> Frame:
    items = []
    for heading, summaries in ((app.t("history.running_heading"), listing.running), (app.t("history.finished_heading"), listing.finished)):
        if summaries:
            items.append(ft.Container(w.heading(heading), padding=ft.Padding.only(left=16, top=8)))
        items += [history_entry(app, summary) for summary in summaries]
    if not items:
        items.append(ft.Text(app.t("history.empty"), italic=True))
    if listing.total > listing.limit:
        items.append(ft.TextButton(content=app.t("history.more"), on_click=app.act(app.go, "/history", limit=listing.limit + PAGE)))
    return Frame(ft.Column(items, spacing=0), title=app.t("history.title"))


def history_entry(app, summary) -> ft.Control:
    """The match (a tap opens it), and beside it, not inside it, the bin: a screen reader reads the match
    first, and the bin is a button of its own (as the tile's trailing part its name came first)."""
    first, second = summary_line(app, summary)
    date = local_date(summary.created, app.lang)
    tile = ft.ListTile(title=ft.Text(first, weight=ft.FontWeight.BOLD), subtitle=ft.Text(second),
                       on_click=app.act(app.go, "/card" if summary.finished else "/match", id=summary.id), expand=True)
    delete = w.icon_button(ft.Icons.DELETE_OUTLINE, app.t("history.delete", date=date), on_click=app.act(ask_delete, app, summary))
    return ft.Row([tile, delete], spacing=0)


def ask_delete(app, summary) -> None:
    """Deleting asks first (and can still be undone after): a slip of the thumb costs nothing."""
    from scorepad.ui.session import Choice, Question

    date = local_date(summary.created, app.lang)
    app.ask(Question(app.t("history.delete_confirm", date=date), (
        Choice(app.t("app.cancel"), None),
        Choice(app.t("history.delete_do"), lambda: delete_match(app, summary.id), tone="danger"),
    ), (", ".join(summary.players),)))


async def delete_match(app, match_id: str) -> None:
    """Delete softly (the match goes to the Store's trash); the message offers to restore it."""
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
    title = f"{w.variant_title(card.match.rules.variant, app.lang)} · {short_date(stored.created, app.lang)}"
    actions = [legend_button(app),
               w.icon_button(ft.Icons.SHOW_CHART, app.t("story.open"), on_click=app.act(app.go, "/story", id=stored.id, back="/card"))]
    return Frame(ft.Column(body, spacing=10), title=title, actions=actions, back=app.act(app.go, "/history"))
