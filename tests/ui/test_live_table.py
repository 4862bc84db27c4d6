"""The whole table on their phones (in-process): sessions with the roles scorepad.server's gate gives —
the host shares a match, watchers see their own next step, scorers enter hands, everyone follows."""

import asyncio

import flet as ft
import pytest
from test_screens import hand, start
from ui_harness import Table, control_id, drawn, run

from scorepad.seating import HOST, SCORE, WATCH, Seat
from scorepad.server.app import Serving
from scorepad.server.roles import store_for
from scorepad.storage import StorageError
from scorepad.ui.app import make_main


@pytest.fixture
def serving(store):
    """One server process's shared table and links (listening on the network: links carry secrets)."""
    return Serving(store, "en", "0.0.0.0", 8550)


@pytest.fixture
def join(serving, store, open_table):
    """join(role) -> a session that came in with that role's link."""

    def joiner(role, lang="en"):
        seat = Seat(
            role,
            store_for(role, serving.table, store, who=role),
            serving.table,
            role,
            lang,
            serving if role == HOST else None,
        )
        return Table(make_main(seat.store, "en"), seat).open()

    return joiner


async def shared_match(join):
    """The host starts a match and shares the table."""
    host = await join(HOST)
    assert host.snack_text().startswith("Scorepad is open to this network")
    await start(host)
    await host.tap("Share the table")
    assert host.screen == "share" and "QR code of " + host.app.seat.links.url(WATCH) in host.text()
    await host.tap("Back")
    return host


def test_a_watcher_says_who_they_are_once_and_sees_their_own_next_step(join):
    async def flow():
        host = await shared_match(join)
        ben = await join(WATCH)
        assert "Who are you?" in ben.text()
        await ben.tap("Ben")
        text = ben.text()
        assert "0 points · place 1 of 4" in text and "Hand 1 · Anna deals" in text
        assert (
            "← You pass 3 cards to Carla (left)" in text
            and "100 points to spare before 100" in text
            and "2♣ leads" in text
        )
        await hand(host, {"Anna": 5, "Ben": 8}, "Carla")
        await ben.until(lambda: "8 points · place 3 of 4" in ben.text())
        assert "→ You pass 3 cards to Anna (right)" in ben.text()  # hand 2 passes right
        assert ("set", control_id(ben.app.device.services["preferences"])) in ben.conn.invoked  # kept on the phone

    run(flow())


def test_a_hand_coming_in_redraws_only_what_follows_the_match_on_a_watcher_not_its_app_bar(join):
    """Every watcher's session draws again for each saved hand: the frame around the match stays as it is."""

    async def flow():
        host = await shared_match(join)
        ben = await join(WATCH)
        await ben.tap("Ben")
        bar = ben.view().appbar
        await hand(host, {"Anna": 5, "Ben": 8}, "Carla")
        await ben.until(lambda: "8 points · place 3 of 4" in ben.text())
        assert ben.view().appbar is bar
        await ben.tap("Not me: choose again")
        assert "Who are you?" in ben.text() and ben.view().appbar is not bar  # the chrome changed: drawn again

    run(flow())


def test_a_hand_coming_in_builds_only_its_own_row_on_a_watcher_the_earlier_rows_and_the_names_stay(join):
    """Every phone at the table draws its scorecard again for each saved hand: the hands before it and the
    names row are the very controls it had (Flet's diff passes over them), so a long match costs no more."""

    def row(t, number):
        return next(drawn(c) for c in t.all() if type(c).__name__ == "Component" and c.key == number)

    def names(t):
        return next(
            c
            for c in t.all()
            if isinstance(c, ft.Row)
            and any(getattr(getattr(x, "content", None), "semantics_label", None) == "Anna" for x in c.controls)
        )

    async def flow():
        host = await shared_match(join)
        ben = await join(WATCH)
        await ben.tap("Ben")
        await hand(host, {"Anna": 5, "Ben": 8}, "Carla")
        await ben.until(lambda: "8 points · place 3 of 4" in ben.text())
        first, heads = row(ben, 1), names(ben)
        await hand(host, {"Dan": 13}, "Anna")
        await ben.until(lambda: "Hand 3 · Carla deals" in ben.text())
        assert row(ben, 1) is first and names(ben) is heads
        assert "Dan, hand 2: 13" in ben.text() and "Anna: 18 in total" in ben.text()  # what changed is drawn

    run(flow())


@pytest.mark.slow
def test_in_a_long_match_a_new_hand_leaves_the_full_blocks_of_rows_as_they_were(join):
    """Past the first block of hands a phone still builds only the newest hand's row: the full blocks are
    the same values as before, so their memo'd rows are the very controls they were."""
    from scorepad.ui.table_state import BLOCK

    def row(t, number):
        return next(
            drawn(c)
            for c in t.all()
            if type(c).__name__ == "Component" and c.fn.__name__ == "HandRow" and c.key == number
        )

    async def flow():
        host = await shared_match(join)
        ben = await join(WATCH)
        await ben.tap("Ben")
        players = ("Anna", "Ben", "Carla", "Dan")
        for k in range(BLOCK + 1):  # the points go round: nobody near 100
            await hand(host, {players[k % 4]: 13}, players[(k + 1) % 4])
        await ben.until(lambda: f"Hand {BLOCK + 2} ·" in ben.text())
        first, eighth = row(ben, 1), row(ben, BLOCK)
        await hand(host, {"Dan": 13}, "Anna")
        await ben.until(lambda: f"Hand {BLOCK + 3} ·" in ben.text())
        assert row(ben, 1) is first and row(ben, BLOCK) is eighth
        assert f"Dan, hand {BLOCK + 2}: 13" in ben.text()

    run(flow())


