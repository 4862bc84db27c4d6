"""The watcher's view, for a phone lying on the table: "Ich bin …" once (kept on that phone), then in big
type my total and place, the next dealer, where my cards go, who leads, how far I am from the target; the
scorecard below; the moon and the end as they happen. And the TV view for a screen facing the table."""

from __future__ import annotations

from dataclasses import dataclass

import flet as ft

from scorepad.i18n.story_words import latest_news
from scorepad.i18n.words import figure
from scorepad.rules import to_target
from scorepad.ui import table as words
from scorepad.ui import widgets as w
from scorepad.ui.device import VIEWER_KEY
from scorepad.ui.events import drawing
from scorepad.ui.frame import frame
from scorepad.ui.match_parts import legend_button
from scorepad.ui.nav import Screen
from scorepad.ui.scorecard import Scorecard, recall_running
from scorepad.ui.table_state import TableState

WATCHING = "\u0000watching"  # the viewer chose to watch without being a player


@ft.observable
@dataclass
class Watched:
    """The shared match as the watch screen holds it, whose phone this is, and whether it faces the table.
    When a hand comes in only the body (WatchBody, given the table state) is drawn again, not the frame."""

    table: TableState | None
    viewer: str | None = None
    tv: bool = False

    @property
    def id(self) -> str | None:
        return self.table.id if self.table is not None else None

    def seat(self) -> int | None:
        players = self.table.players
        return players.index(self.viewer) if self.viewer in players else None

    def be(self, viewer: str | None) -> None:
        self.viewer = viewer

    def face_the_table(self, on: bool) -> None:
        self.tv = on


@drawing()
def WatchView(ui, watched: Watched):
    if watched.table is None:
        return frame(ui, ft.Text(ui.t("watch.waiting"), size=20), title=ui.t("watch.title"))
    table = watched.table
    if watched.tv:
        back = w.icon_button(
            ft.Icons.PHONE_ANDROID, ui.t("watch.phone_view"), on_click=ui.act(watched.face_the_table, False)
        )
        body = WatchBody(ui, table, ui.lang, None, True, ui.chrome.width)
        return frame(ui, body, title=ui.t("watch.title"), actions=[back], full_width=True)
    seat = watched.seat()
    if seat is None and watched.viewer != WATCHING:
        return who_frame(ui, watched)
    actions = [
        legend_button(ui),
        w.icon_button(ft.Icons.PERSON_SEARCH, ui.t("watch.not_me"), on_click=ui.act(set_viewer, ui, watched, None)),
    ]
    return frame(ui, WatchBody(ui, table, ui.lang, seat, False), title=ui.t("watch.title"), actions=actions)


@drawing()
def WatchBody(ui, table: TableState, lang: str, seat: int | None, tv: bool, width: float = 0):
    """What follows the match: the moon or the end, my next step (`seat`: whose phone) and the scorecard;
    or on a TV (`width` px wide: drawn again when it changes) the totals, the next deal and the last hand, large."""
    if table.gone:
        return ft.Text(table.gone, size=20)
    if tv:
        return tv_body(ui, table, width)
    body = [
        news(ui, table),
        MyNextStep(ui, table.card, seat, lang) if seat is not None else None,
        Scorecard(ui, table.card, lang, hands=table.hands, running=ui.chrome.running, switch=True),
    ]
    return ft.Column([b for b in body if b is not None], spacing=12, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)


def who_frame(ui, watched: Watched) -> ft.View:
    """'Who are you?': one big button per player, and just watching, and the TV view."""
    buttons = [w.primary(name, ui.act(set_viewer, ui, watched, name)) for name in watched.table.players]
    buttons += [
        ft.OutlinedButton(
            content=ui.t("watch.just_watching"), on_click=ui.act(set_viewer, ui, watched, WATCHING), height=w.TAP
        ),
        ft.OutlinedButton(
            content=ui.t("watch.tv"), icon=ft.Icons.TV, on_click=ui.act(watched.face_the_table, True), height=w.TAP
        ),
    ]
    return frame(
        ui,
        ft.Column([ft.Text(ui.t("watch.who"), size=26, weight=ft.FontWeight.BOLD), *buttons], spacing=12),
        title=ui.t("watch.title"),
    )


