"""Starting the app: a desktop window, or the web server with --web (offline: no CDN, bundled font)."""

from __future__ import annotations

import errno
import signal
import socket
import sys

from scorepad.cli.errors import CliError, exit_code_of
from scorepad.i18n import t

DEFAULT_HOST, DEFAULT_PORT = "127.0.0.1", 8550
BAD_ARGUMENT = 2  # the exit code of every argument refused, as argparse's own


def run_app(args, lang: str) -> int:
    """`scorepad`: a window where one can open, else the browser; `scorepad --web`: serve to browsers."""
    host = args.host or DEFAULT_HOST
    port = DEFAULT_PORT if args.port is None else args.port
    check_address(host, port, lang, free=args.web)
    signal.signal(signal.SIGTERM, stop_as_ctrl_c)
    window_here = not args.web and window_can_open(lang)
    store = open_store(args.data_dir, lang)
    try:
        if args.site is not None:  # the published site's address, for hand-over links: kept from now on
            from scorepad.cli.handover import given_site

            given_site(args.site, store, lang)
        if not (window_here and window_opened(store, args, lang)):
            serve(store, host, port, lang, quiet=args.web, chosen_lang=args.lang)
    except KeyboardInterrupt:  # "Stop with Ctrl+C": the way a served app ends (every hand is already saved)
        return 0
    finally:
        store.close()
    return 0


def window_can_open(lang: str) -> bool:
    """Whether a window can open here, its client fetched once if need be; if not, the line that says why."""
    from scorepad.cli import window

    try:
        no_window = window.blocker()
        if no_window is not None:
            raise no_window
        window.ready_client(lang)
    except window.NoWindow as why:
        say_web_only(why, lang)
        return False
    return True


def window_opened(store, args, lang: str) -> bool:
    """The app in its window until closed; False (and why) when the client could not show it."""
    from scorepad.cli import window
    from scorepad.ui.app import make_main

    try:
        window.open_window(make_main(store, lang, chosen_lang=args.lang), lang)
    except window.NoWindow as why:
        say_web_only(why, lang)
        return False
    return True


def stop_as_ctrl_c(number, frame) -> None:
    """SIGTERM ends the app as Ctrl+C does (a server stops gracefully first, then the process ends with 0)."""
    raise KeyboardInterrupt


def say_web_only(why, lang: str) -> None:
    print(t("window.web_only", lang, reason=why.text(lang)), flush=True)


def check_address(host: str, port: int, lang: str, free: bool = True) -> None:
    """--host and --port as the server will bind them (beside one network address also loopback's): a port
    from 1 to 65535, a name that resolves to an address of this machine, and (with `free`) no other program
    on it; each refusal its own line."""
    from scorepad.server.links import listen_addresses

    if not 1 <= port <= 65535:
        raise CliError(t("args.port_range", lang, port=port), BAD_ARGUMENT)
    for address in listen_addresses(host):
        probe_address(address, port, lang, free)


def probe_address(host: str, port: int, lang: str, free: bool) -> None:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET  # as uvicorn chooses
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except (socket.gaierror, UnicodeError):
            raise CliError(t("args.host_unknown", lang, host=host), BAD_ARGUMENT) from None
        except OSError as error:
            refused(error, host, port, lang, free)


def refused(error: OSError, host: str, port: int, lang: str, free: bool) -> None:
    """The line for an address the server could not bind (a port in use only matters when serving now)."""
    from scorepad.i18n.os_text import os_reason

    if error.errno == errno.EADDRNOTAVAIL:
        raise CliError(t("args.host_not_here", lang, host=host), BAD_ARGUMENT) from None
    if error.errno == errno.EACCES:
        raise CliError(t("args.port_privileged", lang, port=port), BAD_ARGUMENT) from None
    if error.errno == errno.EADDRINUSE:
        if free:
            raise CliError(t("app.port_busy", lang, port=port)) from None
        return
    reason = os_reason(error.errno, lang, error.strerror or str(error))
    raise CliError(t("args.cannot_serve", lang, host=host, port=port, reason=reason)) from None


def open_store(data_dir, lang: str):
    """The process's one Store; a folder it cannot use is one line, and what opening did is told."""
    from scorepad.i18n.storage_text import error_text, notice_text
    from scorepad.storage import StorageError, Store, default_data_dir

    try:
        store = Store(default_data_dir(data_dir))
    except StorageError as error:
        raise CliError(error_text(error, lang), exit_code_of(error)) from None
    for notice in store.notices:
        print(notice_text(notice, lang), file=sys.stderr)
    return store


def serve(store, host: str, port: int, lang: str, quiet: bool, chosen_lang: str | None = None) -> None:
    """Serve the app to browsers behind scorepad.server's gate (secret links on the network), offline."""
    from flet.utils.platform_utils import is_linux_server

    check_address(host, port, lang)
    check_flet(lang)
    from scorepad.server import serve_web
    from scorepad.ui.app import make_main

    serve_web(make_main, store, lang, host, port, open_browser=not quiet and not is_linux_server(), chosen_lang=chosen_lang)


def check_flet(lang: str, version_of=None) -> None:
    """The server is written against one Flet: another one installed is one line (what to install), not a trace."""
    from scorepad.cli.errors import CliError
    from scorepad.i18n import t
    from scorepad.server.flet_version import PINNED, FletVersionError, check_pinned

    try:
        check_pinned(*(() if version_of is None else (version_of,)))
    except FletVersionError as error:
        raise CliError(t("serve.flet_version", lang, installed=error.installed, pinned=PINNED)) from None
