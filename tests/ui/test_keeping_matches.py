"""Matches the browser keeps (issue 44), driven in-process on a real Store with the browser's disk given as what it
says of keeping the data: the browser asked at a new match; where it may delete the matches one line, once, after
the first saved hand, with how to keep them; the offer to back up a week after the last backup (the week counted
by an injected clock), one tap to a backup that restores every match, and "not now". German and English."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import flet as ft
import pytest
from ui_harness import Table, run

from scorepad.i18n import t as words
from scorepad.rules import Hand
from scorepad.storage import Store
from scorepad.storage.backups import LAST_BACKUP, NOT_NOW
from scorepad.storage.browser import Keeping
from scorepad.ui.app import make_main
from scorepad.ui.backend import Backend

FOUR = ("Anna", "Ben", "Carla", "Dan")
REFUSED, NO_PROMISE, GRANTED = (
    Keeping(False),
    Keeping(None),
    Keeping(True),
)  # Chromium refused; Safari in a tab; granted
IPHONE = ft.PagePlatform.IOS


class BrowserDisk:
    """The browser's disk as the app sees it: writes at once, and what the browser says of keeping the data
    (`kept`); `asked` lists each question's ask (True: the browser was asked to keep the data)."""

    def __init__(self, kept: Keeping, tabs_in_step: bool = True):
        self.kept, self.tabs_in_step, self.asked = kept, tabs_in_step, []

    async def write(self, change):
        return change()

    async def keeping(self, ask: bool = False) -> Keeping:
        self.asked.append(ask)
        return self.kept

    def listen(self, callback) -> None:
        pass

    def announce(self, message) -> None:
        pass


@pytest.fixture
def phone(store):
    """phone(kept, lang, platform, days=0, tabs_in_step=True) -> the app in a browser on `store`, `days` from now
    by its clock; its disk is `table.disk`."""
    opened = []

    async def opener(kept=REFUSED, lang="en", platform=None, days: float = 0, tabs_in_step=True):
        disk = BrowserDisk(kept, tabs_in_step)
        at = datetime.now(UTC) + timedelta(days=days)
        backend = Backend(store, disk=disk, clock=lambda: at)
        table = Table(make_main(store, lang, backend), web=True, platform=platform)
        opened.append(table)
        await table.open()
        table.conn.answers["save_file"] = None  # the browser's download: it says no path
        table.disk = disk
        await table.app.greeting  # the start's first words: what the browser keeps, the offer to back up
        await table.settle()
        return table

    yield opener
    for table in opened:
        table.close()


async def start_match(t, lang):
    for seat, name in enumerate(FOUR, 1):
        await t.type(words("setup.player", lang, seat=seat), name)
    await t.tap(words("setup.start", lang))


async def first_hand(t, lang, number=1):
    await t.tap(words("card.enter", lang, number=number))
    for name, hearts in (("Anna", 5), ("Ben", 8)):
        await t.tap(words("entry.hearts_label", lang, name=name, count=hearts))
    await t.tap(words("entry.took", lang, name="Carla", card=words("card.words.Q.spades", lang)))
    await t.tap(words("entry.save", lang))
    await t.until(lambda: t.snack_text() == words("entry.saved", lang, number=number))
    t.app.chrome.expire(t.app.chrome.message)  # its 8 s are up (the line waits for that)


LINES = [  # what the browser says, the phone, the language -> the line (None: nothing is said)
    (REFUSED, None, "en", "This browser may delete your matches: add Scorepad to the home screen to keep them."),
    (REFUSED, None, "de", "Der Browser kann deine Partien löschen: zum Startbildschirm hinzufügen, dann bleiben sie."),
    (NO_PROMISE, IPHONE, "en", "This browser may delete your matches: Share → Add to Home Screen keeps them."),
    (
        NO_PROMISE,
        IPHONE,
        "de",
        "Der Browser kann deine Partien löschen: Teilen → Zum Home-Bildschirm, dann bleiben sie.",
    ),
    (
        Keeping(False, standalone=True),
        None,
        "en",
        "This browser may delete your matches when space runs low: a backup keeps them safe.",
    ),
    (
        Keeping(False, standalone=True),
        None,
        "de",
        "Der Browser kann deine Partien löschen, wenn der Speicher knapp wird: eine Sicherung schützt sie.",
    ),
    (GRANTED, None, "en", None),
    (GRANTED, IPHONE, "de", None),
    (Keeping(None, standalone=True), IPHONE, "en", None),  # Safari from the home screen keeps a home-screen app's data
]


@pytest.mark.parametrize("kept, platform, lang, line", LINES)
def test_where_the_browser_may_delete_the_matches_one_line_after_the_first_saved_hand_says_how_to_keep_them(
    phone, store, kept, platform, lang, line
):
    async def flow():
        t = await phone(kept, lang, platform)
        assert t.snack_text() == "" and t.disk.asked == [False]  # at the start: asked nothing of the browser yet
        await start_match(t, lang)
        await t.until(lambda: t.disk.asked == [False, True])  # a new match: the browser asked to keep the matches
        await first_hand(t, lang)
        if line is None:
            await t.settle()
            assert t.snack_text() == "" and t.app.kept_note is None and "persist_told" not in store.settings()
            return
        await t.until(lambda: t.snack_text() == line and t.has(words("app.backup_now", lang)))  # said and drawn
        assert t.dialog() is None and store.settings()["persist_told"] is True
        await t.tap(words("app.backup_now", lang))  # the line's button leads to the backup
        assert t.screen == "backup"

    run(flow())


