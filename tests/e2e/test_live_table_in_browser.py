"""The whole table on their phones, in real browsers against the real `scorepad --web --host 0.0.0.0`
(reached through 127.0.0.1: no other address may be used here): the host shares the table, four phones
join by the watch link and each shows its own next step, a save reaches them all, a dropped phone catches
up by itself, two scorers save the same hand, and new links end the old watchers."""

from __future__ import annotations

import sys
from pathlib import Path

from e2e_driver import DESKTOP, PHONE, button, open_app, see, shot, tap, tap_until, type_into

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "server"))
from server_driver import ServerProcess  # noqa: E402

from patience import DEADLINE_MS  # noqa: E402

FOUR = ("Anna", "Ben", "Carla", "Dan")
# ms: a duration, the scenario's: a phone is off the Wi-Fi this long before the host saves a hand it then misses.
AWAY_FOR_MS = 1500
# where each seat's cards go in hand 1 (left) and hand 2 (right)
LEFT = {"Anna": "Ben", "Ben": "Carla", "Carla": "Dan", "Dan": "Anna"}
RIGHT = {"Anna": "Dan", "Ben": "Anna", "Carla": "Ben", "Dan": "Carla"}


def link(server: ServerProcess, role: str) -> str:
    return f"http://127.0.0.1:{server.port}/?key={server.secrets()[role]}"


def start(page) -> None:
    for seat, name in enumerate(FOUR):
        field = page.get_by_role("textbox", name=f"Player {seat + 1}").first
        field.wait_for(state="attached", timeout=DEADLINE_MS)
        type_into(page, f"Player {seat + 1}", name)
    tap_until(page, "Start match", "Hand 1 · Anna deals")


def hand(page, number: int, hearts: dict, queen: str) -> None:
    see(page, f"Hand {number} · ")
    if button(page, f"Enter hand {number}").count():
        tap(page, f"Enter hand {number}")
    for name, count in hearts.items():
        tap(page, f"{name} {count} ♥")
    tap(page, f"{queen} took Q♠")
    tap(page, "Save hand")


def test_four_phones_watch_their_own_next_step_live_and_new_links_end_them(browser, tmp_path):
    server = ServerProcess(tmp_path / "data", host="0.0.0.0").start()
    try:
        host = open_app(browser, link(server, "host"), PHONE, wait_for="Players, clockwise")
        start(host)
        tap(host, "Share the table")
        see(host, "Everyone scans this")
        shot(host, "phone-en-share-qr")
        tap(host, "Back")
        phones = {}
        for name in FOUR:
            phone = open_app(browser, link(server, "watch"), PHONE, wait_for="Who are you?")
            tap(phone, name)
            see(phone, f"← You pass 3 cards to {LEFT[name]} (left)")
            phones[name] = phone
        see(phones["Ben"], "0 points · place 1 of 4")
        shot(phones["Ben"], "phone-en-watcher")
        hand(host, 1, {"Anna": 5, "Ben": 8}, "Carla")  # 5 8 13 0
        for name, total, place in (("Anna", 5, 2), ("Ben", 8, 3), ("Carla", 13, 4), ("Dan", 0, 1)):
            see(phones[name], f"{total} points · place {place} of 4")  # the save reached every phone
            see(phones[name], f"→ You pass 3 cards to {RIGHT[name]} (right)")  # and each its own pass
        # a phone that loses the Wi-Fi and comes back catches up by itself
        away = phones["Carla"]
        away.context.set_offline(True)
        away.wait_for_timeout(AWAY_FOR_MS)  # a duration: the phone away
        hand(host, 2, {"Dan": 13}, "Anna")  # 18 8 13 13
        away.context.set_offline(False)
        see(away, "13 points · place 2 of 4")
        see(away, "Hand 3 · you deal")  # Carla's own phone speaks to her
        # a screen facing the table
        tv = open_app(browser, link(server, "watch"), DESKTOP, wait_for="Who are you?")
        tap(tv, "TV view (a screen facing the table)")
        see(tv, "Last hand (2): Anna 13, Ben 0, Carla 0, Dan 13")
        shot(tv, "desktop-en-tv")
        # two scorers save the same hand: the second is asked, nothing is applied twice
        first = open_app(browser, link(server, "score"), PHONE, wait_for="Hand 3 · Carla deals")
        second = open_app(browser, link(server, "score"), PHONE, wait_for="Hand 3 · Carla deals")
        tap(second, "Enter hand 3")
        tap(second, "Ben 13 ♥")
        tap(second, "Anna took Q♠")
        hand(first, 3, {"Carla": 13}, "Dan")
        see(second, "Hand 3 was just saved on another device. Saving asks what to do with yours.")
        tap(second, "Save hand")
        see(second, "Hand 3 was just saved on another device")
        tap(second, "Save mine as hand 4")
        see(host, "Hand 5 · Anna deals")
        # new links: the old watchers are out, on the page that says what to do
        tap(host, "Share the table")
        tap(host, "New links")
        see(host, "Make new links?")  # the dialog is up: its button is now the only "New links"
        tap(host, "New links")
        see(host, "New links made")
        for phone in phones.values():
            phone.get_by_text("Ask the scorer for the QR code").wait_for(timeout=DEADLINE_MS)
        shot(host, "phone-en-share-new-links")
    finally:
        server.stop()


def test_a_german_watchers_own_phone_speaks_to_them(browser, tmp_path):
    """Anna's phone, in German: "Spiel 1 · Du gibst", "Du gibst 3 Karten an Ben (links)", and how far she is
    from the end in words a table says ("noch 100 Punkte Luft bis 100", not "noch 100 bis 100")."""
    from scorepad.i18n import t
    from scorepad.i18n.words import direction
    from scorepad.rules import Rules
    from scorepad.storage import Store

    with Store(tmp_path / "data") as store:
        store.create(FOUR, Rules())
    server = ServerProcess(tmp_path / "data", host="0.0.0.0").start()
    try:
        host = open_app(browser, link(server, "host"), PHONE, wait_for="Hand 1 · Anna deals")
        tap(host, "Share the table")  # the match the watchers see
        anna = open_app(browser, link(server, "watch"), PHONE, locale="de-DE")
        see(anna, t("watch.who", "de"))
        tap(anna, "Anna")
        see(anna, t("watch.you_deal", "de", number=1))
        see(anna, t("watch.you_pass", "de", cards=3, name="Ben", direction=direction(1, 4, "de")))
        see(anna, t("watch.to_target", "de", left=100, target=100))
        assert t("watch.to_target", "de", left=100, target=100) == "noch 100 Punkte Luft bis 100"
        shot(anna, "phone-de-watcher")
    finally:
        server.stop()
