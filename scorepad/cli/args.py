"""Reading the command line: argparse without its usage block, every argument error one line in the user's language."""

from __future__ import annotations

import argparse
import re

from scorepad.i18n import language_from_env, normalise, t

# argparse's own messages (English) -> the catalogue key that says the same in the user's language.
MESSAGES = (
    (re.compile(r"unrecognized arguments: (?P<args>.+)"), "args.unrecognized"),
    (re.compile(r"the following arguments are required: (?P<options>.+)"), "args.required"),
    (re.compile(r"argument (?P<option>[^:]+): expected one argument"), "args.expected_one"),
    (re.compile(r"argument (?P<option>[^:]+): invalid choice: (?P<value>.+?) \(choose from (?P<choices>.+)\)"), "args.invalid_choice"),
    (re.compile(r"argument (?P<option>[^:]+): invalid \w+ value: (?P<value>.+)"), "args.not_number"),
    (re.compile(r"argument (?P<option>[^:]+): ignored explicit argument (?P<value>.+)"), "args.no_value"),
    (re.compile(r"argument (?P<option>[^:]+): not allowed with argument (?P<other>.+)"), "args.not_with"),
)
NEGATIVE = re.compile(r"-\d")


class ArgumentError(Exception):
    """An argument argparse refused; its English message is turned into the user's language by `text`."""

    def text(self, lang: str) -> str:
        message = str(self)
        for pattern, key in MESSAGES:
            found = pattern.fullmatch(message)
            if found:
                return t(key, lang, **found.groupdict())
        return t("args.other", lang, message=message)


class Parser(argparse.ArgumentParser):
    """An ArgumentParser that raises ArgumentError instead of printing its usage and exiting."""

    def error(self, message: str):
        raise ArgumentError(message)


def language_of(argv: list[str]) -> str:
    """The language asked for with --lang (before the command line is parsed), else the locale's."""
    for index, token in enumerate(argv):
        if token.startswith("--lang="):
            return normalise(token.split("=", 1)[1])
        if token == "--lang" and index + 1 < len(argv):
            return normalise(argv[index + 1])
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
