"""The results' small charts, as inline SVG text: bars of a score source per seat and each
seat's score over the game. Pure (no browser API), so the tests read the numbers.

Every seat is drawn in its colour AND its shape (the marks of ``canvas``): colour is never
the only cue. The SVGs are pictures for the eye; the results' tables say the same in text.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape

from .canvas import INK, PLAYER_COLOURS, PLAYER_SHAPES

BAR_W = 260
"""Width of a bar chart's drawing (viewBox units; the SVG scales to its box)."""
BAR_ROW = 18
BAR_LEFT = 22
"""Room left of the bars for the seat's mark."""
BAR_RIGHT = 40
"""Room right of the longest bar for its value."""
LINE_W, LINE_H = 420, 220
LINE_PAD = (46, 16, 16, 42)
"""Left (y ticks and title), right, top, bottom (x ticks and title) of the line chart."""


def _num(value: float) -> str:
    return f"{value:g}"


def shape(seat: int, x: float, y: float, r: float = 5.5) -> str:
    """The seat's mark centred on (x, y): its shape filled with its colour."""
    colour = PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]
    kind = PLAYER_SHAPES[seat % len(PLAYER_SHAPES)]
    style = f'fill="{colour}" stroke="{INK}" stroke-width="1.2"'
    if kind == "circle":
        return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r * .9:.1f}" {style}/>'
    if kind == "square":
        s = r * .85
        return (f'<rect x="{x - s:.1f}" y="{y - s:.1f}" width="{2 * s:.1f}" '
                f'height="{2 * s:.1f}" {style}/>')
    sides = {"triangle": 3, "diamond": 4, "hexagon": 6}[kind]
    pts = " ".join(f"{x + r * math.cos(-math.pi / 2 + 2 * math.pi * i / sides):.1f},"
                   f"{y + r * math.sin(-math.pi / 2 + 2 * math.pi * i / sides):.1f}"
                   for i in range(sides))
    return f'<polygon points="{pts}" {style}/>'


def bar_lengths(values: Sequence[float], top: float, full: float) -> list[float]:
    """Each value's bar length on a scale where ``top`` fills ``full`` (negatives and an
    empty scale draw nothing)."""
    if top <= 0:
        return [0.0 for _ in values]
    return [max(0.0, v) / top * full for v in values]


def bar_chart(label: str, values: Sequence[float], top: float, names: Sequence[str]) -> str:
    """One score source: a bar per seat (its mark, its colour, its value), all charts of
    the results on the same scale ``top`` so that their bars compare."""
    full = BAR_W - BAR_LEFT - BAR_RIGHT
    rows = []
    for seat, (value, length) in enumerate(zip(values, bar_lengths(values, top, full),
                                               strict=True)):
        y = seat * BAR_ROW
        colour = PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]
        rows.append(
            f'<g data-seat="{seat}">{shape(seat, 9, y + BAR_ROW / 2)}'
            f'<rect class="chart-bar" x="{BAR_LEFT}" y="{y + 3}" width="{length:.1f}" '
            f'height="{BAR_ROW - 6}" rx="2" fill="{colour}" stroke="{INK}" stroke-width=".6"/>'
            f'<text x="{BAR_LEFT + length + 4:.1f}" y="{y + BAR_ROW / 2 + 4:.1f}" '
            f'font-size="12" fill="{INK}">{_num(value)}</text></g>')
    said = ", ".join(f"{name} {_num(v)}" for name, v in zip(names, values, strict=True))
    height = BAR_ROW * len(values)
    return (f'<figure class="bars" data-testid="bar-chart"><figcaption>{escape(label)}'
            f'</figcaption><svg viewBox="0 0 {BAR_W} {height}" role="img" '
            f'aria-label="{escape(label)}: {escape(said)}">{"".join(rows)}</svg></figure>')


def nice_step(top: float, ticks: int = 5) -> float:
    """A round step (1, 2 or 5 times a power of ten) giving at most ``ticks`` steps."""
    if top <= 0:
        return 1.0
    raw = top / ticks
    power = 10 ** math.floor(math.log10(raw))
    return next(m * power for m in (1, 2, 5, 10) if m * power >= raw)


