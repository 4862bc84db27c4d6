"""Files in and out of the app: saving bytes (a browser download on the web), copying, sharing, and
reading a backup so that a bad file is refused as a whole, in words, before anything is stored."""

from __future__ import annotations

import json
import logging
import re
import unicodedata

import flet as ft

from scorepad.i18n import t
from scorepad.i18n.words import describe
from scorepad.rules import match_from_dict, scorecard

log = logging.getLogger("scorepad.ui")


class BackupRefused(Exception):
    """A backup file that can't be restored; the message is one line in the user's language."""


def services(app) -> dict:
    """The app's FilePicker, Clipboard and Share, kept referenced (services are dropped otherwise)."""
    kept = getattr(app, "looking_back_services", None)
    if kept is None:
        kept = {"picker": ft.FilePicker(), "clipboard": ft.Clipboard(), "share": ft.Share()}
        app.looking_back_services = kept
    return kept


def file_name(*parts: str, ext: str) -> str:
    """A safe file name from words: 'scorepad-2026-11-30-anna-ben.csv' (ASCII, no spaces)."""
    text = "-".join(p for p in parts if p)
    text = unicodedata.normalize("NFKD", text.replace("ß", "ss")).encode("ascii", "ignore").decode()
    text = re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-").lower()
    return f"{text[:80] or 'scorepad'}.{ext}"


async def save_bytes(app, data: bytes, name: str) -> None:
    """Offer `data` as a file called `name` (a download in the browser, a save dialog on a desktop)."""
    picker = services(app)["picker"]
    try:
        where = await picker.save_file(dialog_title=app.t("export.save_title"), file_name=name, src_bytes=data)
    except Exception as error:  # the client could not save: say so, nothing is lost
        log.info("save failed: %s", error)
        app.snack(app.t("export.save_failed", reason=str(error) or type(error).__name__))
        return
    if where is None and not app.page.web:
        return  # the save dialog was cancelled
    app.snack(app.t("export.saved", name=where or name))


async def copy_text(app, text: str) -> None:
    try:
        await services(app)["clipboard"].set(text)
    except Exception as error:
        app.snack(app.t("export.copy_failed", reason=str(error) or type(error).__name__))
        return
    app.snack(app.t("export.copied"))


async def share_text(app, text: str, subject: str) -> None:
    try:
        await services(app)["share"].share_text(text, subject=subject)
    except Exception as error:
        app.snack(app.t("export.share_failed", reason=str(error) or type(error).__name__))


def backup_bytes(items: list[dict]) -> bytes:
    """A backup: every match file in one JSON array (the same as `scorepad export --all`)."""
    return (json.dumps(items, ensure_ascii=False, indent=2) + "\n").encode("utf-8")


def read_backup(data: bytes, lang: str) -> list:
    """The match files in a backup or match file; BackupRefused says why the whole file can't be used.

    Every match is checked by the engine first, so a file with one bad match stores nothing.
    """
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise BackupRefused(t("backup.not_text", lang)) from None
    try:
        found = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as error:
        line = getattr(error, "lineno", 1)
        raise BackupRefused(t("backup.not_json", lang, line=line)) from None
    items = found if isinstance(found, list) else [found]
    if not items:
        raise BackupRefused(t("backup.empty", lang))
    for number, item in enumerate(items, 1):
        if not isinstance(item, dict):
            raise BackupRefused(t("backup.not_matches", lang, number=number))
        match, problems = match_from_dict({k: v for k, v in item.items() if k not in ("id", "created", "updated", "deleted", "summary")})
        if match is not None:
            problems = list(scorecard(match).problems)
        if problems:
            players = item.get("players") if isinstance(item.get("players"), list) else []
            players = [p for p in players if isinstance(p, str)]
            detail = describe(problems[0], lang, match.players if match is not None else players)
            raise BackupRefused(t("backup.bad_match", lang, number=number, detail=detail))
    return items
