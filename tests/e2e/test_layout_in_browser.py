"""Every way a phone is held (issue 20), in a real browser against the real `scorepad --web`, upright (390×844)
and sideways (844×390), in English and German: the last hands stay in view beside the deal, the rows show
the running totals of three known hands (and a new tab on the device still does), two similar names are
told apart in what is drawn with five players, and no number of the entry lies under the Q♠ row. The
words come from scorepad.i18n, so a better wording changes nothing here."""

from __future__ import annotations

import pytest

from e2e_driver import (
    PHONE,
    Server,
    box,
    button,
    click_at,
    differing_pixels,
    gone,
    in_view,
    open_app,
    overlap,
    painted,
    see,
    semantics_on,
    shot,
    tap,
)
from scorepad.i18n import t
from scorepad.i18n.words import card_words
from scorepad.rules import Rules
from scorepad.rules.cards import QUEEN_OF_SPADES
from scorepad.storage import Store
from scorepad.ui.widgets import TAP
from test_table_feel_in_browser import tapped

SIDEWAYS = {"width": 844, "height": 390}
VIEWS = {"upright": PHONE, "sideways": SIDEWAYS}
LOCALES = {"en": "en-US", "de": "de-DE"}
FIVE = ("Sophie", "Sophia", "Jonas", "Jonathan", "Ben")
HANDS = [(3, 14, 1, 4, 4), (1, 6, 3, 1, 15), (1, 2, 15, 4, 4), (2, 1, 4, 14, 5), (4, 3, 2, 2, 15), (0, 13, 5, 4, 4)]
AFTER_THREE = (5, 22, 19, 9, 23)  # each player's total after the three known hands, as on paper
SIX = ("Alexander", "Alexandra", "Sophie", "Sophia", "Ben", "Benedikt")


def seed(data_dir):
    """Five players six hands in (as tapped in), and six players with two pairs of alike names, one hand in."""
    with Store(data_dir) as store:
        six = store.create(SIX, Rules())
        six = store.add_hand(six.id, tapped((2, 3, 14, 1, 4, 2)))
        five = store.create(FIVE, Rules())
        for points in HANDS:
            five = store.add_hand(five.id, tapped(points))
        return five, six


def drawn(page, clips: list[dict]) -> list[bytes]:
    """Screenshots of `clips` (boxes) once what the semantics say is painted there too (they can be ahead of the
    canvas): the font in, then each clip as it stays (e2e_driver.painted)."""
    page.wait_for_load_state("networkidle")
    return [painted(page, clip) for clip in clips]


def head(where: dict) -> dict:
    """A name's head on the scorecard, at most 30 px of it: the name, not the column under it."""
    return {**where, "height": min(where["height"], 30)}


def queen(lang: str) -> str:
    return card_words(QUEEN_OF_SPADES, lang)  # as the buttons and the question are read out


def the_last_hands_stay_in_view_beside_the_deal(page, lang, held) -> None:
    """The last three hands (at least) lie wholly between the names and the totals, the totals and the
    button in view: sideways the deal stands beside the scorecard instead of above it."""
    names, sigma = box(page, "Sophie"), box(page, "Σ")
    enter = box(page, t("card.enter", lang, number=7))
    for number in (4, 5, 6):
        row = box(page, t("card.edit_hand", lang, number=number))
        assert in_view(page, row, top=names["y"] + names["height"], bottom=sigma["y"]), (
            f"hand {number} is not in view",
            row,
            names,
            sigma,
        )
    for name, total in zip(FIVE, (11, 39, 30, 29, 47), strict=True):
        assert in_view(page, box(page, t("card.total_cell", lang, name=name, points=total), how="start")), name
    assert in_view(page, enter)
    deal = box(page, t("deal.title", lang, number=7, dealer="Sophia"))
    if held == "sideways":
        assert deal["x"] + deal["width"] <= names["x"] and enter["x"] + enter["width"] <= names["x"], (
            "not beside",
            deal,
            enter,
            names,
        )


def similar_names_are_told_apart(page, browser, lang) -> None:
    """Sophie and Sophia: what is drawn for their heads differs (a cut to 'Sophi' would draw the same); a
    screen reader reads every head in full, and a tap on Jonathan's 'Jonat…' says his name."""
    pictures = drawn(page, [head(box(page, name)) for name in ("Sophie", "Sophia")])
    assert differing_pixels(browser, *pictures) > 0.003, "Sophie and Sophia look alike on the scorecard"
    click_at(page, box(page, "Jonathan"))  # the short 'Jonat…' is read out in full, and a tap says it
    told = t("card.full_name", lang, short="Jonat…", name="Jonathan")
    see(page, told)
    gone(page, told)
    page.mouse.move(1, page.viewport_size["height"] / 2)  # the pointer off the head, as a finger lifts


def the_rows_show_running_totals(page, lang) -> None:
    """After three known hands each row's third cell says the total so far beside the hand's points."""
    tap(page, t("card.show_running", lang))
    for name, points, total in zip(FIVE, HANDS[2], AFTER_THREE, strict=True):
        label = t("card.cell", lang, name=name, number=3, points=points) + ", " + t("card.so_far", lang, total=total)
        see(page, label)
    assert button(page, t("card.show_points", lang)).count() == 1


def the_device_keeps_the_running_totals(browser, page, url, lang, view) -> None:
    """Another tab on this device (the same browser storage, a new session) shows the rows the same way."""
    other = page.context.new_page()
    other.goto(url)
    semantics_on(other)
    label = t("card.cell", lang, name="Ben", number=3, points=4) + ", " + t("card.so_far", lang, total=23)
    see(other, label)
    other.close()