def tick_indices(n: int, most: int = 12) -> list[int]:
    """Which of ``n`` periods get a label: evenly spaced, at most about ``most``, the
    first and the last always, never two crowding each other."""
    every = max(1, math.ceil(n / most))
    ticks = list(range(0, n, every))
    if ticks and ticks[-1] != n - 1:
        if n - 1 - ticks[-1] < every * .6 and len(ticks) > 1:
            ticks[-1] = n - 1
        else:
            ticks.append(n - 1)
    return ticks


def line_points(series: Sequence[float], top: float) -> list[tuple[float, float]]:
    """Where a seat's scores go in the line chart: one point per period, left to right,
    0 at the bottom and ``top`` at the top."""
    left, right, upper, lower = LINE_PAD
    width = LINE_W - left - right
    height = LINE_H - upper - lower
    n = len(series)
    step = width / (n - 1) if n > 1 else 0.0
    return [(left + (i * step if n > 1 else width / 2),
             upper + height - (v / top * height if top > 0 else 0.0))
            for i, v in enumerate(series)]


def line_chart(periods: Sequence[str], series: Sequence[Sequence[float]], x_title: str,
               y_title: str, summary: str) -> str:
    """Each seat's score after each period as a line in its colour with its shape at every
    point; axes with round ticks and titles. ``summary`` is what a screen reader hears."""
    left, right, upper, lower = LINE_PAD
    biggest = max((v for s in series for v in s), default=0)
    step = nice_step(biggest)
    top = max(step, math.ceil(biggest / step) * step)
    bottom = LINE_H - lower
    out = [f'<rect x="{left}" y="{upper}" width="{LINE_W - left - right}" '
           f'height="{bottom - upper}" fill="#fffdf6" stroke="#d8c9a8"/>']
    value = 0.0
    while value <= top + 1e-9:
        y = upper + (bottom - upper) * (1 - value / top)
        out.append(f'<line x1="{left}" x2="{LINE_W - right}" y1="{y:.1f}" y2="{y:.1f}" '
                   f'stroke="#e4d8bf"/><text x="{left - 5}" y="{y + 4:.1f}" font-size="13" '
                   f'text-anchor="end" fill="{INK}">{_num(value)}</text>')
        value += step
    xs = [x for x, _ in line_points([0.0] * len(periods), top)]
    for i in tick_indices(len(periods)):
        x, label = xs[i], periods[i]
        out.append(f'<text x="{x:.1f}" y="{bottom + 16}" font-size="13" '
                   f'text-anchor="middle" fill="{INK}">{escape(label)}</text>')
    out.append(f'<text x="{(left + LINE_W - right) / 2:.1f}" y="{LINE_H - 5}" font-size="14" '
               f'text-anchor="middle" font-weight="600" fill="{INK}">{escape(x_title)}</text>'
               f'<text x="12" y="{(upper + bottom) / 2:.1f}" font-size="14" font-weight="600" '
               f'text-anchor="middle" fill="{INK}" transform="rotate(-90 12 '
               f'{(upper + bottom) / 2:.1f})">{escape(y_title)}</text>')
    for seat, values in enumerate(series):
        points = line_points(values, top)
        colour = PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]
        path = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
        small = 4.5 if len(points) <= 15 else 3.2  # many rounds: smaller marks
        marks = "".join(shape(seat, x, y, 6.5 if i == len(points) - 1 else small)
                        for i, (x, y) in enumerate(points))
        out.append(f'<g class="series" data-seat="{seat}"><polyline points="{path}" '
                   f'fill="none" stroke="{colour}" stroke-width="2.5" '
                   f'stroke-linejoin="round"/>{marks}</g>')
    return (f'<svg class="line-chart" data-testid="line-chart" viewBox="0 0 {LINE_W} {LINE_H}"'
            f' role="img" aria-label="{escape(summary)}">{"".join(out)}</svg>')


def chance_points(moves: Sequence[int], chances: Sequence[float], last_move: int
                  ) -> list[tuple[float, float]]:
    """Where a seat's chances of winning go in the review's chart: x by the move they
    follow (0 to ``last_move``), y from 0% at the bottom to 100% at the top."""
    left, right, upper, lower = LINE_PAD
    width = LINE_W - left - right
    height = LINE_H - upper - lower
    span = max(1, last_move)
    return [(left + m / span * width, upper + height * (1 - c))
            for m, c in zip(moves, chances, strict=True)]


