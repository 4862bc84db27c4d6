"""A match's story: the chart of running totals beside (desktop) or above (phone) the scorecard, and its
exports: the scorecard as CSV, the JSON match file, a text summary to copy or share."""

from __future__ import annotations

import flet as ft

from scorepad.i18n.words import variant_name
from scorepad.stats import match_file_text, match_story, scorecard_csv, summary_text
from scorepad.ui import chart, exporting
from scorepad.ui import widgets as w
from scorepad.ui.nav import Frame, screen
from scorepad.ui.table_state import new_table


def export_buttons(app, stored) -> ft.Control:
    """Save as CSV, save the match file, copy or share the summary."""
    match = stored.match
    base = ("scorepad", stored.created[:10], *match.players)

    async def csv():
        await exporting.save_bytes(app, scorecard_csv(match, app.lang), exporting.file_name(*base, ext="csv"))

    async def json_file():
        data = await app.backend.run(app.store.export_match, stored.id)
        await exporting.save_bytes(app, match_file_text(data).encode("utf-8"), exporting.file_name(*base, ext="json"))

    async def copy():
        await exporting.copy_text(app, summary_text(match, app.lang, stored.created))

    async def share():
        await exporting.share_text(app, summary_text(match, app.lang, stored.created), app.t("story.share_subject"))

    def button(text, icon, work):
        return ft.OutlinedButton(content=text, icon=icon, on_click=app.act(work), height=w.TAP)

    return ft.Row([button(app.t("export.csv"), ft.Icons.TABLE_CHART, csv),
                   button(app.t("export.json"), ft.Icons.DATA_OBJECT, json_file),
                   button(app.t("export.copy"), ft.Icons.COPY, copy),
                   button(app.t("export.share"), ft.Icons.SHARE, share)],
                  wrap=True, spacing=8, run_spacing=8)


async def load_story(app, params):
    return new_table(await app.backend.run(app.store.get, params["id"]))


@screen("/story", "story.title", load=load_story)
def story_screen(app, table) -> Frame:
    from scorepad.ui.screens.history import short_date
    from scorepad.ui.screens.match import Scorecard

    stored, card = table.stored, table.card
    story = match_story(stored.match)
    if story.hands:
        wide = (app.page.width or 0) >= 1000  # beside the scorecard: as tall as a dozen rows
        pictured = ft.Column([chart.line_chart(story, app.lang, 360 if wide else 260), chart.legend(story, app.lang)], spacing=6)
    else:
        pictured = ft.Text(app.t("story.no_hands"), italic=True)
    sides = ft.ResponsiveRow([ft.Container(pictured, col={"xs": 12, "lg": 7}),
                              ft.Container(Scorecard(app, card, app.lang), col={"xs": 12, "lg": 5})], spacing=16, run_spacing=12)
    summary = summary_text(stored.match, app.lang, stored.created)
    body = ft.Column([sides, ft.Divider(), w.heading(app.t("story.export")), export_buttons(app, stored),
                      ft.Text(summary, selectable=True, size=13, semantics_label=summary)], spacing=10)
    variant = variant_name(stored.match.rules.variant, app.lang)
    title = f"{variant[:1].upper()}{variant[1:]} · {short_date(stored.created, app.lang)}"
    back = app.chrome.shown.params.get("back", "/match") if app.chrome.shown else "/match"
    actions = [w.icon_button(ft.Icons.ARROW_BACK, app.t("app.back"), on_click=app.act(app.go, back, id=stored.id))]
    return Frame(body, title=title, actions=actions)
