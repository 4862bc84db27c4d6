"""Live broadcast: one session's save reaching N watcher sessions (4 and 20), median and p95, and the
server's memory per watcher.

    python benchmarks/live_bench.py [--rounds 30] [--watchers 4,20]

The watchers are raw websocket clients speaking Flet 1.0.5's protocol (register, then read patches), not
browsers. What grows with N is the server's work: the pubsub fan-out, each session's diff and patch, one
websocket send per watcher; that is measured exactly, from the scorer's click leaving its socket to the
patch arriving at each watcher. Twenty Chromium renderers on this 2-core machine would measure their own
contention instead (at a real table each phone draws on its own CPU); a browser adds about one frame.

Besides the latencies, the server process's CPU time per round (user + system, from /proc): it says what
the server does for a round with less of the machine's other load in it (a Scorepad round is three taps).

Side by side in one run (each target in its own server process):
  bare   a bare Flet pubsub app served by Flet itself (ft.run, web server): a click, one text on every session
  gated  the same bare app behind Scorepad's server (gate, secret links, a seat per session)
  same   the same broadcast in plain Flet (ft.run): a click writes the hand durably (temp file, fsync,
         rename, folder fsync) and tells every other session, which sets what Scorepad's watcher view
         shows for Anna (her total and place, the next dealer, her pass, the target, the scorecard's new
         row, the dealer mark and the totals) on controls made once: the least code doing this work
  scorepad  Scorepad itself behind the gate: a scorer's session (score link, a wide window) enters a hand
          (Anna 13 ♥, Ben took Q♠, Save hand) and each watcher's phone view (watch link, "I am Anna") shows
          Anna's new total: the whole path — the Store's durable write, the news, each watcher's table
          state and its components drawing what changed.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import msgpack
import websockets

from figures import cpu_seconds, p95

ROOT = Path(__file__).resolve().parents[1]
REGISTER, EVENT, INVOKE = 1, 3, 5  # Flet 1.0.5 protocol actions
MARK = "saved "  # what a watcher's text says after round k: "saved k"
TARGETS = ("bare", "gated", "same", "scorepad")
LABELS = {"bare": "bare Flet pubsub app", "gated": "same app behind the gate", "same": "same broadcast, plain Flet",
          "scorepad": "Scorepad's watcher view"}


def bare_main(page) -> None:
    """The bare pubsub app: a Save button that tells every other session, which shows it at once."""
    import flet as ft

    shown, saved = ft.Text("nothing yet"), [0]

    async def on_news(text: str) -> None:
        shown.value = text
        page.update()

    def save(_) -> None:
        saved[0] += 1
        page.pubsub.send_others(f"{MARK}{saved[0]}")

    page.pubsub.subscribe(on_news)
    page.add(shown, ft.Button("Save", on_click=save))


def same_main(page) -> None:
    """The same broadcast in plain Flet: a Save that writes the hand durably (temp file, fsync, rename,
    folder fsync), then tells every other session, each drawing what Scorepad's watcher view shows for
    Anna — her total and place, the next dealer, where her cards go, the target, the scorecard's new row,
    the dealer mark and the totals — by setting those controls' values (no components, no Store)."""
    import json

    import flet as ft

    names, seat, n = ("Anna", "Ben", "Carla", "Dan"), 0, 4
    folder = Path(os.environ["SAME_DIR"])

    def texts(count, size=16):
        return [ft.Text("", size=size) for _ in range(count)]

    total, title, passing, leads, left = texts(5, 20)
    heads, sums, rows = texts(n), texts(n), ft.Column(spacing=0)

    def draw(hands: list) -> None:
        totals = [sum(h[s] for h in hands) for s in range(n)]
        k, offset = len(hands) + 1, (1, 3, 2, 0)[len(hands) % 4]
        dealer = (k - 1) % n
        total.value = f"{totals[seat]} points · place {sorted(totals).index(totals[seat]) + 1} of {n}"
        title.value, left.value = f"Hand {k} · {names[dealer]} deals", f"{100 - totals[seat]} more to 100"
        passing.value = f"3 cards to {names[(seat + offset) % n]}" if offset else "keep"
        leads.value = "2♣ leads"
        for s in range(n):
            heads[s].value = names[s] + (" ●" if s == dealer else "")
            sums[s].value = str(totals[s])
        if hands:
            rows.controls.append(ft.Row([ft.Text(str(len(hands))), *(ft.Text(str(p)) for p in hands[-1])]))
        page.update()

    async def on_news(hands: list) -> None:
        draw(hands)

    def save(_) -> None:
        hands = json.loads((folder / "match.json").read_text()) if (folder / "match.json").exists() else []
        hands.append([13, 13, 0, 0])
        temp = folder / "match.json.tmp"
        with open(temp, "w") as file:
            json.dump(hands, file)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temp, folder / "match.json")
        fd = os.open(folder, os.O_RDONLY)
        os.fsync(fd)
        os.close(fd)
        page.pubsub.send_others(hands)

    page.pubsub.subscribe(on_news)
    page.add(ft.Text(names[seat], size=22), total, title, passing, leads, left, ft.Row(heads), rows, ft.Row(sums), ft.Button("Save", on_click=save))
    draw([])


