"""Each hand's story in the match file: "entered", "changes" and "put_back" in a hand, "taken_back" in the
match (scorepad.rules.story has the values). Reading never raises; strictly read, a key this version does not
know anywhere in a story is refused by name, so nothing of a file is silently dropped when it is rewritten.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from scorepad.rules import problems as P
from scorepad.rules.match import Change, HandStory, PutBack, Stamp, TakenBack
from scorepad.rules.problems import Problem
from scorepad.rules.values import is_whole

if TYPE_CHECKING:
    from scorepad.rules.match import Hand

STORY_KEYS = ("entered", "changes", "put_back")
STAMP_KEYS = ("at", "by")
CHANGE_KEYS = ("at", "by", "before")
PUT_BACK_KEYS = ("at", "by", "taken_back")
TAKEN_BACK_KEYS = ("number", "at", "by", "hand")
BARE_HAND_KEYS = ("points", "moon", "jack", "suit", "sun")  # a change's "before": the hand as scored

HandReader = Callable[..., "tuple[Hand | None, list[Problem]]"]


def unknown_keys(data: dict[str, object], known: tuple[str, ...], where: str, number: int | None) -> list[Problem]:
    """A problem naming each key of `data` this version does not know ("changes.1.reason")."""
    return [Problem(P.UNKNOWN_KEY, number, {"field": f"{where}{key}"}) for key in data if key not in known]


def story_to_dict(story: HandStory, hand_to_dict: Callable[[Hand], dict[str, object]]) -> dict[str, object]:
    """A hand's story as its file keys: "entered" (left out when it was entered before stories were kept),
    "changes" and "put_back" (each left out while there are none)."""
    data: dict[str, object] = {"entered": stamp_to_dict(story.entered)} if story.entered is not None else {}
    if story.changes:
        data["changes"] = [{**stamp_to_dict(c), "before": hand_to_dict(c.before)} for c in story.changes]
    if story.put_back:
        data["put_back"] = [{**stamp_to_dict(p), "taken_back": stamp_to_dict(p.taken)} for p in story.put_back]
    return data


def stamp_to_dict(stamp: Stamp | Change | TakenBack | PutBack) -> dict[str, object]:
    """When and by whom: {"at": ISO, "by": LABEL}."""
    return {"at": stamp.at, "by": stamp.by}


def taken_back_to_dict(gone: TakenBack, hand_to_dict: Callable[[Hand], dict[str, object]]) -> dict[str, object]:
    """A hand taken back: its number, when, by whom, and the hand with its own story."""
    return {"number": gone.number, **stamp_to_dict(gone), "hand": hand_to_dict(gone.hand)}


def story_from_dict(
    data: dict[str, object], number: int | None, read_hand: HandReader, strict: bool, where: str = ""
) -> tuple[HandStory | None, list[Problem]]:
    """A hand's story from its entry: None when it has none (written before stories were kept)."""
    if not any(key in data for key in STORY_KEYS):
        return None, []
    stamp: Stamp | None = None
    found: list[Problem] = []
    if "entered" in data:
        stamp, found = stamp_from_dict(data["entered"], f"{where}entered", number, strict)
    changes, change_found = _changes(data.get("changes", []), number, read_hand, strict, where)
    put_back, put_found = _put_back(data.get("put_back", []), number, strict, where)
    found += change_found + put_found
    return (None, found) if found else (HandStory(stamp, changes, put_back), [])


def _changes(
    data: object, number: int | None, read_hand: HandReader, strict: bool, where: str
) -> tuple[tuple[Change, ...], list[Problem]]:
    if not isinstance(data, list):
        return (), [Problem(P.BAD_FIELD, number, {"field": f"{where}changes", "expected": "list"})]
    changes, found = [], []
    for index, item in enumerate(data, start=1):
        place = f"{where}changes.{index}" if strict else f"{where}changes"
        change, change_found = stamp_from_dict(item, place, number, strict, CHANGE_KEYS)
        before, before_found = read_hand(
            item.get("before") if isinstance(item, dict) else None, number, strict, f"{place}.before.", BARE_HAND_KEYS
        )
        found += change_found + [_placed(p, f"{place}.before") for p in before_found]
        if before is not None and not all(is_whole(value) for value in before.points):
            found.append(Problem(P.BAD_FIELD, number, {"field": f"{place}.before.points", "expected": "number"}))
        elif change is not None and before is not None:
            changes.append(Change(change.at, change.by, replace(before, extra={}, story=None)))
    return tuple(changes), found


