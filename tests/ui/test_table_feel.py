"""A long evening at the table: totals always in view, nothing lost by a slip, every sign explained."""

import asyncio

import flet as ft
import pytest
from test_screens import FOUR, hand, start
from ui_harness import control_id, name_of, run, texts_of, walk

from scorepad.rules import Hand, Rules

SIX = ("Anna", "Benedikt", "Carla", "Dominik", "Elisabeth", "Friedrich")


def scorecard_parts(t):
    """What stays above the scrolling hands (the names, the dealer's dot), the hands, and what stays below
    them (divider and totals): the parts of the innermost column that holds the scrolling hands."""
    hands = next(c for c in t.all() if isinstance(c, ft.Column) and c.auto_scroll)
    around = [
        c
        for c in t.all()
        if isinstance(c, ft.Column) and c is not hands and any(hands in list(walk(x)) for x in c.controls)
    ]
    column = min(around, key=lambda c: len(list(walk(c))))
    at = next(i for i, x in enumerate(column.controls) if hands in list(walk(x)))
    return column.controls[:at], hands, column.controls[at + 1 :]


def test_the_totals_stay_in_view_below_the_hands_which_scroll_to_the_newest(open_table, store):
    match = store.create(SIX, Rules(target=500))
    for _ in range(20):
        store.add_hand(match.id, Hand((3, 2, 4, 1, 2, 14)))

    async def flow():
        t = await open_table()
        await t.go(f"/match/{match.id}")
        names, hands, pinned = scorecard_parts(t)
        # the newest hand comes into view
        assert hands.scroll == ft.ScrollMode.AUTO and hands.auto_scroll and hands.expand
        shown = sum(1 for c in walk(hands) if type(c).__name__ == "Component" and c.fn.__name__ == "HandRow")
        assert shown == 20 and "Σ" in [x for c in pinned for x in texts_of(c)]
        assert "Anna: 60 in total" in [x for c in pinned for x in texts_of(c)]

    run(flow())


def test_leaving_a_half_entered_hand_asks_and_keeping_on_keeps_every_tap(open_table):
    async def flow():
        t = await open_table()
        await start(t)
        await t.tap("Enter hand 1")
        await t.tap("Back")  # nothing tapped yet: no question
        assert t.screen == "match" and t.dialog() is None
        await t.tap("Enter hand 1")
        await t.tap("Anna 5 ♥")
        await t.tap("Back")
        assert "Leave hand 1?" in t.dialog().title.value
        await t.tap("Keep entering")
        assert t.screen == "hand" and t.state.entry.hearts[0] == 5
        await t.tap("Back")
        await t.tap("Discard")
        assert t.screen == "match" and t.state.draft is None

    run(flow())


def test_the_entry_shows_each_players_total_and_says_too_many_once(open_table):
    async def flow():
        t = await open_table()
        await start(t)
        await hand(t, {"Anna": 13}, "Ben")
        await t.tap("Enter hand 2")
        assert "Anna · Σ 13" in t.text() and "Ben · Σ 13" in t.text() and "Carla · Σ 0" in t.text()
        await t.tap("Anna 10 ♥")
        await t.tap("Ben 5 ♥")
        lines = t.text().split("\n")
        assert "2 ♥ too many" in lines and not any("Still missing" in line for line in lines)

    run(flow())


def test_in_german_too_many_hearts_is_said_once_in_good_german(open_table):
    async def flow():
        t = await open_table("de")
        for seat, name in enumerate(FOUR):
            await t.type(f"Spieler {seat + 1}", name)
        await t.tap("Partie beginnen")
        await t.tap("Spiel 1 eintragen")
        await t.tap("Anna 10 ♥")
        await t.tap("Ben 5 ♥")
        lines = t.text().split("\n")
        assert "2 ♥ zu viel" in lines and not any("Noch offen" in line for line in lines)
        assert sum("zu viel" in line for line in lines) == 1

    run(flow())


def test_a_plain_hand_that_ends_the_match_says_so_before_saving(open_table, store):
    async def flow():
        t = await open_table()
        await start(t, target=20)
        await hand(t, {"Anna": 13}, "Ben")  # 13 13 0 0
        await hand(t, {"Anna": 13}, "Carla", save=False)  # 26 13 13 0: Dan would win
        assert "Adds up. This hand ends the match: Dan wins!" in t.text()
        assert not store.unfinished().card.outcome.finished  # said before, not after

    run(flow())


def test_a_hand_reaching_the_target_with_a_tie_says_play_goes_on(open_table):
    async def flow():
        t = await open_table()
        await start(t, target=20)
        await hand(t, {"Anna": 13}, "Ben", save=False)  # 13 13 0 0 ...
        await t.tap("Save hand")
        await hand(t, {"Ben": 13}, "Anna", save=False)  # 26 26 0 0: Carla and Dan tie for the fewest
        assert "The target is reached, but two or more are tied for the fewest points: play goes on." in t.text()

    run(flow())


