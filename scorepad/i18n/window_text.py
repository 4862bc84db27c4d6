"""Words of the desktop window: why none opens here (each cause its own reason) and its one-time download."""

from __future__ import annotations

from scorepad.i18n.catalog import add

add(
    {
        "window.web_only": (
            "No desktop window can open here ({reason}); serving the app to the browser instead.",
            "Hier kann sich kein Fenster öffnen ({reason}); die App läuft stattdessen im Browser.",
        ),
        "window.no_display": ("no display", "kein Bildschirm"),
        "window.display_silent": ("the display {display} does not answer", "der Bildschirm {display} antwortet nicht"),
        "window.no_desktop": (
            'the desktop extra is not installed: pip install -e ".[desktop]"',
            'die Desktop-Erweiterung ist nicht installiert: pip install -e ".[desktop]"',
        ),
        "window.desktop_mismatch": (
            'flet-desktop {found} does not match flet {wanted}: pip install -e ".[desktop]"',
            'flet-desktop {found} passt nicht zu flet {wanted}: pip install -e ".[desktop]"',
        ),
        "window.downloading": (
            "Fetching the window client once from {url} …",
            "Der Fenster-Client wird einmalig geladen von {url} …",
        ),
        "window.download_unreachable": (
            "the window client's one-time download could not reach {url}: {reason}; "
            "without internet see README, 'The window without internet'",
            "das einmalige Laden des Fenster-Clients erreichte {url} nicht: {reason}; "
            "ohne Internet siehe README, „The window without internet“",
        ),
        "window.no_name": (
            "the name does not resolve (no internet?)",
            "der Name lässt sich nicht auflösen (kein Internet?)",
        ),
        "window.download_stalled": (
            "the window client's one-time download from {url} stalled (nothing came for {seconds} s)",
            "das einmalige Laden des Fenster-Clients von {url} stockte ({seconds} s lang kam nichts)",
        ),
        "window.download_refused": (
            "the window client's one-time download from {url} was refused: {status} {message}",
            "das einmalige Laden des Fenster-Clients von {url} wurde abgelehnt: {status} {message}",
        ),
        "window.download_broken": (
            "the window client's one-time download from {url} broke off: {reason}",
            "das einmalige Laden des Fenster-Clients von {url} brach ab: {reason}",
        ),
        "window.download_damaged": (
            "what came from {url} is not Flet's window client ({reason})",
            "was von {url} kam, ist nicht Flets Fenster-Client ({reason})",
        ),
        "window.not_stored": (
            "the window client cannot be stored in {path}: {reason}",
            "der Fenster-Client lässt sich nicht in {path} ablegen: {reason}",
        ),
        "window.unsupported": (
            "Flet has no window client for this computer ({reason})",
            "Flet hat keinen Fenster-Client für diesen Rechner ({reason})",
        ),
        "window.client_failed": (
            "the window client could not be started: {reason}",
            "der Fenster-Client ließ sich nicht starten: {reason}",
        ),
        "window.client_ended": (
            "the window client ended before it showed the app",
            "der Fenster-Client endete, bevor er die App zeigte",
        ),
    }
)
