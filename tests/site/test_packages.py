"""The site carries exactly the packages the app needs in the browser: a new dependency cannot be left out."""

from __future__ import annotations

import json
from importlib import metadata
from pathlib import Path

from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from scorepad.site.vendor import WEB_PACKAGES

# Dependencies the browser does without, and why.
NOT_IN_BROWSER = {
    "flet-web": "the web server and the client's files: the site is built from it, not run with it",
    "platformdirs": "never asked there: the data folder is the IndexedDB mount",
}


def browser_environment() -> dict:
    """Marker values of the Pyodide that flet-web ships (Python version from its lock file)."""
    from flet_web import get_package_web_dir

    lock = json.loads((Path(get_package_web_dir()) / "pyodide" / "pyodide-lock.json").read_text())
    version = lock["info"]["python"]
    return {
        **default_environment(),
        "sys_platform": "emscripten",
        "platform_system": "Emscripten",
        "os_name": "posix",
        "platform_machine": "wasm32",
        "python_full_version": version,
        "python_version": ".".join(version.split(".")[:2]),
        "extra": "",
    }


def needed(name: str, environment: dict, found: set[str]) -> set[str]:
    """`name`'s dependencies in the browser, with theirs, less NOT_IN_BROWSER."""
    for text in metadata.requires(name) or []:
        requirement = Requirement(text)
        key = canonicalize_name(requirement.name)
        if requirement.marker is not None and not requirement.marker.evaluate(environment):
            continue
        if key not in NOT_IN_BROWSER and key not in found:
            found.add(key)
            needed(key, environment, found)
    return found


def test_the_packages_put_in_the_site_are_the_apps_dependencies_in_the_browser():
    assert needed("scorepad", browser_environment(), set()) == {canonicalize_name(n) for n in WEB_PACKAGES}
