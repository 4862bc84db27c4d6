"""A monkey at the table (tests/e2e/monkey.py): seeded random walks over the real `scorepad --web` in
headless Chromium — taps on anything enabled, typing, Enter, turning the phone, reload, back and forward.
Never an error screen, never an uncaught page error, nothing the server logs as a coding error, and
afterwards every stored match passes `scorepad check`. One short walk with each kind of step in it at least
once: it proves the wiring a browser adds (taps where a finger lands, Chromium's reload, back and forward, page
errors); the long walks run in-process (tests/ui/test_monkey.py). `SCOREPAD_MONKEY_STEPS` makes it longer,
`python tests/e2e/monkey.py` walks by hand."""

from __future__ import annotations

import os

import pytest

from e2e_driver import Server
from monkey import MonkeyFailure, run_walk, seed_table, stored_problems

STEPS = int(os.environ.get("SCOREPAD_MONKEY_STEPS", "24"))


@pytest.mark.parametrize("seed", (2,))  # even: a phone in use (a match running, one finished)
def test_a_monkey_at_the_table_never_meets_an_error_screen(browser, tmp_path, seed):
    data = tmp_path / "data"
    if seed % 2 == 0:  # even seeds: a phone in use; odd ones: the very first start
        seed_table(data)
    server = Server(data).start()
    try:
        run_walk(browser, server, seed, STEPS)
    except MonkeyFailure as failure:
        raise AssertionError(f"{failure}\nthe server said:\n{server.stop()[-4000:]}") from None
    finally:
        said = server.stop()
    assert "unexpected error" not in said, said[-4000:]  # a coding error the app logged
    assert stored_problems(data) == []
