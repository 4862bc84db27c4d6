"""The data commands (list, export, import; new and add are in play): the Store the app uses, one line per failure."""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path

from scorepad.cli import handover
from scorepad.cli.errors import CliError
from scorepad.cli.files import json_text, read_json
from scorepad.cli.stored import opened  # (play.py takes it from here too)
from scorepad.i18n import t, tn
from scorepad.i18n.storage_text import error_text
from scorepad.i18n.words import describe, names, shown


def register(commands) -> None:
    """Add list, export and import to the command line."""
    listing = commands.add_parser("list", help="list the stored matches, newest first")
    listing.add_argument("--json", action="store_true")
    listing.set_defaults(handler=run_list)
    export = commands.add_parser("export", help="print a stored match (or all of them) as JSON")
    export.add_argument("id", metavar="ID", nargs="?")
    export.add_argument("--all", action="store_true", help="every match, as a backup (JSON array)")
    export.add_argument("-o", "--output", metavar="FILE")
    export.add_argument("--csv", action="store_true", help="the scorecard as CSV for a spreadsheet (one match)")
    export.add_argument(
        "--story", action="store_true", help="with --csv: a column with each hand's story, and the hands taken back"
    )
    handover.add_options(export)
    export.set_defaults(handler=run_export)
    imports = commands.add_parser("import", help="store match files, backups or hand-over links")
    imports.add_argument("files", metavar="FILE|LINK", nargs="+")
    imports.set_defaults(handler=run_import)


def run_list(args, lang: str) -> int:
    """Every stored match, newest first: as lines, or as a JSON array."""
    with opened(args, lang) as store:
        summaries = store.summaries(0, max(store.count(), 1))
    if args.json:
        print(json_text([summary_json(s) for s in summaries]))
        return 0
    if not summaries:
        print(t("data.no_matches", lang))
    for s in summaries:
        if s.newer:
            print(
                f"{s.id}  {s.created[:16].replace('T', ' ')}  {' · '.join(shown(name) for name in s.players)}  "
                f"({t('data.newer', lang)})"
            )
            continue
        scores = " · ".join(f"{shown(name)} {total}" for name, total in zip(s.players, s.totals, strict=True))
        state = (
            t("data.finished", lang, names=names(s.winners, s.players, lang)) if s.finished else t("data.running", lang)
        )
        copy = f", {t('data.copy_of', lang, id=s.copy_of, hand=s.copy_hand or '—')}" if s.copy_of else ""
        print(
            f"{s.id}  {s.created[:16].replace('T', ' ')}  {scores}  "
            f"({tn('data.hands', lang, s.hands, hands=s.hands)}, {state}{copy})"
        )
    return 0


def summary_json(s) -> dict:
    """One match of `list --json`; one made with a newer Scorepad has no totals and names what it needs."""
    data = {
        "id": s.id,
        "players": list(s.players),
        "variant": s.variant,
        "totals": list(s.totals),
        "finished": s.finished,
        "winners": list(s.winners),
        "hands": s.hands,
        "created": s.created,
        "updated": s.updated,
    }
    if s.newer:
        data.update(totals=None, needs=list(s.needs))
    if s.copy_of:
        data["copy_of"] = {"id": s.copy_of, "hand": s.copy_hand}
    return data


def run_export(args, lang: str) -> int:
    """Print one match file, or every match as a backup array; -o writes it to a file instead."""
    if bool(args.id) == bool(args.all):
        raise CliError(t("data.export_target", lang))
    if args.csv and args.all:
        raise CliError(t("export.csv_all", lang))
    if args.story and not args.csv:
        raise CliError(t("export.story_without_csv", lang))
    with opened(args, lang) as store:
        if args.link or args.qr:
            return handover.run_link(args, store, lang)
        if args.csv:
            from scorepad.stats.export import scorecard_csv

            return written(scorecard_csv(store.get(args.id).match, lang, story=args.story), args.output, 1, lang)
        from scorepad.stats.export import match_file_text

        if not args.all:
            return written(match_file_text(store.export_match(args.id)).encode("utf-8"), args.output, 1, lang)
        from scorepad.storage.records import now

        at = now()  # before the matches are read: a change meanwhile counts as not in this backup
        from scorepad.stats import backup_of, is_entry

        data = backup_of(store)  # the statistics' names and groups last, as the app's backup has them
        count = sum(not is_entry(item) for item in data)
        done = written(match_file_text(data).encode("utf-8"), args.output, count, lang)
        noted(store, at)
    return done


