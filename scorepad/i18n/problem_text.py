"""Words for what can be wrong with a match or a hand, one key per problem code."""

from __future__ import annotations

from scorepad.i18n.catalog import add

add(
    {
        "problem.in_hand": ("hand {number}: {text}", "Spiel {number}: {text}"),
        "problem.not_text": ("the file is not text (not UTF-8)", "die Datei ist kein Text (kein UTF-8)"),
        "problem.not_json": (
            "not JSON (line {line}, column {column}: {reason})",
            "kein JSON (Zeile {line}, Spalte {column}: {reason})",
        ),
        "problem.file_too_deep": (
            "the file is nested more than {max:# level|# levels} deep",
            "die Datei ist mehr als {max:# Ebene|# Ebenen} tief verschachtelt",
        ),
        "problem.too_deep": (
            "'{field}' is nested more than {max:# level|# levels} deep",
            "„{field}“ ist mehr als {max:# Ebene|# Ebenen} tief verschachtelt",
        ),
        "problem.text_too_long": (
            "'{field}' is a text of {length} characters; at most {max} fit",
            "„{field}“ ist ein Text mit {length} Zeichen; höchstens {max} passen",
        ),
        "problem.text_not_unicode": (
            "'{field}' holds text that is not valid Unicode (a lone surrogate)",
            "„{field}“ enthält Text, der kein gültiges Unicode ist (ein einzelnes Surrogat)",
        ),
        "problem.number_invalid": (
            "'{field}' is '{value}', not a number JSON knows",
            "„{field}“ ist „{value}“, keine Zahl, die JSON kennt",
        ),
        "problem.link_damaged": (
            "the link is damaged: it holds no match Scorepad can read",
            "der Link ist beschädigt: er enthält keine Partie, die Scorepad lesen kann",
        ),
        "problem.link_cut_short": (
            "the link is cut short: a part of it is missing (copy or scan it whole)",
            "der Link ist abgeschnitten: ein Teil fehlt (kopiere oder scanne ihn ganz)",
        ),
        "problem.link_newer": (
            "the link was made by a newer Scorepad: update this one to take the match",
            "der Link stammt von einem neueren Scorepad: aktualisiere dieses, um die Partie zu übernehmen",
        ),
        "problem.not_an_object": (
            "the file does not hold a match (expected a JSON object)",
            "die Datei enthält keine Partie (erwartet: ein JSON-Objekt)",
        ),
        "problem.bad_field": ("'{field}' must be {expected}", "„{field}“ muss {expected} sein"),
        "problem.number_too_long": (
            "'{field}' is a number of {digits:# digit|# digits}, far too long",
            "„{field}“ ist eine Zahl mit {digits:# Stelle|# Stellen}, viel zu lang",
        ),
        "expected.names": ("a list of names", "eine Liste von Namen"),
        "expected.list": ("a list", "eine Liste"),
        "expected.object": ("an object", "ein Objekt"),
        "expected.number": ("a whole number", "eine ganze Zahl"),
        "expected.str": ("text", "ein Text"),
        "expected.bool": ("true or false", "true oder false"),
        "problem.format_unknown": (
            "this is not a scorepad match file (format '{format}')",
            "das ist keine Scorepad-Partie (Format „{format}“)",
        ),
        "problem.version_too_new": (
            (
                "made with a newer Scorepad (file version {version}, this one reads up to {supported}): update it to "
                "open this match"
            ),
            (
                "mit einem neueren Scorepad gemacht (Dateiversion {version}, dieses liest bis {supported}): "
                "aktualisiere es, um diese Partie zu öffnen"
            ),
        ),
        "problem.player_count": (
            "{count:# player|# players}: Hearts needs {min} to {max}",
            "{count} Spieler: Hearts braucht {min} bis {max}",
        ),
        "problem.player_name_empty": ("player {seat} has no name", "Spieler {seat} hat keinen Namen"),
        "problem.player_names_duplicate": ("the name '{name}' is used twice", "der Name „{name}“ kommt zweimal vor"),
        "problem.player_name_too_long": (
            "player {seat}'s name has {length:# character|# characters}; at most {max} fit",
            "der Name von Spieler {seat} hat {length} Zeichen; höchstens {max} passen",
        ),
        "problem.player_name_characters": (
            "player {seat}'s name '{name}' has invisible or control characters",
            "der Name von Spieler {seat} („{name}“) enthält unsichtbare oder Steuerzeichen",
        ),
        "problem.first_dealer_range": (
            "the first dealer, seat {first_dealer}, is not at the table (seats 1 to {players})",
            "der erste Geber, Platz {first_dealer}, ist nicht am Tisch (Plätze 1 bis {players})",
        ),
        "problem.variant_unknown": (
            "unknown variant '{variant}' (known: {known})",
            "unbekannte Variante „{variant}“ (bekannt: {known})",
        ),
        "problem.moon_rule_unknown": (
            "unknown moon rule '{moon}' (known: {known})",
            "unbekannte Mond-Regel „{moon}“ (bekannt: {known})",
        ),
        "problem.pass_order_unknown": (
            "unknown pass order '{pass_order}' (known: {known})",
            "unbekannte Tauschfolge „{pass_order}“ (bekannt: {known})",
        ),
        "problem.target_invalid": (
            "target '{target}' must be a whole number above 0",
            "Zielpunktzahl „{target}“ muss eine ganze Zahl über 0 sein",
        ),
        "problem.rounds_invalid": (
            "the number of hands '{rounds}' must be a whole number above 0",
            "die Anzahl der Spiele „{rounds}“ muss eine ganze Zahl über 0 sein",
        ),
        "problem.rule_not_in_variant": ("{variant} has no {rule}", "{variant} hat {rule}"),
        "rule.moon": ("moon (so no moon rule)", "keinen Mond (also keine Mond-Regel)"),
        "rule.target": (
            "target score: it ends after a set number of hands",
            "keine Zielpunktzahl: es endet nach einer festen Zahl von Spielen",
        ),
        "rule.rounds": (
            "set number of hands: it ends at its target score",
            "keine feste Zahl von Spielen: es endet bei der Zielpunktzahl",
        ),
        "rule.pass_order": (
            "passing order to choose: the cards always go one way",
            "keine wählbare Tauschfolge: die Karten gehen immer in eine Richtung",
        ),
        "rule.spade_penalties": (
            "spade penalties (A♠ 7, K♠ 10): only Black Maria has them",
            "keine Pik-Strafkarten (Pik-Ass 7, Pik-König 10): die hat nur Black Maria",
        ),
        "problem.points_count": (
            "{count:# entry|# entries} for {players:# player|# players}",
            "{count:# Eintrag|# Einträge} für {players} Spieler",
        ),
        "problem.points_not_whole": (
            "{name}'s points '{value}' are not a whole number",
            "die Punkte von {name} („{value}“) sind keine ganze Zahl",
        ),
        "problem.points_negative": (
            "{name} has {value:# point|# points}; points can't be negative",
            "{name} hat {value:# Punkt|# Punkte}; Punkte können nicht negativ sein",
        ),
        "problem.points_sum": (
            "points sum to {sum}, {a_hand} has {total}",
            "die Punkte ergeben {sum}, {a_hand} hat {total}",
        ),
        "problem.points_impossible": (
            "no deal of the {variant} penalty cards gives these points ({points})",
            "so lassen sich die Strafkarten bei {variant} nicht verteilen ({points})",
        ),
        "problem.moon_choice_missing": (
            "{name} shot the moon: choose minus (for {name}) or plus (for the others)",
            "{name} hat den Mond geschossen: minus (für {name}) oder plus (für die anderen) wählen",
        ),
        "problem.moon_choice_without_moon": (
            "a moon choice ('{choice}') but nobody shot the moon",
            "eine Mond-Wahl („{choice}“), aber niemand hat den Mond geschossen",
        ),
        "problem.moon_choice_unknown": (
            "moon choice '{choice}' must be minus or plus",
            "Mond-Wahl „{choice}“ muss minus oder plus sein",
        ),
        "problem.moon_choice_fixed": (
            "the moon rule is '{rule}', so a hand can't choose '{choice}'",
            "die Mond-Regel ist „{rule}“, ein Spiel kann nicht „{choice}“ wählen",
        ),
        "problem.moon_not_in_variant": (
            "a moon choice is given, but {variant} has no moon",
            "eine Mond-Wahl ist angegeben, aber {variant} kennt keinen Mond",
        ),
        "problem.jack_missing": (
            "who took the jack of diamonds (J♦) is missing",
            "es fehlt, wer den Karo-Buben (B♦) bekommen hat",
        ),
        "problem.jack_range": (
            "the J♦ taker, seat {jack}, is not at the table (seats 1 to {players})",
            "wer den Karo-Buben bekam, Platz {jack}, ist nicht am Tisch (Plätze 1 bis {players})",
        ),
        "problem.jack_not_in_variant": (
            "a jack taker is given, but {variant} does not count the jack",
            "es ist angegeben, wer den Karo-Buben bekam, aber bei {variant} zählt der Bube nicht",
        ),
        "problem.suit_unknown": (
            "die suit '{suit}' must be one of {known}",
            "Würfelfarbe „{suit}“ muss eine von {known} sein",
        ),
        "problem.suit_not_in_variant": (
            "a die suit is given, but {variant} has no die",
            "eine Würfelfarbe ist angegeben, aber {variant} hat keinen Würfel",
        ),
        "problem.unknown_key": (
            "'{field}' is not a key Scorepad knows (a typo, or another program's file?)",
            "„{field}“ ist kein Schlüssel, den Scorepad kennt (ein Tippfehler oder die Datei eines anderen Programms?)",
        ),
        "problem.story_time": (
            "'{field}' is '{value}', not a time with its offset (such as 2026-12-05T20:04:11+00:00)",
            "„{field}“ ist „{value}“, keine Zeit mit Zeitzone (etwa 2026-12-05T20:04:11+00:00)",
        ),
        "problem.taken_back_number": (
            "a hand taken back is numbered {number}; in this match only 1 to {max} can be",
            "ein zurückgenommenes Spiel hat die Nummer {number}; in dieser Partie geht nur 1 bis {max}",
        ),
        "problem.change_unchanged": ("its change {index} changes nothing", "seine Änderung {index} ändert nichts"),
        "problem.story.before": ("as it was before change {index}: {text}", "wie es vor Änderung {index} war: {text}"),
        "problem.story.taken_back": (
            "the hand taken back as hand {index}: {text}",
            "das als Spiel {index} zurückgenommene Spiel: {text}",
        ),
        "problem.hand_after_end": (
            "the match was already over ({winners} won)",
            "die Partie war schon zu Ende ({winners} {winner_count:gewann|gewannen})",
        ),
    }
)
