"""Starting the app: a desktop window, or the web server with --web (offline: no CDN, bundled font)."""

from __future__ import annotations

import socket
import sys

DEFAULT_HOST, DEFAULT_PORT = "127.0.0.1", 8550


def desktop_blocker() -> str | None:
    """Why no desktop window can open here (text key), or None when one can."""
    from flet.utils.platform_utils import is_linux_server

    if is_linux_server():
        return "app.no_display"
    try:
        import flet_desktop  # noqa: F401  (the window client; Flet would download it at start otherwise)
    except ImportError:
        return "app.no_desktop"
    return None


def port_free(host: str, port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host or "0.0.0.0", port))
        except OSError:
            return False
    return True


def run_app(args, lang: str) -> int:
    """`scorepad`: a window where one can open, else the browser; `scorepad --web`: serve to browsers."""
    from scorepad.i18n import t
    from scorepad.ui.app import make_main

    host, port = args.host or DEFAULT_HOST, args.port or DEFAULT_PORT
    web = args.web
    if not web and (blocker := desktop_blocker()) is not None:
        print(t("app.web_only", lang, reason=t(blocker, lang)), flush=True)
        web = True
    if web:
        check_port(host, port, lang)
    store = open_store(args.data_dir, lang)
    try:
        if web or not open_window(make_main(store, lang, chosen_lang=args.lang), lang):
            serve(store, host, port, lang, quiet=args.web, chosen_lang=args.lang)
    finally:
        store.close()
    return 0


def check_port(host: str, port: int, lang: str) -> None:
    from scorepad.cli.errors import CliError
    from scorepad.i18n import t

    if not port_free(host, port):
        raise CliError(t("app.port_busy", lang, port=port))


def open_store(data_dir, lang: str):
    """The process's one Store; a folder it cannot use is one line, and what opening did is told."""
    from scorepad.cli.errors import CliError
    from scorepad.i18n.storage_text import error_text, notice_text
    from scorepad.storage import Store, StorageError, default_data_dir

    try:
        store = Store(default_data_dir(data_dir))
    except StorageError as error:
        raise CliError(error_text(error, lang)) from None
    for notice in store.notices:
        print(notice_text(notice, lang), file=sys.stderr)
    return store


def open_window(main, lang: str) -> bool:
    """The desktop window; False (and why) when its client cannot start, e.g. offline on first start."""
    import flet as ft

    from scorepad.i18n import t
    from scorepad.ui.app import assets_dir

    try:
        ft.run(main, assets_dir=assets_dir())
        return True
    except Exception as error:
        reason = t("app.no_client", lang, error=f"{type(error).__name__}: {error}")
        print(t("app.web_only", lang, reason=reason), flush=True)
        return False


def serve(store, host: str, port: int, lang: str, quiet: bool, chosen_lang: str | None = None) -> None:
    """Serve the app to browsers behind scorepad.server's gate (secret links on the network), offline."""
    from flet.utils.platform_utils import is_linux_server

    from scorepad.server import serve_web

    check_port(host, port, lang)
    serve_web(store, lang, host, port, open_browser=not quiet and not is_linux_server(), chosen_lang=chosen_lang)
