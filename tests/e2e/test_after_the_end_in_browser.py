"""After the last hand (issue 29): on the live host (`scorepad --web`, a phone) the menu's "Current match"
leads back to the match just finished and shows its winner, from the history and from its own screen,
until a new match starts."""

from __future__ import annotations

import pytest

from e2e_driver import Server, menu, open_app, see, tap
from scorepad.i18n import t
from scorepad.i18n.words import card_words
from scorepad.rules import Hand, Rules
from scorepad.rules.cards import QUEEN_OF_SPADES
from scorepad.storage import Store

FOUR = ("Anna", "Ben", "Carla", "Dan")


@pytest.mark.parametrize("lang", ["de"])  # in English, in-process: tests/ui/test_routes.py
def test_current_match_after_the_last_hand_shows_that_matchs_winner(browser, tmp_path, lang):
    with Store(tmp_path / "data") as store:
        match = store.create(FOUR, Rules())
        for _ in range(7):  # Ben at 98
            match = store.add_hand(match.id, Hand((1, 14, 5, 6)))
    server = Server(tmp_path / "data").start()
    try:
        page = open_app(
            browser, server.url, locale="de-DE" if lang == "de" else "en-US", wait_for=t("card.enter", lang, number=8)
        )
        tap(page, t("card.enter", lang, number=8))
        tap(page, t("entry.hearts_label", lang, name="Ben", count=13))
        tap(page, t("entry.took", lang, name="Dan", card=card_words(QUEEN_OF_SPADES, lang)))
        tap(page, t("entry.save", lang))
        won = t("end.winner", lang, names="Anna")
        see(page, won)
        for item in ("menu.history", "menu.match", "menu.new", "menu.match", "menu.stats", "menu.match"):
            menu(page, t(item, lang), label=t("app.menu", lang))
        see(page, won)
        see(page, t("end.rematch", lang))
    finally:
        server.stop()
