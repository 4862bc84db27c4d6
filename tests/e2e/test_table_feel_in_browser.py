"""Table feel in a real browser on a 390×844 phone, German and English: a long evening of six players
against the real `scorepad --web`. The saved-message has its own place and goes by itself, the totals stay
in view after hand 20, a slip asks before anything is lost, the sixth player and Save are both in reach,
the hand that ends the match says so before the tap, an edit shows what it changes, the signs have a
legend, the history tells matches apart, and recent names stay where they are while tapped."""

from __future__ import annotations

import re
import time
from datetime import UTC, datetime, timedelta

import pytest

from e2e_driver import (
    PHONE,
    Server,
    box,
    box_when,
    button,
    click_at,
    gone,
    in_view,
    menu,
    open_app,
    overlap,
    see,
    shot,
    tap,
    wheel,
)
from patience import DEADLINE_MS
from scorepad.rules import HandDraft, Match, Rules, match_to_dict
from scorepad.rules.cards import QUEEN_OF_SPADES
from scorepad.storage import Store
from test_looking_back_in_browser import FOUR, HANDS

SIX = ("Anna", "Benedikt", "Carla", "Dominik", "Elisabeth", "Friedrich")
# 19 hands of a six-player evening to 100 (Carla and Friedrich shoot the moon); after them:
# Anna 67, Benedikt 91 (near the target), Carla 54 (in the lead), Dominik 62, Elisabeth 58, Friedrich 58
EVENING = [
    (3, 14, 1, 4, 2, 2),
    (1, 6, 3, 1, 0, 15),
    (1, 2, 15, 4, 1, 3),
    (2, 18, 0, 2, 2, 2),
    (1, 2, 1, 13, 6, 3),
    (0, 0, 26, 0, 0, 0),
    (2, 1, 4, 3, 14, 2),
    (2, 2, 2, 2, 3, 15),
    (2, 2, 14, 0, 3, 5),
    (3, 1, 2, 2, 3, 15),
    (2, 14, 0, 3, 2, 5),
    (17, 6, 0, 2, 0, 1),
    (0, 0, 0, 0, 0, 26),
    (16, 0, 2, 4, 1, 3),
    (1, 3, 2, 16, 4, 0),
    (5, 2, 16, 1, 1, 1),
    (4, 2, 14, 1, 0, 5),
    (3, 1, 3, 1, 15, 3),
    (2, 15, 1, 3, 1, 4),
]
MESSAGE_WITH_UNDO = 8.0  # s, scorepad/ui/session.py MESSAGE_SECONDS: the message is not gone sooner

