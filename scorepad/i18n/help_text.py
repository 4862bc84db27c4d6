"""The command line's help in German: argparse's own words and each command's and option's help, looked up by
their English text (as gettext does), so a command module keeps writing plain English."""

from __future__ import annotations

from functools import cache

from scorepad.i18n.catalog import TEXT, add

add(
    {
        # argparse's own words
        "help.usage": ("usage: ", "Aufruf: "),
        "help.positionals": ("positional arguments", "Argumente"),
        "help.options": ("options", "Optionen"),
        "help.help": ("show this help message and exit", "diese Hilfe zeigen und beenden"),
        "help.version": ("show program's version number and exit", "die Versionsnummer zeigen und beenden"),
        # placeholders of values (metavars)
        "help.var.command": ("COMMAND", "BEFEHL"),
        "help.var.dir": ("DIR", "ORDNER"),
        "help.var.file": ("FILE", "DATEI"),
        "help.var.seat": ("SEAT", "PLATZ"),
        "help.var.order": ("ORDER", "FOLGE"),
        "help.var.players": ("PLAYERS", "SPIELER"),
        "help.var.variant": ("VARIANT", "VARIANTE"),
        "help.var.moon": ("MOON", "MOND"),
        "help.var.points": ("POINTS", "PUNKTE"),
        "help.var.suit": ("SUIT", "FARBE"),
        "help.var.id": ("ID", "KENNUNG"),
        # scorepad
        "help.scorepad": ("The Hearts score pad (Punkteblock).", "Der Punkteblock für Hearts."),
        "help.lang": (
            "language of messages (default: from the locale)",
            "Sprache der Meldungen (sonst die des Systems)",
        ),
        "help.data_dir": (
            "where matches are stored (or SCOREPAD_DATA_DIR)",
            "wo die Partien gespeichert sind (oder SCOREPAD_DATA_DIR)",
        ),
        "help.web": (
            "serve the app to browsers instead of opening a window",
            "die App für Browser bereitstellen, statt ein Fenster zu öffnen",
        ),
        "help.host": (
            "address to serve on (default 127.0.0.1; 0.0.0.0 for the network)",
            "Adresse, unter der die App erreichbar ist (sonst 127.0.0.1; 0.0.0.0 fürs Netzwerk)",
        ),
        "help.port": (
            "port to serve on (from 1 to 65535; default 8550)",
            "Port, unter dem die App erreichbar ist (1 bis 65535; sonst 8550)",
        ),
        # the commands
        "help.check": (
            "check a match file, a backup or a stored match (by its id); one line per problem",
            (
                "eine Partie-Datei, eine Sicherung oder eine gespeicherte Partie (nach ihrer Kennung) prüfen; eine "
                "Zeile je Problem"
            ),
        ),
        "help.show": (
            "show the scorecard of a match file or a stored match (by its id)",
            "den Spielstand einer Partie-Datei oder einer gespeicherten Partie (nach ihrer Kennung) zeigen",
        ),
        "help.show.json": ("print the scorecard as JSON", "den Spielstand als JSON ausgeben"),
        "help.new": ("start a match; prints its id", "eine Partie beginnen; gibt ihre Kennung aus"),
        "help.new.players": ("names, clockwise, separated by commas", "Namen im Uhrzeigersinn, durch Kommas getrennt"),
        "help.new.variant": (
            "standard, omnibus, spot, black_maria or papayoo",
            "standard, omnibus, spot, black_maria oder papayoo",
        ),
        "help.new.moon": (
            "choice, minus, plus, plus_safe or none (not papayoo)",
            "choice, minus, plus, plus_safe oder none (nicht bei papayoo)",
        ),
        "help.new.target": (
            "the score that ends the match (not papayoo)",
            "die Punktzahl, mit der die Partie endet (nicht bei papayoo)",
        ),
        "help.new.rounds": (
            "papayoo: hands to play (default: one per player)",
            "papayoo: wie viele Spiele (sonst eins pro Spieler)",
        ),
        "help.new.pass_order": ("left-right-across or left-across-right", "left-right-across oder left-across-right"),
        "help.new.spades": (
            "black maria: A♠ 7 and K♠ 10 count too",
            "black maria: Pik-Ass 7 und Pik-König 10 zählen mit",
        ),
        "help.new.first_dealer": (
            "a name, a seat counted from 1, or draw",
            "ein Name, ein Platz ab 1 gezählt, oder draw (auslosen)",
        ),
        "help.add": ("add a hand to a stored match", "ein Spiel zu einer gespeicherten Partie eintragen"),
        "help.add.points": (
            "penalty points per seat, separated by commas",
            "Strafpunkte je Platz, durch Kommas getrennt",
        ),
        "help.add.moon": ("the moon shooter's choice", "die Wahl dessen, der den Mond geschossen hat"),
        "help.add.jack": (
            "omnibus: who took the jack of diamonds (a name or a seat from 1)",
            "omnibus: wer den Karo-Buben bekam (ein Name oder ein Platz ab 1)",
        ),
        "help.add.suit": (
            "papayoo: the die's suit (spades/Pik, diamonds/Karo, clubs/Kreuz)",
            "papayoo: die Farbe des Würfels (Pik/spades, Karo/diamonds, Kreuz/clubs)",
        ),
        "help.add.sun": (
            "the hand was the sun: the one who took all points took every trick too",
            "das Spiel war die Sonne: wer alle Punkte bekam, nahm auch alle Stiche",
        ),
        "help.show.story": (
            "print each hand's story: who entered it, who changed it, when",
            "den Verlauf jedes Spiels zeigen: wer es eingetragen, wer es geändert hat, wann",
        ),
        "help.edit": (
            "change hand N of a stored match (its story keeps what it was)",
            "Spiel N einer gespeicherten Partie ändern (sein Verlauf behält, wie es war)",
        ),
        "help.edit.number": ("the hand's number, counted from 1", "die Nummer des Spiels, ab 1 gezählt"),
        "help.undo": (
            "take back the last hand of a stored match (its story keeps it)",
            "das letzte Spiel einer gespeicherten Partie zurücknehmen (ihr Verlauf behält es)",
        ),
        "help.redo": (
            "put back the hand the last undo took back, as it was (its story says so)",
            "das Spiel, das das letzte undo zurückgenommen hat, wieder einsetzen, wie es war (sein Verlauf sagt es)",
        ),
        "help.export.csv": (
            "the scorecard as CSV for a spreadsheet (one match)",
            "der Spielstand als CSV für eine Tabellenkalkulation (eine Partie)",
        ),
        "help.export.story": (
            "with --csv: a column with each hand's story, and the hands taken back",
            "mit --csv: eine Spalte mit dem Verlauf jedes Spiels, und die zurückgenommenen Spiele",
        ),
        "help.var.n": ("N", "N"),
        "help.list": ("list the stored matches, newest first", "die gespeicherten Partien zeigen, die neueste zuerst"),
        "help.export": (
            "print a stored match (or all of them) as JSON",
            "eine gespeicherte Partie (oder alle) als JSON ausgeben",
        ),
        "help.export.all": ("every match, as a backup (JSON array)", "alle Partien, als Sicherung (JSON-Liste)"),
        "help.export.link": (
            "print the hand-over link: the match opens on the phone that follows it",
            "den Übergabe-Link ausgeben: die Partie öffnet sich auf dem Handy, das ihm folgt",
        ),
        "help.export.qr": (
            "write the hand-over link's QR code as a PNG image",
            "den QR-Code des Übergabe-Links als PNG-Bild schreiben",
        ),
        "help.export.site": (
            "the published site's address the link opens (kept for next time)",
            "die Adresse der veröffentlichten Website, die der Link öffnet (wird für das nächste Mal behalten)",
        ),
        "help.site": (
            "the published site's address, for hand-over links (kept in the settings)",
            "die Adresse der veröffentlichten Website, für Übergabe-Links (in den Einstellungen behalten)",
        ),
        "help.var.url": ("URL", "URL"),
        "help.var.png": ("FILE.png", "DATEI.png"),
        "help.var.link": ("FILE|LINK", "DATEI|LINK"),
        "help.import": (
            "store match files, backups or hand-over links",
            "Partie-Dateien, Sicherungen oder Übergabe-Links speichern",
        ),
        "help.stats": (
            "the leaderboard of the stored matches (for a group with --players)",
            "die Rangliste der gespeicherten Partien (für eine Runde mit --players)",
        ),
        "help.stats.players": (
            "only the matches whose every player is one of these (commas)",
            "nur die Partien, in denen jeder Spieler einer von diesen ist (mit Kommas)",
        ),
        "help.stats.variant": ("only the matches of this variant", "nur die Partien dieser Variante"),
        "help.publish": (
            "write the app as a static web site (offline, for phones) to DIR",
            "die App als statische Website (offline, für Handys) nach ORDNER schreiben",
        ),
        "help.publish.dir": (
            "the folder to write (replaced if it holds an earlier site)",
            "der Ordner, in den sie geschrieben wird (eine frühere Website darin wird ersetzt)",
        ),
    }
)


@cache
def _keys_by_english() -> dict[str, str]:
    return {entry["en"]: key for key, entry in TEXT.items() if key.startswith("help.")}


def help_words(english: str | None, lang: str) -> str | None:
    """An English help text or argparse word in `lang`; a text with no German entry stays as it is."""
    if not english or lang == "en":
        return english
    key = _keys_by_english().get(english)
    return TEXT[key][lang] if key else english


def has_words(english: str) -> bool:
    """Whether a help text has its German entry (the tests check every option's)."""
    return english in _keys_by_english()