def noted(store, at: str) -> None:
    """A backup of every match was written: the app's offer to back up counts from now (a data folder that
    cannot be written to keeps its old time; the backup itself was made)."""
    from scorepad.storage import StorageError
    from scorepad.storage.backups import note_backup

    with contextlib.suppress(StorageError):
        note_backup(store, at)


def written(data: bytes, output: str | None, count: int, lang: str) -> int:
    """Print what an export made (a CSV without its byte order mark), or write it to the file -o names."""
    if not output:
        text = data.decode("utf-8-sig")
        sys.stdout.write(text.replace("\r\n", "\n"))
        return 0
    from scorepad.storage import StorageError
    from scorepad.storage.files import write_atomic

    try:
        write_atomic(Path(output), data)
    except StorageError as error:
        raise CliError(error_text(error, lang)) from None
    print(tn("data.written", lang, count, path=shown(output), count=count), file=sys.stderr)
    return 0


def where(origin: list[tuple[str, int]], index: int) -> dict:
    """The file and the match's number in it of an import's item."""
    path, number = origin[index]
    return {"path": shown(path), "number": number}


def merge_reason(kept, lang: str) -> str:
    """Why a copy was kept beside a stored match, in words: where the two part."""
    return t(f"merge.{kept.reason}", lang, hand=kept.hand, id=kept.of)


def run_import(args, lang: str) -> int:
    """Store every valid match of the files in one write; report and skip the others; say which copies of
    stored matches were merged into them, brought nothing new, or disagree (kept beside as a match of their own)."""
    items, origin, failed = [], [], 0
    for path in args.files:
        try:
            data = handover.link_data(path, lang) if handover.is_link(path) else read_json(path, lang)
        except CliError as error:
            print(f"scorepad: {t('data.file_skipped', lang, text=error)}", file=sys.stderr)
            failed += 1
            continue
        batch = data if isinstance(data, list) else [data]
        items += batch
        origin += [(handover.label(path, lang), number) for number in range(1, len(batch) + 1)]
    from scorepad.stats import is_entry, restore_kept, split

    origin = [where for where, item in zip(origin, items, strict=True) if not is_entry(item)]
    items, kept = split(items)
    with opened(args, lang) as store:
        result = store.import_matches(items)
        for entry in kept:  # a backup's statistics' names and groups, joined to this data folder's
            restore_kept(store, entry)
    if kept:
        print(t("data.imported_kept", lang), file=sys.stderr)
    for index, problems in result.rejected:
        path, number = origin[index]
        players = items[index].get("players") if isinstance(items[index], dict) else ()
        players = players if isinstance(players, list) and all(isinstance(p, str) for p in players) else ()
        text = problems if isinstance(problems, str) else "; ".join(describe(p, lang, players) for p in problems)
        print(f"scorepad: {t('data.rejected', lang, path=shown(path), number=number, text=text)}", file=sys.stderr)
    for index, match_id in result.nothing_new:
        print(f"scorepad: {t('data.nothing_new', lang, **where(origin, index), id=match_id)}", file=sys.stderr)
    for index, match_id, before, after in result.merged:
        print(
            f"scorepad: {t('data.merged', lang, **where(origin, index), id=match_id, before=before, after=after)}",
            file=sys.stderr,
        )
    for kept in result.beside:
        why = merge_reason(kept, lang)
        print(f"scorepad: {t('data.beside', lang, **where(origin, kept.index), why=why, new=kept.id)}", file=sys.stderr)
    summary = tn(
        "data.imported",
        lang,
        len(result.stored),
        stored=len(result.stored),
        merged=len(result.merged),
        unchanged=len(result.unchanged),
        rejected=len(result.rejected),
    )
    print(summary + (", " + t("data.imported_beside", lang, beside=len(result.beside)) if result.beside else ""))
    return 1 if result.rejected or failed else 0
