"""A scorecard as JSON data or as a table for the terminal."""

from __future__ import annotations

from scorepad.i18n import t, tn
from scorepad.i18n.rules_line import house_parts
from scorepad.i18n.story_words import hand_story, points_text, taken_back_story
from scorepad.i18n.words import card_label, direction, names, seat_name, shown, variant_name
from scorepad.rules import Card, Deal, HandResult, Scorecard
from scorepad.rules.match import Hand
from scorepad.rules.matchfile import hand_to_dict, rules_to_dict, taken_back_to_dict
from scorepad.rules.scoring import moon_worth


def deal_json(deal: Deal) -> dict:
    """A deal as in `show --json`: number, dealer, pass offset, cards passed."""
    return {"number": deal.number, "dealer": deal.dealer, "pass": deal.pass_offset, "cards": deal.cards_passed}


def next_json(deal: Deal) -> dict:
    """The next deal as in `show --json`: also the cards taken out, the cards each and who leads (a card or a seat)."""
    lead = {"card": card_json(deal.lead.card)} if deal.lead.card else {"seat": deal.lead.seat}
    return {**deal_json(deal), "out": [card_json(c) for c in deal.removed], "cards_each": deal.cards_each, "lead": lead}


def card_json(card: Card) -> dict:
    return {"rank": card.rank, "suit": card.suit}


def hand_json(result: HandResult) -> dict:
    """One scored hand as in `show --json`, with the running totals as an extra."""
    moon = result.score.moon
    data = {
        **deal_json(result.deal),
        "points": list(result.hand.points),
        "scores": list(result.score.scores),
        "moon": {"shooter": moon.shooter, "applied": moon.applied} if moon else None,
        "totals": list(result.totals),
    }
    for key in ("jack", "suit"):
        if getattr(result.hand, key) is not None:
            data[key] = getattr(result.hand, key)
    if result.hand.sun:
        data["sun"] = True
    if result.score.resets:
        data["resets"] = list(result.score.resets)
    return {**data, **hand_story_json(result.hand)}


def scorecard_json(card: Scorecard) -> dict:
    """The contract of `scorepad show --json`."""
    return {
        "players": list(card.match.players),
        "rules": rules_to_dict(card.match.rules),
        "hands": [hand_json(r) for r in card.results],
        "totals": list(card.totals),
        "finished": card.outcome.finished,
        "winners": list(card.outcome.winners),
        "tied_for_fewest": card.outcome.tied_for_fewest,
        "next": next_json(card.next) if card.next else None,
        "taken_back": taken_back_json(card),
    }


def passing(deal: Deal, players: int, lang: str) -> str:
    """'3 cards left' or 'no passing'."""
    if deal.cards_passed == 0:
        return t("pass.keep", lang)
    return t("pass.cards", lang, cards=deal.cards_passed, direction=direction(deal.pass_offset, players, lang))


def scorecard_table(card: Scorecard, lang: str) -> str:
    """The scorecard as a person reads it in a terminal: hands as rows, a totals row, what comes next."""
    players = tuple(shown(name) for name in card.match.players)
    widths = [max(len(name), 5) for name in players]
    header = [t("show.hand", lang).rjust(3), t("show.dealer", lang).ljust(10), t("show.pass", lang).ljust(22)]
    lines = [title(card, lang), "", "  ".join(header + [n.rjust(w) for n, w in zip(players, widths, strict=True)])]
    for r in card.results:
        row = [
            str(r.number).rjust(3),
            players[r.deal.dealer][:10].ljust(10),
            passing(r.deal, len(players), lang)[:22].ljust(22),
        ]
        row += [str(s).rjust(w) for s, w in zip(r.score.scores, widths, strict=True)]
        lines.append("  ".join(row) + _notes(r, players, lang))
    if not card.results:
        lines.append(t("show.no_hands", lang))
    lines.append("-" * len(lines[2]))
    total_row = ["".rjust(3), t("show.total", lang).ljust(10), "".ljust(22)]
    lines.append("  ".join(total_row + [str(s).rjust(w) for s, w in zip(card.totals, widths, strict=True)]))
    lines.append("")
    lines.append(_footer(card, lang))
    return "\n".join(lines)


def title(card: Scorecard, lang: str) -> str:
    """The scorecard's first line: players, variant, moon rule, where it ends, house rules."""
    rules = card.match.rules
    extent = ""
    if rules.target_score() is not None:
        extent = t("show.target", lang, target=rules.target_score())
    elif rules.rounds_to_play(len(card.match.players)) is not None:
        rounds = rules.rounds_to_play(len(card.match.players))
        extent = tn("show.rounds", lang, rounds, rounds=rounds)
    moon = (
        t("show.moon_rule", lang, moon=t(f"moon.{rules.moon}", lang))
        if rules.kind.moon and rules.moon != "none"
        else ""
    )
    players = " · ".join(shown(name) for name in card.match.players)
    house = "".join(f" · {part}" for part in house_parts(rules, len(card.match.players), lang))
    return (
        t("show.title", lang, players=players, variant=variant_name(rules.variant, lang), moon=moon, target=extent)
        + house
    )


