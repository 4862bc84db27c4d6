"""Driving the app in WebKit, the engine of Safari and of every iPhone browser: Debian's WebKitGTK (its
MiniBrowser) through Selenium's WebKitGTK driver (`WebKitWebDriver`), on a virtual display. Playwright's own
WebKit cannot be downloaded here (../shared/notes/other-engines.md). The servers are e2e_driver's and
site_driver's; what a test finds and taps goes by the same labels as in Chromium (Flutter's semantics tree).

    with webkit(display) as page:                 # a fresh window (fresh storage) of a phone's size
        page.get(url); semantics_on(page); see(page, "Players, clockwise"); tap(page, "Start match")
"""

from __future__ import annotations

import os
import sysconfig
import time
from contextlib import contextmanager
from pathlib import Path

from e2e_driver import (
    BURST_JS,
    EDITING_JS,
    FIELD_JS,
    FIELD_SHOWS_JS,
    NAMED_JS,
    NAMES,
    PHONE,
    SEATS_JS,
    SEE_JS,
    UNMARK_JS,
    edits,
    until_drawn,
)
from patience import AGAIN, DEADLINE, START
from programs import need_program

MINIBROWSER = "webkit2gtk-4.1/MiniBrowser"  # in the library folder of libwebkit2gtk-4.1-0 (webkit2gtk-driver's)
LANG = "en_US.UTF-8"  # a phone's: under a POSIX locale ("C") WebKitGTK says its language is "C"


def minibrowser_path() -> str | None:
    """SCOREPAD_MINIBROWSER, else Debian's MiniBrowser in this machine's library folder (None: not here)."""
    for candidate in (
        os.environ.get("SCOREPAD_MINIBROWSER"),
        f"/usr/lib/{sysconfig.get_config_var('MULTIARCH')}/{MINIBROWSER}",
    ):
        if candidate and Path(candidate).exists():
            return candidate
    return None


def need_webkit() -> tuple[str, str]:
    """WebKitWebDriver's path and MiniBrowser's; missing: a skip on a developer's machine, a failure in CI."""
    missing = "WebKitGTK not found (apt-get install webkit2gtk-driver); the WebKit tests need it"
    driver = need_program("SCOREPAD_WEBKIT_DRIVER", "WebKitWebDriver", missing)
    browser = minibrowser_path() or need_program("SCOREPAD_MINIBROWSER", "MiniBrowser", missing)
    return driver, browser


@contextmanager
def webkit(display: str, lang: str = LANG, size: dict = PHONE):
    """A WebKit window of `size` on `display`, its system language `lang` (LANG), with storage of its own that
    lives as long as the window (a first visit, every time); yields Selenium's driver. Pages load without
    waiting (the client's loading is what the tests wait for)."""
    from selenium import webdriver

    driver, browser = need_webkit()
    options = webdriver.WebKitGTKOptions()
    options.binary_location = browser
    options.add_argument("--automation")
    options.add_argument("--full-screen")  # else its tool bar keeps the window at least 447 px wide
    options.page_load_strategy = "none"
    environ = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    service = webdriver.WebKitGTKService(executable_path=driver, env={**environ, "DISPLAY": display, "LANG": lang})
    page = webdriver.WebKitGTK(options=options, service=service)
    # Selenium waits for the driver's answer without end: a loaded CI run sat 10 minutes on a script that
    # WebKitWebDriver never answered after a page load (issue 51). Every call is a look (the waits poll), so one
    # that takes DEADLINE seconds was lost: it fails (Unanswered), and opened() tries a new window once.
    page.command_executor.client_config.timeout = DEADLINE
    try:
        page.set_window_rect(0, 0, size["width"], size["height"])
        yield page
    finally:
        page.quit()


class Unanswered(AssertionError):
    """WebKitWebDriver never answered a call (twice in four CI runs: the first script after a link's page load)."""


@contextmanager
def opened(display: str, url: str, lang: str = LANG):
    """A WebKit window (webkit()) on `url` with the app's semantics tree on. Where WebKitWebDriver never answers the
    page's first script, the window is closed and a new one opens the link once more: a retry of the driver, not
    of the app, said as a warning in the run's output with the failure it retried."""
    import warnings

    for attempt in (1, 2):
        with webkit(display, lang) as page:
            page.get(url)
            try:
                semantics_on(page, timeout=START)
            except Unanswered as lost:
                if attempt == 2:
                    raise
                warnings.warn(f"retried in a new WebKit window: {lost}", stacklevel=1)
                continue
            yield page
            return


def until(page, script: str, *args, timeout: float = DEADLINE, what: str = "") -> object:
    """The first true value of `script` (a function body given `arguments`), polled; an error after `timeout` s."""
    from urllib3.exceptions import ReadTimeoutError

    deadline = time.monotonic() + timeout
    while True:
        try:
            value = page.execute_script(script, *args)
        except ReadTimeoutError:  # the call itself unanswered (webkit(): client_config.timeout)
            raise Unanswered(f"WebKitWebDriver never answered, {DEADLINE:.0f} s: {what or script}") from None
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"not within {timeout:.0f} s: {what or script}; shown: {shown(page)}")
        time.sleep(0.05)  # a poll


def shown(page) -> list[str] | str:
    """What the semantics tree says (labels and texts), for a failure's message; with nothing in it, what the page
    was doing (a reload brings back the placeholder that turns semantics on; a web process lost leaves no view)."""
    said = page.execute_script("""return [...new Set([...document.querySelectorAll('flt-semantics')]
        .map(e => e.getAttribute('aria-label') || e.textContent).filter(x => x && x.length < 120))].sort()""")
    return said or page.execute_script("""return `nothing; ${location.href.slice(0, 80)} ${document.readyState},
        ${document.querySelectorAll('flt-semantics').length} semantics nodes, placeholder
        ${!!document.querySelector('flt-semantics-placeholder')}, view ${!!document.querySelector('flutter-view')}`
        .replace(/\\s+/g, ' ')""")