WORDS = {
    "en": dict(
        locale="en-US",
        menu="Menu",
        deal="Hand {n} · Benedikt deals",
        dealer_dot="{name} (deals)",
        enter="Enter hand {n}",
        took="{name} took Q♠",
        who="Who took Q♠?",
        back="Back",
        leave="Leave hand 20?",
        keep="Keep entering",
        discard="Discard",
        missing="Still missing: {n} ♥ to place",
        save="Save hand",
        ready="Adds up. Save it.",
        saved="Hand 20 saved",
        undo="Undo",
        undo_last="Undo last hand",
        total="{name}: {points} in total",
        edit="Edit hand {n}",
        legend="What the signs mean",
        legend_title="The scorecard's signs",
        legend_queen="13♠: took Q♠ in that hand",
        legend_last="✎ after the hand number",
        close="Close",
        queen_cell="Friedrich, hand 20: 14 (took Q♠)",
        cancel="Cancel",
        edit_title="Change hand 20? Every total after it is recomputed.",
        change="Change",
        changed="Hand 20 changed",
        edit_lines=(
            "In this hand: Anna 3 → 16, Friedrich 14 → 1",
            "Q♠: Friedrich → Anna",
            (
                "Totals then: Anna 83, Benedikt 93, Carla 58, Dominik 63, Elisabeth 60, Friedrich 59 (were 70, 93, "
                "58, 63, 60, 72)"
            ),
        ),
        ends="Adds up. This hand ends the match: Carla wins!",
        won="Carla wins!",
        saved21="Hand 21 saved",
        history="History",
        running="Running",
        finished="Finished",
        trio="running, hand 2 next · Eva 1 · Finn 12 · Gus 13",
        evening="Carla 58 ★ · Friedrich 59 · Elisabeth 60 · Dominik 76 · Anna 83 · Benedikt 106 · 21 hands",
        four="Dan 57 ★ · Ben 68 · Carla 85 · Anna 102 · 12 hands",
        delete="Delete match of {date}",
        delete_title="Delete the match of {date}?",
        new="New match",
        recent="Recent names",
        add="Add {name}",
        remove="Take {name} out",
        deals="{name} deals first",
        start="Start match",
        chain="Anna → Benedikt · Benedikt → Carla · Carla → Dominik · Dominik → Anna",
    ),
    "de": dict(
        locale="de-DE",
        menu="Menü",
        deal="Spiel {n} · Geber Benedikt",
        dealer_dot="{name} (gibt)",
        enter="Spiel {n} eintragen",
        took="{name} hat die Pik-Dame",
        who="Wer hat die Pik-Dame?",
        back="Zurück",
        leave="Spiel 20 verlassen?",
        keep="Weiter eintragen",
        discard="Verwerfen",
        missing="Noch offen: {n} ♥",
        save="Spiel speichern",
        ready="Stimmt. Speichern.",
        saved="Spiel 20 gespeichert",
        undo="Rückgängig",
        undo_last="Letztes Spiel zurücknehmen",
        total="{name}: {points} insgesamt",
        edit="Spiel {n} ändern",
        legend="Was die Zeichen bedeuten",
        legend_title="Die Zeichen auf dem Block",
        legend_queen="13♠: hat in diesem Spiel die Pik-Dame bekommen",
        close="Schließen",
        legend_last="✎ nach der Spielnummer",
        queen_cell="Friedrich, Spiel 20: 14 (hat die Pik-Dame)",
        cancel="Abbrechen",
        edit_title="Spiel 20 ändern? Alle Summen danach werden neu berechnet.",
        change="Ändern",
        changed="Spiel 20 geändert",
        edit_lines=(
            "In diesem Spiel: Anna 3 → 16, Friedrich 14 → 1",
            "Pik-Dame: Friedrich → Anna",
            (
                "Summen danach: Anna 83, Benedikt 93, Carla 58, Dominik 63, Elisabeth 60, Friedrich 59 (bisher 70, "
                "93, 58, 63, 60, 72)"
            ),
        ),
        ends="Stimmt. Dieses Spiel beendet die Partie: Carla gewinnt!",
        won="Carla gewinnt!",
        saved21="Spiel 21 gespeichert",
        history="Verlauf",
        running="Laufend",
        finished="Beendet",
        trio="läuft, als Nächstes Spiel 2 · Eva 1 · Finn 12 · Gus 13",
        evening="Carla 58 ★ · Friedrich 59 · Elisabeth 60 · Dominik 76 · Anna 83 · Benedikt 106 · 21 Spiele",
        four="Dan 57 ★ · Ben 68 · Carla 85 · Anna 102 · 12 Spiele",
        delete="Partie vom {date} löschen",
        delete_title="Partie vom {date} löschen?",
        new="Neue Partie",
        recent="Zuletzt dabei",
        add="{name} eintragen",
        remove="{name} wieder austragen",
        deals="{name} gibt zuerst",
        start="Partie beginnen",
        chain="Anna → Benedikt · Benedikt → Carla · Carla → Dominik · Dominik → Anna",
    ),
}


def tapped(points, rules=Rules()):
    """A hand as the app keeps it when it was tapped in: hearts per player and who took Q♠ (the engine's draft)."""
    queen = next(seat for seat, p in enumerate(points) if p >= 13)
    draft = HandDraft.empty(len(points), rules).tap_taker(QUEEN_OF_SPADES, queen)
    for seat, p in enumerate(points):
        draft = draft.tap_hearts(seat, p - 13 if seat == queen else p)
    assert draft.points() == tuple(points)
    return draft.hand("minus" if 26 in points else None)


