"""The real app's published site, one for a whole test run: parallel workers (pytest-xdist) and the runs of
tests/whole_suite.sh share it."""

from __future__ import annotations

import fcntl
import os
from pathlib import Path

# The site tests/whole_suite.sh published before the tests (read only): every pytest run of the suite serves it
SHARED = "SCOREPAD_TEST_SITE"


def one_site(base: Path) -> Path:
    """The site the suite published (SCOREPAD_TEST_SITE), else one in the session's base temp folder (above a
    worker's own with -n), published by the first caller under a lock; the others wait for it and read the
    same folder."""
    from scorepad.site.build import MARKER, publish

    given = os.environ.get(SHARED)
    if given and (Path(given) / MARKER).exists():
        return Path(given)
    shared = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    site = shared / "site"
    with open(shared / "site.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        if not (site / MARKER).exists():
            publish(site)
    return site
