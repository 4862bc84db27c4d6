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
        "stats.summary.title": ("Hearts · {variant} · {date} · {hands} hands", "Hearts · {variant} · {date} · {hands} Spiele"),
        "stats.summary.title_undated": ("Hearts · {variant} · {hands} hands", "Hearts · {variant} · {hands} Spiele"),
        "stats.summary.winner": ("Winner: {names}", "Gewinner: {names}"),
        "stats.summary.winners": ("Winners (shared): {names}", "Gewinner (geteilt): {names}"),
        "stats.summary.running": ("Standing after {hands} hands", "Stand nach {hands} Spielen"),
        "stats.summary.target": (" (to {target})", " (bis {target})"),
        "stats.summary.rounds": (" ({rounds} rounds)", " ({rounds} Runden)"),
        "stats.summary.place": ("{place}. {name}: {total}", "{place}. {name}: {total}"),
        "stats.summary.moons": ("Moons: {moons}", "Monde: {moons}"),
        "stats.summary.moon": ("{name} (hand {hand}, {choice})", "{name} (Spiel {hand}, {choice})"),
        "stats.summary.date": ("{year}-{month}-{day}", "{day}.{month}.{year}"),
    }
)