def test_the_line_is_said_once_not_after_the_next_hand_nor_after_the_app_is_opened_again(phone, store):
    async def flow():
        t = await phone(REFUSED)
        await start_match(t, "en")
        await first_hand(t, "en")
        await t.until(lambda: t.snack_text().startswith("This browser may delete your matches"))
        await first_hand(t, "en", 2)
        await t.settle()
        assert t.snack_text() == "" and t.app.kept_note is None
        again = await phone(REFUSED)
        await first_hand(again, "en", 3)
        await again.settle()
        assert again.snack_text() == "" and again.app.kept_note is None

    run(flow())


def test_on_plain_http_the_line_also_says_what_is_missing_there(phone):
    async def flow():
        t = await phone(REFUSED, tabs_in_step=False)
        await start_match(t, "en")
        await first_hand(t, "en")
        await t.until(lambda: t.snack_text().startswith("This browser may delete your matches"))
        assert t.snack_text().endswith("use one tab, or open the site over https.")

    run(flow())


def matches(store, count: int) -> list[str]:
    """`count` matches, each with a hand, the first one running."""
    made = []
    for number in range(count):
        players = FOUR if number == 0 else (f"Eva{number}", f"Finn{number}", f"Gil{number}")
        made.append(store.create(players).id)
        store.add_hand(made[-1], Hand((3, 1, 18, 4)) if number == 0 else Hand((13, 13, 0)))
    return made


def offer(t) -> str:
    message = t.app.chrome.message
    return message.text if message is not None and message.close is not None else ""


@pytest.mark.parametrize("lang, line", [("en", "3 matches not backed up"), ("de", "3 Partien nicht gesichert")])
def test_with_no_backup_ever_the_start_offers_one_a_week_after_the_oldest_match(phone, store, lang, line):
    matches(store, 3)

    async def flow():
        early = await phone(REFUSED, lang, days=6.9)
        assert offer(early) == ""
        t = await phone(REFUSED, lang, days=7.1)
        assert offer(t) == line and t.screen == "match"
        assert t.has(words("app.backup_now", lang)) and t.has(words("keep.not_now", lang))

    run(flow())


@pytest.mark.parametrize("kept", [GRANTED, Keeping(None, standalone=True)], ids=["granted", "home screen"])
def test_where_the_browser_keeps_the_matches_no_backup_is_offered(phone, store, kept):
    matches(store, 3)

    async def flow():
        t = await phone(kept, days=30)
        assert offer(t) == "" and t.snack_text() == ""

    run(flow())


def test_one_tap_backs_up_every_match_into_one_file_that_restores_every_match_and_the_week_starts_again(
    phone, store, tmp_path
):
    made = matches(store, 3)
    store.delete(made[2])  # in the trash: not in the backup, as in `scorepad export --all`

    async def flow():
        t = await phone(NO_PROMISE, platform=IPHONE, days=8)
        assert offer(t) == "2 matches not backed up"
        await t.tap("Back up")
        [saved] = [arguments for method, arguments in t.conn.arguments if method == "save_file"]
        assert saved["file_name"].startswith("scorepad-backup-") and t.snack_text().startswith(
            "Saved: scorepad-backup-"
        )
        assert offer(t) == ""
        backup = bytes(saved["src_bytes"])
        restored = Store(tmp_path / "another phone")
        result = restored.import_matches(json.loads(backup))
        assert len(result.stored) == 2 and restored.export_all() == store.export_all()
        assert LAST_BACKUP in store.settings()
        same_week = await phone(NO_PROMISE, platform=IPHONE, days=8)  # nothing changed since the backup
        assert offer(same_week) == ""
        store.add_hand(made[0], Hand((13, 0, 0, 13)))
        assert offer(await phone(NO_PROMISE, days=6)) == ""  # a change, but the backup is not a week old
        assert offer(await phone(NO_PROMISE, days=8)) == "1 match not backed up"

    run(flow())


@pytest.mark.parametrize("lang", ["en", "de"])
def test_not_now_takes_the_offer_away_for_a_week(phone, store, lang):
    matches(store, 1)

    async def flow():
        t = await phone(REFUSED, lang, days=8)
        assert offer(t) == words("keep.backup_due", lang, count=1)
        await t.tap(words("keep.not_now", lang))
        assert offer(t) == "" and t.app.chrome.message is None and NOT_NOW in store.settings()
        assert offer(await phone(REFUSED, lang, days=14.9)) == ""
        assert offer(await phone(REFUSED, lang, days=15.1)) == words("keep.backup_due", lang, count=1)

    run(flow())


def test_the_offer_is_never_in_the_way_of_entering_a_hand_and_comes_once_per_start(phone, store):
    matches(store, 1)

    async def flow():
        t = await phone(REFUSED, days=8)
        assert offer(t) == "1 match not backed up" and t.screen == "match"
        await t.tap("Enter hand 2")  # the hand's own screen: no offer there
        assert t.screen == "hand" and t.app.chrome.message is None
        await t.back()
        assert t.screen == "match" and offer(t) == ""  # not again in this start
        elsewhere = Table(
            make_main(store, "en", Backend(store, disk=BrowserDisk(REFUSED), clock=lambda: t.app.backend.clock())),
            route="/history",
            web=True,
        )
        await elsewhere.open()
        await elsewhere.app.greeting
        await elsewhere.settle()
        assert offer(elsewhere) == ""  # opened at another screen: the start screen alone offers it
        elsewhere.close()

    run(flow())
