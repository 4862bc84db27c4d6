"""The app shell: one App per browser tab or window, sharing one Store per process; screens by route."""

from __future__ import annotations

import asyncio
import logging
import sys
from pathlib import Path

import flet as ft

from scorepad.i18n import language_from_env, normalise, t
from scorepad.ui import nav, widgets

log = logging.getLogger("scorepad.ui")

FONT = "DejaVu Sans"
ASSETS = Path(__file__).resolve().parent.parent.parent / "assets"
SEED = ft.Colors.GREEN_800


BOTTOM_PAD = 8  # px around the big bottom button
BOTTOM_BAR = widgets.PRIMARY + 2 * BOTTOM_PAD  # px: the bottom button's strip, which a message must not cover
WIDE = 1100  # px: from here the match shows the scorecard and the hand entry side by side
WRITES = ("create", "add_hand", "replace_hand", "undo_hand", "delete", "restore")
_TOLD: set[int] = set()  # stores whose opening notices were shown


def assets_dir() -> str:
    """The bundled assets (font, icon) as an absolute path, as Flet needs it."""
    return str(ASSETS)


class App:
    """One session's app: the language, the open screen, and the store's calls off the event loop."""

    def __init__(self, page: ft.Page, store, lang: str | None = None):
        self.page = page
        self.store = store
        self.fallback_lang = lang or language_from_env()
        self.settings: dict = {}
        self.route = "/"
        self.params: dict = {}
        self.wakelock = None  # kept referenced: services are dropped when nothing holds them
        self.device_lang: str | None = None
        self.last_snack: ft.SnackBar | None = None
        self.was_wide = False
        self.form = None
        self.shown: nav.Shown | None = None  # what the screen shows now: the messages keep clear of its buttons

    # --- language and settings ----------------------------------------------
    @property
    def lang(self) -> str:
        chosen = self.settings.get("lang", "auto")
        if chosen in ("de", "en"):
            return chosen
        return self.device_lang or self.fallback_lang

    def t(self, key: str, **values) -> str:
        return t(key, self.lang, **values)

    def apply_theme(self) -> None:
        mode = self.settings.get("theme", "system")
        self.page.theme_mode = {"light": ft.ThemeMode.LIGHT, "dark": ft.ThemeMode.DARK}.get(mode, ft.ThemeMode.SYSTEM)

    async def call(self, method: str, *args):
        """Run one Store method in a worker thread so no session waits on the disk; tell the other tabs
        of a change."""
        result = await asyncio.to_thread(getattr(self.store, method), *args)
        if method in WRITES:
            match_id = result.id if method == "create" else args[0]
            self.page.pubsub.send_others(("match", match_id))
        return result

    async def on_news(self, message) -> None:
        """Another tab changed a match: redraw if this tab shows it (never under someone's typing)."""
        if not (isinstance(message, tuple) and len(message) == 2 and message[0] == "match"):
            return
        showing = self.route in ("/match", "/card") and self.params.get("id") == message[1]
        if (showing or self.route == "/history") and not self.entering():
            await self.refresh()

    async def save_settings(self, **changes) -> None:
        self.settings = {**self.settings, **changes}
        await self.call("save_settings", self.settings)
        self.apply_theme()

    # --- start and navigation -----------------------------------------------
    async def start(self) -> None:
        """Settings, theme, font; then the unfinished match if there is one, else a new match."""
        page = self.page
        page.title = "Scorepad"
        page.fonts = {FONT: "fonts/DejaVuSans-Scorepad.ttf"}  # one file: Flutter draws the bold itself
        page.theme = ft.Theme(color_scheme_seed=SEED, font_family=FONT)
        page.dark_theme = ft.Theme(color_scheme_seed=SEED, font_family=FONT)
        page.padding = 0
        page.update()  # the client starts fetching the font while the store is read
        page.on_keyboard_event = self.on_key
        page.pubsub.subscribe(self.on_news)
        page.on_resize = self.on_resize
        self.settings = dict(await self.call("settings") or {})
        self.apply_theme()
        running = await self.call("unfinished")
        if running is not None:
            await self.go("/match", id=running.id)
        else:
            await self.go("/new")
        self.tell_notices()
        if self.settings.get("lang", "auto") == "auto":
            page.run_task(self.detect_language)

    async def detect_language(self) -> None:
        """The device's language, asked once; the screen is redrawn when it differs from the guess."""
        try:
            info = await asyncio.wait_for(self.page.get_device_info(), 5)
            locales = getattr(info, "locales", None) or []
            first = locales[0] if locales else None
            code = getattr(first, "language_code", None) or (str(first) if first else None)
        except Exception:  # no answer from the client: keep the guess
            return
        if code:
            found = normalise(code)
            if found != self.lang:
                self.device_lang = found
                setup = getattr(self, "setup", None)
                typing = self.route in ("/hand",) or (self.route == "/new" and setup is not None and any(setup.names))
                if not typing:  # never redraw under what someone is typing; the next screen has the language
                    await self.go(self.route, **self.params)

    async def go(self, route: str, **params) -> None:
        """Show the screen registered under `route`."""
        found = nav.SCREENS.get(route) or nav.SCREENS["/new"]
        self.route, self.params = found.route, params
        self.form, self.was_wide = None, self.wide
        self.page.pop_dialog() if self._dialog_open() else None
        if self.last_snack is not None and self.last_snack.open:
            self.last_snack.open = False  # an old message must not cover the next screen's button
        shown = await found.build(self, params)
        self.show(shown, found)
        await self.keep_awake(route == "/match")

    def _dialog_open(self) -> bool:
        try:
            return any(isinstance(d, ft.AlertDialog) and d.open for d in self.page._dialogs.controls)
        except AttributeError:
            return False

    @property
    def wide(self) -> bool:
        return (self.page.width or 0) >= WIDE

    async def on_resize(self, e=None) -> None:
        """Crossing the wide threshold redraws the match (one pane or two), unless a hand is half entered."""
        if self.route == "/match" and self.wide != self.was_wide and not self.entering():
            await self.refresh()

    def entering(self) -> bool:
        """A hand form on screen with taps in it."""
        form = getattr(self, "form", None)
        return self.route in ("/hand", "/match") and form is not None and form.touched

    async def refresh(self) -> None:
        await self.go(self.route, **self.params)

    def show(self, shown: nav.Shown, found: nav.Screen) -> None:
        page = self.page
        self.shown = shown
        page.appbar = ft.AppBar(
            title=ft.Text(shown.title or self.t(found.title_key), weight=ft.FontWeight.BOLD),
            actions=[*shown.actions, self.menu()],
        )
        fit = (lambda c: c) if shown.full_width else centred
        if shown.full_width:  # the panes scroll on their own
            body = ft.Column([shown.body], expand=True, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
        else:
            body = ft.Column([fit(shown.body)], scroll=ft.ScrollMode.AUTO, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
        column = [ft.Container(body, expand=True, padding=ft.Padding.only(left=8, right=8, top=8))]
        if shown.bottom is not None:
            column.append(ft.Container(fit(shown.bottom), padding=ft.Padding.all(BOTTOM_PAD)))
        page.controls = [ft.SafeArea(ft.Column(column, expand=True, spacing=0), expand=True)]
        page.update()

    def menu(self) -> ft.PopupMenuButton:
        def opener(route):
            async def open_screen(e):
                await self.go(route)

            return open_screen

        items = [ft.PopupMenuItem(content=self.t(s.title_key), icon=s.icon, on_click=opener(s.route)) for s in nav.menu_screens()]
        label = self.t("app.menu")
        return ft.PopupMenuButton(items=items, icon=ft.Icon(ft.Icons.MENU, semantics_label=label), tooltip=label)

    async def on_key(self, e: ft.KeyboardEvent) -> None:
        """Desktop keys: a hand typed in (scorepad/ui/keys.py), Enter saves it (or opens the next one),
        Ctrl+Z takes back the last hand."""
        form, view = getattr(self, "form", None), getattr(self, "view", None)
        if self._dialog_open():
            return
        if e.key.upper() == "Z" and (e.ctrl or e.meta):
            if self.route == "/match" and view is not None and view.card.results:
                view.ask_undo()
        elif self.route in ("/hand", "/match") and form is not None:
            if e.key == "Enter":
                await form.save()
            elif not (e.ctrl or e.alt or e.meta):
                form.press(e.key, e.shift)
                self.page.update()
        elif e.key == "Enter" and self.route == "/match" and view is not None and not view.card.outcome.finished:
            await view.enter()

    # --- messages -----------------------------------------------------------
    def snack(self, text: str, undo=None) -> None:
        """A short message at the bottom, with Undo when something can be taken back."""
        bar = ft.SnackBar(ft.Text(text), duration=ft.Duration(seconds=6) if undo else ft.Duration(seconds=3),
                          behavior=ft.SnackBarBehavior.FLOATING, margin=self.snack_margin())
        if undo is not None:
            bar.action = ft.SnackBarAction(self.t("app.undo"), on_click=undo)
        self.last_snack = bar
        self.page.show_dialog(bar)

    def snack_margin(self) -> ft.Margin:
        """Above the big bottom button (Enter hand, Save, Rematch) so it stays tappable; in two panes,
        under the scorecard, clear of the Save button."""
        shown = self.shown
        if shown is not None and shown.bottom is None and shown.full_width and self.route == "/match":
            return ft.Margin.only(left=8, right=(self.page.width or 0) * 0.45, bottom=8)
        return ft.Margin.only(left=8, right=8, bottom=BOTTOM_BAR + 12)

    def error_text(self, error: Exception) -> str:
        """A StorageError (or anything else) as one line in the user's language."""
        from scorepad.i18n import storage_text

        if getattr(error, "code", None) is not None and hasattr(error, "data"):
            return storage_text.error_text(error, self.lang, self.params.get("players", ()))
        return self.t("store.io", reason=f"{type(error).__name__}: {error}")

    def tell_notices(self) -> None:
        """What opening the store had to do (a damaged file moved aside, …), told once per process."""
        from scorepad.i18n import storage_text

        notices = list(getattr(self.store, "notices", []) or [])
        if not notices or id(self.store) in _TOLD:
            return
        _TOLD.add(id(self.store))
        self.snack(" · ".join(storage_text.notice_text(n, self.lang) for n in notices))

    async def keep_awake(self, during_match: bool) -> None:
        """The screen stays on during a match when the settings ask for it."""
        wanted = during_match and bool(self.settings.get("wakelock", False))
        try:
            if wanted and self.wakelock is None:
                self.wakelock = ft.Wakelock()
                await asyncio.wait_for(self.wakelock.enable(), 3)
            elif not wanted and self.wakelock is not None:
                lock, self.wakelock = self.wakelock, None
                await asyncio.wait_for(lock.disable(), 3)
        except Exception:  # no wakelock on this client; the screen just may sleep
            log.debug("wakelock not available")


def centred(control) -> ft.Control:
    """Full width on a phone; a readable column in the middle of a wide window."""
    return ft.ResponsiveRow([ft.Container(control, col={"xs": 12, "md": 10, "lg": 8, "xl": 7})],
                            alignment=ft.MainAxisAlignment.CENTER)


def preload_flet() -> None:
    """Import the Flet controls the screens use before the first browser connects.

    Flet imports each control's module on first use; left alone, the first session of a new server
    pays for it (about 0.3 s here). Done before serving, not in a thread: Python 3.11 can fail when
    two threads build syntax trees at once (it did, under pytest's import hook).
    """
    import re

    names = set()
    for source in Path(__file__).resolve().parent.rglob("*.py"):
        names |= set(re.findall(r"\bft\.([A-Z]\w*)", source.read_text(encoding="utf-8")))
    for name in sorted(names):
        getattr(ft, name, None)
    ft.Theme(color_scheme_seed=SEED, font_family=FONT)


def make_main(store, lang: str | None = None):
    """The Flet entry point for one session, bound to the process's store."""
    nav.load_screens()
    preload_flet()

    async def main(page: ft.Page) -> None:
        app = App(page, store, lang)
        page.data = app
        await app.start()
        from scorepad.ui.looking_back import warm

        if sys.platform != "emscripten":  # no threads in the browser (issue 9: the new UI counts in chunks there)
            warm(store)  # the statistics are counted in a background thread once the first screen is up

    return main


_STORE = None


async def session_main(page: ft.Page) -> None:
    """The entry point for `flet run` and built apps: one Store per process in the default data folder."""
    global _STORE
    if _STORE is None:
        from scorepad.storage import Store, default_data_dir

        _STORE = Store(default_data_dir())
    await make_main(_STORE)(page)
