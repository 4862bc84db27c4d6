"""Run the real `scorepad` command, as a user would."""

import json
import os
import shutil
import subprocess
from dataclasses import dataclass

import pytest


@dataclass
class Result:
    code: int
    out: str
    err: str


@pytest.fixture
def scorepad(tmp_path):
    """Call the installed `scorepad` command with arguments; returns exit code, stdout and stderr."""
    command = shutil.which("scorepad")
    assert command, "the scorepad command is not installed (pip install -e .)"

    def run(*args, lang="en", env=None):
        environ = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG", "SCOREPAD_"))}
        environ.update({"LANG": "de_DE.UTF-8" if lang == "de" else "en_US.UTF-8", **(env or {})})
        done = subprocess.run([command, *map(str, args)], capture_output=True, text=True, env=environ, cwd=tmp_path, timeout=60)
        return Result(done.returncode, done.stdout, done.stderr)

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
