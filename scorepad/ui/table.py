"""What the screens say about the table, as plain text and values: the deal, the passes, the scorecard rows.
Everything comes from the engine's scorecard; nothing here adds up a score."""

from __future__ import annotations

from dataclasses import dataclass

from scorepad.i18n import t
from scorepad.i18n.words import card_label, direction, names
from scorepad.rules import HandDraft, Scorecard, receiver_of
from scorepad.rules.cards import QUEEN_OF_SPADES, SUIT_SYMBOLS
from scorepad.rules.table import Deal

ELLIPSIS = "…"  # where a short form leaves letters out
NEAR_TARGET = 0.9  # a total at 90 % of the target is warned


def arrow(offset: int, players: int) -> str:
    """The pass direction as an arrow: ← left, → right, ↕ across, ↖ further left, · keep."""
    if offset == 0:
        return "·"
    if offset == 1:
        return "←"
    if offset == players - 1:
        return "→"
    if players % 2 == 0 and offset == players // 2:
        return "↕"
    return "↖"


def short_names(players: tuple[str, ...], width: int = 4, most: int | None = None) -> tuple[str, ...]:
    """Short forms unique at the table: a name's first `width` letters (a shorter name whole), more letters
    where two would look alike ("Sophie"/"Sophia", "Anna L"/"Anna M"); a start longer than `most` letters is
    cut to its first letters, "…" and the last ones that tell it apart ("Alex…a"/"Alex…r"); no cut when
    `most` is None. Each form starts the way its name starts, and no two are alike (case aside)."""
    starts = tuple(start_apart(name, players, width) for name in players)
    shorts: list[str] = []
    for name, start in zip(players, starts):
        taken = {s.casefold() for s in (*shorts, *(o for o, n in zip(starts, players) if n != name))}
        shorts.append(start if most is None or len(start) <= max(most, 3) else cut_apart(name, max(most, 3), taken) or start)
    return tuple(shorts)


def start_apart(name: str, players: tuple[str, ...], width: int) -> str:
    """The shortest start of `name`, at least `width` letters, that no other name at the table starts with
    (all of it when it is the start of another name)."""
    others = [other for other in players if other != name]
    size = min(width, len(name))
    while size < len(name) and any(other[:size].casefold() == name[:size].casefold() for other in others):
        size += 1
    while size < len(name) and name[size - 1].isspace():  # "von B", not "von "
        size += 1
    return name[:size]


def cut_apart(name: str, most: int, taken: set[str]) -> str | None:
    """`name` in `most` letters: its start, "…" and as few of its last letters as make it differ from every
    form in `taken` (None when none does)."""
    return next((short for short in cuts(name, most) if short.casefold() not in taken), None)


def fitting_names(players: tuple[str, ...], most: int) -> tuple[str, ...]:
    """Each name whole when it has at most `most` letters ("Carla"), else cut with "…" where letters are left
    out ("Bened…"); where two cuts would look alike, their start, "…" and the last letters that tell them
    apart ("Alexa…r"/"Alexa…a"). A cut form never reads as a whole name, nor as another player's."""
    most = max(most, 3)
    forms = [name if len(name) <= most else name[:most - 1].rstrip() + ELLIPSIS for name in players]
    for seat, name in enumerate(players):
        others = [other for other in players if other != name]
        # "Chris…" for Christian reads as Chris (as two alike cuts read as each other's names)
        if ELLIPSIS in forms[seat] and any(reads_as(forms[seat], other) for other in others):
            forms[seat] = next((short for short in cuts(name, most) if not any(reads_as(short, other) for other in others)), name)
    return tuple(forms)


def cuts(name: str, most: int):
    """`name` in `most` letters: its start, "…" and one, two, … of its last letters."""
    for tail in range(1, most - 1):
        yield name[:most - 1 - tail].rstrip() + ELLIPSIS + name[len(name) - tail:]


def reads_as(short: str, name: str) -> bool:
    """Whether a cut form could stand for `name` (it starts and ends as `name` does, case aside)."""
    head, _, tail = short.casefold().partition(ELLIPSIS)
    return name.casefold().startswith(head) and name.casefold().endswith(tail)


NO_BREAK = "\u00a0"


@dataclass(frozen=True)
class DealLines:
    """The lines shown above the scorecard before a hand."""

    title: str  # "Hand 5 · Carla deals"
    passing: str  # "← 3 cards left" / "Kein Tausch"
    chain: str  # "Anna → Ben · Ben → Carla …" (empty on keep)
    setup: str  # "♦2 out · 17 cards each · ♣2 leads" (3, 5, 6 players), or who leads


