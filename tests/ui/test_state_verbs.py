"""The state objects' verbs, as plain Python (no session, no browser): the chrome, the table state, the
new-match form and its rules, the trail of screens. Each verb changes only what its name says."""

from __future__ import annotations

import random

import pytest

from scorepad.rules import Hand, HandDraft, Rules
from scorepad.rules.cards import QUEEN_OF_SPADES
from scorepad.storage import Store
from scorepad.ui.chrome import Chrome, Message, Question
from scorepad.ui.nav import TRAIL, Screen, Shown, Trail
from scorepad.ui.rules_form import RulesChoice
from scorepad.ui.screens.setup import SetupState
from scorepad.ui.table_state import BLOCK, TableState

FOUR = ("Anna", "Ben", "Carla", "Dan")


def tapped(*hearts: int, queen: int) -> Hand:
    """A hand as the form stores it: its points and the taps they came from."""
    draft = HandDraft.empty(len(hearts), Rules())
    for seat, count in enumerate(hearts):
        draft = draft.tap_hearts(seat, count)
    return draft.tap_taker(QUEEN_OF_SPADES, queen).hand(None)


@pytest.fixture
def table(tmp_path):
    with Store(tmp_path / "data") as store:
        stored = store.create(FOUR, Rules())
        yield TableState.of(store.add_hand(stored.id, tapped(5, 8, 0, 0, queen=2))), store


# --- the chrome ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "settings, chosen, device, expected",
    [
        ({}, None, None, "en"),  # the locale's
        ({}, None, "de", "de"),  # the device's
        ({}, "en", "de", "en"),  # --lang above the device
        ({"lang": "de"}, "en", "en", "de"),  # the settings above all
        ({"lang": "auto"}, None, "de", "de"),  # "device default" is no choice of its own
    ],
)
def test_the_language_is_the_settings_then_the_command_line_then_the_device_then_the_locale(
    settings, chosen, device, expected
):
    chrome = Chrome(fallback_lang="en", chosen_lang=chosen, settings=settings)
    chrome.heard_language(device)
    assert chrome.lang == expected


@pytest.mark.parametrize(
    "width, wide, narrow",
    [(390, False, True), (844, False, False), (1099, False, False), (1100, True, False), (None, False, True)],
)
def test_the_width_says_whether_a_window_is_wide_or_a_phone_upright(width, wide, narrow):
    chrome = Chrome()
    chrome.resized(width)
    assert (chrome.wide, chrome.narrow) == (wide, narrow)


def test_a_message_goes_when_its_time_is_up_but_a_newer_one_stays():
    chrome, old, new = Chrome(), Message("Hand 1 saved", serial=1), Message("Hand 2 saved", serial=2)
    chrome.show(old)
    chrome.show(new)
    chrome.expire(old)
    assert chrome.message is new
    chrome.expire(new)
    assert chrome.message is None


def test_a_failure_closes_the_question_and_recovering_ends_it():
    chrome = Chrome()
    chrome.ask(Question("Take back hand 2?", ()))
    chrome.fail(KeyError("x"))
    assert chrome.question is None and chrome.failure == "KeyError: 'x'"
    chrome.recovered()
    assert chrome.failure is None


def test_a_saved_setting_is_merged_and_none_removes_it():
    chrome = Chrome(settings={"theme": "dark", "wakelock": True})
    chrome.settings_saved({"theme": None, "lang": "de"})
    assert chrome.settings == {"wakelock": True, "lang": "de"}


def test_a_new_screen_drops_the_message_and_the_question_of_the_last():
    chrome = Chrome(message=Message("Hand 1 saved"), question=Question("?", ()))
    chrome.screen_changed()
    assert chrome.message is None and chrome.question is None


# --- the table state -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("typed, hearts", [("13", 13), (" 7 ", 7), ("", None), ("x", None), ("-3", None), (None, None)])
def test_typed_hearts_are_a_whole_number_or_nothing(table, typed, hearts):
    state, _ = table
    state.type_hearts(2, typed)
    assert state.entry.hearts[2] == hearts


