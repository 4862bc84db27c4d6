"""The match file as plain dicts: reading never raises, writing keeps extra keys.

Version 1 holds the rules every Scorepad knows. A file whose rules need more (an option of `options.OPTIONS`
with newer=True, or a newer value) is written as version 2 and lists them under "needs"; a reader that does not
know one of them refuses the match (needs_newer) rather than score it without that rule. Files that need
nothing more are written exactly as before.

A hand that was the sun says `"sun": true` (only with the rule `sun`, which the file then needs).

Each hand's story (scorepad.rules.story; its keys: story_file) is kept under the hand's "entered", "changes" and
"put_back" and the match's "taken_back"; a file that holds any of it needs "story" (an older reader would drop
or falsify it when it rewrites the match), one with a hand put back also "put_back", and a file without one is
written exactly as before stories were kept.

Files from outside are read strictly: a key this version does not know inside the rules, a hand or a story is
refused by name (unless the file needs something this version lacks: then it is a newer Scorepad's), so no
key is silently dropped when the match is rewritten. The data folder's own files are read as they were
written (`strict=False`: a hand's other keys kept, as older versions stored them).
"""

from __future__ import annotations

from typing import cast

from scorepad.rules import problems as P
from scorepad.rules import story_file
from scorepad.rules.limits import MAX_DIGITS, LongNumber, check_value, json_int  # noqa: F401 (read through here too)
from scorepad.rules.match import Hand, Match, TakenBack
from scorepad.rules.names import clean_name
from scorepad.rules.options import BASELINE, OPTIONS, RULE_NEEDS
from scorepad.rules.problems import Problem
from scorepad.rules.story import NEED as STORY
from scorepad.rules.story import PUT_BACK_NEED, has_put_back, has_story
from scorepad.rules.story_file import STORY_KEYS, story_from_dict, story_to_dict, taken_back_from_list, unknown_keys
from scorepad.rules.values import is_whole
from scorepad.rules.variants import VARIANTS, Rules

FORMAT = "scorepad-match"
VERSION = 2  # the newest this version reads; it writes BASELINE when a file needs nothing more
MATCH_KEYS = ("format", "version", "needs", "players", "first_dealer", "rules", "hands", "taken_back")
RULE_KEYS = ("variant",) + tuple(option.key for option in OPTIONS)
HAND_KEYS = ("points", "moon", "jack", "suit", "sun", "entry") + STORY_KEYS  # "entry": the app's taps, for a later edit
ENTRY_KEYS = ("hearts", "takers", "cards")
RULE_TYPES = {"variant": str} | {o.key: o.file_type for o in OPTIONS if o.file_type is not int}
NUMBER_KEYS = tuple(o.key for o in OPTIONS if o.file_type is int)
HAND_TYPES = {"moon": str, "jack": int, "suit": str, "sun": bool}
STORED_KEYS = ("id", "created", "updated", "deleted", "summary")  # what a stored copy adds; never part of the match
KNOWN_NEEDS = RULE_NEEDS | {STORY, PUT_BACK_NEED}  # what this reader knows beyond the baseline; others: refused


def match_from_dict(data: object, strict: bool = True) -> tuple[Match | None, list[Problem]]:
    """Read a match file's data; on a structural problem (or anything beyond the input limits) return no
    match and what is wrong. Never raises, whatever the data. `strict=False`: a stored file, read as written
    (a hand's keys this version does not know are kept with it; a rule it does not know is a newer one's)."""
    if not isinstance(data, dict):
        return None, [Problem(P.NOT_AN_OBJECT)]
    found = check_value(data)
    if found:
        return None, found
    found = _check_header(data, strict)
    if found:
        return None, found
    players = data.get("players")
    if not (isinstance(players, list) and all(isinstance(name, str) for name in players)):
        found.append(Problem(P.BAD_FIELD, data={"field": "players", "expected": "names"}))
    if not is_whole(data.get("first_dealer", 0)):
        found.append(Problem(P.BAD_FIELD, data={"field": "first_dealer", "expected": "number"}))
    rules, rule_problems = _rules_from_dict(data.get("rules", {}), strict)
    found += rule_problems
    hands_data = data.get("hands", [])
    hands = []
    if not isinstance(hands_data, list):
        found.append(Problem(P.BAD_FIELD, data={"field": "hands", "expected": "list"}))
    else:
        for number, item in enumerate(hands_data, start=1):
            hand, hand_problems = hand_from_dict(item, number, strict)
            found += hand_problems
            hands.append(hand)
    taken_back, taken_problems = taken_back_from_list(data.get("taken_back", []), hand_from_dict, strict)
    found += taken_problems
    if found:
        return None, found
    extra = {k: v for k, v in data.items() if k not in MATCH_KEYS}
    names = cast(list[str], players)  # a list of names, else a problem was found above
    hands_read = tuple(h for h in hands if h is not None)
    match = Match(
        tuple(clean_name(name) for name in names), rules, data.get("first_dealer", 0), hands_read, extra, taken_back
    )
    return match, []


