"""One table state per open match: news from another tab updates the scorecard and never the hand being
entered; writes carry what the writer saw, so two tabs never lose or double a hand; a coding error is loud."""

import asyncio

import pytest
from test_screens import FOUR, hand, start
from ui_harness import control_id, run


async def two_tabs(open_table):
    """Tab A starts a match; tab B opens on it (both on the match screen)."""
    a = await open_table()
    await start(a)
    b = await open_table()
    assert "Hand 1 · Anna deals" in b.text()
    return a, b


def test_a_half_entered_hand_stays_while_the_scorecard_shows_the_other_tabs_hand(open_table):
    async def flow():
        a, b = await two_tabs(open_table)
        await b.tap("Enter hand 1")
        await b.tap("Anna 5 ♥")
        await b.tap("Dan took Q♠")
        await hand(a, {"Anna": 13}, "Ben")
        await b.until(lambda: b.state.card.totals == (13, 13, 0, 0))
        assert b.screen == "hand" and b.state.entry.hearts[0] == 5  # the half-entered hand is exactly as it was
        assert dict(b.state.entry.takers)[next(iter(dict(b.state.entry.takers)))] == 3
        assert "Anna 5 ♥" in [
            c.content.semantics_label
            for c in b.all()
            if getattr(getattr(c, "content", None), "semantics_label", "") == "Anna 5 ♥"
        ]

    run(flow())


def test_two_quick_taps_on_save_store_the_hand_once_and_ask_nothing(open_table, store):
    """The second tap reaches the app while the first is being written: it is the same save."""

    async def flow():
        t = await open_table()
        await start(t)
        await hand(t, {"Anna": 13}, "Ben", save=False)
        save = t.find("Save hand")
        await asyncio.gather(*(t.session.dispatch_event(control_id(save), "click", None) for _ in range(2)))
        await t.settle()
        assert [h.points for h in store.unfinished().match.hands] == [(13, 13, 0, 0)]
        assert t.dialog() is None and "Hand 1 saved" in t.text()

    run(flow())


@pytest.mark.parametrize(
    "answer, hands", [("Save mine as hand 2", ((13, 13, 0, 0), (5, 8, 13, 0))), ("Discard mine", ((13, 13, 0, 0),))]
)
def test_when_the_other_tab_saved_the_same_hand_saving_asks_discard_or_save_as_the_next(
    open_table, store, answer, hands
):
    async def flow():
        a, b = await two_tabs(open_table)
        await b.tap("Enter hand 1")
        await b.tap("Anna 5 ♥")
        await b.tap("Ben 8 ♥")
        await b.tap("Carla took Q♠")
        await hand(a, {"Anna": 13}, "Ben")  # tab A saves hand 1 first
        await b.until(lambda: len(b.state.stored.match.hands) == 1)
        assert "Hand 1 was just saved on another device. Saving asks what to do with yours." in b.text()  # said ahead
        await b.tap("Save hand")
        assert "Hand 1 was just saved on another device" in b.dialog().title.value
        assert [h.points for h in store.unfinished().match.hands] == [(13, 13, 0, 0)]  # nothing silently saved
        await b.tap(answer)
        assert [h.points for h in store.unfinished().match.hands] == list(hands)

    run(flow())


def test_cancelling_the_same_hand_question_keeps_what_was_entered(open_table, store):
    async def flow():
        a, b = await two_tabs(open_table)
        await b.tap("Enter hand 1")
        await b.tap("Anna 13 ♥")
        await b.tap("Ben took Q♠")
        await hand(a, {"Anna": 13}, "Ben")
        await b.until(lambda: len(b.state.stored.match.hands) == 1)
        await b.tap("Save hand")
        await b.tap("Cancel")
        assert b.dialog() is None and b.state.entry.hearts == (13, 0, 0, 0) and len(store.unfinished().match.hands) == 1

    run(flow())


def test_undo_takes_back_only_the_hand_it_saved_not_one_another_tab_saved_meanwhile(open_table, store):
    async def flow():
        a, b = await two_tabs(open_table)
        await hand(a, {"Anna": 5, "Ben": 8}, "Carla")  # A saves hand 1; its message offers Undo
        await b.until(lambda: len(b.state.stored.match.hands) == 1)
        await hand(b, {"Anna": 13}, "Ben")  # B saves hand 2
        await a.snack_undo()  # A's Undo of hand 1 comes late
        assert "hand 1 is no longer the last hand" in a.snack_text()
        assert len(store.unfinished().match.hands) == 2

    run(flow())


