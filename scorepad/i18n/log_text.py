"""Words of each hand's story (scorepad.rules.log): who, when, and what a change did."""

from __future__ import annotations

from scorepad.i18n.catalog import add

add(
    {
        "log.by.host": ("host", "Gastgeber"),
        "log.by.score link": ("score link", "Mitschreib-Link"),
        "log.by.watch link": ("watch link", "Zuschau-Link"),
        "log.by.this phone": ("this phone", "dieses Handy"),
        "log.by.this computer": ("this computer", "dieser Computer"),
        "log.by.command line": ("command line", "Kommandozeile"),
        "log.linked": ("{name} ({link})", "{name} ({link})"),
        "log.entered": ("entered {time} by {by}", "eingetragen {time} von {by}"),
        "log.entered.nobody": ("entered {time}", "eingetragen {time}"),
        "log.before_stories": ("entered before Scorepad kept each hand's story", "eingetragen, bevor Scorepad den Verlauf jedes Spiels festhielt"),
        "log.changed": ("changed {time} by {by}: {what}", "geändert {time} von {by}: {what}"),
        "log.changed.nobody": ("changed {time}: {what}", "geändert {time}: {what}"),
        "log.taken_back": ("taken back {time} by {by}", "zurückgenommen {time} von {by}"),
        "log.taken_back.nobody": ("taken back {time}", "zurückgenommen {time}"),
        "log.put_back": ("put back {time} by {by}", "wieder eingesetzt {time} von {by}"),
        "log.put_back.nobody": ("put back {time}", "wieder eingesetzt {time}"),
        "log.news.put_back": ("Hand {number} put back by {by}", "Spiel {number} wieder eingesetzt von {by}"),
        "log.news.put_back.host": ("Hand {number} put back by the host", "Spiel {number} vom Gastgeber wieder eingesetzt"),
        "log.hand": ("Hand {number}", "Spiel {number}"),
        "log.taken_back_hand": ("Hand {number} (taken back: {points})", "Spiel {number} (zurückgenommen: {points})"),
        "log.taken_back_title": ("Taken back", "Zurückgenommen"),
        "log.points": ("{name} {before} → {after}", "{name} {before} → {after}"),
        "log.moon": ("moon {before} → {after}", "Mond {before} → {after}"),
        "log.jack": ("J♦ {before} → {after}", "B♦ {before} → {after}"),
        "log.suit": ("die {before} → {after}", "Würfel {before} → {after}"),
        "log.none": ("none", "keiner"),
        "log.news": ("Hand {number} changed by {by}: {what}", "Spiel {number} geändert von {by}: {what}"),
        "log.news.host": ("Hand {number} changed by the host: {what}", "Spiel {number} vom Gastgeber geändert: {what}"),
        "log.news.taken_back": ("Hand {number} taken back by {by}", "Spiel {number} zurückgenommen von {by}"),
        "log.news.taken_back.host": ("Hand {number} taken back by the host", "Spiel {number} vom Gastgeber zurückgenommen"),
        "log.story_of": ("Story of hand {number}", "Verlauf von Spiel {number}"),
        "log.changed_mark": ("changed", "geändert"),
        "log.row": ("Hand {number}: its story", "Spiel {number}: sein Verlauf"),
        "legend.changed": ("✎ after the hand number: changed after it was entered. A tap on a hand (where a tap changes it: press and hold) shows its story: who entered it, who changed it, when",
                           "✎ nach der Spielnummer: nach dem Eintragen geändert. Ein Tipp auf ein Spiel (wo ein Tipp es ändert: gedrückt halten) zeigt seinen Verlauf: wer es eingetragen, wer es geändert hat, wann"),
        "log.date": ("{year:04d}-{month:02d}-{day:02d} {time}", "{day:02d}.{month:02d}.{year:04d} {time}"),
    }
)
