"""Past matches: date, players, winner; each opens as a read-only scorecard; delete with undo."""

from __future__ import annotations

import flet as ft

from scorepad.i18n.words import names
from scorepad.ui import widgets as w
from scorepad.ui.nav import Shown, screen
from scorepad.ui.screens.match import end_panel, grid

PAGE = 50


def summary_line(app, summary) -> tuple[str, str]:
    """('30.11.2026 · Standard', 'Anna, Ben, Carla, Dan · Anna won · 7 hands')."""
    date = local_date(summary.created, app.lang)
    players = list(summary.players)
    if summary.finished:
        state = app.t("history.won", names=names(summary.winners, players, app.lang))
    else:
        state = app.t("history.running")
    first = f"{date} · {w.variant_title(summary.variant, app.lang)}"
    return first, f"{', '.join(players)} · {state} · {app.t('history.hands', hands=summary.hands)}"


def local_date(iso: str, lang: str) -> str:
    """An ISO date as 30.11.2026 (German) or 2026-11-30 (English)."""
    day = (iso or "")[:10]
    if lang == "de" and len(day) == 10:
        return f"{day[8:10]}.{day[5:7]}.{day[:4]}"
    return day


MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def short_date(iso: str, lang: str) -> str:
    """A day for a title bar: 30.11. (German) or Nov 30 (English)."""
    day = (iso or "")[:10]
    if len(day) != 10 or not day[5:7].isdigit():
        return day
    if lang == "de":
        return f"{day[8:10]}.{day[5:7]}."
    return f"{MONTHS[int(day[5:7]) - 1]} {int(day[8:10])}"


@screen("/history", "menu.history", icon=ft.Icons.HISTORY, menu=True, order=20)
async def history(app, params) -> Shown:
    limit = params.get("limit", PAGE)
    summaries = list(await app.call("summaries", 0, limit))
    total = await app.call("count")
    items = []
    for summary in summaries:
        first, second = summary_line(app, summary)
        date = local_date(summary.created, app.lang)

        async def open_match(e, summary=summary):
            await app.go("/match" if not summary.finished else "/card", id=summary.id)

        async def delete(e, summary=summary):
            await delete_match(app, summary.id)

        items.append(ft.ListTile(
            title=ft.Text(first, weight=ft.FontWeight.BOLD),
            subtitle=ft.Text(second),
            on_click=open_match,
            trailing=w.icon_button(ft.Icons.DELETE_OUTLINE, app.t("history.delete", date=date), on_click=delete),
        ))
    if not items:
        items.append(ft.Text(app.t("history.empty"), italic=True))
    if total > limit:
        async def more(e):
            await app.go("/history", limit=limit + PAGE)

        items.append(ft.TextButton(content=app.t("history.more"), on_click=more))
    return Shown(ft.Column(items, spacing=0), title=app.t("history.title"))


async def delete_match(app, match_id: str) -> None:
    """Delete softly; the message offers to restore it."""
    try:
        await app.call("delete", match_id)
    except Exception as error:
        app.snack(app.error_text(error))
        return

    async def restore(e):
        try:
            await app.call("restore", match_id)
        except Exception as error:
            app.snack(app.error_text(error))
        await app.refresh() if app.route == "/history" else None

    await app.refresh()
    app.snack(app.t("history.deleted"), undo=restore)


@screen("/card", "menu.history")
async def read_only_card(app, params) -> Shown:
    """A finished match as it was: the standings and the scorecard, nothing to change."""
    try:
        stored = await app.call("get", params["id"])
    except Exception as error:
        return Shown(ft.Text(app.error_text(error)))
    card = stored.card
    app.params = {**params, "players": card.match.players}
    body = [ft.Text(app.t("card.read_only"), italic=True)]
    if card.outcome.finished:
        body.append(end_panel(app, card, None))
    body.append(grid(app, card))
    title = f"{w.variant_title(card.match.rules.variant, app.lang)} · {local_date(stored.created, app.lang)}"

    async def back(e):
        await app.go("/history")

    async def story(e):
        await app.go("/story", id=stored.id, back="/card")  # screens/story.py: chart and export

    actions = [w.icon_button(ft.Icons.SHOW_CHART, app.t("story.open"), on_click=story),
               w.icon_button(ft.Icons.ARROW_BACK, app.t("app.back"), on_click=back)]
    return Shown(ft.Column(body, spacing=10), title=title, actions=actions)