def test_a_watcher_switches_its_own_scorecard_to_running_totals_and_the_legend_says_how(join):
    async def flow():
        host = await shared_match(join)
        ben = await join(WATCH)
        await ben.tap("Ben")
        await hand(host, {"Anna": 5, "Ben": 8}, "Carla")
        await hand(host, {"Dan": 13}, "Anna")
        await ben.until("Anna, hand 2: 13")
        await ben.tap("Show running totals")
        assert "Anna, hand 2: 13, 18 so far" in ben.text() and "so far" not in host.text()  # this phone's choice
        await ben.tap("What the signs mean")
        assert "Σ in the corner: the rows show each hand's points or, as on paper, the running totals" in ben.text()

    run(flow())


def test_a_saved_hand_goes_out_to_the_tables_phones_before_the_scorers_own_screen_is_drawn_again(join):
    """The scorer's redraw is the slow one (the whole entry form and the message): the phones do not wait for it."""

    async def flow():
        host = await shared_match(join)
        watchers = [await join(WATCH) for _ in range(3)]
        for watcher, name in zip(watchers, ("Anna", "Ben", "Carla"), strict=True):
            await watcher.tap(name)
        await hand(host, {"Anna": 13}, "Ben", save=False)
        sent = [len(w.conn.sent) for w in [host, *watchers]]
        await host.tap("Save hand")
        await watchers[0].until(lambda: "13 points · place" in watchers[0].text())
        assert "Hand 1 saved" in host.text()
        scorer_redrawn, *phones_redrawn = (w.conn.order[n] for w, n in zip([host, *watchers], sent, strict=True))
        assert max(phones_redrawn) < scorer_redrawn

    run(flow())


def test_a_coding_error_while_a_phone_follows_a_saved_hand_is_loud_there_and_the_scorer_goes_on(join, monkeypatch):
    from scorepad.ui.table_state import TableState

    async def flow():
        host = await shared_match(join)
        ben = await join(WATCH)
        await ben.tap("Ben")
        shown, calls = TableState.show, []

        def broken_first(table, stored):  # the phone is told first: its call is the first
            calls.append(table)
            if len(calls) == 1:
                raise TypeError("a coding error")
            shown(table, stored)

        await hand(host, {"Anna": 13}, "Ben", save=False)
        monkeypatch.setattr(TableState, "show", broken_first)
        with pytest.raises(AssertionError, match="the app logged an error.*TypeError"):
            await host.tap("Save hand")  # the harness fails on any error logged, the phone's too
        host.expected_errors = ben.expected_errors = 1
        await ben.until(lambda: "Something went wrong." in ben.text())
        assert "TypeError: a coding error" in ben.text() and ben.errors.records[0].exc_info
        assert "Hand 1 saved" in host.text() and host.state.card.totals == (13, 13, 0, 0)

    run(flow())


def test_a_watcher_cannot_write_not_even_through_its_store(join):
    async def flow():
        host = await shared_match(join)
        watcher = await join(WATCH)
        from scorepad.rules import Hand

        with pytest.raises(StorageError) as refused:
            watcher.app.store.add_hand(host.state.id, Hand((13, 13, 0, 0)))
        assert refused.value.code == "forbidden"
        watcher.expected_errors = len(watcher.errors.records)  # the refusal is logged (as a warning)
        assert not watcher.has("Enter hand 1") and not watcher.has("Undo last hand")

    run(flow())


def test_a_scorer_enters_a_hand_of_the_shared_match_and_the_host_sees_it(join, store):
    async def flow():
        host = await shared_match(join)
        scorer = await join(SCORE)
        assert scorer.screen == "match" and not scorer.has("Share the table") and not scorer.has("Menu")
        await hand(scorer, {"Anna": 13}, "Ben")
        await host.until(lambda: host.state.card.totals == (13, 13, 0, 0))
        assert store.get(host.state.id).card.totals == (13, 13, 0, 0)

    run(flow())


def test_two_scorers_saving_the_same_hand_are_asked_and_nothing_is_applied_twice(join, store):
    async def flow():
        host = await shared_match(join)
        first, second = await join(SCORE), await join(SCORE)
        await second.tap("Enter hand 1")
        await second.tap("Anna 5 ♥")
        await second.tap("Ben 8 ♥")
        await second.tap("Carla took Q♠")
        await hand(first, {"Dan": 13}, "Anna")
        await second.until(lambda: len(second.state.stored.match.hands) == 1)
        await second.tap("Save hand")
        assert "Hand 1 was just saved on another device" in second.dialog().title.value
        await second.tap("Save mine as hand 2")
        assert [h.points for h in store.get(host.state.id).match.hands] == [(13, 0, 0, 13), (5, 8, 13, 0)]

    run(flow())


