"""The command line in the user's language: argparse's help (usage, sections, every option) and its errors."""

import argparse

import pytest

from scorepad.cli import build_parser
from scorepad.i18n.help_text import has_words


def parsers(parser):
    """The parser and every command's parser."""
    yield parser
    for action in parser._actions:  # argparse keeps its commands here; no public way to list them
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                yield from parsers(sub)


def help_texts(parser):
    """Every English help text the user can read in `--help`: descriptions, commands, options."""
    for each in parsers(parser):
        if each.description:
            yield each.description
        for action in each._actions:
            if action.help and action.help != argparse.SUPPRESS:
                yield action.help
            for choice in getattr(action, "_choices_actions", ()):
                yield choice.help


def test_every_help_text_of_every_command_has_its_german_words():
    assert [text for text in help_texts(build_parser()) if not has_words(text)] == []


@pytest.mark.parametrize("args", [("--help",), ("new", "--help"), ("add", "--help"), ("publish", "--help")])
def test_help_in_german_has_no_english_left(scorepad, args):
    english, german = scorepad(*args, lang="en"), scorepad(*args, lang="de")
    assert english.code == german.code == 0
    assert german.out.startswith("Aufruf: scorepad") and "Optionen:" in german.out
    left = [text for text in help_texts(build_parser()) if text in german.out.replace("\n", " ")]
    assert left == [] and "usage" not in german.out and "show this help" not in german.out


def test_scorepads_german_help_names_its_sections_and_options(scorepad):
    out = scorepad("--help", lang="de").out
    assert "Argumente:\n  BEFEHL\n" in out and "--data-dir ORDNER" in out
    assert "diese Hilfe zeigen und beenden" in out and "die Versionsnummer zeigen und beenden" in out
    assert "new              eine Partie beginnen; gibt ihre Kennung aus" in out


# arguments argparse refuses -> the English and the German line
ERRORS = [
    (
        ("frobnicate",),
        (
            "'frobnicate' is not a command; the commands: check, show, new, add, edit, undo, redo, list, export, "
            "import, stats, publish (scorepad --help says more)"
        ),
        (
            "„frobnicate“ ist kein Befehl; die Befehle: check, show, new, add, edit, undo, redo, list, export, "
            "import, stats, publish (scorepad --help sagt mehr)"
        ),
    ),
    (("--lang", "fr"), None, "--lang: „fr“ geht nicht; möglich sind de, en"),
    (
        ("new", "--p", "x"),
        "--p is short for more than one option: --players, --pass-order, --pass-cycle",
        "--p ist die Abkürzung mehrerer Optionen: --players, --pass-order, --pass-cycle",
    ),
    (("add",), "missing: ID, --points", "es fehlt: KENNUNG, --points"),
    (("import",), "missing: FILE|LINK", "es fehlt: DATEI|LINK"),
    (
        ("add", "x", "--points", "1", "--moon", "it's"),
        "--moon: 'it's' is not possible; choose from minus, plus",
        "--moon: „it's“ geht nicht; möglich sind minus, plus",
    ),
    (("--web=yes",), "--web takes no value ('yes')", "--web nimmt keinen Wert („yes“)"),
]


@pytest.mark.parametrize("args, english, german", ERRORS)
def test_an_argument_error_is_one_line_in_english_or_german(scorepad, args, english, german):
    for lang, line in (("en", english), ("de", german)):
        if line is None:
            continue
        result = scorepad(*args, lang=lang)
        assert (result.code, result.err, result.out) == (2, f"scorepad: {line}\n", "")


@pytest.mark.parametrize(
    "env, line",
    [
        ({"LANGUAGE": "de", "LANG": "en_US.UTF-8"}, "scorepad: „frobnicate“ ist kein Befehl"),
        ({"LANGUAGE": "en:de", "LANG": "de_DE.UTF-8"}, "scorepad: 'frobnicate' is not a command"),
        ({"LC_ALL": "de_AT.UTF-8", "LANG": "en_US.UTF-8"}, "scorepad: „frobnicate“ ist kein Befehl"),
    ],
)
def test_the_command_speaks_the_language_of_the_locale_in_gettexts_order(scorepad, env, line):
    assert scorepad("frobnicate", env=env).err.startswith(line)


def test_a_system_error_reads_in_german_without_the_systems_english(scorepad, tmp_path):
    in_the_way = tmp_path / "matches"
    in_the_way.write_text("a file where the data folder should be")
    result = scorepad("--data-dir", in_the_way, "list", lang="de")
    assert (result.code, result.err) == (
        1,
        f"scorepad: {in_the_way} kann nicht gelesen oder geschrieben werden: etwas mit diesem Namen gibt es schon\n",
    )
