"""Every screen has its own route, on Flet's view stack: the address bar says where the app is, a link opens
that screen (with the one back leads to under it), and the back arrow, the browser's back button and
Android's back gesture all go back one screen inside the app — asking first where taps would be lost."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_screens import FOUR, hand
from ui_harness import control_id, run

from scorepad.rules import Hand, Rules
from scorepad.rules.handover import payload_of
from scorepad.stats.export import match_file_text
from tiers import examples


@pytest.fixture
def running(store):
    """A running match with one hand, a finished one, and a player to look up."""
    done = store.create(("Eva", "Finn", "Gus"), Rules(target=20))
    for points in ((10, 2, 14), (13, 6, 7)):
        done = store.add_hand(done.id, Hand(points))
    match = store.create(FOUR, Rules())
    return store.add_hand(match.id, Hand((3, 1, 18, 4))), done


@pytest.mark.parametrize(
    "route, screen, text",
    [
        ("/", "match", "Hand 2 · Ben deals"),
        ("/new", "new", "Players, clockwise"),
        ("/match/{id}", "match", "Hand 2 · Ben deals"),
        ("/match/{id}/hand", "hand", "Save hand"),
        ("/match/{id}/hand/1", "hand", "Edit hand 1"),
        ("/match/{id}/chart", "chart", "Save CSV"),
        ("/history", "history", "Finished"),
        ("/history/{done}", "card", "Finn wins!"),
        ("/stats", "stats", "Leaderboard"),
        ("/settings", "settings", "Theme"),
        ("/backup", "backup", "Back up all matches"),
    ],
)
def test_a_route_opened_directly_shows_its_screen(open_table, running, route, screen, text):
    match, done = running

    async def flow():
        t = await open_table(route=route.format(id=match.id, done=done.id))
        await t.until(text)
        assert t.screen == screen and t.route == route.format(id=match.id, done=done.id)
        assert t.has("Back") == (route != "/")  # the back arrow on every screen but the start

    run(flow())


def test_a_deep_link_has_the_screen_back_leads_to_under_it(open_table, running):
    match, _ = running

    async def flow():
        t = await open_table(route=f"/match/{match.id}/hand")
        assert [v.route for v in t.views()] == [f"/match/{match.id}", f"/match/{match.id}/hand"]
        await t.back()
        assert t.route == f"/match/{match.id}" and t.screen == "match"
        assert [v.route for v in t.views()] == ["/", f"/match/{match.id}"]  # and under it, the start
        await t.back()
        assert t.route == "/" and not t.has("Back")

    run(flow())


@pytest.mark.parametrize("route", ["/nothing/here", "/match/nosuchmatch0", "/match/{id}/hand/99"])
def test_an_address_that_is_no_screen_opens_the_start(open_table, running, route):
    match, _ = running

    async def flow():
        t = await open_table(route=route.format(id=match.id))
        assert t.route == "/" and t.screen == "match"

    run(flow())


def test_the_address_bar_follows_every_screen(open_table, running):
    match, _ = running

    async def flow():
        t = await open_table()
        for tap, route in (
            ("Enter hand 2", f"/match/{match.id}/hand"),
            ("Back", "/"),
            ("Chart and export", f"/match/{match.id}/chart"),
        ):
            await t.tap(tap)
            assert t.route == route and t.page.route == route

    run(flow())


def test_back_from_the_history_returns_to_where_one_was(open_table, running):
    async def flow():
        t = await open_table()
        await t.go("/stats")
        await t.go("/history")
        await t.back()
        assert t.screen == "stats"
        await t.go("/history")
        await t.browser_back()
        assert t.screen == "stats"
        await t.browser_back()
        assert t.screen == "match" and t.route == "/"

    run(flow())


def test_the_browsers_back_from_a_half_entered_hand_asks_and_keeping_it_stays_there(open_table, running):
    match, _ = running

    async def flow():
        t = await open_table()
        await t.tap("Enter hand 2")
        await t.tap("Anna 5 ♥")
        await t.browser_back()
        assert "Leave hand 2?" in t.dialog().title.value
        assert t.screen == "hand" and t.page.route == f"/match/{match.id}/hand"  # the address is the hand's again
        await t.tap("Keep entering")
        assert t.state.entry.hearts[0] == 5
        await t.browser_back()
        await t.tap("Discard")
        assert t.screen == "match" and t.state.draft is None

    run(flow())


def test_androids_back_gesture_goes_back_as_the_arrow_does(open_table, running):
    async def flow():
        t = await open_table()
        await t.tap("Enter hand 2")
        await t.fire(t.view(), "confirm_pop")  # the system's back: Flutter asks the view first
        assert t.screen == "match" and ("confirm_pop", control_id(t.view())) not in t.conn.invoked
        await t.tap("Enter hand 2")
        await t.tap("Ben 5 ♥")
        await t.fire(t.view(), "confirm_pop")
        assert "Leave hand 2?" in t.dialog().title.value

    run(flow())


def test_the_current_match_is_one_tap_away_from_every_screen(open_table, running):
    async def flow():
        t = await open_table()
        for route in ("/history", "/stats", "/settings", "/backup", "/new"):
            await t.go(route)
            await t.tap("Current match")
            assert t.screen == "match" and "Hand 2 · Ben deals" in t.text()

    run(flow())


def test_after_a_new_match_starts_back_does_not_lead_to_its_form(open_table, running):
    async def flow():
        t = await open_table()
        await t.go("/new")
        for seat, name in enumerate(("Xa", "Yo", "Zu")):
            await t.type(f"Player {seat + 1}", name)
        await t.tap("Change seating")
        await t.tap("Remove Player 4")
        await t.tap("Start match")
        assert t.screen == "match" and t.route == "/" and "Xa" in t.text() and not t.has("Back")
        await hand(t, {"Xa": 5, "Yo": 8}, "Zu")
        assert t.screen == "match"

    run(flow())


def test_after_the_last_hand_the_current_match_is_the_one_just_finished_with_its_winner_until_a_new_one_starts(
    open_table, store
):
    match = store.create(FOUR, Rules())
    for _ in range(7):  # Ben at 98
        match = store.add_hand(match.id, Hand((1, 14, 5, 6)))

    async def flow():
        t = await open_table()
        await t.go(f"/match/{match.id}")
        await hand(t, {"Ben": 13}, "Dan")  # Ben past 100: Anna has the fewest
        assert "Anna wins!" in t.text()
        for route in ("/history", "/stats", "/", "/new"):
            await t.go(route)
            await t.tap("Current match")
            assert t.screen == "match" and "Anna wins!" in t.text(), route
        await t.go("/new")
        for seat, name in enumerate(("Xa", "Yo", "Zu")):
            await t.type(f"Player {seat + 1}", name)
        await t.tap("Change seating")
        await t.tap("Remove Player 4")
        await t.tap("Start match")
        await t.go("/history")
        await t.tap("Current match")
        assert t.screen == "match" and "Xa" in t.text() and "Anna wins!" not in t.text()

    run(flow())


# A monkey at the address bar: any address (a screen, a hand-over link, a damaged one, one that is no screen), the
# browser's back, the app bar's arrow and Android's gesture, in any order.
ADDRESSES = (
    "/",
    "/new",
    "/match/{id}",
    "/match/{id}/hand",
    "/match/{id}/hand/1",
    "/match/{id}/chart",
    "/history",
    "/history/{done}",
    "/stats",
    "/settings",
    "/backup",
    "/nowhere",
    "{take}",
    "/take/AAAA-not-a-match",
)
STEPS = st.lists(
    st.one_of(
        st.tuples(st.just("address"), st.sampled_from(ADDRESSES)),
        st.tuples(st.sampled_from(("browser back", "arrow", "gesture")), st.none()),
    ),
    min_size=1,
    max_size=12,
)


@settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=STEPS)
def test_any_walk_through_addresses_and_backs_shows_a_screen_the_address_bar_agrees_with(
    open_table, running, store, steps
):
    match, done = running
    take = "/take/" + payload_of(match_file_text(store.export_match(done.id), compact=True).encode("utf-8"))
    filled = {"id": match.id, "done": done.id, "take": take}

    async def flow():
        t = await open_table(on_store=store)  # a backend of its own: each example runs on a loop of its own
        for action, address in steps:
            if action == "address":
                await t.address(address.format(**filled))
            elif action == "browser back" and t.app.nav.trail.below is not None:
                await t.browser_back()
            elif action == "arrow":
                await t.app.events.guard(t.app.nav.back)
                await t.settle()
            elif action == "gesture":
                await t.fire(t.view(), "confirm_pop")
            shown, address_bar = t.route, t.page.route
            assert t.app.chrome.failure is None and shown is not None
            assert address_bar == shown, (action, address, address_bar)
        assert store.count() == 2  # the link's match is the stored one, merged, never a second copy

    run(flow())