def semantics_on(page, timeout: float = DEADLINE) -> None:
    """Turn on the app's semantics tree (once per page load): the buttons and texts tests find by name."""
    until(page, "return !!document.querySelector('flt-semantics-placeholder')", timeout=timeout, what="Flutter's start")
    page.execute_script("document.querySelector('flt-semantics-placeholder').click()")


def see(page, text: str, timeout: float = DEADLINE) -> None:
    """Wait until some node shows or is labelled with `text` (spaces collapsed)."""
    until(page, f"return ({SEE_JS})(arguments[0])", " ".join(text.split()), timeout=timeout, what=f"{text!r} on screen")


BUTTON_JS = """const [name] = arguments;
    return [...document.querySelectorAll('flt-semantics[role=button]')].find(e =>
        (e.getAttribute('aria-label') || e.textContent || '').trim() === name
        && e.getAttribute('aria-disabled') !== 'true');"""


def tap(page, name: str, shown_then: str | None = None, timeout: float = DEADLINE) -> None:
    """Tap the enabled button named `name` (its semantics node gets the click, wherever it is scrolled); with
    `shown_then`, until that is on screen: a tap that brought nothing in a finger's patience (patience.AGAIN), its
    button still there, is tapped again, as a finger would; its button gone, the tap was taken and `shown_then`
    is waited for up to `timeout` (a loaded CI run drew the match 5 s after Save hand went)."""
    for attempt in range(2):
        page.execute_script(
            "arguments[0].click()", until(page, BUTTON_JS, name, timeout=timeout, what=f"a button {name!r}")
        )
        if shown_then is None:
            return
        try:
            return see(page, shown_then, timeout=AGAIN if attempt == 0 else timeout)
        except AssertionError:
            if attempt:
                raise
            if not page.execute_script(BUTTON_JS, name):  # gone: the tap was taken, its answer is on its way
                return see(page, shown_then, timeout=timeout)


FIELD = 'document.querySelector(`input[aria-label="${arguments[0]}"]`)'  # the text field labelled arguments[0]


def focus(page, label: str) -> None:
    """Put the focus in the text field labelled `label`, ready for keys (e2e_driver.EDITING_JS); a tap that took
    no focus within a finger's patience (patience.AGAIN) is tapped again."""
    editing = f"return ({EDITING_JS})(arguments[0])"
    if page.execute_script(editing, label):
        return
    for attempt in range(3):
        field = until(page, f"return {FIELD}", label, what=f"a field {label!r}")
        page.execute_script(f"({UNMARK_JS})(arguments[0])", label)
        field.click()
        try:
            until(
                page,
                editing,
                label,
                timeout=AGAIN if attempt < 2 else DEADLINE,
                what=f"the field {label!r} ready for keys",
            )
            return
        except AssertionError:
            if attempt == 2:
                raise


def burst_into(page, label: str, text: str, gap: float = 0) -> None:
    """Put `text` into the field labelled `label` as one burst (e2e_driver.BURST_JS, `edits`); check the field
    shows it whole."""
    focus(page, label)
    page.execute_async_script(
        f"const done = arguments[arguments.length - 1]; ({BURST_JS})(arguments[0]).then(() => done(true))",
        [label, edits(text), gap],
    )
    try:
        until(page, f"return ({FIELD_SHOWS_JS})(arguments[0])", [label, text])
    except AssertionError:
        raise AssertionError(
            f"put {text!r} into {label!r}, shown {page.execute_script(f'return ({FIELD_JS})(arguments[0])', label)!r}"
        ) from None


def names_typed(page, names=NAMES, rounds: int = 3) -> None:
    """e2e_driver.names_typed, in WebKit: `names` as bursts into the seats, a seat further on each round, each
    round shown whole and in order in the fields and the first-dealer choices."""
    for turn in range(rounds):
        shifted = list(names[turn:] + names[:turn])
        for seat, name in enumerate(shifted):
            burst_into(page, f"Player {seat + 1}", name)
        try:
            until(page, f"return ({NAMED_JS})(arguments[0])", shifted)
        except AssertionError:
            raise AssertionError(
                f"typed {shifted}, shown {page.execute_script(f'return ({SEATS_JS})(arguments[0])', len(names))}"
            ) from None


MENU_ITEM_JS = """const [name] = arguments;
    return [...document.querySelectorAll('flt-semantics[role=menuitem]')].find(e =>
        (e.getAttribute('aria-label') || e.textContent || '').trim() === name);"""


def menu(page, item: str, label: str = "Menu") -> None:
    """Open the app bar's menu and pick `item` (e2e_driver.menu: a menu not open in a finger's patience is tapped
    again)."""
    for attempt in range(3):
        tap(page, label)
        try:
            entry = until(
                page, MENU_ITEM_JS, item, timeout=AGAIN if attempt < 2 else DEADLINE, what=f"the menu's {item!r}"
            )
            break
        except AssertionError:
            if attempt == 2:
                raise
    page.execute_script("arguments[0].click()", entry)


def shot(page, path: Path) -> Path:
    """A screenshot of the window, as `path` (a PNG), which shows a drawn screen: a renderer that draws nothing
    leaves the window one colour under a whole semantics tree, where every label is found (as Flutter's skwasm did
    here, without WebGL on an OffscreenCanvas: docs/benchmarks.md)."""
    return until_drawn(lambda: page.save_screenshot(str(path)), path, time.sleep, page.current_url)
