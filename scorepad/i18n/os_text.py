"""The operating system's reasons (errno) in words: German lines never end in the system's English text."""

from __future__ import annotations

import errno
import logging

from scorepad.i18n.catalog import add

log = logging.getLogger("scorepad.os")

# errno name -> (English, German); a code not listed is named by its symbol in German
REASONS = {
    "ENOENT": ("no such file or folder", "Datei oder Ordner gibt es nicht"),
    "EEXIST": ("something of that name is already there", "etwas mit diesem Namen gibt es schon"),
    "EACCES": ("no permission", "keine Berechtigung"),
    "EPERM": ("not permitted", "nicht erlaubt"),
    "EROFS": ("the disk is read-only", "der Datenträger ist schreibgeschützt"),
    "ENOSPC": ("the disk is full", "der Datenträger ist voll"),
    "EDQUOT": ("the disk quota is used up", "das Speicherkontingent ist aufgebraucht"),
    "EFBIG": ("the file is too large", "die Datei ist zu groß"),
    "EISDIR": ("it is a folder", "ist ein Ordner"),
    "ENOTDIR": ("a part of the path is not a folder", "ein Teil des Pfads ist kein Ordner"),
    "ENOTEMPTY": ("the folder is not empty", "der Ordner ist nicht leer"),
    "ENAMETOOLONG": ("the name is too long", "der Name ist zu lang"),
    "ELOOP": ("too many symbolic links", "zu viele symbolische Links"),
    "EBUSY": ("it is in use", "wird gerade benutzt"),
    "ETXTBSY": ("the file is in use", "die Datei wird gerade benutzt"),
    "EAGAIN": ("it is busy, try again", "gerade belegt, bitte noch einmal versuchen"),
    "EIO": (
        "the disk could not be read or written (input/output error)",
        "der Datenträger ließ sich nicht lesen oder schreiben (Ein-/Ausgabefehler)",
    ),
    "EMFILE": ("too many open files", "zu viele offene Dateien"),
    "ENFILE": ("too many open files in the system", "zu viele offene Dateien im System"),
    "EXDEV": ("not on the same disk", "nicht auf demselben Datenträger"),
    "EINVAL": ("not a valid argument", "ungültige Angabe"),
    "ESTALE": ("the network file is no longer there", "die Netzwerkdatei ist nicht mehr da"),
    "ENOEXEC": ("not a program for this computer", "kein Programm für diesen Rechner"),
    "ENODEV": ("no such device", "kein solches Gerät"),
    "ENXIO": ("no such device or address", "kein solches Gerät und keine solche Adresse"),
    "ETIMEDOUT": ("no answer in time", "keine Antwort in der Zeit"),
    "ECONNREFUSED": ("the connection was refused", "die Verbindung wurde abgelehnt"),
    "ECONNRESET": ("the connection was cut off", "die Verbindung wurde unterbrochen"),
    "ENETUNREACH": ("the network cannot be reached", "das Netz ist nicht erreichbar"),
    "EHOSTUNREACH": ("the computer cannot be reached", "der Rechner ist nicht erreichbar"),
    "EADDRINUSE": ("the address is in use", "die Adresse ist belegt"),
    "EADDRNOTAVAIL": ("the address is not this computer's", "die Adresse gehört nicht zu diesem Rechner"),
}
add({f"os.{name}": words for name, words in REASONS.items()})
add({"os.other": ("{english}", "Systemfehler {name} (Nr. {number})")})


def os_reason(number: int | None, lang: str, english: str = "") -> str:
    """The reason of an OSError's errno in the user's language; the system's English text goes to the log."""
    from scorepad.i18n import t

    name = errno.errorcode.get(number or 0, "")
    if english:
        log.info("system error %s (%s): %s", name or "?", number, english)
    if name in REASONS:
        return t(f"os.{name}", lang)
    if not name:
        return english or "?"
    return t("os.other", lang, english=english or name, name=name, number=number)
