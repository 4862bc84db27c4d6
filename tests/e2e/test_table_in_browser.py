"""The table app in a real browser against the real server: whole matches as players play them."""

from e2e_driver import (
    DESKTOP,
    PHONE,
    SIDEWAYS,
    Server,
    box,
    box_when,
    button,
    menu,
    open_app,
    see,
    shot,
    tap,
    tap_text,
    type_into,
)


def start_match(page, names, player="Player", start="Start match", target=None, target_label="Play to"):
    for seat, name in enumerate(names):
        if seat >= 4:
            tap(page, "Add player" if player == "Player" else "Spieler hinzufügen")
        type_into(page, f"{player} {seat + 1}", name)
    english = player == "Player"
    if len(names) == 3:  # the empty fourth seat would be left out; taken away here, as someone tidy would
        tap(page, "Change seating" if english else "Sitzordnung ändern")
        tap(page, "Remove Player 4" if english else "Spieler 4 entfernen")
    if target:
        tap(page, "Change rules" if english else "Regeln ändern")
        type_into(page, target_label, str(target))
    tap(page, start)


def enter(page, number, hearts, queen, word="Enter hand", took="took"):
    """On a phone the hand opens from its button; a wide window shows the form beside the scorecard."""
    see(page, f"Hand {number} · " if word == "Enter hand" else f"Spiel {number} · ")
    opener = f"{word} {number}" if word == "Enter hand" else f"Spiel {number} eintragen"
    if button(page, opener).count():
        tap(page, opener)
    for name, count in hearts.items():
        tap(page, f"{name} {count} ♥")
    tap(page, f"{queen} {took} Q♠" if took == "took" else f"{queen} hat die Pik-Dame")


def test_a_four_player_match_with_moons_undo_and_edit_ends_with_a_winner_and_survives_a_restart(browser, tmp_path):
    server = Server(tmp_path / "data").start()
    try:
        page = open_app(browser, server.url, DESKTOP, wait_for="Players, clockwise")
        shot(page, "desktop-en-new-match")
        start_match(page, ("Anna", "Ben", "Carla", "Dan"), target=30)
        see(page, "Hand 1 · Anna deals")
        see(page, "Anna → Ben · Ben → Carla · Carla → Dan · Dan → Anna")
        enter(page, 1, {"Anna": 5, "Ben": 8}, "Carla")
        shot(page, "desktop-en-enter-hand")
        tap(page, "Save hand")
        see(page, "Hand 2 · Ben deals")
        # a moon, scored minus
        enter(page, 2, {"Dan": 13}, "Dan")
        tap(page, "Save hand")
        see(page, "Dan shot the moon!")
        shot(page, "desktop-en-moon-choice")
        tap(page, "Dan −26 Totals: Anna 5, Ben 8, Carla 13, Dan −26")
        see(page, "Dan: −26 in total")
        # a moon, scored plus although the dialog warns that it hands the match to Dan ...
        enter(page, 3, {"Ben": 13}, "Ben")
        tap(page, "Save hand")
        see(page, "Ben shot the moon!")
        shot(page, "desktop-en-moon-warning")
        tap(page, "Everyone else +26 Totals: Anna 31, Ben 8, Carla 39, Dan 0 ⚠ Ends the match, Dan wins!")
        see(page, "Match over")  # saved ("Dan wins!" is in the moon dialog's warning too)
        see(page, "Dan wins!")
        # ... and the message's Undo takes it back (hand 3's message: hand 2's Undo stays until it replaces it)
        see(page, "Hand 3 saved")
        tap(page, "Undo")
        see(page, "Hand 3 · Carla deals")
        # edit hand 1: the queen went to Dan, not Carla
        tap(page, "Edit hand 1")
        tap(page, "Dan took Q♠")
        tap(page, "Save hand")
        tap(page, "Change")
        see(page, "Dan: −13 in total")
        see(page, "Carla: 0 in total")
        # play to the end
        enter(page, 3, {"Anna": 13}, "Ben")
        tap(page, "Save hand")
        enter(page, 4, {"Anna": 13}, "Ben")
        tap(page, "Save hand")
        see(page, "Dan wins!")
        see(page, "1. Dan: −13")
        shot(page, "desktop-en-winner")
        page.context.close()
    finally:
        server.stop()
    # the same data folder after a restart: the match is in the history, with its winner
    server = Server(tmp_path / "data").start()
    try:
        # the app opens on the match it ended with, its winner shown; the history holds it too
        page = open_app(browser, server.url, DESKTOP, wait_for="Dan wins!")
        menu(page, "History")
        see(page, "Dan −13 ★ · Carla 0 · Anna 31 · Ben 34 · 4 hands")
        shot(page, "desktop-en-history")
        tap_text(page, "Dan −13 ★ · Carla 0 · Anna 31 · Ben 34 · 4 hands")
        see(page, "Finished match (read only)")
        page.context.close()
    finally:
        server.stop()


