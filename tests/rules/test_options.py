"""The registry of rule options: the match file's keys, the needs of a file, and its texts follow from it."""

import json
from dataclasses import replace

import pytest

from scorepad.i18n import LANGUAGES, t
from scorepad.i18n.catalog import TEXT
from scorepad.rules import Hand, Match, Rules, match_from_dict, match_to_dict
from scorepad.rules import problems as P
from scorepad.rules.matchfile import KNOWN_NEEDS, RULE_KEYS, needs_of
from scorepad.rules.options import BY_KEY, OPTIONS

PLAYERS = ("Anna", "Ben", "Carla", "Dan")

# option -> a value off its default (the need a file with it has comes from the registry: the key when it is newer)
OFF_DEFAULT = {
    "moon": "plus",
    "target": 50,
    "rounds": 7,
    "pass_order": "left-across-right",
    "spade_penalties": True,
    "tie": "shared",
    "exact_target_resets_to": 0,
    "moon_jack": "ignored",
    "pass_cycle": "left,right,keep",
    "queen": 26,
    "exact_target_wins": True,
    "sun": 52,
}
VARIANT_FOR = {"rounds": "papayoo", "spade_penalties": "black_maria", "moon_jack": "omnibus"}


def test_every_option_of_the_registry_is_in_this_table():
    assert set(OFF_DEFAULT) == {option.key for option in OPTIONS}


def test_every_option_is_a_field_of_the_rules_and_a_key_of_the_match_file():
    assert ("variant",) + tuple(option.key for option in OPTIONS) == RULE_KEYS
    assert all(hasattr(Rules(), option.key) and getattr(Rules(), option.key) == option.default for option in OPTIONS)


@pytest.mark.parametrize("key", list(OFF_DEFAULT))
def test_an_option_off_its_default_is_written_and_read_back(key):
    value, need = OFF_DEFAULT[key], (key if BY_KEY[key].newer else None)
    rules = Rules(variant=VARIANT_FOR.get(key, "standard"), **{key: value})
    data = json.loads(json.dumps(match_to_dict(Match(PLAYERS, rules))))
    assert data["rules"][key] == value
    assert data.get("needs", []) == ([need] if need else [])
    assert data["version"] == (2 if need else 1)
    match, problems = match_from_dict(data)
    assert problems == [] and match.rules == replace(rules, target=rules.target_score())  # the target is written out


def test_no_moon_is_a_new_value_of_an_old_key_and_is_named_as_a_need():
    data = match_to_dict(Match(PLAYERS, Rules(moon="none")))
    assert (data["version"], data["needs"], data["rules"]["moon"]) == (2, ["moon:none"], "none")


def test_a_file_with_the_seed_rules_is_written_exactly_as_before():
    match = Match(PLAYERS, Rules(), 2, (Hand((3, 1, 18, 4)), Hand((0, 26, 0, 0), "plus")))
    assert match_to_dict(match) == {
        "format": "scorepad-match",
        "version": 1,
        "players": list(PLAYERS),
        "first_dealer": 2,
        "rules": {"variant": "standard", "moon": "choice", "target": 100},
        "hands": [{"points": [3, 1, 18, 4]}, {"points": [0, 26, 0, 0], "moon": "plus"}],
    }


@pytest.mark.parametrize(
    "needs, rules, unknown",
    [
        (["stories"], {}, ["stories"]),
        (["tie", "moon:triple"], {"tie": "shared"}, ["moon:triple"]),
        (["kitty"], {"kitty": 5}, ["kitty"]),
    ],
)
def test_a_file_that_needs_what_this_version_does_not_know_is_refused(needs, rules, unknown):
    data = {
        "format": "scorepad-match",
        "version": 2,
        "needs": needs,
        "players": list(PLAYERS),
        "rules": {"variant": "standard", **rules},
        "hands": [{"points": [13, 13, 0, 0]}],
    }
    match, problems = match_from_dict(data)
    assert match is None and [(p.code, p.data) for p in problems] == [(P.NEEDS_NEWER, {"needs": unknown})]


