"""The published app's archive under Pyodide in Node: everything the site's Python needs is inside it."""

from __future__ import annotations

import tarfile

from pyodide_runner import run_python

from scorepad.site.build import PACKAGE, write_app_archive
from scorepad.site.vendor import WEB_PACKAGES

IMPORT_ALL = """
import importlib, pkgutil, sys, traceback
import scorepad
failed = []
modules = [m.name for m in pkgutil.walk_packages(scorepad.__path__, "scorepad.") if m.name != "scorepad.__main__"]
for name in modules:  # __main__ runs the command line
    try:
        importlib.import_module(name)
    except BaseException:
        failed.append(name)
        traceback.print_exc()
elsewhere = sorted({m.__file__ for m in list(sys.modules.values()) if getattr(m, "__file__", None)
                    and not m.__file__.startswith(("/app/", "/lib/python"))})
print("imported", len(modules) - len(failed), "failed", failed, "from elsewhere", elsewhere)
len(failed) + len(elsewhere)
"""


def test_every_module_of_the_app_imports_under_pyodide_from_the_published_archive_alone(tmp_path):
    write_app_archive(PACKAGE.parent / "main.py", PACKAGE, WEB_PACKAGES, tmp_path / "app.tar.gz")
    with tarfile.open(tmp_path / "app.tar.gz") as archive:
        archive.extractall(tmp_path / "app", filter="data")
    done = run_python(IMPORT_ALL, {"/app": tmp_path / "app"}, ["/app/__pypackages__", "/app"], tmp_path)
    assert done.returncode == 0 and "failed [] from elsewhere []" in done.stdout, (
        done.stdout[-3000:] + done.stderr[-3000:]
    )
