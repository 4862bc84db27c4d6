"""`scorepad check FILE|ID` and `scorepad show FILE|ID [--json]`: a match file, a backup or a stored match
read, checked and shown, by the same reader as `import`."""

from __future__ import annotations

import json
from pathlib import Path

from scorepad.cli import render
from scorepad.cli.errors import CliError
from scorepad.cli.stored import opened
from scorepad.i18n import t, tn
from scorepad.i18n.os_text import os_reason
from scorepad.i18n.words import describe, shown
from scorepad.rules import Match, scorecard
from scorepad.rules import problems as P
from scorepad.rules.limits import load_json
from scorepad.rules.matchfile import match_from_dict, read_match_file


def register(commands) -> None:
    """Add check and show to the command line."""
    check = commands.add_parser(
        "check", help="check a match file, a backup or a stored match (by its id); one line per problem"
    )
    check.add_argument("file", metavar="FILE|ID")  # or a hand-over link
    check.set_defaults(handler=run_check)
    show = commands.add_parser("show", help="show the scorecard of a match file or a stored match (by its id)")
    show.add_argument("file", metavar="FILE|ID")
    show.add_argument("--json", action="store_true", help="print the scorecard as JSON")
    show.add_argument(
        "--story", action="store_true", help="print each hand's story: who entered it, who changed it, when"
    )
    show.set_defaults(handler=run_show)


def read_json(path: str, lang: str) -> object:
    """The JSON data in `path`, or a CliError that says in words why it can't be read (the input limits of
    every reader: scorepad.rules.limits)."""
    try:
        raw = Path(path).read_bytes()
    except FileNotFoundError:
        raise CliError(t("cli.file_missing", lang, path=shown(path))) from None
    except OSError as error:
        reason = os_reason(error.errno, lang, error.strerror or str(error))  # the system's English text: the log's
        raise CliError(t("cli.file_unreadable", lang, path=shown(path), reason=reason)) from None
    data, problems = load_json(raw)
    if problems:
        raise CliError(unreadable(problems[0], path, lang))
    return data


def unreadable(problem, path: str, lang: str) -> str:
    """One line for a file that is no JSON text."""
    if problem.code == P.NOT_TEXT:
        return t("cli.not_text", lang, path=shown(path))
    if problem.code == P.NOT_JSON:
        return t("cli.not_json", lang, path=shown(path), **problem.data)
    return t("cli.invalid", lang, path=shown(path), text=describe(problem, lang))


def source(name: str, args, lang: str) -> tuple[str, object, bool]:
    """What `check` and `show` read: the data of a file, or the match file of a stored match with this id
    (and whether it is one). The Store (and TinyDB) is opened only when there is no such file; neither
    gives one line with a hint."""
    if Path(name).exists():
        return shown(name), read_json(name, lang), False
    from scorepad.cli import handover

    if handover.is_link(name):
        return handover.label(name, lang), handover.link_data(name, lang), False
    from scorepad.storage import NotFound, default_data_dir
    from scorepad.storage.records import is_id

    if not is_id(name):
        raise CliError(t("cli.no_such_file", lang, path=shown(name)))
    if default_data_dir(args.data_dir).is_dir():
        with opened(args, lang) as store:
            try:
                return name, store.export_match(name), True
            except NotFound:  # neither a file nor a stored match: the line below
                pass
    raise CliError(t("cli.no_file_or_match", lang, path=name))


def problems_of(data: object, lang: str) -> tuple[Match | None, list[str]]:
    """The match in `data` and its problems as lines of text (read as `import` reads it)."""
    match, found = read_match_file(data)
    if match is None:
        players = data.get("players") if isinstance(data, dict) else None
        names = players if isinstance(players, list) and all(isinstance(p, str) for p in players) else []
        return None, [describe(p, lang, names) for p in found]
    return match, []


def run_check(args, lang: str) -> int:
    """Exit 0 for a valid match file (each match of a backup valid), else one line per problem and exit 1."""
    label, data, _ = source(args.file, args, lang)
    if not isinstance(data, list):
        return check_one(label, data, lang, prefix=False)
    if not data:
        raise CliError(t("cli.no_matches_in_file", lang, path=label))
    failed = 0
    for number, item in enumerate(data, start=1):
        match_id = item.get("id") if isinstance(item, dict) and isinstance(item.get("id"), str) else None
        where = t("cli.in_backup", lang, path=label, number=number) + (f" ({shown(match_id)})" if match_id else "")
        failed += check_one(where, item, lang, prefix=True)
    return 1 if failed else 0


def check_one(label: str, data: object, lang: str, prefix: bool) -> int:
    """Print one match's problems (after `label` when `prefix`) or that it is valid; 1 when it is not."""
    match, lines = problems_of(data, lang)
    for line in lines:
        print(t("cli.invalid", lang, path=label, text=line) if prefix else line)
    if lines:
        return 1
    print(tn("cli.valid", lang, len(match.hands), path=label, hands=len(match.hands)))
    return 0


def run_show(args, lang: str) -> int:
    """Print the scorecard of a valid match file, or of a stored match as it is stored, as a table or as JSON."""
    label, data, stored = source(args.file, args, lang)
    if isinstance(data, list):
        raise CliError(t("cli.show_backup", lang, path=label, count=len(data)))
    match, lines = (match_from_dict(data, strict=False)[0], []) if stored else problems_of(data, lang)
    if match is None and not lines:  # stored, but made with a newer Scorepad: said as `check` says it
        match, lines = problems_of(data, lang)
    if lines:
        raise CliError("\n".join(t("cli.invalid", lang, path=label, text=line) for line in lines))
    card = scorecard(match)
    if args.json:
        print(json_text(render.scorecard_json(card)))
    elif args.story:
        print("\n".join([render.title(card, lang), ""] + render.story_lines(card, lang)))
    else:
        print(render.scorecard_table(card, lang))
    return 0


def json_text(data: object) -> str:
    """JSON for a terminal: readable letters, hidden characters as \\u escapes (the same data)."""
    return "\n".join(shown(line) for line in json.dumps(data, ensure_ascii=False, indent=2).split("\n"))
