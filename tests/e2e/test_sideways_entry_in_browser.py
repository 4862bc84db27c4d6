"""A phone held sideways enters a hand in one view (issue 29): at 844×390 with five and with six players every
player's 0–13, every Q♠ button and Save lie wholly in the viewport at once, none smaller than 40×40 px, as
the semantics tree (where a screen reader and a finger find them) places them; a tap on the last player's 13
gives that player 13, with no swipe before it."""

from __future__ import annotations

import pytest

from e2e_driver import Server, box, click_at, in_view, open_app, see, shot, still
from scorepad.i18n import t
from scorepad.i18n.words import card_words
from scorepad.rules import Rules
from scorepad.rules.cards import QUEEN_OF_SPADES
from scorepad.storage import Store
from test_table_feel_in_browser import tapped

SIDEWAYS = {"width": 844, "height": 390}
TABLES = {
    5: ("Anna", "Ben", "Carla", "Dan", "Elif"),
    6: ("Alexander", "Alexandra", "Sophie", "Sophia", "Ben", "Benedikt"),
}
SMALLEST = 40  # px: no button of the entry is smaller


def boxes_of_the_entry(page, lang: str, players: tuple) -> dict:
    """Every button of the hand: each player's 0–13, each Q♠ button, Save (by the names a screen reader reads)."""
    queen = card_words(QUEEN_OF_SPADES, lang)
    found = {t("entry.hearts_label", lang, name=name, count=k): None for name in players for k in range(14)}
    found.update({t("entry.took", lang, name=name, card=queen): None for name in players})
    found[t("entry.save", lang)] = None
    return {name: box(page, name) for name in found}


@pytest.mark.parametrize("count, lang", [(5, "en"), (6, "de")])  # six in German: the most, the longest words
def test_held_sideways_every_number_the_queens_row_and_save_are_in_view_at_once_and_none_is_smaller_than_40_px(
    browser, tmp_path, count, lang
):
    players = TABLES[count]
    with Store(tmp_path / "data") as store:
        match = store.create(players, Rules())
        store.add_hand(match.id, tapped((3, 14, 1, 4, 4, 0)[:count]))
    server = Server(tmp_path / "data").start()
    try:
        page = open_app(
            browser,
            f"{server.url}match/{match.id}/hand",
            SIDEWAYS,
            locale="de-DE" if lang == "de" else "en-US",
            wait_for=t("entry.save", lang),
        )
        boxes_of_the_entry(page, lang, players)  # every button there
        still(page)  # the page transition is over: the boxes where they stay
        boxes = boxes_of_the_entry(page, lang, players)
        out = [name for name, where in boxes.items() if not in_view(page, where)]
        assert not out, f"out of view at 844×390: {out}"
        small = {
            name: (where["width"], where["height"])
            for name, where in boxes.items()
            if where["width"] < SMALLEST - 0.5 or where["height"] < SMALLEST - 0.5
        }
        assert not small, f"smaller than {SMALLEST}×{SMALLEST} px: {small}"
        shot(page, f"phone-{lang}-sideways-{count}-entry")
        last = players[-1]
        click_at(page, boxes[t("entry.hearts_label", lang, name=last, count=13)])  # a finger, no swipe first
        see(page, t("entry.points_now", lang, points=13))
    finally:
        server.stop()
