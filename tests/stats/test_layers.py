"""The statistics are pure: no UI, no storage library, no files; the Store is passed in by the caller."""

import ast
from pathlib import Path

import pytest

STATS = Path(__file__).resolve().parents[2] / "scorepad" / "stats"
FORBIDDEN = ("flet", "flet_charts", "tinydb", "scorepad.storage", "scorepad.ui", "scorepad.cli",
             "os", "pathlib", "shutil", "sqlite3", "socket", "subprocess", "tempfile", "time")


def imports_of(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            found.add(node.module or "")
    return found


@pytest.mark.parametrize("path", sorted(STATS.glob("*.py")), ids=lambda p: p.name)
def test_the_statistics_import_nothing_from_the_ui_or_storage_or_the_file_system(path):
    bad = {name for name in imports_of(path) for f in FORBIDDEN if name == f or name.startswith(f + ".")}
    assert not bad, f"{path.name} imports {bad}"


def test_the_statistics_call_no_open_or_print():
    for path in STATS.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        calls = {n.func.id for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
        assert not calls & {"open", "print", "input"}, path.name


def test_the_layer_test_sees_the_statistics_modules():
    assert len(list(STATS.glob("*.py"))) >= 7
