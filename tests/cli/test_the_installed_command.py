"""The installed `scorepad` as a process of its own: what only a process shows (its exit status through the entry
point pip wrote, what it prints with nothing else in the process), and that it is the command the in-process
tests run: the same exit code and the same lines for the same arguments."""

import pytest

# arguments -> the exit status and the first words on stderr (none: it says nothing there)
CASES = [
    (("--version",), 0, None),
    (("frobnicate",), 2, "scorepad: 'frobnicate' is not a command;"),
    (("check", "nothere.json"), 1, "scorepad: nothere.json: no such file"),
    (("--lang", "de", "show", "nothere.json"), 1, "scorepad: nothere.json: Datei nicht gefunden"),
    (("--data-dir", "data", "new", "--players", "Anna,Ben"), 1, "scorepad: not saved: 2 players: Hearts needs 3 to 7"),
    (("--data-dir", "data", "list"), 0, None),
]


@pytest.mark.parametrize("args, code, said", CASES)
def test_the_installed_command_exits_as_documented_and_as_main_does(scorepad, scorepad_process, args, code, said):
    process, here = scorepad_process(*args), scorepad(*args)
    assert process.code == code and (process.err.startswith(said) if said else process.err == "")
    assert len(process.err.splitlines()) <= 1 and "Traceback" not in process.err
    assert (here.code, here.out, here.err) == (process.code, process.out, process.err)


def test_the_help_is_printed_whole_with_exit_0(scorepad_process):
    done = scorepad_process("--help")
    assert done.code == 0 and done.out.startswith("usage: scorepad") and done.err == ""
