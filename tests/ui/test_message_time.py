"""A timed message (saved, taken back, taken over, a merge's result) stays on the phone's screen its whole time,
counted from when the phone drew it, not from when Python said it: on a slow phone a session's first screen
can take seconds to draw (issue 51). The phones here draw what they are sent DRAW s late."""

from __future__ import annotations

import asyncio
import time

from test_handover import evening_stored, link_of_match  # noqa: F401 (a fixture)
from test_polish import quick_hand
from test_screens import start
from ui_harness import run

from scorepad.rules.handover import payload_in
from scorepad.storage import Store
from scorepad.ui import events

DRAW, SHOWN = 1.0, 0.5  # s: the slow phone's delay before it draws; a message's time (made short)


async def gone_after(t, text: str, since: float) -> float:
    """The seconds from `since` until the message `text` is no longer on show (it is on show now)."""
    assert text in t.snack_text(), t.snack_text()
    while text in t.snack_text():
        assert time.monotonic() - since < DRAW + SHOWN + 10, "the message never went"
        await asyncio.sleep(0.02)
    return time.monotonic() - since


def test_a_saved_hands_message_on_a_slow_phone_stays_its_whole_time_after_the_phone_drew_it(open_table, monkeypatch):
    monkeypatch.setattr(events, "MESSAGE_SECONDS", (SHOWN, SHOWN))

    async def flow():
        t = await open_table(draw_delay=DRAW)
        await start(t)
        said = time.monotonic()
        await quick_hand(t, 1, "Anna", "Ben")
        assert await gone_after(t, "Hand 1 saved", said) >= DRAW + SHOWN

    run(flow())


def test_a_fast_phones_message_goes_after_its_time_not_after_waiting_for_word_of_its_drawing(open_table, monkeypatch):
    monkeypatch.setattr(events, "MESSAGE_SECONDS", (SHOWN, SHOWN))

    async def flow():
        t = await open_table()
        await start(t)
        said = time.monotonic()
        await quick_hand(t, 1, "Anna", "Ben")
        # it goes after its time, not after DRAWN_WITHIN: the phone's word that it drew the message arrived
        assert SHOWN <= await gone_after(t, "Hand 1 saved", said) < events.DRAWN_WITHIN

    run(flow())


def test_the_taken_over_message_of_a_sessions_first_screen_stays_its_whole_time_on_a_slow_phone(
    open_table,
    store,
    evening_stored,  # noqa: F811 (the fixture)
    tmp_path,
    monkeypatch,
):
    monkeypatch.setattr(events, "MESSAGE_SECONDS", (SHOWN, SHOWN))
    other = Store(tmp_path / "other-phone")

    async def flow():
        opened = time.monotonic()
        t = await open_table(
            on_store=other, route="/take/" + payload_in(link_of_match(store, evening_stored)), draw_delay=DRAW
        )
        assert await gone_after(t, "Match taken over: ready for hand 12", opened) >= DRAW + SHOWN

    run(flow())
    other.close()


def test_a_phone_that_never_says_it_drew_a_message_still_sees_it_go(open_table, monkeypatch):
    monkeypatch.setattr(events, "MESSAGE_SECONDS", (SHOWN, SHOWN))
    monkeypatch.setattr(events, "DRAWN_WITHIN", DRAW)

    async def flow():
        t = await open_table()
        t.conn.drawer = None  # an old client: no word of its layout
        await start(t)
        said = time.monotonic()
        await quick_hand(t, 1, "Anna", "Ben")
        assert await gone_after(t, "Hand 1 saved", said) >= DRAW + SHOWN

    run(flow())
