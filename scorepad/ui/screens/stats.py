"""Players across matches: the leaderboard, one player's figures, head-to-head, filters by variant and time,
renaming and merging names. Every figure comes from scorepad.stats (the engine's scorecards, cached)."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field, replace
from typing import Any

import flet as ft

from scorepad.i18n.words import figure, number, percent, variant_name
from scorepad.stats import Span, group_of, store_groups, with_alias, without_alias
from scorepad.stats.names import counts_as, name_key
from scorepad.ui import looking_back as lb
from scorepad.ui import widgets as w
from scorepad.ui.events import drawing
from scorepad.ui.frame import frame
from scorepad.ui.group_filter import changed_with_undo, group_filter, group_names
from scorepad.ui.nav import Screen, link, segment
from scorepad.ui.typed import TypedField

SHOWN = 30  # leaderboard rows before "show all"
WIDE = 1000  # px from which the chosen player's figures sit beside the leaderboard
POLL = 0.25  # seconds between progress updates while the first count runs


@ft.observable
@dataclass
class StatsState:
    """The filters and the chosen player (params), and the figures once counted (or the count's progress)."""

    params: dict
    view: Any = None
    duel: Any = None
    aliases: dict = field(default_factory=dict)
    counted: int = 0
    total: int = 0
    new_name: str = ""
    groups: dict = field(default_factory=dict)  # the named groups, kept in the settings
    everyone: Any = None  # while players are picked for a group: (key, name) of everyone who played
    group_title: str = ""

    def show(self, view, duel, aliases, everyone=None) -> None:
        """The figures, counted."""
        self.view, self.duel, self.aliases, self.everyone = view, duel, aliases, everyone

    def progress(self, counted: int, total: int) -> None:
        self.counted, self.total = counted, total

    def type_name(self, text: str | None) -> None:
        self.new_name = text or ""

    def type_group_title(self, text: str | None) -> None:
        self.group_title = text or ""


def figures(params: dict):
    """The work on the ledger: the overview in the span and group, the chosen player's head-to-head, and while
    players are picked for a group, everyone who ever played."""
    span = replace(lb.span_for(params.get("span", "all"), params.get("variant")), group=group_of(group_names(params)))

    def work(ledger, aliases):
        view = ledger.overview(aliases, span)
        player, other = params.get("player"), params.get("other")
        duel = None
        if player in view.players and other in view.players and other != player:
            duel = ledger.head_to_head(view.players[player].name, view.players[other].name, aliases, span)
        everyone = None
        if params.get("pick") == "1":
            people = ledger.overview(aliases, Span()).players.values()
            everyone = sorted(((p.key, p.name) for p in people), key=lambda kn: (kn[1].casefold(), kn[0]))
        return view, duel, aliases, everyone

    return work


async def load_stats(session, params) -> StatsState:
    """The figures in the filters' span (and the chosen player's); before the first count, its progress."""
    statistics = session.backend.statistics
    params = dict(params)
    if "limit" in params:
        params["limit"] = int(params["limit"]) if str(params["limit"]).isdigit() else SHOWN
    state = StatsState(params, groups=await session.backend.run(store_groups, session.backend.store))
    if statistics.ready:
        state.show(*await statistics.use(figures(params)))
    else:  # the first count: show its progress, then the figures (the wait holds no thread)
        session.events.background(count_then_show(statistics, state))
    return state


async def count_then_show(statistics, state: StatsState) -> None:
    counting = statistics.start()
    while not counting.done():
        state.progress(statistics.counted, statistics.total)
        await asyncio.wait([counting], timeout=POLL)
    await statistics.wait()  # raises what the count raised
    state.show(*await statistics.use(figures(state.params)))


@drawing()
def StatsView(ui, state: StatsState):
    t = ui.t
    if state.view is None:
        return frame(ui, counting_body(ui, state), title=t("stats.title"))
    view, params = state.view, state.params
    body = [
        filters(ui, state),
        ft.Text(t("stats.counts", matches=view.matches, finished=view.finished, players=len(view.players)), size=14),
    ]
    if not view.players:
        body.append(ft.Text(t("stats.none"), italic=True))
        return frame(ui, ft.Column(body, spacing=10), title=t("stats.title"))
    ranking = ft.Column([w.heading(t("stats.leaderboard")), board(ui, state)], spacing=6)
    chosen = view.players.get(params.get("player"))
    if chosen is None:
        body.append(ranking)
    elif ui.chrome.width >= WIDE:  # side by side
        body.append(
            ft.ResponsiveRow(
                [ft.Container(ranking, col=6), ft.Container(player_panel(ui, state, chosen), col=6)], spacing=16
            )
        )
    else:  # on top: a tap on a row shows it without scrolling
        body += [player_panel(ui, state, chosen), ranking]
    return frame(ui, ft.Column(body, spacing=10), title=t("stats.title"))


def counting_body(ui, state: StatsState) -> ft.Control:
    """The first count (every match replayed once) runs in chunks; the screen shows how far it is."""
    t = ui.t
    done = f"{state.counted} / {state.total}" if state.total else ""
    items = [
        ft.ProgressRing(semantics_label=t("stats.building")),
        ft.Text(t("stats.building"), size=16),
        ft.Text(done, size=14),
        w.about(t("stats.building_why")),
    ]
    return ft.Container(
        ft.Column(items, horizontal_alignment=ft.CrossAxisAlignment.CENTER, spacing=12), padding=ft.Padding.only(top=40)
    )


def go(ui, state: StatsState, **changes):
    """A handler showing the statistics with some filters changed (in this screen's place), or a player
    chosen (a screen of its own: back leads to the leaderboard)."""
    params = {**state.params, **changes}
    player = params.pop("player", None)
    route = link(f"/stats/{segment(player)}" if player else "/stats", **params)
    if "player" not in changes or (player and state.params.get("player")):
        return ui.act(ui.replace, route)  # a filter, or another player: in this screen's place
    return ui.act(ui.back) if player is None else ui.go(route)


def filters(ui, state: StatsState) -> ft.Control:
    """One tap picks a variant, a time span and a group."""
    t, params = ui.t, state.params
    kinds = [(None, t("stats.all_variants"), t("stats.all_variants"))]
    kinds += [(v, capital(variant_name(v, ui.lang)), capital(variant_name(v, ui.lang))) for v in state.view.variants]
    spans = [(s, t(f"stats.span.{s}"), t(f"stats.span.{s}")) for s in lb.SPANS]
    return ft.Column(
        [
            w.choice_row(kinds, params.get("variant"), lambda v: go(ui, state, variant=v)),
            w.choice_row(spans, params.get("span", "all"), lambda s: go(ui, state, span=s)),
            group_filter(ui, state, go),
        ],
        spacing=6,
    )


def board(ui, state: StatsState) -> ft.Control:
    """Rank, name, wins of finished matches, win rate, points per hand; a row opens the player's figures."""
    t, lang, params, view = ui.t, ui.lang, state.params, state.view

    def cells(rank, name, wins, rate, pph, bold=False, size=15):
        weight = ft.FontWeight.BOLD if bold else None
        return [
            ft.Container(ft.Text(rank, size=size, weight=weight), width=30),
            ft.Container(
                ft.Text(name, size=size, weight=ft.FontWeight.BOLD, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS),
                expand=True,
            ),
            ft.Container(ft.Text(wins, size=size, weight=weight), width=58, alignment=ft.Alignment.CENTER_RIGHT),
            ft.Container(ft.Text(rate, size=size, weight=weight), width=54, alignment=ft.Alignment.CENTER_RIGHT),
            ft.Container(ft.Text(pph, size=size, weight=weight), width=60, alignment=ft.Alignment.CENTER_RIGHT),
        ]

    rows = [
        ft.Row(
            cells("#", t("stats.col.name"), t("stats.col.wins"), t("stats.col.rate"), t("stats.col.pph"), size=12),
            spacing=4,
        ),
        ft.Divider(height=1),
    ]
    limit, ranked = params.get("limit", SHOWN), list(view.leaderboard)
    for rank, p in enumerate(ranked[:limit], 1):
        label = t(
            "stats.row",
            rank=rank,
            name=p.name,
            wins=p.wins,
            finished=p.finished,
            rate=percent(p.win_rate, lang),
            pph=number(p.points_per_hand, lang),
        )
        row = ft.Row(
            cells(
                f"{rank}.",
                p.name,
                f"{p.wins}/{p.finished}",
                percent(p.win_rate, lang),
                number(p.points_per_hand, lang),
            ),
            spacing=4,
        )
        rows.append(
            ft.Container(
                ft.Semantics(content=row, label=label, exclude_semantics=True),
                ink=True,
                on_click=go(ui, state, player=p.key),
                padding=ft.Padding.symmetric(vertical=8, horizontal=2),
                border_radius=6,
                bgcolor=ft.Colors.SECONDARY_CONTAINER if params.get("player") == p.key else None,
            )
        )
    if len(ranked) > limit:
        rows.append(
            ft.TextButton(content=t("stats.show_all", count=len(ranked)), on_click=go(ui, state, limit=len(ranked)))
        )
    unranked = sorted((p for p in view.players.values() if not p.finished), key=lambda p: p.name.casefold())
    if unranked:
        rows.append(w.about(t("stats.unranked")))
        rows.append(
            ft.Row(
                [ft.TextButton(content=p.name, on_click=go(ui, state, player=p.key)) for p in unranked],
                wrap=True,
                spacing=0,
            )
        )
    return ft.Column(rows, spacing=0)


def player_panel(ui, state: StatsState, p) -> ft.Control:
    """One person's figures, head-to-head against another, and renaming or merging their name."""
    t, lang = ui.t, ui.lang
    facts = [
        (t("stats.f.matches"), t("stats.v.matches", matches=p.matches, finished=p.finished)),
        (t("stats.f.wins"), t("stats.v.wins", wins=p.wins, shared=p.shared_wins) if p.shared_wins else str(p.wins)),
        (t("stats.f.rate"), percent(p.win_rate, lang)),
        (t("stats.f.pph"), t("stats.v.pph", pph=number(p.points_per_hand, lang), hands=p.hands)),
        (t("stats.f.moons"), t("stats.v.moons", moons=p.moons, minus=p.moons_minus, plus=p.moons_plus)),
        (t("stats.f.most"), most_words(t, p)),
        (t("stats.f.best"), "–" if p.best is None else figure(p.best)),
        (t("stats.f.worst"), "–" if p.worst is None else figure(p.worst)),
        (t("stats.f.last"), local_day(p.last_played, lang)),
    ]
    lines = [
        ft.Semantics(
            content=ft.Row([ft.Text(k, size=15, expand=True), ft.Text(v, size=15, weight=ft.FontWeight.BOLD)]),
            label=f"{k}: {v}",
            exclude_semantics=True,
        )
        for k, v in facts
    ]
    close = w.icon_button(
        ft.Icons.CLOSE, t("stats.close_player", name=p.name), on_click=go(ui, state, player=None, other=None)
    )
    items = [
        ft.Row([ft.Text(p.name, size=22, weight=ft.FontWeight.BOLD, expand=True), close]),
        *lines,
        duel_part(ui, state, p),
        rename_part(ui, state, p),
    ]
    return ft.Container(
        ft.Column(items, spacing=6),
        padding=ft.Padding.all(12),
        border_radius=10,
        bgcolor=ft.Colors.SURFACE_CONTAINER_HIGHEST,
    )


def most_words(t, p) -> str:
    """'3 times, tied once': the hands in which the player took the most points, alone and tied."""
    if not (p.most or p.most_shared):
        return t("stats.v.most_never")
    if not p.most_shared:
        return t("stats.v.most_alone", most=p.most)
    if not p.most:
        return t("stats.v.most_tied", shared=p.most_shared)
    return t("stats.v.most", most=p.most, shared=p.most_shared)


def local_day(iso: str, lang: str) -> str:
    from scorepad.ui.screens.history import local_date

    return local_date(iso, lang) if iso else "–"


def duel_part(ui, state: StatsState, p) -> ft.Control:
    t, view, duel = ui.t, state.view, state.duel
    others = sorted((o for o in view.players.values() if o.key != p.key), key=lambda o: o.name.casefold())
    pick = ui.on_event(
        lambda e: ui.replace(
            link(f"/stats/{segment(p.key)}", **{**without(state.params, "player"), "other": e.control.value})
        )
    )
    items = [
        w.heading(t("stats.duel")),
        w.dropdown(
            t("stats.duel_with", name=p.name), [(o.key, o.name) for o in others], state.params.get("other"), pick
        ),
    ]
    if duel is not None:
        other = view.players[state.params["other"]].name
        items.append(ft.Text(t("stats.duel.matches", matches=duel.matches, finished=duel.finished), size=15))
        for text in (
            t("stats.duel.ahead", name=p.name, count=duel.a_ahead, other=other),
            t("stats.duel.ahead", name=other, count=duel.b_ahead, other=p.name),
            t("stats.duel.level", count=duel.level),
            t("stats.duel.wins", name=p.name, wins=duel.a_wins, other=other, other_wins=duel.b_wins),
        ):
            items.append(ft.Text(text, size=15, weight=ft.FontWeight.W_600))
    return ft.Column(items, spacing=6)


def rename_part(ui, state: StatsState, p) -> ft.Control:
    """Type a new name to rename, or another player's name to merge; merged names can be separated again."""
    t, aliases = ui.t, state.aliases
    field_ = TypedField(
        ui,
        state.new_name,
        ui.on_event(lambda e: state.type_name(e.control.value)),
        label=t("stats.rename_label"),
        dense=True,
        **w.name_hints(state.new_name),
    )
    merged = sorted(k for k, v in aliases.items() if name_key(counts_as(v, aliases)) == p.key and k != p.key)
    items = [
        w.heading(t("stats.rename")),
        w.about(t("stats.rename_about")),
        ft.Row(
            [
                ft.Container(field_, expand=True),
                ft.FilledButton(content=t("stats.rename_do"), on_click=ui.act(rename, ui, state, p), height=w.TAP),
            ]
        ),
    ]
    for key in merged:
        items.append(
            ft.Row(
                [
                    ft.Text(t("stats.counts_as", name=key, target=p.name), size=14, expand=True),
                    ft.TextButton(content=t("stats.separate", name=key), on_click=ui.act(separate, ui, state, p, key)),
                ]
            )
        )
    return ft.Column(items, spacing=6)


async def rename(ui, state: StatsState, p) -> None:
    target = state.new_name.strip()
    if not target:
        ui.say(ui.t("stats.rename_empty"))
        return
    after = with_alias(state.aliases, p.name, target)
    await change_aliases(
        ui, state, after, ui.t("stats.renamed", name=p.name, target=target), name_key(counts_as(target, after))
    )


async def separate(ui, state: StatsState, p, key: str) -> None:
    await change_aliases(ui, state, without_alias(state.aliases, key), ui.t("stats.separated", name=key), p.key)


async def change_aliases(ui, state: StatsState, after: dict, message: str, player: str) -> None:
    """Keep the new alias map (only that key of the settings); the message offers to put the old one back."""
    shown = link(f"/stats/{segment(player)}", **without(state.params, "player", "other"))
    await changed_with_undo(ui, ui.files.save_aliases, dict(state.aliases), after, message, lambda: ui.replace(shown))


def without(params: dict, *keys: str) -> dict:
    return {k: v for k, v in params.items() if k not in keys}


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


statistics = Screen(load_stats, StatsView)
player = Screen(load_stats, StatsView, parent="/stats")