def test_the_first_tap_begins_the_next_hand_and_news_keeps_it(table):
    state, store = table
    state.tap_hearts(0, 13)
    state.tap_taker(QUEEN_OF_SPADES, 1)
    assert state.number == 2 and state.entry.points() == (13, 13, 0, 0)
    state.show(store.add_hand(state.id, Hand((0, 13, 13, 0))))  # another device saved hand 2 meanwhile
    assert state.entry.points() == (13, 13, 0, 0) and state.overtaken
    state.as_next()
    assert state.number == 3 and not state.overtaken


def test_typed_digits_are_one_entry_until_the_share_is_left_and_leaving_twice_changes_nothing(table):
    state, _ = table
    state.tap_hearts(0, 0)
    state.tap_hearts(1, 0)
    state.type_hearts(2, "1")
    state.type_hearts(2, "13")  # the same entry: Dan's fill follows it
    assert state.entry.hearts == (0, 0, 13, 0) and state.entry.typing == 2
    state.typed_out()
    left = state.draft
    state.typed_out()
    assert state.draft is left and left.typing is None
    state.type_hearts(2, "12")  # typed anew: a correction, Dan's share is open again
    assert state.entry.hearts == (0, 0, 12, None) and state.entry.reopened == {3}


def test_editing_a_hand_opens_it_with_its_taps_and_the_totals_before_it(table):
    state, store = table
    state.show(store.add_hand(state.id, Hand((0, 0, 13, 13))))
    state.begin_edit(1)
    assert state.number == 1 and state.entry.hearts == (5, 8, 0, 0) and state.totals_before() == (0, 0, 0, 0)
    state.clear()
    assert (
        state.editing is None and state.draft is None and state.number == 3 and state.totals_before() == (5, 8, 26, 13)
    )


def test_a_rematch_goes_on_with_the_deal_where_the_match_left_it(table):
    state, _ = table
    assert state.rematch_dealer() == 1  # hand 1 was Anna's deal: Ben deals next


def test_a_match_lost_elsewhere_says_why_until_it_is_shown_again(table):
    state, store = table
    state.lost("deleted on another device")
    assert state.gone == "deleted on another device"
    state.show(store.get(state.id))
    assert state.gone is None


def test_the_scorecards_blocks_change_only_where_a_hand_came_changed_or_went(tmp_path):
    store = Store(tmp_path / "data")
    state = TableState.of(store.create(FOUR, Rules(target=500)))
    for _ in range(BLOCK + 1):  # hands 2..9: the first block full, the second holds hand 9
        state.show(store.add_hand(state.id, tapped(5, 8, 0, 0, queen=2)))
    first, second = state.hands.blocks
    assert [r.number for r in first.results] == list(range(1, BLOCK + 1)) and [r.number for r in second.results] == [
        BLOCK + 1
    ]
    state.show(store.add_hand(state.id, tapped(0, 0, 13, 0, queen=3)))  # a new hand: the last block only
    kept, grown = state.hands.blocks
    assert kept is first and grown is not second and len(grown.results) == 2
    state.show(store.replace_hand(state.id, 2, tapped(0, 10, 3, 0, queen=1)))  # an edit: its own block
    edited, still = state.hands.blocks
    assert edited is not first and edited.results[1].hand.points == (0, 23, 3, 0)
    state.show(store.undo_hand(state.id))
    state.show(store.undo_hand(state.id))  # the second block's hands gone: the block goes too
    assert state.hands.blocks == (edited,) and state.hands.blocks[0] is edited
    store.close()


def test_the_die_picks_one_of_its_suits(tmp_path):
    with Store(tmp_path / "data") as store:
        state = TableState.of(store.create(FOUR, Rules("papayoo")))
        suit = state.roll_die(random.Random(4))
        assert state.entry.suit == suit