def test_a_rematch_takes_watchers_and_scorers_along(join, store):
    async def flow():
        host = await join(HOST)
        await start(host, target=20)
        await host.tap("Share the table")
        await host.tap("Back")
        watcher, scorer = await join(WATCH), await join(SCORE)
        await watcher.tap("Dan")
        await hand(host, {"Anna": 13}, "Ben")
        await hand(host, {"Anna": 13}, "Carla")  # Dan wins
        await watcher.until(lambda: "Dan wins!" in watcher.text())
        assert "The host starts the next match" in (
            await scorer.until(lambda: "host starts" in scorer.text()) or scorer.text()
        )
        await host.tap("Rematch")
        await host.tap("Start match")
        new = host.state.id
        await watcher.until(lambda: watcher.state is not None and watcher.state.id == new)
        await scorer.until(lambda: scorer.screen == "match" and scorer.state.id == new)
        assert "0 points · place 1 of 4" in watcher.text()

    run(flow())


def test_before_anything_is_shared_a_watcher_waits_then_follows(join):
    async def flow():
        watcher = await join(WATCH)
        assert "Waiting for the scorer to share a match" in watcher.text()
        await shared_match(join)
        await watcher.until(lambda: "Who are you?" in watcher.text())

    run(flow())


def test_the_tv_view_shows_every_total_large_the_next_deal_and_the_last_hand(join):
    async def flow():
        host = await shared_match(join)
        await hand(host, {"Anna": 5, "Ben": 8}, "Carla")
        tv = await join(WATCH, "de")
        await tv.tap("Großansicht (Bildschirm zum Tisch)")
        text = tv.text()
        assert "Spiel 2 · Geber Ben" in text and "Letztes Spiel (1): Anna 5, Ben 8, Carla 13, Dan 0" in text
        assert "0 ★" in text  # Dan leads

    run(flow())


SEVEN = ("Anna", "Benedikt", "Carla", "Dominik", "Elisabeth", "Friedrich", "Gustav")


@pytest.mark.parametrize(
    "width, names",
    [
        (1280, SEVEN),  # a TV: every name whole
        (390, ("Anna", "Bened…", "Carla", "Domin…", "Elisa…", "Fried…", "Gustav")),  # a phone: told apart, cut
    ],
)
def test_the_tv_view_of_seven_keeps_each_total_in_one_line_and_cuts_names_only_where_they_would_not_fit(
    join, width, names
):
    """Seven columns on the TV view: a total never shares its line (the leader's star goes under it, not beside
    it, where it broke "4 ★" and long names letter by letter on a phone), names cut honestly by the width."""

    async def flow():
        host = await join(HOST)
        await start(host, names=SEVEN)
        await host.tap("Share the table")
        await host.tap("Back")
        await hand(host, {"Anna": 5, "Benedikt": 8}, "Carla")
        tv = await join(WATCH)
        await tv.resize(width, 800)
        await tv.tap("TV view (a screen facing the table)")
        heads = [c for c in tv.all() if isinstance(c, ft.Text) and c.semantics_label in SEVEN]
        assert [c.value for c in heads] == list(names) and all(c.max_lines == 1 for c in heads)
        totals = [c for c in tv.all() if isinstance(c, ft.Text) and c.weight == ft.FontWeight.W_900]
        assert [c.value for c in totals] == ["5", "8", "13", "0", "0", "0", "0"]
        assert all(c.max_lines == 1 for c in totals) and [c.semantics_label for c in totals[3:]] == ["0 ★"] * 4
        assert totals[0].size * 3 * 0.62 <= (width - 16) / 7  # three figures fit each column

    run(flow())


def test_a_watcher_whose_connection_dropped_shows_the_current_state_when_it_comes_back(join):
    async def flow():
        host = await shared_match(join)
        watcher = await join(WATCH)
        await watcher.tap("Carla")
        await watcher.session.disconnect(60)  # the phone lost the Wi-Fi: updates to it are dropped
        await hand(host, {"Anna": 13}, "Ben")
        await asyncio.sleep(0.2)  # the news arrived while it was away
        assert "Hand 1 · Anna deals" in watcher.text()  # still what it last drew
        await watcher.session.connect(watcher.conn)  # back: Flet re-attaches the session and says so
        await watcher.until(lambda: "Hand 2 · Ben deals" in watcher.text())
        assert "0 points · place 1 of 4" in watcher.text()

    run(flow())


def test_what_changed_while_the_connection_was_away_is_drawn_when_it_comes_back(join):
    async def flow():
        await shared_match(join)
        watcher = await join(WATCH)
        await watcher.tap("Carla")
        await watcher.session.disconnect(60)
        watcher.state.face_the_table(True)  # a change whose drawing the drop swallowed
        await watcher.settle()
        await watcher.session.connect(watcher.conn)
        await watcher.until(lambda: watcher.has("Back to the phone view"))

    run(flow())
