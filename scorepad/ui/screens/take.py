"""Opening a hand-over link (`#/take/PAYLOAD`, scorepad.rules.handover): the match it carries is stored as an import
stores a file (a copy of a match this phone has is merged with it hand by hand by the Store; one that truly disagrees is
kept beside it as a match of its own), then it opens at its next hand, and the address bar shows the match, no longer
the payload. A link that is damaged, cut short or made by a newer Scorepad is one line on the start screen, and nothing
is stored."""

from __future__ import annotations

from scorepad.rules.handover import read_payload
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
        text = (
            problems
            if isinstance(problems, str)
            else "; ".join(describe(p, session.chrome.lang, data.get("players", ())) for p in problems)
        )
        return Elsewhere("/", t("take.refused", text=text))
    match_id = taken_id(result, data)
    stored = await session.backend.run(session.store.get, match_id)
    session.news.tell_others(match_id, stored)
    session.backend.statistics.start(again=True)  # the statistics count it in the background
    said = said_of(result, stored.card, t)
    return Elsewhere(link(f"/match/{match_id}"), said)


def taken_id(result, data: dict) -> str:
    """The id the link's match has here: a new match's, the stored match it was merged into (or that had it all
    already), or the match kept beside a stored one it disagrees with."""
    if result.stored:
        return result.stored[0]
    if result.merged:
        return result.merged[0][1]
    if result.beside:
        return result.beside[0].id
    return result.nothing_new[0][1] if result.nothing_new else data["id"]


def said_of(result, card, t) -> str:
    """The line the match opens with: taken over, merged with this phone's copy, already here, or kept beside."""
    if result.beside:
        found = result.beside[0]
        return t("take.beside", hand=found.hand) if found.hand is not None else t("take.beside_other")
    key = "take.taken" if result.stored else "take.merged" if result.merged else "take.same"
    if card.outcome.finished:
        return t(key + "_done")
    return t(key, number=len(card.results) + 1)


take = Screen(load_take, lambda ui, state: None, parent=None)  # never drawn: it always shows another route
