"""House rules set through the new-match form in a real browser: folded until opened, named in the rules line,
and played: a total of exactly the target going back to 0, then a tie at the end shared by its players; on a German
phone the sun's points set there and a sun entered with one more tap beside the moon."""

from e2e_driver import DESKTOP, PHONE, Server, box, in_view, open_app, see, shot, still, tap, tap_text, type_into, wheel
from scorepad.ui.widgets import BOTTOM_BAR
from test_table_in_browser import enter


def pick(page, about: str, value: str) -> None:
    """Open the dropdown drawn just above its explanation `about` and pick `value`, as a finger would (Flutter's
    menu button has no name in the semantics tree: it is found by what is written under it)."""
    under = box(page, about, how="start")
    clear = page.viewport_size["height"] - BOTTOM_BAR - 8  # the form's bottom button covers what is below it
    if not in_view(page, under, top=120, bottom=clear):
        wheel(page, {**under, "y": page.viewport_size["height"] / 3}, under["y"] - page.viewport_size["height"] / 2)
        under = box(page, about, how="start")
    page.mouse.click(under["x"] + 120, under["y"] - 30)
    see(page, value)
    still(page)  # the menu has opened: its entries where they stay
    tap_text(page, value)


def house_rules(page, lang: str) -> None:
    """Open the rules and their house rules; set a shared win on a tie and exactly 30 back to 0."""
    english = lang == "en"
    tap(page, "Change rules" if english else "Regeln ändern")
    type_into(page, "Play to" if english else "Gespielt bis", "30")
    see(
        page,
        "What your table plays differently from the rules."
        if english
        else "Was euer Tisch anders spielt als die Regeln.",
    )
    shot(page, f"rules-{lang}-house-rules-folded")
    tap(page, "House rules" if english else "Hausregeln")
    pick(
        page,
        "When the match ends with several" if english else "Liegen am Ende mehrere",
        "ends the match: all of them win" if english else "beendet die Partie: alle gewinnen",
    )
    see(
        page,
        "When the match ends with several on the fewest points, they share the win."
        if english
        else "Liegen am Ende mehrere mit den wenigsten Punkten gleich, teilen sie sich den Sieg.",
    )
    type_into(page, "On exactly the target, back to" if english else "Genau auf dem Ziel: zurück auf", "0")
    see(page, "tie: shared win · exactly 30 → 0" if english else "Gleichstand: geteilter Sieg · genau 30 → 0")
    shot(page, f"rules-{lang}-house-rules-open")


def test_house_rules_set_in_the_form_are_played_a_reset_and_a_shared_win(browser, tmp_path):
    server = Server(tmp_path / "data").start()
    try:
        page = open_app(browser, server.url, DESKTOP, wait_for="Players, clockwise")
        for seat, name in enumerate(("Anna", "Ben", "Carla", "Dan")):
            type_into(page, f"Player {seat + 1}", name)
        house_rules(page, "en")
        tap(page, "Start match")
        enter(page, 1, {"Anna": 13}, "Dan")  # Anna 13, Dan 13
        tap(page, "Save hand")
        enter(page, 2, {"Ben": 13}, "Carla")  # Ben 13, Carla 13
        tap(page, "Save hand")
        enter(page, 3, {"Anna": 4, "Ben": 4, "Carla": 4, "Dan": 1}, "Dan")  # 17, 17, 17, 27
        tap(page, "Save hand")
        enter(page, 4, {"Anna": 13}, "Ben")  # Anna 30: exactly the target, back to 0; Ben 30 too
        tap(page, "Save hand")
        see(page, "Anna, hand 4: −17")
        see(page, "(landed on exactly the target and went back)")
        shot(page, "desktop-en-house-rules-reset")
        see(page, "Anna: 0 in total")
        see(page, "Ben: 0 in total")
        # Anna and Ben are tied on the fewest: once someone is at 30 the match ends with both as winners
        enter(page, 5, {"Carla": 13}, "Dan")  # Carla 30 -> 0 as well, Dan 40
        tap(page, "Save hand")
        see(page, "Match over")
        see(page, "Anna, Ben and Carla share the win!")
        shot(page, "desktop-en-house-rules-shared-win")
        tap(page, "Rematch")
        see(
            page,
            (
                "Standard · to 30 · moon: the shooter chooses · passing left, right, across, keep · tie: shared win · "
                "exactly 30 → 0"
            ),
        )
        page.context.close()
    finally:
        server.stop()


def test_the_house_rules_form_on_a_german_phone_and_a_sun_entered_in_one_more_tap(browser, tmp_path):
    server = Server(tmp_path / "data").start()
    try:
        page = open_app(browser, server.url, PHONE, locale="de-DE", wait_for="Spieler im Uhrzeigersinn")
        house_rules(page, "de")
        type_into(page, "Punkte der Sonne (alle Stiche)", "52")
        see(page, "Sonne 52")
        for seat, name in enumerate(("Anna", "Ben", "Carla", "Dan")):
            type_into(page, f"Spieler {seat + 1}", name)
        tap(page, "Partie beginnen")
        enter(page, 1, {"Anna": 13}, "Anna", word="Spiel", took="hat")
        tap(page, "Die Sonne: Anna hat jeden Stich, zählt 52")
        shot(page, "phone-de-entry-sun")
        tap(page, "Spiel speichern")
        see(page, "Anna hat die Sonne geschossen!")
        shot(page, "phone-de-sun-choice")
        tap(page, "Anna −52 Summen: Anna −52, Ben 0, Carla 0, Dan 0")
        see(page, "Anna: −52 insgesamt")
        page.context.close()
    finally:
        server.stop()
