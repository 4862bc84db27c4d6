"""`scorepad edit`, `scorepad undo` and `scorepad redo`, checked and refused as `add` is; what the command line
writes is stamped "command line" in each hand's story (which `show --story` prints: render.story_lines)."""

from __future__ import annotations

from scorepad.cli import render
from scorepad.cli.errors import CliError
from scorepad.cli.play import SUN_HELP
from scorepad.cli.stored import opened
from scorepad.i18n import t
from scorepad.i18n.storage_text import error_text
from scorepad.i18n.story_words import difference, points_text
from scorepad.i18n.words import die_suit, shown
from scorepad.rules import MOON_CHOICES, Scorecard
from scorepad.rules.match import Hand
from scorepad.rules.story import COMMAND_LINE


def register(commands) -> None:
    """Add edit and undo to the command line."""
    edit = commands.add_parser("edit", help="change hand N of a stored match (its story keeps what it was)")
    edit.add_argument("id", metavar="ID")
    edit.add_argument("number", metavar="N", help="the hand's number, counted from 1")
    edit.add_argument("--points", required=True, help="penalty points per seat, separated by commas")
    edit.add_argument("--moon", choices=MOON_CHOICES, help="the moon shooter's choice")
    edit.add_argument("--jack", metavar="SEAT", help="omnibus: who took the jack of diamonds (a name or a seat from 1)")
    edit.add_argument("--suit", help="papayoo: the die's suit (spades/Pik, diamonds/Karo, clubs/Kreuz)")
    edit.add_argument("--sun", action="store_true", help=SUN_HELP)
    edit.set_defaults(handler=run_edit)
    undo = commands.add_parser("undo", help="take back the last hand of a stored match (its story keeps it)")
    undo.add_argument("id", metavar="ID")
    undo.set_defaults(handler=run_undo)
    redo = commands.add_parser("redo", help="put back the hand the last undo took back, as it was (its story says so)")
    redo.add_argument("id", metavar="ID")
    redo.set_defaults(handler=run_redo)


def run_edit(args, lang: str) -> int:
    """Write hand N anew when the engine accepts the match with it; print what changed and the totals."""
    from scorepad.cli.play import numbers, seat
    from scorepad.storage import StorageError

    points = numbers("--points", args.points, lang)
    with opened(args, lang) as store:
        match = store.get(args.id).match
        number = hand_number(args.number, len(match.hands), args.id, lang)
        jack = None if args.jack is None else seat("--jack", args.jack, match.players, lang)
        suit = None if args.suit is None else die_suit(args.suit)
        before = match.hands[number - 1]
        try:
            stored = store.replace_hand(
                args.id, number, Hand(points, args.moon, jack, suit, sun=args.sun), before, by=COMMAND_LINE
            )
        except StorageError as error:  # name the players in the message
            raise CliError(error_text(error, lang, match.players)) from None
    after = stored.match.hands[number - 1]
    what = difference(before, after, match.players, lang)
    print(t("edit.changed", lang, number=number, what=what) if what else t("edit.unchanged", lang, number=number))
    print("\n".join(standing(stored.card, lang)))
    return 0


def run_undo(args, lang: str) -> int:
    """Take back the last hand (kept in the story as taken back); print which, and the totals."""
    from scorepad.storage import StorageError

    with opened(args, lang) as store:
        match = store.get(args.id).match
        if not match.hands:
            raise CliError(t("undo.nothing", lang, id=args.id))
        try:
            stored, hand = store.take_back(args.id, len(match.hands), by=COMMAND_LINE)
        except StorageError as error:
            raise CliError(error_text(error, lang, match.players)) from None
    print(t("undo.done", lang, number=len(match.hands), points=points_text(hand, match.players, lang)))
    print("\n".join(standing(stored.card, lang)))
    return 0


def run_redo(args, lang: str) -> int:
    """Put back the hand the last undo took back (Store.put_back, as the app's Undo in its message does);
    with none to put back, one line and nothing changed."""
    from scorepad.storage import NothingToPutBack, StorageError

    with opened(args, lang) as store:
        match = store.get(args.id).match
        try:
            stored, hand = store.put_back(args.id, by=COMMAND_LINE)
        except NothingToPutBack:
            raise CliError(t("redo.nothing", lang, id=args.id)) from None
        except StorageError as error:
            raise CliError(error_text(error, lang, match.players)) from None
    number = len(stored.match.hands)
    print(t("redo.done", lang, number=number, points=points_text(hand, match.players, lang)))
    print("\n".join(standing(stored.card, lang)))
    return 0


def hand_number(text: str, hands: int, match_id: str, lang: str) -> int:
    """Hand N as typed, when the match has it; else one line saying which hands there are."""
    try:
        number = int(text)
    except ValueError:
        number = 0
    if not 1 <= number <= hands:
        if hands == 0:
            raise CliError(t("edit.no_hands", lang, id=match_id))
        raise CliError(t("edit.no_such_hand", lang, id=match_id, value=shown(text), hands=hands))
    return number


def standing(card: Scorecard, lang: str) -> list[str]:
    """The totals, then the winner or the next deal."""
    lines = render.after_hand(card, lang) if card.results else [" · ".join(shown(p) + " 0" for p in card.match.players)]
    if card.results and card.results[-1].score.moon:  # the last hand's moon was told when it was added
        lines.pop(1)
    if not card.results:
        lines.append(render.next_deal(card.next, card.match.players, lang))
    return lines