def serve(target: str, port: int) -> None:
    """Run one target's server in this process (the benchmark starts it as a subprocess)."""
    os.environ["FLET_FORCE_WEB_SERVER"] = "1"
    if target in ("bare", "same"):
        import flet as ft

        os.environ["SAME_DIR"] = tempfile.mkdtemp(prefix="live-bench-same-")
        ft.run(bare_main if target == "bare" else same_main, host="127.0.0.1", port=port, view=ft.AppView.WEB_BROWSER, no_cdn=True)
        return
    sys.path.insert(0, str(ROOT))
    from scorepad.rules import Rules
    from scorepad.server.app import Serving, run
    from scorepad.server.connections import Limits
    from scorepad.storage import Store

    store = Store(tempfile.mkdtemp(prefix="live-bench-"))
    # every watcher here comes from one address with one link, unlike phones at a table: room for them all
    serving = Serving(store, "en", "0.0.0.0", port, limits=Limits(sessions_per_link=1000, per_address=1000))
    print("SECRETS", serving.keys.secret("score"), serving.keys.secret("watch"), flush=True)
    if target == "scorepad":
        from scorepad.ui.app import make_main

        serving.table.share(store.create(("Anna", "Ben", "Carla", "Dan"), Rules(target=1_000_000)).id)
        run(serving, make_main)
    else:
        run(serving, make_main=lambda store, lang, chosen_lang=None: bare_main)


class Server:
    """A target's server as a subprocess on a free port; the cookies its scorer and watchers use."""

    def __init__(self, target: str):
        import socket

        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.target = target
        self.process = subprocess.Popen([sys.executable, __file__, "--serve", target, str(self.port)],
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT)
        self.cookies = {"score": None, "watch": None}
        secrets = self.process.stdout.readline().split()[1:] if target in ("gated", "scorepad") else ()
        self.wait_listening()
        self.cookies.update({role: self.login(secret) for role, secret in zip(("score", "watch"), secrets)})

    def login(self, secret: str) -> str:
        """Open a link as a browser does: the cookie (the server's token for it) its answer sets."""
        import http.client

        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        connection.request("GET", f"/?key={secret}")
        cookie = connection.getresponse().getheader("Set-Cookie")
        connection.close()
        return cookie.split(";", 1)[0]

    def wait_listening(self, timeout: float = 60) -> None:
        import socket

        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.2):
                    return
            except OSError:
                time.sleep(0.1)
        raise TimeoutError(f"{self.target} server did not start")

    def cpu_seconds(self) -> float:
        """The CPU time (user + system) the server process has used so far (0 where /proc has none)."""
        return cpu_seconds(self.process.pid)

    def rss_mb(self) -> float:
        for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
        return 0.0

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(10)


