"""Driving the real `scorepad --web` server in headless Chromium (Debian's, via Playwright).

Flutter draws on a canvas; its semantics tree (switched on by clicking the placeholder) gives the
DOM that Playwright finds controls in, by the same labels a screen reader reads. Shared by the e2e
tests and benchmarks/app_bench.py.
"""

from __future__ import annotations

import os
import shlex
import socket
import subprocess
import sys
import tempfile
import threading
import time
from contextlib import contextmanager
from pathlib import Path

from playwright.sync_api import Error as PlaywrightError

# AutofillServerCommunication: Chromium's own queries about a form typed into would go to Google (not the
# page's requests; OtherHosts would see them). WebUIOmniboxPopup, WebUIOmniboxAimPopup: Chromium 156 gives every
# window (each test's phone) a renderer of its own for the address bar's suggestions, a WebUI page no headless
# window ever shows; measured here, three app loads cost Chromium 9.6 CPU-s with them and 6.2 without (issue 51).
# SCOREPAD_CHROMIUM_ARGS adds flags to try, e.g. what a flag saves (benchmarks/suite_cpu.py, docs/benchmarks.md).
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-dev-shm-usage",
    "--disable-features=AutofillServerCommunication,WebUIOmniboxPopup,WebUIOmniboxAimPopup",
    *shlex.split(os.environ.get("SCOREPAD_CHROMIUM_ARGS", "")),
]
# A phone on the table's Wi-Fi without leaving loopback: this name resolves to 127.0.0.1, but the origin
# http://table.test:PORT is not a secure context, as http://192.168.x.y:PORT is not (../shared/notes/secure-context.md).
WIFI_HOST = "table.test"
WIFI_ARGS = CHROMIUM_ARGS + [f"--host-resolver-rules=MAP {WIFI_HOST} 127.0.0.1"]
PHONE = {"width": 390, "height": 844}
SIDEWAYS = {"width": 844, "height": 390}  # the phone held sideways
DESKTOP = {"width": 1280, "height": 800}
FRAMES: dict = {}  # page -> [messages received from the server so far]
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))
from patience import AGAIN, AGAIN_MS, DEADLINE, DEADLINE_MS, START, until  # noqa: E402
from pngs import undrawn  # noqa: E402
from programs import find_program, need_program  # noqa: E402

DRAWN_WITHIN_S = DEADLINE  # a screenshot shows a drawn screen within this time (after a resize: its next frame)

# Where shot() writes: a temporary folder, or the one `--screenshots DIR` names (tests/e2e/conftest.py sets it;
# `pytest tests/e2e --screenshots docs/screenshots` makes the README's). Never the checkout unless asked.
SHOTS: Path | None = None
# Whether shot() waits for the page to settle (the font in, transitions over): for the pictures the docs show.
# A plain test run takes its shots at once (tests/e2e/conftest.py): nobody looks at them, and the waits,
# about 1.7 s a shot, added up to minutes of the CI run.
SETTLED_SHOTS = True


def chromium_path() -> str | None:
    return find_program("SCOREPAD_CHROMIUM", "chromium")


def need_chromium() -> str:
    """Chromium's path, or a skip on a developer's machine without it; in CI (CI=true) a missing one fails."""
    return need_program(
        "SCOREPAD_CHROMIUM", "chromium", "Chromium not found (apt install chromium); the browser tests need it"
    )


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """`scorepad --web` as a subprocess on a free port with its own data folder."""

    def __init__(self, data_dir: Path, port: int | None = None):
        self.data_dir, self.port, self.chosen = Path(data_dir), port or free_port(), port is not None
        self.process: subprocess.Popen | None = None
        self.started = 0.0

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    def start(self, timeout: float = START) -> Server:
        env = {**os.environ, "SCOREPAD_LANG": "en", "PYTHONUNBUFFERED": "1"}
        env.pop("DISPLAY", None)
        self.started = time.perf_counter()
        self.process = subprocess.Popen(
            [sys.executable, "-m", "scorepad", "--web", "--port", str(self.port), "--data-dir", str(self.data_dir)],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            env=env,
            cwd=ROOT,
            text=True,
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                said = self.process.stdout.read()
                if "is in use" in said and not self.chosen:  # taken by another process since free_port()
                    self.port = free_port()
                    return self.start(timeout)
                raise RuntimeError(f"scorepad --web exited: {said}")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.2):
                    return self
            except OSError:
                time.sleep(0.1)  # a poll
        raise TimeoutError("scorepad --web did not start listening")

    def stop(self) -> str:
        if self.process is None:
            return ""
        self.process.terminate()
        try:
            out, _ = self.process.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            out, _ = self.process.communicate(timeout=10)
        self.process = None
        return out or ""


