"""Words of the statistics and the exports (CSV headings, the shared summary)."""

from __future__ import annotations

from scorepad.i18n.catalog import add

add(
    {
        "stats.csv.hand": ("Hand", "Spiel"),
        "stats.csv.note": ("Note", "Hinweis"),
        "stats.csv.total": ("Total", "Summe"),
        "stats.csv.story": ("Story", "Verlauf"),
        "stats.note.moon": ("moon: {name} ({choice})", "Mond: {name} ({choice})"),
        "stats.note.sun": ("sun: {name} ({choice})", "Sonne: {name} ({choice})"),
        "stats.note.jack": ("J♦: {name}", "Karo-Bube: {name}"),
        "stats.note.die": ("die: {suit}", "Würfel: {suit}"),
        "stats.choice.minus": ("minus", "minus"),
        "stats.choice.plus": ("plus", "plus"),
        "stats.summary.title": ("Hearts · {variant} · {date} · {hands}", "Hearts · {variant} · {date} · {hands}"),
        "stats.summary.title_undated": ("Hearts · {variant} · {hands}", "Hearts · {variant} · {hands}"),
        "stats.hands": ("{hands:# hand|# hands}", "{hands:# Spiel|# Spiele}"),
        "stats.summary.winner": ("Winner: {names}", "Gewinner: {names}"),
        "stats.summary.winners": ("Winners (shared): {names}", "Gewinner (geteilt): {names}"),
        "stats.summary.running": ("Standing after {hands:# hand|# hands}", "Stand nach {hands:# Spiel|# Spielen}"),
        "stats.summary.target": (" (to {target})", " (bis {target})"),
        "stats.summary.rounds": (" (of {rounds})", " (von {rounds})"),
        "stats.summary.place": ("{place}. {name}: {total}", "{place}. {name}: {total}"),
        "stats.summary.moons": ("Moons: {moons}", "Monde: {moons}"),
        "stats.summary.moon": ("{name} (hand {hand}, {choice})", "{name} (Spiel {hand}, {choice})"),
        "stats.summary.sun": ("{name} (hand {hand}, the sun, {choice})", "{name} (Spiel {hand}, die Sonne, {choice})"),
        "stats.summary.date": ("{year}-{month}-{day}", "{day}.{month}.{year}"),
    }
)

