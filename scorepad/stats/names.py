"""Players across matches: one person per name, ignoring case and surrounding spaces, with aliases.

The alias map is plain data ({name key: the name it counts as}) the app keeps in the Store's settings.
It is kept flat (no chains), so every lookup is one step and no rename can make a loop.
"""

from __future__ import annotations

from collections.abc import Mapping

SETTINGS_KEY = "stats.aliases"  # where the app keeps the alias map in Store.settings()


def name_key(name: str) -> str:
    """The same person whatever the case and surrounding spaces: ' Anna ' is 'anna'."""
    return name.strip().casefold()


def counts_as(name: str, aliases: Mapping[str, str]) -> str:
    """The name `name` counts as: its alias when it has one (followed to the end), else itself trimmed."""
    seen = set()
    current = name.strip()
    while name_key(current) in aliases and name_key(current) not in seen:
        seen.add(name_key(current))
        current = aliases[name_key(current)].strip()
    return current


def with_alias(aliases: Mapping[str, str], name: str, target: str) -> dict[str, str]:
    """Rename `name` to `target`, or merge it into the person `target` already is: it counts as target from now on."""
    person = name_key(counts_as(name, aliases))
    final = counts_as(target, aliases)
    if name_key(final) == person:
        final = target.strip()  # a new name or spelling for the same person
    result = {}
    for key, value in aliases.items():
        canonical = counts_as(value, aliases)
        result[key] = final if name_key(canonical) == person else canonical
    result[person] = final
    result[name_key(name)] = final
    if name_key(final) in result:
        result[name_key(final)] = final  # the target is a person of its own: only its spelling is kept
    return result


def without_alias(aliases: Mapping[str, str], name: str) -> dict[str, str]:
    """Undo a rename or merge: `name` counts as itself again."""
    return {key: value for key, value in aliases.items() if key != name_key(name)}


def clean_aliases(data: object) -> dict[str, str]:
    """The alias map from settings, keeping only text-to-text entries (a damaged map loses nothing else)."""
    if not isinstance(data, Mapping):
        return {}
    return {name_key(k): v.strip() for k, v in data.items() if isinstance(k, str) and isinstance(v, str) and v.strip()}


def match_keys(players: list[str], aliases: Mapping[str, str]) -> tuple[list[str], list[str]]:
    """Each seat's person (key) and shown name; a merge never joins two seats of one match."""
    names = [counts_as(p, aliases) for p in players]
    keys = [name_key(n) for n in names]
    if len(set(keys)) < len(keys):
        names = [p.strip() for p in players]
        keys = [name_key(n) for n in names]
    return keys, names