def test_an_edit_of_a_hand_changed_meanwhile_in_another_tab_is_refused_in_words(open_table, store):
    async def flow():
        a, b = await two_tabs(open_table)
        await hand(a, {"Anna": 5, "Ben": 8}, "Carla")
        await b.until(lambda: len(b.state.stored.match.hands) == 1)
        await a.tap("Edit hand 1")
        await b.tap("Edit hand 1")
        await b.tap("Dan took Q♠")
        await b.tap("Save hand")
        await b.tap("Change")
        await a.tap("Anna took Q♠")
        await a.tap("Save hand")
        await a.tap("Change")
        assert "hand 1 was changed on another device meanwhile" in a.snack_text()
        assert store.unfinished().card.totals == (5, 8, 0, 13)  # B's edit stands

    run(flow())


def test_a_stale_tabs_settings_change_keeps_what_another_tab_saved(open_table, store):
    store.save_settings({"lang": "en"})

    async def flow():
        a = await open_table()
        b = await open_table()
        await a.go("/settings")  # A's copy of the settings is from now: English
        await b.go("/settings")
        await b.select("Language", "de")
        await a.select("Theme", "dark")  # A never saw the language
        assert store.settings() == {"lang": "de", "theme": "dark"}

    run(flow())


def test_a_match_deleted_in_another_tab_is_said_with_the_way_back_to_the_history(open_table, store):
    async def flow():
        a, b = await two_tabs(open_table)
        await a.go("/history")
        await a.tap(
            next(n for n in (getattr(c, "tooltip", None) for c in a.all()) if n and n.startswith("Delete match of"))
        )
        await a.tap("Delete")
        await b.until(lambda: b.state.gone is not None)
        assert "This match was deleted on another device." in b.text()
        await b.tap("History")
        assert b.screen == "history"

    run(flow())


def test_a_coding_error_in_a_handler_fails_loudly_with_a_way_back(open_table, monkeypatch):
    from scorepad.rules import HandDraft

    async def flow():
        t = await open_table()
        await start(t)
        await t.tap("Enter hand 1")

        def broken(draft, seat, hearts):
            raise TypeError("a coding error")

        monkeypatch.setattr(HandDraft, "tap_hearts", broken)
        with pytest.raises(AssertionError, match="the app logged an error.*TypeError"):
            await t.tap("Anna 5 ♥")  # the harness fails the test ...
        t.expected_errors = 1
        assert "Something went wrong." in t.text() and "TypeError: a coding error" in t.text()  # ... the user sees it
        await t.tap("Back to the match")
        assert t.screen == "match" and "Hand 1 · Anna deals" in t.text()

    run(flow())


def test_every_handler_on_the_table_screens_goes_through_the_guard(open_table):
    async def flow():
        t = await open_table()
        seen = list(t.unguarded())
        await start(t, names=FOUR)
        seen += t.unguarded()
        await t.tap("Enter hand 1")
        seen += t.unguarded()
        await t.tap("Anna 13 ♥")
        await t.tap("Anna took Q♠")
        await t.tap("Save hand")
        seen += t.unguarded()  # the moon question
        for route in ("/history", "/settings", "/stats", "/backup"):
            await t.go(route)
            seen += t.unguarded()
        assert seen == []

    run(flow())


def test_a_screen_opened_again_draws_its_own_fresh_state_even_when_it_equals_the_last(open_table):
    async def flow():
        t = await open_table()
        await t.go("/new")  # a second, equal SetupState replaces the first
        await t.tap("Add player")
        assert len(t.state.names) == 5 and t.has("Player 5")  # the tap reached the state on show

    run(flow())


def test_a_closed_tab_leaves_no_work_behind_that_could_fail_later(open_table, monkeypatch):
    import asyncio

    from scorepad.ui import events

    # long enough that the hand and the closing never outlast it, even on a loaded machine
    monkeypatch.setattr(events, "MESSAGE_SECONDS", (1.0, 1.0))

    async def flow():
        gone = await open_table()
        await start(gone)
        await hand(gone, {"Anna": 5, "Ben": 8}, "Carla")  # its message would go by itself in 1 s ...
        app = gone.app
        gone.close()  # ... but the tab closes first (its session may be gone any moment)
        await asyncio.sleep(1.5)
        assert app.chrome.message is not None  # the work that would have touched the closed session never ran

    run(flow())
