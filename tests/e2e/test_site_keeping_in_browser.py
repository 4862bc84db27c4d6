"""Matches the browser keeps (issue 44), on the published site in headless Chromium at 390×844, with persistent
storage refused or granted for the site (Chromium's permission, set over CDP as a browser's own measure would).
Refused: at a new match the page asks the browser to keep the data; matches restored from a month ago bring the
start's offer to back up, whose one tap downloads the backup that restores every match, and the line after a
saved hand says how to keep them. Granted: neither is said."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest

from e2e_driver import DESKTOP, PHONE, answered, gone, menu, see, shot, tap, tap_until, type_into
from patience import DEADLINE_MS, until
from scorepad.i18n import t
from scorepad.rules import Hand
from scorepad.storage import Store
from site_driver import SEE_TEXT, SiteServer, app_up, build_site, persistent

FOUR = ("Anna", "Ben", "Carla", "Dan")
# ms: durations, not waits for a state: how long the page is watched for what must NOT come where the browser keeps
# the data. The line about keeping them comes within a second of the saved-message going where it is said; the
# offer to back up comes with the start's first words, within a second or two.
LINE_WOULD_COME_MS = 2000
OFFER_WOULD_COME_MS = 3000
# Each call of navigator.storage.persist() the page makes, counted (the page alone can ask; a worker cannot).
COUNT_ASKS = """(() => {
  window.scorepadAsks = 0;
  const persist = StorageManager.prototype.persist;
  StorageManager.prototype.persist = function () { window.scorepadAsks += 1; return persist.call(this); };
})();"""


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    return build_site(tmp_path_factory.getbasetemp())


def month_old_matches(folder) -> tuple:
    """A backup file of two matches played a month ago (one finished, one running), and the matches' files."""
    with Store(folder / "then") as store:
        finished = store.create(("Eva", "Finn", "Gil")).id
        while not store.get(finished).card.outcome.finished:
            store.add_hand(finished, Hand((13, 13, 0)))
        running = store.create(FOUR).id
        store.add_hand(running, Hand((3, 1, 18, 4)))
        items = store.export_all()
    then = (datetime.now(UTC) - timedelta(days=30)).isoformat(timespec="milliseconds")
    for item in items:
        del item["id"]  # stored under an id made from its time of creation
        item.update(created=then, updated=then)
    path = folder / "a-month-ago.json"
    path.write_text(json.dumps(items), "utf-8")
    return path, items


def storage_permission(context, page, server: SiteServer, setting: str) -> None:
    """Chromium's answer to navigator.storage.persist() for the site: "granted" or "denied"."""
    origin = server.url.split("/scorepad/")[0]
    context.new_cdp_session(page).send(
        "Browser.setPermission", {"permission": {"name": "persistent-storage"}, "setting": setting, "origin": origin}
    )


def restore(page, lang: str, path) -> None:
    """The backup screen's Restore from file, `path` picked in the browser's file chooser: two matches restored."""
    menu(page, t("backup.title", lang), t("app.menu", lang))
    with page.expect_file_chooser() as chooser:
        tap(page, t("backup.restore", lang))
    answered(page, lambda: chooser.value.set_files(str(path)))
    see(page, t("backup.restored", lang, stored=2, merged=0, unchanged=0, rejected=0))


def shown(page, text: str) -> bool:
    return page.evaluate(f"({SEE_TEXT})({text!r})")


def hand(page, lang: str, number: int) -> None:
    tap(page, t("card.enter", lang, number=number))
    for name, hearts in (("Anna", 5), ("Ben", 8)):
        tap(page, t("entry.hearts_label", lang, name=name, count=hearts))
    tap(page, t("entry.took", lang, name="Carla", card=t("card.words.Q.spades", lang)))
    tap(page, t("entry.save", lang))
    see(page, t("entry.saved", lang, number=number))