def read_match_file(data: object) -> tuple[Match | None, list[Problem]]:
    """A match file as `check` and `import` read it: the stored keys left out, its shape and limits, then
    the engine's checks of a new match (names as entered, every hand, no option its variant lacks, each
    hand's story)."""
    from scorepad.rules.scorecard import check_match_file

    if isinstance(data, dict):
        data = {key: value for key, value in data.items() if key not in STORED_KEYS}
    match, problems = match_from_dict(data)
    if match is None:
        return None, problems
    problems = list(check_match_file(match))
    return (None, problems) if problems else (match, [])


def hand_from_dict(
    data: object, number: int | None = None, strict: bool = False, where: str = "", known: tuple[str, ...] = HAND_KEYS
) -> tuple[Hand | None, list[Problem]]:
    """Read one hand entry: points per seat, and moon, jack, suit and the sun where given, and its story (strictly: a
    key beyond `known` is refused by name, `where` in the file)."""
    if not isinstance(data, dict):
        return None, [Problem(P.BAD_FIELD, number, {"field": "hand", "expected": "object"})]
    points = data.get("points")
    if not isinstance(points, list):
        return None, [Problem(P.BAD_FIELD, number, {"field": "points", "expected": "list"})]
    if len(data) == 1:  # points only: most hands
        return Hand(tuple(points)), []
    found = [
        Problem(P.BAD_FIELD, number, {"field": key, "expected": "number" if kind is int else kind.__name__})
        for key, kind in HAND_TYPES.items()
        if key in data and not (is_whole(data[key]) if kind is int else isinstance(data[key], kind))
    ]
    if strict:
        found += unknown_keys(data, known, where, number) + _entry_problems(data.get("entry", {}), number, where)
    if found:
        return None, found
    story, found = story_from_dict(data, number, hand_from_dict, strict, where)
    if found:
        return None, found
    extra = {k: v for k, v in data.items() if k not in HAND_KEYS or k == "entry"}
    sun = data.get("sun") is True
    return Hand(tuple(points), data.get("moon"), data.get("jack"), data.get("suit"), extra, story, sun=sun), []


def _entry_problems(entry: object, number: int | None, where: str) -> list[Problem]:
    """The app's taps kept with a hand: an object of the keys it writes."""
    if not isinstance(entry, dict):
        return [Problem(P.BAD_FIELD, number, {"field": f"{where}entry", "expected": "object"})]
    return unknown_keys(entry, ENTRY_KEYS, f"{where}entry.", number)


def match_to_dict(match: Match) -> dict[str, object]:
    """The match file of `match`, with its extra keys and only the rules that differ from the defaults;
    version 2 and its "needs" when its rules (or its story) need more than every version knows."""
    needs = (
        needs_of(match.rules) + ([STORY] if has_story(match) else []) + ([PUT_BACK_NEED] if has_put_back(match) else [])
    )
    data = {"format": FORMAT, "version": VERSION if needs else BASELINE, **match.extra}
    if needs:
        data["needs"] = needs
    data["players"] = list(match.players)
    data["first_dealer"] = match.first_dealer
    data["rules"] = rules_to_dict(match.rules)
    data["hands"] = [hand_to_dict(hand) for hand in match.hands]
    if match.taken_back:
        data["taken_back"] = [taken_back_to_dict(gone) for gone in match.taken_back]
    return data


