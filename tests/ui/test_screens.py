"""The table app's screens driven in-process on a real Store: what a player taps and what they see."""

import asyncio

import pytest
from ui_harness import run

from scorepad.storage import Store

FOUR = ("Anna", "Ben", "Carla", "Dan")


async def start(t, names=FOUR, dealer=None, variant=None, moon=None, target=None):
    for seat, name in enumerate(names):
        if seat >= 4:
            await t.tap("Add player")
        await t.type(f"Player {seat + 1}", name)
    # three names: the fourth seat stays empty, and is left out
    if dealer:
        await t.tap(f"{dealer} deals first")
    if variant or moon or target:
        await t.tap("Change rules")
    if variant:
        await t.tap(variant)
    if moon:
        await t.select("Shooting the moon", moon)
    if target:
        await t.type("Play to", str(target))
    await t.tap("Start match")


async def hand(t, hearts: dict, queen: str, save=True):
    """Enter a standard hand: hearts by name, who took Q♠, then save."""
    await t.tap(next(n for n in t_names(t) if n.startswith("Enter hand")))
    for name, count in hearts.items():
        await t.tap(f"{name} {count} ♥")
    await t.tap(f"{queen} took Q♠")
    if save:
        await t.tap("Save hand")


def t_names(t):
    from ui_harness import name_of

    return [n for c in t.all() if (n := name_of(c))]


def test_a_new_match_shows_the_first_deal_with_dealer_and_where_the_cards_go(open_table):
    async def flow():
        t = await open_table()
        await start(t, dealer="Ben")
        text = t.text()
        assert "Hand 1 · Ben deals" in text
        assert "← 3 cards left" in text
        assert "Anna → Ben · Ben → Carla · Carla → Dan · Dan → Anna" in text.replace("\u00a0", " ")
        assert t.has("Enter hand 1")

    run(flow())


def test_three_players_are_told_which_card_goes_out_and_how_many_each(open_table):
    async def flow():
        t = await open_table()
        await start(t, names=("Anna", "Ben", "Carla"))
        assert "2♦ out · 17 cards each · 2♣ leads" in t.text()

    run(flow())


def test_save_stays_disabled_until_the_hand_adds_up_and_says_what_is_missing(open_table):
    async def flow():
        t = await open_table()
        await start(t)
        await t.tap("Enter hand 1")
        await t.tap("Anna 5 ♥")
        assert t.find("Save hand").disabled
        assert "Still missing: 8 ♥ to place, who took Q♠?" in t.text()
        await t.tap("Ben 8 ♥")
        assert "Carla · Σ 0 · 0 pts · ♥ filled in" in t.text() and "Dan · Σ 0 · 0 pts · ♥ filled in" in t.text()
        assert t.find("Save hand").disabled
        await t.tap("Carla took Q♠")
        assert not t.find("Save hand").disabled
        assert "Adds up. Save it." in t.text()

    run(flow())


def test_a_typical_standard_hand_is_saved_after_two_players_hearts_and_the_queen_and_is_on_disk_at_once(
    open_table, data_dir
):
    async def flow():
        t = await open_table()
        await start(t)
        await hand(t, {"Anna": 5, "Ben": 8}, "Carla")  # two players' hearts, the queen, save: Save is enabled by then
        assert "Hand 1 saved" in t.snack_text()
        again = Store(data_dir)
        assert again.unfinished().card.totals == (5, 8, 13, 0)

    run(flow())


@pytest.mark.parametrize("choice, totals", [("minus", (0, -26, 0, 0)), ("plus", (26, 0, 26, 26))])
def test_a_moon_asks_the_shooter_and_scores_the_choice(open_table, store, choice, totals):
    async def flow():
        t = await open_table()
        await start(t)
        await hand(t, {"Ben": 13}, "Ben")
        dialog = t.dialog()
        assert dialog is not None and "Ben shot the moon!" in dialog.title.value
        labels = t.choices()
        assert labels[0].startswith("Ben −26 Totals: Anna 0, Ben −26")  # one minus sign
        assert labels[1].startswith("Everyone else +26 Totals: Anna 26, Ben 0")
        await t.tap(labels[0 if choice == "minus" else 1])
        assert store.unfinished().card.totals == totals
        assert "Ben shot the moon" in t.snack_text()

    run(flow())


