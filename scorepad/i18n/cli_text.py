"""Words of the command line."""

from __future__ import annotations

from scorepad.i18n.catalog import add

add(
    {
        "cli.unexpected": (
            "unexpected error ({error}); nothing was changed",
            "unerwarteter Fehler ({error}); nichts wurde verändert",
        ),
        "cli.file_missing": ("{path}: no such file", "{path}: Datei nicht gefunden"),
        "cli.file_unreadable": ("{path}: cannot be read ({reason})", "{path}: nicht lesbar ({reason})"),
        "cli.not_json": (
            "{path}: not a JSON file (line {line}, column {column}: {reason})",
            "{path}: keine JSON-Datei (Zeile {line}, Spalte {column}: {reason})",
        ),
        "cli.not_text": ("{path}: not a text file (not UTF-8)", "{path}: keine Textdatei (kein UTF-8)"),
        "standings.counts": (
            "{matches:# match|# matches}, {finished} finished",
            "{matches:# Partie|# Partien}, {finished} beendet",
        ),
        "standings.absent": (
            "{name} played no match in this selection",
            "{name} hat in dieser Auswahl keine Partie gespielt",
        ),
        "cli.valid": ("{path}: valid, {hands:# hand|# hands}", "{path}: gültig, {hands:# Spiel|# Spiele}"),
        "cli.invalid": ("{path}: {text}", "{path}: {text}"),
        "show.title": ("{players} · {variant}{moon}{target}", "{players} · {variant}{moon}{target}"),
        "show.moon_rule": (" · moon: {moon}", " · Mond: {moon}"),
        "show.target": (" · to {target}", " · bis {target}"),
        "show.rounds": (" · {rounds:# hand|# hands}", " · {rounds:# Spiel|# Spiele}"),
        "show.hand": ("#", "Nr."),
        "show.dealer": ("dealer", "Geber"),
        "show.pass": ("pass", "Tausch"),
        "show.total": ("total", "Summe"),
        "show.moon": ("moon: {name} {choice}", "Mond: {name} {choice}"),
        "show.sun": ("sun: {name} {choice}", "Sonne: {name} {choice}"),
        "sun.applied.minus": ("{name} shot the sun: {name} {score}", "{name} hat die Sonne geschossen: {name} {score}"),
        "sun.applied.plus": (
            "{name} shot the sun: everyone else +{points}",
            "{name} hat die Sonne geschossen: alle anderen +{points}",
        ),
        "show.jack": ("J♦: {name}", "B♦: {name}"),
        "show.die": ("die: {suit}", "Würfel: {suit}"),
        "show.next": (
            "Next: hand {number}, {dealer} deals, {passing}; {cards}; {lead}.",
            "Als Nächstes: Spiel {number}, {dealer} gibt, {passing}; {cards}; {lead}.",
        ),
        "add.wins": ("{names} wins with {points}", "{names} gewinnt mit {points}"),
        "add.win_shared": ("{names} share the win with {points} each", "{names} gewinnen gemeinsam mit je {points}"),
        "add.wins_exact": (
            "{names} lands on exactly {points} and wins",
            "{names} landet genau auf {points} und gewinnt",
        ),
        "add.win_shared_exact": (
            "{names} land on exactly {points} and share the win",
            "{names} landen genau auf {points} und gewinnen gemeinsam",
        ),
        "add.tied": (
            "Tied for the fewest points ({names}, {points} each): play on until one leads alone",
            "Gleichstand bei den wenigsten Punkten ({names}, je {points}): weiterspielen, bis einer allein vorn liegt",
        ),
        "show.winner": ("Winner: {names}", "Gewinner: {names}"),
        "show.winners": ("Winners (shared): {names}", "Gewinner (geteilt): {names}"),
        "show.tied": (
            "{names} share the fewest points: play goes on until one leads alone.",
            "{names} haben gleich wenige Punkte: Es wird weitergespielt, bis einer allein vorn liegt.",
        ),
        "show.no_hands": ("No hands yet.", "Noch keine Spiele."),
        "edit.changed": ("Hand {number} changed: {what}", "Spiel {number} geändert: {what}"),
        "edit.unchanged": (
            "Hand {number} unchanged: it already had these points",
            "Spiel {number} unverändert: es hatte schon diese Punkte",
        ),
        "edit.no_such_hand": (
            "match {id} has no hand '{value}' (its hands are 1 to {hands})",
            "die Partie {id} hat kein Spiel „{value}“ (ihre Spiele sind 1 bis {hands})",
        ),
        "edit.no_hands": (
            "match {id} has no hands yet: nothing to change",
            "die Partie {id} hat noch keine Spiele: nichts zu ändern",
        ),
        "undo.done": (
            "Hand {number} taken back ({points}); its story keeps it",
            "Spiel {number} zurückgenommen ({points}); sein Verlauf behält es",
        ),
        "redo.done": (
            "Hand {number} put back ({points}); its story keeps that it was taken back",
            "Spiel {number} wieder eingesetzt ({points}); sein Verlauf behält, dass es zurückgenommen war",
        ),
        "redo.nothing": (
            "match {id}: nothing to put back (no hand was taken back since the last hand was added)",
            "Partie {id}: nichts wieder einzusetzen (seit dem letzten Spiel wurde keins zurückgenommen)",
        ),
        "undo.nothing": (
            "match {id} has no hands yet: nothing to take back",
            "die Partie {id} hat noch keine Spiele: nichts zurückzunehmen",
        ),
        "handover.bad_site": (
            "--site {url}: not a web address (give the published site's, as https://host/path/)",
            "--site {url}: keine Web-Adresse (die der veröffentlichten Website angeben, als https://host/pfad/)",
        ),
        "handover.cli_no_site": (
            (
                "a hand-over link opens the published site: give its address once with --site URL (scorepad publish "
                "makes the site)"
            ),
            (
                "ein Übergabe-Link öffnet die veröffentlichte Website: ihre Adresse einmal mit --site URL angeben "
                "(scorepad publish erstellt die Website)"
            ),
        ),
        "handover.link_alone": (
            "--link and --qr hand over one match: give its ID, without --all, --csv or -o",
            "--link und --qr übergeben eine Partie: ihre Kennung angeben, ohne --all, --csv oder -o",
        ),
        "handover.too_long_cli": (
            (
                "match {id} is too long for a QR code a phone reads (version {version}, at most {limit}): hand it "
                "over as a file (scorepad export {id} -o FILE), or the link (--link) as text"
            ),
            (
                "Partie {id} ist zu lang für einen QR-Code, den ein Handy liest (Version {version}, höchstens "
                "{limit}): als Datei übergeben (scorepad export {id} -o DATEI) oder den Link (--link) als Text"
            ),
        ),
        "handover.qr_written": (
            "{path}: QR code written (version {version})",
            "{path}: QR-Code geschrieben (Version {version})",
        ),
        "handover.refused": ("{text}; nothing was stored", "{text}; nichts wurde gespeichert"),
        "handover.the_link": ("the link", "der Link"),
        "export.csv_all": (
            "--csv exports one match: give its ID, not --all",
            "--csv gibt eine Partie aus: ihre Kennung angeben, nicht --all",
        ),
        "export.story_without_csv": (
            "--story goes with --csv (the JSON always holds the story)",
            "--story gehört zu --csv (das JSON enthält den Verlauf immer)",
        ),
        # argument errors: argparse's messages in the user's language, one line each
        "args.unrecognized": ("unknown arguments: {args}", "unbekannte Angaben: {args}"),
        "args.required": ("missing: {options}", "es fehlt: {options}"),
        "args.one_of": ("give one of {options}", "bitte eins davon angeben: {options}"),
        "args.expected_one": ("{option} needs a value", "{option} braucht einen Wert"),
        "args.expected_some": ("{option} needs at least one value", "{option} braucht mindestens einen Wert"),
        "args.no_command": (
            "'{value}' is not a command; the commands: {choices} (scorepad --help says more)",
            "„{value}“ ist kein Befehl; die Befehle: {choices} (scorepad --help sagt mehr)",
        ),
        "args.invalid_choice": (
            "{option}: '{value}' is not possible; choose from {choices}",
            "{option}: „{value}“ geht nicht; möglich sind {choices}",
        ),
        "args.not_number": ("{option}: '{value}' is not a whole number", "{option}: „{value}“ ist keine ganze Zahl"),
        "args.no_value": ("{option} takes no value ('{value}')", "{option} nimmt keinen Wert („{value}“)"),
        "args.not_with": ("{option} can't be given with {other}", "{option} geht nicht zusammen mit {other}"),
        "args.ambiguous": (
            "{option} is short for more than one option: {options}",
            "{option} ist die Abkürzung mehrerer Optionen: {options}",
        ),
        "args.other": (
            "{message} (scorepad --help lists the options)",
            "{message} (scorepad --help zeigt die Angaben)",
        ),
        # where to serve (--host, --port), checked before anything starts
        "args.port_range": (
            "--port {port}: a port is a number from 1 to 65535",
            "--port {port}: ein Port ist eine Zahl von 1 bis 65535",
        ),
        "args.host_unknown": (
            "--host {host}: no such address (the name does not resolve)",
            "--host {host}: diese Adresse gibt es nicht (der Name lässt sich nicht auflösen)",
        ),
        "args.host_not_here": (
            "--host {host}: not an address of this computer (use 127.0.0.1, 0.0.0.0 or one of its own addresses)",
            (
                "--host {host}: keine Adresse dieses Rechners (127.0.0.1, 0.0.0.0 oder eine seiner eigenen Adressen "
                "angeben)"
            ),
        ),
        "args.port_privileged": (
            "--port {port}: a port below 1024 needs administrator rights; pick one from 1024 up",
            "--port {port}: ein Port unter 1024 braucht Administratorrechte; einen ab 1024 wählen",
        ),
        "args.cannot_serve": (
            "cannot serve on {host}, port {port}: {reason}",
            "auf {host}, Port {port}, lässt sich nichts bereitstellen: {reason}",
        ),
        "args.seat": (
            "{option}: '{value}' is neither a player ({names}) nor a seat from 1 to {players}",
            "{option}: „{value}“ ist weder ein Spieler ({names}) noch ein Platz von 1 bis {players}",
        ),
    }
)

# check and show of backups and stored matches (issue 19); kept as one block of their own
add(
    {
        "cli.no_such_file": (
            "{path}: no such file (or give the id of a stored match: scorepad list shows them)",
            (
                "{path}: Datei nicht gefunden (oder die Kennung einer gespeicherten Partie angeben: scorepad list "
                "zeigt sie)"
            ),
        ),
        "cli.no_file_or_match": (
            "{path}: neither a file nor the id of a stored match (scorepad list shows the stored matches)",
            (
                "{path}: weder eine Datei noch die Kennung einer gespeicherten Partie (scorepad list zeigt die "
                "gespeicherten Partien)"
            ),
        ),
        "cli.in_backup": ("{path}: match {number}", "{path}: Partie {number}"),
        "cli.no_matches_in_file": (
            "{path}: holds no match (an empty list)",
            "{path}: enthält keine Partie (eine leere Liste)",
        ),
        "cli.show_backup": (
            "{path} is a backup of {count:# match|# matches}: show takes one match (a file or a stored match's id)",
            (
                "{path} ist eine Sicherung mit {count:# Partie|# Partien}: show zeigt eine Partie (eine Datei oder "
                "die Kennung einer gespeicherten)"
            ),
        ),
    }
)
