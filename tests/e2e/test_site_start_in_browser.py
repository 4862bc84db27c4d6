"""The published site starts Python with the Flutter client (scorepad/site/early_python.js): the client is
given the worker the page started, never a second one, and the app answers; offline after one visit too.
While Python starts, the client's frames come at most every QUIET_MS after its first (issue 44), and the worker
had its head start: Pyodide's wasm compiled at once, app.tar.gz unpacked by its JavaScript, Pyodide's standard
library and package list fetched from its first moment (head_start.js); the page has the marks of the start (its
own and the worker's, for the start benchmark).
Its first visit fetches the large files gzipped (scorepad/site/offline.py's packed twins): 13 of 32 MB, and of
Flutter's two builds only the one it runs. A repeat visit looks for a newer build only after the client's first
frame."""

from __future__ import annotations

import tarfile

from e2e_driver import see, semantics_on, tap
from patience import DEADLINE_MS, START_MS, until
from scorepad.site.early import QUIET_MS
from site_driver import SiteServer, build_site, no_storage_dialog, persistent

# The large files of the build Chromium runs (Flutter's loader picks dart2wasm with skwasm: the "wasm" lever)
# with Pyodide's, and the other build's, which this browser never asks for (tests/e2e/test_site_wasm_in_browser.py).
PICKED = {"main.dart.wasm", "canvaskit/skwasm.wasm", "pyodide/pyodide.asm.wasm"}
OTHER_BUILD = {
    "main.dart.js",
    "main.dart.js.gz",
    "canvaskit/chromium/canvaskit.wasm",
    "canvaskit/chromium/canvaskit.wasm.gz",
}
# What came first on a repeat visit: the client's first frame or the look for a newer build (boot.js), which
# Flutter's loader would wait for before asking for the client's files.
ORDER = """(() => {
  window.scorepadOrder = [];
  window.addEventListener("flutter-first-frame", () => window.scorepadOrder.push("first frame"), { once: true });
  const update = ServiceWorkerRegistration.prototype.update;
  ServiceWorkerRegistration.prototype.update = function () {
    window.scorepadOrder.push("update");
    return update.call(this);
  };
})();"""
# The Python worker's steps, in their order, among the start's marks (early_python.js, with the worker's own).
WORKER_STEPS = ("worker made", "worker: began", "worker: Pyodide loaded", "worker: app unpacked", "worker: initialized")
# The frames the page's callbacks ran in (when the first of each ran), the client's first frame and the Python
# worker's answer.
FRAMES = """(() => {
  window.scorepadFrames = [];
  window.scorepadFirstFrame = window.scorepadPythonAnswered = null;
  const frame = window.requestAnimationFrame.bind(window);
  let last = null;
  window.requestAnimationFrame = (callback) => frame((time) => {
    if (time !== last) window.scorepadFrames.push(performance.now());
    last = time;
    callback(time);
  });
  window.addEventListener("flutter-first-frame",
    () => { window.scorepadFirstFrame = performance.now(); }, { once: true });
  const Real = window.Worker;
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (event) => {
        if (typeof event.data === "string") window.scorepadPythonAnswered ??= performance.now();
      });
    }
  };
})();"""


def quiet_frames(page) -> list[float]:
    """The times (ms) of the frames between the client's first frame and the Python worker's answer, less the one
    the first frame had asked for before the wait was quiet."""
    frames, first, answered = page.evaluate(
        "[window.scorepadFrames, window.scorepadFirstFrame, window.scorepadPythonAnswered]"
    )
    assert first is not None and answered is not None and first < answered, (first, answered)
    return [time for time in frames if first < time < answered][1:]


def python_workers(
    browser, profile, url: str, offline: bool = False, order: list | None = None, start: dict | None = None
) -> list[str]:
    """Open the site until the app answers a tap; the Python workers the page made (and in `order`, given,
    whether the first frame or the look for a newer build came first; in `start`, given, the frames while Python
    started and what its worker's head start did)."""
    with persistent(browser, profile) as context:
        context.set_offline(offline)
        if order is not None:
            context.add_init_script(ORDER)
        if start is not None:
            context.add_init_script(FRAMES)
        page = context.new_page()
        workers: list[str] = []
        page.on("worker", lambda worker: workers.append(worker.url))
        page.goto(url)
        semantics_on(page, timeout=START_MS)
        if not offline:
            no_storage_dialog(page, timeout=START_MS)
        tap(page, "Add player", timeout=START_MS)
        see(page, "Player 5")  # the new seat's field
        if order is not None:
            until(page, "window.scorepadOrder.includes('update')", timeout=DEADLINE_MS)
            order += page.evaluate("window.scorepadOrder")
        if start is not None:
            start["frames"] = quiet_frames(page)
            [worker] = [w for w in page.workers if w.url.endswith("/python-worker.js")]
            start["head start"] = worker.evaluate("self.scorepadHeadStart")
            start["marks"] = page.evaluate("[window.scorepadStartMarks, window.scorepadPythonStarted]")
        return [url for url in workers if "python-worker.js" in url]


def test_the_client_gets_the_pages_early_python_worker_with_a_head_start_and_a_quiet_wait_first_visit_files_packed(
    browser, tmp_path_factory, tmp_path
):
    site = build_site(tmp_path_factory.getbasetemp())
    start: dict = {}
    with SiteServer(site) as server:
        url = server.url
        assert len(python_workers(browser, tmp_path / "phone", url, start=start)) == 1
    frames = start["frames"]  # the spinner of Flet's "Working..." still turns, but a frame at most every QUIET_MS
    assert len(frames) >= 3 and min(b - a for a, b in zip(frames, frames[1:], strict=False)) >= 0.8 * QUIET_MS, frames
    with tarfile.open(site / "app.tar.gz") as archive:
        files = len(archive.getmembers())
    assert start["head start"] == {
        "wasm": "compiled at once",
        "archive": f"unpacked at once: {files} files",
        "files": "fetched at once: pyodide-lock.json, python_stdlib.zip",
    }
    marks, started = start["marks"]  # the start's marks for benchmarks/site_start_bench.py, by the page's clock
    steps = [marks[name] for name in WORKER_STEPS]
    assert (
        started == "none"
        and steps == sorted(steps)
        and {
            "client's first frame",
            "client connected",
            "worker answered",
            "worker: wasm compiled",
            "worker: app archive read",
        }
        < set(marks)
    )
    fetched = {path.split("?")[0].removeprefix("/scorepad/") for path, _ in server.served}
    assert {f"{name}.gz" for name in PICKED} <= fetched and not fetched & (PICKED | OTHER_BUILD)
    assert server.bytes_served() < 16e6  # the same files unpacked are 32 MB
    order = []
    assert len(python_workers(browser, tmp_path / "phone", url, offline=True, order=order)) == 1
    assert order == ["first frame", "update"]  # the client's files were not held back by the update
