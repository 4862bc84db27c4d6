"""Each hand's story: when and by whom it was entered, each change with the hand as it
was before, each time it was taken back and put back, and the hands taken back. The story counts for nothing:
scoring never reads it.

Times are ISO-8601 text with their offset (the store writes UTC); "by" is a short label (`Author`). The
caller stamps: the engine has no clock. A hand read from a file written before stories were kept has
`story=None`, which says so instead of inventing an entry.
"""

from __future__ import annotations

import re
from dataclasses import replace

from scorepad.rules.match import Change, Hand, HandStory, Match, PutBack, Stamp, TakenBack

NEED = "story"  # the file-format need of a file that holds a story (matchfile.KNOWN_NEEDS knows it)
PUT_BACK_NEED = "put_back"  # and of a file where a hand taken back was put back (a reader without it would drop that)
COMMAND_LINE = "command line"
HOST_LABEL = "host"
THIS_PHONE = "this phone"
THIS_COMPUTER = "this computer"
DEVICES = (THIS_PHONE, THIS_COMPUTER)
LINKS = ("score link", "watch link")
LINKED = re.compile(r"(?P<name>.+) \((?P<link>score link|watch link)\)", re.DOTALL)


def bare(hand: Hand) -> Hand:
    """The hand as scored: points, moon, jack and suit, without its story or extra keys."""
    return replace(hand, story=None, extra={})


def as_entered(hand: Hand, at: str, by: str) -> Hand:
    """The hand as entered now: its story holds only that."""
    return replace(hand, story=HandStory(Stamp(at, by)))


def with_change(old: Hand, new: Hand, at: str, by: str) -> Hand:
    """`new` in place of `old`, its story the old one with this change added; `old` itself when nothing differs."""
    if new == old:
        return old
    story = old.story or HandStory()
    return replace(new, story=replace(story, changes=story.changes + (Change(at, by, bare(old)),)))


def take_back_last(match: Match, at: str, by: str) -> Match:
    """The match without its last hand, which stays in its list of hands taken back (counting for nothing)."""
    number = len(match.hands)
    gone = TakenBack(number, at, by, match.hands[-1])
    return replace(match, hands=match.hands[:-1], taken_back=match.taken_back + (gone,))


def put_back_last(match: Match, at: str, by: str) -> Match | None:
    """The match with the hand the last take-back took back added again as it was (its own story, noting that
    it was taken back and put back), no longer listed as taken back; None when there is none to put back, or
    a hand was added since."""
    if not match.taken_back or match.taken_back[-1].number != len(match.hands) + 1:
        return None
    gone = match.taken_back[-1]
    story = gone.hand.story or HandStory()
    hand = replace(gone.hand, story=replace(story, put_back=story.put_back + (PutBack(at, by, Stamp(gone.at, gone.by)),)))
    return replace(match, hands=match.hands + (hand,), taken_back=match.taken_back[:-1])


def has_story(match: Match) -> bool:
    """Whether any hand of the match (or a hand taken back) has a story: then its file needs "story"."""
    return bool(match.taken_back) or any(hand.story is not None for hand in match.hands)


def has_put_back(match: Match) -> bool:
    """Whether a hand of the match (or a hand taken back) was taken back and put back: its file needs "put_back"."""
    hands = match.hands + tuple(gone.hand for gone in match.taken_back)
    return any(hand.story is not None and hand.story.put_back for hand in hands)


def author(by: str) -> tuple[str, str]:
    """A label's kind and name: ("score link", "Carla") for "Carla (score link)", ("host", "") for "host"."""
    found = LINKED.fullmatch(by)
    if found:
        return found["link"], found["name"]
    return by, ""


def linked(name: str, link: str) -> str:
    """The label of a phone on the live table: "Carla (score link)" (a phone without a name: the link alone)."""
    return f"{name} ({link})" if name else link
