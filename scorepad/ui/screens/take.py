"""Opening a hand-over link (`#/take/PAYLOAD`, scorepad.rules.handover): the match it carries is stored as an
import stores a file (a copy of a match this phone has is brought together with it by the Store), then it opens
at its next hand, and the address bar shows the match, no longer the payload. A link that is damaged, cut
short or made by a newer Scorepad is one line on the start screen, and nothing is stored."""

from __future__ import annotations

from scorepad.rules.handover import read_payload
from scorepad.storage.records import is_id
from scorepad.ui.nav import Elsewhere, Screen, link


async def load_take(session, params) -> Elsewhere:
    """Store the link's match, then show it; or say why not, on the start screen."""
    t = session.chrome.t
    data, problem = read_payload(params.get("payload", ""))
    if data is None:
        from scorepad.i18n.words import describe

        return Elsewhere("/", t("take.refused", text=describe(problem, session.chrome.lang)))
    result = await session.actions.write(session.store.import_matches, [data])
    if result.rejected:
        from scorepad.i18n.words import describe

        problems = result.rejected[0][1]
        text = problems if isinstance(problems, str) else "; ".join(describe(p, session.chrome.lang, data.get("players", ())) for p in problems)
        return Elsewhere("/", t("take.refused", text=text))
    match_id = taken_id(result, data)
    stored = await session.backend.run(session.store.get, match_id)
    session.news.tell_others(match_id, stored)
    session.backend.statistics.start(again=True)  # the statistics count it in the background
    card = stored.card
    said = said_of(result, match_id, card, t)
    return Elsewhere(link(f"/match/{match_id}"), said)


def taken_id(result, data: dict) -> str:
    """The id the link's match has here: the one it was stored under (a new id when its own was taken by a
    match of a newer Scorepad), else its own (this phone had it already)."""
    if result.stored:
        return result.stored[0]
    return data["id"] if is_id(data.get("id")) else result.unchanged[0]


def said_of(result, match_id: str, card, t) -> str:
    """The line the match opens with: taken over, brought up to date, or already here as it is."""
    number = len(card.results) + 1
    if match_id in result.stored:
        key = "take.updated" if result.updated else "take.taken"
    else:
        key = "take.older" if result.older else "take.same"
    return t(key + ("_done" if card.outcome.finished and key != "take.older" else ""), number=number)


take = Screen(load_take, lambda ui, state: None, parent=None)  # never drawn: it always shows another route