class Client:
    """A raw Flet web client: registers, then reads every message, noting when each round's mark arrived
    (`mark(round)`: the text that says the round's save has arrived)."""

    def __init__(self, socket_, mark):
        self.ws, self.arrived, self.messages, self.mark = socket_, {}, [], mark

    @classmethod
    async def join(cls, port: int, cookie: str | None, ready: str = "Save", width: int = 390, mark=None) -> Client:
        headers = {"Origin": f"http://127.0.0.1:{port}", **({"Cookie": cookie} if cookie else {})}
        client = cls(await websockets.connect(f"ws://127.0.0.1:{port}/ws", additional_headers=headers,
                                              max_size=None, open_timeout=30), mark or (lambda k: f"{MARK}{k}'"))
        page = {"route": "/", "width": width, "height": 844}
        await client.ws.send(b"\x00" + msgpack.packb([REGISTER, {"session_id": "", "page_name": "", "page": page}]))
        client.reader = asyncio.create_task(client.read())
        await client.until(ready)
        return client

    async def until(self, text: str, seconds: float = 60) -> None:
        deadline = time.perf_counter() + seconds
        while not any(text in str(m) for m in self.messages):
            if time.perf_counter() > deadline:
                raise TimeoutError(f"never shown: {text}")
            await asyncio.sleep(0.01)

    async def read(self) -> None:
        async for frame in self.ws:
            now = time.perf_counter()
            message = msgpack.unpackb(frame[1:], strict_map_key=False)
            self.messages.append(message)
            if message[0] == INVOKE:  # a client that does nothing answers every call at once
                body = message[1]
                await self.ws.send(b"\x00" + msgpack.packb([INVOKE, {"control_id": body["control_id"], "call_id": body["call_id"],
                                                                    "result": None, "error": None}]))
            text = str(message)
            for round_ in range(len(self.arrived) + 1, len(self.arrived) + 3):
                if self.mark(round_) in text:
                    self.arrived.setdefault(round_, now)

    def button(self, name: str, kinds=("Button", "FilledButton", "OutlinedButton", "TextButton")) -> int:
        """The id of the button whose content says `name`, as the newest message drew it (a redrawn
        button, e.g. from outlined to filled, is a new control with a new id)."""
        found = None
        for message in self.messages:
            stack = [message]
            while stack:
                item = stack.pop()
                if isinstance(item, dict):
                    if item.get("_c") in kinds and f"'{name}'" in str(item):
                        found = item["_i"]
                    stack.extend(item.values())
                elif isinstance(item, (list, tuple)):
                    stack.extend(item)
        if found is None:
            raise RuntimeError(f"no button {name!r}")
        return found

    async def click(self, control: int) -> None:
        await self.ws.send(b"\x00" + msgpack.packb([EVENT, {"target": control, "name": "click", "data": None}]))


