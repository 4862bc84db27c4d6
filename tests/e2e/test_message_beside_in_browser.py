"""Messages never hide the table (issue 29): at 640×360 (a small phone held sideways) with six players, right
after a save, the saved-message ("Hand 3 saved · Undo") stands in the column beside the scorecard, and the
next deal's every line and every player's total lie wholly in view, the message over none of them. Hand 4 is
the deal with the most to say: three cards two seats on, each of the six passes by name. In running totals
every cell of every hand stays one line, the moon's too (Benedikt's −26 and its mark once wrapped)."""

from __future__ import annotations

import pytest

from e2e_driver import Server, box, in_view, open_app, overlap, see, shot, tap
from scorepad.i18n import t
from scorepad.i18n.words import card_words, figure
from scorepad.rules import Hand, Rules
from scorepad.rules.cards import QUEEN_OF_SPADES
from scorepad.storage import Store
from scorepad.ui import table as words
from test_table_feel_in_browser import tapped

SMALL = {"width": 640, "height": 360}
SIX = ("Anna", "Benedikt", "Carla", "Dominik", "Elisabeth", "Friedrich")


# the longer words (the cells are the same in English: tests/ui/test_layout.py)
@pytest.mark.parametrize("lang", ["de"])
def test_right_after_a_save_at_640_by_360_with_six_players_the_deal_and_the_totals_are_wholly_in_view(
    browser, tmp_path, lang
):
    with Store(tmp_path / "data") as store:
        match = store.create(SIX, Rules())
        match = store.add_hand(match.id, Hand((0, 26, 0, 0, 0, 0), moon="minus"))
        match = store.add_hand(match.id, tapped((3, 14, 1, 4, 2, 2)))
    server = Server(tmp_path / "data").start()
    try:
        page = open_app(
            browser,
            f"{server.url}match/{match.id}",
            SMALL,
            locale="de-DE" if lang == "de" else "en-US",
            wait_for=t("card.enter", lang, number=3),
        )
        tap(page, t("card.enter", lang, number=3))
        tap(page, t("entry.hearts_label", lang, name="Carla", count=13))
        tap(page, t("entry.took", lang, name="Anna", card=card_words(QUEEN_OF_SPADES, lang)))
        tap(page, t("entry.save", lang))
        saved = t("entry.saved", lang, number=3)
        see(page, saved)
        with Store(tmp_path / "data") as store:
            stored = store.get(match.id)
        card, message = stored.card, box(page, saved, how="start")
        assert card.next.pass_offset == 4  # two seats to the right of six
        lines = words.deal_lines(card.next, SIX, lang)
        shown = [text for text in (lines.title, lines.passing, lines.chain, lines.setup) if text]
        totals = [
            t("card.total_cell", lang, name=name, points=figure(total))
            for name, total in zip(SIX, card.totals, strict=True)
        ]
        enter = box(page, t("card.enter", lang, number=4))
        for text in shown + totals:
            where = box(page, text, how="start")
            assert in_view(page, where), (f"not wholly in view at 640×360 right after a save: {text}", where)
            if text in shown:  # not cut off by the end of the deal's column (a cut line's node is not cut)
                assert where["y"] + where["height"] <= enter["y"] + 0.5, (
                    f"cut off above the button: {text}",
                    where,
                    enter,
                )
            assert not overlap(where, message), (f"the message covers {text}", where, message)
        shot(page, f"small-{lang}-six-saved")
        for running in (False, True):  # each hand's points (the moon's "−26☾−"), then the running totals
            if running:
                tap(page, t("card.show_running", lang))
                see(page, t("card.show_points", lang))
            rows = [
                # a row is read as one
                box(
                    page,
                    t("card.cell", lang, name="Anna", number=number, points=figure(result.score.scores[0]))
                    + (", " + t("card.so_far", lang, total=figure(result.totals[0])) if running else ""),
                    how="start",
                )
                for number, result in enumerate(stored.card.results, 1)
            ]
            heights = [row["height"] for row in rows]
            assert max(heights) < 1.2 * min(heights), ("a cell of a hand's row wraps: the row is higher", running, rows)
        shot(page, f"small-{lang}-six-running")
    finally:
        server.stop()
