"""Players across matches: the leaderboard, one player's figures, head-to-head, filters by variant and time,
renaming and merging names. Every figure comes from scorepad.stats (the engine's scorecards, cached)."""

from __future__ import annotations

import asyncio

import flet as ft

from scorepad.i18n.words import variant_name
from scorepad.stats import save_aliases, with_alias, without_alias
from scorepad.stats.names import SETTINGS_KEY, counts_as, name_key
from scorepad.ui import looking_back as lb
from scorepad.ui import widgets as w
from scorepad.ui.nav import Shown, screen

SHOWN = 30  # leaderboard rows before "show all"
WIDE = 1000  # px from which the chosen player's figures sit beside the leaderboard


def figures(params: dict):
    """The work for the ledger thread: the overview in the span, and the chosen player's head-to-head."""
    span = lb.span_for(params.get("span", "all"), params.get("variant"))

    def work(ledger, aliases):
        view = ledger.overview(aliases, span)
        player, other = params.get("player"), params.get("other")
        duel = None
        if player in view.players and other in view.players and other != player:
            duel = ledger.head_to_head(view.players[player].name, view.players[other].name, aliases, span)
        return view, duel, aliases

    return work


@screen("/stats", "menu.stats", icon=ft.Icons.LEADERBOARD, menu=True, order=30)
async def statistics(app, params) -> Shown:
    keeper = lb.keeper(app.store)
    if not keeper.ready:
        return waiting(app, keeper, params)
    try:
        view, duel, aliases = await keeper.run(figures(params))
    except Exception as error:
        return Shown(ft.Text(app.error_text(error)), title=app.t("stats.title"))
    return shown(app, params, view, duel, aliases)


def waiting(app, keeper, params) -> Shown:
    """The first build (every match replayed once) runs in a thread; the screen shows it is working."""

    async def build_then_show():
        try:
            await keeper.run(lambda ledger, aliases: None)
        except Exception as error:
            app.snack(app.error_text(error))
            return
        if app.route == "/stats":
            await app.go("/stats", **params)

    app.page.run_task(build_then_show)
    body = ft.Column([ft.ProgressRing(semantics_label=app.t("stats.building")), ft.Text(app.t("stats.building"), size=16),
                      w.about(app.t("stats.building_why"))], horizontal_alignment=ft.CrossAxisAlignment.CENTER, spacing=12)
    return Shown(ft.Container(body, padding=ft.Padding.only(top=40)), title=app.t("stats.title"))


def shown(app, params, view, duel, aliases) -> Shown:
    t = app.t

    def go(**changes):
        async def handler(e):
            await app.go("/stats", **{**params, **changes})
        return handler

    body = [filters(app, params, view, go)]
    body.append(ft.Text(t("stats.counts", matches=view.matches, finished=view.finished, players=len(view.players)), size=14))
    if not view.players:
        body.append(ft.Text(t("stats.none"), italic=True))
        return Shown(ft.Column(body, spacing=10), title=t("stats.title"))
    ranking = ft.Column([w.heading(t("stats.leaderboard")), board(app, params, view, go)], spacing=6)
    chosen = view.players.get(params.get("player"))
    if chosen is None:
        body.append(ranking)
    elif (app.page.width or 0) >= WIDE:  # side by side
        panel = player_panel(app, params, view, chosen, duel, aliases, go)
        body.append(ft.ResponsiveRow([ft.Container(ranking, col=6), ft.Container(panel, col=6)], spacing=16))
    else:  # on top: a tap on a row shows it without scrolling
        body += [player_panel(app, params, view, chosen, duel, aliases, go), ranking]
    return Shown(ft.Column(body, spacing=10), title=t("stats.title"))


def filters(app, params, view, go) -> ft.Control:
    """One tap picks a variant and a time span."""
    t = app.t
    variant = params.get("variant")
    kinds = [(None, t("stats.all_variants"), t("stats.all_variants"))]
    kinds += [(v, capital(variant_name(v, app.lang)), capital(variant_name(v, app.lang))) for v in view.variants]

    async def pick_variant(e):
        await go(variant=e.control.data)(e)

    async def pick_span(e):
        await go(span=e.control.data)(e)

    spans = [(s, t(f"stats.span.{s}"), t(f"stats.span.{s}")) for s in lb.SPANS]
    return ft.Column([w.choice_row(kinds, variant, pick_variant), w.choice_row(spans, params.get("span", "all"), pick_span)], spacing=6)


