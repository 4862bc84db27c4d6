"""Looking back in a real browser against the real `scorepad --web`: a finished match's chart, the
player statistics, a CSV download checked cell by cell, a backup restored and a bad file refused."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

from e2e_driver import (
    DESKTOP,
    PHONE,
    Server,
    answered,
    menu,
    open_app,
    said_selected,
    see,
    settled,
    shot,
    tap,
    tap_text,
)
from patience import DEADLINE_MS
from scorepad.rules import Hand, Rules, match_from_dict
from scorepad.storage import Store

FOUR = ("Anna", "Ben", "Carla", "Dan")
# hands of a standard match to 100 as a table might write them down (Dan shoots the moon in hand 3)
HANDS = [
    Hand((5, 8, 13, 0)),
    Hand((13, 3, 4, 6)),
    Hand((0, 0, 0, 26), moon="minus"),
    Hand((2, 13, 7, 4)),
    Hand((6, 1, 2, 17)),
    Hand((13, 13, 0, 0)),
    Hand((4, 0, 9, 13)),
    Hand((0, 26, 0, 0), moon="plus"),
    Hand((9, 13, 3, 1)),
    Hand((13, 0, 6, 7)),
    Hand((3, 4, 13, 6)),
    Hand((8, 13, 2, 3)),
    Hand((13, 6, 5, 2)),
]
THREE = [Hand((13, 5, 8)), Hand((2, 20, 4)), Hand((9, 4, 13)), Hand((13, 13, 0)), Hand((0, 8, 18))]


def play_out(store, players, hands, rules=Rules()):
    """A match stored hand by hand through the real Store until the engine says it is over."""
    stored = store.create(players, rules)
    for hand in hands:
        if stored.card.outcome.finished:
            break
        stored = store.add_hand(stored.id, hand)
    return stored


def seed(data_dir) -> dict:
    """A few matches in the data folder (as if played): two finished, one running, a 'benni' to merge."""
    with Store(data_dir) as store:
        evening = play_out(store, FOUR, HANDS)
        assert evening.card.outcome.finished, evening.card.totals
        trio = play_out(store, ("anna ", "Ben", "Eva"), THREE, Rules(target=50))
        assert trio.card.outcome.finished
        play_out(store, ("Anna", "Benni", "Eva", "Dan"), HANDS[:2])
        return {"evening": evening, "trio": trio}


WORDS = {
    "en": {
        "stats": "Statistics",
        "history": "History",
        "chart": "Chart and export",
        "csv": "Save CSV",
        "board": "Leaderboard",
        "won": "Dan 57 ★ · Ben 68",
        "backup": "Backup and restore",
        "table": "This table's standings",
        "table_counts": "Matches: 1 · finished: 1 · players: 4",
        "group": "The group Anna · Ben · Carla · Dan",
        "pick": "Choose players",
        "eva": "Eva in the group",
        "eva_counts": "Matches: 2 · finished: 2 · players: 5",
        "back": "Back",
    },
    "de": {
        "stats": "Statistik",
        "history": "Verlauf",
        "chart": "Diagramm und Export",
        "csv": "CSV speichern",
        "board": "Rangliste",
        "won": "Dan 57 ★ · Ben 68",
        "backup": "Sichern und wiederherstellen",
        "table": "Rangliste dieses Tisches",
        "table_counts": "Partien: 1 · beendet: 1 · Spieler: 4",
        "group": "Die Runde Anna · Ben · Carla · Dan",
        "pick": "Spieler wählen",
        "eva": "Eva in der Runde",
        "eva_counts": "Partien: 2 · beendet: 2 · Spieler: 5",
        "back": "Zurück",
    },
}


def menu_item(page, lang: str, item: str) -> None:
    """Open the app bar's menu (named in the page's language) and pick `item`."""
    if lang == "en":
        return menu(page, item)
    tap(page, "Menü")
    entry = page.get_by_role("menuitem", name=item).first
    entry.wait_for(state="attached", timeout=DEADLINE_MS)
    answered(page, lambda: entry.dispatch_event("click"))


def read_csv(download, delimiter: str) -> list[list[str]]:
    data = Path(download.path()).read_bytes()
    assert data.startswith(b"\xef\xbb\xbf"), "UTF-8 with BOM, so a spreadsheet reads umlauts right"
    return list(csv.reader(io.StringIO(data.decode("utf-8-sig")), delimiter=delimiter))


def this_table(page, lang: str, size: str) -> None:
    """From the match, its table's standings (the trio's and the running match's Eva and Benni left out), Eva
    tapped into the group (her match with Anna, Ben and Carla counts, the running one with Benni not); back to
    the match."""
    w = WORDS[lang]
    menu_item(page, lang, w["table"])
    see(page, w["table_counts"])
    assert said_selected(page, w["group"])
    shot(page, f"{size}-{lang}-stats-this-table")
    tap(page, w["pick"])
    tap(page, w["eva"])
    see(page, w["eva_counts"])
    assert said_selected(page, w["eva"])
    shot(page, f"{size}-{lang}-stats-group-picked")
    tap(page, w["back"])
    see(page, w["chart"])


def look_back(page, lang: str, size: str) -> list[list[str]]:
    """Statistics, then the finished match's chart; screenshots of both; returns the CSV downloaded there."""
    w = WORDS[lang]
    menu_item(page, lang, w["stats"])
    see(page, w["board"])
    see(page, "1. Dan: 1 won of 1, 100%" if lang == "en" else "1. Dan: 1 von 1 gewonnen, 100 %")
    shot(page, f"{size}-{lang}-stats")
    tap_text(page, "1. Dan")
    see(page, "Moons shot: 1 (1 minus, 0 plus)" if lang == "en" else "Monde geschossen: 1 (1 minus, 0 plus)")
    see(page, "Best final score: 57" if lang == "en" else "Bestes Endergebnis: 57")
    shot(page, f"{size}-{lang}-stats-player")
    menu_item(page, lang, w["history"])
    tap_text(page, w["won"])
    this_table(page, lang, size)
    tap(page, w["chart"])
    see(page, "Anna 102, Ben 68, Carla 85, Dan 57")
    shot(page, f"{size}-{lang}-chart")
    with page.expect_download() as caught:
        tap(page, w["csv"])
    assert (
        caught.value.suggested_filename
        == "scorepad-" + caught.value.suggested_filename[9:19] + "-anna-ben-carla-dan.csv"
    )
    rows = read_csv(caught.value, "," if lang == "en" else ";")
    if size == "phone" and lang == "en":  # the match file too: it reads back as the same match
        with page.expect_download() as file:
            tap(page, "Save match file")
        data = json.loads(Path(file.value.path()).read_text(encoding="utf-8"))
        match, problems = match_from_dict({k: v for k, v in data.items() if k not in ("id", "created", "updated")})
        assert not problems and len(match.hands) == 12 and match.players == FOUR
        page.context.grant_permissions(["clipboard-read", "clipboard-write"])
        tap(page, "Copy summary")
        see(page, "Summary copied.")
        copied = settled(page, "() => navigator.clipboard.readText()")
        assert copied.splitlines()[:3] == [
            f"Hearts · Standard · {caught.value.suggested_filename[9:19]} · 12 hands",
            "Winner: Dan",
            "1. Dan: 57",
        ]
    return rows


