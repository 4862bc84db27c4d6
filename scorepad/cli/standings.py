"""`scorepad stats`: the leaderboard of the stored matches, for everyone or a group, as lines or JSON."""

from __future__ import annotations

import sys

from scorepad.cli.errors import CliError
from scorepad.cli.files import json_text
from scorepad.cli.stored import opened
from scorepad.i18n import t
from scorepad.i18n.words import describe, number, percent, shown, variant_name


def register(commands) -> None:
    """Add stats to the command line."""
    stats = commands.add_parser("stats", help="the leaderboard of the stored matches (for a group with --players)")
    stats.add_argument(
        "--players", metavar="PLAYERS", help="only the matches whose every player is one of these (commas)"
    )
    stats.add_argument("--variant", metavar="VARIANT", help="only the matches of this variant")
    stats.add_argument("--json", action="store_true")
    stats.set_defaults(handler=run_stats)


def run_stats(args, lang: str) -> int:
    """The leaderboard in the chosen selection; the players with only running matches after it."""
    from scorepad.stats import Ledger, Span, group_of, store_aliases
    from scorepad.stats.tally import Resolver

    group = None if args.players is None else group_of(args.players.split(","))
    if args.players is not None and group is None:
        raise CliError(t("data.no_players", lang))
    check_variant(args.variant, lang)
    with opened(args, lang) as store:
        aliases = store_aliases(store)
        view = Ledger.open(store).overview(aliases, Span(variant=args.variant, group=group))
    people = list(view.leaderboard) + sorted(
        (p for p in view.players.values() if not p.finished), key=lambda p: (p.name.casefold(), p.key)
    )
    person = Resolver(aliases)
    for name in sorted(group or (), key=str.casefold):
        if not any(p.key == person(name)[0] for p in people):
            print(f"scorepad: {t('standings.absent', lang, name=shown(name))}", file=sys.stderr)
    if args.json:
        print(json_text({"players": [player_json(p) for p in people], "matches": view.matches}))
    else:
        print(standings_text(view, people, group, args.variant, lang))
    return 0


def check_variant(variant: str | None, lang: str) -> None:
    """A variant the engine knows, or the line that names the known ones."""
    from scorepad.rules import VARIANTS, Problem

    if variant is not None and variant not in VARIANTS:
        problem = Problem("variant_unknown", data={"variant": variant, "known": list(VARIANTS)})
        raise CliError(describe(problem, lang), 2)


def player_json(p) -> dict:
    """One player of `stats --json`: points per hand rounded to two places (null before a hand)."""
    pph = None if p.points_per_hand is None else round(p.points_per_hand, 2)
    return {"name": p.name, "played": p.matches, "finished": p.finished, "won": p.wins, "points_per_hand": pph}


def standings_text(view, people, group, variant, lang: str) -> str:
    """What was chosen and counted, then a line per ranked player, then who has only running matches."""
    chosen = [variant_name(variant, lang)] if variant else []
    if group:
        chosen.append(" · ".join(shown(name) for name in sorted(group, key=str.casefold)))
    lines = [t("standings.counts", lang, matches=view.matches, finished=view.finished)]
    if chosen:
        lines[0] += f" ({'; '.join(chosen)})"
    ranked = [p for p in people if p.finished]
    if ranked:
        width = max(len(shown(p.name)) for p in ranked)
        header = (t("stats.col.name", lang).ljust(width), t("stats.col.wins", lang), t("stats.col.pph", lang))
        lines.append(f"     {header[0]}  {header[1]:>7}  {t('stats.col.rate', lang):>5}  {header[2]:>10}")
    for rank, p in enumerate(ranked, 1):
        won = f"{p.wins}/{p.finished}"
        rate, pph = percent(p.win_rate, lang), number(p.points_per_hand, lang)
        lines.append(f"{rank:>3}. {shown(p.name).ljust(width)}  {won:>7}  {rate:>5}  {pph:>10}")
    running = [shown(p.name) for p in people if not p.finished]
    if running:
        lines.append(f"{t('stats.unranked', lang)} {', '.join(running)}")
    if not people:
        lines.append(t("stats.none", lang))
    return "\n".join(lines)
