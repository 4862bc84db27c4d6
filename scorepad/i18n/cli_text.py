"""Words of the command line."""

from __future__ import annotations

from scorepad.i18n.catalog import add

add(
    {
        "cli.unexpected": ("unexpected error ({error}); nothing was changed", "unerwarteter Fehler ({error}); nichts wurde verändert"),
        "cli.file_missing": ("{path}: no such file", "{path}: Datei nicht gefunden"),
        "cli.file_unreadable": ("{path}: cannot be read ({reason})", "{path}: nicht lesbar ({reason})"),
        "cli.not_json": ("{path}: not a JSON file (line {line}, column {column}: {reason})", "{path}: keine JSON-Datei (Zeile {line}, Spalte {column}: {reason})"),
        "cli.not_text": ("{path}: not a text file (not UTF-8)", "{path}: keine Textdatei (kein UTF-8)"),
        "cli.valid": ("{path}: valid, {hands} hands", "{path}: gültig, {hands} Spiele"),
        "cli.invalid": ("{path}: {text}", "{path}: {text}"),
        "show.title": ("{players} · {variant} · moon: {moon}{target}", "{players} · {variant} · Mond: {moon}{target}"),
        "show.target": (" · to {target}", " · bis {target}"),
        "show.rounds": (" · {rounds} rounds", " · {rounds} Runden"),
        "show.hand": ("#", "Nr."),
        "show.dealer": ("dealer", "Geber"),
        "show.pass": ("pass", "Tausch"),
        "show.total": ("total", "Summe"),
        "show.moon": ("moon: {name} {choice}", "Mond: {name} {choice}"),
        "show.jack": ("J♦: {name}", "B♦: {name}"),
        "show.die": ("die: {suit}", "Würfel: {suit}"),
        "show.next": ("Next: hand {number}, {dealer} deals, {passing}.", "Als Nächstes: Spiel {number}, {dealer} gibt, {passing}."),
        "show.winner": ("Winner: {names}", "Gewinner: {names}"),
        "show.winners": ("Winners (shared): {names}", "Gewinner (geteilt): {names}"),
        "show.tied": ("{names} share the fewest points: play goes on until one leads alone.", "{names} haben gleich wenige Punkte: Es wird weitergespielt, bis einer allein vorn liegt."),
        "show.no_hands": ("No hands yet.", "Noch keine Spiele."),
    }
)
