"""A match's story: the chart of running totals beside (desktop) or above (phone) the scorecard, and its
exports: the scorecard as CSV, the JSON match file, a text summary to copy or share."""

from __future__ import annotations

import flet as ft

from scorepad.i18n.words import variant_name
from scorepad.stats import match_file_text, match_story, scorecard_csv, summary_text
from scorepad.ui import chart, exporting
from scorepad.ui import widgets as w
from scorepad.ui.nav import Shown, screen


def export_buttons(app, stored) -> ft.Control:
    """Save as CSV, save the match file, copy or share the summary."""
    match = stored.match
    base = ("scorepad", stored.created[:10], *match.players)

    async def csv(e):
        await exporting.save_bytes(app, scorecard_csv(match, app.lang), exporting.file_name(*base, ext="csv"))

    async def json_file(e):
        try:
            data = await app.call("export_match", stored.id)
        except Exception as error:
            app.snack(app.error_text(error))
            return
        await exporting.save_bytes(app, match_file_text(data).encode("utf-8"), exporting.file_name(*base, ext="json"))

    async def copy(e):
        await exporting.copy_text(app, summary_text(match, app.lang, stored.created))

    async def share(e):
        await exporting.share_text(app, summary_text(match, app.lang, stored.created), app.t("story.share_subject"))

    def button(text, icon, on_click):
        return ft.OutlinedButton(content=text, icon=icon, on_click=on_click, height=w.TAP)

    return ft.Row([button(app.t("export.csv"), ft.Icons.TABLE_CHART, csv),
                   button(app.t("export.json"), ft.Icons.DATA_OBJECT, json_file),
                   button(app.t("export.copy"), ft.Icons.COPY, copy),
                   button(app.t("export.share"), ft.Icons.SHARE, share)],
                  wrap=True, spacing=8, run_spacing=8)


@screen("/story", "story.title", icon=ft.Icons.SHOW_CHART)
async def story_screen(app, params) -> Shown:
    from scorepad.ui.screens.history import short_date
    from scorepad.ui.screens.match import grid

    try:
        stored = await app.call("get", params["id"])
    except Exception as error:
        return Shown(ft.Text(app.error_text(error)), title=app.t("story.title"))
    card = stored.card
    app.params = {**params, "players": card.match.players}
    story = match_story(stored.match)
    if story.hands:
        wide = (app.page.width or 0) >= 1000  # beside the scorecard: as tall as a dozen rows
        pictured = ft.Column([chart.line_chart(story, app.lang, 360 if wide else 260), chart.legend(story, app.lang)], spacing=6)
    else:
        pictured = ft.Text(app.t("story.no_hands"), italic=True)
    sides = ft.ResponsiveRow([ft.Container(pictured, col={"xs": 12, "lg": 7}),
                              ft.Container(grid(app, card), col={"xs": 12, "lg": 5})], spacing=16, run_spacing=12)
    summary = summary_text(stored.match, app.lang, stored.created)
    body = ft.Column([sides, ft.Divider(), w.heading(app.t("story.export")), export_buttons(app, stored),
                      ft.Text(summary, selectable=True, size=13, semantics_label=summary)], spacing=10)
    variant = variant_name(stored.match.rules.variant, app.lang)
    title = f"{variant[:1].upper()}{variant[1:]} · {short_date(stored.created, app.lang)}"

    async def back(e):
        await app.go(params.get("back", "/match"), id=stored.id)

    actions = [w.icon_button(ft.Icons.ARROW_BACK, app.t("app.back"), on_click=back)]
    return Shown(body, title=title, actions=actions)