def _notes(result: HandResult, players, lang: str) -> str:
    notes = []
    if result.score.moon:
        moon = result.score.moon
        key = "show.sun" if moon.sun else "show.moon"
        notes.append(t(key, lang, name=shown(players[moon.shooter]), choice=t(f"choice.{moon.applied}", lang)))
    if result.hand.jack is not None:
        notes.append(t("show.jack", lang, name=seat_name(result.hand.jack, players, lang)))
    if result.hand.suit is not None:
        notes.append(t("show.die", lang, suit=t(f"suit.{result.hand.suit}", lang)))
    for seat in result.score.resets:
        notes.append(t("show.reset", lang, name=shown(players[seat]), value=result.totals[seat]))
    return ("  " + "; ".join(notes)) if notes else ""


def _footer(card: Scorecard, lang: str) -> str:
    players = card.match.players
    if card.outcome.finished:
        key = "show.winner" if len(card.outcome.winners) == 1 else "show.winners"
        return t(key, lang, names=names(card.outcome.winners, players, lang))
    lines = []
    if card.outcome.tied_for_fewest:
        lines.append(t("show.tied", lang, names=names(card.leaders, players, lang)))
    lines.append(next_deal(card.next, players, lang))
    return "\n".join(lines)


def next_deal(deal: Deal, players, lang: str) -> str:
    """'Next: hand 3, Carla deals, 3 cards across; 13 cards each; 2♣ leads.'"""
    each = t("deal.cards_each", lang, cards=deal.cards_each)
    if deal.removed:
        each = f"{t('deal.removed', lang, cards=' '.join(card_label(c, lang) for c in deal.removed))}, {each}"
    if deal.lead.card:
        lead = t("deal.lead_card", lang, card=card_label(deal.lead.card, lang))
    else:
        lead = t("deal.lead_seat", lang, name=seat_name(deal.lead.seat, players, lang))
    return t(
        "show.next",
        lang,
        number=deal.number,
        dealer=seat_name(deal.dealer, players, lang),
        passing=passing(deal, len(players), lang),
        cards=each,
        lead=lead,
    )


def after_hand(card: Scorecard, lang: str) -> list[str]:
    """What `add` tells: the totals, what a moon did, and the winner, the tie to play on, or the next deal."""
    players = card.match.players
    lines = [" · ".join(f"{shown(name)} {total}" for name, total in zip(players, card.totals, strict=True))]
    last = card.results[-1]
    if last.score.moon:
        moon = last.score.moon
        # ASCII minus: scripts read it
        lines.append(
            t(
                f"{'sun' if moon.sun else 'moon'}.applied.{moon.applied}",
                lang,
                name=seat_name(moon.shooter, players, lang),
                points=moon_worth(last.hand, card.match.rules, moon.shooter),
                score=last.score.scores[moon.shooter],
            )
        )
    winners, leaders = card.outcome.winners, card.leaders  # the engine's standings: who leads, with what
    least = card.totals[leaders[0]]
    if card.outcome.finished:
        key = ("add.wins" if len(winners) == 1 else "add.win_shared") + ("_exact" if card.outcome.exact else "")
        lines.append(t(key, lang, names=names(winners, players, lang), points=least))
        return lines
    if card.outcome.tied_for_fewest:
        lines.append(t("add.tied", lang, names=names(leaders, players, lang), points=least))
    lines.append(next_deal(card.next, players, lang))
    return lines


def hand_story_json(hand: Hand) -> dict:
    """A hand's story in `show --json`: "entered" ({"at", "by"}, or null before stories were kept), "changes",
    and "put_back" when it was taken back and put back."""
    log = hand_to_dict(hand) if hand.story is not None else {}
    story = {"entered": log.get("entered"), "changes": log.get("changes", [])}
    return story | ({"put_back": log["put_back"]} if "put_back" in log else {})


def taken_back_json(card: Scorecard) -> list[dict]:
    """The match's hands taken back in `show --json`: number, at, by and the hand with its story."""
    return [taken_back_to_dict(gone) for gone in card.match.taken_back]


def story_lines(card: Scorecard, lang: str) -> list[str]:
    """`show --story`: each hand's story, oldest first, then the hands taken back."""
    players = card.match.players
    lines = [
        t("story.hand", lang, number=number) + ": " + hand_story(hand, players, lang)
        for number, hand in enumerate(card.match.hands, start=1)
    ]
    if not lines:
        lines.append(t("show.no_hands", lang))
    if card.match.taken_back:
        lines += ["", t("story.taken_back_title", lang)]
        lines += [
            t("story.taken_back_hand", lang, number=gone.number, points=points_text(gone.hand, players, lang))
            + ": "
            + taken_back_story(gone, players, lang)
            for gone in card.match.taken_back
        ]
    return lines