@contextmanager
def running(data_dir: Path):
    server = Server(data_dir).start()
    try:
        yield server
    finally:
        server.stop()


def settled(page, promise_js: str, arg=None, timeout: float = DEADLINE_MS):
    """What `promise_js` (a function of one argument that returns a promise) resolves to, or an error after
    `timeout` ms: Playwright's evaluate has no timeout and would wait forever on a promise that never settles
    (a worker that died, an image that never loads)."""
    return page.evaluate(
        f"""([arg, ms]) => Promise.race([Promise.resolve(({promise_js})(arg)),
        new Promise((_, fail) => setTimeout(() => fail(new Error(`no answer within ${{ms}} ms`)), ms))])""",
        [arg, timeout],
    )


def semantics_on(page, timeout: float = DEADLINE_MS) -> None:
    """Turn on the app's semantics tree (once per page load): the buttons and texts tests find by name."""
    page.wait_for_selector("flt-semantics-placeholder", state="attached", timeout=timeout)
    page.evaluate("document.querySelector('flt-semantics-placeholder').click()")


def open_app(
    browser,
    url: str,
    viewport=PHONE,
    locale: str = "en-US",
    wait_for: str | None = None,
    dark: bool = False,
    init_script: str | None = None,
    proxy: dict | None = None,
):
    """A new tab on the app with the semantics tree on (`init_script` runs in it before the app; `proxy`: the
    context's, e.g. OtherHosts.proxy); returns the page."""
    context = browser.new_context(
        viewport=viewport,
        locale=locale,
        device_scale_factor=1,
        color_scheme="dark" if dark else "light",
        **({"proxy": proxy} if proxy else {}),
    )
    page = patient(context).new_page()
    if init_script:
        page.add_init_script(init_script)
    frames = FRAMES[page] = [0]
    page.on("websocket", lambda ws: ws.on("framereceived", lambda _: frames.__setitem__(0, frames[0] + 1)))
    page.goto(url)
    semantics_on(page)
    if wait_for:
        page.get_by_text(wait_for).first.wait_for(timeout=DEADLINE_MS)
    return page


def patient(context):
    """`context`, each of its waits given the one deadline (patience.py) where a call names none: Playwright's own
    default is 30 s for every wait, a navigation, a download, a file chooser."""
    context.set_default_timeout(DEADLINE_MS)
    return context


