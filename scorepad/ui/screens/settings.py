"""Settings: language, theme, default rules for new matches, keeping the screen awake. Each change saves
only its own key, so what another tab saved meanwhile stays."""

from __future__ import annotations

import flet as ft

from scorepad.ui import widgets as w
from scorepad.ui.events import drawing
from scorepad.ui.frame import frame
from scorepad.ui.nav import Screen
from scorepad.ui.rules_form import RulesChoice, rules_form, rules_from, rules_to

LANGS = ("auto", "de", "en")
THEMES = ("system", "light", "dark")


@drawing()
def SettingsView(ui, choice: RulesChoice):
    t, settings = ui.t, ui.chrome.settings

    def keep(key):
        return ui.on_event(lambda e: ui.save_settings(**{key: e.control.value}))

    async def keep_rules(rules):
        await ui.save_settings(rules=rules_to(rules))

    body = ft.Column(
        [
            w.dropdown(
                t("settings.language"),
                [(k, t(f"settings.lang.{k}")) for k in LANGS],
                settings.get("lang", "auto"),
                keep("lang"),
            ),
            w.dropdown(
                t("settings.theme"),
                [(k, t(f"settings.theme.{k}")) for k in THEMES],
                settings.get("theme", "system"),
                keep("theme"),
            ),
            ft.Switch(
                label=t("settings.wakelock"),
                value=ui.chrome.keep_awake,
                on_change=ui.on_event(lambda e: ui.save_settings(wakelock=bool(e.control.value))),
            ),
            *([w.about(t("settings.wakelock_audible"))] if ui.device.keeps_awake_audibly else []),
            ft.Divider(),
            w.heading(t("settings.rules")),
            *rules_form(ui, choice, keep_rules),
        ],
        spacing=12,
    )
    return frame(ui, body, title=t("settings.title"))


async def load_settings(session, params) -> RulesChoice:
    backend = session.backend
    await session.settings_written()  # a write of this session still under way is read back, not what came before
    session.chrome.use_settings(await backend.run(backend.store.settings) or {})  # what other tabs saved too
    return RulesChoice.of(rules_from(session.chrome.settings))


settings = Screen(load_settings, SettingsView)
