"""Pure-Python packages copied from the installed distributions into a folder Pyodide puts on sys.path.

Nothing is downloaded: the site (and the test run under Pyodide) carries exactly what is installed here.
"""

from __future__ import annotations

import shutil
from importlib import metadata
from pathlib import Path

# What the app imports in the browser (flet-web is the server and the client, not needed there; platformdirs
# is not asked in the browser: the data folder is the IndexedDB mount). tests/site checks this against the
# dependency tree, so a new dependency of the app cannot be left out unnoticed.
WEB_PACKAGES = ("flet", "flet-charts", "tinydb", "segno", "msgpack", "repath", "six")
INSTALLATION = ("RECORD", "INSTALLER", "REQUESTED", "direct_url.json")  # about this install, not the code
COMPILED = (".so", ".pyd", ".dll", ".dylib")  # built for this CPython, useless to Pyodide (msgpack falls back)


def package_files(name: str) -> list[tuple[Path, str]]:
    """(installed file, path relative to site-packages) of a distribution's code, metadata and licences.

    Left out: compiled modules, caches, install records and the Dart sources (flutter/) that `flet build` uses.
    """
    dist = metadata.distribution(name)
    found = []
    for entry in dist.files or ():
        relative = entry.as_posix()
        if relative.startswith("..") or "__pycache__" in entry.parts or relative.endswith(COMPILED + (".pyc",)):
            continue
        if entry.parts[0] == "flutter" or entry.name in INSTALLATION:
            continue
        source = Path(dist.locate_file(entry))
        if source.is_file():
            found.append((source, relative))
    if not found:
        raise LookupError(f"{name} is installed without a file list (an editable install?)")
    return found


def vendor(names, target: Path) -> int:
    """Copy the distributions `names` into `target` (created); returns the number of files."""
    count = 0
    for name in names:
        for source, relative in package_files(name):
            destination = target / relative
            destination.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, destination)
            count += 1
    return count
