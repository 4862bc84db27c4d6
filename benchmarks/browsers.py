"""Three browser engines behind one small interface, for benchmarks that compare them: Chromium (Debian's, through
Playwright), WebKit (Debian's WebKitGTK: MiniBrowser through its WebDriver, Selenium) and Firefox (Debian's
firefox-esr through Marionette). Each `open_*` gives a Tab on a fresh profile of its own (WebKit's automation
session is kept in memory: a new session, a new profile); nothing is downloaded.

    with Display(), open_webkit() as tab:          # WebKit needs an X display: Xvfb, unless DISPLAY is set
        tab.goto(url)
        tab.run("return document.title")           # a function body; arguments[0], … are the extra arguments
        tab.run_async("return await caches.keys()")  # the same, awaited

Drivers differ in how scripts reach the page; timings taken inside the page (performance.now(), from the
navigation's start) do not depend on them. How each is driven here: ../shared/notes/other-engines.md.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

PHONE = (390, 844)
MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver"
FIREFOX = "/usr/bin/firefox-esr"
# WebKitGTK reads its language from the locale; under C it says "C", which Flutter's engine cannot read.
WEBKIT_ENV = {"LANG": "en_US.UTF-8", "LC_ALL": ""}


def available() -> dict[str, str | None]:
    """Each engine's reason to be left out ("" when it can run here)."""
    from e2e_driver import chromium_path

    missing = {
        "chromium": "" if chromium_path() else "no Chromium (apt install chromium)",
        "webkit": ""
        if Path(MINIBROWSER).exists() and Path(WEBKIT_DRIVER).exists()
        else "no WebKitGTK (apt install webkit2gtk-driver)",
        "firefox": "" if Path(FIREFOX).exists() else "no Firefox (apt install firefox-esr)",
    }
    if not missing["webkit"] and not (os.environ.get("DISPLAY") or shutil.which("Xvfb")):
        missing["webkit"] = "no display and no Xvfb (apt install xvfb)"
    for engine, module in (("webkit", "selenium"), ("firefox", "marionette_driver")):
        try:
            __import__(module)
        except ImportError:
            missing[engine] = missing[engine] or f"no {module} (pip install {module.replace('_', '-')})"
    return missing


def async_body(body: str) -> str:
    """A WebDriver async script that awaits the function `body` and hands back its value (or its error)."""
    return (
        "const done = arguments[arguments.length - 1];"
        f"(async function () {{ {body} }}).apply(null, Array.from(arguments).slice(0, -1))"
        ".then(done, (error) => done({ error: String(error) }));"
    )


class ChromiumTab:
    """A tab in a fresh Playwright context of a running Chromium (`browser`), phone-sized."""

    engine = "chromium"

    def __init__(self, browser):
        self.context = browser.new_context(
            viewport={"width": PHONE[0], "height": PHONE[1]}, locale="en-US", device_scale_factor=1
        )
        self.page = self.context.new_page()

    def goto(self, url: str) -> None:
        self.page.goto(url, wait_until="commit")

    def run(self, body: str, *args):
        return self.page.evaluate(f"(args) => (function () {{ {body} }}).apply(null, args)", list(args))

    def run_async(self, body: str, *args):
        return self.page.evaluate(
            f"(args) => (async function () {{ {body} }}).apply(null, args)"
            ".catch((error) => ({ error: String(error) }))",
            list(args),
        )

    def close(self) -> None:
        self.context.close()


