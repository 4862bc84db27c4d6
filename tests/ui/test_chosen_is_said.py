"""The chosen number and Q♠ buttons are said to be selected, the others not: a blind player hears which share
each player has before saving (issue 29)."""

import pytest
from test_entry_exact import words_in
from test_screens import FOUR
from ui_harness import run


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_tapped_number_and_the_queens_taker_are_said_to_be_selected_and_only_they(open_table, lang):
    words = words_in(lang)
    queen_to = {name: words["queen"].replace("Anna", name) for name in FOUR}

    async def flow():
        t = await open_table(lang)
        for seat, name in enumerate(FOUR):
            await t.type(words["player"].format(n=seat + 1), name)
        await t.tap(words["start"])
        await t.tap(words["enter"])
        assert [t.selected(f"Ben {k} ♥") for k in range(14)] == [False] * 14  # nothing chosen yet: none is
        await t.tap("Ben 4 ♥")
        await t.tap(queen_to["Carla"])
        assert [k for k in range(14) if t.selected(f"Ben {k} ♥")] == [4]
        assert [name for name in FOUR if t.selected(queen_to[name])] == ["Carla"]
        await t.tap("Ben 5 ♥")  # a correction moves the selected state with it
        assert [k for k in range(14) if t.selected(f"Ben {k} ♥")] == [5]

    run(flow())
