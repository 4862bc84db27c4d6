"""The Flet the server was written against: flet and flet-web must both be the pinned version, checked before
the adapter (server/flet_asgi.py) touches Flet's internals; the command line says so in the user's language."""

from __future__ import annotations

from importlib import metadata

PINNED = "1.0.5"  # flet and flet-web, as pyproject.toml pins them


class FletVersionError(ImportError):
    """The installed flet or flet-web is not the version this adapter was written and tested against."""

    def __init__(self, installed: str):
        super().__init__(f"scorepad --web is written for flet and flet-web {PINNED}, installed are {installed}; "
                         f"install those with: pip install flet=={PINNED} flet-web=={PINNED}")
        self.installed = installed


def check_pinned(version_of=metadata.version) -> None:
    """Raise FletVersionError unless flet and flet-web are both the pinned version."""
    found = {}
    for name in ("flet", "flet-web"):
        try:
            found[name] = version_of(name)
        except metadata.PackageNotFoundError:
            found[name] = "not installed"
    if any(version != PINNED for version in found.values()):
        raise FletVersionError(", ".join(f"{name} {version}" for name, version in found.items()))
