"""A match's totals as a line chart: each player's running total hand by hand, the target as a dashed
line, moons as big dots. The figures are the engine's (scorepad.stats.running_totals); this only draws."""

from __future__ import annotations

import flet as ft
import flet_charts as fch

from scorepad.i18n import t
from scorepad.i18n.words import figure
from scorepad.stats import RunningTotals

# Okabe-Ito: told apart also with the common colour blindnesses; one blue only (its sky blue looked like it), and
# its black last (the sixth player)
COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#D55E00", "#000000")
# and a marker of its own on every point: told apart without the colours as well
MARKERS = (("circle", True), ("square", True), ("cross", True), ("circle", False), ("square", False), ("cross", False))
TARGET_COLOUR = "#9E9E9E"


def colour(seat: int) -> str:
    return COLOURS[seat % len(COLOURS)]


def marker(seat: int):
    """The seat's marker on each point of its line: a circle, a square or a cross, filled or open."""
    shape, filled = MARKERS[seat % len(MARKERS)]
    fill = colour(seat) if filled else "#FFFFFF"
    if shape == "circle":
        return fch.ChartCirclePoint(radius=4, color=fill, stroke_color=colour(seat), stroke_width=2)
    if shape == "square":
        return fch.ChartSquarePoint(size=8, color=fill, stroke_color=colour(seat), stroke_width=2)
    return fch.ChartCrossPoint(size=10 if filled else 8, color=colour(seat), width=3 if filled else 2)


def swatch(seat: int) -> ft.Control:
    """The legend's sign for a seat: its colour in its marker's shape."""
    shape, filled = MARKERS[seat % len(MARKERS)]
    if shape == "cross":
        return ft.Container(ft.Text("✕", size=14, weight=ft.FontWeight.BOLD if filled else None, color=colour(seat)), width=14)
    return ft.Container(width=14, height=14, bgcolor=colour(seat) if filled else None, border_radius=7 if shape == "circle" else 0,
                        border=ft.Border.all(2, colour(seat)))


def moon_words(totals: RunningTotals, lang: str) -> list[str]:
    """'Dan (hand 2, minus)' for each moon."""
    return [t("stats.summary.moon", lang, name=totals.players[m.seat], hand=m.hand, choice=t(f"stats.choice.{m.applied}", lang))
            for m in totals.moons]


def chart_label(totals: RunningTotals, lang: str) -> str:
    """What a screen reader says for the chart: where everyone stands, the target, the moons."""
    last = [line[-1] for line in totals.series]
    standing = ", ".join(f"{name} {figure(total)}" for name, total in zip(totals.players, last))
    parts = [t("chart.label", lang, hands=totals.hands, standing=standing)]
    if totals.target is not None:
        parts.append(t("chart.target", lang, target=totals.target))
    if totals.moons:
        parts.append(t("stats.summary.moons", lang, moons=", ".join(moon_words(totals, lang))))
    return ". ".join(parts)


def axis_step(span: int, lines: int = 5) -> int:
    """A round step for about `lines` grid lines over `span` (1, 2, 5, 10, 20, 25, 50 …)."""
    rough = max(1, span // lines)
    base = 1
    while True:
        for step in (1, 2, 5):
            if base * step >= rough:
                return base * step
        base *= 10


def axis_labels(low: int, high: int, step: int) -> list:
    """The y axis's figures with the one minus sign ('−50', which the chart's own labels write '-50')."""
    return [fch.ChartAxisLabel(value=v, label=ft.Text(figure(v), size=12)) for v in range(low, high + 1, step)]


def line_chart(totals: RunningTotals, lang: str, height: int = 260) -> ft.Control:
    """The chart with its screen-reader label; x = hands played, y = running total."""
    moons = {(m.seat, m.hand): m for m in totals.moons}
    series = []
    for seat, line in enumerate(totals.series):
        points = []
        for hand, total in enumerate(line):
            moon = moons.get((seat, hand))
            mark = fch.ChartCirclePoint(radius=7, color=colour(seat), stroke_color=ft.Colors.ON_SURFACE, stroke_width=2) if moon else marker(seat)
            tip = f"{totals.players[seat]}: {figure(total)}" + (f" ☾{'−' if moon.applied == 'minus' else '+'}" if moon else "")
            points.append(fch.LineChartDataPoint(hand, total, point=mark, tooltip=tip))
        series.append(fch.LineChartData(points=points, color=colour(seat), stroke_width=3, point=False))
    hands = max(totals.hands, totals.rounds or 0, 1)
    low, high = totals.y_range()
    if totals.target is not None:
        series.append(fch.LineChartData(
            points=[fch.LineChartDataPoint(0, totals.target, show_tooltip=False), fch.LineChartDataPoint(hands, totals.target, show_tooltip=False)],
            color=TARGET_COLOUR, stroke_width=2, dash_pattern=[8, 6], point=False))
    step = axis_step(max(high - low, 10))
    low, high = (low // step) * step, -(-high // step) * step
    if high == low:
        high = low + step
    x_step = axis_step(hands, 6)
    chart = fch.LineChart(
        data_series=series,
        min_x=0, max_x=hands, min_y=low, max_y=high,
        horizontal_grid_lines=fch.ChartGridLines(interval=step, color=ft.Colors.OUTLINE_VARIANT, width=1),
        vertical_grid_lines=fch.ChartGridLines(interval=x_step, color=ft.Colors.OUTLINE_VARIANT, width=1),
        left_axis=fch.ChartAxis(labels=axis_labels(low, high, step), label_spacing=step, label_size=40),
        bottom_axis=fch.ChartAxis(label_spacing=x_step, label_size=24,
                                  title=ft.Text(t("chart.axis_hands", lang), size=12), title_size=20),
        interactive=True,
        height=height,
        expand=True,
    )
    return ft.Semantics(content=ft.Container(chart, padding=ft.Padding.only(right=12, top=8), height=height),
                        label=chart_label(totals, lang), container=True)


def legend(totals: RunningTotals, lang: str) -> ft.Control:
    """Whose line is which colour, with each one's total now; the target's dashes; the moon dots."""
    now = [line[-1] for line in totals.series]
    items = []
    for seat, name in enumerate(totals.players):
        star = " ★" if totals.finished and seat in totals.winners else ""
        items.append(ft.Row([swatch(seat),
                             ft.Text(f"{name} {figure(now[seat])}{star}", size=15, weight=ft.FontWeight.BOLD)],
                            spacing=4, tight=True))
    if totals.target is not None:
        items.append(ft.Row([ft.Container(width=18, height=3, bgcolor=TARGET_COLOUR),
                             ft.Text(t("chart.target", lang, target=totals.target), size=13)], spacing=4, tight=True))
    rows = [ft.Row(items, wrap=True, spacing=14, run_spacing=4)]
    if totals.moons:
        rows.append(ft.Text("● " + t("stats.summary.moons", lang, moons=", ".join(moon_words(totals, lang))), size=13))
    return ft.Column(rows, spacing=4)
