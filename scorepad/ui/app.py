"""The app: one Backend per process (its Store), one App per browser tab or window, and the components
that draw the App's chrome and the screen on show. Nothing here keeps state at module level."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

import flet as ft

from scorepad.assets import assets_dir as package_assets_dir
from scorepad.ui import keys, nav
from scorepad.ui import widgets as w
from scorepad.ui.backend import IN_BROWSER, Backend
from scorepad.ui.session import NARROW, WIDE, App, Choice, Question

log = logging.getLogger("scorepad.ui")

FONT = "DejaVu Sans"
FONT_FILE = "fonts/DejaVuSans-Scorepad.ttf"  # in the assets folder; the web client also loads it first (site/pages.py)
SEED = ft.Colors.GREEN_800
BOTTOM_PAD = w.BOTTOM_PAD
READABLE = 860  # px: the widest a one-column screen gets on a wide window


def assets_dir() -> str:
    """The bundled assets (font, icon) as an absolute path, as Flet needs it."""
    return package_assets_dir()


# --- drawing ------------------------------------------------------------------------------------------
@ft.component
def Root(app: App, chrome):
    """The page: the screen on show (or the failure with its way back), and the open question."""
    ft.use_dialog(question_dialog(app, chrome.question) if chrome.question is not None else None)
    if chrome.failure is not None:
        return [failure_view(app, chrome.failure)]
    shown = chrome.shown
    if shown is None:
        return [ft.View(route="/", controls=[])]
    return [ScreenFrame(app, shown, shown.state, app.lang, chrome.wide, chrome.message, chrome.narrow, chrome.connected, chrome.viewer, chrome.tv)]


@ft.component
def ScreenFrame(app: App, shown, state, lang: str, wide: bool, message, *drawn_again_when_changed):
    """One screen: the app bar with its actions and the menu, the body, the message, the big button."""
    try:
        frame = shown.screen.draw(app, state)
    except Exception as error:  # a coding error while drawing: loud, with a way back
        app.fail(error)
        return ft.View(route="/", controls=[])
    back = w.icon_button(ft.Icons.ARROW_BACK, app.t("app.back"), on_click=frame.back) if frame.back else None
    appbar = ft.AppBar(title=ft.Text(frame.title or app.t(shown.screen.title_key), weight=ft.FontWeight.BOLD),
                       leading=back, automatically_imply_leading=False, actions=[*frame.actions, menu(app)])
    fit = (lambda c: c) if frame.full_width else centred
    if frame.scroll:
        body = ft.Column([fit(frame.body)], scroll=ft.ScrollMode.AUTO, expand=True, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
    else:  # the screen scrolls its own parts (e.g. the scorecard's hands, its totals pinned)
        body = frame.body if frame.full_width else centred(frame.body, app.page.width)
    column = [ft.Container(body, expand=True, padding=ft.Padding.only(left=8, right=8, top=8))]
    if message is not None:  # in its own place above the bottom button: it covers nothing
        column.append(ft.Container(fit(message_bar(app, message)), padding=ft.Padding.only(left=BOTTOM_PAD, right=BOTTOM_PAD, top=4)))
    if frame.bottom is not None:
        column.append(ft.Container(fit(frame.bottom), padding=ft.Padding.all(BOTTOM_PAD)))
    return ft.View(route="/", appbar=appbar, padding=0,
                   controls=[ft.SafeArea(ft.Column(column, expand=True, spacing=0), expand=True)])


def centred(control, filling: float | None = None) -> ft.Control:
    """Full width on a phone; a readable column in the middle of a wide window. `filling`: the window's
    width, for a body that fills the height (it scrolls its own parts)."""
    if filling is not None:
        narrow = (filling or 0) <= READABLE + 40
        box = ft.Container(control, expand=narrow, width=None if narrow else READABLE)
        return ft.Row([box], alignment=ft.MainAxisAlignment.CENTER, expand=True, vertical_alignment=ft.CrossAxisAlignment.STRETCH)
    return ft.ResponsiveRow([ft.Container(control, col={"xs": 12, "md": 10, "lg": 8, "xl": 7})],
                            alignment=ft.MainAxisAlignment.CENTER)


def message_bar(app: App, message) -> ft.Control:
    """The saved-message (and Undo), drawn like a snack bar but in the layout, never over the totals."""
    items = [ft.Text(message.text, color=ft.Colors.ON_INVERSE_SURFACE, size=15, expand=True)]
    if message.undo is not None:
        label = message.label or app.t("app.undo")
        items.append(ft.TextButton(content=ft.Text(label, color=ft.Colors.INVERSE_PRIMARY, weight=ft.FontWeight.BOLD),
                                   on_click=message.undo, height=w.TAP))
    return ft.Container(ft.Row(items, vertical_alignment=ft.CrossAxisAlignment.CENTER), bgcolor=ft.Colors.INVERSE_SURFACE,
                        border_radius=8, padding=ft.Padding.only(left=14, right=6, top=4, bottom=4))


def menu(app: App) -> ft.Control:
    """The app bar's menu; a shared link's session has no screens beyond its match."""
    if not app.is_host:
        return ft.Container()
    items = [ft.PopupMenuItem(content=app.t(m.title_key), icon=getattr(ft.Icons, m.icon), on_click=app.act(app.go, m.route))
             for m in nav.MENU]
    label = app.t("app.menu")
    return ft.PopupMenuButton(items=items, icon=ft.Icon(ft.Icons.MENU, semantics_label=label), tooltip=label)


def question_dialog(app: App, question: Question) -> ft.AlertDialog:
    """A question with its choices: big ones (the moon) as framed buttons with their lines, others as buttons."""
    big = [c for c in question.choices if c.tone == "big"]
    content = [ft.Text(line) for line in question.lines] + [big_choice(app, c) for c in big]
    actions = [choice_button(app, c) for c in question.choices if c.tone != "big"]
    return ft.AlertDialog(title=ft.Text(question.title), content=ft.Column(content, tight=True, spacing=10) if content else None,
                          actions=actions, on_dismiss=app.act(app.ask, None))


def big_choice(app: App, choice: Choice) -> ft.Control:
    lines = [ft.Text(choice.label, size=20, weight=ft.FontWeight.BOLD), *(ft.Text(line, size=14) for line in choice.lines)]
    if choice.warning:
        lines.append(ft.Text(choice.warning, color=ft.Colors.ERROR, weight=ft.FontWeight.BOLD))
    if choice.good:
        lines.append(ft.Text(choice.good, color=ft.Colors.PRIMARY, weight=ft.FontWeight.BOLD))
    label = " ".join(line.value for line in lines)
    style = ft.ButtonStyle(padding=ft.Padding.all(12), shape=ft.RoundedRectangleBorder(radius=10),
                           side=ft.BorderSide(2, ft.Colors.ERROR) if choice.warning else None)
    return ft.OutlinedButton(content=ft.Column(lines, spacing=2, tight=True), style=style, on_click=app.answer(choice),
                             tooltip=label, width=float("inf"))


def choice_button(app: App, choice: Choice) -> ft.Control:
    if choice.tone == "primary":
        return ft.FilledButton(content=choice.label, on_click=app.answer(choice))
    color = ft.Colors.ERROR if choice.tone == "danger" else None
    return ft.TextButton(content=ft.Text(choice.label, color=color), on_click=app.answer(choice))


def failure_view(app: App, failure: str) -> ft.View:
    """Something the app did not expect: say so plainly, with the way back (the details are in the log)."""
    body = ft.Column([ft.Text(app.t("app.failed"), size=22, weight=ft.FontWeight.BOLD), ft.Text(app.t("app.failed_safe"), size=16),
                      ft.Text(failure, size=12, color=ft.Colors.ON_SURFACE_VARIANT, selectable=True),
                      w.primary(app.t("app.failed_back"), app.act(app.recover), icon=ft.Icons.HOME)], spacing=16)
    return ft.View(route="/", appbar=ft.AppBar(title=ft.Text("Scorepad")), controls=[ft.Container(body, padding=16)])


# --- events that belong to the whole session ------------------------------------------------------------
async def on_key(app: App, e: ft.KeyboardEvent) -> None:
    """Desktop keys: a hand typed in (scorepad/ui/keys.py), Enter saves it (or opens the next one),
    Ctrl+Z asks to take back the last hand."""
    from scorepad.ui.screens.hand import save
    from scorepad.ui.screens.match import ask_undo, enter

    shown = app.chrome.shown
    if app.chrome.question is not None or shown is None or shown.screen.route not in ("/hand", "/match"):
        return
    table, route = shown.state, shown.screen.route
    if table.gone:
        return
    entering = route == "/hand" or (app.chrome.wide and table.card.next is not None)
    if e.key.upper() == "Z" and (e.ctrl or e.meta):
        if route == "/match" and table.card.results:
            ask_undo(app, table)
    elif entering and e.key == "Enter":
        await save(app, table)
    elif entering and not (e.ctrl or e.alt or e.meta):
        keys.press(table, e.key, e.shift)
    elif e.key == "Enter" and route == "/match" and table.card.next is not None:
        await enter(app, table)


def on_resize(app: App, e=None) -> None:
    app.chrome.wide = (app.page.width or 0) >= WIDE
    app.chrome.narrow = (app.page.width or 0) < NARROW


# --- starting --------------------------------------------------------------------------------------------------
async def start(app: App) -> None:
    """Theme and font; the host's settings; then the role's first screen: the host's unfinished match (or a
    new one), a scorer's shared match, a watcher's view of it."""
    page = app.page
    page.title = "Scorepad"
    page.fonts = {FONT: FONT_FILE}  # one file: Flutter draws the bold itself
    page.theme = ft.Theme(color_scheme_seed=SEED, font_family=FONT)
    page.dark_theme = ft.Theme(color_scheme_seed=SEED, font_family=FONT)
    page.update()  # the client starts fetching the font while the store is read
    if app.is_host:
        app.chrome.settings = dict(await app.backend.run(app.store.settings) or {})
        app.apply_theme()
    else:  # a shared link: no settings of the host's; the language the browser asked for
        app.chrome.device_lang = app.seat.lang
        app.follow_shared()
        await remember_viewer(app)
    on_resize(app)
    page.on_keyboard_event = app.on_event(lambda e: on_key(app, e))
    page.on_resize = app.on_event(lambda e: on_resize(app, e))
    page.on_connect = app.act(app.on_connect)
    app.listen()
    await app.guard(app.go_home)
    page.render_views(Root, app, app.chrome)
    if app.is_host and app.seat is not None and app.seat.links.network:
        app.say(app.t("app.on_network"))  # the terminal says it too
    if IN_BROWSER:
        app.background(load_the_other_screens(app))
    if app.is_host:
        tell_notices(app)
        app.background(first_words(app))
        app.backend.statistics.start()  # counted in chunks once the first screen is up


async def remember_viewer(app: App) -> None:
    """Whose phone this is, as it was told on an earlier visit (kept on the phone)."""
    from scorepad.ui.screens.watch import recall_viewer

    await recall_viewer(app)


async def load_the_other_screens(app: App) -> None:
    """The screens the first one did not need, one module at a time (the screen keeps answering), so that
    opening one later does not wait for its import."""
    for name in nav.screen_modules():
        await asyncio.sleep(0)
        nav.load_screens((name,))


async def first_words(app: App) -> None:
    """The device's language (unless the settings name one), then what the browser may do with the data: in
    the device's language, not in the guess the first screen was drawn in."""
    if app.chrome.settings.get("lang", "auto") == "auto":
        await app.detect_language()
    await keep_in_browser(app)