class OtherHosts:
    """Every request a browser context makes to a host but the page's own, its workers' too (a worker's fetch
    was seen here): the context's proxy (`proxy`, which the page's own host and loopback bypass) is this one, which
    notes the host asked for and refuses it (403), so nothing leaves the machine."""

    def __init__(self, own: str = WIFI_HOST):
        self.own, self.asked = own, []
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.thread = threading.Thread(target=self._serve, daemon=True)

    @property
    def proxy(self) -> dict:
        return {
            "server": f"http://127.0.0.1:{self.listener.getsockname()[1]}",
            "bypass": f"{self.own},127.0.0.1,localhost",
        }

    def __enter__(self) -> OtherHosts:
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.listener.close()

    def _serve(self) -> None:
        while True:
            try:
                connection, _ = self.listener.accept()
            except OSError:  # closed: the test is over
                return
            with connection:
                connection.settimeout(5)
                try:
                    line = connection.recv(4096).split(b"\r\n", 1)[0].decode("latin-1")
                    self.asked.append(line)  # "CONNECT cdn.example:443 HTTP/1.1" or "GET http://host/path HTTP/1.1"
                    connection.sendall(b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
                except OSError:
                    pass


def on_wifi(url: str) -> str:
    """`url` as a phone on the table's Wi-Fi opens it: the same server, through the not-secure origin."""
    return url.replace("//127.0.0.1:", f"//{WIFI_HOST}:", 1).replace("//localhost:", f"//{WIFI_HOST}:", 1)


def assert_not_secure(page) -> None:
    """The page really is where a Wi-Fi phone is: not a secure context (else the test would test loopback)."""
    assert page.evaluate("window.isSecureContext") is False, f"{page.url} is a secure context: not a Wi-Fi test"


def button(page, name: str):
    return page.get_by_role("button", name=name, exact=True)


def said_selected(page, name: str) -> bool:
    """Whether the button named `name` is announced as the chosen one (Flutter's web engine: aria-current)."""
    return button(page, name).first.get_attribute("aria-current") == "true"


def tap(page, name: str, timeout: float = DEADLINE_MS) -> None:
    """Tap the button named `name` (its semantics node gets the click, wherever it is scrolled)."""
    target = button(page, name).first
    present(page, target, name, timeout)
    deadline = time.monotonic() + timeout / 1000
    while target.get_attribute("aria-disabled") == "true" and time.monotonic() < deadline:
        page.wait_for_timeout(50)  # the server has not yet answered the previous tap
    answered(page, lambda: target.dispatch_event("click"))


def tap_until(page, name: str, shown: str, wait: float = AGAIN_MS) -> None:
    """Tap the button named `name` until `shown` is on screen: a tap that changed nothing in `wait` ms, the button
    still there, was lost (seen once in a loaded CI run: Start match tapped, the form still shown), and a finger
    taps again. A button gone meanwhile took the tap: `shown` is then waited for up to the deadline. (No answer
    at all is no sign: other frames come meanwhile.)"""
    tap(page, name)
    try:
        see(page, shown, timeout=wait)
    except AssertionError:
        if button(page, name).count():
            tap(page, name)
        see(page, shown)


def present(page, target, name: str, timeout: float) -> None:
    """Wait for the button's node. Once in ten fresh starts under a loaded CI machine it was not there in 15 s
    though the screen's heading was: if the semantics tree is off again (its placeholder back), it is turned
    on once more; otherwise the failure says what the tree showed, and whether a dialog covered the screen."""
    try:
        target.wait_for(state="attached", timeout=timeout)
        return
    except Exception:  # Playwright's timeout
        if not page.locator("flt-semantics-placeholder").count():
            shown = page.locator("flt-semantics").evaluate_all(
                "els => els.map(e => e.getAttribute('aria-label') || e.textContent).filter(x => x && x.length < 80)"
            )
            dialog = page.locator("flt-semantics[role=dialog], [aria-modal=true]").count()
            raise AssertionError(
                f"no button {name!r} after {timeout / 1000:.0f} s; dialogs: {dialog}; shown: {sorted(set(shown))}"
            ) from None
    page.evaluate("document.querySelector('flt-semantics-placeholder').click()")
    target.wait_for(state="attached", timeout=timeout)


# In a published site the app's Python answers from a web worker in the page, not over a websocket: this init
# script (site_driver.persistent adds it) counts the messages the page's workers post.
WORKER_ANSWERS_JS = """(() => {
  if (window.scorepadAnswers !== undefined) return;
  window.scorepadAnswers = 0;
  const Real = window.Worker;
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", () => { window.scorepadAnswers += 1; });
    }
  };
})();"""


def answers(page) -> int:
    """How many answers the page has had: websocket frames from the server, or messages from its workers."""
    if page in FRAMES:
        return FRAMES[page][0]
    try:
        return page.evaluate("window.scorepadAnswers === undefined ? -1 : window.scorepadAnswers")
    except PlaywrightError:  # the page is navigating: a new document, so an answer is coming
        return -2


def answered(page, action, timeout: float = AGAIN) -> None:
    """Do `action`, then wait for the app's answer (none in a finger's patience, `timeout` s: none is coming) and
    for the page to draw it (all_drawn): the next tap hits the new tree."""
    before = answers(page)
    action()
    deadline = time.monotonic() + timeout
    while answers(page) == before and time.monotonic() < deadline:
        page.wait_for_timeout(20)  # a poll
    all_drawn(page)


# Resolves once the page has drawn `n` more frames (at once in a hidden page, which draws none): Flutter applies a
# message in the task it came in and draws it in the next frame, its semantics nodes with it.
FRAMES_JS = """n => new Promise(done => {
    const next = k => (k <= 0 || document.hidden) ? done(true) : requestAnimationFrame(() => next(k - 1));
    next(n);
})"""
DRAWING = 2  # frames: the one an answer is drawn in, and one after it


def frames_drawn(page, frames: int = DRAWING) -> None:
    """Wait until the page has drawn `frames` more frames; a page that is navigating away has nothing to draw."""
    try:
        settled(page, FRAMES_JS, frames)
    except PlaywrightError as error:
        if "no answer within" in str(error):
            raise AssertionError(f"the page drew no frame in {DEADLINE:.0f} s") from None


def all_drawn(page) -> None:
    """Wait until the page has drawn every answer it has had: DRAWING frames with no answer more (an app that
    goes on answering for a finger's patience, patience.AGAIN, is taken as it is then). In place of a fixed 120 ms
    after the first answer, which a loaded machine could fill without drawing a frame."""
    deadline = time.monotonic() + AGAIN
    seen = answers(page)
    while True:
        frames_drawn(page)
        now = answers(page)
        if now == seen or time.monotonic() > deadline:
            return
        seen = now


def menu(page, item: str, label: str = "Menu") -> None:
    """Open the app bar's menu (named `label`: 'Menü' in German) and pick `item`. A menu that did not open
    within a finger's patience (patience.AGAIN) is tapped again, as a finger would (once in a loaded CI run a tap on
    it, right after the screen before had gone, opened nothing); the third time it must open. The menu opens in the
    client, with no answer from the app to wait for (tap's), so its entry is what the tap waits for."""
    entry, opener = page.get_by_role("menuitem", name=item).first, button(page, label).first
    for attempt in range(3):
        present(page, opener, label, DEADLINE_MS)
        opener.dispatch_event("click")
        try:
            entry.wait_for(state="attached", timeout=AGAIN_MS if attempt < 2 else DEADLINE_MS)
            break
        except PlaywrightError:
            if attempt == 2:
                raise
    answered(page, lambda: entry.dispatch_event("click"))


# A word put in as one burst, as a phone's keyboard does it, into the field labelled `label`: `edits` in order, each
# [how, text] -- "type": each letter an input event at the caret (a swipe keyboard's word), the letters `gap` ms
# apart; "paste": the text at the caret in one event; "correct": the word before the caret replaced by the text in
# one event (autocorrect) -- none waiting for the app (Flutter's text editing reads the field's value and caret on
# each, as it does what a phone's keyboard types). The first edit replaces what the field held. Resolves once done.
BURST_JS = """async ([label, edits, gap]) => {
    const field = document.querySelector(`input[aria-label="${label}"]`);
    field.setSelectionRange(0, field.value.length);
    const put = (text, from, inputType) => {
        field.setRangeText(text, from, field.selectionEnd, 'end');
        field.dispatchEvent(new InputEvent('input', {inputType, data: text, bubbles: true}));
    };
    for (const [how, text] of edits) {
        if (how === 'type') {
            for (const letter of text) {
                put(letter, field.selectionStart, 'insertText');
                await new Promise((done) => setTimeout(done, gap));
            }
        } else if (how === 'paste') {
            put(text, field.selectionStart, 'insertFromPaste');
        } else {
            put(text, field.value.lastIndexOf(' ', field.selectionStart - 1) + 1, 'insertReplacementText');
        }
    }
}"""
# How each name reaches its field: swiped, pasted in part, autocorrected ("Bendikt" swiped, "Benedikt" put in its
# place).
BURSTS = {
    "Dörte": [["type", "Dörte"]],
    "von Bülow": [["paste", "von "], ["type", "Bülow"]],
    "Benedikt": [["type", "Bendikt"], ["correct", "Benedikt"]],
    "Carla": [["type", "Carla"]],
}
NAMES = tuple(BURSTS)


def edits(text: str) -> list:
    """How `text` is put in as a burst (BURST_JS): as BURSTS says, else typed (swiped)."""
    return BURSTS.get(text, [["type", text]])


# Flutter's text editing has taken the focused field once it set the input's autocorrect: keys typed before that
# go into a field that Flutter then sets back to what it knew. A field once edited keeps the attribute after it lost
# the focus, so it is taken away before the field is tapped again (UNMARK_JS): set again, it is Flutter's answer.
EDITING_JS = """label => { const field = document.querySelector(`input[aria-label="${label}"]`);
    return field === document.activeElement && field.getAttribute('autocorrect') === 'on'; }"""
UNMARK_JS = """label => document.querySelector(`input[aria-label="${label}"]`).removeAttribute('autocorrect')"""
FIELD_JS = """label => document.querySelector(`input[aria-label="${label}"]`)?.value ?? null"""  # what the field shows
FIELD_SHOWS_JS = f"""([label, text]) => ({FIELD_JS})(label) === text"""


def focus(page, label: str) -> None:
    """Put the focus in the text field labelled `label`, ready for keys (EDITING_JS); a tap that took no focus
    within a finger's patience (patience.AGAIN; the field still moving in) is tapped again."""
    field = page.get_by_role("textbox", name=label).first
    field.wait_for(state="attached", timeout=DEADLINE_MS)
    if page.evaluate(EDITING_JS, label):
        return
    for attempt in range(3):
        page.evaluate(UNMARK_JS, label)
        field.click()
        try:
            until(page, EDITING_JS, arg=label, timeout=AGAIN_MS if attempt < 2 else DEADLINE_MS)
            return
        except PlaywrightError:
            if attempt == 2:
                raise


def burst_into(page, label: str, text: str, gap: float = 0) -> None:
    """Put `text` into the field labelled `label` as one burst (BURST_JS, `edits`), once the field has the focus;
    check the field shows it whole."""
    focus(page, label)
    settled(page, BURST_JS, [label, edits(text), gap])
    try:
        until(page, FIELD_SHOWS_JS, arg=[label, text], timeout=DEADLINE_MS)
    except PlaywrightError:
        raise AssertionError(f"put {text!r} into {label!r}, shown {page.evaluate(FIELD_JS, label)!r}") from None


# The new-match form as the client shows it: each seat's field, and the first-dealer choices (the names the app
# has, drawn), in order. NAMED_JS: whether both are `names`.
SEATS_JS = """count => ({fields: [...Array(count).keys()].map(s =>
        document.querySelector(`input[aria-label="Player ${s + 1}"]`)?.value ?? null),
    dealers: [...new Set([...document.querySelectorAll('flt-semantics[role=button]')].map(e => e.textContent || '')
        .filter(text => text.endsWith(' deals first')).map(text => text.slice(0, -' deals first'.length)))]})"""
NAMED_JS = f"""names => {{ const seats = ({SEATS_JS})(names.length);
    return JSON.stringify(seats) === JSON.stringify({{fields: names, dealers: names}}); }}"""


def names_typed(page, names=NAMES, rounds: int = 3) -> None:
    """`names` put in as bursts (BURSTS) into the new-match form's seats `rounds` times over, each round a seat
    further on (every field gets another name each round); after each, every field and the app's first-dealer
    choices show the round's names, whole and in order."""
    for turn in range(rounds):
        shifted = list(names[turn:] + names[:turn])
        for seat, name in enumerate(shifted):
            burst_into(page, f"Player {seat + 1}", name)
        try:
            until(page, NAMED_JS, arg=shifted, timeout=DEADLINE_MS)
        except PlaywrightError:
            raise AssertionError(f"typed {shifted}, shown {page.evaluate(SEATS_JS, len(names))}") from None


def type_into(page, label: str, text: str) -> None:
    """Put the focus in the text field labelled `label` (focus: Flutter's editing has taken it), select what it
    holds and type `text`, as a user would; the field then shows `text`, or the test fails saying what it shows.
    The keys are typed once: keys lost are a failure, never typed again."""
    focus(page, label)
    page.keyboard.press("Control+A")
    answered(page, lambda: page.keyboard.type(text))
    try:
        until(page, FIELD_SHOWS_JS, arg=[label, text], timeout=DEADLINE_MS)
    except PlaywrightError:
        raise AssertionError(f"typed {text!r} into {label!r}, shown {page.evaluate(FIELD_JS, label)!r}") from None


SEE_JS = """text => {
    const norm = s => (s || '').replace(/\\s+/g, ' ');
    const want = norm(text);
    return [...document.querySelectorAll('flt-semantics, flt-semantics input')].some(  // a field: by its label
        e => norm(e.getAttribute('aria-label')).includes(want) || norm(e.textContent).includes(want));
}"""


def see(page, text: str, timeout: float = DEADLINE_MS) -> None:
    """Wait until some node shows or is labelled with `text` (spaces collapsed)."""
    try:
        until(page, SEE_JS, arg=" ".join(text.split()), timeout=timeout)
    except Exception:
        shown = page.locator("flt-semantics").evaluate_all(
            "els => els.map(e => e.getAttribute('aria-label') || e.textContent).filter(x => x && x.length < 120)"
        )
        raise AssertionError(f"not on screen: {text!r}; shown: {sorted(set(shown))}") from None


def shot(page, name: str) -> Path:
    """A screenshot of the page (once it settles, if SETTLED_SHOTS), as `name`.png in SHOTS (a fresh temporary
    folder if unset), which shows a drawn screen within DRAWN_WITHIN_S (pngs.undrawn: not a page of one colour)."""
    global SHOTS
    if SHOTS is None:
        SHOTS = Path(tempfile.mkdtemp(prefix="scorepad-shots-"))
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    if SETTLED_SHOTS:
        page.wait_for_load_state("networkidle")  # the font is in: suits drawn, not boxes
        painted(page)  # page transitions finished
    return until_drawn(
        lambda: page.screenshot(path=str(path)), path, lambda s: page.wait_for_timeout(s * 1000), page.url
    )


def until_drawn(save, path: Path, wait, where: str) -> Path:
    """`path` once `save()` has written a screenshot there that shows a drawn screen (pngs.undrawn: not one colour),
    shot again every 0.25 s (`wait`, in s: a window just resized is blank until its next frame); an error naming
    `where` after DRAWN_WITHIN_S."""
    deadline = time.monotonic() + DRAWN_WITHIN_S
    while True:
        save()
        plain = undrawn(path.read_bytes())
        if plain is None:
            return path
        if time.monotonic() > deadline:
            raise AssertionError(
                f"{path.name}: the page shows {plain} colour(s): nothing drawn in {DRAWN_WITHIN_S:.0f} s ({where})"
            )
        wait(0.25)


STILL_MS = 100  # two readings this far apart alike: the page has stopped moving (a poll, not a wait of its own)


def painted(page, clip: dict | None = None, apart_ms: float = STILL_MS) -> bytes:
    """A screenshot of the page (or of `clip`, a box) once what is painted there has stopped changing: two shots
    `apart_ms` apart alike, and not of one colour (pngs.undrawn); an error after DEADLINE. What the semantics say
    can be ahead of the canvas (a font coming in, a page transition drawn over frames)."""
    deadline, last = time.monotonic() + DEADLINE, None
    while True:
        now = page.screenshot(clip=clip) if clip else page.screenshot()
        if now == last and undrawn(now) is None:
            return now
        if time.monotonic() > deadline:
            raise AssertionError(f"what is painted at {clip or 'the page'} still changed after {DEADLINE:.0f} s")
        last = now
        page.wait_for_timeout(apart_ms)  # a poll


# --- where things are drawn: Flutter paints on a canvas, but each semantics node sits where its control is ---
BOXES_JS = """([text, how]) => {
    const norm = s => (s || '').replace(/\\s+/g, ' ').trim();
    const own = e => norm(e.getAttribute('aria-label')
        || [...e.childNodes].filter(n => n.nodeType === 3 || n.tagName === 'SPAN').map(n => n.textContent).join(''));
    return [...document.querySelectorAll('flt-semantics')]
        .filter(e => { const o = own(e);
                       return how === 'start' ? o.startsWith(text) : how === 'part' ? o.includes(text) : o === text; })
        .map(e => { const r = e.getBoundingClientRect(); return {x: r.x, y: r.y, width: r.width, height: r.height}; })
        .filter(b => b.width > 0 && b.height > 0);
}"""


def box(page, text: str, how: str = "exact", timeout: float = DEADLINE_MS) -> dict:
    """Where the node named (or showing) `text` is drawn: x, y, width, height in CSS px of the page. `how`:
    the name is exactly `text`, or it "start"s with it, or has it as a "part" (a list tile read as one)."""
    wanted = " ".join(text.split())
    try:
        until(page, f"a => ({BOXES_JS})(a).length > 0", arg=[wanted, how], timeout=timeout)
    except Exception:
        see(page, text, timeout=1)  # no wait (1 ms): it says what is on screen instead
        raise
    return page.evaluate(BOXES_JS, [wanted, how])[0]


def in_view(page, where: dict, top: float = 0, bottom: float | None = None) -> bool:
    """Whether a box lies wholly inside the viewport (or between `top` and `bottom`)."""
    size = page.viewport_size
    bottom = size["height"] if bottom is None else bottom
    return (
        where["x"] >= 0
        and where["x"] + where["width"] <= size["width"] + 0.5
        and where["y"] >= top - 0.5
        and where["y"] + where["height"] <= bottom + 0.5
    )


def overlap(a: dict, b: dict) -> bool:
    """Whether two boxes share any area."""
    return (
        a["x"] < b["x"] + b["width"]
        and b["x"] < a["x"] + a["width"]
        and a["y"] < b["y"] + b["height"]
        and b["y"] < a["y"] + a["height"]
    )


def wheel(page, over: dict, dy: float) -> None:
    """Scroll by mouse wheel over the middle of `over` (a box): the only way to scroll a Flutter canvas; a
    DOM scrollIntoView does nothing there. Returns once the scroll has moved the semantics nodes and they stay
    (still); a wheel that moves nothing within DEADLINE is an error (every caller scrolls something into view)."""
    before = page.evaluate(PLACES_JS)
    page.mouse.move(over["x"] + over["width"] / 2, over["y"] + over["height"] / 2)
    page.mouse.wheel(0, dy)
    try:
        until(page, f"before => ({PLACES_JS})() !== before", arg=before, timeout=DEADLINE_MS)
    except PlaywrightError:
        raise AssertionError(f"a wheel of {dy} px over {over} moved nothing in {DEADLINE:.0f} s") from None
    still(page)


# Where every semantics node is drawn, in one string: two readings alike, nothing has moved between them.
PLACES_JS = """() => [...document.querySelectorAll('flt-semantics')].map(e => {
    const r = e.getBoundingClientRect(); return `${r.x},${r.y},${r.width},${r.height}`; }).join(' ')"""


def still(page, timeout: float = DEADLINE) -> None:
    """Wait until the semantics nodes have stopped moving: two readings STILL_MS apart alike (a page transition
    or a scroll over, the boxes where they stay); an error after `timeout` s."""
    deadline, last = time.monotonic() + timeout, None
    while True:
        now = page.evaluate(PLACES_JS)
        if now == last:
            return
        if time.monotonic() > deadline:
            raise AssertionError(f"the page still moved after {timeout:.0f} s")
        last = now
        page.wait_for_timeout(STILL_MS)  # a poll


def click_at(page, where: dict) -> None:
    """A real pointer click in the middle of a box, as a finger would hit what is drawn there."""
    answered(page, lambda: page.mouse.click(where["x"] + where["width"] / 2, where["y"] + where["height"] / 2))


def gone(page, text: str, timeout: float = DEADLINE_MS) -> None:
    """Wait until no node shows or is labelled with `text`."""
    until(page, f"t => !({SEE_JS})(t)", arg=" ".join(text.split()), timeout=timeout)


def box_when(page, text: str, fits, timeout: float = DEADLINE_MS, how: str = "exact") -> dict:
    """The box of `text` once `fits(box)` holds (a scroll may still be moving it), else the last one seen."""
    deadline = time.monotonic() + timeout / 1000
    where = box(page, text, how, timeout)
    while not fits(where) and time.monotonic() < deadline:
        page.wait_for_timeout(100)  # a poll
        where = box(page, text, how, timeout)
    return where


def tap_text(page, text: str) -> None:
    """Tap the node labelled with `text` (e.g. a list entry whose title and subtitle are read together)."""
    see(page, text)
    node = page.locator("flt-semantics[flt-tappable]").filter(has_text=text)
    if node.count() == 0:
        node = page.locator(f"flt-semantics[flt-tappable][aria-label*='{text}']")
    answered(page, lambda: node.first.dispatch_event("click"))


def wait_listening(process: subprocess.Popen, port: int, timeout: float = START) -> None:
    """Wait until `process` listens on `port`; fail with its output when it exits first."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server exited: {process.stdout.read() if process.stdout else ''}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return
        except OSError:
            time.sleep(0.1)  # a poll
    raise TimeoutError(f"nothing listens on port {port}")


DIFFER_JS = """async ([first, second]) => {
    const load = src => new Promise((done, fail) => { const image = new Image(); image.onload = () => done(image);
                                                       image.onerror = fail; image.src = src; });
    const [a, b] = [await load(first), await load(second)];
    const canvas = document.createElement('canvas');
    canvas.width = a.width; canvas.height = a.height;
    const g = canvas.getContext('2d');
    const pixels = image => { g.clearRect(0, 0, canvas.width, canvas.height); g.drawImage(image, 0, 0);
                              return g.getImageData(0, 0, canvas.width, canvas.height).data; };
    const [p, q] = [pixels(a), pixels(b)];
    let differing = 0;
    for (let k = 0; k < p.length; k += 4) {
        if (Math.abs(p[k] - q[k]) + Math.abs(p[k + 1] - q[k + 1]) + Math.abs(p[k + 2] - q[k + 2]) > 48) differing++;
    }
    return a.width === b.width && a.height === b.height ? differing / (p.length / 4) : 1;
}"""


def differing_pixels(browser, first: bytes, second: bytes) -> float:
    """The share of pixels (0..1) that differ visibly between two PNG screenshots, counted by the browser."""
    import base64

    urls = [f"data:image/png;base64,{base64.b64encode(png).decode()}" for png in (first, second)]
    context = patient(browser.new_context())
    try:
        return settled(context.new_page(), DIFFER_JS, urls)
    finally:
        context.close()


COUNT_JS = """() => {
    if (!window.__inputs) {
        window.__inputs = {clicks: 0, keys: 0};
        window.addEventListener('click', () => window.__inputs.clicks++, true);
        window.addEventListener('keydown', event => { if (!event.repeat) window.__inputs.keys++; }, true);
    }
    window.__inputs.clicks = 0;
    window.__inputs.keys = 0;
}"""


def count_inputs(page) -> None:
    """Start counting (again from 0) the clicks and key presses the page sees, by listeners that capture them first."""
    page.evaluate(COUNT_JS)


def inputs(page) -> tuple[int, int]:
    """The clicks and the key presses the page saw since count_inputs."""
    clicks, keys = page.evaluate("() => [window.__inputs.clicks, window.__inputs.keys]")
    return clicks, keys
