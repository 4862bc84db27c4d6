"""The server side of sharing a table: the gate (secret links, same-origin websockets), a seat per
session with its role, the Store as each role may use it, the shared match, the links and QR codes.

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
    browser's; a shared link's follows its browser. `limits` (scorepad.server.door.Limits) are what a client
    is allowed; None: the defaults for a table."""
    from scorepad.server.announce import announce
    from scorepad.server.app import Serving, run

    serving = Serving(store, lang, host, port, chosen_lang, limits)
    announce(serving.links, lang or "en")
    run(serving, make_main, open_browser=open_browser)


__all__ = ["HOST", "ROLES", "SCORE", "WATCH", "Seat", "SharedTable", "role_of", "seat_of", "serve_web"]