async def keep_in_browser(app: App) -> None:
    """In the browser: when it does not promise to keep the data, say so once and offer the backup; in a
    dialog, which covers no field of the screen once it is closed (a message would, above the form's end)."""
    disk = app.backend.disk
    if disk is None or app.chrome.settings.get("persist_told") or await disk.persist():
        return
    await app.save_settings(persist_told=True)
    app.ask(Question(app.t("site.kept_here"), (Choice(app.t("menu.backup"), lambda: app.go("/backup")),
                                               Choice(app.t("site.understood"), None, tone="primary")),
                     lines=(app.t("app.not_persisted"),)))


def tell_notices(app: App) -> None:
    """What opening the store had to do (a damaged file moved aside, …), told once per process."""
    from scorepad.i18n import storage_text

    notices = list(app.store.notices or [])
    if notices and not app.backend.notices_told:
        app.backend.notices_told = True
        app.say(" · ".join(storage_text.notice_text(n, app.lang) for n in notices))


def preload_flet() -> None:
    """Import the Flet controls the screens use before the first browser connects.

    Flet imports each control's module on first use; left alone, the first session of a new server
    pays for it (about 0.3 s here). Done before serving, not in a thread: Python 3.11 can fail when
    two threads build syntax trees at once (it did, under pytest's import hook). In the browser there
    is no server start to hide it in, so it is left to the first use there.
    """
    import re

    if IN_BROWSER:
        return
    names = set()
    for source in Path(__file__).resolve().parent.rglob("*.py"):
        names |= set(re.findall(r"\bft\.([A-Z]\w*)", source.read_text(encoding="utf-8")))
    for name in sorted(names):
        getattr(ft, name, None)
    ft.Theme(color_scheme_seed=SEED, font_family=FONT)


