"""The glance: what the published site's start page shows the moment it opens, before the client and Python
are up: the running match's next deal (who deals, where the cards go) and its totals, as plain texts made from
the engine's scorecard and the catalogue's words. The page lays them out as text (never as HTML) and hides
them once the app's first screen is drawn (scorepad/site/glance.js). Kept on the device at every write of
the table and once the first screen is up; an empty one when no match runs (the page then shows nothing)."""

from __future__ import annotations

import json
import time
from importlib import resources

from scorepad.i18n import t
from scorepad.i18n.words import figure
from scorepad.ui.table import deal_lines

KEY = "scorepad.glance"  # the client's storage: in a browser window.localStorage["flutter.scorepad.glance"]
LIMIT = 4096  # characters; a longer glance is not kept (six names of the longest kind fit)
PUBLISHED = "published.json"  # in the scorepad package of a published site's app.tar.gz only: its stamp


def stamp() -> str | None:
    """The published site's build stamp (the page shows only a glance with its own), None elsewhere."""
    found = resources.files("scorepad").joinpath(PUBLISHED)
    if not found.is_file():
        return None
    return json.loads(found.read_text(encoding="utf-8"))["stamp"]


def rendering(stored, lang: str, build: str) -> str:
    """The glance of a running match as JSON text; empty when it has ended (or is too long to keep)."""
    card = stored.card
    if card.outcome.finished or card.next is None:
        return ""
    match = card.match
    lines = deal_lines(card.next, match.players, lang, match.rules.rounds_to_play(len(match.players)))
    glance = {
        "stamp": build,
        "at": time.time(),
        "lang": lang,
        "title": lines.title,
        "lines": [line for line in (lines.passing, lines.chain, lines.setup) if line],
        "players": [
            [name, figure(total), t("card.total_cell", lang, name=name, points=total)]
            for name, total in zip(match.players, card.totals, strict=True)
        ],
    }
    text = json.dumps(glance, ensure_ascii=False)
    return text if len(text) <= LIMIT else ""


async def keep(session) -> None:
    """Keep the glance of the match the start would open (the newest running one) on the device: only in a
    published site, only for the host (a shared link's page is the server's)."""
    build = stamp()
    if build is None or not session.is_host:
        return
    backend = session.backend
    running = await backend.run(backend.store.unfinished)
    text = rendering(running, session.chrome.lang, build) if running is not None else ""
    await session.device.keep(KEY, text)
