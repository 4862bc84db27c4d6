"""`scorepad publish DIR`: the app as a static web site that runs Python in the browser (scorepad/site)."""

from __future__ import annotations

from pathlib import Path

from scorepad.cli.errors import CliError
from scorepad.i18n import t
from scorepad.i18n.os_text import os_reason


def register(commands) -> None:
    """Add publish to the command line."""
    publish = commands.add_parser("publish", help="write the app as a static web site (offline, for phones) to DIR")
    publish.add_argument("dir", metavar="DIR", help="the folder to write (replaced if it holds an earlier site)")
    publish.set_defaults(handler=run_publish)


def run_publish(args, lang: str) -> int:
    """Build the site from what is installed (no network) and say where it is and how to host it."""
    from scorepad.site.build import PublishError, publish

    try:
        site = publish(Path(args.dir))
    except PublishError as error:
        raise CliError(t(error.key, lang, **error.values)) from None
    except OSError as error:
        reason = os_reason(error.errno, lang, error.strerror or str(error))
        raise CliError(t("site.io", lang, path=error.filename or args.dir, reason=reason)) from None
    print(t("site.written", lang, path=site.path, files=site.files, size=f"{site.bytes / 1e6:.1f}", build=site.build))
    print(t("site.hint", lang, path=site.path))
    return 0
