"""The `scorepad` command: thin; it parses, calls the engine and storage, and prints.

Nothing here imports flet or tinydb at module level, so the non-UI commands start fast.
"""

from __future__ import annotations

import argparse
import sys

from scorepad import __version__
from scorepad.cli import data, edits, files, play, standings
from scorepad.cli import publish as publish_command
from scorepad.cli.args import ArgumentError, Parser, language_of, negatives_joined
from scorepad.cli.errors import CliError
from scorepad.i18n import LANGUAGES, t

__all__ = ["build_parser", "main"]


def build_parser(lang: str = "en") -> argparse.ArgumentParser:
    """The command line: the app by default, or one of the subcommands; its help in `lang`."""
    parser = Parser(prog="scorepad", description="The Hearts score pad (Punkteblock).", lang=lang)
    parser.add_argument("--version", action="version", version=f"scorepad {__version__}")
    parser.add_argument("--lang", choices=LANGUAGES, help="language of messages (default: from the locale)")
    parser.add_argument("--data-dir", metavar="DIR", help="where matches are stored (or SCOREPAD_DATA_DIR)")
    parser.add_argument("--web", action="store_true", help="serve the app to browsers instead of opening a window")
    parser.add_argument("--host", default=None, help="address to serve on (default 127.0.0.1; 0.0.0.0 for the network)")
    parser.add_argument("--port", type=int, default=None, help="port to serve on (from 1 to 65535; default 8550)")
    parser.add_argument(
        "--site", metavar="URL", help="the published site's address, for hand-over links (kept in the settings)"
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    files.register(commands)
    play.register(commands)
    edits.register(commands)
    data.register(commands)
    standings.register(commands)
    publish_command.register(commands)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command line; every failure is one line on stderr and a non-zero exit."""
    argv = list(sys.argv[1:] if argv is None else argv)
    lang = language_of(argv)
    try:
        args = build_parser(lang).parse_args(negatives_joined(argv))
    except ArgumentError as error:
        print(f"scorepad: {error.text(lang)}", file=sys.stderr)
        return 2
    try:
        if args.command is None:
            from scorepad.cli.app import run_app

            return run_app(args, lang)
        return args.handler(args, lang)
    except CliError as error:
        print(f"scorepad: {error}", file=sys.stderr)
        return error.exit_code
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except Exception as error:  # the user sees one line, never a traceback
        print(f"scorepad: {t('cli.unexpected', lang, error=f'{type(error).__name__}: {error}')}", file=sys.stderr)
        return 70
