"""Add player puts the cursor in the new seat (issue 29): typing right after the tap fills the new seat, for a
finger (a pointer on the drawn button) and for a screen reader (the tap on the button's semantics node, where
a field's autofocus alone left the focus on the button)."""

from __future__ import annotations

import pytest

from e2e_driver import EDITING_JS, Server, answered, box, button, click_at, open_app
from patience import DEADLINE_MS, until

FIRST_SCREEN = "Players, clockwise"


@pytest.mark.parametrize("how", ["finger", "screen reader"])
def test_typing_right_after_add_player_fills_the_new_seat(browser, tmp_path, how):
    server = Server(tmp_path / "data").start()
    try:
        page = open_app(browser, server.url, wait_for=FIRST_SCREEN)
        if how == "finger":
            click_at(page, box(page, "Add player"))
        else:
            add = button(page, "Add player").first
            answered(page, lambda: add.dispatch_event("click"))
        seat = page.get_by_role("textbox", name="Player 5").first
        seat.wait_for(state="attached", timeout=DEADLINE_MS)
        try:  # the cursor in the new seat, Flutter's text editing on it: ready for keys
            until(page, EDITING_JS, arg="Player 5", timeout=DEADLINE_MS)
        except Exception:  # Playwright's timeout, said as what the browser has focused instead
            now = page.evaluate("() => { const e = document.activeElement; return e && (e.ariaLabel || e.outerHTML); }")
            raise AssertionError(f"after Add player ({how}) the focus is not in the new seat but on {now}") from None
        answered(page, lambda: page.keyboard.type("Elif"))
        assert seat.input_value() == "Elif", (
            f"typed after Add player ({how}), the new seat shows {seat.input_value()!r}"
        )
    finally:
        server.stop()