def test_the_edit_confirmation_shows_the_change_and_the_totals_it_leads_to(open_table, store):
    async def flow():
        t = await open_table()
        await start(t)
        await hand(t, {"Anna": 5, "Ben": 8}, "Carla")
        await hand(t, {"Anna": 1, "Ben": 12}, "Dan")
        await t.tap("Edit hand 1")
        await t.tap("Dan took Q♠")
        await t.tap("Save hand")
        lines = texts_of(t.dialog())
        assert "In this hand: Carla 13 → 0, Dan 0 → 13" in lines
        assert "Q♠: Carla → Dan" in lines
        assert "Totals then: Anna 6, Ben 20, Carla 0, Dan 26 (were 6, 20, 13, 13)" in lines
        await t.tap("Change")
        assert store.unfinished().card.totals == (6, 20, 0, 26)

    run(flow())


def test_the_signs_of_the_scorecard_have_a_legend_and_the_queen_is_marked_per_hand(open_table):
    async def flow():
        t = await open_table()
        await start(t)
        await hand(t, {"Anna": 5, "Ben": 8}, "Carla")
        assert "Carla, hand 1: 13 (took Q♠)" in t.text().splitlines() and "13♠" in t.text()
        await t.tap("What the signs mean")
        legend = "\n".join(texts_of(t.dialog()))
        for sign in ("● under a name", "★", "⚠", "1 ← 2 → 3 ↕", "4 ·", "☾−", "13♠", "Shaded number"):
            assert sign in legend
        await t.tap("Close")
        assert t.dialog() is None

    run(flow())


def test_the_history_shows_when_who_and_how_it_stands_with_running_matches_on_top(open_table, store):
    older = store.create(FOUR, Rules(target=20))
    store.add_hand(older.id, Hand((13, 13, 0, 0)))
    store.add_hand(older.id, Hand((13, 0, 13, 0)))  # Dan wins
    running = store.create(("Eva", "Finn", "Gus"), Rules())
    store.add_hand(running.id, Hand((1, 12, 13)))

    async def flow():
        t = await open_table()
        await t.go("/history")
        lines = t.text().split("\n")
        first = lines.index("Running")
        assert lines[first + 2] == "running, hand 2 next · Eva 1 · Finn 12 · Gus 13"
        assert lines.index("Finished") > first
        assert "Dan 0 ★ · Ben 13 · Carla 13 · Anna 26 · 2 hands" in lines
        assert any(line.startswith(f"{older.created[:10]} · ") and line.endswith(" · Standard") for line in lines)

    run(flow())


def test_a_rematch_offers_as_recent_names_only_those_not_at_the_table_already(open_table, store):
    """The same seven again: their names are in the seats, so the recent names offer only who else played
    (here Zoe), not the seven a second time, which pushed the rules below a phone's fold."""
    store.create(("Zoe", "Anna", "Carla"), Rules())
    seven = store.create((*SIX, "Gustav"), Rules())
    store.add_hand(seven.id, Hand((5, 3, 13, 0, 2, 1, 2)))

    async def flow():
        t = await open_table()
        await t.go(f"/new?rematch={seven.id}")
        offered = sorted(n for c in t.all() if (n := name_of(c)) and n.startswith(("Add ", "Take ")))
        assert offered == ["Add Zoe"], offered
        await t.go("/new")  # a new match: every recent name, as before
        assert t.has("Add Gustav") and t.has("Add Zoe")

    run(flow())


def test_recent_names_stay_in_place_so_four_taps_give_four_players(open_table, store):
    store.create(SIX, Rules())

    async def flow():
        t = await open_table()
        await t.go("/new")
        before = [n for c in t.all() if (n := name_of(c)) and n.startswith("Add ") and n != "Add player"]
        for name in ("Anna", "Benedikt", "Carla", "Dominik"):
            await t.tap(f"Add {name}")  # tapped where they stood at first
        assert list(t.state.names) == ["Anna", "Benedikt", "Carla", "Dominik"]
        assert t.has("Take Anna out") and t.has("Add Elisabeth")  # chosen ones marked, not removed
        await t.tap("Take Benedikt out")
        assert list(t.state.names) == ["Anna", "", "Carla", "Dominik"] and len(before) == 6

    run(flow())


def test_a_new_seat_takes_the_focus_and_enter_moves_to_the_next_name(open_table):
    async def flow():
        t = await open_table()
        await t.go("/new")
        await t.tap("Add player")
        fields = [c for c in t.all() if isinstance(c, ft.TextField) and (c.label or "").startswith("Player")]
        assert [f.autofocus for f in fields] == [False, False, False, False, True]
        await t.fire(fields[0], "submit")
        assert ("focus", control_id(fields[1])) in t.conn.invoked

    run(flow())


def test_enter_right_after_the_last_letter_still_moves_the_focus_to_the_next_name(open_table):
    """The last key's change and Enter reach the app together, each handled in a task of its own (Flet's
    receive loop): the change draws the fields anew while Enter's focus call is on its way."""

    async def flow():
        t = await open_table()
        await t.go("/new")
        await t.tap("Add player")
        await t.tap("Add player")
        for seat, name in enumerate(("Anna", "Benedikt", "Carla", "Dominik", "Elisabeth")):
            field, t.conn.invoked = name_fields(t)[seat], []
            await asyncio.gather(
                t.session.dispatch_event(control_id(field), "change", name),
                t.session.dispatch_event(control_id(field), "submit", name),
            )
            await t.settle()
            assert ("focus", control_id(name_fields(t)[seat + 1])) in t.conn.invoked, seat

    run(flow())


