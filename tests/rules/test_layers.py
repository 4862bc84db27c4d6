"""The rules engine stands alone: it imports nothing from the other layers or from I/O libraries."""

import ast
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parents[2] / "scorepad" / "rules"
FORBIDDEN = ("flet", "flet_charts", "tinydb", "scorepad.storage", "scorepad.ui", "scorepad.cli", "scorepad.i18n",
             "os", "io", "json", "pathlib", "shutil", "sqlite3", "socket", "subprocess", "tempfile", "open")


def imports_of(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            found.add(node.module or "")
    return found


@pytest.mark.parametrize("path", sorted(ENGINE.glob("*.py")), ids=lambda p: p.name)
def test_the_rules_engine_imports_nothing_from_other_layers(path):
    bad = {name for name in imports_of(path) for f in FORBIDDEN if name == f or name.startswith(f + ".")}
    assert not bad, f"{path.name} imports {bad}"


def test_the_rules_engine_calls_no_open_or_print():
    for path in ENGINE.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        calls = {n.func.id for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
        assert not calls & {"open", "print", "input"}, path.name


def test_the_layer_test_sees_the_engine_modules():
    assert len(list(ENGINE.glob("*.py"))) >= 8
