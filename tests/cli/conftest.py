"""The `scorepad` command as a user runs it: in this process by default (tests/command.py), as a real process
where only a process shows it (`scorepad_process`)."""

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # command.py (importlib mode adds no test folder)
from command import as_process, in_process  # noqa: E402


@pytest.fixture
def scorepad(tmp_path):
    """scorepad(*args, lang=, env=) -> exit code, stdout and stderr of the command, run in tmp_path."""

    def run(*args, lang="en", env=None):
        return in_process(*args, cwd=tmp_path, lang=lang, env=env)

    return run


@pytest.fixture
def scorepad_process(tmp_path):
    """As `scorepad`, but the installed entry point as a process of its own."""

    def run(*args, lang="en", env=None):
        return as_process(*args, cwd=tmp_path, lang=lang, env=env)

    return run


@pytest.fixture
def match_file(tmp_path):
    """Write match data (or raw text) to a real file and return its path."""
    count = iter(range(1000))

    def write(data, name=None):
        path = tmp_path / (name or f"match{next(count)}.json")
        path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
        return path

    return write
