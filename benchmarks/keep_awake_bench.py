"""What keep-awake's clip costs a phone on plain http, in cores, beside the clip it replaced and a page alone.

    python benchmarks/keep_awake_bench.py [--rounds 5] [--seconds 10]

Needs Debian's Chromium and Playwright's Python package; nothing is downloaded. A bare page at 390x844 in
headless Chromium plays each clip as scorepad/site/keep_awake.js does for Blink now (muted, no audio track, as big
as the page, unseen) and as it did before (NoSleep's audible clip in a 1-px element), the clips taken from the
script itself; the whole browser's CPU (every process of it, read from /proc) over `--seconds`, the cases
interleaved round by round; medians and p95 side by side (docs/benchmarks.md).
"""

from __future__ import annotations

import argparse
import contextlib
import http.server
import os
import re
import statistics
import sys
import threading
import time
from pathlib import Path

from figures import cpu_seconds, p95

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))

from e2e_driver import CHROMIUM_ARGS, PHONE, chromium_path  # noqa: E402

SCRIPT = (ROOT / "scorepad" / "site" / "keep_awake.js").read_text(encoding="utf-8")
CLIPS = dict(re.findall(r'const (CLIP|VIDEO_ONLY) = "(data:video/mp4;base64,[A-Za-z0-9+/=]+)"', SCRIPT))
UNSEEN = re.search(r'const UNSEEN = "([^"]+)"', SCRIPT).group(1)
CASES = {
    "the page alone": None,
    "now: muted, no audio track, page-sized": (CLIPS["VIDEO_ONLY"], True, UNSEEN),
    "before: audible, 1 px": (CLIPS["CLIP"], False, "position:fixed;left:0;top:0;width:1px;height:1px;opacity:0.01"),
}


def page(case: str) -> bytes:
    clip = CASES[case]
    if clip is None:
        return b"<!doctype html><body>a page</body>"
    src, muted, style = clip
    return (
        f"<!doctype html><body><script>const v = document.createElement('video'); v.src = '{src}';"
        f"v.muted = {str(muted).lower()}; v.setAttribute('playsinline', ''); v.style.cssText = '{style}';"
        "v.addEventListener('timeupdate', () => { if (v.currentTime > 1) v.currentTime = 0; });"
        "document.body.appendChild(v); window.go = () => v.play();</script></body>"
    ).encode()


class Pages(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        number = self.path.strip("/")
        if not number.isdigit():
            self.send_error(404)
            return
        body = page(list(CASES)[int(number)])
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def browser_tree(root: int) -> list[int]:
    """The browser process and every process under it."""
    parents = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            parents[int(entry)] = int(stat[stat.rindex(")") + 2 :].split()[1])
    tree, grown = {root}, True
    while grown:
        more = {pid for pid, parent in parents.items() if parent in tree} - tree
        tree |= more
        grown = bool(more)
    return sorted(tree)


def tree_cpu(root: int) -> float:
    total = 0.0
    for pid in browser_tree(root):
        with contextlib.suppress(OSError):
            total += cpu_seconds(pid)
    return total


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--rounds", type=int, default=5)
    options.add_argument("--seconds", type=float, default=10.0)
    args = options.parse_args()
    from playwright.sync_api import sync_playwright

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Pages)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    cores: dict[str, list[float]] = {case: [] for case in CASES}
    with sync_playwright() as playwright:
        mark = f"--scorepad-bench={os.getpid()}"  # a switch Chromium ignores: names this browser among others
        browser = playwright.chromium.launch(
            executable_path=chromium_path(), args=[*CHROMIUM_ARGS, "--autoplay-policy=no-user-gesture-required", mark]
        )
        root = browser_root(mark.encode())
        for _ in range(args.rounds):
            for number, case in enumerate(CASES):
                tab = browser.new_page(viewport=PHONE)
                tab.goto(f"http://127.0.0.1:{server.server_address[1]}/{number}")
                if CASES[case] is not None:
                    tab.evaluate("go()")
                time.sleep(2)  # started and settled
                before = tree_cpu(root)
                time.sleep(args.seconds)
                cores[case].append((tree_cpu(root) - before) / args.seconds)
                tab.close()
        browser.close()
    server.shutdown()
    print(
        f"{'keep-awake clip (Chromium, 390x844)':42s} {'median':>8s} {'p95':>8s}   cores over {args.seconds:g} s, "
        f"{args.rounds} rounds"
    )
    for case, values in cores.items():
        print(f"{case:42s} {statistics.median(values):8.3f} {p95(values):8.3f}")


def browser_root(mark: bytes) -> int:
    """The browser process started with the switch `mark` (its children have --type=)."""
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            args = Path(f"/proc/{entry}/cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if mark in args and not any(a.startswith(b"--type=") for a in args):
            return int(entry)
    raise AssertionError("the benchmark's Chromium is not running")


if __name__ == "__main__":
    main()
