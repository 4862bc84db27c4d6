"""The house rules in the app: the rules line names them, and a match a newer Scorepad made is listed as such,
refused in one line when opened, and its file left as it was."""

import hashlib
import json

import pytest
from ui_harness import run

from scorepad.rules import QUEEN_OF_SPADES, Hand, HandDraft, Rules

PLAYERS = ["Anna", "Ben", "Carla", "Dan"]


def test_a_rematch_names_every_house_rule_in_its_rules_line(open_table, store):
    stored = store.create(PLAYERS, Rules(tie="shared", moon="none", exact_target_resets_to=0, target=100))

    async def flow():
        t = await open_table(route=f"/new?rematch={stored.id}")
        assert (
            "Standard · to 100 · passing left, right, across, keep · no moon · tie: shared win · exactly 100 → 0"
            in t.text()
        )

    run(flow())


def test_a_reset_hand_is_marked_and_read_out(open_table, store):
    stored = store.create(PLAYERS, Rules(exact_target_resets_to=0, target=26))
    store.add_hand(stored.id, Hand((13, 0, 0, 13)))
    store.add_hand(stored.id, Hand((13, 13, 0, 0)))  # Anna 26: exactly the target, back to 0

    async def flow():
        t = await open_table(route=f"/match/{stored.id}")
        assert "−13↺" in t.text()
        read_out = {getattr(c, "semantics_label", None) for c in t.all()}
        assert "Anna, hand 2: −13 (landed on exactly the target and went back)" in read_out

    run(flow())


def test_a_newer_scorepads_match_is_listed_refused_when_opened_and_left_as_it_was(open_table, store, data_dir):
    stored = store.add_hand(store.create(PLAYERS).id, Hand((13, 0, 0, 13)))
    path = data_dir / "active" / f"{stored.id}.json"
    data = json.loads(path.read_text())
    data["match"]["1"].update(version=2, needs=["stories"])
    path.write_text(json.dumps(data))
    before = hashlib.sha256(path.read_bytes()).hexdigest()

    async def flow():
        t = await open_table(route="/history")
        assert "Anna · Ben · Carla · Dan · made with a newer Scorepad: update it to open this match" in t.text()
        await t.go(f"/match/{stored.id}")
        assert f"match {stored.id} was made with a newer Scorepad: update it to open this match" in t.snack_text()
        assert t.pattern != "/match/{id}"
        german = await open_table("de", route=f"/match/{stored.id}")
        assert (
            "wurde mit einem neueren Scorepad gemacht: aktualisiere es, um diese Partie zu öffnen"
            in german.snack_text()
        )

    run(flow())
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before


def test_the_heavier_queen_is_one_tap_in_the_house_rules_and_the_hand_then_adds_up_to_39(open_table, store):
    async def flow():
        t = await house_rules_open(open_table)
        assert t.selected("Q♠ 13") and not t.selected("Q♠ 26")
        await t.tap("Q♠ 26")
        assert t.selected("Q♠ 26") and "Q♠ 26" in t.text()
        assert "Every ♥ 1, Q♠ 26; 39 a hand; to 100." in t.text()  # the variant's line follows the house rule
        await t.tap("Start match")
        assert store.unfinished().match.rules.queen == 26
        await t.tap("Enter hand 1")
        await t.tap("Anna 13 ♥")
        await t.tap("Carla took Q♠")
        assert "Carla · Σ 0 · 26 pts" in t.text() and "Adds up. Save it." in t.text()
        await t.tap("Save hand")
        assert store.unfinished().match.hands == (Hand((13, 0, 26, 0)),)

    run(flow())


def test_exactly_the_target_wins_is_a_switch_that_takes_the_reset_away(open_table, store):
    async def flow():
        t = await house_rules_open(open_table)
        await t.toggle("Exactly the target wins", True)
        assert "exactly 100 wins" in t.text()
        assert "On exactly the target, back to" not in t.text()  # the two rule each other out
        await t.tap("Start match")
        assert store.unfinished().match.rules.exact_target_wins

    run(flow())


def test_the_sun_is_a_number_in_the_house_rules_and_a_moon_hand_then_offers_it_in_one_tap(open_table, store):
    async def flow():
        t = await house_rules_open(open_table)
        await t.type("Points of the sun (every trick)", "52")
        assert "sun 52" in t.text()
        await t.tap("Start match")
        assert store.unfinished().match.rules.sun == 52
        await t.tap("Enter hand 1")
        await t.tap("Anna 10 ♥")
        await t.tap("Ben 3 ♥")
        await t.tap("Carla took Q♠")
        assert "Adds up. Save it." in t.text()
        assert not t.has("The sun: Carla took every trick, worth 52")  # an ordinary hand: no extra step
        await t.tap("Anna 0 ♥")
        await t.tap("Ben 0 ♥")
        await t.tap("Carla 13 ♥")
        await t.tap("Dan 0 ♥")  # filled in before, open again after the corrections
        await t.tap("The sun: Carla took every trick, worth 52")
        assert t.selected("The sun: Carla took every trick, worth 52") is True
        await t.tap("Save hand")
        dialog = t.dialog()
        assert dialog is not None and dialog.title.value == "Carla shot the sun!"
        minus, plus = t.choices()
        assert minus.startswith("Carla −52 Totals: Anna 0, Ben 0, Carla −52") and plus.startswith("Everyone else +52")
        await t.tap(plus)
        assert store.unfinished().match.hands[0].sun and store.unfinished().card.totals == (52, 52, 0, 52)
        assert "Carla shot the sun: everyone else +52" in t.snack_text()

    run(flow())


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_sun_hand_edited_in_the_app_stays_the_sun_until_it_is_tapped_off(open_table, store, lang):
    rules = Rules(sun=52, moon="plus")
    stored = store.create(PLAYERS, rules)
    taps = HandDraft.empty(4, rules).tap_hearts(0, 13).tap_taker(QUEEN_OF_SPADES, 0)
    store.add_hand(stored.id, taps.with_sun(True).hand())  # as the app stores a sun
    words = {
        "en": ("Ben: 52", "The sun: Anna took every trick, worth 52", "Save hand", "Change"),
        "de": ("Ben: 52", "Die Sonne: Anna hat jeden Stich, zählt 52", "Spiel speichern", "Ändern"),
    }[lang]

    async def flow():
        t = await open_table(lang, route=f"/match/{stored.id}")
        assert words[0] in t.text()
        await t.go(f"/match/{stored.id}/hand/1")
        assert t.selected(words[1]) is True
        await t.tap(words[1])
        await t.tap(words[2])
        await t.tap(words[3])
        assert store.get(stored.id).match.hands[0].sun is False
        assert store.get(stored.id).card.totals == (0, 26, 26, 26)

    run(flow())


async def house_rules_open(open_table):
    """A new match's form with four names in and its house rules opened."""
    t = await open_table()
    for seat, name in enumerate(PLAYERS):
        await t.type(f"Player {seat + 1}", name)
    await t.tap("Change rules")
    await t.tap("House rules")
    return t
