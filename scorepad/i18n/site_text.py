"""Words of `scorepad publish` (the app as a static web site)."""

from __future__ import annotations

from scorepad.i18n.catalog import add

add(
    {
        "site.written": (
            "{path}: the web site, {files:# file|# files}, {size} MB (build {build})",
            "{path}: die Website, {files:# Datei|# Dateien}, {size} MB (Build {build})",
        ),
        "site.hint": (
            "Put the folder on any web host with HTTPS (e.g. GitHub Pages), also in a sub-folder; "
            "open it on the phone and add it to the home screen. To try it here: "
            "python -m http.server -d {path} 8000, then http://localhost:8000/",
            "Den Ordner auf einen beliebigen Webserver mit HTTPS legen (z. B. GitHub Pages), auch in einen "
            "Unterordner; auf dem Handy öffnen und zum Startbildschirm hinzufügen. Zum Ausprobieren hier: "
            "python -m http.server -d {path} 8000, dann http://localhost:8000/",
        ),
        "site.not_a_site": (
            "{path}: exists and is not a site written by scorepad publish; nothing was changed",
            "{path}: existiert und ist keine von scorepad publish geschriebene Website; nichts wurde verändert",
        ),
        "site.no_source": (
            "{path} is missing: publish needs Scorepad's source folder (main.py, assets/, pyproject.toml)",
            "{path} fehlt: publish braucht Scorepads Quellordner (main.py, assets/, pyproject.toml)",
        ),
        # the app in the browser, once after the first saved hand, when the browser may delete its data
        "keep.home_screen": (
            "This browser may delete your matches: add Scorepad to the home screen to keep them.",
            "Der Browser kann deine Partien löschen: zum Startbildschirm hinzufügen, dann bleiben sie.",
        ),
        "keep.home_screen_iphone": (
            "This browser may delete your matches: Share → Add to Home Screen keeps them.",
            "Der Browser kann deine Partien löschen: Teilen → Zum Home-Bildschirm, dann bleiben sie.",
        ),
        "keep.space": (
            "This browser may delete your matches when space runs low: a backup keeps them safe.",
            "Der Browser kann deine Partien löschen, wenn der Speicher knapp wird: eine Sicherung schützt sie.",
        ),
        "site.plain_http": (
            "On plain http this browser keeps no copy for use offline and cannot keep two tabs in step: "
            "use one tab, or open the site over https.",
            "Über einfaches http behält dieser Browser keine Kopie für unterwegs ohne Netz und kann zwei Tabs "
            "nicht abgleichen: nur einen Tab nutzen oder die Seite über https öffnen.",
        ),
        "site.io": (
            "{path}: cannot be written ({reason}); nothing was changed",
            "{path}: nicht schreibbar ({reason}); nichts wurde verändert",
        ),
    }
)