def evening_at(days_ago: int, hour: int, minute: int) -> datetime:
    """A local time some days back (what the history shows), whatever the machine's time zone."""
    return (datetime.now().astimezone() - timedelta(days=days_ago)).replace(
        hour=hour, minute=minute, second=0, microsecond=0
    )


def restored(store, players, hands, when: datetime):
    """A match from another evening, as a backup brings it back: the real Store's import keeps its time."""
    created = when.astimezone(UTC).isoformat(timespec="milliseconds")
    item = {**match_to_dict(Match(tuple(players), Rules(), 0, tuple(hands))), "created": created, "updated": created}
    result = store.import_matches([item])
    assert len(result.stored) == 1, result
    return store.get(result.stored[0])


def seed(data_dir) -> dict:
    """Four players' match of nine days ago (finished), three players' of last night (running), and tonight's
    evening: six players, 19 hands in, as tapped in (who took Q♠ kept with each hand)."""
    with Store(data_dir) as store:
        four = restored(store, FOUR, HANDS[:12], evening_at(9, 20, 15))
        trio = restored(store, ("Eva", "Finn", "Gus"), [tapped((1, 12, 13))], evening_at(1, 21, 40))
        evening = store.create(SIX, Rules())
        for points in EVENING:
            evening = store.add_hand(evening.id, tapped(points))
        assert four.card.outcome.finished and not trio.card.outcome.finished and not evening.card.outcome.finished
        assert evening.card.totals == (67, 91, 54, 62, 58, 58) and len(evening.match.hands) == 19
        return {"four": four, "trio": trio, "evening": evening}


def day_and_time(created: str, lang: str) -> tuple[str, str]:
    """How the history writes when a match began: ('2026-11-30', '20:15') or ('30.11.2026', '20:15'), local."""
    moment = datetime.fromisoformat(created.replace("Z", "+00:00")).astimezone()
    return moment.strftime("%Y-%m-%d" if lang == "en" else "%d.%m.%Y"), moment.strftime("%H:%M")


# --- the steps, each one point of the issue -------------------------------------------------------------
def leaving_a_half_entered_hand_asks_first(page, w) -> None:
    tap(page, w["enter"].format(n=20))
    tap(page, "Anna 3 ♥")
    see(page, w["missing"].format(n=10))
    tap(page, w["back"])
    see(page, w["leave"])
    tap(page, w["keep"])
    see(page, w["missing"].format(n=10))  # every tap still there
    tap(page, w["back"])
    see(page, w["leave"])
    tap(page, w["discard"])
    see(page, w["deal"].format(n=20))
    tap(page, w["enter"].format(n=20))
    see(page, w["missing"].format(n=13))  # thrown away, as asked


def the_sixth_player_and_save_are_both_in_reach(page, w, lang) -> None:
    """The players' rows scroll under a finger; the Q♠ row and Save stay at the bottom, in view."""
    for name, hearts in (("Anna", 3), ("Benedikt", 2), ("Carla", 4), ("Dominik", 1)):
        tap(page, f"{name} {hearts} ♥")
    who, queen, save = box(page, w["who"]), box(page, w["took"].format(name="Friedrich")), box(page, w["save"])
    assert all(in_view(page, b) for b in (who, queen, save)), (who, queen, save)
    wheel(page, box(page, "Carla 6 ♥"), 1200)  # scroll the players' area to its end
    after = box(page, w["who"]), box(page, w["took"].format(name="Friedrich")), box(page, w["save"])
    assert after == (who, queen, save), ("the Q♠ row and Save moved with the players", (who, queen, save), after)
    last = box(page, "Friedrich 13 ♥")
    assert in_view(page, last, bottom=who["y"]), ("Friedrich's row stays hidden", last, who)
    click_at(page, box(page, "Friedrich 1 ♥"))  # a real tap where it is drawn: Elisabeth's 2 follow
    click_at(page, box(page, w["took"].format(name="Friedrich")))
    see(page, w["ready"])
    see(page, "Elisabeth · Σ 58 · 2")
    shot(page, f"phone-{lang}-six-entry")