def test_three_players_on_a_phone_in_german_see_the_card_taken_out(browser, tmp_path):
    with_server = Server(tmp_path / "data").start()
    try:
        page = open_app(browser, with_server.url, PHONE, locale="de-DE", wait_for="Spieler im Uhrzeigersinn")
        start_match(page, ("Anna", "Ben", "Carla"), player="Spieler", start="Partie beginnen")
        see(page, "Spiel 1 · Geber Anna")
        see(page, "2♦ raus · je 17 Karten · 2♣ spielt aus")
        shot(page, "phone-de-match-start")
        # a second tab
        desk = open_app(browser, with_server.url, DESKTOP, locale="de-DE", wait_for="Spiel 1 · Geber Anna")
        enter(page, 1, {"Anna": 4}, "Ben", word="Spiel", took="hat")
        see(page, "Noch offen")
        tap(page, "Ben 9 ♥")
        see(page, "Stimmt. Speichern.")
        shot(page, "phone-de-enter-hand")
        tap(page, "Spiel speichern")
        see(page, "Spiel 2 · Geber Ben")
        shot(page, "phone-de-scorecard")
        menu(page, "Einstellungen", label="Menü")
        see(page, "Bildschirm während einer Partie anlassen")
        shot(page, "phone-de-settings")
        page.context.close()
        see(desk, "Spiel 2 · Geber Ben")  # the other tab followed without a reload
        shot(desk, "desktop-de-scorecard")
        desk.context.close()
    finally:
        with_server.stop()


def test_seven_players_fit_a_390_px_phone_upright_and_sideways_without_sideways_scrolling(browser, tmp_path):
    server = Server(tmp_path / "data").start()
    names = ("Anna", "Benedikt", "Carla", "Dominik", "Elisabeth", "Friedrich", "Gustav")
    try:
        page = open_app(browser, server.url, PHONE, wait_for="Players, clockwise")
        start_match(page, names)
        see(page, "Hand 1 · Anna deals")
        see(page, "2♦ 3♦ 3♣ out · 7 cards each · 2♣ leads")
        enter(page, 1, {"Anna": 3, "Benedikt": 2, "Carla": 4, "Dominik": 1, "Elisabeth": 2, "Friedrich": 1}, "Gustav")
        see(page, "Gustav · Σ 0 · 13 pts · ♥ filled in")
        shot(page, "phone-en-seven-enter-hand")
        tap(page, "Save hand")
        see(page, "Hand 2 · Benedikt deals")
        see(page, "3 cards 2 seats left")
        fits_the_width(page, names, PHONE["width"])
        shot(page, "phone-en-seven-scorecard")
        page.set_viewport_size(SIDEWAYS)
        see(page, "Benedikt: 2 in total")
        fits_the_width(page, names, SIDEWAYS["width"])
        shot(page, "sideways-en-seven-scorecard")
        tap(page, "Enter hand 2")
        missing = box(page, "Still missing", how="start")  # the line under the Q♠ buttons' column
        for name in names:  # who took Q♠: every button whole (40 px at least) above that line, none scrolled away

            def whole(b: dict) -> bool:
                return b["height"] >= 40 and b["y"] + b["height"] <= missing["y"]

            where = box_when(page, f"{name} took Q♠", whole)
            assert whole(where), (name, where, missing)
        shot(page, "sideways-en-seven-enter-hand")
        page.set_viewport_size(PHONE)
        menu(page, "History")
        standing = "Dominik 1 · Friedrich 1 · Benedikt 2 · Elisabeth 2 · Anna 3 · Carla 4 · Gustav 13"
        see(page, f"running, hand 2 next · {standing}")
        menu(page, "New match")
        see(page, "Recent names")
        shot(page, "phone-en-new-match-recent-names")
        page.context.close()
        dark = open_app(browser, server.url, PHONE, wait_for="Hand 2 · Benedikt deals", dark=True)
        shot(dark, "phone-en-seven-scorecard-dark")
        dark.context.close()
    finally:
        server.stop()


def fits_the_width(page, names, width: int) -> None:
    """Every player's total within the window (once the window's new size is drawn: its totals move there),
    and nothing to scroll sideways."""

    def inside(where: dict) -> bool:
        return where["x"] >= 0 and where["x"] + where["width"] <= width

    for name in names:
        where = box_when(page, f"{name}: ", inside, how="start")
        assert inside(where), (name, where)
    assert page.evaluate("document.scrollingElement.scrollWidth") <= width


def test_a_german_phone_asks_for_the_pik_dame_in_words_and_the_moon_with_one_minus_sign(browser, tmp_path):
    server = Server(tmp_path / "data").start()
    try:
        page = open_app(browser, server.url, PHONE, locale="de-DE", wait_for="Spieler im Uhrzeigersinn")
        start_match(page, ("Anna", "Ben", "Carla", "Dan"), player="Spieler", start="Partie beginnen")
        tap(page, "Spiel 1 eintragen")
        see(page, "Wer hat die Pik-Dame?")
        tap(page, "Ben 13 ♥")
        see(page, "Noch offen: wer hat die Pik-Dame?")
        shot(page, "phone-de-entry-words")
        tap(page, "Ben hat die Pik-Dame")
        tap(page, "Spiel speichern")
        see(page, "Ben hat den Mond geschossen!")
        see(page, "Ben wählt:")
        shot(page, "phone-de-moon-words")
        tap(page, "Ben −26 Summen: Anna 0, Ben −26, Carla 0, Dan 0")
        see(page, "Ben: −26 insgesamt")
        page.context.close()
    finally:
        server.stop()