def chance_chart(moves: Sequence[int], series: Sequence[Sequence[float]], last_move: int,
                 swings: Sequence[tuple[int, int, int]], cursor: int | None, x_title: str,
                 summary: str) -> str:
    """Every seat's chance of winning over the game as a line in its colour and shape,
    the biggest swings numbered where they happened (``swings``: the move's start and
    end positions and its number; the mark's ``data-move`` is where the move was chosen)
    and a line at the position on screen (``cursor``)."""
    left, right, upper, lower = LINE_PAD
    bottom = LINE_H - lower
    out = [f'<rect x="{left}" y="{upper}" width="{LINE_W - left - right}" '
           f'height="{bottom - upper}" fill="#fffdf6" stroke="#d8c9a8"/>']
    for pct in (0, 25, 50, 75, 100):
        y = upper + (bottom - upper) * (1 - pct / 100)
        out.append(f'<line x1="{left}" x2="{LINE_W - right}" y1="{y:.1f}" y2="{y:.1f}" '
                   f'stroke="#e4d8bf"/><text x="{left - 5}" y="{y + 4:.1f}" font-size="13" '
                   f'text-anchor="end" fill="{INK}">{pct}%</text>')
    step = nice_step(last_move, 6)
    tick = 0.0
    while tick <= last_move + 1e-9:
        x = chance_points([int(tick)], [0.0], last_move)[0][0]
        out.append(f'<text x="{x:.1f}" y="{bottom + 16}" font-size="13" '
                   f'text-anchor="middle" fill="{INK}">{int(tick)}</text>')
        tick += step
    # No y title: the percentages say it, and the figure's caption names it.
    out.append(f'<text x="{(left + LINE_W - right) / 2:.1f}" y="{LINE_H - 5}" font-size="14" '
               f'text-anchor="middle" font-weight="600" fill="{INK}">{escape(x_title)}</text>')
    if cursor is not None:
        x = chance_points([min(cursor, last_move)], [0.0], last_move)[0][0]
        out.append(f'<line class="cursor" x1="{x:.1f}" x2="{x:.1f}" y1="{upper}" '
                   f'y2="{bottom}" stroke="{INK}" stroke-dasharray="4 3"/>')
    for seat, values in enumerate(series):
        points = chance_points(moves, values, last_move)
        colour = PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]
        path = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
        marks = (shape(seat, *points[-1], 6.0) if points else "") + (
            "".join(shape(seat, x, y, 3.2) for x, y in points[:-1]) if len(points) <= 40
            else "")
        out.append(f'<g class="series" data-seat="{seat}"><polyline points="{path}" '
                   f'fill="none" stroke="{colour}" stroke-width="2.2" '
                   f'stroke-linejoin="round"/>{marks}</g>')
    for start, end, number in swings:
        x = chance_points([end], [0.0], last_move)[0][0]
        out.append(f'<g class="swing-mark" data-an="goto" data-move="{start}">'
                   f'<line x1="{x:.1f}" x2="{x:.1f}" y1="{upper}" y2="{bottom}" stroke="#b3261e" '
                   f'stroke-width="1.5"/><circle cx="{x:.1f}" cy="{upper + 10}" r="9" '
                   f'fill="#b3261e"/><text x="{x:.1f}" y="{upper + 14.5}" font-size="13" '
                   f'font-weight="700" text-anchor="middle" fill="#fff">{number}</text></g>')
    return (f'<svg class="line-chart chance-chart" data-testid="chance-chart" '
            f'viewBox="0 0 {LINE_W} {LINE_H}" role="img" aria-label="{escape(summary)}">'
            f'{"".join(out)}</svg>')


LABEL_GAP = 5.0
"""Least distance between two numbers under the timeline, in % of its width."""


def tick_labels(starts: list[int], end: int) -> list[tuple[float, int]]:
    """Where to number the days or rounds under the timeline: (x in %, the start of the
    period) for a period wide enough to hold its number in its middle; when periods are
    narrow (Cuzco's short rounds), every few at its start, evenly, never two closer than
    ``LABEL_GAP``, so that the numbers read as a scale rather than one or two strays."""
    end = max(1, end)
    out: list[tuple[float, int]] = []
    for i, k in enumerate(starts):
        following = starts[i + 1] if i + 1 < len(starts) else end
        width = 100 * (following - k) / end
        x = max(1.0, 100 * k / end + (width / 2 if width >= LABEL_GAP else 0.0))
        if (not out or x - out[-1][0] >= LABEL_GAP) and x <= 100 - LABEL_GAP / 2:
            out.append((x, k))
    return out
