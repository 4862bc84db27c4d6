"""Backup and restore: every match to one file, and back from a file through the Store's import (a bad
file is refused as a whole with a one-line reason; the good ones are stored in batches, the loop free
between them). On the web only the bytes the browser sent are used, never a path a client names."""

from __future__ import annotations

import gc
from dataclasses import dataclass
from datetime import date

import flet as ft

from scorepad.storage import StorageError
from scorepad.ui import exporting
from scorepad.ui.backend import young_collections_only
from scorepad.ui import widgets as w
from scorepad.ui.nav import Frame, screen

BATCH = 100  # matches stored per write when restoring


@dataclass(frozen=True)
class BackupView:
    count: int
    message: str = ""


async def save_backup(app) -> None:
    items = await app.backend.run(app.store.export_all)
    name = exporting.file_name("scorepad-backup", date.today().isoformat(), ext="json")
    await exporting.save_bytes(app, exporting.backup_bytes(items), name)


async def restore_bytes(app, data: bytes) -> str:
    """Restore the matches in `data`; returns the message to show (also when the file is refused)."""
    try:
        items = await app.backend.finish(exporting.reading_backup(data, app.lang))
    except exporting.BackupRefused as refused:
        return str(refused)
    stored = unchanged = rejected = 0
    try:
        with young_collections_only():
            for start in range(0, len(items), BATCH):
                result = await app.backend.write(app.store.import_matches, items[start:start + BATCH])
                stored, unchanged, rejected = stored + len(result.stored), unchanged + len(result.unchanged), rejected + len(result.rejected)
                gc.collect(1)
    except StorageError as error:
        return app.error_text(error)
    app.backend.statistics.start(again=True)  # the statistics catch up in the background
    return app.t("backup.restored", stored=stored, unchanged=unchanged, rejected=rejected)


def restore_picker(app) -> ft.FilePicker:
    """The session's picker for restoring; the browser opens it inside the tap (iOS allows nothing else)."""
    if "restore" not in app.services:
        app.services["restore"] = ft.FilePicker(on_result=app.on_event(lambda e: restore_picked(app, list(e.files or []))))
    return app.services["restore"]


async def restore_picked(app, files: list) -> None:
    """Restore the first chosen file from the bytes the client sent (nothing chosen: nothing happens)."""
    if not files:
        return
    data = files[0].bytes
    if isinstance(data, list):
        data = bytes(data)
    message = await restore_bytes(app, data or b"")
    await app.go("/backup", message=message)


async def load_backup(app, params) -> BackupView:
    return BackupView(await app.backend.run(app.store.count), params.get("message", ""))


@screen("/backup", "menu.backup", load=load_backup)
def backup_screen(app, view: BackupView) -> Frame:
    t = app.t
    body = [w.heading(t("backup.save_heading")), w.about(t("backup.save_about", count=view.count)),
            ft.FilledButton(content=t("backup.save"), icon=ft.Icons.DOWNLOAD, on_click=app.act(save_backup, app), height=w.TAP,
                            disabled=view.count == 0),
            ft.Divider(),
            w.heading(t("backup.restore_heading")), w.about(t("backup.restore_about")),
            ft.OutlinedButton(content=t("backup.restore"), icon=ft.Icons.UPLOAD_FILE, height=w.TAP,
                              action=ft.PickFiles(restore_picker(app), dialog_title=t("backup.restore"), with_data=True))]
    if view.message:
        body.append(ft.Text(view.message, size=15, weight=ft.FontWeight.BOLD, semantics_label=view.message))
    body += [ft.Divider(), w.about(t("backup.match_hint"))]
    return Frame(ft.Column(body, spacing=10), title=t("backup.title"))
