"""Invariants of the statistics over random valid match sets (hypothesis)."""

import tempfile
from datetime import datetime, timedelta, timezone
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from tiers import examples
from stats_build import NAMES, fact_sets, matches

from scorepad.rules import match_to_dict, scorecard
from scorepad.stats import (
    Ledger, Span, counts_as, head_to_head, leaderboard, running_totals, overview, player_stats, replay_facts, with_alias,
)
from scorepad.stats.players import stats_from_rows
from scorepad.stats.tally import merge_rows, tally
from scorepad.storage import Store

SETTINGS = settings(max_examples=examples(60), deadline=None)


def sums(found):
    return tuple(sum(getattr(s, field) for s in found.values())
                 for field in ("matches", "finished", "hands", "points", "moons", "most", "most_shared", "wins"))


@SETTINGS
@given(fact_sets())
def test_wins_across_players_are_at_least_the_finished_matches(set_):
    found = player_stats(set_)
    finished = sum(1 for f in set_ if f["finished"])
    assert sum(s.wins for s in found.values()) >= finished
    assert sum(s.wins - s.shared_wins for s in found.values()) <= finished


@SETTINGS
@given(fact_sets())
def test_the_players_points_add_up_to_the_engines_totals(set_):
    found = player_stats(set_)
    assert sum(s.points for s in found.values()) == sum(sum(f["totals"]) for f in set_)
    assert sum(s.matches for s in found.values()) == sum(len(f["players"]) for f in set_)


@SETTINGS
@given(fact_sets(), st.sampled_from(NAMES), st.sampled_from(NAMES + ("Zoe",)))
def test_merging_names_never_changes_the_totals(set_, name, target):
    assert sums(player_stats(set_, with_alias({}, name, target))) == sums(player_stats(set_))


@SETTINGS
@given(fact_sets())
def test_rates_and_extremes_stay_in_range(set_):
    for s in player_stats(set_).values():
        assert s.win_rate is None or 0 <= s.win_rate <= 1
        assert s.wins <= s.finished <= s.matches
        assert s.moons == s.moons_minus + s.moons_plus
        assert (s.best is None) == (s.worst is None) == (s.finished == 0)
        assert s.best is None or s.best <= s.worst


@SETTINGS
@given(fact_sets(), st.sampled_from(["standard", "omnibus", "papayoo"]), st.sampled_from(["2026-02-10", "2026-02-20"]))
def test_a_filter_and_its_complement_split_the_matches(set_, variant, day):
    whole = sums(player_stats(set_))
    for span, rest in ((Span(variant=variant), lambda f: f["variant"] != variant), (Span(until=day), lambda f: f["created"][:10] > day)):
        part = sums(player_stats(set_, span=span))
        other = sums(player_stats([f for f in set_ if rest(f)]))
        assert tuple(a + b for a, b in zip(part, other)) == whole


@SETTINGS
@given(fact_sets())
def test_the_leaderboard_is_ordered_by_wins(set_):
    board = leaderboard(player_stats(set_))
    assert [s.wins for s in board] == sorted((s.wins for s in board), reverse=True)


@SETTINGS
@given(fact_sets(), st.sampled_from(NAMES), st.sampled_from(NAMES))
def test_head_to_head_is_symmetric(set_, a, b):
    ab, ba = head_to_head(set_, a, b), head_to_head(set_, b, a)
    assert (ab.matches, ab.a_ahead, ab.b_ahead, ab.a_wins, ab.level) == (ba.matches, ba.b_ahead, ba.a_ahead, ba.b_wins, ba.level)
    assert ab.a_ahead + ab.b_ahead + ab.level == ab.finished <= ab.matches


@SETTINGS
@given(matches())
def test_the_story_ends_at_the_engines_totals_and_marks_every_moon(match):
    card, story = scorecard(match), running_totals(match)
    assert tuple(line[-1] for line in story.series) == card.totals
    assert len(story.moons) == sum(1 for r in card.results if r.score.moon)
    assert all(len(line) == len(card.results) + 1 for line in story.series)


@SETTINGS
@given(fact_sets(), st.sampled_from(NAMES), st.sampled_from(NAMES + ("Zoe",)), st.integers(1, 4))
def test_sums_kept_per_name_and_shard_add_up_to_the_same_figures_under_aliases(set_, name, target, shards):
    aliases = with_alias({}, name, target)
    joined = any(len({counts_as(p, aliases).casefold() for p in f["players"]}) < len(f["players"]) for f in set_)
    parts = [set_[i::shards] for i in range(shards)]
    rows = [item for part in parts for item in tally(part).items()]
    merged = stats_from_rows(merge_rows(rows, aliases))
    if not joined:
        assert merged == player_stats(set_, aliases)
    assert stats_from_rows(merge_rows(rows, {})) == player_stats(set_)


@settings(max_examples=examples(15), deadline=None)
@given(st.lists(st.tuples(matches(), st.integers(0, 400)), min_size=1, max_size=8),
       st.sampled_from(NAMES), st.sampled_from(NAMES + ("Zoe",)),
       st.sampled_from([Span(), Span(variant="standard"), Span(since="2025-03"), Span(until="2025-06-15"),
                        Span(variant="papayoo", since="2025-02-01", until="2025-10")]))
def test_the_ledger_over_a_real_store_gives_the_figures_of_a_full_replay(games, name, target, span):
    with tempfile.TemporaryDirectory() as folder:
        store = Store(Path(folder))
        items = []
        for match, day in games:
            created = (datetime(2025, 1, 1, 20, tzinfo=timezone.utc) + timedelta(days=day)).isoformat(timespec="milliseconds")
            items.append({**match_to_dict(match), "created": created, "updated": created})
        assert len(store.import_matches(items).stored) == len(items)
        aliases = with_alias({}, name, target)
        Ledger.open(store)
        cached = Ledger.open(store).overview(aliases, span)
        replayed = overview(replay_facts(store.matches()), aliases, span)
        assert (cached.matches, cached.finished, cached.players) == (replayed.matches, replayed.finished, replayed.players)
        assert cached.leaderboard == replayed.leaderboard
