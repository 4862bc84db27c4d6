"""Running Python under Pyodide in Node (the runtime flet-web ships for the site), as the browser would.

No browser and no network: Node 20 loads Pyodide from the installed flet-web package, the project and a
folder of vendored pure-Python packages are mounted with NODEFS, and /tmp is Emscripten's memory file
system, the same one the browser's IndexedDB mount keeps in memory.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))
from programs import need_program  # noqa: E402


def require_node() -> str:
    """Node, or a skip on a developer's machine without it; in CI (CI=true) a missing Node fails the run."""
    return need_program("SCOREPAD_NODE", "node", "Node 20 not found (apt install nodejs); the Emscripten tests need it")


def pyodide_dir() -> Path:
    from flet_web import get_package_web_dir

    return Path(get_package_web_dir()) / "pyodide"


def run_python(code: str, mounts: dict[str, Path], path: list[str], workdir: Path, timeout: float = 600):
    """Run `code` (its last expression: the exit code) under Pyodide; the finished process."""
    job = workdir / "job.json"
    job.write_text(
        json.dumps(
            {
                "pyodide": str(pyodide_dir()),
                "mounts": {k: str(v) for k, v in mounts.items()},
                "path": path,
                "code": code,
            }
        )
    )
    return subprocess.run(
        [require_node(), str(Path(__file__).with_name("run_pyodide.mjs")), str(job)],
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=workdir,
    )