async def set_viewer(ui, watched: Watched, name: str | None) -> None:
    """This phone is `name`'s (None: ask again); kept on the phone for the next visit."""
    watched.be(name)
    await ui.device.keep(VIEWER_KEY, name or "")


def news(ui, table: TableState) -> ft.Control | None:
    """The end (winner, or a tie playing on) or the last hand's moon, as it happens."""
    card = table.card
    line = words.outcome_line(card, ui.lang)
    if line:
        return banner(line, ft.Colors.TERTIARY_CONTAINER, 28)
    changed = latest_news(card.match, ui.lang)  # a hand changed or taken back, when that is the newest event
    if changed:
        return banner(f"✎ {changed}", ft.Colors.SECONDARY_CONTAINER, 20)
    if card.results and card.results[-1].score.moon is not None:
        moon, result = card.results[-1].score.moon, card.results[-1]
        text = ui.t(
            f"moon.applied.{moon.applied}",
            name=table.players[moon.shooter],
            points=result.hand.points[moon.shooter],
            score=figure(result.score.scores[moon.shooter]),
        )
        return banner(f"☾ {text}", ft.Colors.SECONDARY_CONTAINER, 20)
    return None


def banner(text: str, color, size: int) -> ft.Control:
    return ft.Container(
        ft.Text(text, size=size, weight=ft.FontWeight.BOLD), bgcolor=color, border_radius=12, padding=ft.Padding.all(14)
    )


@drawing(memo=True)
def MyNextStep(ui, card, seat: int, lang: str):
    """Big: my total and place; then the next deal as it concerns me: dealer, my cards, who leads, the target."""
    players = card.match.players
    place = card.place_of(seat)
    total = ft.Text(
        spans=[
            ft.TextSpan(figure(card.totals[seat]), ft.TextStyle(size=56, weight=ft.FontWeight.W_900)),
            ft.TextSpan(
                "   " + ui.t("watch.place", total=card.totals[seat], place=place, players=len(players)),
                ft.TextStyle(size=20),
            ),
        ],
        semantics_label=ui.t("watch.total", total=figure(card.totals[seat]), place=place, players=len(players)),
    )
    items = [ft.Text(players[seat], size=22, weight=ft.FontWeight.BOLD), total]
    deal = card.next
    if deal is not None:
        lines = words.deal_lines(deal, players, ui.lang, card.match.rules.rounds_to_play(len(players)))
        passing = words.to_receiver(deal, seat, players, ui.lang, own=True)
        arrow = words.arrow(deal.pass_offset, len(players)) if deal.cards_passed else ""
        items += [
            ft.Text(own_title(ui, deal, seat, lines.title, card.match.rules.rounds_to_play(len(players))), size=20),
            ft.Text(f"{arrow} {passing}".strip(), size=28, weight=ft.FontWeight.BOLD, color=ft.Colors.PRIMARY),
        ]
        if lines.setup:
            items.append(w.suit_text(lines.setup, size=18))
    left = to_target(card.totals, seat, card.match.rules.target_score())
    if left is not None and deal is not None:
        items.append(ft.Text(ui.t("watch.to_target", left=left, target=card.match.rules.target_score()), size=18))
    return ft.Container(
        ft.Column(items, spacing=6),
        padding=ft.Padding.all(14),
        border_radius=12,
        bgcolor=ft.Colors.SURFACE_CONTAINER_HIGHEST,
    )


def own_title(ui, deal, seat: int, title: str, hands: int | None) -> str:
    """The deal's title on a player's own phone: "Hand 3 · you deal" when it is theirs, else as the table says it."""
    if deal.dealer != seat:
        return title
    if hands:
        return ui.t("watch.you_deal_of", number=deal.number, hands=hands)
    return ui.t("watch.you_deal", number=deal.number)


