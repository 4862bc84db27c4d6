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
# The one exception: the input limits turn JSON text into values (parsing, no I/O), so that every reader
# holds a value to the same limits; the rest of the engine never sees text.
ALLOWED = {("rules", "limits.py"): {"json"}}


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
    bad -= ALLOWED.get((layer, path.name), set())
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


# --- the UI draws the engine's answers and computes no score of its own -----------------------------
UI_MODULES = sorted((PACKAGE / "ui").rglob("*.py"))
SCORE_WORDS = ("point", "total", "heart", "score", "remainder", "left")
ENGINE_ARITHMETIC = {
    "points_from_cards",
    "fill_last",
    "remainder",
    "score_hand",
    "moon_scores",
    "with_jack",
    "outcome",
    "moon_options",
    "card_value",
    "can_be_dealt",
}


def score_arithmetic(path: Path) -> list[str]:
    """Sums, and + - * on anything named like a score, and the engine's arithmetic imported into the UI.
    Building text ("a" + b, f-strings, the catalogue's t()) is not arithmetic; a call's result is opaque."""
    found = []

    def names(node):
        if isinstance(node, ast.Call):
            return
        if isinstance(node, ast.Name):
            yield node.id
        elif isinstance(node, ast.Attribute):
            yield node.attr
        for child in ast.iter_child_nodes(node):
            yield from names(child)

    def stringy(node) -> bool:
        if isinstance(node, ast.BinOp):
            return stringy(node.left) or stringy(node.right)
        call = isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) == "t"
        return (
            call or isinstance(node, ast.JoinedStr) or (isinstance(node, ast.Constant) and isinstance(node.value, str))
        )

    def scorey(node) -> bool:
        return any(word in name.lower() for name in names(node) for word in SCORE_WORDS)

    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "sum":
            found.append(f"line {node.lineno}: sum()")
        elif isinstance(node, (ast.BinOp, ast.AugAssign)) and isinstance(node.op, (ast.Add, ast.Sub, ast.Mult)):
            parts = (node.left, node.right) if isinstance(node, ast.BinOp) else (node.target, node.value)
            if any(scorey(part) for part in parts) and not any(stringy(part) for part in parts):
                found.append(f"line {node.lineno}: arithmetic on a score")
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("scorepad.rules"):
            found += [f"line {node.lineno}: imports {a.name}" for a in node.names if a.name in ENGINE_ARITHMETIC]
    return found


@pytest.mark.parametrize("path", UI_MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_the_ui_computes_no_score_it_draws_the_engines(path):
    assert score_arithmetic(path) == []


def test_the_score_check_finds_a_score_added_up_in_a_ui_module(tmp_path):
    sneaky = tmp_path / "sneaky.py"
    sneaky.write_text(
        "from scorepad.rules import fill_last\n\ndef total(card):\n    return card.totals[0] + card.totals[1]\n\n"
        "left = 13 - sum(hearts)\nlabel = 'Σ ' + str(card.totals[0] * 2)\n"
    )
    assert sorted(score_arithmetic(sneaky)) == [
        "line 1: imports fill_last",
        "line 4: arithmetic on a score",
        "line 6: sum()",
        "line 7: arithmetic on a score",
    ]


# --- the layers import downwards only: no circles ---------------------------------------------------------
BELOW = {  # package -> what it may never import (it sits below them)
    "scorepad.seating": ("scorepad.ui", "scorepad.server", "scorepad.cli", "scorepad.site", "flet"),
    "scorepad.storage": ("scorepad.ui", "scorepad.server", "scorepad.cli", "scorepad.site", "scorepad.stats"),
    "scorepad.server": ("scorepad.ui", "scorepad.cli"),
    # the client's pages: the site's and the server's
    "scorepad.site.pages": (
        "scorepad.ui",
        "scorepad.server",
        "scorepad.cli",
    ),
    "scorepad.ui": ("scorepad.cli", "scorepad.site"),
}


def modules_of(package: str) -> list[Path]:
    path = PACKAGE.parent / package.replace(".", "/")
    return [path.with_suffix(".py")] if path.with_suffix(".py").exists() else sorted(path.rglob("*.py"))


@pytest.mark.parametrize("package", BELOW)
def test_a_layer_imports_nothing_from_the_layers_above_it(package):
    bad = {
        f"{path.relative_to(PACKAGE)}: {name}"
        for path in modules_of(package)
        for name in imports_of(path)
        for above in BELOW[package]
        if name == above or name.startswith(above + ".")
    }
    assert not bad, bad


def test_the_server_reaches_the_site_only_for_the_client_s_pages():
    reached = {
        name for path in modules_of("scorepad.server") for name in imports_of(path) if name.startswith("scorepad.site")
    }
    assert reached <= {"scorepad.site", "scorepad.site.pages"}, reached


def test_the_ui_reaches_the_server_only_for_its_qr_codes():
    """What the UI needs of seats and roles is in scorepad.seating; of the server, only the QR code maker."""
    reached = {
        name for path in modules_of("scorepad.ui") for name in imports_of(path) if name.startswith("scorepad.server")
    }
    assert reached <= {"scorepad.server.links"}, reached
