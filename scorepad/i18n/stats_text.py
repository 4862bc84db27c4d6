"""Words of the statistics and the exports (CSV headings, the shared summary)."""

from __future__ import annotations

from scorepad.i18n.catalog import add

add(
    {
        "stats.csv.hand": ("Hand", "Spiel"),
        "stats.csv.note": ("Note", "Hinweis"),
        "stats.csv.total": ("Total", "Summe"),
        "stats.note.moon": ("moon: {name} ({choice})", "Mond: {name} ({choice})"),
        "stats.note.jack": ("J♦: {name}", "Karo-Bube: {name}"),
        "stats.note.die": ("die: {suit}", "Würfel: {suit}"),
        "stats.choice.minus": ("minus", "minus"),
        "stats.choice.plus": ("plus", "plus"),
        "stats.summary.title": ("Hearts · {variant} · {date} · {hands}", "Hearts · {variant} · {date} · {hands}"),
        "stats.summary.title_undated": ("Hearts · {variant} · {hands}", "Hearts · {variant} · {hands}"),
        "stats.hands": ("{hands} hands", "{hands} Spiele"),
        "stats.hands.one": ("1 hand", "1 Spiel"),
        "stats.summary.winner": ("Winner: {names}", "Gewinner: {names}"),
        "stats.summary.winners": ("Winners (shared): {names}", "Gewinner (geteilt): {names}"),
        "stats.summary.running": ("Standing after {hands} hands", "Stand nach {hands} Spielen"),
        "stats.summary.running.one": ("Standing after 1 hand", "Stand nach 1 Spiel"),
        "stats.summary.target": (" (to {target})", " (bis {target})"),
        "stats.summary.rounds": (" ({rounds} rounds)", " ({rounds} Runden)"),
        "stats.summary.place": ("{place}. {name}: {total}", "{place}. {name}: {total}"),
        "stats.summary.moons": ("Moons: {moons}", "Monde: {moons}"),
        "stats.summary.moon": ("{name} (hand {hand}, {choice})", "{name} (Spiel {hand}, {choice})"),
        "stats.summary.date": ("{year}-{month}-{day}", "{day}.{month}.{year}"),
    }
)
