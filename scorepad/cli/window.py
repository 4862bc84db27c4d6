"""The desktop window: Flet's client, fetched once on the first start (bounded and explained), then the window.

Every cause of "no window here" is a NoWindow with its own line; anything else is a coding error and is raised.
"""

from __future__ import annotations

import asyncio
import http.client
import os
import signal
import socket
import ssl
import sys
import tarfile
import threading
import urllib.error
import zipfile
from pathlib import Path

STALL_SECONDS = 15  # the one-time download sent nothing for this long: it stalled, and the browser is served
DAMAGED = (tarfile.TarError, zipfile.BadZipFile, EOFError)  # what unpacking a file that is no client raises
BROKEN_OFF = (ConnectionError, http.client.HTTPException, ssl.SSLError)  # the download ended half-way
CLIENT_HOME = Path.home() / ".flet" / "client"  # where flet_desktop keeps the client
STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)


class NoWindow(Exception):
    """Why no window opens: a text key of scorepad.i18n.window_text and its values."""

    def __init__(self, key: str, **values):
        super().__init__(key)
        self.key, self.values = key, values

    def text(self, lang: str) -> str:
        from scorepad.i18n import t

        return t(self.key, lang, **self.values)


def blocker() -> NoWindow | None:
    """Why no window can open here before trying (no display, no desktop extra), or None."""
    import flet.version
    from flet.utils.platform_utils import is_linux_server

    if is_linux_server():
        return NoWindow("window.no_display")
    display = os.environ.get("DISPLAY", "")
    if sys.platform.startswith("linux") and display and not display_answers(display):
        return NoWindow("window.display_silent", display=display)
    try:
        import flet_desktop.version
    except ImportError:
        return NoWindow("window.no_desktop")
    if flet_desktop.version.version != flet.version.flet_version:  # Flet would pip-install the matching one itself
        return NoWindow("window.desktop_mismatch", found=flet_desktop.version.version, wanted=flet.version.flet_version)
    return None


def display_answers(display: str, timeout: float = 2.0) -> bool:
    """Whether an X server listens at DISPLAY (':0', 'host:10.0'): its socket, local or over TCP."""
    host, _, rest = display.rpartition(":")
    number = rest.split(".")[0]
    if not number.isdigit():
        return False
    if host in ("", "unix"):  # the socket file, or the same name in Linux's abstract namespace
        addresses = [(socket.AF_UNIX, f"/tmp/.X11-unix/X{number}"), (socket.AF_UNIX, f"\0/tmp/.X11-unix/X{number}")]
    else:
        addresses = [(socket.AF_INET, (host, 6000 + int(number)))]
    for family, address in addresses:
        with socket.socket(family) as probe:
            probe.settimeout(timeout)
            try:
                probe.connect(address)
                return True
            except OSError:
                continue
    return False


def client_url() -> str:
    """Where Flet fetches its client: FLET_CLIENT_URL, else its release on GitHub (flet_desktop's own rule)."""
    import flet_desktop
    import flet_desktop.version

    release = f"https://github.com/flet-dev/flet/releases/download/v{flet_desktop.version.version}"
    return os.environ.get("FLET_CLIENT_URL") or f"{release}/{flet_desktop.get_artifact_filename()}"


def ready_client(lang: str) -> None:
    """Flet's client in ~/.flet/client: already there, or fetched once now in a thread that Ctrl+C does not
    wait for, with a stall limit; NoWindow (with the address it tried) when that cannot be done."""
    import flet_desktop

    from scorepad.i18n import t

    outcome: dict = {}

    def fetch():
        try:
            flet_desktop.ensure_client_cached()
        except BaseException as error:  # handed to the main thread, which sorts it
            outcome["error"] = error

    url, before = client_url(), socket.getdefaulttimeout()
    socket.setdefaulttimeout(STALL_SECONDS)  # urllib's urlopen in flet_desktop has no timeout of its own
    try:
        with AnnouncedAs(t("window.downloading", lang, url=url)):
            worker = threading.Thread(target=fetch, name="flet-client", daemon=True)
            worker.start()
            while worker.is_alive():
                worker.join(0.2)
    finally:
        socket.setdefaulttimeout(before)
    if "error" in outcome:
        raise why_not(outcome["error"], url, lang) from outcome["error"]