def test_the_moon_option_that_hands_the_match_to_another_is_marked(open_table):
    async def flow():
        t = await open_table()
        await start(t, target=40)
        await hand(t, {"Anna": 8, "Ben": 1, "Carla": 4}, "Carla")  # 8 1 17 0
        await hand(t, {"Anna": 12, "Ben": 1}, "Carla")  # 20 2 30 0
        await hand(t, {"Carla": 13}, "Carla")  # plus: 46 28 30 26, Dan wins
        minus, plus = t.choices()
        assert "⚠ Ends the match, Dan wins!" in plus
        assert "Ends the match" not in minus

    run(flow())


def test_a_fixed_moon_rule_applies_itself_and_says_what_happened(open_table, store):
    async def flow():
        t = await open_table()
        await start(t, moon="plus")
        await hand(t, {"Dan": 13}, "Dan")
        assert t.dialog() is None
        assert "Dan shot the moon: everyone else +26" in t.snack_text()
        assert store.unfinished().card.totals == (26, 26, 26, 0)

    run(flow())


def test_undo_after_saving_takes_the_hand_back_and_can_put_it_back(open_table, store):
    async def flow():
        t = await open_table()
        await start(t)
        await hand(t, {"Anna": 5, "Ben": 8}, "Carla")
        await t.snack_undo()
        assert store.unfinished().match.hands == ()
        assert "Hand 1 taken back" in t.snack_text()
        await t.snack_undo()
        assert len(store.unfinished().match.hands) == 1

    run(flow())


def test_undo_from_the_app_bar_asks_first(open_table, store):
    async def flow():
        t = await open_table()
        await start(t)
        await hand(t, {"Anna": 5, "Ben": 8}, "Carla")
        await t.tap("Undo last hand")
        # which hand goes, by its scores
        assert t.dialog().title.value == "Take back hand 1 (Anna 5, Ben 8, Carla 13, Dan 0)?"
        await t.tap("Undo last hand", kind=__import__("flet").FilledButton)
        assert store.unfinished().match.hands == ()

    run(flow())


def test_editing_an_earlier_hand_asks_and_recomputes_every_total_after_it(open_table, store):
    async def flow():
        t = await open_table()
        await start(t)
        await hand(t, {"Anna": 5, "Ben": 8}, "Carla")
        await hand(t, {"Anna": 1, "Ben": 12}, "Dan")
        await t.tap("Edit hand 1")
        assert "So far: Anna 5, Ben 8, Carla 13, Dan 0" in t.text()
        await t.tap("Dan took Q♠")
        await t.tap("Save hand")
        assert "Change hand 1?" in t.dialog().title.value
        await t.tap("Change")
        assert store.unfinished().card.totals == (6, 20, 0, 26)
        assert "Hand 1 changed" in t.snack_text()
        await t.snack_undo()
        assert store.unfinished().card.totals == (6, 20, 13, 13)

    run(flow())


def test_playing_to_the_end_names_the_winner_and_offers_a_rematch(open_table, store):
    async def flow():
        t = await open_table()
        await start(t, target=40)
        for _ in range(3):
            await hand(t, {"Anna": 5, "Ben": 8}, "Carla")
        assert "Carla is close to 40" in t.text()
        await hand(t, {"Anna": 5, "Ben": 8}, "Carla")
        text = t.text()
        assert "Dan wins!" in text and "1. Dan: 0" in text and "4. Carla: 52" in text
        await t.tap("Rematch")
        assert list(t.state.names) == list(FOUR)
        assert t.state.dealer == 0  # four hands dealt: the deal has come round to Anna again

    run(flow())


def test_a_tie_for_the_fewest_at_the_target_says_play_goes_on(open_table):
    async def flow():
        t = await open_table()
        await start(t, target=20)
        await hand(t, {"Anna": 13}, "Ben")  # 13 13 0 0 -> nobody at 20
        await hand(t, {"Anna": 13}, "Ben")  # 26 26 0 0 -> tie between Carla and Dan
        assert "Tied for the fewest points (Carla and Dan): play goes on." in t.text()
        assert t.has("Enter hand 3")

    run(flow())


def test_an_unfinished_match_reopens_after_a_restart(open_table, data_dir):
    async def flow():
        t = await open_table()
        await start(t)
        await hand(t, {"Anna": 5, "Ben": 8}, "Carla")
        restarted = Store(data_dir)
        again = await open_table(on_store=restarted)
        assert "Hand 2 · Ben deals" in again.text()
        restarted.close()

    run(flow())


