"""What `scorepad --web` says in the terminal: where to open it, and on the network a warning, the three
links and the watch link's QR code."""

from __future__ import annotations

import sys

from scorepad.i18n import t
from scorepad.seating import SCORE, WATCH
from scorepad.server.links import Links, qr_terminal


def announce(links: Links, lang: str, out=None) -> None:
    """Print where the app is served; on the network, who can join and the links (the watch link as QR)."""
    out = out or sys.stdout
    if not links.network:
        print(t("app.serving", lang), links.here(), t("app.stop_hint", lang), sep="\n", file=out, flush=True)
        return
    print(t("serve.network_warning", lang, host=links.bound or "0.0.0.0"), file=out)
    if links.address is None:
        print(t("serve.no_address", lang), file=out)
    print(t("serve.host_link", lang), f"  {links.here()}", sep="\n", file=out)
    print(t("serve.score_link", lang), f"  {links.url(SCORE)}", sep="\n", file=out)
    print(t("serve.watch_link", lang), f"  {links.url(WATCH)}", sep="\n", file=out)
    print(t("serve.watch_qr", lang), file=out, flush=True)
    qr_terminal(links.url(WATCH), out)
    print(t("app.stop_hint", lang), file=out, flush=True)
