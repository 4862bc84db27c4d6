"""What a session asks of the device it runs on: keeping the screen awake, its language, a value kept on it, the file
picker, clipboard and share sheet, a picture of what it shows, and the focus of a field. Each is a call to the client
that may never answer (an old client, a browser that says no): none of them waits long or fails the app."""

from __future__ import annotations

import asyncio
import logging
import math
import re
import sys
import zlib
from typing import Any

import flet as ft

from scorepad.ui import picture

log = logging.getLogger("scorepad.ui")
ANSWER = 3.0  # s: how long a call to the device waits for its answer
CLIENT_ERRORS = (RuntimeError, TimeoutError)  # what a client's service call raises when the device says no
DRAWING = 15.0  # s: how long the device may take to draw a picture and send it
VIEWER_KEY = "scorepad.viewer"  # whose phone this is: a watcher's player, or who scores on it


class Device:
    """The device's services for one session, kept referenced (Flet drops a service nothing holds)."""

    def __init__(self, page: ft.Page):
        self.page = page
        self.wakelock: ft.Wakelock | None = None
        self.services: dict[str, Any] = {}
        self._kept: dict[str, str | None] = {}  # what the device said it keeps (asked once)

    def service(self, name: str, make=None):
        """The session's FilePicker, Clipboard, Share or SharedPreferences (or what `make()` makes), made once."""
        if name not in self.services:
            made = {
                "picker": ft.FilePicker,
                "clipboard": ft.Clipboard,
                "share": ft.Share,
                "preferences": ft.SharedPreferences,
            }
            self.services[name] = (make or made[name])()
        return self.services[name]

    async def keep_awake(self, wanted: bool) -> None:
        """The screen stays on (during a match, when the settings ask for it), or may sleep again."""
        try:
            if wanted and self.wakelock is None:
                self.wakelock = ft.Wakelock()
                await asyncio.wait_for(self.wakelock.enable(), ANSWER)
            elif not wanted and self.wakelock is not None:
                lock, self.wakelock = self.wakelock, None
                await asyncio.wait_for(lock.disable(), ANSWER)
        except (TimeoutError, RuntimeError):  # no wakelock on this client: the screen may sleep
            log.debug("wakelock not available")

    @property
    def keeps_awake_audibly(self) -> bool:
        """Whether keeping this screen awake plays an audible clip, which takes the phone's audio (music from
        another app may pause): a WebKit browser (every iPhone's) on plain http (keep_awake.js)."""
        page = self.page
        return bool(page.web) and not secure_context(page.url) and engine_of(user_agent_of(page)) == "webkit"

    async def language(self) -> str | None:
        """The device's first language (None when it does not say)."""
        try:
            info = await asyncio.wait_for(self.page.get_device_info(), 5)
        except (TimeoutError, RuntimeError):
            return None
        locales = getattr(info, "locales", None) or []
        first = locales[0] if locales else None
        return getattr(first, "language_code", None) or (str(first) if first else None)

    async def recall(self, key: str) -> str | None:
        """A value kept on the device (None when there is none, or it does not answer); asked once."""
        if key not in self._kept:
            try:
                self._kept[key] = await asyncio.wait_for(self.service("preferences").get(key), ANSWER) or None
            except (TimeoutError, RuntimeError):
                log.debug("the device did not say %s", key)
                return None
        return self._kept[key]

    async def keep(self, key: str, value: str) -> None:
        self._kept[key] = value or None
        try:
            await asyncio.wait_for(self.service("preferences").set(key, value), ANSWER)
        except (TimeoutError, RuntimeError):
            log.debug("the device did not keep %s", key)

    async def picture(
        self, screenshot: ft.Screenshot | None, drawn: tuple[float, float], wanted: float
    ) -> bytes | None:
        """What `screenshot` shows (`drawn`: its size in logical px), drawn by the device as a PNG of just the
        picture; None when the device can't, or answers something else. In a browser the capture is as big
        as the window's canvas, the picture in its top-left corner: it is drawn to fit, then cut out."""
        if not is_mounted(screenshot):
            return None
        media = getattr(self.page, "media", None)
        window = (self.page.width or 0, self.page.height or 0)
        ratio = picture.fitting_ratio(wanted, drawn, window, getattr(media, "device_pixel_ratio", 0) or 0)
        try:
            png = await asyncio.wait_for(screenshot.capture(pixel_ratio=ratio), DRAWING)
            if not isinstance(png, bytes):
                return None
            # whole pixels
            return picture.top_left(png, *(math.floor(side * ratio) for side in drawn)) if all(drawn) else png
        except (TimeoutError, RuntimeError, picture.NotAPicture, zlib.error) as error:
            log.debug("the device did not draw the picture: %s", error)
            return None


def secure_context(url: str | None) -> bool:
    """Whether a browser counts the page at `url` as a secure context, where it offers the clipboard, the
    share sheet and service workers: https, localhost and loopback addresses, not plain http on a Wi-Fi."""
    import ipaddress
    from urllib.parse import urlsplit

    if not url:
        return True  # not a browser's page (a window): nothing is withheld
    parts = urlsplit(url)
    host = (parts.hostname or "").lower()
    if parts.scheme not in ("http", "ws") or host == "localhost" or host.endswith(".localhost"):
        return True  # https (or a page that is not on the web); a served session's url is its websocket's (ws:)
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def engine_of(user_agent: str | None) -> str:
    """The browser engine a user agent names, as keep_awake.js tells it: "webkit" for every iPhone and iPad
    browser and for Safari (AppleWebKit without Chrome), "gecko" for Firefox, else "blink" (Chrome, Edge,
    Samsung Internet, Opera)."""
    ua = user_agent or ""
    if re.search(r"iPhone|iPad|iPod", ua) or (
        re.search(r"AppleWebKit/", ua) and not re.search(r"(Chrome|Chromium)/", ua)
    ):
        return "webkit"
    return "gecko" if re.search(r"Firefox/", ua) else "blink"


def user_agent_of(page: ft.Page) -> str:
    """The browser's user agent: as its connection said (served by `scorepad --web`), or the browser's own
    (the published site's Python runs in it); "" for a window."""
    if page.client_user_agent:
        return page.client_user_agent
    if sys.platform == "emscripten":
        import js  # type: ignore[import-not-found]  # Pyodide's bridge to the browser

        return str(js.navigator.userAgent)
    return ""


def is_mounted(control) -> bool:
    """Whether a control is on the page now (Flet raises when a control's page is asked before that)."""
    try:
        return control is not None and control.page is not None
    except RuntimeError:
        return False


async def focus(ref: ft.Ref, tries: int = 50) -> bool:
    """Put the focus on the control `ref` holds once it is on the page: a field just drawn may not be
    mounted yet (its drawing is patched onto the page a moment later), and one drawn anew while the call is
    on its way (the last letter's change and Enter come together) is not the one on the page any more: the
    call goes to the control `ref` holds then. False when none came, or the client did not answer."""
    for _ in range(tries):
        control = ref.current
        if is_mounted(control):
            try:
                await asyncio.wait_for(control.focus(), 2)
                return True
            except TimeoutError:
                log.debug("the client did not move the focus")
                return False
            except RuntimeError:  # drawn anew (or the client left) between the look and the call
                log.debug("the field was drawn anew before the focus reached it")
        await asyncio.sleep(0.02)
    return False