def board(app, params, view, go) -> ft.Control:
    """Rank, name, wins of finished matches, win rate, points per hand; a row opens the player's figures."""
    t, lang = app.t, app.lang

    def cells(rank, name, wins, rate, pph, bold=False, size=15):
        weight = ft.FontWeight.BOLD if bold else None
        return [ft.Container(ft.Text(rank, size=size, weight=weight), width=30),
                ft.Container(ft.Text(name, size=size, weight=ft.FontWeight.BOLD, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS), expand=True),
                ft.Container(ft.Text(wins, size=size, weight=weight), width=58, alignment=ft.Alignment.CENTER_RIGHT),
                ft.Container(ft.Text(rate, size=size, weight=weight), width=54, alignment=ft.Alignment.CENTER_RIGHT),
                ft.Container(ft.Text(pph, size=size, weight=weight), width=60, alignment=ft.Alignment.CENTER_RIGHT)]

    head = ft.Row(cells("#", t("stats.col.name"), t("stats.col.wins"), t("stats.col.rate"), t("stats.col.pph"), size=12), spacing=4)
    rows = [head, ft.Divider(height=1)]
    limit = params.get("limit", SHOWN)
    ranked = list(view.leaderboard)
    for rank, p in enumerate(ranked[:limit], 1):
        label = t("stats.row", rank=rank, name=p.name, wins=p.wins, finished=p.finished,
                  rate=lb.percent(p.win_rate, lang), pph=lb.number(p.points_per_hand, lang))
        row = ft.Row(cells(f"{rank}.", p.name, f"{p.wins}/{p.finished}", lb.percent(p.win_rate, lang), lb.number(p.points_per_hand, lang)), spacing=4)
        selected = params.get("player") == p.key
        opened = go(player=p.key)
        rows.append(ft.Container(ft.Semantics(content=row, label=label, exclude_semantics=True), ink=True, on_click=opened,
                                 padding=ft.Padding.symmetric(vertical=8, horizontal=2), border_radius=6,
                                 bgcolor=ft.Colors.SECONDARY_CONTAINER if selected else None))
    if len(ranked) > limit:
        rows.append(ft.TextButton(content=t("stats.show_all", count=len(ranked)), on_click=go(limit=len(ranked))))
    unranked = sorted((p for p in view.players.values() if not p.finished), key=lambda p: p.name.casefold())
    if unranked:
        rows.append(w.about(t("stats.unranked")))
        rows.append(ft.Row([ft.TextButton(content=p.name, on_click=go(player=p.key)) for p in unranked], wrap=True, spacing=0))
    return ft.Column(rows, spacing=0)


def player_panel(app, params, view, p, duel, aliases, go) -> ft.Control:
    """One person's figures, head-to-head against another, and renaming or merging their name."""
    t, lang = app.t, app.lang
    facts = [
        (t("stats.f.matches"), t("stats.v.matches", matches=p.matches, finished=p.finished)),
        (t("stats.f.wins"), t("stats.v.wins", wins=p.wins, shared=p.shared_wins) if p.shared_wins else str(p.wins)),
        (t("stats.f.rate"), lb.percent(p.win_rate, lang)),
        (t("stats.f.pph"), t("stats.v.pph", pph=lb.number(p.points_per_hand, lang), hands=p.hands)),
        (t("stats.f.moons"), t("stats.v.moons", moons=p.moons, minus=p.moons_minus, plus=p.moons_plus)),
        (t("stats.f.most"), t("stats.v.most", most=p.most, shared=p.most_shared)),
        (t("stats.f.best"), "–" if p.best is None else str(p.best)),
        (t("stats.f.worst"), "–" if p.worst is None else str(p.worst)),
        (t("stats.f.last"), local_day(p.last_played, lang)),
    ]
    lines = [ft.Semantics(content=ft.Row([ft.Text(k, size=15, expand=True), ft.Text(v, size=15, weight=ft.FontWeight.BOLD)]),
                          label=f"{k}: {v}", exclude_semantics=True) for k, v in facts]
    close = w.icon_button(ft.Icons.CLOSE, t("stats.close_player", name=p.name), on_click=go(player=None, other=None))
    items = [ft.Row([ft.Text(p.name, size=22, weight=ft.FontWeight.BOLD, expand=True), close]), *lines]
    items.append(duel_part(app, params, view, p, duel, go))
    items.append(rename_part(app, params, p, aliases))
    return ft.Container(ft.Column(items, spacing=6), padding=ft.Padding.all(12), border_radius=10, bgcolor=ft.Colors.SURFACE_CONTAINER_HIGHEST)