def test_a_finished_matchs_chart_the_statistics_and_its_csv_in_english_on_a_phone_and_in_german_on_a_desktop(
    browser, tmp_path
):
    seeded = seed(tmp_path / "data")
    server = Server(tmp_path / "data").start()
    try:
        page = open_app(browser, server.url, PHONE, wait_for="Menu")
        rows = look_back(page, "en", "phone")
        page.context.close()
        desk = open_app(browser, server.url, DESKTOP, locale="de-DE", wait_for="Menü")
        german = look_back(desk, "de", "desktop")  # each language once, each size once: the other language's
        desk.context.close()  # words on the same screens are read in-process (tests/ui/test_groups_on_screen.py)
    finally:
        server.stop()
    card = seeded["evening"].card
    assert rows[0] == ["Hand", "Anna", "Ben", "Carla", "Dan", "Note"]
    assert len(rows) == 1 + len(card.results) + 1
    for row, result in zip(rows[1:-1], card.results, strict=True):
        assert [int(v) for v in row[1:5]] == list(result.score.scores)
    assert rows[3][5] == "moon: Dan (minus)" and rows[8][5] == "moon: Ben (plus)"
    assert rows[-1] == ["Total", "102", "68", "85", "57", ""]
    assert [[int(v) for v in row[1:5]] for row in rows[1:-1]] == [list(r.score.scores) for r in card.results]
    assert german[0][0] == "Spiel" and german[-1][:5] == ["Summe", "102", "68", "85", "57"]


def restore_file(page, path, message: str) -> None:
    """Pick `path` in the browser's file chooser for 'Restore from file' and wait for the answer."""
    with page.expect_file_chooser() as chooser:
        tap(page, "Restore from file")
    answered(page, lambda: chooser.value.set_files(str(path)))
    see(page, message)


def test_a_backup_downloaded_in_the_browser_restores_into_an_empty_app_and_a_bad_file_is_refused(browser, tmp_path):
    seed(tmp_path / "data")
    server = Server(tmp_path / "data").start()
    try:
        page = open_app(browser, server.url, DESKTOP, wait_for="Menu")
        menu(page, "Backup and restore")
        see(page, "Every match (3) into one file (JSON)")
        shot(page, "desktop-en-export-backup")
        with page.expect_download() as caught:
            tap(page, "Save backup")
        backup = tmp_path / caught.value.suggested_filename
        caught.value.save_as(backup)
        page.context.close()
    finally:
        server.stop()
    items = json.loads(backup.read_text("utf-8"))
    assert backup.name.startswith("scorepad-backup-") and len(items) == 3
    assert sorted(len(item["hands"]) for item in items) == [2, 5, 12]

    broken = tmp_path / "broken.json"
    broken.write_text('[{"players": ["Anna", "Ben"', "utf-8")
    one_bad = tmp_path / "one-bad.json"
    bad_items = json.loads(backup.read_text("utf-8"))
    bad_items[0]["hands"][0]["points"] = [13, 13, 13, 13]  # 52 points in a 26-point hand
    one_bad.write_text(json.dumps(bad_items), "utf-8")
    server = Server(tmp_path / "empty").start()
    try:
        page = open_app(browser, server.url, PHONE, wait_for="Menu")
        menu(page, "Backup and restore")
        see(page, "Every match (0) into one file (JSON)")
        restore_file(page, broken, "Not restored: the file is not valid JSON (line 1). Nothing was changed.")
        restore_file(page, one_bad, "Not restored: match 1:")
        see(page, "Every match (0) into one file (JSON)")
        restore_file(page, backup, "Restored: 3 new, 0 merged, 0 already there, 0 refused.")
        see(page, "Every match (3) into one file (JSON)")
        shot(page, "phone-en-export-restored")
        menu(page, "Statistics")
        see(page, "1. Dan: 1 won of 1, 100%")
        page.context.close()
    finally:
        server.stop()
    with Store(tmp_path / "empty") as store:
        assert sorted(len(s.match.hands) for s in store.matches()) == [2, 5, 12]