TV_TOTAL, TV_NAME = 64, 28  # px: a total's and a name's print on a screen facing the table, where they fit
FIGURE_EM, LETTER_EM = 0.62, 0.64  # a bold figure's and a bold letter's width, in ems of its print (at most)


def tv_sizes(width: float, players: int) -> tuple[int, int, int]:
    """A total's print, a name's print and its letters on a TV `width` px wide: each of `players` columns holds
    three figures ("104", "-26") and a name in one line; large where they fit, smaller where seven share a phone."""
    column = (max(width - 16, 160) if width else 960) / players  # the frame's padding; 0: not told yet
    figures_px = min(TV_TOTAL, int(column / (3 * FIGURE_EM)))
    name_px = min(TV_NAME, max(12, int(figures_px * 0.45)))
    return figures_px, name_px, max(4, int(column / (name_px * LETTER_EM)))


def tv_body(ui, table: TableState, width: float) -> ft.Control:
    """For a screen facing the table: everyone's total, large (in one line, the name told apart in as many
    letters as its column holds); the next deal; the last hand."""
    card, players = table.card, table.players
    lead = set(words.leaders(card))
    total_size, name_size, letters = tv_sizes(width, len(players))
    shorts = words.fitting_names(players, letters)
    cells = []
    for seat, name in enumerate(players):
        cells.append(
            ft.Container(
                ft.Column(
                    [
                        ft.Text(
                            shorts[seat],
                            size=name_size,
                            weight=ft.FontWeight.BOLD,
                            max_lines=1,
                            overflow=ft.TextOverflow.ELLIPSIS,
                            semantics_label=name,
                        ),
                        ft.Text(
                            figure(card.totals[seat]),
                            size=total_size,
                            weight=ft.FontWeight.W_900,
                            color=ft.Colors.PRIMARY if seat in lead else None,
                            max_lines=1,
                            semantics_label=f"{figure(card.totals[seat])} ★" if seat in lead else None,
                        ),
                        # the leader's star under the total, not beside it: a total never shares its line
                        ft.Text("★" if seat in lead else "", size=name_size, color=ft.Colors.PRIMARY),
                    ],
                    horizontal_alignment=ft.CrossAxisAlignment.CENTER,
                    spacing=0,
                ),
                expand=True,
                alignment=ft.Alignment.CENTER,
            )
        )
    items = [ft.Row(cells, spacing=0), news(ui, table)]  # the columns share the whole width
    if card.next is not None:
        lines = words.deal_lines(card.next, players, ui.lang, card.match.rules.rounds_to_play(len(players)))
        items += [
            ft.Text(lines.title, size=32, weight=ft.FontWeight.BOLD),
            ft.Text(lines.passing, size=28, text_align=ft.TextAlign.CENTER),
        ]
        if lines.chain:
            items.append(ft.Text(lines.chain, size=22, text_align=ft.TextAlign.CENTER))
    if card.results:
        last = card.results[-1]
        shown = ", ".join(f"{p} {figure(v)}" for p, v in zip(players, last.score.scores, strict=True))
        items.append(
            ft.Text(ui.t("watch.last_hand", number=last.number, scores=shown), size=22, text_align=ft.TextAlign.CENTER)
        )
    return ft.Column([i for i in items if i is not None], spacing=16, horizontal_alignment=ft.CrossAxisAlignment.CENTER)


async def load_watch(session, params) -> Watched:
    """The shared match (None while nothing is shared yet), and whose phone this is (kept on the phone)."""
    session.events.background(recall_running(session))  # the rows this phone chose (running totals or points)
    table = await session.tables.open(session.shared) if session.shared is not None else None
    return Watched(table, await session.device.recall(VIEWER_KEY))


watch = Screen(load_watch, WatchView)
