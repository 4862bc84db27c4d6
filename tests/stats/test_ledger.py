"""The ledger over a real Store in a temporary folder: cached shards give the same figures as a full replay."""

import pytest
from stats_build import won_by

from scorepad.rules import Hand, Rules, match_to_dict
from scorepad.stats import (
    FACTS_VERSION,
    INDEX,
    Ledger,
    Span,
    group_of,
    match_facts,
    match_file,
    open_statistics,
    overview,
    player_stats,
    replay_facts,
    save_aliases,
    store_aliases,
    with_alias,
)
from scorepad.storage import Store

ABCD = ("Anna", "Ben", "Carla", "Dieter")
MONTHS = ("2025-01-10", "2025-03-15", "2025-06-20", "2025-09-25", "2026-01-05")


def item(match, day):
    created = f"{day}T20:00:00.000+00:00"
    return {**match_to_dict(match), "created": created, "updated": created}


@pytest.fixture
def store(tmp_path):
    """A Store with matches months apart (so in several shards): moons, omnibus, papayoo, case and spaces."""
    s = Store(tmp_path / "data")
    matches = [
        won_by(ABCD, 0),
        won_by(("anna ", "Ben", "Carla"), 1),
        won_by(("Benni", "Carla", "Eva"), 0),
        won_by(ABCD, 2),
    ]
    result = s.import_matches([item(m, day) for m, day in zip(matches, MONTHS, strict=False)])
    assert len(result.stored) == len(matches)
    papayoo = s.create(("Anna", "Ben", "Carla"), Rules("papayoo", rounds=1))
    s.add_hand(papayoo.id, Hand((48, 48, 48), suit="spades"))
    omnibus = s.create(ABCD, Rules("omnibus", target=100))
    s.add_hand(omnibus.id, Hand((0, 0, 13, 13), jack=0))
    running = s.create(ABCD, Rules())
    s.add_hand(running.id, Hand((0, 26, 0, 0), moon="minus"))  # the most recent unfinished match
    return s


def replayed(store, aliases=None, span=Span()):
    return overview(replay_facts(store.matches()), aliases or {}, span)


def same(a, b):
    assert (a.matches, a.finished, a.variants, a.first, a.last) == (b.matches, b.finished, b.variants, b.first, b.last)
    assert a.players == b.players
    assert [s.key for s in a.leaderboard] == [s.key for s in b.leaderboard]


def test_the_ledger_gives_the_same_figures_as_replaying_every_match(store):
    ledger = Ledger.open(store)
    assert len(ledger.shards) >= 4
    same(ledger.overview(), replayed(store))
    same(Ledger.open(store).overview(), replayed(store))  # warm: from the cached index


@pytest.mark.parametrize(
    "span",
    [
        Span(variant="standard"),
        Span(variant="papayoo"),
        Span(since="2025-03-15"),
        Span(since="2025-03", until="2025-09-25"),
        Span(until="2025-01-09"),
        Span(variant="standard", since="2025-06-20T20:00"),
    ],
)
def test_a_span_gives_the_same_figures_as_replaying(store, span):
    Ledger.open(store)
    same(Ledger.open(store).overview(span=span), replayed(store, span=span))


@pytest.mark.parametrize("alias", [("Benni", "Ben"), ("eva", "Anna"), ("Anna", "Annie")])
def test_aliases_give_the_same_figures_as_replaying_even_when_they_join_two_seats(store, alias):
    aliases = with_alias({}, *alias)
    Ledger.open(store)
    same(Ledger.open(store).overview(aliases), replayed(store, aliases))


@pytest.mark.parametrize(
    ("group", "alias"),
    [
        (ABCD, None),
        (("dieter", "carla", "ben", "anna"), None),
        (("Anna", "Ben", "Carla"), None),
        (("Ben", "Carla", "Eva"), ("Benni", "Ben")),
        (("Anna", "Ben", "Carla", "Eva"), ("Benni", "Ben")),
        (("Anna", "Carla", "Eva"), ("Benni", "Anna")),  # joins two seats of the first two matches
        (("Nobody", "Anna"), None),
    ],
)
def test_a_group_gives_the_same_figures_as_replaying_with_and_without_a_span(store, group, alias):
    aliases = with_alias({}, *alias) if alias else {}
    Ledger.open(store)
    for span in (Span(group=group_of(group)), Span("standard", "2025-03", None, group_of(group))):
        same(Ledger.open(store).overview(aliases, span), replayed(store, aliases, span))


def test_a_new_hand_a_new_match_an_undo_and_a_delete_show_on_the_next_open(store):
    Ledger.open(store)
    running = store.unfinished()
    store.add_hand(running.id, Hand((13, 13, 0, 0)))
    store.create(("Zoe", "Ben", "Carla"), Rules())
    store.delete(store.summaries(0, 100)[-1].id)
    same(Ledger.open(store).overview(), replayed(store))
    store.undo_hand(running.id)
    same(Ledger.open(store).overview(), replayed(store))
    assert Ledger.open(store).overview().players["zoe"].matches == 1


def test_only_the_shard_with_a_change_is_replayed(store):
    Ledger.open(store)
    assert Ledger.open(store).loaded == {}  # nothing changed: no shard's facts were read
    running = store.unfinished()
    store.add_hand(running.id, Hand((13, 13, 0, 0)))
    ledger = Ledger.open(store)
    assert list(ledger.loaded) == [running.id[:3]]
    assert sorted(ledger.loaded[running.id[:3]]) == sorted(ledger.groups[running.id[:3]])


