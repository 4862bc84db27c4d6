"""What is stored for a match: the match file v1 entries plus id and times; the summary is derived."""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass, replace
from functools import cached_property
from datetime import datetime, timedelta, timezone
from typing import Any, cast

from scorepad.rules.match import Match
from scorepad.rules.matchfile import match_from_dict, match_to_dict
from scorepad.rules.scorecard import Scorecard, scorecard
from scorepad.rules import problems as P
from scorepad.rules.matchfile import STORED_KEYS
from scorepad.rules.values import is_whole, moment

STORE_KEYS = STORED_KEYS
ID_PATTERN = re.compile(r"[0-9a-z]{12}")
DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"
SUMMARY_VERSION = 2  # 2: the engine's standings (order) kept with the totals
# A stored match document as read from its file: JSON whose keys read here were checked first (folders.document,
# or from_doc's own check of the id), so its values are read as that check vouches.
StoredDoc = dict[str, Any]


@dataclass(frozen=True)
class StoredMatch:
    """A stored match: its id, the match as the engine sees it, and when it was created and changed."""

    id: str
    match: Match
    created: str
    updated: str
    deleted: bool = False

    @cached_property
    def card(self) -> Scorecard:
        """The scorecard, derived by the engine from the hands (once per stored value: it never changes)."""
        return scorecard(self.match)


@dataclass(frozen=True)
class MatchSummary:
    """One line of the history list; derived from the hands and kept as a rebuildable cache."""

    id: str
    players: tuple[str, ...]
    variant: str
    totals: tuple[int, ...]
    finished: bool
    winners: tuple[int, ...]
    hands: int
    created: str
    updated: str
    needs: tuple[str, ...] = ()  # made with a newer Scorepad: what it needs; no totals, no winners then
    copy_of: str = ""  # kept beside this stored match by an import, as a copy that disagrees with it
    copy_hand: int | None = None  # the first hand where the two part (None: other players or rules)
    order: tuple[int, ...] = ()  # the seats from the lead down, as the engine places them

    @property
    def newer(self) -> bool:
        """Made with a newer Scorepad: listed, but it can't be opened or scored here."""
        return bool(self.needs)


def now() -> str:
    """The current time as ISO-8601 UTC with milliseconds."""
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


def story_now() -> str:
    """The current time as a hand's story keeps it: ISO-8601 UTC to the second (the story shows minutes, and
    each millisecond's digits cost a hand-over link about a byte and a half)."""
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def later_than(previous: str) -> str:
    """Now, or a millisecond after `previous` when the clock has not moved on: updates strictly increase."""
    current, before = now(), parse_time(previous)
    if before is None or datetime.fromisoformat(current) > before:
        return current
    return (before + timedelta(milliseconds=1)).isoformat(timespec="milliseconds")


def parse_time(value: object) -> datetime | None:
    """An ISO-8601 time as an aware datetime, or None when it is not one (the engine's reading of a time)."""
    return moment(value)


def new_id(created: str) -> str:
    """A short id that sorts by creation time: 9 base-36 digits of milliseconds, 3 random."""
    moment = parse_time(created) or datetime.now(timezone.utc)
    number = max(0, int(moment.timestamp() * 1000))
    digits = ""
    for _ in range(9):
        number, rest = divmod(number, 36)
        digits = DIGITS[rest] + digits
    return digits + "".join(secrets.choice(DIGITS) for _ in range(3))


def id_time(match_id: str) -> str:
    """The creation time an id was made from."""
    number = 0
    for digit in match_id[:9]:
        number = number * 36 + DIGITS.index(digit)
    return datetime.fromtimestamp(number / 1000, timezone.utc).isoformat(timespec="milliseconds")


def is_id(value: object) -> bool:
    """Whether `value` has the form of a stored match's id (safe as a file name)."""
    return isinstance(value, str) and ID_PATTERN.fullmatch(value) is not None


def summary_of(card: Scorecard) -> dict[str, object]:
    """The summary values the history list shows, derived from the scorecard."""
    match = card.match
    return {
        "v": SUMMARY_VERSION,
        "players": list(match.players),
        "variant": match.rules.variant,
        "totals": list(card.totals),
        "finished": card.outcome.finished,
        "winners": list(card.outcome.winners),
        "hands": len(match.hands),
        "order": [seat for _, seat, _ in card.standings],
    }


