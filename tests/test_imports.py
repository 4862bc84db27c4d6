"""No import circles in scorepad/: no module imports, at its top, inside a function or only for its types (an
`if TYPE_CHECKING:` block), a module that imports it back, directly or through others. A circle hidden in a
function works until the day the order of first use changes, and one hidden from the run time still ties the
two modules together for every reader and type checker; the shared part belongs in a module both import."""

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "scorepad"


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def import_nodes(tree: ast.AST):
    """Every node of `tree`: module level, inside functions and in `if TYPE_CHECKING:` blocks alike."""
    return ast.walk(tree)


def imported(name: str, path: Path) -> set[str]:
    """The scorepad modules `name` imports anywhere in it (a package's __init__ counts for its module)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in import_nodes(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(
                    package.split(".")[: len(package.split(".")) - node.level + 1] + ([base] if base else [])
                )
            # `from package import module` is an import of that module (the package's own __init__ runs first
            # whatever is imported, as a file's folder is read before the file: no edge of its own)
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base for a in node.names]
        else:
            continue
        for target in targets:
            while target and target not in MODULES:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


GRAPH = {name: imported(name, path) for name, path in MODULES.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm), each sorted."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def visit(node):
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in graph.get(node, ()):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def test_the_circle_finder_finds_a_circle_through_a_function_level_or_type_only_import():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    source = (
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from scorepad.rules import variants\n"
        "def later():\n    from scorepad.cli import files\n"
    )
    found = [n.module for n in import_nodes(ast.parse(source)) if isinstance(n, ast.ImportFrom)]
    assert sorted(found) == ["scorepad.cli", "scorepad.rules", "typing"]  # inside a function and for types both count


def test_scorepad_has_no_import_circles():
    assert circles(GRAPH) == []


def test_the_graph_holds_every_module_with_its_imports():
    assert len(GRAPH) >= 100 and "scorepad.rules.match" in GRAPH["scorepad.rules"]
