"""What can be wrong with a match, as codes plus data; the edges turn them into words."""

from __future__ import annotations

from dataclasses import dataclass, field

# Reading JSON from outside, and the input limits (scorepad.rules.limits)
NOT_TEXT = "not_text"  # data: {}: not UTF-8 text
NOT_JSON = "not_json"  # data: {"line": n, "column": n, "reason": the parser's words}
FILE_TOO_DEEP = "file_too_deep"  # data: {"max": n}: nested deeper than the parser goes
TOO_DEEP = "too_deep"  # data: {"field": name, "max": n}
TEXT_TOO_LONG = "text_too_long"  # data: {"field": name, "length": n, "max": n}
TEXT_NOT_UNICODE = "text_not_unicode"  # data: {"field": name}: a lone surrogate
NUMBER_INVALID = "number_invalid"  # data: {"field": name, "value": text}: NaN, Infinity, out of range
# Structure of the match file
NOT_AN_OBJECT = "not_an_object"  # data: {}
BAD_FIELD = "bad_field"  # data: {"field": name, "expected": kind}
NUMBER_TOO_LONG = "number_too_long"  # data: {"field": name, "digits": n}
FORMAT_UNKNOWN = "format_unknown"  # data: {"format": value}
VERSION_TOO_NEW = "version_too_new"  # data: {"version": n, "supported": 1}
# The players and the rules (seats are counted from 0 in data, from 1 in words)
PLAYER_COUNT = "player_count"  # data: {"count": n, "min": 3, "max": 6}
PLAYER_NAME_EMPTY = "player_name_empty"  # data: {"seat": i}
PLAYER_NAMES_DUPLICATE = "player_names_duplicate"  # data: {"name": s, "seats": [i, j]}
PLAYER_NAME_TOO_LONG = "player_name_too_long"  # data: {"seat": i, "length": n, "max": 40}
PLAYER_NAME_CHARACTERS = "player_name_characters"  # data: {"seat": i, "name": s}: control or bidi characters
FIRST_DEALER_RANGE = "first_dealer_range"  # data: {"first_dealer": i, "players": n}
VARIANT_UNKNOWN = "variant_unknown"  # data: {"variant": s, "known": [...]}
MOON_RULE_UNKNOWN = "moon_rule_unknown"  # data: {"moon": s, "known": [...]}
PASS_ORDER_UNKNOWN = "pass_order_unknown"  # data: {"pass_order": s, "known": [...]}
TARGET_INVALID = "target_invalid"  # data: {"target": value}
ROUNDS_INVALID = "rounds_invalid"  # data: {"rounds": value}
RULE_NOT_IN_VARIANT = "rule_not_in_variant"  # data: {"rule": key, "variant": name}
RULE_VALUE_UNKNOWN = "rule_value_unknown"  # data: {"option": key, "value": s, "known": [...]}
RESET_INVALID = "reset_invalid"  # data: {"value": v, "target": n}: exact_target_resets_to must be 0 <= N < target
PASS_CYCLE_INVALID = "pass_cycle_invalid"  # data: {"pass_cycle": s, "part": s, "players": n}
PASS_CYCLE_WITH_ORDER = "pass_cycle_with_order"  # data: {}: a pass cycle and a pass order, only one can hold
SUN_INVALID = "sun_invalid"  # data: {"value": v}: the sun's points must be a whole number from 1
SUN_WITHOUT_MOON = "sun_without_moon"  # data: {}: the sun with the moon rule none
EXACT_TARGET_WINS_WITH_RESET = "exact_target_wins_with_reset"  # data: {}: landing on the target wins or goes back
NEEDS_NEWER = (
    "needs_newer"  # data: {"needs": [...]}: made with a newer Scorepad (rules or parts this one does not know)
)
UNKNOWN_KEY = (
    "unknown_key"  # data: {"field": "rules.Target"}: a key this version does not know, and the file needs nothing newer
)
# Each hand's story (scorepad.rules.story); a hand's problem inside a story adds {"story": "before" or "taken_back",
# "story_index": n} to its data: the hand as it was before change n, or the hand taken back as hand n
STORY_TIME = "story_time"  # data: {"field": name, "value": v}: not an ISO-8601 time with its offset
TAKEN_BACK_NUMBER = "taken_back_number"  # data: {"number": v, "max": n}: no hand of this match could have had it
CHANGE_UNCHANGED = "change_unchanged"  # data: {"index": n}: change n (from 1) left the hand as it was
# A hand-over link (scorepad.rules.handover)
LINK_DAMAGED = "link_damaged"  # data: {}: no match can be read from it
LINK_CUT_SHORT = "link_cut_short"  # data: {}: its stream stops before its end (a part of the link is missing)
LINK_NEWER = "link_newer"  # data: {}: its match was made by a newer Scorepad
# One hand
POINTS_COUNT = "points_count"  # data: {"count": n, "players": n}
POINTS_NOT_WHOLE = "points_not_whole"  # data: {"seat": i, "value": v}
POINTS_NEGATIVE = "points_negative"  # data: {"seat": i, "value": v}
POINTS_SUM = "points_sum"  # data: {"sum": s, "total": t, "variant": name}
POINTS_IMPOSSIBLE = "points_impossible"  # data: {"points": [...], "variant": name}
MOON_CHOICE_MISSING = "moon_choice_missing"  # data: {"shooter": i}
MOON_CHOICE_WITHOUT_MOON = "moon_choice_without_moon"  # data: {"choice": s}
MOON_CHOICE_UNKNOWN = "moon_choice_unknown"  # data: {"choice": value}
MOON_CHOICE_FIXED = "moon_choice_fixed"  # data: {"choice": s, "rule": s}
MOON_NOT_IN_VARIANT = "moon_not_in_variant"  # data: {"variant": name}
SUN_NOT_PLAYED = "sun_not_played"  # data: {}: a hand says it was the sun, but the match plays no sun
SUN_WITHOUT_ALL_POINTS = "sun_without_all_points"  # data: {"total": n}: a sun, but nobody took all the points
SUN_CHOICE_MISSING = "sun_choice_missing"  # data: {"shooter": i}
SUN_JACK_ELSEWHERE = "sun_jack_elsewhere"  # data: {"seat": i}: Omnibus: a sun, but seat i took the J♦
JACK_MISSING = "jack_missing"  # data: {}
JACK_RANGE = "jack_range"  # data: {"jack": value, "players": n}
JACK_NOT_IN_VARIANT = "jack_not_in_variant"  # data: {"variant": name}
SUIT_UNKNOWN = "suit_unknown"  # data: {"suit": value, "known": [...]}
SUIT_NOT_IN_VARIANT = "suit_not_in_variant"  # data: {"variant": name}
HAND_AFTER_END = "hand_after_end"  # data: {"winners": [...]}


@dataclass(frozen=True)
class Problem:
    """One thing wrong: a code, the hand it is in (1-based; None for the match) and its data."""

    code: str
    hand: int | None = None
    data: dict[str, object] = field(default_factory=dict, hash=False)
