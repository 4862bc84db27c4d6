"""The match file (format v1) as plain dicts: reading never raises, writing keeps extra keys."""

from __future__ import annotations

from scorepad.rules import problems as P
from scorepad.rules.match import Hand, Match
from scorepad.rules.problems import Problem
from scorepad.rules.variants import Rules

FORMAT = "scorepad-match"
VERSION = 1
MATCH_KEYS = ("format", "version", "players", "first_dealer", "rules", "hands")
RULE_KEYS = ("variant", "moon", "target", "rounds", "pass_order", "spade_penalties")
HAND_KEYS = ("points", "moon", "jack", "suit")
RULE_TYPES = {"variant": str, "moon": str, "pass_order": str, "spade_penalties": bool}


def match_from_dict(data: object) -> tuple[Match | None, list[Problem]]:
    """Read a match file's data; on a structural problem return no match and what is wrong."""
    if not isinstance(data, dict):
        return None, [Problem(P.NOT_AN_OBJECT)]
    found = _check_header(data)
    players = data.get("players")
    if not (isinstance(players, list) and all(isinstance(name, str) for name in players)):
        found.append(Problem(P.BAD_FIELD, data={"field": "players", "expected": "names"}))
    rules, rule_problems = _rules_from_dict(data.get("rules", {}))
    found += rule_problems
    hands_data = data.get("hands", [])
    hands = []
    if not isinstance(hands_data, list):
        found.append(Problem(P.BAD_FIELD, data={"field": "hands", "expected": "list"}))
    else:
        for number, item in enumerate(hands_data, start=1):
            hand, hand_problems = hand_from_dict(item, number)
            found += hand_problems
            hands.append(hand)
    if found:
        return None, found
    extra = {k: v for k, v in data.items() if k not in MATCH_KEYS}
    match = Match(tuple(players), rules, data.get("first_dealer", 0), tuple(hands), extra)
    return match, []


def hand_from_dict(data: object, number: int | None = None) -> tuple[Hand | None, list[Problem]]:
    """Read one hand entry: points per seat, and moon, jack and suit where given."""
    if not isinstance(data, dict):
        return None, [Problem(P.BAD_FIELD, number, {"field": "hand", "expected": "object"})]
    points = data.get("points")
    if not isinstance(points, list):
        return None, [Problem(P.BAD_FIELD, number, {"field": "points", "expected": "list"})]
    extra = {k: v for k, v in data.items() if k not in HAND_KEYS}
    hand = Hand(tuple(points), data.get("moon"), data.get("jack"), data.get("suit"), extra)
    return hand, []


def match_to_dict(match: Match) -> dict:
    """The match file of `match`, with its extra keys and only the rules that differ from the defaults."""
    data = {"format": FORMAT, "version": VERSION, **match.extra}
    data["players"] = list(match.players)
    data["first_dealer"] = match.first_dealer
    data["rules"] = rules_to_dict(match.rules)
    data["hands"] = [hand_to_dict(hand) for hand in match.hands]
    return data


def rules_to_dict(rules: Rules) -> dict:
    """The rules as written in a match file: variant and moon always, the rest when set."""
    data = {"variant": rules.variant, "moon": rules.moon}
    if rules.target_score() is not None:
        data["target"] = rules.target_score()
    for key in ("rounds", "pass_order", "spade_penalties"):
        value = getattr(rules, key)
        if value != getattr(Rules(), key):
            data[key] = value
    return data


def hand_to_dict(hand: Hand) -> dict:
    """One hand entry: points, and moon, jack and suit when set, and its extra keys."""
    data = {**hand.extra, "points": list(hand.points)}
    for key in ("moon", "jack", "suit"):
        if getattr(hand, key) is not None:
            data[key] = getattr(hand, key)
    return data


def _check_header(data: dict) -> list[Problem]:
    found = []
    if "format" in data and data["format"] != FORMAT:
        found.append(Problem(P.FORMAT_UNKNOWN, data={"format": data["format"]}))
    version = data.get("version", VERSION)
    if not isinstance(version, int) or isinstance(version, bool):
        found.append(Problem(P.BAD_FIELD, data={"field": "version", "expected": "number"}))
    elif version > VERSION:
        found.append(Problem(P.VERSION_TOO_NEW, data={"version": version, "supported": VERSION}))
    return found


def _rules_from_dict(data: object) -> tuple[Rules, list[Problem]]:
    if not isinstance(data, dict):
        return Rules(), [Problem(P.BAD_FIELD, data={"field": "rules", "expected": "object"})]
    found = []
    for key, kind in RULE_TYPES.items():
        if key in data and not isinstance(data[key], kind):
            found.append(Problem(P.BAD_FIELD, data={"field": f"rules.{key}", "expected": kind.__name__}))
    values = {key: data[key] for key in RULE_KEYS if key in data and data[key] is not None}
    return (Rules(**values) if not found else Rules()), found