def rules_to_dict(rules: Rules) -> dict[str, object]:
    """The rules as written in a match file: the variant, its moon rule and target, the rest when set.

    Options the variant does not use are left out, so every file written reads back without a problem.
    """
    data: dict[str, object] = {"variant": rules.variant}
    used = rules.kind.options() if rules.variant in VARIANTS else ()
    for option in OPTIONS:
        if option.key == "target":
            if rules.target_score() is not None:
                data["target"] = rules.target_score()
        elif option.key in used and (option.key == "moon" or rules.differs(option.key)):
            data[option.key] = getattr(rules, option.key)
    return data


def needs_of(rules: Rules) -> list[str]:
    """What reading these rules needs beyond what every version knows (empty for the seed's options)."""
    used = rules.kind.options() if rules.variant in VARIANTS else ()
    found = (option.needs(getattr(rules, option.key)) for option in OPTIONS if option.key in used)
    return [need for need in found if need is not None]


def hand_to_dict(hand: Hand) -> dict[str, object]:
    """One hand entry: points, and moon, jack, suit and the sun when set, its extra keys, and its story if any."""
    data = {**hand.extra, "points": list(hand.points)}
    for key in ("moon", "jack", "suit"):
        if getattr(hand, key) is not None:
            data[key] = getattr(hand, key)
    if hand.sun:
        data["sun"] = True
    if hand.story is not None:
        data.update(story_to_dict(hand.story, hand_to_dict))
    return data


def taken_back_to_dict(gone: TakenBack) -> dict[str, object]:
    """A hand taken back as its file writes it: its number, when, by whom, and the hand with its story."""
    return story_file.taken_back_to_dict(gone, hand_to_dict)


def _check_header(data: dict[str, object], strict: bool) -> list[Problem]:
    found = []
    if "format" in data and data["format"] != FORMAT:
        found.append(Problem(P.FORMAT_UNKNOWN, data={"format": data["format"]}))
    version = data.get("version", VERSION)
    if not isinstance(version, int) or isinstance(version, bool):
        found.append(Problem(P.BAD_FIELD, data={"field": "version", "expected": "number"}))
    elif version > VERSION:
        found.append(Problem(P.VERSION_TOO_NEW, data={"version": version, "supported": VERSION}))
    needs = data.get("needs", [])
    if not (isinstance(needs, list) and all(isinstance(need, str) for need in needs)):
        found.append(Problem(P.BAD_FIELD, data={"field": "needs", "expected": "list"}))
        return found
    rules = data.get("rules")
    unknown = [need for need in needs if need not in KNOWN_NEEDS]
    if not strict:  # a stored file: a rule this version does not know can only be a newer one's
        unknown += [f"rules.{key}" for key in (rules if isinstance(rules, dict) else {}) if key not in RULE_KEYS]
    if unknown:
        found.append(Problem(P.NEEDS_NEWER, data={"needs": unknown}))
    return found


def needs_newer(problems: list[Problem]) -> bool:
    """Whether a file was refused because a newer Scorepad made it (a version, or a need this one lacks)."""
    return any(p.code in (P.NEEDS_NEWER, P.VERSION_TOO_NEW) for p in problems)


def _rules_from_dict(data: object, strict: bool) -> tuple[Rules, list[Problem]]:
    if not isinstance(data, dict):
        return Rules(), [Problem(P.BAD_FIELD, data={"field": "rules", "expected": "object"})]
    found = unknown_keys(data, RULE_KEYS, "rules.", None) if strict else []
    for key, kind in RULE_TYPES.items():
        if key in data and not isinstance(data[key], kind):
            found.append(Problem(P.BAD_FIELD, data={"field": f"rules.{key}", "expected": kind.__name__}))
    for key in NUMBER_KEYS:
        if key in data and data[key] is None:
            found.append(Problem(P.BAD_FIELD, data={"field": f"rules.{key}", "expected": "number"}))
    values = {key: data[key] for key in RULE_KEYS if key in data}
    return (Rules(**values) if not found else Rules()), found
