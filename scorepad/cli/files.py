"""`scorepad check FILE` and `scorepad show FILE [--json]`: a match file read, checked and shown."""

from __future__ import annotations

import json
from pathlib import Path

from scorepad.cli import render
from scorepad.cli.errors import CliError
from scorepad.i18n import t, tn
from scorepad.i18n.words import describe, shown
from scorepad.rules import Match, check_match_file, match_from_dict, scorecard
from scorepad.rules.matchfile import json_int


def register(commands) -> None:
    """Add check and show to the command line."""
    check = commands.add_parser("check", help="check a match file; one line per problem")
    check.add_argument("file", metavar="FILE")
    check.set_defaults(handler=run_check)
    show = commands.add_parser("show", help="show a match file's scorecard")
    show.add_argument("file", metavar="FILE")
    show.add_argument("--json", action="store_true", help="print the scorecard as JSON")
    show.set_defaults(handler=run_show)


def read_json(path: str, lang: str) -> object:
    """The JSON data in `path`, or a CliError that says in words why it can't be read."""
    try:
        text = Path(path).read_bytes().decode("utf-8-sig")
    except FileNotFoundError:
        raise CliError(t("cli.file_missing", lang, path=shown(path))) from None
    except UnicodeDecodeError:
        raise CliError(t("cli.not_text", lang, path=path)) from None
    except OSError as error:
        raise CliError(t("cli.file_unreadable", lang, path=path, reason=error.strerror or error)) from None
    try:
        return json.loads(text, parse_int=json_int)
    except json.JSONDecodeError as error:
        raise CliError(t("cli.not_json", lang, path=path, line=error.lineno, column=error.colno, reason=error.msg)) from None
    except RecursionError:
        raise CliError(t("cli.not_json", lang, path=path, line=1, column=1, reason="nested too deeply")) from None


def problems_of(data: object, lang: str) -> tuple[Match | None, list[str]]:
    """The match in `data` and its problems as lines of text."""
    match, found = match_from_dict(data)
    if match is None:
        players = data.get("players") if isinstance(data, dict) else None
        names = players if isinstance(players, list) and all(isinstance(p, str) for p in players) else []
        return None, [describe(p, lang, names) for p in found]
    return match, [describe(p, lang, match.players) for p in check_match_file(match)]


def run_check(args, lang: str) -> int:
    """Exit 0 for a valid match file, else one line per problem and exit 1."""
    match, lines = problems_of(read_json(args.file, lang), lang)
    for line in lines:
        print(line)
    if lines:
        return 1
    print(tn("cli.valid", lang, len(match.hands), path=shown(args.file), hands=len(match.hands)))
    return 0


def run_show(args, lang: str) -> int:
    """Print the scorecard of a valid match file, as a table or as JSON."""
    match, lines = problems_of(read_json(args.file, lang), lang)
    if lines:
        raise CliError("\n".join(t("cli.invalid", lang, path=shown(args.file), text=line) for line in lines))
    card = scorecard(match)
    if args.json:
        print(json_text(render.scorecard_json(card)))
    else:
        print(render.scorecard_table(card, lang))
    return 0


def json_text(data: object) -> str:
    """JSON for a terminal: readable letters, hidden characters as \\u escapes (the same data)."""
    return "\n".join(shown(line) for line in json.dumps(data, ensure_ascii=False, indent=2).split("\n"))