def why_not(error: BaseException, url: str, lang: str) -> NoWindow:
    """The NoWindow for what fetching or unpacking the client raised; anything else is raised again."""
    from flet import FletUnsupportedPlatformException

    from scorepad.i18n import t

    if isinstance(error, urllib.error.HTTPError):
        return NoWindow("window.download_refused", url=url, status=error.code, message=error.reason)
    reason = error.reason if isinstance(error, urllib.error.URLError) else error
    if isinstance(reason, TimeoutError):
        return NoWindow("window.download_stalled", url=url, seconds=STALL_SECONDS)
    if isinstance(reason, socket.gaierror):
        return NoWindow("window.download_unreachable", url=url, reason=t("window.no_name", lang))
    if isinstance(error, urllib.error.URLError):
        return NoWindow("window.download_unreachable", url=url, reason=reason_words(reason, lang))
    if isinstance(error, BROKEN_OFF):
        return NoWindow("window.download_broken", url=url, reason=reason_words(error, lang))
    if isinstance(error, DAMAGED):
        return NoWindow("window.download_damaged", url=url, reason=str(error) or type(error).__name__)
    if isinstance(error, FletUnsupportedPlatformException):
        return NoWindow("window.unsupported", reason=str(error))
    if isinstance(error, OSError):  # writing the archive or the client (~/.flet/client, the temporary folder)
        return NoWindow("window.not_stored", path=error.filename or CLIENT_HOME, reason=reason_words(error, lang))
    raise error


def reason_words(reason: object, lang: str) -> str:
    """An OSError's reason in the user's language (the system's text to the log), anything else as it says."""
    from scorepad.i18n.os_text import os_reason

    if isinstance(reason, OSError) and reason.errno is not None:
        return os_reason(reason.errno, lang, reason.strerror or str(reason))
    return str(reason) or type(reason).__name__


def open_window(main, lang: str) -> None:
    """The window until it is closed; NoWindow when the client cannot run or ends before showing the app."""
    import flet as ft

    from scorepad.ui.app import assets_dir

    shown = threading.Event()

    async def shown_main(page):
        shown.set()
        close_on_stop_signals(page)
        await main(page)

    saved = {number: signal.getsignal(number) for number in STOP_SIGNALS}
    try:
        ft.run(shown_main, assets_dir=assets_dir())
    except OSError as error:  # the client's program cannot be started (not executable, another machine's)
        raise NoWindow("window.client_failed", reason=reason_words(error, lang)) from error
    finally:
        # Flet's own handler, set by ft.run, only notes a Ctrl+C (and then resets itself); ours come back
        stopped = signal.getsignal(signal.SIGINT) is signal.SIG_DFL
        for number, handler in saved.items():
            signal.signal(number, handler)
    if not shown.is_set() and not stopped:
        raise NoWindow("window.client_ended")


def close_on_stop_signals(page) -> None:
    """Ctrl+C or SIGTERM while the window is open closes it (every hand is already saved); a second one
    ends the process at once."""
    loop = asyncio.get_running_loop()

    def close(number, frame):
        for each in STOP_SIGNALS:
            signal.signal(each, signal.SIG_DFL)
        loop.call_soon_threadsafe(lambda: loop.create_task(page.window.destroy()))

    for number in STOP_SIGNALS:
        signal.signal(number, close)


class AnnouncedAs:
    """While Flet fetches its client, its English "Preparing Flet … for the first use" is our line instead
    (its progress bar stays); nothing is printed when the client is already there."""

    def __init__(self, line: str):
        self.line = line

    def __enter__(self):
        self.out, sys.stdout = sys.stdout, _Replacing(sys.stdout, "Preparing Flet v", self.line)

    def __exit__(self, *exc):
        sys.stdout = self.out


class _Replacing:
    """A stdout that writes `line` in place of a text starting with `prefix`; all else passes through."""

    def __init__(self, out, prefix: str, line: str):
        self._out, self._prefix, self._line = out, prefix, line

    def write(self, text: str) -> int:
        self._out.write(self._line if text.startswith(self._prefix) else text)
        return len(text)

    def __getattr__(self, name):  # isatty, fileno, flush, encoding: what rich's progress bar asks
        return getattr(self._out, name)
