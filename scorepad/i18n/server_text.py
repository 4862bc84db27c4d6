"""Words of the web server: the page a stranger gets, and what `scorepad --web` says about the network."""

from __future__ import annotations

from scorepad.i18n.catalog import add

add(
    {
        "serve.flet_version": (
            "scorepad --web needs flet and flet-web {pinned}; installed are {installed}. Install them with: "
            "pip install flet=={pinned} flet-web=={pinned}",
            "scorepad --web braucht flet und flet-web {pinned}; installiert sind {installed}. Installieren mit: "
            "pip install flet=={pinned} flet-web=={pinned}",
        )
    }
)
add(
    {
        "gate.title": ("Ask the scorer for the QR code", "Frag den Schreiber nach dem QR-Code"),
        "gate.body": (
            "This table's score pad opens only with the link in the scorer's QR code. A link stops working "
            "when the scorer makes new links or restarts Scorepad.",
            "Der Punkteblock dieses Tisches öffnet sich nur mit dem Link aus dem QR-Code des Schreibers. "
            "Ein Link gilt nicht mehr, sobald der Schreiber neue Links erstellt oder Scorepad neu startet.",
        ),
        "serve.network_warning": (
            "WARNING: listening on the network ({host}): anyone on this network who has one of the links "
            "below can join. Each link carries a secret; share only the score or watch link.",
            "WARNUNG: Scorepad ist im Netzwerk erreichbar ({host}): wer in diesem Netzwerk einen der Links "
            "unten hat, kann beitreten. Jeder Link enthält ein Geheimnis; gib nur den Mitschreib- oder den "
            "Zuschau-Link weiter.",
        ),
        "server.crashed": (
            "Something went wrong on the scorer's computer. Reload this page; if it happens again, tell the scorer.",
            "Auf dem Rechner des Schreibers ist etwas schiefgegangen. Lade diese Seite neu; passiert es wieder, "
            "sag es dem Schreiber.",
        ),
        "server.reconnecting": ("Not connected — reconnecting…", "Verbindung weg — verbinde neu…"),
        "serve.host_link": (
            "For you (the whole app, keep it to yourself):",
            "Für dich (die ganze App, nicht weitergeben):",
        ),
        "serve.score_link": (
            "To score (enter and fix hands of the shared match):",
            "Zum Mitschreiben (Spiele der geteilten Partie eintragen und korrigieren):",
        ),
        "serve.watch_link": (
            "To watch (the shared match, read only):",
            "Zum Zuschauen (die geteilte Partie, nur lesen):",
        ),
        "serve.watch_qr": ("The watch link as a QR code:", "Der Zuschau-Link als QR-Code:"),
        "serve.no_address": (
            "No network address of this machine was found; phones reach it under its address on your network.",
            "Keine Netzwerkadresse dieses Rechners gefunden; Handys erreichen ihn unter seiner Adresse im Netzwerk.",
        ),
    }
)
