"""The real app's published site, one for a whole test session: parallel workers (pytest-xdist) share it."""

from __future__ import annotations

import fcntl
import os
from pathlib import Path


def one_site(base: Path) -> Path:
    """The site in the session's base temp folder (above a worker's own with -n), published by the first
    caller under a lock; the others wait for it and read the same folder."""
    from scorepad.site.build import MARKER, publish

    shared = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    site = shared / "site"
    with open(shared / "site.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        if not (site / MARKER).exists():
            publish(site)
    return site
