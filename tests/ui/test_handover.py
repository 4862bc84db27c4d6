"""Handing a match over (issue 43) in the app, in-process on real stores: the match's menu has "Hand over"
(Übergeben), whose screen shows the link's QR code, the link to copy or share and one line saying what happens;
without a site's address it says in one line how to give one; a match too long for a code is offered as a file.
Opening `/take/PAYLOAD` stores the match as an import does and opens it at its next hand, the address bar
showing the match; a bad link is one line and stores nothing."""

from __future__ import annotations

import json

import flet as ft
import pytest
from ui_harness import run

from evenings import evening, evening_file
from scorepad.rules import Hand
from scorepad.rules.handover import link_of, payload_in, payload_of
from scorepad.stats.export import match_file_text
from scorepad.storage import Store
from scorepad.ui.screens import handover as handover_screen

SITE = "https://anna.example/scorepad/"


def link_of_match(store, match_id) -> str:
    return link_of(SITE, payload_of(match_file_text(store.export_match(match_id), compact=True).encode("utf-8")))


@pytest.fixture
def evening_stored(store):
    """A running evening of five, 11 hands with their stories, stored as imported; its id."""
    data = evening_file(evening(5, 11))
    assert store.import_matches([data]).stored == [data["id"]]
    return data["id"]


@pytest.mark.parametrize(
    "lang, menu, line",
    [
        ("en", "Hand over", "Scan this with the other phone: the match opens there, ready for hand 12"),
        ("de", "Übergeben", "Scanne das mit dem anderen Handy: die Partie öffnet sich dort, bereit für Spiel 12"),
    ],
)
def test_the_match_menu_hands_over_with_a_qr_code_of_the_link_and_one_line(
    open_table, store, evening_stored, lang, menu, line
):
    store.save_settings({"site": SITE})

    async def flow():
        t = await open_table(lang, route=f"/match/{evening_stored}")
        item = next(c for c in t.all() if isinstance(c, ft.PopupMenuItem) and c.content == menu)
        await t.fire(item, "click")
        assert t.screen == "handover" and t.route == f"/match/{evening_stored}/handover"
        assert line in t.text()
        code = next(c for c in t.all() if isinstance(c, ft.Image))
        assert "<svg" in code.src and code.width >= 200
        shown = next(c for c in t.all() if isinstance(c, ft.Text) and c.selectable)
        assert shown.value == link_of_match(store, evening_stored)

    run(flow())


def test_without_a_site_the_screen_says_in_one_line_how_to_give_one(open_table, evening_stored):
    async def flow():
        t = await open_table(route=f"/match/{evening_stored}/handover")
        assert "start Scorepad once with --site URL" in t.text()
        assert not any(isinstance(c, ft.Image) for c in t.all())

    run(flow())


def test_a_match_too_long_for_a_code_offers_the_file_and_the_link(open_table, store):
    store.save_settings({"site": SITE})
    data = evening_file(evening(6, 60))
    store.import_matches([data])

    async def flow():
        t = await open_table(route=f"/match/{data['id']}/handover")
        assert "too long for a QR code a phone reads (version 31)" in t.text()
        assert t.has("Save match file") and t.has("Copy link") and t.has("Share link")
        assert not any(isinstance(c, ft.Image) for c in t.all())

    run(flow())


def test_on_the_published_site_the_link_is_the_sites_own_address(monkeypatch):
    monkeypatch.setattr(handover_screen, "IN_BROWSER", True)
    assert (
        handover_screen.site_of("https://anna.example/scorepad/#/match/abc/handover", {"site": "https://other/"})
        == SITE
    )
    monkeypatch.setattr(handover_screen, "IN_BROWSER", False)
    assert handover_screen.site_of("http://127.0.0.1:8550/", {"site": SITE}) == SITE
    assert handover_screen.site_of("http://127.0.0.1:8550/", {}) == ""


def test_opening_the_link_stores_the_match_and_opens_it_at_its_next_hand(open_table, store, evening_stored, tmp_path):
    link = link_of_match(store, evening_stored)
    other = Store(tmp_path / "other-phone")

    async def flow():
        t = await open_table(on_store=other, route="/take/" + payload_in(link))
        assert t.screen == "match" and t.route == f"/match/{evening_stored}"
        assert t.page.route == f"/match/{evening_stored}"  # the address bar no longer holds the payload
        assert "Hand 12 · " in t.text() and "Match taken over: ready for hand 12" in t.text()
        assert other.export_match(evening_stored) == store.export_match(evening_stored)  # story and all

    run(flow())
    other.close()


def test_a_link_opened_twice_stores_the_match_once(open_table, store, evening_stored, tmp_path):
    link = link_of_match(store, evening_stored)
    other = Store(tmp_path / "other-phone")

    async def flow():
        t = await open_table(on_store=other, route="/match/x")
        await t.address("/take/" + payload_in(link))
        await t.address("/take/" + payload_in(link))
        assert (
            t.route == f"/match/{evening_stored}"
            and "This phone has all of the link's match already: ready for hand 12" in t.text()
        )
        assert other.count() == 1

    run(flow())
    other.close()


def test_a_link_handed_back_merges_with_both_phones_hands(open_table, store, evening_stored, tmp_path):
    """Phone A hands the match to phone B; A corrects hand 3 meanwhile, B saves hand 12; B's link back to A
    leaves A with both: its correction and B's hand."""
    other = Store(tmp_path / "phone-b")
    other.import_matches([json.loads(match_file_text(store.export_match(evening_stored)))])
    third = store.get(evening_stored).match.hands[2]
    corrected = Hand(third.points[1:] + third.points[:1], third.moon)
    store.replace_hand(evening_stored, 3, corrected, was=third, by="this phone")
    other.add_hand(evening_stored, Hand((0, 13, 13, 0, 0)), by="this phone")
    back = link_of(SITE, payload_of(match_file_text(other.export_match(evening_stored), compact=True).encode("utf-8")))

    async def flow():
        t = await open_table(route="/take/" + payload_in(back))
        assert (
            t.route == f"/match/{evening_stored}"
            and "Match merged with this phone's copy, hand by hand: ready for hand 13" in t.text()
        )
        merged = store.get(evening_stored).match
        assert len(merged.hands) == 12 and merged.hands[2] == corrected and merged.hands[11] == Hand((0, 13, 13, 0, 0))
        assert store.count() == 1

    run(flow())
    other.close()


@pytest.mark.parametrize(
    "lang, damage, words",
    [
        ("en", lambda p: p[:-7], "This link can't be taken over: the link is cut short"),
        ("de", lambda p: p[:-7], "Dieser Link kann nicht übernommen werden: der Link ist abgeschnitten"),
        ("en", lambda p: p[:50] + "~" + p[51:], "the link is damaged"),
        ("de", lambda p: payload_of(b'{"format": "scorepad-match", "version": 7}'), "von einem neueren Scorepad"),
    ],
)
def test_a_bad_link_is_one_line_on_the_start_and_nothing_is_stored(
    open_table, store, evening_stored, tmp_path, lang, damage, words
):
    payload = damage(payload_in(link_of_match(store, evening_stored)))
    other = Store(tmp_path / "other-phone")

    async def flow():
        t = await open_table(lang, on_store=other, route="/take/" + payload)
        assert t.route == "/" and words in t.text() and "Traceback" not in t.text()
        assert other.count() == 0

    run(flow())
    other.close()