def test_the_history_lists_matches_opens_them_read_only_and_deletes_with_undo(open_table, store):
    async def flow():
        t = await open_table()
        await start(t, target=20)
        await hand(t, {"Anna": 5, "Ben": 8}, "Carla")
        await hand(t, {"Anna": 5, "Ben": 8}, "Carla")
        await t.go("/history")
        assert "Dan 0 ★ · Anna 10 · Ben 16 · Carla 26 · 2 hands" in t.text()
        tile = next(c for c in t.all() if type(c).__name__ == "ListTile")
        await t.fire(tile, "click")
        assert "Finished match (read only)" in t.text() and not t.has("Enter hand 3")
        await t.go("/history")
        delete = next(n for n in t_names(t) if n.startswith("Delete match of"))
        await t.tap(delete)
        assert "Delete the match of" in t.dialog().title.value and store.count() == 1  # it asks first
        await t.tap("Delete")
        assert store.count() == 0 and "No matches yet." in t.text()
        await t.snack_undo()
        assert store.count() == 1

    run(flow())


def test_german_uses_the_rules_page_terms(open_table):
    async def flow():
        t = await open_table("de")
        await start_de(t)
        text = t.text()
        assert "Spiel 1 · Geber Anna" in text and "3 Karten links" in text
        await t.tap("Spiel 1 eintragen")
        await t.tap("Anna 13 ♥")
        assert "Noch offen: wer hat die Pik-Dame?" in t.text()

    async def start_de(t):
        for seat, name in enumerate(FOUR):
            await t.type(f"Spieler {seat + 1}", name)
        await t.tap("Partie beginnen")

    run(flow())


def test_the_language_setting_switches_the_app_and_is_kept(open_table, store):
    async def flow():
        t = await open_table("en")
        await t.go("/settings")
        await t.select("Language", "de")
        assert "Sprache" in t.text()
        assert store.settings()["lang"] == "de"
        again = await open_table("en")
        assert "Neue Partie" in again.text()

    run(flow())


def test_a_language_asked_for_on_the_command_line_comes_before_the_device_s_and_the_setting_before_both(store):
    from ui_harness import Table

    from scorepad.ui.app import make_main

    async def flow():
        t = await Table(make_main(store, "en", chosen_lang="de")).open()  # `scorepad --lang de`
        t.app.chrome.device_lang = "en"  # a device whose browser says English
        await t.until(lambda: "Neue Partie" in t.text())
        await t.go("/settings")
        await t.select("Sprache", "en")
        await t.until(lambda: "Language" in t.text())
        t.close()

    run(flow())


def test_papayoo_has_a_die_to_roll_and_records_its_suit(open_table, store):
    async def flow():
        t = await open_table()
        await start(t, variant="Papayoo")
        await t.tap("Enter hand 1")
        await t.tap("Roll the die")
        assert t.state.entry.suit in ("spades", "diamonds", "clubs")
        await t.type("Anna: points of ♥", "104")
        await t.tap("Ben took the 7 of the die's suit")
        await t.tap("Save hand")
        saved = store.unfinished().match.hands[0]
        assert saved.points == (104, 40, 0, 0) and saved.suit in ("spades", "diamonds", "clubs")
        symbol = {"spades": "♠", "diamonds": "♦", "clubs": "♣"}[saved.suit]
        assert f"1 ←{symbol}" in t.text()  # the die's suit stays on the scorecard
        assert "Hand 2 of 4 · Ben deals" in t.text()

    run(flow())


def test_spot_hearts_players_can_tap_the_heart_cards_they_took(open_table):
    async def flow():
        t = await open_table()
        await start(t, variant="Spot Hearts")
        await t.tap("Enter hand 1")
        await t.toggle("Tap the ♥ cards", True)
        await t.tap("A♥ to Anna")
        await t.tap("K♥ to Anna")
        assert t.state.entry.hearts[0] == 27
        assert "77 points of ♥ to place" in t.text()

    run(flow())


def test_two_tabs_share_one_store(open_table):
    async def flow():
        first = await open_table()
        await start(first)
        await hand(first, {"Anna": 5, "Ben": 8}, "Carla")
        second = await open_table()
        assert "Hand 2 · Ben deals" in second.text()

    run(flow())


def test_on_a_desktop_enter_opens_and_saves_a_hand_and_ctrl_z_asks_to_take_it_back(open_table, store):
    async def flow():
        t = await open_table()
        await start(t)
        await t.key("Enter")
        assert t.screen == "hand"
        await t.tap("Anna 5 ♥")
        await t.tap("Ben 8 ♥")
        await t.tap("Carla took Q♠")
        await t.key("Enter")
        assert store.unfinished().card.totals == (5, 8, 13, 0)
        await t.key("Z", ctrl=True)
        assert t.dialog().title.value == "Take back hand 1 (Anna 5, Ben 8, Carla 13, Dan 0)?"

    run(flow())


