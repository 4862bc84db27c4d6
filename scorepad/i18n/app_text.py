"""Words of the table app (English, German), in the rules page's German terms."""

from __future__ import annotations

from scorepad.i18n.catalog import add

add(
    {
        "app.title": ("Hearts", "Hearts"),
        "app.menu": ("Menu", "Menü"),
        "app.back": ("Back", "Zurück"),
        "app.cancel": ("Cancel", "Abbrechen"),
        "app.undo": ("Undo", "Rückgängig"),
        "app.close": ("Close", "Schließen"),
        "app.backup_now": ("Back up", "Sichern"),
        # the start, once a week has gone by since the last backup with matches no backup holds (storage/backups.py)
        "keep.backup_due": ("{count:# match|# matches} not backed up", "{count:# Partie|# Partien} nicht gesichert"),
        "keep.not_now": ("Not now", "Später"),
        "app.on_network": (
            "Scorepad is open to this network: phones with a link you share can join (Share the table).",
            "Scorepad ist in diesem Netz offen: Handys mit einem geteilten Link können beitreten (Tisch teilen).",
        ),
        "app.failed": ("Something went wrong.", "Etwas ist schiefgegangen."),
        "app.failed_safe": (
            "Every saved hand is safe. The error was written to the log.",
            "Alle gespeicherten Spiele sind sicher. Der Fehler steht im Protokoll.",
        ),
        "app.failed_back": ("Back to the match", "Zurück zur Partie"),
        "app.cannot_open": (
            "Scorepad cannot open its stored data.",
            "Scorepad kann seine gespeicherten Daten nicht öffnen.",
        ),
        "app.serving": ("Scorepad is served at:", "Scorepad läuft unter:"),
        "app.stop_hint": ("Stop with Ctrl+C.", "Beenden mit Strg+C."),
        "app.port_busy": (
            "Port {port} is in use; pick another with --port.",
            "Port {port} ist belegt; wähle einen anderen mit --port.",
        ),
        "menu.new": ("New match", "Neue Partie"),
        "menu.match": ("Current match", "Aktuelle Partie"),
        "menu.history": ("History", "Verlauf"),
        "menu.settings": ("Settings", "Einstellungen"),
        # setting up a match
        "setup.title": ("New match", "Neue Partie"),
        "setup.players": ("Players, clockwise", "Spieler im Uhrzeigersinn"),
        "setup.player": ("Player {seat}", "Spieler {seat}"),
        "setup.add_player": ("Add player", "Spieler hinzufügen"),
        "setup.remove": ("Remove {name}", "{name} entfernen"),
        "setup.up": ("Move {name} up", "{name} nach oben"),
        "setup.down": ("Move {name} down", "{name} nach unten"),
        "setup.seating": ("Change seating", "Sitzordnung ändern"),
        "setup.seating_done": ("Seating done", "Sitzordnung fertig"),
        "setup.recent": ("Recent names", "Zuletzt dabei"),
        "setup.recent_add": ("Add {name}", "{name} eintragen"),
        "setup.recent_remove": ("Take {name} out", "{name} wieder austragen"),
        "setup.running": (
            "The running match ({players}, hand {number} next) stays saved in the history.",
            "Die laufende Partie ({players}, als Nächstes Spiel {number}) bleibt gespeichert und steht im Verlauf.",
        ),
        "setup.back_to_running": ("Back to it", "Zur laufenden Partie"),
        "setup.passing": (
            "With {players:# player|# players} the cards go: {order}, then again.",
            "Bei {players:# Spieler|# Spielern} gehen die Karten: {order}, dann von vorn.",
        ),
        "setup.dealer": ("First dealer", "Erster Geber"),
        "setup.dealer_is": ("{name} deals first", "{name} gibt zuerst"),
        "setup.draw": ("Draw lots", "Auslosen"),
        "setup.drawn": ("Drawn by lot: {name} deals first", "Ausgelost: {name} gibt zuerst"),
        "setup.variant": ("Variant", "Variante"),
        "setup.rules": ("Rules", "Regeln"),
        "setup.rules_change": ("Change rules", "Regeln ändern"),
        "setup.rules_to": ("to {target}", "bis {target}"),
        "setup.rules_hands": ("{rounds:# hand|# hands}", "{rounds:# Spiel|# Spiele}"),
        "setup.rules_hand_each": ("a hand per player", "ein Spiel pro Spieler"),
        "setup.rules_moon": ("moon: {moon}", "Mond: {moon}"),
        "setup.rules_pass": ("passing {order}", "Tausch: {order}"),
        "setup.moon": ("Shooting the moon", "Mond schießen"),
        "setup.target": ("Play to", "Gespielt bis"),
        "setup.target_about": (
            "The match ends when someone reaches this score.",
            "Die Partie endet, wenn jemand diese Punktzahl erreicht.",
        ),
        "setup.rounds": ("Hands to play", "Anzahl der Spiele"),
        "setup.rounds_about": (
            "Papayoo ends after this many hands (empty: one per player).",
            "Papayoo endet nach so vielen Spielen (leer: eins pro Spieler).",
        ),
        "setup.pass_order": ("Passing order", "Reihenfolge beim Tausch"),
        "setup.pass.left-right-across": ("left, right, across, keep", "links, rechts, gegenüber, kein Tausch"),
        "setup.pass.left-across-right": ("left, across, right, keep", "links, gegenüber, rechts, kein Tausch"),
        "setup.pass_about": (
            "With four players the passing direction changes every hand.",
            "Bei vier Spielern wechselt die Richtung von Spiel zu Spiel.",
        ),
        "setup.spades": ("A♠ 7 and K♠ 10 count too", "Pik-Ass 7 und Pik-König 10 zählen mit"),
        "setup.spades_about": (
            "Black Maria's extra spade penalties.",
            "Die zusätzlichen Pik-Strafkarten von Black Maria.",
        ),
        "setup.number_bad": ("Enter a whole number above 0.", "Bitte eine ganze Zahl über 0 eingeben."),
        "setup.start": ("Start match", "Partie beginnen"),
        "setup.need_more": ("Enter at least 3 players.", "Mindestens 3 Spieler eintragen."),
        # the table before a hand
        "deal.title": ("Hand {number} · {dealer} deals", "Spiel {number} · Geber {dealer}"),
        "deal.title_of": ("Hand {number} of {hands} · {dealer} deals", "Spiel {number} von {hands} · Geber {dealer}"),
        "deal.keep": ("No passing", "Kein Tausch"),
        "deal.removed": ("{cards} out", "{cards} raus"),
        "deal.cards_each": ("{cards:# card|# cards} each", "je {cards:# Karte|# Karten}"),
        "deal.lead_card": ("{card} leads", "{card} spielt aus"),
        "deal.lead_seat": ("{name} leads", "{name} spielt aus"),
        "deal.you_pass": ("Each passes to the next name", "Jeder gibt an den Namen rechts daneben"),
        # the scorecard
        "card.hand": ("#", "Nr."),
        "card.total": ("Total", "Summe"),
        "card.enter": ("Enter hand {number}", "Spiel {number} eintragen"),
        "card.leader": ("{name} leads with {points}", "{name} führt mit {points}"),
        "card.near": ("{name} is close to {target}", "{name} ist kurz vor {target}"),
        "card.dealer_mark": ("deals", "gibt"),
        "card.moon_mark": ("shot the moon", "hat den Mond geschossen"),
        "card.queen_mark": ("took Q♠", "hat die Pik-Dame"),
        "legend.open": ("What the signs mean", "Was die Zeichen bedeuten"),
        "legend.title": ("The scorecard's signs", "Die Zeichen auf dem Block"),
        "legend.dealer": ("● under a name: deals the next hand", "● unter einem Namen: gibt das nächste Spiel"),
        "legend.tint": (
            "Shaded number: that player dealt this hand",
            "Schattierte Zahl: dieser Spieler hat das Spiel gegeben",
        ),
        "legend.leader": (
            "★ and bold: fewest points, in the lead (at the end: the winner)",
            "★ und fett: die wenigsten Punkte, liegt vorn (am Ende: Sieger)",
        ),
        "legend.near": (
            "Red total with ⚠: close to the target, so the next hand could end the match",
            "Rote Summe mit ⚠: nah am Ziel, das nächste Spiel kann die Partie beenden",
        ),
        "legend.pass": (
            "1 ← 2 → 3 ↕: hand number and where the cards went (left, right, across; ↖ further left)",
            "1 ← 2 → 3 ↕: Spielnummer und wohin die Karten gingen (links, rechts, gegenüber; ↖ weiter links)",
        ),
        "legend.keep": (
            "4 ·: no passing in that hand (the cards are kept)",
            "4 ·: in diesem Spiel kein Tausch (jeder behält seine Karten)",
        ),
        "legend.moon": (
            "−26☾− or 0☾+: shot the moon, scored as minus for the shooter or as plus for the others",
            "−26☾− oder 0☾+: Mond geschossen, als minus für den Schützen oder als plus für die anderen gewertet",
        ),
        "legend.queen": ("13♠: took Q♠ in that hand", "13♠: hat in diesem Spiel die Pik-Dame bekommen"),
        "legend.die": (
            "♠ ♦ ♣ after the hand number (Papayoo): the suit the die chose",
            "♠ ♦ ♣ nach der Spielnummer (Papayoo): die Farbe des Würfels",
        ),
        "card.undo_last": ("Undo last hand", "Letztes Spiel zurücknehmen"),
        "card.undo_confirm": ("Take back hand {number} ({scores})?", "Spiel {number} ({scores}) zurücknehmen?"),
        "card.undone": ("Hand {number} taken back", "Spiel {number} zurückgenommen"),
        "card.edit_hand": ("Edit hand {number}", "Spiel {number} ändern"),
        "card.keep_row": ("Hand {number}: no passing", "Spiel {number}: kein Tausch"),
        "card.cell": ("{name}, hand {number}: {points}", "{name}, Spiel {number}: {points}"),
        "card.total_cell": ("{name}: {points} in total", "{name}: {points} insgesamt"),
        "card.no_hands": (
            "No hands yet. The first deal is above.",
            "Noch keine Spiele. Oben steht, wer das erste gibt.",
        ),
        "card.read_only": ("Finished match (read only)", "Beendete Partie (nur zum Ansehen)"),
        "card.gone": (
            "This match was deleted on another device.",
            "Diese Partie wurde auf einem anderen Gerät gelöscht.",
        ),
        "card.variant_line": ("{variant} · {date}", "{variant} · {date}"),
        # entering a hand
        "entry.title": ("Enter hand {number}", "Spiel {number} eintragen"),
        "entry.edit_title": ("Edit hand {number}", "Spiel {number} ändern"),
        "entry.hearts": ("♥ taken", "♥ bekommen"),
        "entry.hearts_label": ("{name} {count} ♥", "{name} {count} ♥"),
        "entry.heart_points": ("{name}: points of ♥", "{name}: Punkte aus ♥"),
        "entry.auto": ("♥ filled in", "♥ ergänzt"),
        "entry.total_now": ("Σ {total}", "Σ {total}"),
        "entry.ends": (
            "Adds up. This hand ends the match: {names} wins!",
            "Stimmt. Dieses Spiel beendet die Partie: {names} gewinnt!",
        ),
        "entry.ends_tied": (
            "Adds up. The target is reached, but two or more are tied for the fewest points: play goes on.",
            (
                "Stimmt. Das Ziel ist erreicht, aber mehrere liegen mit den wenigsten Punkten gleichauf: es wird "
                "weitergespielt."
            ),
        ),
        "entry.edit_points": ("In this hand: {changes}", "In diesem Spiel: {changes}"),
        "entry.edit_totals": ("Totals then: {totals} (were {now})", "Summen danach: {totals} (bisher {now})"),
        "entry.leave_title": ("Leave hand {number}?", "Spiel {number} verlassen?"),
        "entry.leave_body": (
            "What you tapped for it so far is discarded.",
            "Was du dafür schon angetippt hast, wird verworfen.",
        ),
        "entry.keep_entering": ("Keep entering", "Weiter eintragen"),
        "entry.leave_edit_title": ("Discard your changes to hand {number}?", "Änderungen an Spiel {number} verwerfen?"),
        "entry.leave_edit_body": (
            "Hand {number} stays as it was saved: {scores}.",
            "Spiel {number} bleibt, wie es gespeichert ist: {scores}.",
        ),
        "entry.keep_editing": ("Keep editing", "Weiter ändern"),
        "entry.discard_changes": ("Discard changes", "Änderungen verwerfen"),
        "entry.discard": ("Discard", "Verwerfen"),
        "entry.points_now": ("{points:# pt|# pts}", "{points} Pkt."),
        "entry.who_took_label": ("Who took {card}?", "Wer hat {card}?"),
        "entry.took": ("{name} took {card}", "{name} hat {card}"),
        "entry.hearts_left": ("{left} ♥ to place", "{left} ♥"),
        "entry.hearts_over": ("{over} ♥ too many", "{over} ♥ zu viel"),
        "entry.heart_points_left": ("{left:# point|# points} of ♥ to place", "{left:# ♥-Punkt|# ♥-Punkte}"),
        "entry.heart_points_over": ("{over:# point|# points} of ♥ too many", "{over:# ♥-Punkt|# ♥-Punkte} zu viel"),
        "entry.hearts_open": ("Tap the ♥ of the players still open", "Die ♥ der noch offenen Spieler antippen"),
        "entry.who_took": ("who took {card}?", "wer hat {card}?"),
        "entry.suit_missing": ("roll the die or tap its suit", "würfeln oder die Farbe antippen"),
        "entry.missing": ("Still missing: {what}", "Noch offen: {what}"),
        "entry.ready": ("Adds up. Save it.", "Stimmt. Speichern."),
        "entry.save": ("Save hand", "Spiel speichern"),
        "entry.saved": ("Hand {number} saved", "Spiel {number} gespeichert"),
        "entry.replaced": ("Hand {number} changed", "Spiel {number} geändert"),
        "entry.edit_confirm": (
            "Change hand {number}? Every total after it is recomputed.",
            "Spiel {number} ändern? Alle Summen danach werden neu berechnet.",
        ),
        "entry.change": ("Change", "Ändern"),
        "entry.same_hand_title": (
            "Hand {number} was just saved on another device",
            "Spiel {number} wurde gerade auf einem anderen Gerät gespeichert",
        ),
        "entry.same_hand_body": (
            "It is on the scorecard now. What you entered here is still here: save it as the next hand, or discard it?",
            (
                "Es steht jetzt auf dem Block. Was du hier eingetragen hast, ist noch da: als nächstes Spiel "
                "speichern oder verwerfen?"
            ),
        ),
        "entry.discard_mine": ("Discard mine", "Meins verwerfen"),
        "entry.same_hand_ahead": (
            "Saving asks what to do with yours.",
            "Beim Speichern wirst du gefragt, was mit deiner Eingabe geschehen soll.",
        ),
        "entry.save_as_next": ("Save mine as hand {number}", "Meins als Spiel {number} speichern"),
        "entry.before": ("So far: {points}", "Bisher: {points}"),
        "entry.tap_cards": ("Tap the ♥ cards", "♥-Karten antippen"),
        "entry.card_of": ("{card} to {name}", "{card} an {name}"),
        "entry.card_has": ("{card}: {name} has it", "{card}: bei {name}"),
        "entry.untaken": ("Still untaken: {cards}", "Noch offen: {cards}"),
        "entry.untaken_to": ("Not tapped, so {name}'s: {cards}", "Nicht angetippt, also bei {name}: {cards}"),
        "entry.die": ("Die", "Würfel"),
        "entry.roll": ("Roll the die", "Würfeln"),
        "entry.rolled": ("The die shows {suit}", "Der Würfel zeigt {suit}"),
        "entry.suit_button": ("Die suit {suit}", "Würfelfarbe {suit}"),
        "entry.seven": ("the 7 of the die's suit", "die 7 der Würfelfarbe"),
        # the moon
        "moon.title": ("{name} shot the moon!", "{name} hat den Mond geschossen!"),
        "sun.title": ("{name} shot the sun!", "{name} hat die Sonne geschossen!"),
        "entry.sun": ("☀ The sun: {name} took every trick", "☀ Die Sonne: {name} hat jeden Stich"),
        "entry.sun_label": (
            "The sun: {name} took every trick, worth {points}",
            "Die Sonne: {name} hat jeden Stich, zählt {points}",
        ),
        "entry.sun_about": ("worth {points}, scored as the moon", "zählt {points}, gewertet wie der Mond"),
        "moon.pick": ("{name} chooses:", "{name} wählt:"),
        "moon.option.minus": ("{name} −{points}", "{name} −{points}"),
        "moon.option.plus": ("Everyone else +{points}", "Alle anderen +{points}"),
        "moon.leads_to": ("Totals: {totals}", "Summen: {totals}"),
        "moon.ends_win": ("Ends the match: {name} wins", "Beendet die Partie: {name} gewinnt"),
        "moon.ends_other": ("⚠ Ends the match, {names} wins!", "⚠ Beendet die Partie, {names} gewinnt!"),
        "moon.applied.minus": (
            "{name} shot the moon: {name} {score}",
            "{name} hat den Mond geschossen: {name} {score}",
        ),
        "moon.applied.plus": (
            "{name} shot the moon: everyone else +{points}",
            "{name} hat den Mond geschossen: alle anderen +{points}",
        ),
        # the end
        "end.title": ("Match over", "Partie zu Ende"),
        "end.winner": ("{names} wins!", "{names} gewinnt!"),
        "end.winners": ("{names} share the win!", "{names} teilen sich den Sieg!"),
        "end.tie_play_on": (
            "Tied for the fewest points ({names}): play goes on.",
            "Gleichstand bei den wenigsten Punkten ({names}): es wird weitergespielt.",
        ),
        "end.place": ("{place}. {name}: {points}", "{place}. {name}: {points}"),
        "end.rematch": ("Rematch", "Revanche"),
        "end.host_starts": (
            "The host starts the next match: this screen follows it.",
            "Die nächste Partie startet der Gastgeber; dieser Bildschirm wechselt dann von selbst.",
        ),
        # sharing the table
        "handover.open": ("Hand over", "Übergeben"),
        "handover.title": ("Hand over", "Übergeben"),
        "handover.about": (
            "Scan this with the other phone: the match opens there, ready for hand {number}",
            "Scanne das mit dem anderen Handy: die Partie öffnet sich dort, bereit für Spiel {number}",
        ),
        "handover.about_done": (
            "Scan this with the other phone: the match opens there",
            "Scanne das mit dem anderen Handy: die Partie öffnet sich dort",
        ),
        "handover.qr": (
            "QR code of the link that hands this match over",
            "QR-Code des Links, der diese Partie übergibt",
        ),
        "handover.link": ("The link that hands this match over", "Der Link, der diese Partie übergibt"),
        "handover.copy": ("Copy link", "Link kopieren"),
        "handover.share": ("Share link", "Link teilen"),
        "handover.copied": ("Link copied: open it on the other phone", "Link kopiert: öffne ihn auf dem anderen Handy"),
        "handover.subject": ("A Scorepad match to take over", "Eine Scorepad-Partie zum Übernehmen"),
        "handover.no_site": (
            (
                "A hand-over link opens the published site: start Scorepad once with --site URL (its address) to hand "
                "matches over."
            ),
            (
                "Ein Übergabe-Link öffnet die veröffentlichte Website: starte Scorepad einmal mit --site URL (ihrer "
                "Adresse), um Partien zu übergeben."
            ),
        ),
        "handover.too_long": (
            (
                "This match is too long for a QR code a phone reads (version {version}): hand it over as a file, or "
                "send the link."
            ),
            (
                "Diese Partie ist zu lang für einen QR-Code, den ein Handy liest (Version {version}): übergib sie als "
                "Datei oder schicke den Link."
            ),
        ),
        "take.taken": ("Match taken over: ready for hand {number}", "Partie übernommen: bereit für Spiel {number}"),
        "take.taken_done": ("Match taken over", "Partie übernommen"),
        "take.merged": (
            "Match merged with this phone's copy, hand by hand: ready for hand {number}",
            "Partie mit der Kopie auf diesem Handy zusammengeführt, Spiel für Spiel: bereit für Spiel {number}",
        ),
        "take.merged_done": (
            "Match merged with this phone's copy, hand by hand",
            "Partie mit der Kopie auf diesem Handy zusammengeführt, Spiel für Spiel",
        ),
        "take.same": (
            "This phone has all of the link's match already: ready for hand {number}",
            "Dieses Handy hat die Partie des Links schon ganz: bereit für Spiel {number}",
        ),
        "take.same_done": (
            "This phone has all of the link's match already",
            "Dieses Handy hat die Partie des Links schon ganz",
        ),
        "take.beside": (
            (
                "This phone's copy of the match differs at hand {hand}: the link's match is kept beside it as a match "
                "of its own"
            ),
            (
                "Die Kopie der Partie auf diesem Handy weicht bei Spiel {hand} ab: die Partie des Links wird daneben "
                "als eigene Partie behalten"
            ),
        ),
        "take.beside_other": (
            (
                "This phone has this match with other players or rules: the link's match is kept beside it as a match "
                "of its own"
            ),
            (
                "Dieses Handy hat diese Partie mit anderen Spielern oder Regeln: die Partie des Links wird daneben "
                "als eigene Partie behalten"
            ),
        ),
        "take.refused": (
            "This link can't be taken over: {text}; nothing was stored",
            "Dieser Link kann nicht übernommen werden: {text}; nichts wurde gespeichert",
        ),
        "share.open": ("Share the table", "Tisch teilen"),
        "share.title": ("Share the table", "Tisch teilen"),
        "share.watch": ("To watch", "Zum Zuschauen"),
        "share.score": ("To score", "Zum Eintragen"),
        "share.watch_about": (
            (
                "Everyone scans this code: their phone shows their total, the next deal and where their cards go. "
                "They cannot change anything."
            ),
            (
                "Alle scannen diesen Code: ihr Handy zeigt ihre Summe, das nächste Spiel und wohin ihre Karten gehen. "
                "Ändern können sie nichts."
            ),
        ),
        "share.score_about": (
            "Only for someone who keeps score too: it can enter, change and take back hands of this match.",
            (
                "Nur für jemanden, der mitschreibt: damit lassen sich Spiele dieser Partie eintragen, ändern und "
                "zurücknehmen."
            ),
        ),
        "share.qr": ("QR code of {url}", "QR-Code von {url}"),
        "share.loopback": (
            "Phones cannot join: Scorepad serves only this computer. Start it with --host 0.0.0.0 to share the table.",
            (
                "Handys können nicht dazu: Scorepad ist nur für diesen Rechner erreichbar. Mit --host 0.0.0.0 "
                "starten, um den Tisch zu teilen."
            ),
        ),
        "share.new_links": ("New links", "Neue Links"),
        "share.new_links_confirm": ("Make new links?", "Neue Links erstellen?"),
        "share.new_links_about": (
            "The old links stop working: everyone who joined with them is out and must scan the new code.",
            (
                "Die alten Links gelten nicht mehr: wer damit verbunden ist, wird getrennt und muss den neuen Code "
                "scannen."
            ),
        ),
        "share.ended": (
            "New links made; {count:# session|# sessions} of the old ones ended.",
            "Neue Links erstellt; {count:# Verbindung|# Verbindungen} der alten beendet.",
        ),
        # a watcher's phone, and the TV view
        "watch.title": ("The table", "Der Tisch"),
        "watch.waiting": ("Waiting for the scorer to share a match …", "Warten, bis der Schreiber eine Partie teilt …"),
        "watch.who": ("Who are you?", "Wer bist du?"),
        "watch.just_watching": ("Just watching", "Nur zuschauen"),
        "watch.tv": ("TV view (a screen facing the table)", "Großansicht (Bildschirm zum Tisch)"),
        "watch.phone_view": ("Back to the phone view", "Zurück zur Handyansicht"),
        "watch.not_me": ("Not me: choose again", "Nicht ich: neu wählen"),
        # a scorer's phone: whose it is, for each hand's story
        "score.who": ("Who is scoring on this phone?", "Wer schreibt auf diesem Handy?"),
        "score.who_about": (
            "Each hand this phone enters or changes then says so in its story: “entered 21:04 by Carla (score link)”.",
            (
                "Jedes Spiel, das dieses Handy einträgt oder ändert, nennt es dann in seinem Verlauf: „eingetragen "
                "21:04 von Carla (Mitschreib-Link)“."
            ),
        ),
        "score.nobody": ("None of them", "Niemand davon"),
        "score.is": ("This phone scores as {name}", "Dieses Handy schreibt als {name}"),
        "score.is_nobody": ("This phone scores without a name", "Dieses Handy schreibt ohne Namen"),
        "watch.total": (
            "{total:# point|# points} · place {place} of {players}",
            "{total:# Punkt|# Punkte} · Platz {place} von {players}",
        ),
        "watch.to_target": (
            "{left:# point|# points} to spare before {target}",
            "noch {left:# Punkt|# Punkte} Luft bis {target}",
        ),
        "watch.you_deal": ("Hand {number} · you deal", "Spiel {number} · Du gibst"),
        "watch.you_deal_of": ("Hand {number} of {hands} · you deal", "Spiel {number} von {hands} · Du gibst"),
        "watch.you_pass": (
            "You pass {cards:# card|# cards} to {name} ({direction})",
            "Du gibst {cards:# Karte|# Karten} an {name} ({direction})",
        ),
        "watch.place": (
            "{total:point|points} · place {place} of {players}",
            "{total:Punkt|Punkte} · Platz {place} von {players}",
        ),
        "watch.last_hand": ("Last hand ({number}): {scores}", "Letztes Spiel ({number}): {scores}"),
        # history
        "history.title": ("History", "Verlauf"),
        "history.empty": ("No matches yet.", "Noch keine Partien."),
        "history.copy_at": ("Copy: differs from hand {hand}", "Kopie: weicht ab Spiel {hand} ab"),
        "history.copy": ("Copy: other players or rules", "Kopie: andere Spieler oder Regeln"),
        "history.running_at": ("running, hand {number} next", "läuft, als Nächstes Spiel {number}"),
        "history.running_heading": ("Running", "Laufend"),
        "history.finished_heading": ("Finished", "Beendet"),
        "history.delete_confirm": ("Delete the match of {date}?", "Partie vom {date} löschen?"),
        "history.delete_do": ("Delete", "Löschen"),
        "history.hands": ("{hands:# hand|# hands}", "{hands:# Spiel|# Spiele}"),
        "history.delete": ("Delete match of {date}", "Partie vom {date} löschen"),
        "history.deleted": ("Match deleted", "Partie gelöscht"),
        "history.open": ("Open match of {date}: {players}", "Partie vom {date} öffnen: {players}"),
        "history.more": ("Show more", "Mehr zeigen"),
        # settings
        "settings.title": ("Settings", "Einstellungen"),
        "settings.language": ("Language", "Sprache"),
        "settings.lang.auto": ("Device default", "Wie das Gerät"),
        "settings.lang.de": ("Deutsch", "Deutsch"),
        "settings.lang.en": ("English", "English"),
        "settings.theme": ("Theme", "Design"),
        "settings.theme.system": ("System", "System"),
        "settings.theme.light": ("Light", "Hell"),
        "settings.theme.dark": ("Dark", "Dunkel"),
        "settings.rules": ("Default rules for new matches", "Standardregeln für neue Partien"),
        "settings.wakelock": ("Keep the screen awake during a match", "Bildschirm während einer Partie anlassen"),
        "settings.wakelock_audible": (
            "Keeps the screen on by playing silence; music from another app on this phone may pause.",
            (
                "Hält den Bildschirm an, indem es Stille abspielt; Musik aus einer anderen App auf diesem Handy kann "
                "dabei pausieren."
            ),
        ),
        "settings.saved": ("Settings saved", "Einstellungen gespeichert"),
        # anything else that went wrong while reading or writing
        "store.io": (
            "Could not read or write the data: {reason}",
            "Die Daten ließen sich nicht lesen oder schreiben: {reason}",
        ),
        # issue 20: entry
        "entry.open_again": (
            "{name}'s share is open again: tap it.",
            "Die ♥ von {name} sind wieder offen: bitte antippen.",
        ),
        "entry.open_again_many": ("Open again, tap each: {names}.", "Wieder offen, bitte einzeln antippen: {names}."),
        "result.open": ("Share the result", "Ergebnis teilen"),
        "result.title": ("The result as a picture", "Das Ergebnis als Bild"),
        "result.about": (
            "For the group chat: this picture, made on this device.",
            "Für den Gruppenchat: dieses Bild, auf diesem Gerät gemacht.",
        ),
        "result.share": ("Share the picture", "Bild teilen"),
        "result.shared": ("Picture shared: {name}", "Bild geteilt: {name}"),
        "result.downloaded_insecure": (
            "No share sheet on plain http: the picture is in your downloads, {name}.",
            "Kein Teilen über einfaches http: Das Bild ist bei deinen Downloads, {name}.",
        ),
        "result.failed": ("This device could not make the picture.", "Dieses Gerät konnte das Bild nicht machen."),
        "result.made_with": ("Scored with Scorepad", "Gezählt mit Scorepad"),
        # issue 20: layout
        "card.show_running": ("Show running totals", "Zwischenstände zeigen"),
        "card.show_points": ("Show points per hand", "Punkte je Spiel zeigen"),
        "card.so_far": ("{total} so far", "Stand {total}"),
        "card.full_name": ("{short} is {name}", "{short} ist {name}"),
        "legend.running": (
            (
                "Σ in the corner: the rows show each hand's points or, as on paper, the running totals (this device "
                "remembers)"
            ),
            (
                "Σ in der Ecke: die Zeilen zeigen die Punkte je Spiel oder, wie auf Papier, die Zwischenstände "
                "(dieses Gerät merkt es sich)"
            ),
        ),
    }
)