def test_where_chromium_refuses_to_keep_the_data_a_month_old_history_is_offered_as_a_backup_that_restores_every_match(
    browser, site, tmp_path
):
    lang = "de"
    backup_file, items = month_old_matches(tmp_path)
    with SiteServer(site) as server, persistent(browser, tmp_path / "phone", locale="de-DE") as context:
        context.add_init_script(COUNT_ASKS)
        page = context.pages[0] if context.pages else context.new_page()
        storage_permission(context, page, server, "denied")
        page.goto(server.url)
        app_up(page, t("setup.players", lang))
        restore(page, lang, backup_file)

        page.goto(server.url)  # the app opened again: a month without a backup
        offer = t("keep.backup_due", lang, count=2)
        app_up(page, offer)
        see(page, t("card.enter", lang, number=2))  # on the running match, the line above its big button
        shot(page, "phone-de-backup-offer")
        # beside the next hand's entry on a wide window: still below it, in its own place
        page.set_viewport_size(DESKTOP)
        see(page, t("entry.save", lang))
        shot(page, "desktop-de-backup-offer")
        with page.expect_download() as caught:
            tap(page, t("app.backup_now", lang))
        see(page, t("export.saved", lang, name=caught.value.suggested_filename))
        assert not shown(page, offer)
        page.set_viewport_size(PHONE)
        saved = tmp_path / caught.value.suggested_filename
        caught.value.save_as(saved)

        page.goto(server.url)  # backed up just now: no offer
        app_up(page, t("card.enter", lang, number=2))
        hand(page, lang, 2)
        line = t("keep.home_screen", lang)
        see(page, line)  # once the saved-message has gone
        shot(page, "phone-de-keep-line")
        assert not shown(page, offer) and page.evaluate("window.scorepadAsks") == 0

        menu(page, t("menu.new", lang), t("app.menu", lang))
        for seat, name in enumerate(FOUR, 1):
            type_into(page, t("setup.player", lang, seat=seat), name)
        tap_until(page, t("setup.start", lang), t("card.enter", lang, number=1))
        until(page, "window.scorepadAsks === 1", timeout=DEADLINE_MS)  # a new match: the browser asked

    with Store(tmp_path / "another phone") as restored:
        assert len(restored.import_matches(json.loads(saved.read_text("utf-8"))).stored) == 2
        assert sorted((m.match.players, len(m.match.hands)) for m in restored.matches()) == sorted(
            (tuple(item["players"]), len(item["hands"])) for item in items
        )


def test_where_chromium_keeps_the_data_it_is_asked_at_the_first_match_and_neither_the_line_nor_the_offer_comes(
    browser, site, tmp_path
):
    lang = "en"
    backup_file, _ = month_old_matches(tmp_path)
    with SiteServer(site) as server, persistent(browser, tmp_path / "phone") as context:
        context.add_init_script(COUNT_ASKS)
        page = context.pages[0] if context.pages else context.new_page()
        storage_permission(context, page, server, "granted")
        page.goto(server.url)
        app_up(page, t("setup.players", lang))
        assert page.evaluate("window.scorepadAsks") == 0  # nothing asked on the way in
        for seat, name in enumerate(FOUR, 1):
            type_into(page, t("setup.player", lang, seat=seat), name)
        tap_until(page, t("setup.start", lang), t("card.enter", lang, number=1))
        until(page, "window.scorepadAsks === 1", timeout=DEADLINE_MS)
        hand(page, lang, 1)
        gone(page, t("entry.saved", lang, number=1))
        page.wait_for_timeout(LINE_WOULD_COME_MS)  # a duration: the line would have come by now
        assert not shown(page, t("keep.home_screen", lang)) and page.evaluate("navigator.storage.persisted()")

        restore(page, lang, backup_file)
        page.goto(server.url)  # a month-old history, kept by the browser: no offer
        app_up(page, t("card.enter", lang, number=2))
        page.wait_for_timeout(OFFER_WOULD_COME_MS)  # a duration: the offer would have come by now
        assert not shown(page, t("keep.backup_due", lang, count=3)) and not shown(page, "not backed up")
