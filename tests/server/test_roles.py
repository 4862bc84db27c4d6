"""The Store as each link may use it: every Store method × role, allowed or refused, nothing written when refused."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from scorepad.i18n.storage_text import error_text
from scorepad.rules import Hand, Match, match_to_dict
from scorepad.seating import HOST, SCORE, WATCH, SharedTable
from scorepad.server.roles import TableStore, store_for, store_methods
from scorepad.storage import StorageError, Store

PLAYERS = ("Anna", "Ben", "Carla", "Dan")
HAND = Hand((13, 6, 4, 3))
OTHER_HAND = Hand((2, 13, 8, 3))
OK, NO = True, False

# method, which match it is called on, then allowed for host, score, watch
TABLE = [
    ("get", "shared", OK, OK, OK),
    ("get", "other", OK, NO, NO),
    ("export_match", "shared", OK, OK, OK),
    ("export_match", "other", OK, NO, NO),
    ("add_hand", "shared", OK, OK, NO),
    ("add_hand", "other", OK, NO, NO),
    ("replace_hand", "shared", OK, OK, NO),
    ("replace_hand", "other", OK, NO, NO),
    ("undo_hand", "shared", OK, OK, NO),
    ("undo_hand", "other", OK, NO, NO),
    ("take_back", "shared", OK, OK, NO),
    ("take_back", "other", OK, NO, NO),
    ("put_back", "shared", OK, OK, NO),
    ("put_back", "other", OK, NO, NO),
    ("delete", "shared", OK, NO, NO),
    ("delete", "other", OK, NO, NO),
    ("restore", "other", OK, NO, NO),
    ("create", None, OK, NO, NO),
    ("summaries", None, OK, NO, NO),
    ("count", None, OK, NO, NO),
    ("versions", None, OK, NO, NO),
    ("unfinished", None, OK, NO, NO),
    ("first_created", None, OK, NO, NO),
    ("changed_since", None, OK, NO, NO),
    ("matches", None, OK, NO, NO),
    ("export_all", None, OK, NO, NO),
    ("import_matches", None, OK, NO, NO),
    ("settings", None, OK, NO, NO),
    ("save_settings", None, OK, NO, NO),
    ("recent_names", None, OK, NO, NO),
    ("load_cache", None, OK, NO, NO),
    ("save_cache", None, OK, NO, NO),
    ("close", None, OK, OK, OK),
]
CASES = [(method, target, role, allowed)
         for method, target, *verdicts in TABLE for role, allowed in zip((HOST, SCORE, WATCH), verdicts)]


def arguments(method: str, match_id: str | None) -> tuple:
    """Sensible arguments for each Store method (the match, a valid hand, a match file, a setting)."""
    return {
        "add_hand": (match_id, OTHER_HAND), "replace_hand": (match_id, 1, OTHER_HAND), "take_back": (match_id, 1),
        "create": (PLAYERS,),
        "import_matches": ([match_to_dict(Match(("Eva", "Fred", "Gus")))],), "save_settings": ({"theme": "dark"},),
        "load_cache": ("stats",), "save_cache": ("stats", {"seen": 1}), "changed_since": ("2026-11-30T20:00:00.000+00:00",),
    }.get(method, (match_id,) if match_id else ())


def on_disk(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.fixture
def table_store(tmp_path):
    """A real Store with the shared match (one hand played, one taken back) and another match; the table
    shares the first."""
    store = Store(tmp_path / "data")
    shared = store.add_hand(store.create(PLAYERS).id, HAND).id
    other = store.add_hand(store.create(("Eva", "Fred", "Gus", "Hal")).id, HAND).id
    for match_id in (shared, other):  # a hand taken back: there is one to put back
        store.undo_hand(store.add_hand(match_id, OTHER_HAND).id)
    return store, SharedTable(shared), {"shared": shared, "other": other, None: None}


@pytest.mark.parametrize("method, target, role, allowed", CASES, ids=[f"{m}-{t}-{r}" for m, t, r, _ in CASES])
def test_each_store_method_is_allowed_or_refused_for_each_role(table_store, method, target, role, allowed):
    store, table, ids = table_store
    facade = store_for(role, table, store, who="s1")
    before = on_disk(store.root)
    call = getattr(facade, method)
    if allowed:
        result = call(*arguments(method, ids[target]))
        if method == "matches":
            list(result)
        return
    with pytest.raises(StorageError) as refused:
        call(*arguments(method, ids[target]))
    assert refused.value.code == "forbidden" and refused.value.data == {"action": method, "role": role}
    assert on_disk(store.root) == before


def test_the_table_decides_every_store_method():
    assert sorted({row[0] for row in TABLE}) == sorted(store_methods())


def test_the_host_gets_the_store_itself_and_the_others_a_facade(table_store):
    store, table, _ = table_store
    assert store_for(HOST, table, store) is store
    assert isinstance(store_for(WATCH, table, store), TableStore)
    with pytest.raises(ValueError):
        store_for("admin", table, store)


def test_an_allowed_hand_write_reaches_the_store(table_store):
    store, table, ids = table_store
    store_for(SCORE, table, store).add_hand(ids["shared"], OTHER_HAND)
    assert len(store.get(ids["shared"]).match.hands) == 2


def test_nothing_shared_means_nothing_readable(table_store):
    store, _, ids = table_store
    watcher = store_for(WATCH, SharedTable(), store)
    with pytest.raises(StorageError, match="forbidden"):
        watcher.get(ids["shared"])


def test_after_a_rematch_the_links_follow_the_new_match_and_leave_the_old(table_store):
    store, table, ids = table_store
    scorer = store_for(SCORE, table, store)
    rematch = store.create(PLAYERS).id
    heard = []
    table.follow(heard.append)
    table.share(rematch)
    assert heard == [rematch]
    assert scorer.add_hand(rematch, HAND).id == rematch
    with pytest.raises(StorageError):
        scorer.add_hand(ids["shared"], HAND)
    with pytest.raises(StorageError):
        scorer.get(match_id=ids["shared"])


def test_a_refusal_is_logged_with_the_session_and_what_was_tried(table_store, caplog):
    store, table, ids = table_store
    with caplog.at_level(logging.WARNING, logger="scorepad.server.roles"), pytest.raises(StorageError):
        store_for(WATCH, table, store, who="abc123").undo_hand(ids["shared"])
    assert "abc123" in caplog.text and "watch" in caplog.text and f"undo_hand('{ids['shared']}')" in caplog.text


def test_the_facade_hands_out_neither_the_data_folder_nor_the_stores_inner_parts(table_store):
    store, table, _ = table_store
    facade = store_for(SCORE, table, store)
    for name in ("root", "_write", "_lock", "_read", "no_such_method"):
        with pytest.raises(AttributeError):
            getattr(facade, name)


def test_a_refusal_reads_as_one_line_in_english_and_german():
    error = StorageError("forbidden", action="export_all", role="watch")
    english, german = error_text(error, "en"), error_text(error, "de")
    assert english.startswith("not allowed with this link") and german.startswith("mit diesem Link nicht erlaubt")
    assert "\n" not in english + german and "export_all" not in english


SECRET_PATH = "/home/host/.local/share/scorepad/matches/0mx4.json"
# what the Store may raise with a path of the server's in it (code, data), as a phone would be told
WITH_PATHS = [
    ("disk_full", {"path": SECRET_PATH}),
    ("locked", {"path": SECRET_PATH}),
    ("io", {"path": SECRET_PATH, "reason": "Too many open files"}),
    ("io", {"path": SECRET_PATH, "reason": f"[Errno 5] Input/output error: '{SECRET_PATH}'"}),
    ("read_only", {"path": SECRET_PATH}),
    ("too_new", {"path": SECRET_PATH, "schema": 9, "supported": 3}),
]


@pytest.mark.parametrize("code, data", WITH_PATHS, ids=[f"{c}-{i}" for i, (c, _) in enumerate(WITH_PATHS)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_what_the_store_reports_reaches_a_phone_without_the_servers_paths(table_store, monkeypatch, code, data, lang):
    store, table, ids = table_store

    def fails(*args, **kwargs):
        raise StorageError(code, **data)

    monkeypatch.setattr(store, "add_hand", fails)
    with pytest.raises(StorageError) as told:
        store_for(SCORE, table, store).add_hand(ids["shared"], OTHER_HAND)
    text = error_text(told.value, lang)
    assert told.value.code == f"{code}.shared" and "/home" not in text and "0mx4" not in text and "/" not in text
    assert text != error_text(StorageError("io", path="?", reason=told.value.code), lang)  # words of its own
    with pytest.raises(StorageError) as host_told:
        store_for(HOST, table, store).add_hand(ids["shared"], OTHER_HAND)
    assert SECRET_PATH in error_text(host_told.value, lang)  # the host is told where


def test_a_full_disk_keeps_its_meaning_on_a_phone(table_store, monkeypatch):
    import errno

    from scorepad.storage.errors import from_os_error

    store, table, ids = table_store
    monkeypatch.setattr(store, "add_hand", lambda *a: (_ for _ in ()).throw(
        from_os_error(OSError(errno.ENOSPC, "No space left on device"), SECRET_PATH)))
    with pytest.raises(StorageError) as told:
        store_for(SCORE, table, store).add_hand(ids["shared"], OTHER_HAND)
    assert error_text(told.value, "en") == ("the disk of the scorer's computer is full: nothing was saved and the "
                                            "stored data is unchanged")


def test_once_its_link_is_renewed_a_facade_refuses_everything_and_says_so_in_the_log(table_store, caplog):
    store, table, ids = table_store
    valid = [True]
    scorer = store_for(SCORE, table, store, who="old1", valid=lambda: valid[0])
    scorer.add_hand(ids["shared"], OTHER_HAND)
    valid[0] = False
    before = on_disk(store.root)
    with caplog.at_level(logging.WARNING, logger="scorepad.server.roles"):
        for call in (lambda: scorer.undo_hand(ids["shared"]), lambda: scorer.get(ids["shared"])):
            with pytest.raises(StorageError, match="forbidden"):
                call()
    assert on_disk(store.root) == before
    assert "refused: session old1 (score link, renewed) tried undo_hand(" in caplog.text
