"""Files in and out, as the screens' buttons do them: save a backup or a match (a download in the browser, a save dialog
on a desktop), copy or share a summary, share the result's picture, restore a backup in steps that leave the loop
free."""

from __future__ import annotations

import gc
import logging
from datetime import date

import flet as ft

from scorepad.stats import (
    backup_of,
    match_file_text,
    restore_kept,
    save_aliases,
    save_groups,
    scorecard_csv,
    split,
    summary_text,
)
from scorepad.storage import StorageError
from scorepad.ui import exporting
from scorepad.ui.backend import young_collections_only
from scorepad.ui.device import CLIENT_ERRORS, secure_context

BATCH = 100  # matches stored per write when restoring
DESKTOPS = (ft.PagePlatform.LINUX, ft.PagePlatform.MACOS, ft.PagePlatform.WINDOWS)  # a file is saved, not shared
log = logging.getLogger("scorepad.ui")


class FileActions:
    """One session's files."""

    def __init__(self, session):
        self.session = session

    @property
    def ui(self):
        return self.session.ui

    async def save_bytes(self, data: bytes, name: str) -> bool:
        """Offer `data` as a file called `name` (a download in the browser, a save dialog on a desktop);
        whether it was saved (handed to the browser's download, or a place chosen)."""
        ui = self.ui
        try:
            where = await self.session.device.service("picker").save_file(
                dialog_title=ui.t("export.save_title"), file_name=name, src_bytes=data
            )
        except CLIENT_ERRORS as error:  # the client could not save: say so, nothing is lost
            ui.say(ui.t("export.save_failed", reason=str(error) or type(error).__name__))
            return False
        if where is None and not self.session.page.web:
            return False  # the save dialog was cancelled
        ui.say(ui.t("export.saved", name=where or name))
        return True

    async def save_backup(self) -> None:
        """Every match in one file (the same as `scorepad export --all`); once saved, the Store notes the
        backup's time (taken before the matches were read), from which the offer to back up counts."""
        from scorepad.storage.backups import note_backup
        from scorepad.storage.records import now

        backend = self.session.backend
        at = now()
        items = await backend.run(backup_of, backend.store)
        name = exporting.file_name("scorepad-backup", date.today().isoformat(), ext="json")
        if await self.save_bytes(exporting.backup_bytes(items), name):
            await backend.write(note_backup, backend.store, at)

    async def save_csv(self, stored) -> None:
        await self.save_bytes(
            scorecard_csv(stored.match, self.ui.lang), exporting.file_name(*self.base(stored), ext="csv")
        )

    async def save_match(self, stored) -> None:
        backend = self.session.backend
        data = await backend.run(backend.store.export_match, stored.id)
        await self.save_bytes(
            match_file_text(data).encode("utf-8"), exporting.file_name(*self.base(stored), ext="json")
        )

    @property
    def insecure(self) -> bool:
        """A browser's page on plain http to a network address: no clipboard, no share sheet there."""
        page = self.session.page
        return bool(page.web) and not secure_context(page.url)

    def base(self, stored) -> tuple[str, ...]:
        return ("scorepad", stored.created[:10], *stored.match.players)

    async def copy_summary(self, stored) -> None:
        ui = self.ui
        try:
            await self.session.device.service("clipboard").set(summary_text(stored.match, ui.lang, stored.created))
        except CLIENT_ERRORS as error:
            ui.say(
                ui.t("export.copy_insecure")
                if self.insecure
                else ui.t("export.copy_failed", reason=str(error) or type(error).__name__)
            )
            return
        ui.say(ui.t("export.copied"))

    async def share_summary(self, stored) -> None:
        ui = self.ui
        if self.insecure:  # no share sheet: the browser would open a mail program instead
            ui.say(ui.t("export.share_insecure"))
            return
        try:
            await self.session.device.service("share").share_text(
                summary_text(stored.match, ui.lang, stored.created), subject=ui.t("chart.share_subject")
            )
        except CLIENT_ERRORS as error:
            ui.say(ui.t("export.share_failed", reason=str(error) or type(error).__name__))

    async def copy_link(self, link: str) -> None:
        """A hand-over link to the clipboard."""
        ui = self.ui
        try:
            await self.session.device.service("clipboard").set(link)
        except CLIENT_ERRORS as error:
            ui.say(
                ui.t("export.copy_insecure")
                if self.insecure
                else ui.t("export.copy_failed", reason=str(error) or type(error).__name__)
            )
            return
        ui.say(ui.t("handover.copied"))

    async def share_link(self, link: str) -> None:
        """A hand-over link to the share sheet (a messenger, a mail, another app)."""
        ui = self.ui
        if self.insecure:  # no share sheet: the browser would open a mail program instead
            ui.say(ui.t("export.share_insecure"))
            return
        try:
            await self.session.device.service("share").share_text(link, subject=ui.t("handover.subject"))
        except CLIENT_ERRORS as error:
            ui.say(ui.t("export.share_failed", reason=str(error) or type(error).__name__))

    async def share_image(self, png: bytes, name: str) -> None:
        """A picture for the group chat: the share sheet (a browser without the Web Share API for files
        downloads it instead), on a desktop a save dialog."""
        ui, page = self.ui, self.session.page
        if not page.web and page.platform in DESKTOPS:
            await self.save_bytes(png, name)
            return
        if self.insecure:  # no Web Share on plain http: a download, and a line saying so
            await self.save_bytes(png, name)
            ui.say(ui.t("result.downloaded_insecure", name=name))
            return
        files = [ft.ShareFile.from_bytes(png, mime_type="image/png", name=name)]
        try:
            shared = await self.session.device.service("share").share_files(files, download_fallback_enabled=True)
        except CLIENT_ERRORS as error:  # no share sheet at all: offer it as a file
            log.info("sharing the picture failed (%s): saving it instead", error)
            await self.save_bytes(png, name)
            return
        # a browser can't say more than "handed on"
        if shared is None or shared.status != ft.ShareResultStatus.DISMISSED:
            ui.say(ui.t("result.shared", name=name))

    async def restore(self, data: bytes) -> str:
        """Restore the matches in `data`; returns the message to show (also when the file is refused)."""
        session = self.session
        backend, lang = session.backend, session.chrome.lang
        try:
            items = await backend.finish(exporting.reading_backup(data, lang))
        except exporting.BackupRefused as refused:
            return str(refused)
        items, kept = split(items)
        counts = dict.fromkeys(("stored", "merged", "unchanged", "beside", "rejected"), 0)
        try:
            with young_collections_only():
                for start in range(0, len(items), BATCH):
                    result = await backend.write(backend.store.import_matches, items[start : start + BATCH])
                    for key in counts:
                        counts[key] += len(getattr(result, key))
                    gc.collect(1)
            for entry in kept:  # after the matches: a file the disk refused half-way leaves the settings as they were
                await backend.write(restore_kept, backend.store, entry)
        except StorageError as error:
            from scorepad.i18n.storage_text import error_text

            return error_text(error, lang)
        backend.statistics.start(again=True)  # the statistics catch up in the background
        beside = " " + session.chrome.t("backup.restored_beside", beside=counts["beside"]) if counts["beside"] else ""
        also = " " + session.chrome.t("backup.restored_kept") if kept else ""
        return session.chrome.t("backup.restored", **counts) + beside + also

    async def save_aliases(self, aliases: dict) -> None:
        """Keep the statistics' names (who counts as whom): only that key of the settings."""
        backend = self.session.backend
        await backend.write(save_aliases, backend.store, aliases)

    async def save_groups(self, groups: dict) -> None:
        """Keep the groups the user named: only that key of the settings."""
        backend = self.session.backend
        await backend.write(save_groups, backend.store, groups)
