"""The statistics' own choices in a backup: the names that count as one person and the groups the user named.
They travel as one entry after the match files, and only when something was named: a backup without them is
match files alone, as before (and as older Scorepads read it). The hand-over carries none of it."""

from __future__ import annotations

from collections.abc import Mapping

from scorepad.stats.groups import clean_groups
from scorepad.stats.names import clean_aliases

KIND = "statistics"  # the entry's "scorepad" value: no match file has that key


def backup_entry(aliases: Mapping[str, str], groups: Mapping[str, list[str]]) -> dict | None:
    """The entry a backup ends with, or None when nothing was named."""
    if not aliases and not groups:
        return None
    return {"scorepad": KIND, "aliases": dict(aliases), "groups": {t: list(names) for t, names in groups.items()}}


def is_entry(item: object) -> bool:
    """Whether a backup's item is the statistics' entry (not a match file)."""
    return isinstance(item, dict) and item.get("scorepad") == KIND


def split(items: list) -> tuple[list, list[dict]]:
    """A backup's items as its match files (in their order) and its statistics' entries."""
    return [item for item in items if not is_entry(item)], [item for item in items if is_entry(item)]


def restored(
    aliases: Mapping[str, str], groups: Mapping[str, list[str]], entry: Mapping
) -> tuple[dict[str, str], dict[str, list[str]]]:
    """What a restore keeps: this device's names and groups, and the backup's where this device has none of that
    name (nothing of either is lost; a damaged entry gives what of it is sound)."""
    return {**clean_aliases(entry.get("aliases")), **aliases}, {**clean_groups(entry.get("groups")), **groups}
