"""Backup and restore: every match to one file, and back from a file through the Store's import (a bad
file is refused as a whole with a one-line reason; the good ones are stored in batches, the loop free
between them). On the web only the bytes the browser sent are used, never a path a client names."""

from __future__ import annotations

from dataclasses import dataclass

import flet as ft

from scorepad.ui import widgets as w
from scorepad.ui.events import drawing
from scorepad.ui.frame import frame
from scorepad.ui.nav import Screen, link


@dataclass(frozen=True)
class BackupView:
    count: int
    message: str = ""


@drawing()
def BackupScreen(ui, view: BackupView):
    t = ui.t
    # the browser opens the picker inside the tap (iOS allows nothing else); the bytes come with its answer
    picker = ui.device.service("restore", lambda: ft.FilePicker(on_result=ui.on_event(lambda e: restore_picked(ui, e))))
    body = [
        w.heading(t("backup.save_heading")),
        w.about(t("backup.save_about", count=view.count)),
        ft.FilledButton(
            content=t("backup.save"),
            icon=ft.Icons.DOWNLOAD,
            on_click=ui.act(ui.files.save_backup),
            height=w.TAP,
            disabled=view.count == 0,
        ),
        ft.Divider(),
        w.heading(t("backup.restore_heading")),
        w.about(t("backup.restore_about")),
        ft.OutlinedButton(
            content=t("backup.restore"),
            icon=ft.Icons.UPLOAD_FILE,
            height=w.TAP,
            action=ft.PickFiles(picker, dialog_title=t("backup.restore"), with_data=True),
        ),
    ]
    if view.message:
        body.append(ft.Text(view.message, size=15, weight=ft.FontWeight.BOLD, semantics_label=view.message))
    body += [ft.Divider(), w.about(t("backup.match_hint"))]
    return frame(ui, ft.Column(body, spacing=10), title=t("backup.title"))


async def restore_picked(ui, e) -> None:
    """Restore the first chosen file from the bytes the client sent (nothing chosen: nothing happens)."""
    files = list(e.files or [])
    if not files:
        return
    data = files[0].bytes
    if isinstance(data, list):
        data = bytes(data)
    message = await ui.files.restore(data or b"")
    await ui.replace(link("/backup", message=message))


async def load_backup(session, params) -> BackupView:
    backend = session.backend
    return BackupView(await backend.run(backend.store.count), params.get("message", ""))


backup = Screen(load_backup, BackupScreen)
