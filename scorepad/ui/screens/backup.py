"""Backup and restore: every match to one file, and back from a file through the Store's import (a bad
file is refused as a whole with a one-line reason; the good ones are stored in one write)."""

from __future__ import annotations

from datetime import date

import flet as ft

from scorepad.ui import exporting
from scorepad.ui import looking_back as lb
from scorepad.ui import widgets as w
from scorepad.ui.nav import Shown, screen


async def save_backup(app) -> None:
    try:
        items = await app.call("export_all")
    except Exception as error:
        app.snack(app.error_text(error))
        return
    name = exporting.file_name("scorepad-backup", date.today().isoformat(), ext="json")
    await exporting.save_bytes(app, exporting.backup_bytes(items), name)


async def restore_bytes(app, data: bytes) -> str:
    """Restore the matches in `data`; returns the message to show (also when the file is refused)."""
    try:
        items = exporting.read_backup(data, app.lang)
    except exporting.BackupRefused as refused:
        return str(refused)
    try:
        result = await app.call("import_matches", items)
    except Exception as error:
        return app.error_text(error)
    lb.warm(app.store, force=True)  # the statistics catch up in the background
    return app.t("backup.restored", stored=len(result.stored), unchanged=len(result.unchanged), rejected=len(result.rejected))


def restore_picker(app) -> ft.FilePicker:
    """The session's picker for restoring; the browser opens it inside the tap (iOS allows nothing else)."""
    kept = exporting.services(app)
    if "restore" not in kept:
        async def picked(e):
            await restore_picked(app, list(e.files or []))

        kept["restore"] = ft.FilePicker(on_result=picked)
    return kept["restore"]


async def restore_picked(app, files: list) -> None:
    """Restore the first chosen file (nothing chosen: nothing happens)."""
    if not files:
        return
    chosen = files[0]
    data = chosen.bytes
    if isinstance(data, list):
        data = bytes(data)
    if data is None and chosen.path:
        try:
            with open(chosen.path, "rb") as handle:
                data = handle.read()
        except OSError as error:
            app.snack(app.t("backup.pick_failed", reason=error.strerror or str(error)))
            return
    message = await restore_bytes(app, data or b"")
    await app.go("/backup", message=message)


@screen("/backup", "menu.backup", icon=ft.Icons.SAVE_ALT, menu=True, order=40)
async def backup_screen(app, params) -> Shown:
    t = app.t
    try:
        count = await app.call("count")
    except Exception as error:
        return Shown(ft.Text(app.error_text(error)), title=t("backup.title"))

    async def save(e):
        await save_backup(app)

    body = [w.heading(t("backup.save_heading")), w.about(t("backup.save_about", count=count)),
            ft.FilledButton(content=t("backup.save"), icon=ft.Icons.DOWNLOAD, on_click=save, height=w.TAP, disabled=count == 0),
            ft.Divider(),
            w.heading(t("backup.restore_heading")), w.about(t("backup.restore_about")),
            ft.OutlinedButton(content=t("backup.restore"), icon=ft.Icons.UPLOAD_FILE, height=w.TAP,
                              action=ft.PickFiles(restore_picker(app), dialog_title=t("backup.restore"), with_data=True))]
    if params.get("message"):
        body.append(ft.Text(params["message"], size=15, weight=ft.FontWeight.BOLD, semantics_label=params["message"]))
    body.append(ft.Divider())
    body.append(w.about(t("backup.match_hint")))
    return Shown(ft.Column(body, spacing=10), title=t("backup.title"))