def test_a_group_reads_only_the_shards_where_one_of_its_tables_played(store):
    Ledger.open(store)
    ledger = Ledger.open(store)
    view = ledger.overview(span=Span(group=group_of(("Benni", "Carla", "Eva", "Zoe"))))
    (benni,) = [s.id for s in store.summaries(0, 100) if "Benni" in s.players]
    assert view.matches == 1 and list(ledger.loaded) == [benni[:3]]


def test_an_index_without_the_tables_is_summed_again_without_replaying_a_match(store):
    Ledger.open(store)
    index = store.load_cache(INDEX)
    for summary in index["shards"].values():
        del summary["tables"]
    store.save_cache(INDEX, index)
    ledger = Ledger.unopened(store)
    assert list(ledger.catching_up()) == []  # the facts were cached: nothing replayed
    group = Span(group=group_of(ABCD))
    same(ledger.overview(span=group), replayed(store, span=group))


def test_a_damaged_or_missing_cache_is_rebuilt(store):
    expected = Ledger.open(store).overview()
    store.save_cache(INDEX, "junk")
    same(Ledger.open(store).overview(), expected)
    for shard in Ledger.open(store).shards:
        store.save_cache(f"stats.facts.{shard}", {"v": FACTS_VERSION, "facts": [], "stamps": 3})
    ledger = Ledger.open(store)
    assert len(ledger.facts()) == store.count()
    same(ledger.overview(span=Span(since="2025-02")), replayed(store, span=Span(since="2025-02")))


def test_head_to_head_and_one_player_come_from_the_ledger(store):
    ledger = Ledger.open(store)
    h = ledger.head_to_head("Anna", "ben")
    assert (h.matches, h.finished) == (6, 4)  # Benni is not Ben without an alias
    h = ledger.head_to_head("Anna", "ben", span=Span(group=group_of(("Anna", "Ben", "Carla"))))
    assert (h.matches, h.finished) == (2, 2)  # of the three alone
    assert ledger.player(" ANNA ").matches == player_stats(replay_facts(store.matches()))["anna"].matches


def test_the_statistics_screen_uses_the_aliases_kept_in_the_settings(store):
    save_aliases(store, with_alias({}, "Benni", "Ben"))
    assert store_aliases(store) == {
        "Benni": "Ben"
    }  # as spelled; older versions read it the same (keys folded on reading)
    assert "benni" not in open_statistics(store).players
    assert open_statistics(store, Span(variant="papayoo")).matches == 1


def test_match_facts_and_the_match_file_come_from_the_stored_match(store):
    stored = store.unfinished()
    facts = match_facts(stored)
    assert (facts["id"], facts["created"], facts["moons"]) == (stored.id, stored.created, [[1, "minus"]])
    assert match_file(stored) == store.export_match(stored.id)


def test_a_matchs_change_token_changes_when_it_is_written_and_only_then(store):
    before = store.versions()
    assert set(before) == {s.id for s in store.summaries(0, 100)}
    running = store.unfinished()
    assert store.versions() == before
    store.add_hand(running.id, Hand((13, 13, 0, 0)))
    store.undo_hand(running.id)
    store.undo_hand(running.id)
    store.add_hand(running.id, Hand((0, 26, 0, 0), moon="minus"))  # the same match again, written 4 times
    after = store.versions()
    assert {k for k in before if after.get(k) != before[k]} == {running.id}
    store.delete(running.id)
    assert running.id not in store.versions()


def test_a_kept_ledger_catches_up_with_new_hands_new_matches_and_deletions(store):
    ledger = Ledger.open(store)
    assert ledger.refresh() is False
    running = store.unfinished()
    store.add_hand(running.id, Hand((13, 13, 0, 0)))
    store.create(("Zoe", "Ben", "Carla"), Rules())
    assert ledger.refresh() is True
    same(ledger.overview(), replayed(store))
    store.delete(running.id)
    ledger.refresh()
    same(ledger.overview(), replayed(store))
    assert len(ledger.facts()) == store.count()
    same(Ledger.open(store).overview(), replayed(store))  # what it saved is what a new open reads


def test_catching_up_step_by_step_yields_once_per_replayed_match_and_ends_as_a_full_refresh(store):
    ledger = Ledger.unopened(store)
    steps = list(ledger.catching_up())
    assert steps == list(range(1, store.count() + 1))  # a cold start replays every match, one step each
    same(ledger.overview(), replayed(store))
    assert list(Ledger.unopened(store).catching_up()) == []  # warm: nothing to replay


def test_a_full_disk_during_the_first_count_costs_only_the_caches(store, monkeypatch, caplog):
    import errno
    import os

    matches_before = {p.name: p.read_bytes() for p in store.root.glob("*/*.json") if p.parent.name != "cache"}
    real = os.write

    def full(fd, data):
        if fd > 2:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(fd, data)

    monkeypatch.setattr(os, "write", full)
    with caplog.at_level("WARNING", logger="scorepad.storage"):
        ledger = Ledger.open(store)  # the first count: every cache write fails
    monkeypatch.undo()
    same(ledger.overview(), replayed(store))
    assert not list((store.root / "cache").iterdir()) and "was not saved (disk_full" in caplog.text
    assert {p.name: p.read_bytes() for p in store.root.glob("*/*.json") if p.parent.name != "cache"} == matches_before
    same(Ledger.open(store).overview(), replayed(store))  # with room again the caches are made
    assert store.load_cache(INDEX) is not None