@pytest.mark.parametrize("needs", [[], ["tie"]])
def test_a_rule_this_version_does_not_know_and_the_file_does_not_need_is_named_as_unknown(needs):
    data = {
        "format": "scorepad-match",
        "version": 2,
        "needs": needs,
        "players": list(PLAYERS),
        "rules": {"variant": "standard", "Target": 50},
        "hands": [],
    }
    match, problems = match_from_dict(data)
    assert match is None and [(p.code, p.data) for p in problems] == [(P.UNKNOWN_KEY, {"field": "rules.Target"})]


def test_a_need_this_version_knows_is_read():
    data = {"version": 2, "needs": sorted(KNOWN_NEEDS), "players": list(PLAYERS), "rules": {"tie": "shared"}}
    match, problems = match_from_dict(data)
    assert problems == [] and match.rules.tie == "shared"


@pytest.mark.parametrize("key", [option.key for option in OPTIONS if option.newer])
def test_a_file_with_a_newer_option_is_refused_by_a_reader_that_does_not_know_it(key, monkeypatch):
    from scorepad.rules import matchfile

    rules = Rules(variant=VARIANT_FOR.get(key, "standard"), **{key: OFF_DEFAULT[key]})
    data = json.loads(json.dumps(match_to_dict(Match(PLAYERS, rules))))
    monkeypatch.setattr(matchfile, "KNOWN_NEEDS", KNOWN_NEEDS - {key})  # the reader of the version before
    monkeypatch.setattr(matchfile, "RULE_KEYS", tuple(k for k in RULE_KEYS if k != key))
    for strict in (True, False):
        match, problems = match_from_dict(data, strict=strict)
        assert match is None and [p.code for p in problems] == [P.NEEDS_NEWER] and key in problems[0].data["needs"]


def test_a_file_with_a_sun_hand_is_refused_by_a_reader_that_does_not_know_the_sun(monkeypatch):
    from scorepad.rules import matchfile

    data = json.loads(
        json.dumps(match_to_dict(Match(PLAYERS, Rules(sun=52, moon="plus"), 0, (Hand((26, 0, 0, 0), sun=True),))))
    )
    assert data["hands"] == [{"points": [26, 0, 0, 0], "sun": True}] and data["needs"] == ["sun"]
    monkeypatch.setattr(matchfile, "KNOWN_NEEDS", KNOWN_NEEDS - {"sun"})
    monkeypatch.setattr(matchfile, "RULE_KEYS", tuple(k for k in RULE_KEYS if k != "sun"))
    monkeypatch.setattr(matchfile, "HAND_KEYS", tuple(k for k in matchfile.HAND_KEYS if k != "sun"))
    match, problems = match_from_dict(data)
    assert match is None and [(p.code, p.data) for p in problems] == [(P.NEEDS_NEWER, {"needs": ["sun"]})]


def test_needs_name_only_the_options_the_variant_uses():
    assert needs_of(Rules(variant="papayoo")) == []
    assert needs_of(Rules(tie="shared", moon_jack="ignored", pass_cycle="keep")) == ["tie", "pass_cycle"]


@pytest.mark.parametrize("option", OPTIONS, ids=lambda o: o.key)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_option_has_its_texts_in_both_languages(option, lang):
    keys = [option.text_key("label"), option.text_key("help"), f"rule.{option.key}"]
    if option.kind == "choice":
        keys += [option.text_key("value", value) for value in option.values]
        keys += [option.text_key("about", value) for value in option.values]
    else:
        keys.append(option.text_key("about"))
    if option.house:
        keys.append(
            option.text_key("line", getattr(Rules(), option.key) if option.kind != "choice" else option.values[-1])
        )
    missing = [key for key in keys if key not in TEXT]
    assert missing == []
    assert all(t(key, lang) for key in keys if "{" not in TEXT[key][lang])


def test_every_option_of_the_registry_has_its_key_with_dashes_as_a_flag_of_new():
    from scorepad.cli import build_parser

    new = next(
        action
        for action in build_parser()._subparsers._group_actions[0].choices.values()
        if action.prog.endswith(" new")
    )
    flags = {flag for action in new._actions for flag in action.option_strings}
    assert {"--" + option.key.replace("_", "-") for option in OPTIONS} <= flags
