"""Statistics and exports, derived from the stored hands by the rules engine; pure (no UI, no storage library).

The Store is passed in where one is needed; see docs/statistics.md for what a screen calls.
"""

from scorepad.stats.cache import cached_facts, refresh, replay_facts
from scorepad.stats.export import match_file, match_file_text, scorecard_csv, scorecard_rows, summary_text
from scorepad.stats.facts import FACTS_VERSION, facts_from_card, match_facts
from scorepad.stats.groups import GROUPS_KEY, clean_groups, people_key, title_of, with_group, without_group
from scorepad.stats.kept import is_entry, split
from scorepad.stats.ledger import INDEX, Ledger
from scorepad.stats.names import (
    SETTINGS_KEY,
    clean_aliases,
    counts_as,
    merged_names,
    name_key,
    with_alias,
    without_alias,
)
from scorepad.stats.overview import (
    backup_of,
    open_statistics,
    overview,
    restore_kept,
    save_aliases,
    save_groups,
    store_aliases,
    store_groups,
)
from scorepad.stats.players import (
    HeadToHead,
    Overview,
    PlayerStats,
    Span,
    group_of,
    head_to_head,
    leaderboard,
    player_stats,
)
from scorepad.stats.running_totals import MoonMark, RunningTotals, running_totals

__all__ = [
    "backup_of",
    "is_entry",
    "restore_kept",
    "split",
    "FACTS_VERSION",
    "GROUPS_KEY",
    "clean_groups",
    "people_key",
    "save_groups",
    "store_groups",
    "title_of",
    "with_group",
    "without_group",
    "INDEX",
    "SETTINGS_KEY",
    "cached_facts",
    "clean_aliases",
    "counts_as",
    "facts_from_card",
    "group_of",
    "head_to_head",
    "HeadToHead",
    "leaderboard",
    "Ledger",
    "match_facts",
    "match_file",
    "match_file_text",
    "merged_names",
    "MoonMark",
    "name_key",
    "open_statistics",
    "overview",
    "Overview",
    "player_stats",
    "PlayerStats",
    "refresh",
    "replay_facts",
    "running_totals",
    "RunningTotals",
    "save_aliases",
    "scorecard_csv",
    "scorecard_rows",
    "Span",
    "store_aliases",
    "summary_text",
    "with_alias",
    "without_alias",
]
