"""Words of storage: its errors, its notices, and the output of the data commands (new, add, list, export, import)."""

from __future__ import annotations

from scorepad.i18n.catalog import add

add(
    {
        "storage.not_found": ("no match with id {id}", "keine Partie mit der Kennung {id}"),
        "storage.invalid": ("not saved: {text}", "nicht gespeichert: {text}"),
        "storage.disk_full": (
            "the disk is full, nothing was saved and the stored data is unchanged ({path})",
            "der Speicher ist voll, nichts wurde gespeichert und die Daten sind unverändert ({path})",
        ),
        "storage.locked": (
            "the data folder is busy (another scorepad is saving), please try again ({path})",
            "der Datenordner ist belegt (ein anderes Scorepad speichert gerade), bitte noch einmal versuchen ({path})",
        ),
        "storage.io": (
            "cannot read or write {path}: {reason}",
            "{path} kann nicht gelesen oder geschrieben werden: {reason}",
        ),
        "storage.read_only": (
            "cannot write to {path} (read-only or no permission)",
            "{path} ist nicht beschreibbar (schreibgeschützt oder keine Berechtigung)",
        ),
        "storage.too_new": (
            (
                "{path} was written by a newer scorepad (data version {schema}, this one knows {supported}); nothing "
                "was changed, please update scorepad"
            ),
            (
                "{path} wurde von einem neueren Scorepad geschrieben (Datenversion {schema}, dieses kennt "
                "{supported}); nichts wurde verändert, bitte Scorepad aktualisieren"
            ),
        ),
        "storage.damaged_store": (
            (
                "{path} is damaged ({problem}) and store.bak beside it holds no good copy: the version of the stored "
                "data is unknown, so nothing was opened or changed and the file is left where it is"
            ),
            (
                "{path} ist beschädigt ({problem}) und store.bak daneben enthält keine gute Kopie: die Version der "
                "gespeicherten Daten ist unbekannt, darum wurde nichts geöffnet oder verändert und die Datei bleibt, "
                "wo sie ist"
            ),
        ),
        "storage.damaged_store.unreadable": (
            "it cannot be read: not JSON, or beyond the limits of a data file",
            "sie lässt sich nicht lesen: kein JSON oder über den Grenzen einer Datendatei",
        ),
        "storage.damaged_store.no_version": ("it names no data version", "sie nennt keine Datenversion"),
        "storage.damaged_store.bad_version": (
            "its data version is {value}, not a whole number from 1 to {supported}",
            "ihre Datenversion ist {value}, keine ganze Zahl von 1 bis {supported}",
        ),
        "storage.disk_full.shared": (
            "the disk of the scorer's computer is full: nothing was saved and the stored data is unchanged",
            (
                "der Speicher des Rechners des Schreibers ist voll: nichts wurde gespeichert und die Daten sind "
                "unverändert"
            ),
        ),
        "storage.locked.shared": (
            "the scorer's computer is busy saving, please try again",
            "der Rechner des Schreibers speichert gerade, bitte noch einmal versuchen",
        ),
        "storage.io.shared": (
            "the scorer's computer cannot read or write its data: {reason}",
            "der Rechner des Schreibers kann seine Daten nicht lesen oder schreiben: {reason}",
        ),
        "storage.read_only.shared": (
            "the scorer's computer cannot write its data (read-only or no permission)",
            "der Rechner des Schreibers kann seine Daten nicht schreiben (schreibgeschützt oder keine Berechtigung)",
        ),
        "storage.too_new.shared": (
            (
                "the scorer's data was written by a newer scorepad (data version {schema}, this one knows "
                "{supported}); nothing was changed"
            ),
            (
                "die Daten des Schreibers stammen von einem neueren Scorepad (Datenversion {schema}, dieses kennt "
                "{supported}); nichts wurde verändert"
            ),
        ),
        "storage.forbidden": (
            "not allowed with this link: it opens only the match the table shares; ask the scorer",
            "mit diesem Link nicht erlaubt: er öffnet nur die Partie, die der Tisch teilt; bitte den Schreiber fragen",
        ),
        "storage.changed.added": (
            "hand {hand} was just saved on another device; nothing was saved here",
            "Spiel {hand} wurde gerade auf einem anderen Gerät gespeichert; hier wurde nichts gespeichert",
        ),
        "storage.changed.not_last": (
            "hand {hand} is no longer the last hand (another device saved one meanwhile); nothing was taken back",
            (
                "Spiel {hand} ist nicht mehr das letzte Spiel (ein anderes Gerät hat inzwischen eins gespeichert); "
                "nichts wurde zurückgenommen"
            ),
        ),
        "storage.changed.not_taken_back": (
            (
                "hand {hand} can no longer be put back (a hand was added or it was put back meanwhile); nothing was "
                "changed"
            ),
            (
                "Spiel {hand} lässt sich nicht mehr zurücklegen (inzwischen kam ein Spiel dazu oder es wurde schon "
                "zurückgelegt); nichts wurde geändert"
            ),
        ),
        "storage.changed.edited": (
            "hand {hand} was changed on another device meanwhile; it was not changed here",
            "Spiel {hand} wurde inzwischen auf einem anderen Gerät geändert; hier wurde es nicht geändert",
        ),
        "notice.migrated": (
            "the stored data was brought up to date (version {from} to {to}); the old files are kept in {backup}",
            (
                "die gespeicherten Daten wurden aktualisiert (Version {from} auf {to}); die alten Dateien liegen in "
                "{backup}"
            ),
        ),
        "notice.damaged_restored": (
            "{path} was damaged: it was moved to {moved_to} and the last good backup put in its place",
            (
                "{path} war beschädigt: die Datei wurde nach {moved_to} verschoben und die letzte gute Sicherung "
                "wiederhergestellt"
            ),
        ),
        "notice.damaged_lost": (
            "{path} was damaged and there is no backup of it: it was moved to {moved_to}, its bytes are kept",
            (
                "{path} war beschädigt und es gibt keine Sicherung: die Datei wurde nach {moved_to} verschoben, ihr "
                "Inhalt bleibt erhalten"
            ),
        ),
        "notice.write_completed": (
            "an interrupted save was completed ({files:# file|# files})",
            "ein unterbrochenes Speichern wurde abgeschlossen ({files:# Datei|# Dateien})",
        ),
        "notice.stale_lock": (
            "a lock left behind by a stopped scorepad (process {pid}, {path}) was released",
            "eine zurückgebliebene Sperre eines beendeten Scorepad (Prozess {pid}, {path}) wurde aufgehoben",
        ),
        "data.bad_numbers": (
            "{option}: expected whole numbers separated by commas, got '{value}'",
            "{option}: erwartet werden ganze Zahlen, durch Kommas getrennt, nicht „{value}“",
        ),
        "data.no_players": (
            "--players: expected names separated by commas",
            "--players: erwartet werden Namen, durch Kommas getrennt",
        ),
        "data.no_matches": ("No matches stored yet.", "Noch keine Partien gespeichert."),
        "data.hands": ("{hands:# hand|# hands}", "{hands:# Spiel|# Spiele}"),
        "data.finished": ("over, won by {names}", "beendet, gewonnen von {names}"),
        "data.running": ("running", "läuft"),
        "data.export_target": ("give a match id or --all", "bitte eine Partie-Kennung oder --all angeben"),
        "data.written": ("{path}: {count:# match|# matches} written", "{path}: {count:# Partie|# Partien} geschrieben"),
        "data.rejected": (
            "{path}: match {number}: not imported: {text}",
            "{path}: Partie {number}: nicht importiert: {text}",
        ),
        "data.imported": (
            (
                "{stored:# match|# matches} imported, {merged:# match|# matches} merged, {unchanged} already stored, "
                "{rejected} rejected"
            ),
            (
                "{stored:# Partie|# Partien} importiert, {merged:# Partie|# Partien} zusammengeführt, {unchanged} "
                "schon gespeichert, {rejected} abgelehnt"
            ),
        ),
        "data.imported_kept": (
            "scorepad: the statistics' names and groups of the backup kept too",
            "scorepad: die Namen und Runden der Statistik aus der Sicherung auch übernommen",
        ),
        "data.imported_beside": ("{beside:# copy|# copies} kept beside", "{beside:# Kopie|# Kopien} daneben behalten"),
        "data.file_skipped": ("{text} (skipped)", "{text} (übersprungen)"),
        "data.copy_of": (
            "a copy of {id} that differs from hand {hand} on",
            "eine Kopie von {id}, die ab Spiel {hand} abweicht",
        ),
        "data.nothing_new": (
            "{path}: match {number}: nothing new for stored match {id}",
            "{path}: Partie {number}: nichts Neues für die gespeicherte Partie {id}",
        ),
        "data.merged": (
            "{path}: match {number}: merged into stored match {id} (hands: {before} → {after})",
            "{path}: Partie {number}: mit der gespeicherten Partie {id} zusammengeführt (Spiele: {before} → {after})",
        ),
        "data.beside": (
            "{path}: match {number}: {why}; kept beside it as match {new}",
            "{path}: Partie {number}: {why}; daneben als Partie {new} behalten",
        ),
        "merge.entered": (
            "hand {hand} was entered differently than in stored match {id}",
            "Spiel {hand} wurde anders eingetragen als in der gespeicherten Partie {id}",
        ),
        "merge.changed": (
            "hand {hand} was changed differently than in stored match {id}",
            "Spiel {hand} wurde anders geändert als in der gespeicherten Partie {id}",
        ),
        "merge.built_on": (
            "hand {hand} was taken back on one side and built on on the other (stored match {id})",
            (
                "Spiel {hand} wurde auf einer Seite zurückgenommen und auf der anderen weitergespielt (gespeicherte "
                "Partie {id})"
            ),
        ),
        "merge.invalid": (
            "together with stored match {id} its hands don't add up from hand {hand} on",
            "zusammen mit der gespeicherten Partie {id} passen seine Spiele ab Spiel {hand} nicht",
        ),
        "merge.other": (
            "stored match {id} has other players or rules",
            "die gespeicherte Partie {id} hat andere Spieler oder Regeln",
        ),
    }
)


def error_text(error, lang: str, players=()) -> str:
    """One line for a StorageError (code + data) in the user's language."""
    from scorepad.i18n import t

    data = dict(error.data)
    if error.code == "invalid":
        from scorepad.i18n.words import describe

        data["text"] = "; ".join(describe(p, lang, players) for p in data.pop("problems", []))
    if error.code == "io":
        from scorepad.i18n.os_text import os_reason

        data["reason"] = os_reason(data.pop("errno", None), lang, str(data.get("reason", "")))
    if error.code == "damaged_store":
        data["problem"] = t(f"storage.damaged_store.{data.get('what')}", lang, **data)
    key = f"storage.{error.code}" + (f".{data.get('what')}" if error.code == "changed" else "")
    try:
        return t(key, lang, **data)
    except KeyError:
        return t("storage.io", lang, path=data.get("path", "?"), reason=error.code)


def notice_text(notice, lang: str) -> str:
    """One line for a Notice (what opening the store had to do)."""
    from scorepad.i18n import t

    return t(f"notice.{notice.code}", lang, **notice.data)