def name_fields(t) -> list:
    return [c for c in t.all() if isinstance(c, ft.TextField) and (c.label or "").startswith("Player")]


@pytest.mark.parametrize(
    "players, shown",
    [
        (4, "Passing order"),
        (3, "With 3 players the cards go: left, right, no passing, then again."),
        (5, "With 5 players the cards go: left, right, no passing, then again."),
    ],
)
def test_setup_offers_only_the_pass_orders_that_exist_for_the_table(open_table, players, shown):
    async def flow():
        t = await open_table()
        await t.go("/new")
        while len(t.state.names) < players:
            await t.tap("Add player")
        if players == 3:
            await t.tap("Change seating")
            await t.tap("Remove Player 4")
        await t.tap("Change rules")
        assert shown in t.text()
        assert ("Passing order" in t.text()) == (players == 4) and ("With four players" in t.text()) == (players == 4)

    run(flow())


def test_an_untouched_form_gives_a_hint_not_an_error(open_table):
    async def flow():
        t = await open_table()
        await t.go("/new")
        hint = next(c for c in t.all() if isinstance(c, ft.Text) and c.value == "Enter at least 3 players.")
        assert hint.color == ft.Colors.ON_SURFACE_VARIANT
        await t.type("Player 1", "Anna")
        await t.type("Player 2", "anna")
        await t.type("Player 3", "Ben")
        problem = next(c for c in t.all() if isinstance(c, ft.Text) and "twice" in (c.value or ""))
        assert problem.color == ft.Colors.ERROR

    run(flow())


def test_a_new_match_while_one_runs_says_that_one_stays_saved(open_table, store):
    async def flow():
        t = await open_table()
        await start(t)
        await hand(t, {"Anna": 5, "Ben": 8}, "Carla")
        await t.go("/new")
        assert "The running match (Anna, Ben, Carla, Dan, hand 2 next) stays saved in the history." in t.text()
        await t.tap("Back to it")
        assert t.screen == "match" and "Hand 2 · Ben deals" in t.text()

    run(flow())


def test_with_six_players_the_cards_to_tap_stay_with_save_while_the_players_scroll(open_table, store):
    match = store.create(SIX, Rules())

    async def flow():
        t = await open_table()
        await t.go(f"/match/{match.id}/hand")
        body, bottom = t.view().controls[0].content.controls  # no message: nothing between them
        assert t.has("Friedrich took Q♠") and any(c is t.find("Friedrich took Q♠") for c in walk(bottom))
        assert any(c is t.find("Save hand") for c in walk(bottom))
        assert any(c is t.find("Friedrich 13 ♥") for c in walk(body))
        assert any(isinstance(c, ft.Column) and c.scroll for c in walk(body))  # the players' rows scroll
        short = [
            c.content.value
            for c in walk(bottom)
            if isinstance(c, ft.OutlinedButton) and "took Q♠" in (name_of(c) or "")
        ]
        # whole where they fit, else marked cut
        assert short == [
            "Anna",
            "Bened…",
            "Carla",
            "Domin…",
            "Elisa…",
            "Fried…",
        ]

    run(flow())


def test_picking_papayoo_drops_the_default_rules_options_it_does_not_have(open_table, store):
    store.save_settings({"rules": {"variant": "standard", "moon": "plus", "pass_order": "left-across-right"}})

    async def flow():
        t = await open_table()
        for seat, name in enumerate(FOUR):
            await t.type(f"Player {seat + 1}", name)
        await t.tap("Change rules")
        await t.tap("Papayoo")
        rules = t.state.rules  # what the form will start
        assert (rules.variant, rules.moon, rules.pass_order) == ("papayoo", "choice", "left-right-across")
        await t.tap("Start match")
        assert t.screen == "match" and t.state.stored.match.rules.variant == "papayoo"

    run(flow())


def test_editing_a_hand_shows_the_totals_before_that_hand(open_table):
    async def flow():
        t = await open_table()
        await start(t)
        await hand(t, {"Anna": 5, "Ben": 8}, "Carla")  # 5 8 13 0
        await hand(t, {"Anna": 13}, "Dan")  # 18 8 13 13
        await t.tap("Edit hand 2")
        assert "Anna · Σ 5" in t.text() and "Dan · Σ 0" in t.text()  # not 18 and 13, which count hand 2 already

    run(flow())


def test_a_message_stays_with_the_screen_it_was_said_on(open_table):
    async def flow():
        t = await open_table()
        await start(t)
        await hand(t, {"Anna": 5, "Ben": 8}, "Carla")
        assert t.snack_text() == "Hand 1 saved"
        await t.go("/history")
        assert t.snack_text() == "" and not t.has("Undo")

    run(flow())
