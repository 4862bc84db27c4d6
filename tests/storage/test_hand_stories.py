"""Each hand's story as the Store keeps it: stamped on add, edit and undo, kept by export, backup and import,
refused whole by a Scorepad that does not know stories, and ignored by the statistics."""

import hashlib
import json
from datetime import datetime, timedelta, timezone

import pytest

from scorepad.rules import Hand, Rules, matchfile
from scorepad.rules.story import HandStory, Stamp
from scorepad.stats.facts import match_facts
from scorepad.storage import Store

PLAYERS = ["Anna", "Ben", "Carla", "Dan"]


def is_recent_utc(at: str) -> bool:
    moment = datetime.fromisoformat(at)
    return moment.utcoffset() == timedelta(0) and abs(datetime.now(timezone.utc) - moment) < timedelta(minutes=1)


@pytest.fixture
def store(tmp_path):
    return Store(tmp_path / "data")


def test_a_hand_added_is_stored_with_when_in_utc_and_who_entered_it(store, tmp_path):
    match_id = store.create(PLAYERS).id
    stored = store.add_hand(match_id, Hand((3, 1, 18, 4)), by="Carla (score link)")
    log = Store(tmp_path / "data").get(match_id).match.hands[0].story
    assert log == stored.match.hands[0].story and log.entered.by == "Carla (score link)" and log.changes == ()
    assert is_recent_utc(log.entered.at) and log.entered.at.endswith("+00:00")


def test_a_hand_edited_twice_keeps_both_hands_before_oldest_first(store, tmp_path):
    match_id = store.create(PLAYERS).id
    store.add_hand(match_id, Hand((13, 0, 13, 0)), by="this phone")
    store.replace_hand(match_id, 1, Hand((12, 1, 13, 0)), by="host")
    store.replace_hand(match_id, 1, Hand((12, 0, 14, 0)), by="Ben (score link)")
    hand = Store(tmp_path / "data").get(match_id).match.hands[0]
    assert hand.points == (12, 0, 14, 0) and hand.story.entered.by == "this phone"
    assert [(c.by, c.before.points) for c in hand.story.changes] == [("host", (13, 0, 13, 0)), ("Ben (score link)", (12, 1, 13, 0))]
    assert hand.story.entered.at <= hand.story.changes[0].at <= hand.story.changes[1].at


@pytest.mark.parametrize("rules, first, second, key, before", [
    (Rules(), Hand((0, 26, 0, 0), moon="plus"), Hand((0, 26, 0, 0), moon="minus"), "moon", "plus"),
    (Rules(variant="omnibus"), Hand((3, 1, 18, 4), jack=1), Hand((3, 1, 18, 4), jack=2), "jack", 1),
    (Rules(variant="papayoo"), Hand((40, 40, 24, 20, 20), suit="clubs"), Hand((40, 40, 24, 20, 20), suit="spades"), "suit", "clubs"),
])
def test_an_edit_keeps_the_moon_the_jack_and_the_suit_as_they_were(tmp_path, rules, first, second, key, before):
    store = Store(tmp_path / "data")
    players = PLAYERS + (["Eva"] if rules.variant == "papayoo" else [])
    match_id = store.create(players, rules).id
    store.add_hand(match_id, first, by="host")
    store.replace_hand(match_id, 1, second, by="host")
    data = Store(tmp_path / "data").export_match(match_id)
    assert data["hands"][0]["changes"][0]["before"][key] == before and data["hands"][0][key] == getattr(second, key)


def test_an_edit_that_changes_nothing_adds_no_change(store):
    match_id = store.create(PLAYERS).id
    store.add_hand(match_id, Hand((3, 1, 18, 4)), by="host")
    assert store.replace_hand(match_id, 1, Hand((3, 1, 18, 4)), by="host").match.hands[0].story.changes == ()


def test_a_hand_undone_stays_in_the_story_as_taken_back_and_counts_for_nothing(store, tmp_path):
    match_id = store.create(PLAYERS).id
    store.add_hand(match_id, Hand((3, 1, 18, 4)), by="host")
    store.add_hand(match_id, Hand((26, 0, 0, 0), moon="minus"), by="Carla (score link)")
    after = store.undo_hand(match_id, by="command line")
    again = Store(tmp_path / "data").get(match_id)
    assert again.card.totals == (3, 1, 18, 4) == after.card.totals and len(again.match.hands) == 1
    [gone] = again.match.taken_back
    assert (gone.number, gone.by, gone.hand.points, gone.hand.story.entered.by) == (2, "command line", (26, 0, 0, 0), "Carla (score link)")
    assert is_recent_utc(gone.at)
    store.add_hand(match_id, Hand((0, 0, 26, 0), moon="minus"), by="host")
    store.undo_hand(match_id, by="host")
    assert [g.hand.points for g in store.get(match_id).match.taken_back] == [(26, 0, 0, 0), (0, 0, 26, 0)]