def no_number_lies_under_the_queens_row(page, lang, held) -> None:
    """Every player's numbers are apart from the Q♠ row (no box shares any area with it); upright all five
    players' 0–13 are in view above it, sideways one player a line, all in view left of the Q♠ row beside
    them; a real tap on Ben's 13 gives Ben 13 hearts, not the queen."""
    tap(page, t("card.enter", lang, number=7))
    took = [box(page, t("entry.took", lang, name=name, card=queen(lang))) for name in FIVE]
    asked = box(page, t("entry.who_took_label", lang, card=queen(lang)))
    top = min(b["y"] for b in (*took, asked))
    left = min(b["x"] for b in (*took, asked))
    if held == "sideways":  # one player a line, Sophia's numbers under Sophie's, the Q♠ row beside them
        first, second = (box(page, t("entry.hearts_label", lang, name=name, count=0)) for name in ("Sophie", "Sophia"))
        assert abs(first["x"] - second["x"]) < 1 and second["y"] > first["y"], ("not one a line", first, second)
    numbers = [box(page, t("entry.hearts_label", lang, name=name, count=k)) for name in FIVE for k in (0, 6, 7, 13)]
    for number in numbers:
        assert not any(overlap(number, card) for card in (*took, asked)), ("a number under the Q♠ row", number, took)
    if held == "sideways":  # a cut button's box is cut too
        whole = lambda b: b["height"] >= 40 - 0.5 and in_view(page, b) and b["x"] + b["width"] <= left  # noqa: E731
    else:
        whole = lambda b: b["height"] >= TAP - 0.5 and in_view(page, b, bottom=top - 8)  # noqa: E731
    last = box(page, t("entry.hearts_label", lang, name="Ben", count=13))
    assert whole(last), ("Ben's 13 is not wholly above the Q♠ row", last, top)
    assert all(whole(number) for number in numbers), (
        "every player's numbers in view, apart from the Q♠ row",
        numbers,
        top,
    )
    click_at(page, last)
    see(page, t("entry.points_now", lang, points=13))  # Ben's row says his 13 points
    assert button(page, t("entry.took", lang, name="Ben", card=queen(lang))).get_attribute("aria-disabled") != "true"


# English upright, German (the longest words) sideways (the least height): each language and each way drawn in a
# browser once; the layout's rules for both ways (short forms, one-line cells, sideways panes): tests/ui/test_layout.py
@pytest.mark.parametrize("lang, view_name", [("en", "upright"), ("de", "sideways")])
def test_a_phone_held_either_way_shows_the_last_hands_running_totals_told_apart_names_and_numbers_apart_from_the_queen(
    browser, tmp_path, lang, view_name
):
    five, six = seed(tmp_path / "data")
    view = VIEWS[view_name]
    server = Server(tmp_path / "data").start()
    try:
        url = f"{server.url}match/{five.id}"
        page = open_app(
            browser, url, view, locale=LOCALES[lang], wait_for=t("deal.title", lang, number=7, dealer="Sophia")
        )
        the_last_hands_stay_in_view_beside_the_deal(page, lang, view_name)
        similar_names_are_told_apart(page, browser, lang)
        if view_name == "sideways":
            shot(page, f"phone-{lang}-sideways")
        the_rows_show_running_totals(page, lang)
        the_last_hands_stay_in_view_beside_the_deal(page, lang, view_name)  # the running totals fit as well
        if view_name == "upright":
            shot(page, f"phone-{lang}-running-totals")
        the_device_keeps_the_running_totals(browser, page, url, lang, view)
        no_number_lies_under_the_queens_row(page, lang, view_name)
        if view_name == "sideways":
            shot(page, f"phone-{lang}-sideways-entry")
        page.context.close()
        six_players_by_short_forms(browser, f"{server.url}match/{six.id}", view, lang, view_name)
    finally:
        server.stop()


def six_players_by_short_forms(browser, url, view, lang, view_name) -> None:
    """Six players, three pairs of alike names: the heads and the Q♠ buttons draw them differently, each read
    out in full."""
    page = open_app(browser, url, view, locale=LOCALES[lang], wait_for=t("card.enter", lang, number=2))
    heads = drawn(page, [head(box(page, name)) for name in SIX])
    for first, second in ((0, 1), (2, 3)):
        a, b = heads[first], heads[second]
        assert differing_pixels(browser, a, b) > 0.003, (SIX[first], SIX[second], "look alike on the scorecard")
    if view_name == "upright":
        shot(page, f"phone-{lang}-six-short-names-card")
    tap(page, t("card.enter", lang, number=2))
    buttons = [box(page, t("entry.took", lang, name=name, card=queen(lang))) for name in SIX]
    pairs = ((0, 1), (2, 3), (4, 5))
    narrower = {n: min(buttons[a]["width"], buttons[b]["width"]) for a, b in pairs for n in (a, b)}
    pictures = drawn(page, [{**where, "width": narrower[n]} for n, where in enumerate(buttons)])
    for first, second in pairs:
        a, b = pictures[first], pictures[second]
        assert differing_pixels(browser, a, b) > 0.003, (SIX[first], SIX[second], "look alike on their Q♠ buttons")
    if view_name == "upright":
        shot(page, f"phone-{lang}-six-short-names")
    page.context.close()
