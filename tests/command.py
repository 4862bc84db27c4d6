"""The `scorepad` command for the tests. In this process by default: `scorepad.cli.main(argv)` with what a shell
gives a command (its environment, its working folder, UTF-8 standard streams that refuse what a terminal's
would), which is fast. As a real process only where a process is the point (exit codes through the entry
point, signals, bytes on the command line): the entry point pip installed beside this Python, never one looked
up on PATH."""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
import sysconfig
from dataclasses import dataclass
from pathlib import Path

from scorepad.cli import main

# a user's own language and Scorepad settings would change what the command says
CLEARED = ("LC_", "LANG", "SCOREPAD_", "FLET_APP_STORAGE_DATA")


@dataclass
class Result:
    code: int
    out: str
    err: str


def shell_env(lang: str = "en", env: dict | None = None) -> dict[str, str]:
    """This environment less the language and Scorepad's own variables, LANG set for `lang`, then `env`."""
    environ = {k: v for k, v in os.environ.items() if not k.startswith(CLEARED)}
    environ["LANG"] = "de_DE.UTF-8" if lang == "de" else "en_US.UTF-8"
    environ.update({k: str(v) for k, v in (env or {}).items()})
    return environ


def exit_code(code) -> int:
    """What a process's exit status would be for SystemExit(code)."""
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=sys.stderr)  # as Python does when a process exits with a message
    return 1


def in_process(*args, cwd: Path, lang: str = "en", env: dict | None = None) -> Result:
    """`scorepad ARGS` run by main() here, in `cwd`, with shell_env(lang, env); then all is as it was."""
    streams = (
        io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="strict", write_through=True),
        io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="backslashreplace", write_through=True),
    )
    saved_env, saved_cwd = dict(os.environ), os.getcwd()
    saved_streams, saved_term = (sys.stdin, sys.stdout, sys.stderr), signal.getsignal(signal.SIGTERM)
    os.environ.clear()
    os.environ.update(shell_env(lang, env))
    os.chdir(cwd)
    sys.stdin, (sys.stdout, sys.stderr) = io.TextIOWrapper(io.BytesIO(), encoding="utf-8"), streams
    try:
        try:
            code = main([str(arg) for arg in args])
        except SystemExit as exited:  # argparse's --help and --version
            code = exit_code(exited.code)
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved_streams
        signal.signal(signal.SIGTERM, saved_term)
        os.chdir(saved_cwd)
        os.environ.clear()
        os.environ.update(saved_env)
    out, err = (stream.buffer.getvalue().decode("utf-8") for stream in streams)
    return Result(code, out, err)


def entry_point() -> str:
    """The `scorepad` script pip installed with this Python (pip puts scripts in sysconfig's "scripts")."""
    script = Path(sysconfig.get_path("scripts")) / "scorepad"
    assert script.exists(), f"{script}: the scorepad command is not installed (pip install -e .)"
    return str(script)


def as_process(*args, cwd: Path, lang: str = "en", env: dict | None = None, timeout: float = 60) -> Result:
    """`scorepad ARGS` as a real process of the installed entry point, in `cwd`, with shell_env(lang, env)."""
    done = subprocess.run(
        [entry_point(), *map(str, args)],
        capture_output=True,
        text=True,
        env=shell_env(lang, env),
        cwd=cwd,
        timeout=timeout,
    )
    return Result(done.returncode, done.stdout, done.stderr)