def test_a_hand_put_back_is_the_same_hand_with_its_story_and_no_longer_taken_back(store, tmp_path):
    match_id = store.create(PLAYERS).id
    store.add_hand(match_id, Hand((13, 0, 13, 0)), by="Carla (score link)")
    store.replace_hand(match_id, 1, Hand((12, 1, 13, 0)), by="host")
    entered_log = store.get(match_id).match.hands[0].story
    store.take_back(match_id, 1, by="host")
    stored, hand = store.put_back(match_id, 1, by="Carla (score link)")
    again = Store(tmp_path / "data").get(match_id).match
    assert again.hands == (Hand((12, 1, 13, 0)),) and again.taken_back == () and hand == again.hands[0]
    log = again.hands[0].story
    assert (log.entered, log.changes) == (entered_log.entered, entered_log.changes)
    [back] = log.put_back
    assert back.by == "Carla (score link)" and back.taken.by == "host" and is_recent_utc(back.at)
    assert matchfile.match_to_dict(again)["needs"] == ["story", "put_back"]


@pytest.mark.parametrize("after_undo", ["a hand added", "put back already", "nothing taken back"])
def test_put_back_is_refused_when_there_is_nothing_to_put_back_and_writes_nothing(store, after_undo):
    from scorepad.storage import NothingToPutBack

    match_id = store.create(PLAYERS).id
    store.add_hand(match_id, Hand((13, 0, 13, 0)))
    if after_undo != "nothing taken back":
        store.undo_hand(match_id)
    if after_undo == "a hand added":
        store.add_hand(match_id, Hand((0, 13, 13, 0)))
    if after_undo == "put back already":
        store.put_back(match_id, 1)
    before = store.export_match(match_id)
    with pytest.raises(NothingToPutBack):
        store.put_back(match_id, 1)
    assert store.export_match(match_id) == before


def test_put_back_of_another_hand_than_the_one_seen_taken_back_is_refused(store):
    from scorepad.storage import NothingToPutBack

    match_id = store.create(PLAYERS).id
    for points in ((13, 0, 13, 0), (0, 13, 13, 0)):
        store.add_hand(match_id, Hand(points))
    store.undo_hand(match_id)
    store.undo_hand(match_id)
    with pytest.raises(NothingToPutBack):
        store.put_back(match_id, 2)  # a phone saw hand 2 taken back; meanwhile hand 1 was too
    assert store.put_back(match_id, 1)[1] == Hand((13, 0, 13, 0))


def test_an_older_file_imported_says_its_hands_have_no_story(store):
    old = {"format": "scorepad-match", "version": 1, "players": PLAYERS, "hands": [{"points": [3, 1, 18, 4]}]}
    result = store.import_matches([old])
    stored = store.get(result.stored[0])
    assert stored.match.hands[0].story is None and "entered" not in store.export_match(stored.id)["hands"][0]
    store.add_hand(stored.id, Hand((13, 0, 13, 0)), by="host")
    hands = store.get(stored.id).match.hands
    assert hands[0].story is None and hands[1].story.entered.by == "host"


def test_export_then_import_elsewhere_keeps_every_story(store, tmp_path):
    match_id = store.create(PLAYERS).id
    store.add_hand(match_id, Hand((13, 0, 13, 0)), by="this phone")
    store.replace_hand(match_id, 1, Hand((12, 1, 13, 0)), by="host")
    store.add_hand(match_id, Hand((26, 0, 0, 0), moon="minus"), by="host")
    store.undo_hand(match_id, by="host")
    backup = json.loads(json.dumps(store.export_all()))
    other = Store(tmp_path / "other")
    assert other.import_matches(backup).stored == [match_id]
    assert other.export_all() == backup
    assert other.get(match_id).match.hands[0].story == store.get(match_id).match.hands[0].story


def test_a_scorepad_that_does_not_know_stories_lists_the_match_as_newer_and_never_touches_it(store, tmp_path, monkeypatch):
    match_id = store.create(PLAYERS).id
    store.add_hand(match_id, Hand((13, 0, 13, 0)), by="host")
    root = tmp_path / "data"
    before = {p: hashlib.sha256(p.read_bytes()).digest() for p in root.rglob("*.json")}
    monkeypatch.setattr(matchfile, "KNOWN_NEEDS", matchfile.KNOWN_NEEDS - {"story"})
    older = Store(root)
    [summary] = older.summaries()
    assert summary.newer and summary.needs == ("story",) and summary.totals == ()
    assert older.export_all()[0]["hands"][0]["entered"]["by"] == "host"  # a backup made there keeps it whole
    assert {p: hashlib.sha256(p.read_bytes()).digest() for p in root.rglob("*.json")} == before
    assert not (root / "damaged").exists() or not any((root / "damaged").iterdir())


def test_the_statistics_of_a_match_do_not_depend_on_its_story(store):
    plain = store.import_matches([{"players": PLAYERS, "hands": [{"points": [12, 1, 13, 0]}]}]).stored[0]
    told = store.create(PLAYERS).id
    store.add_hand(told, Hand((13, 0, 13, 0)), by="host")
    store.replace_hand(told, 1, Hand((12, 1, 13, 0)), by="host")
    store.add_hand(told, Hand((26, 0, 0, 0), moon="minus"), by="host")
    store.undo_hand(told, by="host")
    facts = {match_id: match_facts(store.get(match_id)) for match_id in (plain, told)}
    drop = ("id", "created", "updated")
    assert {k: v for k, v in facts[plain].items() if k not in drop} == {k: v for k, v in facts[told].items() if k not in drop}


def test_a_label_given_to_the_store_is_kept_as_given(store):
    match_id = store.create(PLAYERS).id
    log = store.add_hand(match_id, Hand((3, 1, 18, 4)), by="Zoë (score link)").match.hands[0].story
    assert log == HandStory(Stamp(log.entered.at, "Zoë (score link)"))
