"""Words for the house rules (scorepad.rules.options): the form's labels and explanations, the rules line's
parts, the command line's help, and what the engine refuses about them."""

from __future__ import annotations

from scorepad.i18n.catalog import add

add(
    {
        "setup.house_rules": ("House rules", "Hausregeln"),
        "setup.house_rules_about": (
            "What your table plays differently from the rules.",
            "Was euer Tisch anders spielt als die Regeln.",
        ),
        "moon.none": ("no moon", "kein Mond"),
        "moon.none.about": (
            "Nobody shoots the moon: whoever takes every penalty card scores them all.",
            "Es gibt keinen Mond: wer alle Strafkarten nimmt, bekommt alle Punkte.",
        ),
        "rule.moon.line.none": ("no moon", "kein Mond"),
        "rule.tie.label": ("A tie at the end", "Gleichstand am Ende"),
        "rule.tie.play-on": ("play on until one has the fewest", "weiterspielen, bis einer allein vorn liegt"),
        "rule.tie.shared": ("ends the match: all of them win", "beendet die Partie: alle gewinnen"),
        "rule.tie.play-on.about": (
            "When the match ends with several on the fewest points, another hand is played.",
            "Liegen am Ende mehrere mit den wenigsten Punkten gleich, wird weitergespielt.",
        ),
        "rule.tie.shared.about": (
            "When the match ends with several on the fewest points, they share the win.",
            "Liegen am Ende mehrere mit den wenigsten Punkten gleich, teilen sie sich den Sieg.",
        ),
        "rule.tie.line.shared": ("tie: shared win", "Gleichstand: geteilter Sieg"),
        "rule.exact_target_resets_to.label": ("On exactly the target, back to", "Genau auf dem Ziel: zurück auf"),
        "rule.exact_target_resets_to.about": (
            "Landing on exactly the target sends that total back to this number (empty: no such rule).",
            "Wer genau auf dem Ziel landet, fällt auf diese Zahl zurück (leer: keine solche Regel).",
        ),
        "rule.exact_target_resets_to.line": ("exactly {target} → {value}", "genau {target} → {value}"),
        "rule.moon_jack.label": ("The J♦ in a moon hand", "Der Karo-Bube beim Mond"),
        "rule.moon_jack.counts": ("still counts −10", "zählt weiter −10"),
        "rule.moon_jack.ignored": ("does not count", "zählt nicht"),
        "rule.moon_jack.counts.about": (
            "Whoever took the J♦ gets its −10, also when someone shot the moon.",
            "Wer den Karo-Buben nahm, bekommt seine −10, auch wenn jemand den Mond geschossen hat.",
        ),
        "rule.moon_jack.ignored.about": (
            "When someone shoots the moon, the J♦'s −10 is left out.",
            "Schießt jemand den Mond, fallen die −10 des Karo-Buben weg.",
        ),
        "rule.moon_jack.line.ignored": ("J♦ not counted in a moon hand", "Karo-Bube zählt beim Mond nicht"),
        "rule.pass_cycle.label": ("Passing", "Tausch"),
        "rule.pass_cycle.seed": ("as the rules say", "wie in den Regeln"),
        "rule.pass_cycle.about": (
            "Where the three cards go, hand after hand; then the same again.",
            "Wohin die drei Karten gehen, Spiel für Spiel; dann von vorn.",
        ),
        "rule.pass_cycle.line": ("passing {order}", "Tausch: {order}"),
        "rule.sun.label": ("Points of the sun (every trick)", "Punkte der Sonne (alle Stiche)"),
        "rule.sun.about": (
            "A moon with every trick too is the sun: scored as the moon rule says, with these points instead "
            "(commonly 52; empty: no sun).",
            "Ein Mond mit dazu allen Stichen ist die Sonne: gewertet wie der Mond, aber mit diesen Punkten "
            "(oft 52; leer: keine Sonne).",
        ),
        "rule.sun.line": ("sun {value}", "Sonne {value}"),
        "rule.exact_target_wins.label": ("Exactly the target wins", "Genau auf dem Ziel gewinnt"),
        "rule.exact_target_wins.about": (
            "Whoever lands on exactly the target wins at once; past it the match ends as usual.",
            "Wer genau auf dem Ziel landet, gewinnt sofort; darüber endet die Partie wie sonst.",
        ),
        "rule.exact_target_wins.line": ("exactly {target} wins", "genau {target} gewinnt"),
        "rule.queen.label": ("Points of the Q♠", "Punkte der Pik-Dame"),
        "rule.queen.about": (
            "13 as in the rules, or 26: a hand then has 39 points, and so has the moon.",
            "13 wie in den Regeln, oder 26: ein Spiel hat dann 39 Punkte, der Mond auch.",
        ),
        "rule.queen.line": ("Q♠ {value}", "Pik-Dame {value}"),
        # the words of `scorepad new`'s help, looked up by their English text
        "help.new.tie": (
            "play-on or shared: a tie at the end plays on, or all of them win",
            "play-on oder shared: bei Gleichstand am Ende weiterspielen, oder alle gewinnen",
        ),
        "help.new.exact_target_resets_to": (
            "a total of exactly the target goes back to N (0 <= N < target)",
            "wer genau auf dem Ziel landet, fällt auf N zurück (0 <= N < Ziel)",
        ),
        "help.new.moon_jack": (
            "omnibus: counts or ignored: the J♦'s -10 in a moon hand",
            "omnibus: counts oder ignored: die -10 des Karo-Buben beim Mond",
        ),
        "help.new.pass_cycle": (
            "the passes in order: left, right, across, keep, leftN, rightN, comma-separated",
            "die Tauschrichtungen der Reihe nach: left, right, across, keep, leftN, rightN, durch Kommas getrennt",
        ),
        "help.new.sun": (
            "the sun: a moon with every trick too is worth N (commonly 52), scored as the moon rule says",
            "die Sonne: ein Mond mit dazu allen Stichen zählt N (oft 52), gewertet wie der Mond",
        ),
        "help.new.exact_target_wins": (
            "a total of exactly the target wins at once (not with --exact-target-resets-to)",
            "wer genau auf dem Ziel landet, gewinnt sofort (nicht mit --exact-target-resets-to)",
        ),
        "help.new.queen": (
            "13 or 26: the Q♠'s points (26: a hand and the moon are 39)",
            "13 oder 26: die Punkte der Pik-Dame (26: ein Spiel und der Mond sind 39)",
        ),
        "help.var.cycle": ("CYCLE", "FOLGE"),
        "help.var.tie": ("TIE", "GLEICHSTAND"),
        "help.var.jack": ("JACK", "BUBE"),
        # what the engine refuses
        "rule.tie": (
            "tie rule: it ends after a set number of hands",
            "keine Gleichstand-Regel: es endet nach einer festen Zahl von Spielen",
        ),
        "rule.exact_target_resets_to": (
            "target to land on: it ends after a set number of hands",
            "kein Ziel, auf dem man landen kann: es endet nach einer festen Zahl von Spielen",
        ),
        "rule.moon_jack": (
            "jack of diamonds in a moon hand: only Omnibus counts the J♦",
            "keinen Karo-Buben beim Mond: nur Omnibus zählt den Buben",
        ),
        "rule.pass_cycle": (
            "pass cycle to choose: the cards always go one way",
            "keine wählbare Tauschfolge: die Karten gehen immer in eine Richtung",
        ),
        "rule.sun": ("sun: it has no moon", "keine Sonne: es hat keinen Mond"),
        "rule.exact_target_wins": (
            "target to land on: it ends after a set number of hands",
            "kein Ziel, auf dem man landen kann: es endet nach einer festen Zahl von Spielen",
        ),
        "rule.queen": (
            "Q♠ of 13 to make 26: only Standard, Omnibus and Black Maria have one",
            "keine Pik-Dame zu 13, die 26 zählen könnte: nur Standard, Omnibus und Black Maria haben sie",
        ),
        "problem.rule_value_unknown": (
            "unknown value '{value}' for {option} (known: {known})",
            "unbekannter Wert „{value}“ für {option} (bekannt: {known})",
        ),
        "problem.reset_invalid": (
            "going back to '{value}' on exactly the target needs a whole number from 0 to below {target}",
            "zurück auf „{value}“ bei genau dem Ziel braucht eine ganze Zahl von 0 bis unter {target}",
        ),
        "problem.pass_cycle_invalid": (
            (
                "pass cycle '{pass_cycle}': '{part}' is no pass with {players:# player|# players} (left, right, keep; "
                "across with an even count; leftN or rightN for N from 2 to players − 2)"
            ),
            (
                "Tauschfolge „{pass_cycle}“: „{part}“ ist bei {players:# Spieler|# Spielern} kein Tausch (left, "
                "right, keep; across bei gerader Zahl; leftN oder rightN für N von 2 bis Spieler − 2)"
            ),
        ),
        "problem.pass_cycle_with_order": (
            "a pass cycle and a pass order: give only one",
            "eine Tauschfolge und eine Tauschreihenfolge: nur eins angeben",
        ),
        "problem.sun_invalid": (
            "the sun's points '{value}' need a whole number from 1 (commonly 52)",
            "die Punkte der Sonne („{value}“) brauchen eine ganze Zahl ab 1 (oft 52)",
        ),
        "problem.sun_without_moon": (
            "the sun with no moon: the sun is a moon with every trick",
            "die Sonne ohne Mond: die Sonne ist ein Mond mit allen Stichen",
        ),
        "problem.sun_not_played": (
            "a sun, but this match plays no sun (a house rule chosen when the match starts)",
            "eine Sonne, aber diese Partie spielt ohne Sonne (eine Hausregel, die beim Beginn gewählt wird)",
        ),
        "problem.sun_without_all_points": (
            "a sun, but nobody took all {total:# point|# points}",
            "eine Sonne, aber niemand hat alle {total:# Punkt|# Punkte} bekommen",
        ),
        "problem.sun_jack_elsewhere": (
            "a sun, but {name} took the J♦: the sun is every trick",
            "eine Sonne, aber {name} bekam den Karo-Buben: die Sonne sind alle Stiche",
        ),
        "problem.sun_choice_missing": (
            "{name} shot the sun: choose minus (for {name}) or plus (for the others)",
            "{name} hat die Sonne geschossen: minus (für {name}) oder plus (für die anderen) wählen",
        ),
        "problem.exact_target_wins_with_reset": (
            "exactly the target wins and exactly the target goes back: give only one",
            "genau auf dem Ziel gewinnt und genau auf dem Ziel fällt zurück: nur eins angeben",
        ),
        "problem.needs_newer": (
            "made with a newer Scorepad: update it to open this match",
            "mit einem neueren Scorepad gemacht: aktualisiere es, um diese Partie zu öffnen",
        ),
        "storage.needs_newer": (
            "match {id} was made with a newer Scorepad: update it to open this match",
            "Partie {id} wurde mit einem neueren Scorepad gemacht: aktualisiere es, um diese Partie zu öffnen",
        ),
        "history.newer": (
            "made with a newer Scorepad: update it to open this match",
            "mit einem neueren Scorepad gemacht: aktualisiere es, um diese Partie zu öffnen",
        ),
        "data.newer": (
            "made with a newer Scorepad: update it to open this match",
            "mit einem neueren Scorepad gemacht: aktualisiere es, um diese Partie zu öffnen",
        ),
        "card.back_mark": (
            "landed on exactly the target and went back",
            "genau auf dem Ziel gelandet und zurückgefallen",
        ),
        "show.reset": ("{name} exactly on target, back to {value}", "{name} genau auf dem Ziel, zurück auf {value}"),
        "legend.back": (
            "−87↺: landed on exactly the target and went back; the hand's points are what that took (a house rule)",
            (
                "−87↺: genau auf dem Ziel gelandet und zurückgefallen; die Punkte des Spiels sind, was das kostete "
                "(eine Hausregel)"
            ),
        ),
    }
)
