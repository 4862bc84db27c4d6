"""How long a browser test waits for what it waits for: one deadline, from here.

Every wait is for a state (a text on screen, a field focused, an answer counted, a file written) and ends as
soon as that state is there, so a generous deadline costs nothing on a green run: it only says how long a
loaded machine may take before the test calls it a failure. SCOREPAD_TEST_PATIENCE scales it (a machine twice
as slow sets 2). The few waits that are not for a state are scenarios' own durations (a phone offline for a
while, a time in which something must NOT come), named where they are."""

from __future__ import annotations

import os

PATIENCE = float(os.environ.get("SCOREPAD_TEST_PATIENCE", "1"))
DEADLINE = 60.0 * PATIENCE  # s: a screen, an answer, a focus, a file: anything a person would wait for
DEADLINE_MS = DEADLINE * 1000
# A first start of the published site in a fresh profile (Pyodide and the app's packages loaded and compiled)
# and a server's start: several deadlines' worth on a loaded machine.
START = 3 * DEADLINE
START_MS = START * 1000
# A finger's patience: a tap that changed nothing in this time was lost, and the finger taps again.
AGAIN = DEADLINE / 12
AGAIN_MS = AGAIN * 1000
# ms: how often a wait looks again. Playwright's own default looks at every animation frame, which keeps a waiting
# page drawing 60 frames a second: measured here, an idle app's Chromium used 1.42 CPU-s in 15 s of such a wait
# against 0.21 looking every 100 ms, on a suite whose cores are the limit (issue 51).
POLL_MS = 50


def until(page, js: str, arg=None, timeout: float = DEADLINE_MS):
    """Wait until the page's `js` (a function of `arg`) is true, looking every POLL_MS, `timeout` ms at most."""
    return page.wait_for_function(js, arg=arg, timeout=timeout, polling=POLL_MS)