class WebDriverTab:
    """A WebDriver session's one window (Selenium's or Marionette's, through `execute`)."""

    def __init__(self, engine: str, driver, execute, execute_async, quit_):
        self.engine, self.driver = engine, driver
        self._execute, self._execute_async, self._quit = execute, execute_async, quit_

    def goto(self, url: str) -> None:
        """Navigate, and return once the new page is the one scripts run in (WebKit's driver does not wait for
        the load: a script sent at once may still reach the old page, and fail as it unloads)."""
        self.driver.get(url) if self.engine == "webkit" else self.driver.navigate(url)

        def arrived():
            try:
                return self._execute("return location.href", []).startswith(url)
            except Exception:  # the old page unloading
                return False

        if not poll(arrived, 60):
            raise RuntimeError(f"{self.engine}: {url} not reached in 60 s")

    def run(self, body: str, *args):
        return self._execute(body, list(args))

    def run_async(self, body: str, *args):
        return self._execute_async(async_body(body), list(args))

    def close(self) -> None:
        self._quit()


def open_chromium(browser) -> ChromiumTab:
    return ChromiumTab(browser)


def open_webkit() -> WebDriverTab:
    """MiniBrowser in automation mode (a profile in memory), full-screen at 390x844, the page load not waited for."""
    from selenium import webdriver

    options = webdriver.WebKitGTKOptions()
    options.binary_location = MINIBROWSER
    options.add_argument("--automation")
    options.add_argument("--full-screen")  # without it the toolbar keeps the window at least 447 px wide
    options.page_load_strategy = "none"
    service = webdriver.WebKitGTKService(
        executable_path=WEBKIT_DRIVER, log_output=subprocess.DEVNULL, env={**os.environ, **WEBKIT_ENV}
    )
    driver = webdriver.WebKitGTK(options=options, service=service)
    driver.set_window_rect(0, 0, *PHONE)
    driver.set_script_timeout(300)
    return WebDriverTab(
        "webkit",
        driver,
        lambda body, args: driver.execute_script(body, *args),
        lambda body, args: driver.execute_async_script(body, *args),
        driver.quit,
    )


def open_firefox() -> WebDriverTab:
    """firefox-esr, headless, on a fresh profile folder, through Marionette (its window is at least 500 px wide)."""
    from marionette_driver.marionette import Marionette

    profile = Path(tempfile.mkdtemp(prefix="firefox-profile-"))
    port = free_port()
    (profile / "user.js").write_text(
        f'user_pref("marionette.port", {port});\n'
        'user_pref("browser.shell.checkDefaultBrowser", false);\n'
        'user_pref("datareporting.policy.dataSubmissionEnabled", false);\n'
        'user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);\n',
        encoding="utf-8",
    )
    process = subprocess.Popen(
        [
            FIREFOX,
            "--marionette",
            "--headless",
            "--no-remote",
            "--profile",
            str(profile),
            "--width",
            str(PHONE[0]),
            "--height",
            str(PHONE[1]),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "MOZ_HEADLESS": "1"},
    )
    client = Marionette(host="127.0.0.1", port=port)
    client.raise_for_port(timeout=60, check_process_status=False)
    client.start_session()
    client.timeout.script = 300
    client.set_window_rect(width=PHONE[0], height=PHONE[1])

    def quit_() -> None:
        try:
            client.delete_session()
        finally:
            process.terminate()
            process.wait(30)
            shutil.rmtree(profile, ignore_errors=True)

    return WebDriverTab(
        "firefox",
        client,
        lambda body, args: client.execute_script(body, script_args=args, new_sandbox=False, sandbox=None),
        lambda body, args: client.execute_async_script(body, script_args=args, new_sandbox=False, sandbox=None),
        quit_,
    )


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextmanager
def display():
    """An X display for WebKit: the one in DISPLAY, else a virtual one (Xvfb) for as long as the block runs."""
    if os.environ.get("DISPLAY"):
        yield os.environ["DISPLAY"]
        return
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as numbers:
        number = numbers.readline().strip()
    os.environ["DISPLAY"] = f":{number}"
    try:
        yield os.environ["DISPLAY"]
    finally:
        del os.environ["DISPLAY"]
        server.terminate()
        server.wait(10)


def poll(check, timeout: float, every: float = 0.05):
    """Call `check` until it returns something true (its value), at most `timeout` seconds (then None)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        time.sleep(every)
    return None
