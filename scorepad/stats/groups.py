"""The groups a user named (the Thursday table, the family): plain data kept in the Store's settings.

{group name: [player names]}; a group counts the matches whose every player is one of its names (players.Span).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from scorepad.rules import clean_name
from scorepad.stats.names import name_key

GROUPS_KEY = "stats.groups"  # where the app keeps the named groups in Store.settings()
SEPARATOR = "\n"  # between a group's names in a route (no name holds a line break)


def people_key(names: Iterable[str]) -> str:
    """The same people whatever the order, case and spelling: their name keys, sorted, one line each."""
    return SEPARATOR.join(sorted({name_key(name) for name in names if name.strip()}))


def clean_groups(data: object) -> dict[str, list[str]]:
    """The named groups from settings, keeping only names of text with at least one player's name each."""
    if not isinstance(data, Mapping):
        return {}
    groups: dict[str, list[str]] = {}
    for title, names in data.items():
        if not (isinstance(title, str) and title.strip() and isinstance(names, list)):
            continue
        people = unique(clean_name(n) for n in names if isinstance(n, str) and n.strip() and SEPARATOR not in n)
        if people:
            groups[clean_name(title)] = people
    return groups


def with_group(groups: Mapping[str, list[str]], title: str, names: Iterable[str]) -> dict[str, list[str]]:
    """Keep `names` as the group `title`: it replaces a group of that title (any case) or of the same people."""
    people = unique(clean_name(n) for n in names if n.strip())
    same = people_key(people)
    kept = {t: n for t, n in groups.items() if name_key(t) != name_key(title) and people_key(n) != same}
    return {**kept, clean_name(title): people}


def without_group(groups: Mapping[str, list[str]], title: str) -> dict[str, list[str]]:
    """Forget the group `title` (its matches stay, only the name goes)."""
    return {t: n for t, n in groups.items() if name_key(t) != name_key(title)}


def title_of(groups: Mapping[str, list[str]], names: Iterable[str]) -> str | None:
    """The title a user gave these people, if any."""
    wanted = people_key(names)
    return next((t for t, n in groups.items() if people_key(n) == wanted), None)


def unique(names: Iterable[str]) -> list[str]:
    """Each person once, as first written."""
    kept: dict[str, str] = {}
    for name in names:
        kept.setdefault(name_key(name), name)
    return list(kept.values())
