"""Words of each hand's story (scorepad.rules.story): who, when, and what a change did."""

from __future__ import annotations

from scorepad.i18n.catalog import add

add(
    {
        "story.by.host": ("host", "Gastgeber"),
        "story.by.score link": ("score link", "Mitschreib-Link"),
        "story.by.watch link": ("watch link", "Zuschau-Link"),
        "story.by.this phone": ("this phone", "dieses Handy"),
        "story.by.this computer": ("this computer", "dieser Computer"),
        "story.by.command line": ("command line", "Kommandozeile"),
        "story.linked": ("{name} ({link})", "{name} ({link})"),
        "story.entered": ("entered {time} by {by}", "eingetragen {time} von {by}"),
        "story.entered.nobody": ("entered {time}", "eingetragen {time}"),
        "story.before_stories": (
            "entered before Scorepad kept each hand's story",
            "eingetragen, bevor Scorepad den Verlauf jedes Spiels festhielt",
        ),
        "story.changed": ("changed {time} by {by}: {what}", "geändert {time} von {by}: {what}"),
        "story.changed.nobody": ("changed {time}: {what}", "geändert {time}: {what}"),
        "story.taken_back": ("taken back {time} by {by}", "zurückgenommen {time} von {by}"),
        "story.taken_back.nobody": ("taken back {time}", "zurückgenommen {time}"),
        "story.put_back": ("put back {time} by {by}", "wieder eingesetzt {time} von {by}"),
        "story.put_back.nobody": ("put back {time}", "wieder eingesetzt {time}"),
        "story.news.put_back": ("Hand {number} put back by {by}", "Spiel {number} wieder eingesetzt von {by}"),
        "story.news.put_back.host": (
            "Hand {number} put back by the host",
            "Spiel {number} vom Gastgeber wieder eingesetzt",
        ),
        "story.hand": ("Hand {number}", "Spiel {number}"),
        "story.taken_back_hand": ("Hand {number} (taken back: {points})", "Spiel {number} (zurückgenommen: {points})"),
        "story.taken_back_title": ("Taken back", "Zurückgenommen"),
        "story.points": ("{name} {before} → {after}", "{name} {before} → {after}"),
        "story.moon": ("moon {before} → {after}", "Mond {before} → {after}"),
        "story.jack": ("J♦ {before} → {after}", "B♦ {before} → {after}"),
        "story.suit": ("die {before} → {after}", "Würfel {before} → {after}"),
        "story.sun": ("now the sun", "jetzt die Sonne"),
        "story.no_sun": ("no longer the sun", "nicht mehr die Sonne"),
        "story.none": ("none", "keiner"),
        "story.news": ("Hand {number} changed by {by}: {what}", "Spiel {number} geändert von {by}: {what}"),
        "story.news.host": (
            "Hand {number} changed by the host: {what}",
            "Spiel {number} vom Gastgeber geändert: {what}",
        ),
        "story.news.taken_back": ("Hand {number} taken back by {by}", "Spiel {number} zurückgenommen von {by}"),
        "story.news.taken_back.host": (
            "Hand {number} taken back by the host",
            "Spiel {number} vom Gastgeber zurückgenommen",
        ),
        "story.story_of": ("Story of hand {number}", "Verlauf von Spiel {number}"),
        "story.changed_mark": ("changed", "geändert"),
        "story.row": ("Hand {number}: its story", "Spiel {number}: sein Verlauf"),
        "legend.changed": (
            (
                "✎ after the hand number: changed after it was entered. A tap on a hand (where a tap changes it: "
                "press and hold) shows its story: who entered it, who changed it, when"
            ),
            (
                "✎ nach der Spielnummer: nach dem Eintragen geändert. Ein Tipp auf ein Spiel (wo ein Tipp es ändert: "
                "gedrückt halten) zeigt seinen Verlauf: wer es eingetragen, wer es geändert hat, wann"
            ),
        ),
        "story.date": ("{year:04d}-{month:02d}-{day:02d} {time}", "{day:02d}.{month:02d}.{year:04d} {time}"),
    }
)