# the looking-back screens: statistics, a match's story, export, backup and restore
add(
    {
        "menu.stats": ("Statistics", "Statistik"),
        "menu.backup": ("Backup and restore", "Sichern und wiederherstellen"),
        "stats.title": ("Statistics", "Statistik"),
        "stats.building": ("Counting all matches for the first time …", "Alle Partien werden zum ersten Mal gezählt …"),
        "stats.building_why": (
            "This happens once; afterwards the statistics open at once.",
            "Das passiert nur einmal; danach öffnet die Statistik sofort.",
        ),
        "stats.counts": (
            "Matches: {matches} · finished: {finished} · players: {players}",
            "Partien: {matches} · beendet: {finished} · Spieler: {players}",
        ),
        "stats.none": ("No matches in this selection yet.", "In dieser Auswahl gibt es noch keine Partien."),
        "stats.leaderboard": ("Leaderboard", "Rangliste"),
        "stats.all_variants": ("All variants", "Alle Varianten"),
        "stats.span.all": ("All time", "Gesamt"),
        "stats.span.year": ("This year", "Dieses Jahr"),
        "stats.span.12m": ("12 months", "12 Monate"),
        "stats.span.month": ("This month", "Diesen Monat"),
        "stats.span.30d": ("30 days", "30 Tage"),
        "stats.everyone": ("Everyone", "Alle"),
        "stats.this_table": ("This table's standings", "Rangliste dieses Tisches"),
        "stats.group_named": ("The group {title}", "Die Runde {title}"),
        "stats.pick": ("Choose players", "Spieler wählen"),
        "stats.pick_done": ("Done", "Fertig"),
        "stats.pick_player": ("{name} in the group", "{name} in der Runde"),
        "stats.pick_about": (
            "Tap who belongs to the group: its matches are those where everyone at the table is one of them.",
            "Tippe an, wer zur Runde gehört: ihre Partien sind die, in denen jeder am Tisch einer von ihnen ist.",
        ),
        "stats.group_label": ("Name this group", "Name der Runde"),
        "stats.group_keep": ("Keep", "Behalten"),
        "stats.group_empty": ("Type a name for the group first.", "Bitte zuerst einen Namen für die Runde eingeben."),
        "stats.group_kept": ("The group “{title}” is kept.", "Die Runde „{title}“ ist behalten."),
        "stats.group_forget": ("Forget the group “{title}”", "Die Runde „{title}“ vergessen"),
        "stats.group_forgotten": (
            "The group “{title}” is forgotten; its matches stay.",
            "Die Runde „{title}“ ist vergessen; ihre Partien bleiben.",
        ),
        "stats.col.name": ("Player", "Spieler"),
        "stats.col.wins": ("Won", "Siege"),
        "stats.col.rate": ("Rate", "Quote"),
        "stats.col.pph": ("Pts/hand", "Pkt./Spiel"),
        "stats.row": (
            "{rank}. {name}: {wins} won of {finished}, {rate}, {pph:# point|# points} per hand",
            "{rank}. {name}: {wins} von {finished} gewonnen, {rate}, {pph:# Punkt|# Punkte} pro Spiel",
        ),
        "stats.show_all": ("Show all {count}", "Alle {count} zeigen"),
        "stats.unranked": ("Only running matches so far:", "Bisher nur laufende Partien:"),
        "stats.f.matches": ("Matches played", "Partien gespielt"),
        "stats.f.wins": ("Matches won", "Partien gewonnen"),
        "stats.f.rate": ("Win rate", "Siegquote"),
        "stats.f.pph": ("Points per hand", "Punkte pro Spiel"),
        "stats.f.moons": ("Moons shot", "Monde geschossen"),
        "stats.f.most": ("Took the most points of a hand", "Die meisten Punkte eines Spiels bekommen"),
        "stats.f.best": ("Best final score", "Bestes Endergebnis"),
        "stats.f.worst": ("Worst final score", "Schlechtestes Endergebnis"),
        "stats.f.last": ("Last played", "Zuletzt gespielt"),
        "stats.v.matches": ("{matches} ({finished} finished)", "{matches} ({finished} beendet)"),
        "stats.v.wins": ("{wins} ({shared} shared)", "{wins} ({shared} geteilt)"),
        "stats.v.pph": ("{pph} ({hands:# hand|# hands})", "{pph} ({hands:# Spiel|# Spiele})"),
        "stats.v.moons": ("{moons} ({minus} minus, {plus} plus)", "{moons} ({minus} minus, {plus} plus)"),
        "stats.v.most": (
            "{most:once|# times}, tied {shared:once|# times}",
            "{most:einmal|#-mal}, dazu {shared:einmal|#-mal} gleichauf",
        ),
        "stats.v.most_never": ("never", "nie"),
        "stats.v.most_alone": ("{most:once|# times}", "{most:einmal|#-mal}"),
        "stats.v.most_tied": ("tied {shared:once|# times}", "{shared:einmal|#-mal} gleichauf"),
        "stats.close_player": ("Close {name}'s figures", "Zahlen von {name} schließen"),
        "stats.duel": ("Head-to-head", "Direkter Vergleich"),
        "stats.duel_with": ("{name} against", "{name} gegen"),
        "stats.duel.matches": (
            "Played together: {matches} (finished: {finished})",
            "Zusammen gespielt: {matches} (beendet: {finished})",
        ),
        "stats.duel.ahead": ("{name} ahead of {other}: {count}", "{name} vor {other}: {count}"),
        "stats.duel.level": ("Level: {count}", "Gleichstand: {count}"),
        "stats.duel.wins": ("Wins: {name} {wins}, {other} {other_wins}", "Siege: {name} {wins}, {other} {other_wins}"),
        "stats.rename": ("Rename or merge", "Umbenennen oder zusammenlegen"),
        "stats.rename_about": (
            "Type a new name, or another player's name to count both as one person.",
            "Neuen Namen eingeben, oder den Namen eines anderen Spielers, um beide als eine Person zu zählen.",
        ),
        "stats.rename_label": ("New name", "Neuer Name"),
        "stats.rename_do": ("Rename", "Umbenennen"),
        "stats.rename_empty": ("Type a name first.", "Bitte zuerst einen Namen eingeben."),
        "stats.renamed": ("{name} now counts as {target}.", "{name} zählt jetzt als {target}."),
        "stats.counts_as": ("“{name}” counts as {target}", "„{name}“ zählt als {target}"),
        "stats.separate": ("Separate {name}", "{name} trennen"),
        "stats.separated": ("“{name}” counts on its own again.", "„{name}“ zählt wieder für sich."),
        "chart.title": ("Chart and export", "Diagramm und Export"),
        "chart.open": ("Chart and export", "Diagramm und Export"),
        "chart.label": (
            "Chart of the running totals over {hands:# hand|# hands}: {standing}",
            "Verlauf der Punktestände über {hands:# Spiel|# Spiele}: {standing}",
        ),
        "chart.target": ("target {target}", "Ziel {target}"),
        "chart.axis_hands": ("hand", "Spiel"),
        "chart.no_hands": (
            "No hands played yet: the chart starts with the first hand.",
            "Noch kein Spiel eingetragen: der Verlauf beginnt mit dem ersten Spiel.",
        ),
        "chart.export": ("Export and share", "Exportieren und teilen"),
        "chart.share_subject": ("Hearts scorecard", "Hearts-Punkteblock"),
        "export.csv": ("Save CSV", "CSV speichern"),
        "export.json": ("Save match file", "Partie-Datei speichern"),
        "export.copy": ("Copy summary", "Zusammenfassung kopieren"),
        "export.share": ("Share summary", "Zusammenfassung teilen"),
        "export.save_title": ("Save as", "Speichern unter"),
        "export.saved": ("Saved: {name}", "Gespeichert: {name}"),
        "export.save_failed": ("Could not save the file: {reason}", "Die Datei ließ sich nicht speichern: {reason}"),
        "export.copied": ("Summary copied.", "Zusammenfassung kopiert."),
        "export.copy_failed": ("Could not copy: {reason}", "Kopieren ging nicht: {reason}"),
        "export.share_failed": ("Could not share: {reason}", "Teilen ging nicht: {reason}"),
        # issue 27: what a browser withholds on plain http to a network address (not a secure context)
        "export.copy_insecure": (
            "This browser copies only on https or on the computer itself: save the match or copy it there.",
            "Dieser Browser kopiert nur über https oder am Rechner selbst: Partie speichern oder dort kopieren.",
        ),
        "export.share_insecure": (
            "This browser shares only on https or on the computer itself: save the match or share it there.",
            "Dieser Browser teilt nur über https oder am Rechner selbst: Partie speichern oder dort teilen.",
        ),
        "backup.title": ("Backup and restore", "Sichern und wiederherstellen"),
        "backup.save_heading": ("Back up all matches", "Alle Partien sichern"),
        "backup.save_about": (
            "Every match ({count}) into one file (JSON). Keep it somewhere safe.",
            "Alle Partien ({count}) in eine Datei (JSON). Bewahre sie gut auf.",
        ),
        "backup.save": ("Save backup", "Sicherung speichern"),
        "backup.restore_heading": ("Restore from a file", "Aus einer Datei wiederherstellen"),
        "backup.restore_about": (
            "A backup or a match file. Matches already here stay as they are; a bad file changes nothing.",
            (
                "Eine Sicherung oder Partie-Datei. Vorhandene Partien bleiben, wie sie sind; eine fehlerhafte Datei "
                "ändert nichts."
            ),
        ),
        "backup.restore": ("Restore from file", "Aus Datei wiederherstellen"),
        "backup.match_hint": (
            "A single match is exported from its chart (History → match → Chart and export).",
            "Eine einzelne Partie exportierst du über ihr Diagramm (Verlauf → Partie → Diagramm und Export).",
        ),
        "backup.restored": (
            "Restored: {stored} new, {merged} merged, {unchanged} already there, {rejected} refused.",
            (
                "Wiederhergestellt: {stored} neu, {merged} zusammengeführt, {unchanged} schon vorhanden, {rejected} "
                "abgelehnt."
            ),
        ),
        "backup.restored_kept": (
            "The statistics' names and groups are back too.",
            "Die Namen und Runden der Statistik sind auch wieder da.",
        ),
        "backup.restored_beside": (
            "{beside:# copy disagrees|# copies disagree} with a match here: kept beside it, marked as a copy.",
            "{beside:# Kopie weicht|# Kopien weichen} von einer Partie hier ab: daneben behalten, als Kopie markiert.",
        ),
        "backup.pick_failed": ("Could not read the file: {reason}", "Die Datei ließ sich nicht lesen: {reason}"),
        "backup.not_text": (
            "Not restored: the file is not a text file (not a Scorepad backup). Nothing was changed.",
            "Nicht wiederhergestellt: Die Datei ist keine Textdatei (keine Scorepad-Sicherung). Nichts wurde geändert.",
        ),
        "backup.not_json": (
            "Not restored: the file is not valid JSON (line {line}). Nothing was changed.",
            "Nicht wiederhergestellt: Die Datei ist kein gültiges JSON (Zeile {line}). Nichts wurde geändert.",
        ),
        "backup.empty": (
            "Not restored: the file holds no matches. Nothing was changed.",
            "Nicht wiederhergestellt: Die Datei enthält keine Partien. Nichts wurde geändert.",
        ),
        "backup.not_matches": (
            "Not restored: entry {number} is not a match. Nothing was changed.",
            "Nicht wiederhergestellt: Eintrag {number} ist keine Partie. Nichts wurde geändert.",
        ),
        "backup.bad_match": (
            "Not restored: match {number}: {detail}. Nothing was changed.",
            "Nicht wiederhergestellt: Partie {number}: {detail}. Nichts wurde geändert.",
        ),
    }
)