def test_a_match_that_is_gone_is_said_in_words_not_a_traceback(open_table):
    async def flow():
        t = await open_table()
        await t.go("/match/nope")
        assert "no match with id nope" in t.text()

    run(flow())


def test_a_hand_saved_in_one_tab_shows_at_once_in_another_tab_on_the_scorecard(open_table):
    async def flow():
        first = await open_table()
        await start(first)
        second = await open_table()
        assert "Hand 1 · Anna deals" in second.text()
        await hand(first, {"Anna": 5, "Ben": 8}, "Carla")
        for _ in range(100):  # the other tab redraws after reading the store in a worker thread
            if "Hand 2 · Ben deals" in second.text():
                break
            await asyncio.sleep(0.02)
        assert "Hand 2 · Ben deals" in second.text()

    run(flow())


def test_omnibus_asks_who_took_the_jack_and_counts_it_minus_ten(open_table, store):
    async def flow():
        t = await open_table()
        await start(t, variant="Omnibus")
        await t.tap("Enter hand 1")
        await t.tap("Anna 13 ♥")
        await t.tap("Ben took Q♠")
        assert "who took J♦?" in t.text() and t.find("Save hand").disabled
        await t.tap("Dan took J♦")
        await t.tap("Save hand")
        assert store.unfinished().card.totals == (13, 13, 0, -10)

    run(flow())


def test_black_maria_with_spade_penalties_asks_for_the_ace_and_king_of_spades(open_table, store):
    async def flow():
        t = await open_table()
        for seat, name in enumerate(FOUR):
            await t.type(f"Player {seat + 1}", name)
        await t.tap("Change rules")
        await t.tap("Black Maria")
        await t.toggle("A♠ 7 and K♠ 10 count too", True)
        await t.tap("Start match")
        assert "→ 3 cards right" in t.text()
        await t.tap("Enter hand 1")
        await t.tap("Anna 13 ♥")
        await t.tap("Ben took Q♠")
        await t.tap("Carla took A♠")
        await t.tap("Dan took K♠")
        await t.tap("Save hand")
        assert store.unfinished().card.totals == (13, 13, 7, 10)

    run(flow())


def test_the_theme_setting_switches_to_dark_and_is_kept(open_table, store):
    async def flow():
        import flet as ft

        t = await open_table()
        await t.go("/settings")
        await t.select("Theme", "dark")
        assert t.page.theme_mode == ft.ThemeMode.DARK
        assert store.settings()["theme"] == "dark"

    run(flow())


def test_a_hand_can_be_typed_on_a_desktop_keyboard(open_table, store):
    async def flow():
        t = await open_table()
        await start(t)
        await t.key("Enter")
        for pressed in ("5", "Tab", "1", "2", "Arrow Up", "1"):  # Anna 5, Ben 12, back to Anna: 1
            await t.key(pressed)
        assert t.state.entry.hearts == (1, 12, 0, 0)
        assert "▶ Anna · Σ 0 · 1 pt" in t.text()
        await t.key("Q")
        await t.key("3")  # Carla took the queen
        await t.key("Enter")
        assert store.unfinished().card.totals == (1, 12, 13, 0)

    run(flow())


def test_keep_awake_holds_a_wakelock_only_while_a_match_is_shown(open_table, store):
    async def flow():
        import flet as ft

        t = await open_table()
        await t.go("/settings")
        await t.toggle("Keep the screen awake during a match", True)
        assert store.settings()["wakelock"] is True
        await t.go("/new")
        await start(t)  # the wakelock is asked for once the screen is sent (not awaited before it)
        assert isinstance(t.app.device.wakelock, ft.Wakelock)
        await t.go("/history")
        assert t.app.device.wakelock is None

    run(flow())


def test_a_wide_window_shows_the_scorecard_and_the_next_hand_side_by_side(open_table, store):
    async def flow():
        t = await open_table()
        await t.resize(1280)  # what the client reports for a desktop window
        await start(t)
        assert "Hand 1 · Anna deals" in t.text() and t.has("Save hand") and not t.has("Enter hand 1")
        await t.tap("Anna 5 ♥")
        await t.tap("Ben 8 ♥")
        await t.tap("Carla took Q♠")
        await t.tap("Save hand")
        assert store.unfinished().card.totals == (5, 8, 13, 0)
        assert "Hand 2 · Ben deals" in t.text() and "Anna: 5 in total" in t.text()

    run(flow())
