"""A monkey at the table: a seeded random walk over the real app in headless Chromium.

Each step is what a distracted player's hands might do: tap whatever is enabled (where it is drawn, as a
finger hits it, or by its semantics node, as a screen reader would), type names, digits and odd text into a
field and press Enter, press keys, scroll, turn the phone (390×844 ↔ 844×390), reload, go back and forward.
After every step the page must show no error screen and raise no uncaught page error. The same seed walks
the same way (the app's answers may still differ in timing), so a failure says its seed and its steps.

    python tests/e2e/monkey.py --seeds 1,2,3 --steps 300     # a longer walk than the suite's, by hand
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from e2e_driver import (  # noqa: E402
    CHROMIUM_ARGS,
    FRAMES,
    PHONE,
    ROOT,
    Server,
    all_drawn,
    chromium_path,
    frames_drawn,
    patient,
)
from patience import AGAIN_MS, DEADLINE_MS, until  # noqa: E402

SIDEWAYS = {"width": PHONE["height"], "height": PHONE["width"]}
FAILED = ("Something went wrong", "Etwas ist schiefgegangen")  # scorepad's failure screen (app.failed)
FLET_ERRORS = ("Error running app", "Unhandled error")  # Flet's own error page or banner
TEXTS = (
    "Anna",
    "Ben",
    "Carla",
    "Dan",
    "Eva",
    "Finn",
    "von Bülow",
    "de la Cruz",
    "Zoë",
    "Ærø",
    "13",
    "7",
    "0",
    "26",
    "100",
    "-3",
    "  ",
    "",
    "Anna ",
    "ANNA",
    "🂡♥",
    "x" * 45,
    "Jean-Luc",
    "李",
    "\u200bAnna",
    "1e9",
    "٣",
)
# s: a duration, the walk's pace: after each step the monkey's hand waits this long at most for the app's answer
# before it goes on (many steps get none: a key, a scroll, a tap beside every button), as a distracted player does.
PACE = 0.8
SEMANTICS_ON_JS = "!document.querySelector('flt-semantics-placeholder') && document.querySelector('flt-semantics')"
KEYS = ("Enter", "Escape", "Tab", "Backspace", "ArrowDown", "ArrowUp", "q", "1", "3", "Control+z")
# (weight, action): taps dominate, as at a table
ACTIONS = (
    ("tap", 44),
    ("semantic_tap", 14),
    ("type", 10),
    ("fill", 5),
    ("key", 8),
    ("scroll", 6),
    ("turn", 4),
    ("reload", 3),
    ("back", 5),
    ("forward", 2),
)

TARGETS_JS = """token => {
    const wanted = 'flt-semantics[role=button], flt-semantics[role=checkbox], flt-semantics[role=switch], '
        + 'flt-semantics[role=menuitem], flt-semantics[role=tab], flt-semantics[role=radio], '
        + 'flt-semantics[role=link], flt-semantics[flt-tappable], input, textarea';
    return [...document.querySelectorAll(wanted)]
        .filter(e => e.getAttribute('aria-disabled') !== 'true' && !e.disabled)
        .map((e, index) => { const r = e.getBoundingClientRect();
            e.setAttribute('data-monkey', token + '-' + index);
            return {index, tag: e.tagName, label: e.getAttribute('aria-label') || (e.textContent || '').slice(0, 60),
                    x: r.x, y: r.y, width: r.width, height: r.height}; })
        .filter(t => t.width > 0 && t.height > 0);
}"""
SHOWN_JS = """() => [...document.querySelectorAll('flt-semantics, input')]
    .map(e => (e.getAttribute('aria-label') || '') + ' ' + (e.textContent || '')).join('\\n')"""


class MonkeyFailure(AssertionError):
    """The app showed an error screen or the page raised; says the seed and the steps that led there."""


@dataclass
class Walk:
    """One seeded walk: its steps so far and the page errors seen."""

    seed: int
    steps: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    visited: set[str] = field(default_factory=set)  # the addresses the walk came through

    def fail(self, why: str) -> None:
        recent = "\n  ".join(self.steps[-15:])
        raise MonkeyFailure(f"seed {self.seed}, step {len(self.steps)}: {why}\n  last steps:\n  {recent}")


def seed_table(data_dir: Path) -> None:
    """What a phone that has been used holds: a running match with a few hands and a finished one."""

    def run(*args):
        return subprocess.run(
            [sys.executable, "-m", "scorepad", "--data-dir", str(data_dir), *args],  # noqa: E731
            check=True,
            capture_output=True,
            text=True,
            cwd=ROOT,
        ).stdout.strip()

    done = run("new", "--players", "Eva,Finn,Gus", "--target", "30").splitlines()[0]
    for points in ("10,2,14", "0,26,0", "13,6,7"):
        run("add", done, "--points", points, *(("--moon", "minus") if points == "0,26,0" else ()))
    running = run("new", "--players", "Anna,Ben,Carla,Dan").splitlines()[0]
    for points in ("3,1,18,4", "0,13,13,0"):
        run("add", running, "--points", points)


def open_page(browser, url: str, errors: list[str]):
    context = patient(browser.new_context(viewport=PHONE, locale="en-US", device_scale_factor=1))
    page = context.new_page()
    page.on("pageerror", lambda error: errors.append(str(error)))
    frames = FRAMES[page] = [0]
    page.on("websocket", lambda ws: ws.on("framereceived", lambda _: frames.__setitem__(0, frames[0] + 1)))
    arrive(page, url)
    return page


def arrive(page, url: str | None = None) -> None:
    """Open `url` (or what the page shows now) and switch on the semantics tree once Flutter is up."""
    if url is not None:
        page.goto(url)
    awake(page)
    until(page, SEMANTICS_ON_JS, timeout=DEADLINE_MS)  # the tree the placeholder's click turned on


def awake(page) -> None:
    """Wait until Flutter is up, and switch its semantics tree on if a fresh page has it off."""
    until(page, "document.querySelector('flt-semantics-placeholder, flt-semantics') !== null", timeout=DEADLINE_MS)
    page.evaluate("document.querySelector('flt-semantics-placeholder')?.click()")


def settle(page, before: int, timeout: float = PACE) -> None:
    """Wait for the server's answer to a step (a websocket frame), `timeout` s at most, and for the page to draw
    what it had (e2e_driver.all_drawn)."""
    counter = FRAMES.get(page, [0])
    deadline = time.monotonic() + timeout
    while counter[0] == before and time.monotonic() < deadline:
        page.wait_for_timeout(25)  # a poll
    all_drawn(page)


def check(walk: Walk, page, app_url: str) -> None:
    """No error screen, no uncaught page error; a page that left the app (back past its start) is reopened."""
    if walk.page_errors:
        walk.fail(f"uncaught page error: {walk.page_errors[0]}")
    if not page.url.startswith(app_url):
        walk.steps.append(f"(left the app for {page.url!r}: open it again)")
        arrive(page, app_url)
    walk.visited.add(
        "/" + "/".join("ID" if len(part) == 12 else part for part in page.url[len(app_url) :].split("?")[0].split("/"))
    )
    shown = page.evaluate(SHOWN_JS)
    for text in FAILED + FLET_ERRORS:
        if text in shown:
            walk.fail(f"the page shows {text!r}:\n{shown[:1500]}")


def deck(rng: random.Random, steps: int) -> list[str]:
    """The walk's actions: every kind at least once (a short walk still proves each one's wiring), the rest drawn
    by the weights, shuffled."""
    kinds, weights = [a for a, _ in ACTIONS], [w for _, w in ACTIONS]
    actions = kinds[:steps] + rng.choices(kinds, weights, k=max(0, steps - len(kinds)))
    rng.shuffle(actions)
    return actions


def step(walk: Walk, rng: random.Random, page, app_url: str, action: str) -> None:
    """One action (the walk records what it did before doing it), then the check."""
    from playwright.sync_api import TimeoutError as Vanished

    before = FRAMES.get(page, [0])[0]
    try:
        act(walk, rng, page, app_url, action)
    except Vanished:  # what the finger aimed at changed under it (the app moved on): a normal miss
        walk.steps.append("(the target changed before the tap)")
    settle(page, before)
    check(walk, page, app_url)


def act(walk: Walk, rng: random.Random, page, app_url: str, action: str) -> None:
    if action in ("tap", "semantic_tap", "type", "fill"):
        token = f"s{len(walk.steps)}"
        targets = page.evaluate(TARGETS_JS, token)
        if action in ("type", "fill"):
            targets = [t for t in targets if t["tag"] in ("INPUT", "TEXTAREA")]
        if action != "semantic_tap":  # a finger hits (and a person types into) only what is on the screen
            size = page.viewport_size
            targets = [
                t
                for t in targets
                if 0 <= t["x"] + t["width"] / 2 < size["width"] and 0 <= t["y"] + t["height"] / 2 < size["height"]
            ]
        if not targets:
            walk.steps.append(f"{action}: nothing to {action}")
            return
        target = rng.choice(targets)
        node = page.locator(f"[data-monkey='{token}-{target['index']}']").first
        if action == "tap":
            walk.steps.append(f"tap {target['label']!r} at ({target['x']:.0f}, {target['y']:.0f})")
            page.mouse.click(target["x"] + target["width"] / 2, target["y"] + target["height"] / 2)
        elif action == "semantic_tap":
            walk.steps.append(f"semantic tap {target['label']!r}")
            node.dispatch_event("click", timeout=AGAIN_MS)
        elif action == "fill":  # a form filled in as people do: a word, Enter, the next word, Enter, ...
            words = [rng.choice(TEXTS) for _ in range(rng.randint(2, 6))]
            walk.steps.append(f"fill {words!r} from {target['label']!r}, Enter after each")
            node.click(timeout=AGAIN_MS, force=True)
            for word in words:
                page.keyboard.type(word)
                page.keyboard.press("Enter")
        else:
            text, enter = rng.choice(TEXTS), rng.random() < 0.6
            walk.steps.append(f"type {text!r} into {target['label']!r}{' + Enter' if enter else ''}")
            node.click(timeout=AGAIN_MS, force=True)
            if rng.random() < 0.5:
                page.keyboard.press("Control+A")
            page.keyboard.type(text)
            if enter:
                page.keyboard.press("Enter")
    elif action == "key":
        key = rng.choice(KEYS)
        walk.steps.append(f"key {key}")
        page.keyboard.press(key)
    elif action == "scroll":
        size = page.viewport_size
        x, y, dy = (
            rng.uniform(20, size["width"] - 20),
            rng.uniform(80, size["height"] - 80),
            rng.choice((-600, -200, 200, 600)),
        )
        walk.steps.append(f"scroll {dy} at ({x:.0f}, {y:.0f})")
        page.mouse.move(x, y)
        page.mouse.wheel(0, dy)
    elif action == "turn":
        size = SIDEWAYS if page.viewport_size["width"] < page.viewport_size["height"] else PHONE
        walk.steps.append(f"turn to {size['width']}×{size['height']}")
        page.set_viewport_size(size)
        frames_drawn(page)  # laid out anew for the size: Flutter does it in the frame after the resize
    elif action == "reload":
        walk.steps.append("reload")
        page.reload()
        arrive(page)
    elif action in ("back", "forward"):
        walk.steps.append(action)
        (page.go_back if action == "back" else page.go_forward)(wait_until="commit")
        page.wait_for_load_state("domcontentloaded")  # another document: parsed (the same one: at once)
        if page.url.startswith(app_url):
            awake(page)


def stored_problems(data_dir: Path) -> list[str]:
    """Every stored match exported and run through `scorepad check`: the lines of those that fail."""
    base = [sys.executable, "-m", "scorepad", "--data-dir", str(data_dir)]
    listed = json.loads(
        subprocess.run([*base, "list", "--json"], check=True, capture_output=True, text=True, cwd=ROOT).stdout
    )
    problems = []
    for match in listed:
        path = data_dir.parent / f"{match['id']}.json"
        subprocess.run([*base, "export", match["id"], "-o", str(path)], check=True, capture_output=True, cwd=ROOT)
        checked = subprocess.run([*base, "check", str(path)], capture_output=True, text=True, cwd=ROOT)
        if checked.returncode != 0:
            problems.append(f"{match['id']}: {checked.stdout}{checked.stderr}")
    return problems


def run_walk(browser, server: Server, seed: int, steps: int) -> Walk:
    """Walk `steps` random steps from the app's start; raises MonkeyFailure at the first error screen."""
    walk = Walk(seed)
    rng = random.Random(seed)
    page = open_page(browser, server.url, walk.page_errors)
    try:
        check(walk, page, server.url)
        for action in deck(rng, steps):
            step(walk, rng, page, server.url, action)
    finally:
        page.context.close()
    return walk


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", default="1,2,3")
    parser.add_argument("--steps", type=int, default=300)
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    failed = 0
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        for seed in (int(s) for s in args.seeds.split(",")):
            data = Path(tempfile.mkdtemp(prefix="monkey-")) / "data"
            if seed % 2 == 0:  # even seeds: a phone in use; odd ones: the very first start
                seed_table(data)
            server = Server(data).start()
            started = time.monotonic()
            try:
                walk = run_walk(browser, server, seed, args.steps)
                problems = stored_problems(data)
                print(
                    (
                        f"seed {seed}: {args.steps} steps in {time.monotonic() - started:.0f} s through "
                        f"{sorted(walk.visited)}, "
                    )
                    + ("every stored match checks" if not problems else f"stored matches fail: {problems}")
                )
                failed += bool(problems)
            except MonkeyFailure as failure:
                print(failure, "\nthe server said:\n", server.stop()[-4000:])
                failed += 1
            finally:
                server.stop()
        browser.close()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