def the_saved_message_has_its_own_place_and_goes_by_itself(page, w, lang) -> None:
    """Saving hand 20 (a real tap on Save): the message sits above the big button, covering neither the totals
    nor the newest hand, which are both in view; it is gone after its time, and Undo stays in the app bar."""
    saved_at = time.monotonic()
    click_at(page, box(page, w["save"]))
    gone(page, w["save"])  # the entry has gone back to the match (its view slides away)
    message, undo = box(page, w["saved"]), box(page, w["undo"])
    bottom = box(page, w["enter"].format(n=21))
    totals = {
        name: box(page, w["total"].format(name=name, points=points), how="start")
        for name, points in zip(SIX, (70, 93, 58, 63, 60, 72), strict=True)
    }
    sigma = box(page, "Σ")
    for name, where in totals.items():
        assert in_view(page, where, bottom=bottom["y"]), (f"{name}'s total is not in view", where)
        assert not overlap(where, message) and not overlap(where, undo), (
            f"the message covers {name}'s total",
            where,
            message,
        )
    below_totals = message["y"] >= sigma["y"] + sigma["height"]
    assert below_totals and message["y"] + message["height"] <= bottom["y"], (
        "not between totals and button",
        message,
        sigma,
        bottom,
    )
    # the next dealer's dot under the names: the scrolled hands begin
    marks = box(page, w["dealer_dot"].format(name="Carla"))
    whole = lambda b: b["height"] >= 30 and in_view(page, b, top=marks["y"] + marks["height"], bottom=sigma["y"])  # noqa: E731
    newest = box_when(page, w["edit"].format(n=20), whole)  # the list scrolls to the newest hand by itself
    assert whole(newest), ("hand 20 is not (wholly) in view", newest, marks, sigma)
    shot(page, f"phone-{lang}-six-saved")
    gone(page, w["saved"], timeout=MESSAGE_WITH_UNDO * 1000 + DEADLINE_MS)
    assert time.monotonic() - saved_at >= MESSAGE_WITH_UNDO - 0.5, "the message went before its time"
    see(page, w["undo_last"])
    assert in_view(page, box(page, w["total"].format(name="Friedrich", points=72), how="start"))
    shot(page, f"phone-{lang}-six-long-match")


def the_signs_have_a_legend_and_the_queen_is_marked(page, w, lang) -> None:
    see(page, w["queen_cell"])  # drawn as 14♠ (the screenshot), read as who took Q♠
    tap(page, w["legend"])
    see(page, w["legend_title"])
    see(page, w["legend_queen"])
    shot(page, f"phone-{lang}-legend")
    # its lines are taller than a phone: they scroll, the last comes into view above Close (none is drawn over it)
    close = box(page, w["close"])
    for _ in range(5):
        last = box(page, w["legend_last"], how="start")
        if in_view(page, last) and last["y"] + last["height"] <= close["y"]:
            break
        wheel(page, box(page, w["legend_queen"]), 300)
    assert in_view(page, last) and last["y"] + last["height"] <= close["y"], (last, close)
    tap(page, w["close"])
    gone(page, w["legend_title"])


def an_edit_shows_the_change_and_the_totals_it_leads_to(page, w, lang) -> None:
    tap(page, w["edit"].format(n=20))
    tap(page, w["took"].format(name="Anna"))
    tap(page, w["save"])
    see(page, w["edit_title"])
    for line in w["edit_lines"]:
        see(page, line)
    shot(page, f"phone-{lang}-edit-confirmation")
    tap(page, w["change"])
    see(page, w["changed"])
    see(page, w["total"].format(name="Anna", points=83))


