"""The app: one Backend per process (its Store), one Session per browser tab or window, and Root, which
draws the session's view stack (the screen before the current one under it), its question, or its failure.
Nothing here keeps state at module level."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

import flet as ft

from scorepad.assets import FONT, FONT_FILE
from scorepad.assets import assets_dir as package_assets_dir
from scorepad.ui import glance, nav
from scorepad.ui import widgets as w
from scorepad.ui.backend import IN_BROWSER, Backend
from scorepad.ui.dialogs import question_dialog
from scorepad.ui.events import drawing
from scorepad.ui.nav import SHOWN
from scorepad.ui.session import Session

log = logging.getLogger("scorepad.ui")

SEED = ft.Colors.GREEN_800


def assets_dir() -> str:
    """The bundled assets (font, icon) as an absolute path, as Flet needs it."""
    return package_assets_dir()


# --- drawing ------------------------------------------------------------------------------------------
@drawing()
def Root(ui, trail, chrome):
    """The page: the current screen over the one back leads to (Flet's view stack: the system's back gesture
    and the pop animation need it), or the failure with its way back; and the open question."""
    ft.use_dialog(question_dialog(ui, chrome.question) if chrome.question is not None else None)
    if chrome.failure is not None:
        return [failure_view(ui, chrome.failure)]
    if not trail.shown:
        return [ft.View(route="/", controls=[])]
    # Keyed by the Shown itself: a screen back leads to is a Shown made anew, so its view is built anew (a view
    # the client had under another one kept stale semantics: a screen reader found its parts where they were).
    below, current = trail.shown[-2:-1], trail.shown[-1]
    return [
        *(
            ScreenView(
                ui,
                shown,
                chrome.lang,
                (chrome.width, chrome.sideways, chrome.running),
                chrome.settings,
                chrome.connected,
                None,
                key=f"{shown.route}#{shown.serial}",
            )
            for shown in below
        ),
        ScreenView(
            ui,
            current,
            chrome.lang,
            (chrome.width, chrome.sideways, chrome.running),
            chrome.settings,
            chrome.connected,
            chrome.message,
            key=f"{current.route}#{current.serial}",
        ),
    ]


@drawing(memo=True)
def ScreenView(ui, shown, lang: str, layout: tuple, settings: dict, connected: int, message):
    """One screen, drawn again when its state changes, or the language, the layout (the width, a phone held
    sideways, the scorecard's running totals), the settings, the connection or (the current one) its message
    do: the message has its own place in the layout."""
    return SHOWN(shown, lambda: shown.screen.view(ui, shown.state))


def failure_view(ui, failure: str) -> ft.View:
    """Something the app did not expect: say so plainly, with the way back (the details are in the log)."""
    body = ft.Column(
        [
            ft.Text(ui.t("app.failed"), size=22, weight=ft.FontWeight.BOLD),
            ft.Text(ui.t("app.failed_safe"), size=16),
            ft.Text(failure, size=12, color=ft.Colors.ON_SURFACE_VARIANT, selectable=True),
            w.primary(ui.t("app.failed_back"), ui.act(ui.recover), icon=ft.Icons.HOME),
        ],
        spacing=16,
    )
    return ft.View(route="/", appbar=ft.AppBar(title=ft.Text("Scorepad")), controls=[ft.Container(body, padding=16)])


def theme() -> ft.Theme:
    """The app's look: the seed colour, the bundled font, and screens that change at once (as they always
    did: at the table a screen that slides in is a screen that is late); so does the theme itself."""
    at_once = ft.PageTransitionTheme.NONE
    return ft.Theme(
        color_scheme_seed=SEED,
        font_family=FONT,
        page_transitions=ft.PageTransitionsTheme(
            android=at_once, ios=at_once, linux=at_once, macos=at_once, windows=at_once
        ),
    )


# --- events that belong to the whole session ------------------------------------------------------------
async def on_key(session: Session, e: ft.KeyboardEvent) -> None:
    """Desktop keys: a hand typed in (scorepad/ui/keys.py), Enter saves it (or opens the next one),
    Ctrl+Z asks to take back the last hand."""
    current = session.nav.trail.current
    if session.chrome.question is not None or current is None:
        return
    table = getattr(current.state, "state", current.state)  # the start shows the running match's state
    if not hasattr(table, "entry") or table.gone:
        return
    on_form = current.pattern in ("/match/:id/hand", "/match/:id/hand/:number")
    entering = on_form or (session.chrome.wide and table.card.next is not None)
    if e.key.upper() == "Z" and (e.ctrl or e.meta):
        if not on_form and table.card.results:
            session.actions.ask_undo(table)
    elif entering and e.key == "Enter":
        await session.actions.save(table)
    elif entering and not (e.ctrl or e.alt or e.meta):
        table.press(e.key, e.shift)
    elif e.key == "Enter" and table.card.next is not None:
        await session.nav.go(f"/match/{table.id}/hand")


# --- starting --------------------------------------------------------------------------------------------------
async def start(session: Session) -> None:
    """Theme and font (a desktop's: a browser loads it itself); the host's settings; then the screen the
    address names (the start: the host's running match or a new one, a scorer's shared match, a watcher's
    view of it)."""
    page, chrome, events = session.page, session.chrome, session.events
    page.title = "Scorepad"
    if not page.web:  # a browser has it from its FontManifest before its first frame; once more here, and
        page.fonts = {FONT: FONT_FILE}  # it lays out the first screen again (one file: Flutter draws the bold)
    page.theme = theme()
    page.dark_theme = theme()
    # The client starts on its own default theme: a blend into this one would draw the whole first screen
    # again in every frame for 0.2 s, just when the first tap comes (0.3 s later answered here, issue 21).
    page.theme_animation_style = ft.AnimationStyle.no_animation()
    page.update()  # the look goes out while the store is read (and a desktop's client fetches the font)
    if session.is_host:
        chrome.use_settings(await session.backend.run(session.store.settings) or {})
        session.apply_theme()
    else:  # a shared link: no settings of the host's; the language the browser asked for
        chrome.heard_language(session.seat.lang)

        async def moved(match_id):
            await events.guard(session.home)

        session.news.follow_shared(moved)
    chrome.resized(page.width, page.height)
    page.on_keyboard_event = events.on_event(lambda e: on_key(session, e))
    page.on_resize = events.on_event(lambda e: chrome.resized(page.width, page.height))
    page.on_connect = events.act(session.news.connected)
    page.on_route_change = events.on_event(lambda e: session.nav.route_changed(e.route))
    page.on_view_pop = events.on_event(lambda e: session.nav.view_popped(getattr(e, "route", None)))
    page.on_close = events.act(session.closed)
    session.news.listen()
    await events.guard(session.nav.start, page.route)
    page.render_views(Root, session.ui, session.nav.trail, chrome)
    if session.is_host and session.seat is not None and session.seat.links.network:
        events.say(chrome.t("app.on_network"))  # the terminal says it too
    if IN_BROWSER:
        events.background(glance.keep(session))  # the start page hands over to this screen when it is kept
        events.background(load_the_other_screens())
    if session.is_host:
        tell_notices(session)
        session.greeting = events.background(first_words(session))
        session.backend.statistics.start()  # counted in chunks once the first screen is up


async def first_words(session: Session) -> None:
    """The device's language (unless the settings name one), then what the browser may do with the data and
    the offer to back up when one is due: in the device's language, not in the guess the first screen was
    drawn in."""
    from scorepad.ui import keeping

    if session.chrome.settings.get("lang", "auto") == "auto":
        session.chrome.heard_language(await session.device.language())
    await keeping.look(session)
    await keeping.offer_backup(session)


async def load_the_other_screens() -> None:
    """The screens the first one did not need, one module at a time (the screen keeps answering), so that
    opening one later does not wait for its import."""
    for name in nav.screen_modules():
        await asyncio.sleep(0)
        nav.load_screens((name,))


def tell_notices(session: Session) -> None:
    """What opening the store had to do (a damaged file moved aside, …), told once per process."""
    from scorepad.i18n import storage_text

    notices = list(session.store.notices or [])
    if notices and not session.backend.notices_told:
        session.backend.notices_told = True
        session.events.say(" · ".join(storage_text.notice_text(n, session.chrome.lang) for n in notices))


def preload_flet(in_browser: bool = False) -> None:
    """Import the Flet controls and hooks the screens use, and the session's late imports, before the first
    browser connects (tests/ui/test_first_session.py: the first session imports nothing).

    Flet imports each control's module on first use; left alone, the first session of a new server
    pays for it (about 0.3 s here). Done before serving, not in a thread: Python 3.11 can fail when
    two threads build syntax trees at once (it did, under pytest's import hook). In the browser there
    is no server start to hide it in, so it is left to the first use there, unless `in_browser`: the
    published site's snapshot of Python imports it all before it is kept (scorepad/site/snapshot.py).
    """
    import re

    if IN_BROWSER and not in_browser:
        return
    names = set()
    for source in Path(__file__).resolve().parent.rglob("*.py"):
        names |= set(re.findall(r"\bft\.([A-Za-z]\w*)", source.read_text(encoding="utf-8")))  # controls and hooks
    for name in sorted(names):
        getattr(ft, name, None)
    ft.Theme(color_scheme_seed=SEED, font_family=FONT)
    import flet.components.component  # noqa: F401  (what drawing the first component imports)

    import scorepad.ui.file_actions  # noqa: F401  (Session imports these two when it is made)
    import scorepad.ui.keeping  # noqa: F401  (the start's first words import it)
    import scorepad.ui.table_actions  # noqa: F401


def make_main(store, lang: str | None = None, backend: Backend | None = None, chosen_lang: str | None = None):
    """The Flet entry point for each session, bound to the process's store. A server imports every screen
    before the first session; the browser has no such time, so there the rest come after the first screen.
    `lang`: the language when the device says none; `chosen_lang`: `--lang`, above the device's."""
    nav.load_screens(nav.FIRST if IN_BROWSER else None)
    preload_flet()
    backend = backend or Backend(store)

    async def main(page: ft.Page) -> None:
        session = Session(page, backend, lang, chosen_lang)
        page.data = session
        await start(session)

    return main


def default_main():
    """The entry point for `flet run`, built apps and the static site: the default data folder, opened at
    the first session (in the browser on its disk, IndexedDB, shared with the other tabs)."""
    opened: dict = {}

    async def main(page: ft.Page) -> None:
        if "main" not in opened:
            from scorepad.storage import StorageError

            try:
                opened["main"] = make_main(None, backend=await open_backend())
            except StorageError as error:  # not kept: the next start (a good copy put back) tries again
                await cannot_open(page, error)
                return
        await opened["main"](page)

    return main


async def cannot_open(page: ft.Page, error) -> None:
    """The data folder cannot be opened (store.json damaged with no good copy, data of a newer Scorepad, …): say
    so plainly, in the device's language, what is wrong and where; nothing more can be done here."""
    from scorepad.i18n import language_from_env, normalise, t
    from scorepad.i18n.storage_text import error_text
    from scorepad.ui.device import Device

    log.warning("the data folder cannot be opened: %s", error)
    lang = normalise(await Device(page).language()) if IN_BROWSER else language_from_env()
    page.title = "Scorepad"
    page.theme = theme()
    page.add(
        ft.Container(
            ft.Column(
                [
                    ft.Text(t("app.cannot_open", lang), size=22, weight=ft.FontWeight.BOLD),
                    ft.Text(error_text(error, lang), size=16, selectable=True),
                ],
                spacing=16,
            ),
            padding=16,
        )
    )


async def open_backend() -> Backend:
    """The Store in the default data folder; in the browser opened on the browser's disk."""
    from scorepad.storage import Store, default_data_dir
    from scorepad.storage.browser import BrowserDisk, in_browser

    if in_browser():
        disk = await BrowserDisk.open()
        return Backend(await disk.open_store(), disk=disk)
    return Backend(Store(default_data_dir()))
