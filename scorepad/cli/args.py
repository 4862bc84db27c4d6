"""Reading the command line: argparse in the user's language (its help and every argument error, one line)."""

from __future__ import annotations

import argparse
import ast
import functools
import re

from scorepad.i18n import LANGUAGES, language_from_env, t
from scorepad.i18n.help_text import help_words

VALUE = r"""(?P<value>'.*'|".*")"""  # argparse shows a value as its repr
# argparse's own messages (English) -> the catalogue key that says the same in the user's language.
MESSAGES = (
    (re.compile(r"unrecognized arguments: (?P<args>.+)"), "args.unrecognized"),
    (re.compile(r"the following arguments are required: (?P<options>.+)"), "args.required"),
    (re.compile(r"one of the arguments (?P<options>.+) is required"), "args.one_of"),
    (re.compile(r"argument (?P<option>[^:]+): expected one argument"), "args.expected_one"),
    (re.compile(r"argument (?P<option>[^:]+): expected at least one argument"), "args.expected_some"),
    (
        re.compile(r"argument COMMAND: invalid choice: " + VALUE + r" \(choose from (?P<choices>.+)\)"),
        "args.no_command",
    ),
    (
        re.compile(r"argument (?P<option>[^:]+): invalid choice: " + VALUE + r" \(choose from (?P<choices>.+)\)"),
        "args.invalid_choice",
    ),
    (re.compile(r"argument (?P<option>[^:]+): invalid \w+ value: " + VALUE), "args.not_number"),
    (re.compile(r"argument (?P<option>[^:]+): ignored explicit argument " + VALUE), "args.no_value"),
    (re.compile(r"argument (?P<option>[^:]+): not allowed with argument (?P<other>.+)"), "args.not_with"),
    (re.compile(r"ambiguous option: (?P<option>\S+) could match (?P<options>.+)"), "args.ambiguous"),
)
NEGATIVE = re.compile(r"-\d")
QUOTED = re.compile(r"'([^']*)'")


class ArgumentError(Exception):
    """An argument argparse refused; its English message is turned into the user's language by `text`."""

    def text(self, lang: str) -> str:
        message = str(self)
        for pattern, key in MESSAGES:
            found = pattern.fullmatch(message)
            if found:
                return t(key, lang, **{name: _words(name, value, lang) for name, value in found.groupdict().items()})
        return t("args.other", lang, message=message)


def _words(name: str, value: str, lang: str) -> str:
    """A part of argparse's message as the user's line shows it: choices as a plain list, metavars translated."""
    if name == "value":
        return ast.literal_eval(value)  # argparse gives the value's repr
    if name == "choices":
        return ", ".join(QUOTED.findall(value))
    if name in ("option", "options", "other"):
        return ", ".join("/".join(help_words(word, lang) for word in part.split("/")) for part in value.split(", "))
    return value


class HelpFormatter(argparse.HelpFormatter):
    """argparse's help in the user's language: usage, section titles, description, each help and placeholder."""

    def __init__(self, prog, lang: str = "en", **kwargs):
        super().__init__(prog, **kwargs)
        self.lang = lang

    def add_usage(self, usage, actions, groups, prefix=None):
        super().add_usage(usage, actions, groups, prefix=help_words("usage: " if prefix is None else prefix, self.lang))

    def start_section(self, heading):
        super().start_section(help_words(heading, self.lang))

    def add_text(self, text):
        super().add_text(help_words(text, self.lang))

    def _get_help_string(self, action):  # the hook argparse's own ArgumentDefaultsHelpFormatter uses
        return help_words(action.help, self.lang)

    def _metavar_formatter(self, action, default_metavar):
        english = super()._metavar_formatter(action, default_metavar)
        return lambda size: tuple(help_words(word, self.lang) for word in english(size))


class Parser(argparse.ArgumentParser):
    """An ArgumentParser in `lang` that raises ArgumentError instead of printing its usage and exiting."""

    def __init__(self, *args, lang: str = "en", **kwargs):
        kwargs.setdefault("formatter_class", functools.partial(HelpFormatter, lang=lang))
        super().__init__(*args, **kwargs)
        self.lang = lang

    def add_subparsers(self, **kwargs):
        kwargs.setdefault("parser_class", functools.partial(Parser, lang=self.lang))
        return super().add_subparsers(**kwargs)

    def error(self, message: str):
        raise ArgumentError(message)


def language_of(argv: list[str]) -> str:
    """The language asked for with --lang (before the command line is parsed), else the locale's."""
    for index, token in enumerate(argv):
        asked = token.split("=", 1)[1] if token.startswith("--lang=") else None
        if token == "--lang" and index + 1 < len(argv):
            asked = argv[index + 1]
        if asked is not None:
            return asked if asked in LANGUAGES else language_from_env()  # an unknown one is refused in the locale's
    return language_from_env()


def negatives_joined(argv: list[str]) -> list[str]:
    """'--points -3,1,24,4' as '--points=-3,1,24,4', so the engine, not argparse, says what is wrong."""
    joined: list[str] = []
    for token in argv:
        previous = joined[-1] if joined else ""
        if NEGATIVE.match(token) and previous.startswith("--") and "=" not in previous:
            joined[-1] = f"{previous}={token}"
        else:
            joined.append(token)
    return joined
