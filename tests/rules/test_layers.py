"""The pure layers stand alone: the rules engine and the statistics import nothing from the UI, the
storage, the command line or the file system; the engine has no translated text either."""

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "scorepad"
OTHER_LAYERS = ("flet", "flet_charts", "tinydb", "scorepad.storage", "scorepad.ui", "scorepad.cli")
FILES = ("os", "pathlib", "shutil", "sqlite3", "socket", "subprocess", "tempfile")
# layer -> (its folder, what it must not import, how many modules it has at least)
PURE_LAYERS = {
    "rules": (PACKAGE / "rules", OTHER_LAYERS + FILES + ("io", "json", "scorepad.i18n", "scorepad.stats"), 8),
    "stats": (PACKAGE / "stats", OTHER_LAYERS + FILES + ("time",), 7),  # io/json only to build export text
}
MODULES = [(layer, path) for layer, (folder, _, _) in PURE_LAYERS.items() for path in sorted(folder.glob("*.py"))]


def imports_of(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            found.add(node.module or "")
    return found


@pytest.mark.parametrize("layer, path", MODULES, ids=lambda v: getattr(v, "name", v))
def test_a_pure_layer_imports_nothing_from_the_other_layers_or_the_file_system(layer, path):
    forbidden = PURE_LAYERS[layer][1]
    bad = {name for name in imports_of(path) for f in forbidden if name == f or name.startswith(f + ".")}
    assert not bad, f"{layer}/{path.name} imports {bad}"


@pytest.mark.parametrize("layer, path", MODULES, ids=lambda v: getattr(v, "name", v))
def test_a_pure_layer_calls_no_open_print_or_input(layer, path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    calls = {n.func.id for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
    assert not calls & {"open", "print", "input"}, f"{layer}/{path.name}"


@pytest.mark.parametrize("layer", PURE_LAYERS)
def test_the_layer_test_sees_every_module_of_the_layer(layer):
    folder, _, at_least = PURE_LAYERS[layer]
    assert len(list(folder.glob("*.py"))) >= at_least