def local_day(iso: str, lang: str) -> str:
    from scorepad.ui.screens.history import local_date

    return local_date(iso, lang) if iso else "–"


def duel_part(app, params, view, p, duel, go) -> ft.Control:
    t = app.t
    others = sorted((o for o in view.players.values() if o.key != p.key), key=lambda o: o.name.casefold())

    async def pick(e):
        await go(other=e.control.value)(e)

    items = [w.heading(t("stats.duel")),
             w.dropdown(t("stats.duel_with", name=p.name), [(o.key, o.name) for o in others], params.get("other"), pick)]
    if duel is not None:
        other = view.players[params["other"]].name
        items.append(ft.Text(t("stats.duel.matches", matches=duel.matches, finished=duel.finished), size=15))
        for text in (t("stats.duel.ahead", name=p.name, count=duel.a_ahead, other=other),
                     t("stats.duel.ahead", name=other, count=duel.b_ahead, other=p.name),
                     t("stats.duel.level", count=duel.level),
                     t("stats.duel.wins", name=p.name, wins=duel.a_wins, other=other, other_wins=duel.b_wins)):
            items.append(ft.Text(text, size=15, weight=ft.FontWeight.W_600))
    return ft.Column(items, spacing=6)


def rename_part(app, params, p, aliases) -> ft.Control:
    """Type a new name to rename, or another player's name to merge; merged names can be separated again."""
    t = app.t
    field = ft.TextField(label=t("stats.rename_label"), value="", dense=True)

    async def save(e):
        target = (field.value or "").strip()
        if not target:
            app.snack(t("stats.rename_empty"))
            return
        await change_aliases(app, params, aliases, with_alias(aliases, p.name, target), t("stats.renamed", name=p.name, target=target),
                             name_key(counts_as(target, with_alias(aliases, p.name, target))))

    merged = sorted(k for k, v in aliases.items() if name_key(counts_as(v, aliases)) == p.key and k != p.key)
    items = [w.heading(t("stats.rename")), w.about(t("stats.rename_about")),
             ft.Row([ft.Container(field, expand=True), ft.FilledButton(content=t("stats.rename_do"), on_click=save, height=w.TAP)])]
    for key in merged:
        async def separate(e, key=key):
            await change_aliases(app, params, aliases, without_alias(aliases, key), t("stats.separated", name=key), p.key)

        items.append(ft.Row([ft.Text(t("stats.counts_as", name=key, target=p.name), size=14, expand=True),
                             ft.TextButton(content=t("stats.separate", name=key), on_click=separate)]))
    return ft.Column(items, spacing=6)


async def change_aliases(app, params, before, after, message, player) -> None:
    """Keep the new alias map; the message offers to put the old one back."""
    if not await keep_aliases(app, after):
        return

    async def undo(e):
        await keep_aliases(app, dict(before))
        await app.go("/stats", **{**params, "player": params.get("player")}) if app.route == "/stats" else None

    await app.go("/stats", **{**params, "player": player, "other": None})
    app.snack(message, undo=undo)



async def keep_aliases(app, aliases) -> bool:
    """Save the alias map; the session's copy of the settings learns it too (so a later save keeps it)."""
    try:
        await asyncio.to_thread(save_aliases, app.store, aliases)
    except Exception as error:
        app.snack(app.error_text(error))
        return False
    app.settings = {**app.settings, SETTINGS_KEY: dict(aliases)}
    return True


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]
