"""Words for what can be wrong with a match or a hand, one key per problem code."""

from __future__ import annotations

from scorepad.i18n.catalog import add

add(
    {
        "problem.in_hand": ("hand {number}: {text}", "Spiel {number}: {text}"),
        "problem.not_an_object": ("the file does not hold a match (expected a JSON object)", "die Datei enthält keine Partie (erwartet: ein JSON-Objekt)"),
        "problem.bad_field": ("'{field}' must be {expected}", "„{field}“ muss {expected} sein"),
        "expected.names": ("a list of names", "eine Liste von Namen"),
        "expected.list": ("a list", "eine Liste"),
        "expected.object": ("an object", "ein Objekt"),
        "expected.number": ("a whole number", "eine ganze Zahl"),
        "expected.str": ("text", "ein Text"),
        "expected.bool": ("true or false", "true oder false"),
        "problem.format_unknown": ("this is not a scorepad match file (format '{format}')", "das ist keine Scorepad-Partie (Format „{format}“)"),
        "problem.version_too_new": ("the file has version {version}, this scorepad reads up to {supported}: please update scorepad", "die Datei hat Version {version}, dieses Scorepad liest bis {supported}: bitte Scorepad aktualisieren"),
        "problem.player_count": ("{count} players: Hearts needs {min} to {max}", "{count} Spieler: Hearts braucht {min} bis {max}"),
        "problem.player_name_empty": ("player {seat} has no name", "Spieler {seat} hat keinen Namen"),
        "problem.player_names_duplicate": ("the name '{name}' is used twice", "der Name „{name}“ kommt zweimal vor"),
        "problem.first_dealer_range": ("first dealer {first_dealer} is not a seat (0 to {last})", "erster Geber {first_dealer} ist kein Platz (0 bis {last})"),
        "problem.variant_unknown": ("unknown variant '{variant}' (known: {known})", "unbekannte Variante „{variant}“ (bekannt: {known})"),
        "problem.moon_rule_unknown": ("unknown moon rule '{moon}' (known: {known})", "unbekannte Mond-Regel „{moon}“ (bekannt: {known})"),
        "problem.pass_order_unknown": ("unknown pass order '{pass_order}' (known: {known})", "unbekannte Tauschfolge „{pass_order}“ (bekannt: {known})"),
        "problem.target_invalid": ("target '{target}' must be a whole number above 0", "Zielpunktzahl „{target}“ muss eine ganze Zahl über 0 sein"),
        "problem.rounds_invalid": ("rounds '{rounds}' must be a whole number above 0", "Rundenzahl „{rounds}“ muss eine ganze Zahl über 0 sein"),
        "problem.points_count": ("{count} entries for {players} players", "{count} Einträge für {players} Spieler"),
        "problem.points_not_whole": ("{name}'s points '{value}' are not a whole number", "die Punkte von {name} („{value}“) sind keine ganze Zahl"),
        "problem.points_negative": ("{name} has {value} points; points can't be negative", "{name} hat {value} Punkte; Punkte können nicht negativ sein"),
        "problem.points_sum": ("points sum to {sum}, {a_hand} has {total}", "die Punkte ergeben {sum}, {a_hand} hat {total}"),
        "problem.points_impossible": ("no deal of the {variant} penalty cards gives these points ({points})", "so lassen sich die Strafkarten bei {variant} nicht verteilen ({points})"),
        "problem.moon_choice_missing": ("{name} shot the moon: choose minus (for {name}) or plus (for the others)", "{name} hat den Mond abgeschossen: minus (für {name}) oder plus (für die anderen) wählen"),
        "problem.moon_choice_without_moon": ("a moon choice ('{choice}') but nobody shot the moon", "eine Mond-Wahl („{choice}“), aber niemand hat den Mond abgeschossen"),
        "problem.moon_choice_unknown": ("moon choice '{choice}' must be minus or plus", "Mond-Wahl „{choice}“ muss minus oder plus sein"),
        "problem.moon_choice_fixed": ("the moon rule is '{rule}', so a hand can't choose '{choice}'", "die Mond-Regel ist „{rule}“, ein Spiel kann nicht „{choice}“ wählen"),
        "problem.jack_missing": ("who took the jack of diamonds (J♦) is missing", "es fehlt, wer den Karo-Buben (B♦) bekommen hat"),
        "problem.jack_range": ("jack taker '{jack}' is not a seat (0 to {last})", "Karo-Buben-Nehmer „{jack}“ ist kein Platz (0 bis {last})"),
        "problem.jack_not_in_variant": ("a jack taker is given, but {variant} does not count the jack", "ein Karo-Buben-Nehmer ist angegeben, aber bei {variant} zählt der Bube nicht"),
        "problem.suit_unknown": ("die suit '{suit}' must be one of {known}", "Würfelfarbe „{suit}“ muss eine von {known} sein"),
        "problem.suit_not_in_variant": ("a die suit is given, but {variant} has no die", "eine Würfelfarbe ist angegeben, aber {variant} hat keinen Würfel"),
        "problem.hand_after_end": ("the match was already over ({winners} won)", "die Partie war schon zu Ende ({winners} gewann)"),
    }
)