def test_the_check_is_the_engines_for_what_is_tapped_now(table):
    state, _ = table
    state.tap(HandDraft.empty(4, Rules()).tap_hearts(0, 13).tap_taker(QUEEN_OF_SPADES, 2))
    assert state.checked().can_save and state.checked().totals == (18, 8, 26, 0)


# --- the new-match form --------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "names, tapped, after",
    [
        (["", "", "", ""], "Anna", ["Anna", "", "", ""]),  # into the first empty seat
        (["Ben", "", "", ""], "Anna", ["Ben", "Anna", "", ""]),
        (["Ben", "anna ", "", ""], "Anna", ["Ben", "", "", ""]),  # already in (any case): out again, the seat stays
        (["A", "B", "C", "D"], "Eva", ["A", "B", "C", "D", "Eva"]),  # a seat is added
        (["A", "B", "C", "D", "E", "F"], "Eva", ["A", "B", "C", "D", "E", "F", "Eva"]),  # a seventh seat
        (["A", "B", "C", "D", "E", "F", "G"], "Eva", ["A", "B", "C", "D", "E", "F", "G"]),  # seven: no room
    ],
)
def test_a_recent_name_goes_in_where_there_is_room_and_out_on_a_second_tap(names, tapped, after):
    form = SetupState(names=names)
    form.toggle_recent(tapped)
    assert form.names == after


@pytest.mark.parametrize("dealer, move, after", [(0, (0, 1), 1), (1, (0, 1), 0), (2, (0, 1), 2)])
def test_moving_a_seat_keeps_the_first_dealer_with_the_player(dealer, move, after):
    form = SetupState(names=["Anna", "Ben", "Carla"], dealer=dealer)
    form.move(*move)
    assert form.dealer == after


def test_removing_a_seat_keeps_the_dealer_on_the_table_and_a_new_seat_takes_the_focus():
    form = SetupState(names=["Anna", "Ben", "Carla", "Dan"], dealer=3)
    form.remove(3)
    assert form.names == ["Anna", "Ben", "Carla"] and form.dealer == 2
    form.add_player()
    assert form.names[-1] == "" and form.focus == 3
    form.type_name(3, "Eva")
    assert form.players() == ("Anna", "Ben", "Carla", "Eva") and form.focus is None


def test_drawing_lots_names_the_first_dealer():
    form = SetupState(names=["Anna", "Ben", "Carla", ""])
    seat = form.draw_lots(random.Random(1))
    assert form.dealer == seat and form.drawn == ("Anna", "Ben", "Carla")[seat]
    form.pick_dealer(0)
    assert form.dealer == 0 and form.drawn == ""


@pytest.mark.parametrize(
    "typed, target, bad", [("50", 50, False), ("", 100, False), ("0", 100, True), ("ten", 100, True)]
)
def test_a_typed_target_is_taken_when_it_is_a_whole_number(typed, target, bad):
    choice = RulesChoice.of(Rules())
    choice.type_number("target", typed)
    assert (choice.rules.target_score(), choice.bad_number, choice.valid) == (target, bad, not bad)


def test_a_new_variant_starts_from_its_own_defaults():
    choice = RulesChoice.of(Rules(target=50))
    choice.pick(variant="black_maria")
    assert choice.rules.variant == "black_maria" and choice.target_text == str(choice.rules.target_score() or "")


# --- the trail of screens --------------------------------------------------------------------------------------
def shown(route: str) -> Shown:
    return Shown(route, route, Screen(None, None), {}, None)


def test_the_trail_goes_forward_and_back_and_keeps_only_so_many_screens():
    trail = Trail()
    trail.start(shown("/"))
    trail.push(shown("/history"))
    assert trail.current.route == "/history" and trail.below.route == "/"
    trail.replace(shown("/history?limit=100"))
    trail.pop()
    assert trail.current.route == "/" and trail.below is None
    for n in range(TRAIL + 5):
        trail.push(shown(f"/match/{n}"))
    assert len(trail.shown) == TRAIL and trail.current.route == f"/match/{TRAIL + 4}"