def a_hand_that_ends_the_match_says_so_before_the_tap(page, w, lang) -> None:
    tap(page, w["enter"].format(n=21))
    tap(page, "Benedikt 13 ♥")  # Benedikt to 106; everyone else 0 hearts, filled in
    tap(page, w["took"].format(name="Dominik"))
    see(page, w["ends"])
    assert button(page, w["save"]).count() == 1  # still on the form: said before the tap, not after
    shot(page, f"phone-{lang}-end-warning")
    tap(page, w["save"])
    see(page, w["saved21"])  # saved ("… wins!" is in the form's line before the tap too)
    see(page, w["won"])


def the_history_tells_matches_apart_and_deleting_asks(page, w, lang, seeded) -> None:
    menu(page, w["history"], label=w["menu"])
    see(page, w["running"])
    see(page, w["trio"])
    see(page, w["evening"])
    see(page, w["four"])
    for match in ("trio", "evening", "four"):
        day, at = day_and_time(seeded[match].created, lang)
        see(page, f"{day} · {at} · Standard")
    day = day_and_time(seeded["trio"].created, lang)[0]
    order = [
        box(page, text, how)["y"]
        for text, how in (
            (w["running"], "exact"),
            (w["trio"], "part"),
            (w["finished"], "exact"),
            (w["evening"], "part"),
            (w["four"], "part"),
        )
    ]
    assert order == sorted(order), ("running on top, then the finished ones newest first", order)
    gone(page, w["saved21"], timeout=MESSAGE_WITH_UNDO * 1000 + DEADLINE_MS)  # hand 21's message, from the match
    shot(page, f"phone-{lang}-history")
    # each match's tile, by what a screen reader reads
    opens = page.get_by_role("button", name=re.compile(" · Standard"))
    names = [b.get_attribute("aria-label") or b.text_content() for b in opens.all()]
    # the match, not its bin
    assert len(names) == 3 and not any(w["delete"].split("{")[0] in name for name in names), names
    tap(page, w["delete"].format(date=day))  # the running one, of last night
    see(page, w["delete_title"].format(date=day))
    see(page, "Eva, Finn, Gus")
    tap(page, w["cancel"])
    see(page, w["trio"])  # asked, not deleted


def recent_names_stay_where_they_are(page, w, lang) -> None:
    """Four taps on four recent names, each where it stood before the first tap, give those four players."""
    menu(page, w["new"], label=w["menu"])
    see(page, w["recent"])
    chosen = ("Anna", "Benedikt", "Carla", "Dominik")
    places = [box(page, w["add"].format(name=name)) for name in chosen]
    for place in places:
        click_at(page, place)
    for name in chosen:  # the players now (each offered as the first dealer)
        see(page, w["deals"].format(name=name))
    assert button(page, w["deals"].format(name="Elisabeth")).count() == 0
    for name in chosen:
        see(page, w["remove"].format(name=name))  # marked, where it was
    see(page, w["add"].format(name="Elisabeth"))
    shot(page, f"phone-{lang}-recent-names-chosen")
    tap(page, w["start"])
    see(page, w["chain"])  # these four, clockwise in the order tapped


@pytest.mark.parametrize("lang", ["de"])  # the longest words; in English in-process (tests/ui/test_table_feel.py)
def test_a_long_evening_of_six_players_on_a_phone_keeps_the_totals_in_view_and_loses_nothing_by_a_slip(
    browser, tmp_path, lang
):
    seeded = seed(tmp_path / "data")
    w = WORDS[lang]
    server = Server(tmp_path / "data").start()
    try:
        page = open_app(browser, server.url, PHONE, locale=w["locale"], wait_for=w["deal"].format(n=20))
        leaving_a_half_entered_hand_asks_first(page, w)
        the_sixth_player_and_save_are_both_in_reach(page, w, lang)
        the_saved_message_has_its_own_place_and_goes_by_itself(page, w, lang)
        the_signs_have_a_legend_and_the_queen_is_marked(page, w, lang)
        an_edit_shows_the_change_and_the_totals_it_leads_to(page, w, lang)
        a_hand_that_ends_the_match_says_so_before_the_tap(page, w, lang)
        the_history_tells_matches_apart_and_deleting_asks(page, w, lang, seeded)
        recent_names_stay_where_they_are(page, w, lang)
        page.context.close()
    finally:
        server.stop()
