"""Words for the table: variants, moon rules, pass directions, cards, seats."""

from __future__ import annotations

from scorepad.i18n.catalog import add

add(
    {
        "variant.standard": ("Standard", "Standard"),
        "variant.omnibus": ("Omnibus", "Omnibus"),
        "variant.spot": ("Spot Hearts", "Spot Hearts"),
        "variant.black_maria": ("Black Maria", "Black Maria"),
        "variant.papayoo": ("Papayoo", "Papayoo"),
        "variant.standard.about": (
            "Every ♥ 1, Q♠ {queen}; {total} a hand; to 100.",
            "Jedes ♥ 1, Pik-Dame {queen}; {total} pro Spiel; bis 100.",
        ),
        "variant.omnibus.about": (
            "As standard, and J♦ is −10 for whoever takes it.",
            "Wie Standard, dazu zählt der Karo-Bube −10 für den, der ihn bekommt.",
        ),
        "variant.spot.about": (
            "♥ count their face value, Q♠ 25; 129 a hand; to 500.",
            "♥ zählen ihren Wert, Pik-Dame 25; 129 pro Spiel; bis 500.",
        ),
        "variant.black_maria.about": (
            "As standard, cards always go right; optionally A♠ 7 and K♠ 10.",
            "Wie Standard, immer nach rechts weitergeben; wahlweise Pik-Ass 7 und Pik-König 10.",
        ),
        "variant.papayoo.about": (
            "♥ at face value plus the die's 7 (40); no moon; a fixed number of hands.",
            "♥ nach Wert plus die 7 der gewürfelten Farbe (40); kein Mond; eine feste Zahl von Spielen.",
        ),
        "variant.standard.a_hand": ("a standard hand", "ein Standard-Spiel"),
        "variant.omnibus.a_hand": ("an Omnibus hand", "ein Omnibus-Spiel"),
        "variant.spot.a_hand": ("a Spot Hearts hand", "ein Spot-Hearts-Spiel"),
        "variant.black_maria.a_hand": ("a Black Maria hand", "ein Black-Maria-Spiel"),
        "variant.papayoo.a_hand": ("a Papayoo hand", "ein Papayoo-Spiel"),
        "moon.choice": ("the shooter chooses", "nach Wahl des Schützen"),
        "moon.minus": ("always minus for the shooter", "immer minus für den Schützen"),
        "moon.plus": ("always plus for the others", "immer plus für die anderen"),
        "moon.plus_safe": (
            "plus for the others, unless that costs the shooter the match",
            "plus für die anderen, außer es kostet den Schützen den Sieg",
        ),
        "moon.choice.about": (
            "Whoever shoots the moon chooses: minus for themselves or plus for everyone else.",
            "Wer den Mond schießt, wählt: sich die Punkte abziehen oder sie allen anderen aufschreiben.",
        ),
        "moon.minus.about": (
            "The shooter always gets the hand's points taken off.",
            "Dem Schützen werden immer die Punkte des Spiels abgezogen.",
        ),
        "moon.plus.about": (
            "Everyone else always gets the hand's points.",
            "Alle anderen bekommen immer die Punkte des Spiels.",
        ),
        "moon.plus_safe.about": (
            (
                "Everyone else gets the points, unless that ends the match with someone else winning; then the "
                "shooter gets them off."
            ),
            (
                "Alle anderen bekommen die Punkte, außer die Partie endet dadurch, ohne dass der Schütze vorn liegt; "
                "dann werden sie ihm abgezogen."
            ),
        ),
        "choice.minus": ("minus", "minus"),
        "choice.plus": ("plus", "plus"),
        "pass.keep": ("no passing", "kein Tausch"),
        "pass.left": ("left", "links"),
        "pass.right": ("right", "rechts"),
        "pass.across": ("across", "gegenüber"),
        "pass.seats": ("{seats:# seat|# seats} left", "{seats:# Platz|# Plätze} nach links"),
        "pass.seats_right": ("{seats:# seat|# seats} right", "{seats:# Platz|# Plätze} nach rechts"),
        "pass.cards": ("{cards:# card|# cards} {direction}", "{cards:# Karte|# Karten} {direction}"),
        "pass.cards_to": (
            "{cards:# card|# cards} to {name} ({direction})",
            "{cards:# Karte|# Karten} an {name} ({direction})",
        ),
        "card.words.Q.spades": ("Q♠", "die Pik-Dame"),
        "card.words.K.spades": ("K♠", "den Pik-König"),
        "card.words.A.spades": ("A♠", "das Pik-Ass"),
        "card.words.J.diamonds": ("J♦", "den Karo-Buben"),
        "card.name.Q.spades": ("Q♠", "Pik-Dame"),
        "card.name.K.spades": ("K♠", "Pik-König"),
        "card.name.A.spades": ("A♠", "Pik-Ass"),
        "card.name.J.diamonds": ("J♦", "Karo-Bube"),
        "rank.J": ("J", "B"),
        "rank.Q": ("Q", "D"),
        "rank.K": ("K", "K"),
        "rank.A": ("A", "A"),
        "suit.spades": ("spades", "Pik"),
        "suit.hearts": ("hearts", "Herz"),
        "suit.diamonds": ("diamonds", "Karo"),
        "suit.clubs": ("clubs", "Kreuz"),
        "seat": ("seat {seat}", "Platz {seat}"),
        "hand": ("hand {number}", "Spiel {number}"),
        "and": ("and", "und"),
    }
)
