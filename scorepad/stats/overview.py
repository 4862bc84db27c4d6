"""What the statistics screen opens with: everybody's figures, the leaderboard, and what can be filtered."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorepad.stats.groups import GROUPS_KEY, clean_groups
from scorepad.stats.ledger import Ledger
from scorepad.stats.names import SETTINGS_KEY, clean_aliases
from scorepad.stats.players import Overview, Span, leaderboard, player_stats


def overview(all_facts: Sequence[Mapping], aliases: Mapping[str, str] = {}, span: Span = Span()) -> Overview:
    """Aggregate facts into the statistics screen's data (pure)."""
    admitted = span.chooser(aliases)
    chosen = [f for f in all_facts if admitted(f)]
    stats = player_stats(chosen, aliases)
    created = [f["created"] for f in all_facts]
    return Overview(
        span=span,
        matches=len(chosen),
        finished=sum(1 for f in chosen if f["finished"]),
        players=stats,
        leaderboard=tuple(leaderboard(stats)),
        variants=tuple(sorted({f["variant"] for f in all_facts})),
        first=min(created, default=None),
        last=max(created, default=None),
    )


def store_aliases(store) -> dict[str, str]:
    """The alias map the app keeps in the Store's settings."""
    return clean_aliases(store.settings().get(SETTINGS_KEY))


def save_aliases(store, aliases: Mapping[str, str]) -> None:
    """Keep a changed alias map in the Store's settings (facts stay valid: they hold names as written)."""
    store.save_settings({SETTINGS_KEY: dict(aliases)})  # only this key: what another tab saved stays


def open_statistics(store, span: Span = Span()) -> Overview:
    """The statistics screen's data from a Store: the cached ledger brought up to date, with the saved aliases."""
    return Ledger.open(store).overview(store_aliases(store), span)


def store_groups(store) -> dict[str, list[str]]:
    """The groups the user named, kept in the Store's settings."""
    return clean_groups(store.settings().get(GROUPS_KEY))


def save_groups(store, groups: Mapping[str, list[str]]) -> None:
    """Keep the named groups (only this key of the settings)."""
    store.save_settings({GROUPS_KEY: {title: list(names) for title, names in groups.items()}})


def backup_of(store) -> list[dict]:
    """Every stored match as match files, then the statistics' names and groups if any were named: a backup."""
    from scorepad.stats.kept import backup_entry

    entry = backup_entry(store_aliases(store), store_groups(store))
    return [*store.export_all(), *([entry] if entry is not None else [])]


def restore_kept(store, entry) -> None:
    """A backup's names and groups joined to this device's (its own win where both named one alike)."""
    from scorepad.stats.kept import restored

    aliases, groups = restored(store_aliases(store), store_groups(store), entry)
    store.save_settings({SETTINGS_KEY: aliases, GROUPS_KEY: groups})