def make_main(store, lang: str | None = None, backend: Backend | None = None, chosen_lang: str | None = None):
    """The Flet entry point for each session, bound to the process's store. A server imports every screen
    before the first session; the browser has no such time, so there the rest come after the first screen.
    `lang`: the language when the device says none; `chosen_lang`: `--lang`, above the device's."""
    nav.load_screens(nav.FIRST if IN_BROWSER else None)
    preload_flet()
    backend = backend or Backend(store)

    async def main(page: ft.Page) -> None:
        app = App(page, backend, lang, chosen_lang)
        page.data = app
        await start(app)

    return main


def default_main():
    """The entry point for `flet run`, built apps and the static site: the default data folder, opened at
    the first session (in the browser on its disk, IndexedDB, shared with the other tabs)."""
    opened: dict = {}

    async def main(page: ft.Page) -> None:
        if "main" not in opened:
            opened["main"] = make_main(None, backend=await open_backend())
        await opened["main"](page)

    return main


async def open_backend() -> Backend:
    """The Store in the default data folder; in the browser opened on the browser's disk."""
    from scorepad.storage import Store, default_data_dir
    from scorepad.storage.browser import BrowserDisk, in_browser

    if in_browser():
        disk = await BrowserDisk.open()
        return Backend(await disk.open_store(), disk=disk)
    return Backend(Store(default_data_dir()))
