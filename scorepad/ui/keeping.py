"""Matches the browser keeps, and the backup that keeps them anyway. At a new match the browser is asked to
keep the site's data. Where it may still delete them (it refused, or it has no such promise, as Safari, and the
app is not on the home screen):
- one line says so once, after the first saved hand, with how to keep them;
- at the start, when matches exist that no backup holds and a week has gone by, the start screen offers a
  backup in one line, which stays until it is tapped or put off ("not now": a week later).
Where the matches are kept (a granted promise, the home screen, a computer's data folder) neither is said."""

from __future__ import annotations

import flet as ft

from scorepad.storage import backups


async def look(session, ask: bool = False) -> None:
    """In the browser: what it says of keeping the matches (`ask`: asked to keep them first, as at a new
    match); the line that it may delete them waits for the first saved hand, unless it was said already."""
    disk = session.backend.disk
    if disk is None:
        return
    session.keeping = kept = await disk.keeping(ask)
    if not session.chrome.settings.get("persist_told"):
        session.kept_note = kept_line(session, kept, disk.tabs_in_step)


def kept_line(session, kept, tabs_in_step: bool) -> str | None:
    """The line for a browser that may delete the matches (None when it keeps them): add the app to the home
    screen (on an iPhone: Share → Add to Home Screen), or, on the home screen already, a backup; on plain
    http also what is missing there."""
    if not kept.may_delete:
        return None
    t = session.chrome.t
    if kept.standalone:
        words = t("keep.space")
    else:
        words = t("keep.home_screen_iphone" if session.page.platform == ft.PagePlatform.IOS else "keep.home_screen")
    return words if tabs_in_step else f"{words} {t('site.plain_http')}"


async def offer_backup(session) -> None:
    """At the start, on the start screen with nothing else said, where the browser may delete the matches:
    "3 matches not backed up" with Back up and ✕ when a backup is due (storage/backups.py, the week by the
    backend's clock)."""
    backend = session.backend
    if session.keeping is None or not session.keeping.may_delete:
        return
    if not session.is_host or session.nav.pattern != "/" or session.chrome.message is not None:
        return
    count = await backend.run(backups.unbacked, backend.store, backend.clock())
    if not count or session.nav.pattern != "/" or session.chrome.message is not None:
        return
    t = session.chrome.t
    session.events.offer(
        t("keep.backup_due", count=count), session.files.save_backup, t("app.backup_now"), lambda: put_off(session)
    )


async def put_off(session) -> None:
    """✕ on the offer: it goes, and comes again a week later."""
    backend = session.backend
    session.chrome.message = None
    await backend.write(backups.not_now, backend.store, backend.clock())
