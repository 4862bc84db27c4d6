"""What the match, history and result screens share: a match's day for a title bar, the end's panel with the
winner and standings, the legend's button, the way to the result picture."""

from __future__ import annotations

import flet as ft

from scorepad.i18n.words import figure
from scorepad.ui import questions
from scorepad.ui import table as words
from scorepad.ui import widgets as w
from scorepad.ui.frame import Tucked
from scorepad.ui.group_filter import group_param
from scorepad.ui.nav import link

MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def short_date(iso: str, lang: str) -> str:
    """A day for a title bar: 30.11. (German) or Nov 30 (English)."""
    day = (iso or "")[:10]
    if len(day) != 10 or not day[5:7].isdigit():
        return day
    if lang == "de":
        return f"{day[8:10]}.{day[5:7]}."
    return f"{MONTHS[int(day[5:7]) - 1]} {int(day[8:10])}"


def end_panel(ui, card) -> ft.Control:
    """Winner and final standings."""
    players = card.match.players
    items = [
        ft.Text(ui.t("end.title"), size=16),
        ft.Text(words.outcome_line(card, ui.lang), size=26, weight=ft.FontWeight.BOLD),
    ]
    for place, seat, total in words.standings(card):
        items.append(
            ft.Text(
                ui.t("end.place", place=place, name=players[seat], points=figure(total)),
                size=18,
                weight=ft.FontWeight.BOLD if place == 1 else None,
            )
        )
    return ft.Container(
        ft.Column(items, spacing=4), padding=ft.Padding.all(12), border_radius=10, bgcolor=ft.Colors.TERTIARY_CONTAINER
    )


def legend_button(ui) -> Tucked:
    """What the scorecard's signs mean, one tap away (on a narrow phone, in the menu)."""
    return Tucked(ft.Icons.INFO_OUTLINE, ui.t("legend.open"), on_click=ui.act(ui.ask, questions.legend(ui)))


def chart_button(ui, match_id: str) -> Tucked:
    """The match's story as a chart (and its export), one tap away (on a narrow phone, in the menu)."""
    return Tucked(ft.Icons.SHOW_CHART, ui.t("chart.open"), on_click=ui.go(f"/match/{match_id}/chart"))


def standings_button(ui, players) -> Tucked:
    """This table's standings: the statistics of the matches these people played, in any seats (in the menu)."""
    route = link("/stats", group=group_param(players))
    return Tucked(ft.Icons.LEADERBOARD, ui.t("stats.this_table"), on_click=ui.go(route), in_menu=True)


def result_button(ui, match_id: str) -> ft.Control:
    """On a finished match: the way to its picture."""
    return ft.OutlinedButton(
        content=ui.t("result.open"), icon=ft.Icons.SHARE, height=w.TAP, on_click=ui.go(f"/match/{match_id}/result")
    )
