"""The entry form saves exactly what was tapped: a filled-in share that a correction would change is open
again instead, the form says whose, and Save waits for that share's own tap."""

import pytest
from test_screens import FOUR, start
from ui_harness import run

from scorepad.i18n import t
from scorepad.i18n.words import card_words
from scorepad.rules.cards import QUEEN_OF_SPADES


def words_in(lang: str) -> dict:
    """The form's words (the wording pass may change them: taken from the catalogue, except the new line)."""
    queen = card_words(QUEEN_OF_SPADES, lang)
    again = {"en": "Dan's share is open again: tap it.", "de": "Die ♥ von Dan sind wieder offen: bitte antippen."}
    return {
        "start": t("setup.start", lang),
        "player": t("setup.player", lang, seat="{n}"),
        "enter": t("entry.title", lang, number=1),
        "save": t("entry.save", lang),
        "again": again[lang],
        "queen": t("entry.took", lang, name="Anna", card=queen),
        "ready": t("entry.ready", lang),
    }


async def filled_in_then_corrected(t, words):
    for seat, name in enumerate(FOUR):
        await t.type(words["player"].format(n=seat + 1), name)
    await t.tap(words["start"])
    await t.tap(words["enter"])
    for tap in ("Anna 0 ♥", "Ben 4 ♥", "Carla 9 ♥", words["queen"]):
        await t.tap(tap)
    assert t.state.entry.hearts == (0, 4, 9, 0) and not t.find(words["save"]).disabled  # Dan's 0 filled in
    await t.tap("Carla 8 ♥")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_correction_after_the_fill_leaves_save_disabled_until_the_share_is_tapped(open_table, lang):
    words = words_in(lang)

    async def flow():
        t = await open_table(lang)
        await filled_in_then_corrected(t, words)
        assert t.state.entry.hearts == (0, 4, 8, None)  # the heart did not move onto Dan
        assert t.find(words["save"]).disabled
        assert any(line.startswith(words["again"]) for line in t.text().split("\n"))
        await t.tap("Carla 9 ♥")  # back to where Dan's 0 fits: still his own tap to give
        assert t.find(words["save"]).disabled and t.state.entry.hearts[3] is None
        await t.tap("Carla 8 ♥")
        await t.tap("Dan 1 ♥")
        assert not t.find(words["save"]).disabled and words["again"] not in t.text()
        assert words["ready"] in t.text().split("\n")
        await t.tap(words["save"])
        assert t.state.stored.match.hands[-1].points == (13, 4, 8, 1)

    run(flow())


def test_the_hand_as_tapped_is_saved_when_the_filled_in_share_is_tapped_with_its_old_value(open_table):
    async def flow():
        t = await open_table()
        await filled_in_then_corrected(t, words_in("en"))
        await t.tap("Dan 0 ♥")  # a tap, even of the value it had: now Dan's 0 is what was tapped
        assert t.state.entry.hearts == (0, 4, 8, 0)
        assert t.text().count("1 ♥ to place") == 1 and t.find("Save hand").disabled

    run(flow())


def test_digits_typed_on_the_keyboard_make_one_entry_and_moving_on_makes_the_fill_final(open_table):
    async def flow():
        t = await open_table()
        await start(t)
        await t.tap("Enter hand 1")
        for key in ("0", "Tab", "0", "Tab", "1", "3"):  # Anna 0, Ben 0, Carla "1" "3" is 13: Dan's 0 filled in
            await t.key(key)
        assert t.state.entry.hearts == (0, 0, 13, 0) and t.state.entry.auto == {3}
        for key in ("Tab", "Arrow Up", "2"):  # back to Carla, now 2: a correction
            await t.key(key)
        assert t.state.entry.hearts == (0, 0, 2, None) and "Dan's share is open again: tap it." in t.text()

    run(flow())


def test_a_typed_sum_is_one_entry_until_its_field_is_left_then_changing_it_opens_the_filled_in_share(open_table):
    async def flow():
        t = await open_table()
        await start(t, variant="Spot Hearts")
        await t.tap("Enter hand 1")
        for name, typed in (("Anna", "20"), ("Ben", "30"), ("Carla", "4"), ("Carla", "40")):
            await t.type(f"{name}: points of ♥", typed)
        assert t.state.entry.hearts == (20, 30, 40, 14)  # Carla's "4" then "40": Dan's fill followed her digits
        await t.fire(t.find("Carla: points of ♥"), "blur")
        await t.type("Carla: points of ♥", "41")
        assert t.state.entry.hearts == (20, 30, 41, None) and "Dan's share is open again: tap it." in t.text()

    run(flow())
