"""The server side of sharing a table (`scorepad --web`), one module a part:

- `app`: the app behind the gate, served by uvicorn; `announce`: what the terminal says at the start;
- `connections`: the door below HTTP (connections per address and in all, a request head's time, file limits);
- `secret_gate`: the ASGI middleware that lets a request in only with a link's secret, a same-origin websocket;
- `link_secrets`: the secrets in the links and the tokens the gate gives a browser for one;
- `links`: the links to hand round the table and their QR codes;
- `sessions`: Flet sessions made, kept under their grant and ended; `roles`: the Store as each role may use it;
- `flet_asgi`: the one module that knows Flet's web internals; `flet_version`: the Flet it was written against;
- `client_files`: the web client's files, made Scorepad's.

The UI's seams: `seat_of(page)` / `role_of(page)`, `Seat.store`, `Seat.share(match_id)`,
`Seat.links`, `await Seat.new_links()`, and `links.qr_svg(url)` (what the share screen shows) / `qr_png(url)` / `qr_data_url(url)`.
"""

from __future__ import annotations

from scorepad.seating import HOST, ROLES, SCORE, WATCH, Seat, SharedTable, role_of, seat_of


def serve_web(make_main, store, lang: str | None, host: str, port: int, open_browser: bool = False,
              chosen_lang: str | None = None, limits=None) -> None:
    """`scorepad --web`: print where to open it (on the network: the warning, links and QR code), then serve
    the app that `make_main(store, lang, chosen_lang=…)` makes for each session (the command line gives the
    table app's: the server knows no screen). `chosen_lang` (`--lang`) is the host's app language above its
    browser's; a shared link's follows its browser. `limits` (scorepad.server.connections.Limits) are what a client
    is allowed; None: the defaults for a table."""
    from scorepad.server.announce import announce
    from scorepad.server.app import Serving, run

    serving = Serving(store, lang, host, port, chosen_lang, limits)
    announce(serving.links, lang or "en")
    run(serving, make_main, open_browser=open_browser)


__all__ = ["HOST", "ROLES", "SCORE", "WATCH", "Seat", "SharedTable", "role_of", "seat_of", "serve_web"]
