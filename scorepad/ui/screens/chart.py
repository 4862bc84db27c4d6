"""The chart screen: the running totals beside (desktop) or above (phone) the scorecard, and its
exports: the scorecard as CSV, the JSON match file, a text summary to copy or share."""

from __future__ import annotations

import flet as ft

from scorepad.stats import running_totals, summary_text
from scorepad.ui import totals_chart
from scorepad.ui import widgets as w
from scorepad.ui.events import drawing
from scorepad.ui.frame import frame
from scorepad.ui.nav import Screen
from scorepad.ui.scorecard import Scorecard
from scorepad.ui.table_state import TableState

WIDE = 1000  # px: from here the chart sits beside the scorecard, as tall as a dozen rows


def export_buttons(ui, stored) -> ft.Control:
    """Save as CSV, save the match file, copy or share the summary."""

    def button(text, icon, work):
        return ft.OutlinedButton(content=text, icon=icon, on_click=ui.act(work, stored), height=w.TAP)

    return ft.Row([button(ui.t("export.csv"), ft.Icons.TABLE_CHART, ui.files.save_csv),
                   button(ui.t("export.json"), ft.Icons.DATA_OBJECT, ui.files.save_match),
                   button(ui.t("export.copy"), ft.Icons.COPY, ui.files.copy_summary),
                   button(ui.t("export.share"), ft.Icons.SHARE, ui.files.share_summary)],
                  wrap=True, spacing=8, run_spacing=8)


@drawing()
def ChartView(ui, table: TableState):
    from scorepad.ui.screens.history import details

    stored, card = table.stored, table.card
    totals = running_totals(stored.match)
    if totals.hands:
        wide = ui.chrome.width >= WIDE
        pictured = ft.Column([totals_chart.line_chart(totals, ui.lang, 360 if wide else 260), totals_chart.legend(totals, ui.lang)], spacing=6)
    else:
        pictured = ft.Text(ui.t("chart.no_hands"), italic=True)
    sides = ft.ResponsiveRow([ft.Container(pictured, col={"xs": 12, "lg": 7}),
                              ft.Container(Scorecard(ui, card, ui.lang), col={"xs": 12, "lg": 5})], spacing=16, run_spacing=12)
    summary = summary_text(stored.match, ui.lang, stored.created)
    body = ft.Column([details(ui, stored), sides, ft.Divider(), w.heading(ui.t("chart.export")), export_buttons(ui, stored),
                      ft.Text(summary, selectable=True, size=13, semantics_label=summary)], spacing=10)
    return frame(ui, body, title=ui.t("chart.title"))


async def load_chart(session, params) -> TableState:
    return await session.tables.open(params["id"])


chart = Screen(load_chart, ChartView, parent="/match/:id", live=True)