async def measure(server: Server, watchers: int, rounds: int) -> dict:
    """`rounds` saves from one scorer to `watchers` watchers: each watcher's latency and each round's last."""
    idle = server.rss_mb()
    if server.target == "scorepad":
        scorer = await Client.join(server.port, server.cookies["score"], ready="Save hand", width=1280,
                                   mark=lambda k: f"Hand {k} saved")
        audience = [await anna(server) for _ in range(watchers)]
        taps = ("Anna 13 ♥", "Ben took Q♠", "Save hand")
    else:
        scorer = await Client.join(server.port, server.cookies["score"])
        mark = (lambda k: f"'{13 * k} points · place") if server.target == "same" else None
        audience = [await Client.join(server.port, server.cookies["watch"], mark=mark) for _ in range(watchers)]
        taps = ("Save",)
    joined = server.rss_mb()
    cpu = server.cpu_seconds()
    each, every, saved = [], [], []
    for round_ in range(1, rounds + 1):
        for tap in taps[:-1]:
            await scorer.click(scorer.button(tap))
            await asyncio.sleep(0.1)  # drawn again before the next tap is looked up
        button = scorer.button(taps[-1])
        sent = time.perf_counter()
        await scorer.click(button)
        deadline = sent + 10
        while not all(round_ in w.arrived for w in audience) and time.perf_counter() < deadline:
            await asyncio.sleep(0.001)
        latencies = [w.arrived[round_] - sent for w in audience if round_ in w.arrived]
        if len(latencies) < watchers:
            raise RuntimeError(f"round {round_}: {watchers - len(latencies)} watchers never saw the save")
        each += latencies
        every.append(max(latencies))
        if server.target == "scorepad":  # the scorer's own screen says "saved" after its phones: wait for it,
            while round_ not in scorer.arrived and time.perf_counter() < deadline:  # the next taps need its buttons
                await asyncio.sleep(0.001)
            saved.append(scorer.arrived[round_] - sent)
        await asyncio.sleep(0.1)  # rounds do not overlap
    cpu = (server.cpu_seconds() - cpu) / rounds
    for client in [scorer, *audience]:
        await client.ws.close()
    return {"each": each, "every": every, "saved": saved, "mb_per_watcher": (joined - idle) / (watchers + 1), "cpu": cpu}


async def anna(server: Server) -> Client:
    """A watcher's phone that says it is Anna's; round k's mark is Anna's total after k hands of 13."""
    watcher = await Client.join(server.port, server.cookies["watch"], ready="Who are you?",
                                mark=lambda k: f"'{13 * k} points · place")
    await watcher.click(watcher.button("Anna"))
    await watcher.until("0 points · place")
    return watcher


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--watchers", default="4,20")
    parser.add_argument("--serve", nargs=2, metavar=("TARGET", "PORT"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(args.serve[0], int(args.serve[1]))
        return 0
    counts = [int(n) for n in args.watchers.split(",")]
    results = {}
    for target in TARGETS:
        for watchers in counts:
            server = Server(target)  # a fresh server per row: no session of an earlier row stays around
            try:
                results[target, watchers] = asyncio.run(measure(server, watchers, args.rounds))
            finally:
                server.stop()
    print(f"live broadcast, one save to N watchers ({args.rounds} rounds; load average {os.getloadavg()[0]:.1f})")
    print(f"  {'':36} {'each watcher':>19} {'every watcher (round)':>23} {'memory':>12} {'server CPU':>11}")
    print(f"  {'':36} {'median':>9} {'p95':>9} {'median':>11} {'p95':>11} {'per watcher':>12} {'per round':>11}")
    for (target, watchers), r in results.items():
        label = LABELS[target]
        print(f"  {label + f', {watchers:>2} watchers':36} {ms(statistics.median(r['each'])):>9} {ms(p95(r['each'])):>9}"
              f" {ms(statistics.median(r['every'])):>11} {ms(p95(r['every'])):>11} {r['mb_per_watcher']:>9.2f} MB"
              f" {ms(r['cpu']):>11}")
    for watchers in counts:
        saved = results["scorepad", watchers]["saved"]
        print(f"  Scorepad, {watchers} watchers: the scorer's own screen says saved (after its phones): "
              f"median {ms(statistics.median(saved))}, p95 {ms(p95(saved))}")
    for watchers in counts:
        bare, gated, same, scorepad = (statistics.median(results[t, watchers]["every"]) for t in TARGETS)
        print(f"  ratio, {watchers} watchers (median, every watcher): gated / bare {gated / bare:.2f}; "
              f"Scorepad / same broadcast {scorepad / same:.2f}; Scorepad / bare {scorepad / bare:.2f}")
        bare, gated = (results[t, watchers]["cpu"] for t in ("bare", "gated"))
        print(f"  ratio, {watchers} watchers (server CPU per round): gated / bare {gated / bare:.2f}")
    return 0


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


if __name__ == "__main__":
    raise SystemExit(main())
