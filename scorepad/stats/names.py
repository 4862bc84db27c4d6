"""Players across matches: one person per name, ignoring case, surrounding spaces and Unicode spelling, with aliases.

The alias map is plain data ({a name: the name it counts as}) the app keeps in the Store's settings. A
merged name is kept as it was spelled ("Benni", shown as such); a name that counts as itself (a new
spelling of a person's own name) is keyed by its name key. Lookups ignore the keys' case, so maps that
older versions wrote (every key in lower case) read the same. The map is kept flat (no chains), so every
lookup is one step and no rename can make a loop.
"""

from __future__ import annotations

from collections.abc import Mapping

from scorepad.rules import clean_name
from scorepad.rules import name_key as _name_key

SETTINGS_KEY = "stats.aliases"  # where the app keeps the alias map in Store.settings()


def name_key(name: str) -> str:
    """The same person whatever the case, surrounding spaces and Unicode spelling: ' Anna ' is 'anna'."""
    return _name_key(name)


def counts_as(name: str, aliases: Mapping[str, str]) -> str:
    """The name `name` counts as: its alias when it has one (followed to the end), else itself trimmed."""
    folded = _folded(aliases)
    seen = set()
    current = clean_name(name)
    while name_key(current) in folded and name_key(current) not in seen:
        seen.add(name_key(current))
        current = clean_name(folded[name_key(current)])
    return current


def with_alias(aliases: Mapping[str, str], name: str, target: str) -> dict[str, str]:
    """Rename `name` to `target`, or merge it into the person `target` already is: it counts as target from now on."""
    shown = counts_as(name, aliases)
    person = name_key(shown)
    final = counts_as(target, aliases)
    if name_key(final) == person:
        final = clean_name(target)  # a new name or spelling for the same person
    result = {}
    for key, value in aliases.items():
        canonical = counts_as(value, aliases)
        result[key] = final if name_key(canonical) == person else canonical
    _put(result, shown, final)
    _put(result, clean_name(name), final)
    if name_key(final) in _folded(result):
        _put(result, name_key(final), final)  # the target is a person of its own: only its spelling is kept
    return result


def without_alias(aliases: Mapping[str, str], name: str) -> dict[str, str]:
    """Undo a rename or merge: `name` counts as itself again."""
    return {key: value for key, value in aliases.items() if name_key(key) != name_key(name)}


def merged_names(aliases: Mapping[str, str], person: str) -> list[str]:
    """The names merged into the person with key `person`, as they were spelled (not the person's own name)."""
    return sorted(
        (
            key
            for key, value in aliases.items()
            if name_key(counts_as(value, aliases)) == person and name_key(key) != person
        ),
        key=name_key,
    )


def clean_aliases(data: object) -> dict[str, str]:
    """The alias map from settings, keeping only text-to-text entries (a damaged map loses nothing else)."""
    if not isinstance(data, Mapping):
        return {}
    result: dict[str, str] = {}
    for key, value in data.items():
        if isinstance(key, str) and isinstance(value, str) and value.strip() and key.strip():
            _put(result, clean_name(key), clean_name(value))
    return result


def match_keys(players: list[str], aliases: Mapping[str, str]) -> tuple[list[str], list[str]]:
    """Each seat's person (key) and shown name; a merge never joins two seats of one match."""
    names = [counts_as(p, aliases) for p in players]
    keys = [name_key(n) for n in names]
    if len(set(keys)) < len(keys):
        names = [clean_name(p) for p in players]
        keys = [name_key(n) for n in names]
    return keys, names


def _folded(aliases: Mapping[str, str]) -> dict[str, str]:
    """The map keyed by name key (the last of two keys that differ only in case wins)."""
    return {name_key(key): value for key, value in aliases.items()}


def _put(aliases: dict[str, str], key: str, value: str) -> None:
    """Set `key` to `value`, replacing an entry whose key differs only in case or spelling."""
    for old in [k for k in aliases if name_key(k) == name_key(key)]:
        del aliases[old]
    aliases[key] = value