def _placed(problem: Problem, place: str) -> Problem:
    """A problem of a hand inside a story, its field named from the hand it is in."""
    field = problem.data.get("field")
    if problem.code == P.UNKNOWN_KEY or not isinstance(field, str):
        return problem
    return replace(problem, data={**problem.data, "field": place if field == "hand" else f"{place}.{field}"})


def _put_back(data: object, number: int | None, strict: bool, where: str) -> tuple[tuple[PutBack, ...], list[Problem]]:
    if not isinstance(data, list):
        return (), [Problem(P.BAD_FIELD, number, {"field": f"{where}put_back", "expected": "list"})]
    put_back, found = [], []
    for index, item in enumerate(data, start=1):
        place = f"{where}put_back.{index}"
        stamp, stamp_found = stamp_from_dict(item, place, number, strict, PUT_BACK_KEYS)
        taken, taken_found = stamp_from_dict(
            item.get("taken_back") if isinstance(item, dict) else None, f"{place}.taken_back", number, strict
        )
        found += stamp_found + taken_found
        if stamp is not None and taken is not None:
            put_back.append(PutBack(stamp.at, stamp.by, taken))
    return tuple(put_back), found


def stamp_from_dict(
    data: object, field: str, number: int | None = None, strict: bool = False, known: tuple[str, ...] = STAMP_KEYS
) -> tuple[Stamp | None, list[Problem]]:
    """{"at": ISO, "by": LABEL} as a Stamp, or what is wrong with it (strictly: a key beyond `known` too)."""
    if not isinstance(data, dict):
        return None, [Problem(P.BAD_FIELD, number, {"field": field, "expected": "object"})]
    found = [
        Problem(P.BAD_FIELD, number, {"field": f"{field}.{key}", "expected": "str"})
        for key in ("at", "by")
        if not isinstance(data.get(key), str)
    ]
    if strict:
        found += unknown_keys(data, known, f"{field}.", number)
    return (None, found) if found else (Stamp(data["at"], data["by"]), [])


def taken_back_from_list(
    data: object, read_hand: HandReader, strict: bool
) -> tuple[tuple[TakenBack, ...], list[Problem]]:
    """The match's hands taken back, each with its number, time, label and the hand (and its story)."""
    if not isinstance(data, list):
        return (), [Problem(P.BAD_FIELD, data={"field": "taken_back", "expected": "list"})]
    gone, found = [], []
    for index, item in enumerate(data, start=1):
        place = f"taken_back.{index}" if strict else "taken_back"
        stamp, stamp_found = stamp_from_dict(item, place, None, strict, TAKEN_BACK_KEYS)
        number = item.get("number") if isinstance(item, dict) else None
        hand, hand_found = read_hand(
            item.get("hand") if isinstance(item, dict) else None, None, strict, f"{place}.hand."
        )
        hand_found = [_placed(p, f"{place}.hand") for p in hand_found]
        if stamp is not None and not is_whole(number):
            stamp_found.append(Problem(P.BAD_FIELD, data={"field": f"{place}.number", "expected": "number"}))
        if hand is not None and not all(is_whole(value) for value in hand.points):
            hand_found.append(Problem(P.BAD_FIELD, data={"field": f"{place}.hand.points", "expected": "number"}))
        found += stamp_found + hand_found
        if not (stamp_found or hand_found) and stamp is not None and hand is not None:
            gone.append(TakenBack(number, stamp.at, stamp.by, hand))  # type: ignore[arg-type]  # whole: checked above
    return ((), found) if found else (tuple(gone), [])
