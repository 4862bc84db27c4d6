"""Flet behind one wall: its private names (a control's `_i`, a component's `_b`, the page's `_dialogs`,
`_context_page`, `patch_dataclass`, any attribute of Flet's that starts with "_") appear only in
scorepad/server/flet_asgi.py and tests/ui/ui_harness.py, so that a Flet upgrade is checked in those two files.
A crafted message may name them as text (that is what a client sends); code may not reach for them."""

import ast
from functools import cache
from pathlib import Path

import flet
import flet_web
import pytest

ROOT = Path(__file__).resolve().parents[1]
WALL = {ROOT / "scorepad" / "server" / "flet_asgi.py", ROOT / "tests" / "ui" / "ui_harness.py"}
OURS = [path for folder in ("scorepad", "tests", "benchmarks") for path in sorted((ROOT / folder).rglob("*.py"))]
INTERNAL = {"patch_dataclass"}  # public in its module, but how Flet changes a control behind its own back


def defined_private(tree: ast.AST) -> set[str]:
    """The names starting with "_" a module defines: its own, its classes' (name-mangled `__x` as `_Class__x`),
    and the attributes it sets on `self`."""
    found = set()
    for node in ast.walk(tree):
        names = []
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.append(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.append(node.id)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            names.append(node.attr)
        found |= {n for n in names if n.startswith("_") and not n.endswith("__")}
        if isinstance(node, ast.ClassDef):
            mangled = {n for n in defined_private(ast.Module(body=node.body, type_ignores=[])) if n.startswith("__")}
            found |= {f"_{node.name.lstrip('_')}{n}" for n in mangled}
    return found


@cache
def flet_private() -> frozenset[str]:
    """Flet's private names that Scorepad does not define for itself (its own `_lock`, say)."""
    theirs = set()
    for package in (flet, flet_web):
        for path in Path(package.__file__).parent.rglob("*.py"):
            theirs |= defined_private(ast.parse(path.read_text(encoding="utf-8")))
    ours = set().union(*(defined_private(ast.parse(path.read_text(encoding="utf-8"))) for path in OURS))
    return frozenset(theirs - ours)


def reaches(source: str) -> list[str]:
    """Where `source` uses a private name of Flet's: an attribute, or a name imported from a flet module."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr in flet_private():
            found.append(f"line {node.lineno}: .{node.attr}")
        elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in ("flet", "flet_web"):
            found += [
                f"line {node.lineno}: import {a.name}"
                for a in node.names
                if a.name in INTERNAL or (a.name.startswith("_") and not a.name.startswith("__"))
            ]
    return found


@pytest.mark.slow
def test_the_wall_sees_flets_private_names_where_they_are_used():
    assert {"_i", "_b", "_dialogs", "_context_page", "_Page__session"} <= flet_private()
    sample = (
        "from flet.controls.context import _context_page\nfrom flet.utils.object_model import patch_dataclass\n"
        "page._dialogs.controls\nsession.dispatch_event(control._i, 'click')\nstore._lock\n"
    )
    assert reaches(sample) == [
        "line 1: import _context_page",
        "line 2: import patch_dataclass",
        "line 3: ._dialogs",
        "line 4: ._i",
    ]


@pytest.mark.parametrize("path", [p for p in OURS if p not in WALL], ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_module_outside_the_wall_reaches_into_flet(path):
    assert reaches(path.read_text(encoding="utf-8")) == []


def test_the_wall_is_where_the_reaching_is():
    assert all(reaches(path.read_text(encoding="utf-8")) for path in WALL)
