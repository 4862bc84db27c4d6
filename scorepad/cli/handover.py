"""Hand-over links on the command line: `export ID --link|--qr FILE.png [--site URL]` makes one, and every
command that reads a match file (import, check, show) takes a link instead (scorepad.rules.handover).

The published site's address, once given with --site (here or to `scorepad --web`), is kept in the settings
and used from then on."""

from __future__ import annotations

import sys
from pathlib import Path

from scorepad.cli.errors import CliError
from scorepad.i18n import t
from scorepad.i18n.words import describe, shown
from scorepad.rules.handover import link_of, payload_in, payload_of, read_payload, site_address

SITE_KEY = "site"  # the settings' key of the published site's address


def add_options(export) -> None:
    """--link, --qr and --site on `export`."""
    export.add_argument(
        "--link", action="store_true", help="print the hand-over link: the match opens on the phone that follows it"
    )
    export.add_argument("--qr", metavar="FILE.png", help="write the hand-over link's QR code as a PNG image")
    export.add_argument(
        "--site",
        metavar="URL",
        dest="link_site",
        help="the published site's address the link opens (kept for next time)",
    )


def given_site(url: str | None, store, lang: str) -> str | None:
    """The address --site gave, checked and kept in the settings; None when none was given."""
    if url is None:
        return None
    site = site_address(url)
    if not site:
        raise CliError(t("handover.bad_site", lang, url=shown(url)), 2)
    if store.settings().get(SITE_KEY) != site:
        store.save_settings({SITE_KEY: site})
    return site


def run_link(args, store, lang: str) -> int:
    """Print the match's link, or write its QR code (a match too long for one is refused, pointing to the file)."""
    from scorepad.server.links import QR_LIMIT, qr_png, qr_version
    from scorepad.stats.export import match_file_text

    if args.all or args.csv or args.output:
        raise CliError(t("handover.link_alone", lang), 2)
    site = given_site(args.link_site or args.site, store, lang) or store.settings().get(SITE_KEY)
    if not site:
        raise CliError(t("handover.cli_no_site", lang))
    link = link_of(site, payload_of(match_file_text(store.export_match(args.id), compact=True).encode("utf-8")))
    if args.link:
        print(link)
    if args.qr:
        version = qr_version(link)
        if version > QR_LIMIT:
            raise CliError(t("handover.too_long_cli", lang, version=version, limit=QR_LIMIT, id=args.id))
        write(Path(args.qr), qr_png(link), lang)
        print(t("handover.qr_written", lang, path=shown(args.qr), version=version), file=sys.stderr)
    return 0


def write(path: Path, data: bytes, lang: str) -> None:
    """Write a file whole or not at all; a failure is one line."""
    from scorepad.i18n.storage_text import error_text
    from scorepad.storage import StorageError
    from scorepad.storage.files import write_atomic

    try:
        write_atomic(path, data)
    except StorageError as error:
        raise CliError(error_text(error, lang)) from None


def is_link(text: str) -> bool:
    """A hand-over link (not a file of that name)."""
    return payload_in(text) is not None and not Path(text).exists()


def link_data(text: str, lang: str) -> dict:
    """The match file a link carries, or a CliError with the link's one line."""
    data, problem = read_payload(payload_in(text) or "")
    if data is None:
        raise CliError(t("handover.refused", lang, text=describe(problem, lang)))
    return data


def label(text: str, lang: str) -> str:
    """How a line names an input: a file by its path, a link as 'the link'."""
    return t("handover.the_link", lang) if is_link(text) else text
