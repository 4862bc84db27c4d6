"""Settings: language, theme, default rules for new matches, keeping the screen awake. Each change saves
only its own key, so what another tab saved meanwhile stays."""

from __future__ import annotations

import flet as ft

from scorepad.ui import widgets as w
from scorepad.ui.nav import Frame, screen
from scorepad.ui.screens.setup import RulesChoice, rules_form, rules_from, rules_to

LANGS = ("auto", "de", "en")
THEMES = ("system", "light", "dark")


async def load_settings(app, params) -> RulesChoice:
    app.chrome.settings = dict(await app.backend.run(app.store.settings) or {})  # what other tabs saved too
    return RulesChoice.of(rules_from(app.chrome.settings))


@screen("/settings", "menu.settings", load=load_settings)
def settings_screen(app, choice: RulesChoice) -> Frame:
    t, settings = app.t, app.chrome.settings

    def keep(key):
        return app.on_event(lambda e: app.save_settings(**{key: e.control.value}))

    async def keep_rules(rules):
        await app.save_settings(rules=rules_to(rules))

    body = ft.Column([
        w.dropdown(t("settings.language"), [(k, t(f"settings.lang.{k}")) for k in LANGS], settings.get("lang", "auto"), keep("lang")),
        w.dropdown(t("settings.theme"), [(k, t(f"settings.theme.{k}")) for k in THEMES], settings.get("theme", "system"), keep("theme")),
        ft.Switch(label=t("settings.wakelock"), value=bool(settings.get("wakelock", False)),
                  on_change=app.on_event(lambda e: app.save_settings(wakelock=bool(e.control.value)))),
        ft.Divider(),
        w.heading(t("settings.rules")),
        *rules_form(app, choice, keep_rules),
    ], spacing=12)
    return Frame(body, title=t("settings.title"))
