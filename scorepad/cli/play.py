"""`scorepad new` and `scorepad add`: a match with every rule a match file has, and what each added hand did."""

from __future__ import annotations

import random
import sys

from scorepad.cli import render
from scorepad.cli.data import opened
from scorepad.cli.errors import CliError
from scorepad.i18n import LANGUAGES, t
from scorepad.i18n.storage_text import error_text
from scorepad.i18n.words import describe, die_suit, shown
from scorepad.rules import MOON_CHOICES, seat_named
from scorepad.rules.options import OPTIONS
from scorepad.rules.story import COMMAND_LINE

SUN_HELP = "the hand was the sun: the one who took all points took every trick too"
DRAW = {"draw"} | {t("setup.draw", lang).casefold() for lang in LANGUAGES}


def register(commands) -> None:
    """Add new and add to the command line."""
    new = commands.add_parser("new", help="start a match; prints its id")
    new.add_argument("--players", required=True, help="names, clockwise, separated by commas")
    new.add_argument("--variant", default="standard", help="standard, omnibus, spot, black_maria or papayoo")
    for option in OPTIONS:  # every rule option's flag, from the registry
        if option.kind == "switch":
            new.add_argument(option.flag, dest=option.key, action="store_true", help=t(option.text_key("help"), "en"))
        else:
            new.add_argument(
                option.flag, dest=option.key, metavar=option.placeholder, help=t(option.text_key("help"), "en")
            )
    new.add_argument("--first-dealer", default="1", metavar="SEAT", help="a name, a seat counted from 1, or draw")
    new.set_defaults(handler=run_new)
    hand = commands.add_parser("add", help="add a hand to a stored match")
    hand.add_argument("id", metavar="ID")
    hand.add_argument("--points", required=True, help="penalty points per seat, separated by commas")
    hand.add_argument("--moon", choices=MOON_CHOICES, help="the moon shooter's choice")
    hand.add_argument("--jack", metavar="SEAT", help="omnibus: who took the jack of diamonds (a name or a seat from 1)")
    hand.add_argument("--suit", help="papayoo: the die's suit (spades/Pik, diamonds/Karo, clubs/Kreuz)")
    hand.add_argument("--sun", action="store_true", help=SUN_HELP)
    hand.set_defaults(handler=run_add)


def run_new(args, lang: str) -> int:
    """Store a new match and print its id alone (a dealer drawn by lot is told on stderr)."""
    from scorepad.rules import Rules, check_options

    players = [name.strip() for name in args.players.split(",")]
    if not any(players):
        raise CliError(t("data.no_players", lang))
    given = {option.key: typed(option, getattr(args, option.key)) for option in OPTIONS}
    given = {key: value for key, value in given.items() if value is not None}
    rules = Rules(variant=args.variant, **given)
    problems = check_options(rules, given)
    if problems:
        raise CliError("; ".join(describe(p, lang, players) for p in problems))
    dealer = first_dealer(args.first_dealer, players, lang)
    with opened(args, lang, players) as store:
        stored = store.create(players, rules, dealer)
    print(stored.id)
    return 0


def run_add(args, lang: str) -> int:
    """Append a hand the engine accepts; print the totals, a moon's outcome, and the winner or the next deal."""
    from scorepad.rules import Hand
    from scorepad.storage import StorageError

    points = numbers("--points", args.points, lang)
    with opened(args, lang) as store:
        players = store.get(args.id).match.players
        jack = None if args.jack is None else seat("--jack", args.jack, players, lang)
        suit = None if args.suit is None else die_suit(args.suit)
        try:
            stored = store.add_hand(args.id, Hand(points, args.moon, jack, suit, sun=args.sun), by=COMMAND_LINE)
        except StorageError as error:  # name the players in the message
            raise CliError(error_text(error, lang, players)) from None
    print("\n".join(render.after_hand(stored.card, lang)))
    return 0


def numbers(option: str, value: str, lang: str) -> tuple[int, ...]:
    """'3,1,18,4' as whole numbers (negative ones too: the engine says why they can't be)."""
    try:
        return tuple(int(part) for part in value.split(","))
    except ValueError:
        raise CliError(t("data.bad_numbers", lang, option=option, value=shown(value))) from None


def typed(option, value):
    """A flag's value as the option holds it: numbers whole, a switch only when given, text as typed."""
    if option.kind == "number":
        return whole(value)
    if option.kind == "switch":
        return value or None
    return value


def whole(value: str | None) -> int | str | None:
    """A typed number as an int; anything else as typed, for the engine to refuse by name."""
    try:
        return None if value is None else int(value)
    except ValueError:
        return value


def seat(option: str, text: str, players, lang: str) -> int:
    """The seat (from 0, as stored) a person named by name or by number counted from 1."""
    found = seat_named(text, players)
    if found is None:
        raise CliError(
            t(
                "args.seat",
                lang,
                option=option,
                value=shown(text),
                players=len(players),
                names=", ".join(shown(name) for name in players),
            )
        )
    return found


def first_dealer(text: str, players: list[str], lang: str) -> int:
    """The first dealer's seat: named, numbered from 1, or drawn by lot (then told on stderr)."""
    if text.strip().casefold() not in DRAW:
        return seat("--first-dealer", text, players, lang)
    drawn = random.randrange(len(players))
    print(t("setup.drawn", lang, name=shown(players[drawn])), file=sys.stderr)
    return drawn