def deal_lines(deal: Deal, players: tuple[str, ...], lang: str, hands: int | None = None) -> DealLines:
    """Who deals, where the cards go (to whom, by name), what is taken out and who leads;
    `hands` is how many the match lasts when it ends after a number of rounds."""
    n = len(players)
    title = t("deal.title", lang, number=deal.number, dealer=players[deal.dealer])
    if hands:
        title = t("deal.title_of", lang, number=deal.number, hands=hands, dealer=players[deal.dealer])
    if deal.pass_offset == 0 or deal.cards_passed == 0:
        passing, chain = t("deal.keep", lang), ""
    else:
        where = direction(deal.pass_offset, n, lang)
        passing = f"{arrow(deal.pass_offset, n)} " + t("pass.cards", lang, cards=deal.cards_passed, direction=where)
        chain = f"{NO_BREAK}· ".join(pass_pair(players[s], players[receiver_of(s, deal.pass_offset, n)]) for s in range(n))
    parts = []
    if deal.removed:
        parts.append(t("deal.removed", lang, cards=" ".join(card_label(c, lang) for c in deal.removed)))
        parts.append(t("deal.cards_each", lang, cards=deal.cards_each))
    if deal.lead.card is not None:
        parts.append(t("deal.lead_card", lang, card=card_label(deal.lead.card, lang)))
    elif deal.lead.seat is not None:
        parts.append(t("deal.lead_seat", lang, name=players[deal.lead.seat]))
    return DealLines(title, passing, chain, " · ".join(parts))


def pass_pair(giver: str, receiver: str) -> str:
    """'Anna → Ben' that a narrow screen never breaks inside (no-break spaces); lines break between pairs."""
    return f"{giver} → {receiver}".replace(" ", NO_BREAK)


def to_receiver(deal: Deal, seat: int, players: tuple[str, ...], lang: str, own: bool = False) -> str:
    """'3 cards to Ben (left)' for one player, or 'no passing'; `own`: said to that player ('You pass 3 cards …')."""
    if deal.cards_passed == 0:
        return t("deal.keep", lang)
    n = len(players)
    receiver = players[receiver_of(seat, deal.pass_offset, n)]
    where = direction(deal.pass_offset, n, lang)
    return t("watch.you_pass" if own else "pass.cards_to", lang, cards=deal.cards_passed, name=receiver, direction=where)


@dataclass(frozen=True)
class Row:
    """One played hand on the scorecard."""

    number: int
    arrow: str
    dealer: int
    scores: tuple[int, ...]
    moon: int | None  # the shooter's seat
    moon_mark: str  # "☾−" / "☾+"
    suit: str = ""  # papayoo: the die's suit as a symbol
    queen: int | None = None  # who took Q♠, when the hand was entered by its taps
    resets: tuple[int, ...] = ()  # seats that landed on exactly the target and went back (a house rule)


def row(result, players: int, rules) -> Row:
    """One hand's row of the scorecard, as the engine scored it."""
    moon = result.score.moon
    mark = "" if moon is None else ("☾−" if moon.applied == "minus" else "☾+")
    suit = SUIT_SYMBOLS.get(result.hand.suit, "") if result.hand.suit else ""
    return Row(result.number, arrow(result.deal.pass_offset, players), result.deal.dealer, result.score.scores,
               None if moon is None else moon.shooter, mark, suit, queen_taker(result.hand, players, rules), result.score.resets)


def rows(card: Scorecard) -> tuple[Row, ...]:
    """The scorecard's rows, one per hand."""
    return tuple(row(r, len(card.match.players), card.match.rules) for r in card.results)


def queen_taker(hand, players: int, rules) -> int | None:
    """The seat that took Q♠ in a hand, from the taps kept with it (None when unknown)."""
    taps = HandDraft.of_hand(hand, players, rules)
    return dict(taps.takers).get(QUEEN_OF_SPADES)


def leaders(card: Scorecard) -> tuple[int, ...]:
    """The seats in the lead, as the engine has them (the winners once the match is over)."""
    return card.leaders


def near_target(card: Scorecard) -> tuple[int, ...]:
    """Seats whose total is within 10 % of the target (the match may end on them)."""
    target = card.match.rules.target_score()
    if target is None or card.outcome.finished:
        return ()
    return tuple(s for s, total in enumerate(card.totals) if total >= NEAR_TARGET * target)


def outcome_line(card: Scorecard, lang: str) -> str:
    """'Anna wins' / 'Tie for the fewest: play goes on' / ''."""
    players = card.match.players
    if card.outcome.finished:
        key = "end.winner" if len(card.outcome.winners) == 1 else "end.winners"
        return t(key, lang, names=names(card.outcome.winners, players, lang))
    if card.outcome.tied_for_fewest:
        return t("end.tie_play_on", lang, names=names(leaders(card), players, lang))
    return ""


def standings(card: Scorecard) -> tuple[tuple[int, int, int], ...]:
    """(place, seat, total) from the lead down, as the engine places them."""
    return card.standings