def to_doc(stored: StoredMatch, card: Scorecard | None = None) -> dict[str, object]:
    """The stored document: the match file v1 dict, id, times, deleted, and the derived summary."""
    doc = match_to_dict(stored.match)
    doc.update(id=stored.id, created=stored.created, updated=stored.updated, deleted=stored.deleted)
    doc["summary"] = summary_of(card or stored.card)
    return doc


def from_doc(doc: StoredDoc) -> StoredMatch | None:
    """The stored match in a document, or None when the document is not one."""
    if not isinstance(doc, dict) or not is_id(doc.get("id")):
        return None
    match, problems = match_from_dict({k: v for k, v in doc.items() if k not in STORE_KEYS}, strict=False)
    if match is None:
        return None
    return StoredMatch(doc["id"], match, str(doc.get("created", "")), str(doc.get("updated", "")), bool(doc.get("deleted")))


def needs_of_doc(doc: StoredDoc) -> tuple[str, ...]:
    """What a stored document needs that this Scorepad does not know (empty when it reads it, or it is no match)."""
    _, problems = match_from_dict({k: v for k, v in doc.items() if k not in STORE_KEYS}, strict=False)
    for problem in problems:
        if problem.code == P.NEEDS_NEWER:
            return tuple(cast("list[str]", problem.data["needs"]))  # NEEDS_NEWER's data: {"needs": [names]}
        if problem.code == P.VERSION_TOO_NEW:
            return (f"version {problem.data['version']}",)
    return ()


def newer_summary(doc: StoredDoc, needs: tuple[str, ...]) -> MatchSummary:
    """The history line of a match made with a newer Scorepad: its players and what it needs, nothing scored."""
    rules = doc.get("rules")
    named = rules.get("variant") if isinstance(rules, dict) else None
    variant = named if isinstance(named, str) else ""
    return MatchSummary(doc["id"], tuple(doc["players"]), variant, (), False, (), len(doc["hands"]),
                        str(doc.get("created", "")), str(doc.get("updated", "")), needs)


def summary_from_doc(doc: StoredDoc, stored: StoredMatch | None = None) -> MatchSummary | None:
    """The summary of a document: its cached one when current and well formed, else derived again by the
    engine (from `stored` when given); None when the document is no match."""
    cached = doc.get("summary")
    if not _current(cached, doc):
        stored = stored or from_doc(doc)
        if stored is None:
            return None
        cached = summary_of(stored.card)
    assert isinstance(cached, dict)  # a current cached summary, or one just derived
    mark = doc.get("copy_of")  # storage.importing.COPY_OF
    mark = mark if isinstance(mark, dict) else {}
    copy_of = mark["id"] if isinstance(mark.get("id"), str) else ""
    copy_hand = mark["hand"] if copy_of and is_whole(mark.get("hand")) else None
    return MatchSummary(
        doc["id"], tuple(cached["players"]), cached["variant"], tuple(cached["totals"]), cached["finished"],
        tuple(cached["winners"]), cached["hands"], str(doc.get("created", "")), str(doc.get("updated", "")),
        copy_of=copy_of, copy_hand=copy_hand, order=tuple(cached["order"]),
    )


def _current(cached: object, doc: StoredDoc) -> bool:
    """Whether a cached summary belongs to this document's hands and players and has the shape it is read as."""
    if not (isinstance(cached, dict) and cached.get("v") == SUMMARY_VERSION and cached.get("hands") == len(doc.get("hands", []))):
        return False
    players, totals, winners = cached.get("players"), cached.get("totals"), cached.get("winners")
    return (isinstance(players, list) and players == doc.get("players") and isinstance(cached.get("variant"), str)
            and isinstance(cached.get("finished"), bool)
            and isinstance(totals, list) and len(totals) == len(players) and all(is_whole(v) for v in totals)
            and isinstance(winners, list) and all(is_whole(v) for v in winners)
            and sorted(cached.get("order") or [None]) == list(range(len(players))))


def touched(stored: StoredMatch, match: Match | None = None, deleted: bool | None = None) -> StoredMatch:
    """The stored match changed now: a new match and/or deleted state, and a new updated time."""
    return replace(stored, updated=later_than(stored.updated), match=stored.match if match is None else match,
                   deleted=stored.deleted if deleted is None else deleted)
