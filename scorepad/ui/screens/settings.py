"""Settings: language, theme, default rules for new matches, keeping the screen awake."""

from __future__ import annotations

import flet as ft

from scorepad.ui import widgets as w
from scorepad.ui.nav import Shown, screen
from scorepad.ui.screens.setup import RulesForm, rules_from, rules_to

LANGS = ("auto", "de", "en")
THEMES = ("system", "light", "dark")


@screen("/settings", "menu.settings", icon=ft.Icons.SETTINGS, menu=True, order=90)
async def settings(app, params) -> Shown:
    t = app.t

    async def pick_lang(e):
        await app.save_settings(lang=e.control.value)
        await app.refresh()

    async def pick_theme(e):
        await app.save_settings(theme=e.control.value)
        await app.refresh()

    async def toggle_wakelock(e):
        await app.save_settings(wakelock=bool(e.control.value))

    async def rules_changed(rules):
        await app.save_settings(rules=rules_to(rules))

    def on_rules(rules):
        if form.valid:
            app.page.run_task(rules_changed, rules)

    form = RulesForm(app, rules_from(app.settings), on_change=on_rules)
    body = ft.Column(
        [
            w.dropdown(t("settings.language"), [(k, t(f"settings.lang.{k}")) for k in LANGS], app.settings.get("lang", "auto"), pick_lang),
            w.dropdown(t("settings.theme"), [(k, t(f"settings.theme.{k}")) for k in THEMES], app.settings.get("theme", "system"), pick_theme),
            ft.Switch(label=t("settings.wakelock"), value=bool(app.settings.get("wakelock", False)), on_change=toggle_wakelock),
            ft.Divider(),
            w.heading(t("settings.rules")),
            form.box,
        ],
        spacing=12,
    )
    return Shown(body, title=t("settings.title"))
