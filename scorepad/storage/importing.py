"""Planning an import: each match validated by the engine, ids kept when free, all files for one write."""

from __future__ import annotations

from scorepad.rules import check_match_file, match_from_dict, match_to_dict, scorecard
from scorepad.storage import schema
from scorepad.storage.records import STORE_KEYS, StoredMatch, from_doc, is_id, new_id, now, parse_time, to_doc


def plan_import(store, items: list) -> tuple[object, dict[str, bytes]]:
    """The ImportResult and the files to write for `items` (match files v1, as read from JSON)."""
    from scorepad.storage.store import FOLDERS, ImportResult

    taken = set(store._ids(FOLDERS))
    result = ImportResult([], [])
    files: dict[str, bytes] = {}
    for index, item in enumerate(items if isinstance(items, list) else [items]):
        stored, card, problems = read_item(item)
        if problems:
            result.rejected.append((index, problems))
            continue
        if stored.id in taken and same_match(store, stored):
            result.unchanged.append(stored.id)
            continue
        if stored.id in taken or not is_id(stored.id):
            stored = StoredMatch(unused_id(stored.created, taken), stored.match, stored.created, stored.updated)
        taken.add(stored.id)
        doc = to_doc(stored, card)
        name, data = schema.match_file(doc, schema.folder_for(card.outcome.finished, False))
        files[name] = data
        result.stored.append(stored.id)
    return result, files


def read_item(item: object) -> tuple[StoredMatch | None, object, list]:
    """One match of an import as a StoredMatch (its id may still be taken) and its scorecard, or its problems."""
    data = {k: v for k, v in item.items() if k not in STORE_KEYS} if isinstance(item, dict) else item
    match, problems = match_from_dict(data)
    if match is None:
        return None, None, problems
    problems = check_match_file(match)
    if problems:
        return None, None, list(problems)
    card = scorecard(match)
    created = item.get("created") if parse_time(item.get("created")) else now()
    updated = item.get("updated") if parse_time(item.get("updated")) else created
    match_id = item.get("id") if is_id(item.get("id")) else new_id(created)
    return StoredMatch(match_id, match, created, max(created, updated)), card, []


def same_match(store, stored: StoredMatch) -> bool:
    """Whether the store already holds this very match under its id (importing a backup twice)."""
    doc = store._read_doc(stored.id)
    existing = from_doc(doc) if doc else None
    return existing is not None and match_to_dict(existing.match) == match_to_dict(stored.match)


def unused_id(created: str, taken: set[str]) -> str:
    while True:
        match_id = new_id(created)
        if match_id not in taken:
            return match_id
