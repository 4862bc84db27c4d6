"""Statistics and exports, derived from the stored hands by the rules engine; pure (no UI, no storage library).

The Store is passed in where one is needed; see docs/statistics.md for what a screen calls.
"""

from scorepad.stats.cache import cached_facts, refresh, replay_facts
from scorepad.stats.export import match_file, match_file_text, scorecard_csv, scorecard_rows, summary_text
from scorepad.stats.facts import FACTS_VERSION, facts_from_card, match_facts
from scorepad.stats.ledger import INDEX, Ledger
from scorepad.stats.names import SETTINGS_KEY, clean_aliases, counts_as, merged_names, name_key, with_alias, without_alias
from scorepad.stats.overview import open_statistics, overview, save_aliases, store_aliases
from scorepad.stats.players import HeadToHead, Overview, PlayerStats, Span, head_to_head, leaderboard, player_stats
from scorepad.stats.running_totals import MoonMark, RunningTotals, running_totals

__all__ = [name for name in dir() if not name.startswith("_")]
