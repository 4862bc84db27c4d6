"""Each hand's log (the story users see): when and by whom it was entered, each change with the hand as it
was before, each time it was taken back and put back, and the hands taken back. The log counts for nothing:
scoring never reads it.

Times are ISO-8601 text with their offset (the store writes UTC); "by" is a short label (`Author`). The
caller stamps: the engine has no clock. A hand read from a file written before logs were kept has
`log=None`, which says so instead of inventing an entry.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scorepad.rules.match import Hand, Match

NEED = "story"  # the file-format need of a file that holds a log (matchfile.KNOWN_NEEDS knows it)
PUT_BACK_NEED = "put_back"  # and of a file where a hand taken back was put back (a reader without it would drop that)
COMMAND_LINE = "command line"
HOST_LABEL = "host"
THIS_PHONE = "this phone"
THIS_COMPUTER = "this computer"
DEVICES = (THIS_PHONE, THIS_COMPUTER)
LINKS = ("score link", "watch link")
LINKED = re.compile(r"(?P<name>.+) \((?P<link>score link|watch link)\)", re.DOTALL)


@dataclass(frozen=True)
class Stamp:
    """When (ISO-8601 with offset) and by whom (a short label) something was written."""

    at: str
    by: str


@dataclass(frozen=True)
class Change:
    """One change of a hand: when, by whom, and the hand as it was before (without its log)."""

    at: str
    by: str
    before: Hand


@dataclass(frozen=True)
class PutBack:
    """A hand taken back (`taken`: when and by whom) and put back as it was (when and by whom)."""

    at: str
    by: str
    taken: Stamp


@dataclass(frozen=True)
class HandLog:
    """A hand's log: how it was entered (None: before logs were kept), its changes and the times it was
    taken back and put back, each oldest first."""

    entered: Stamp | None = None
    changes: tuple[Change, ...] = ()
    put_back: tuple[PutBack, ...] = ()

    @property
    def changed(self) -> bool:
        """Whether the hand was changed after it was entered."""
        return bool(self.changes)


@dataclass(frozen=True)
class TakenBack:
    """A hand taken back: its number then, when and by whom, and the hand with its own log."""

    number: int
    at: str
    by: str
    hand: Hand


def bare(hand: Hand) -> Hand:
    """The hand as scored: points, moon, jack and suit, without its log or extra keys."""
    return replace(hand, log=None, extra={})


def entered(hand: Hand, at: str, by: str) -> Hand:
    """The hand as entered now: its log holds only that."""
    return replace(hand, log=HandLog(Stamp(at, by)))


def changed(old: Hand, new: Hand, at: str, by: str) -> Hand:
    """`new` in place of `old`, its log the old one with this change added; `old` itself when nothing differs."""
    if new == old:
        return old
    log = old.log or HandLog()
    return replace(new, log=replace(log, changes=log.changes + (Change(at, by, bare(old)),)))


def take_back_last(match: Match, at: str, by: str) -> Match:
    """The match without its last hand, which stays in its list of hands taken back (counting for nothing)."""
    number = len(match.hands)
    gone = TakenBack(number, at, by, match.hands[-1])
    return replace(match, hands=match.hands[:-1], taken_back=match.taken_back + (gone,))


def put_back_last(match: Match, at: str, by: str) -> Match | None:
    """The match with the hand the last take-back took back added again as it was (its own log, noting that
    it was taken back and put back), no longer listed as taken back; None when there is none to put back, or
    a hand was added since."""
    if not match.taken_back or match.taken_back[-1].number != len(match.hands) + 1:
        return None
    gone = match.taken_back[-1]
    log = gone.hand.log or HandLog()
    hand = replace(gone.hand, log=replace(log, put_back=log.put_back + (PutBack(at, by, Stamp(gone.at, gone.by)),)))
    return replace(match, hands=match.hands + (hand,), taken_back=match.taken_back[:-1])


def has_log(match: Match) -> bool:
    """Whether any hand of the match (or a hand taken back) has a log: then its file needs "story"."""
    return bool(match.taken_back) or any(hand.log is not None for hand in match.hands)


def has_put_back(match: Match) -> bool:
    """Whether a hand of the match (or a hand taken back) was taken back and put back: its file needs "put_back"."""
    hands = match.hands + tuple(gone.hand for gone in match.taken_back)
    return any(hand.log is not None and hand.log.put_back for hand in hands)


def author(by: str) -> tuple[str, str]:
    """A label's kind and name: ("score link", "Carla") for "Carla (score link)", ("host", "") for "host"."""
    found = LINKED.fullmatch(by)
    if found:
        return found["link"], found["name"]
    return by, ""


def linked(name: str, link: str) -> str:
    """The label of a phone on the live table: "Carla (score link)" (a phone without a name: the link alone)."""
    return f"{name} ({link})" if name else link
