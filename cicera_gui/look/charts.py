"""A line chart drawn with pygame: axes with ticks, a dashed target line and a legend.

Used by the Statistics scene for the running score of a match; sizes come from ``unit`` so
the chart reads the same at every window size.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from cicera_gui.look import theme
from cicera_gui.look.theme import Color, Fonts

#: Line colours by side, the player's side first: one for each of up to eight players.
SERIES_COLORS: tuple[Color, ...] = ((255, 214, 102), (232, 112, 92), (120, 186, 236),
                                    (196, 150, 230), (112, 222, 196), (244, 156, 64),
                                    (240, 138, 190), (236, 236, 224))
GRID = (255, 255, 255, 26)


@dataclass(frozen=True)
class Series:
    """One line: its name in the legend, its colour, a value at x = 0, 1, 2 ..."""

    name: str
    color: Color
    values: Sequence[int]


def nice_step(span: float, ticks: int = 5) -> int:
    """A round tick step (1, 2, 5, 10, 20, 50 ...) giving about ``ticks`` ticks over ``span``."""
    raw = max(1.0, span / max(1, ticks))
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if factor * power >= raw:
            return int(factor * power)
    return int(10 * power)


def _dashed(surface: pygame.Surface, color: Color, start: tuple[float, float],
            end: tuple[float, float], width: int, dash: float) -> None:
    (x0, y0), (x1, y1) = start, end
    length = math.hypot(x1 - x0, y1 - y0)
    steps = max(1, int(length / (dash * 2)))
    for i in range(steps + 1):
        a = min(1.0, i * 2 * dash / length)
        b = min(1.0, (i * 2 + 1) * dash / length)
        if a >= 1.0:
            break
        pygame.draw.line(surface, color, (x0 + (x1 - x0) * a, y0 + (y1 - y0) * a),
                         (x0 + (x1 - x0) * b, y0 + (y1 - y0) * b), width)


def draw_line_chart(surface: pygame.Surface, rect: pygame.Rect, fonts: Fonts, unit: float,
                    series: Sequence[Series], *, target: int | None = None,
                    target_label: str = "", x_label: str = "") -> None:
    """Draw ``series`` into ``rect``: y from 0 to above the largest value and the target."""
    label_size = max(10, round(unit * 1.9))
    top_value = max([target or 0, *(v for s in series for v in s.values), 1])
    step = nice_step(top_value * 1.08)
    y_max = step * math.ceil(top_value * 1.08 / step)
    widest = fonts.width(str(y_max), label_size)
    legend_height = round(unit * 3.6)
    plot = pygame.Rect(round(rect.x + widest + unit * 1.6), round(rect.y + legend_height),
                       0, 0)
    plot.width = round(rect.right - plot.x - unit * 1.5)
    plot.height = round(rect.bottom - plot.y - label_size - unit * (4.2 if x_label else 1.6))
    if plot.width < 20 or plot.height < 20:
        return
    count = max((len(s.values) for s in series), default=1)
    x_span = max(1, count - 1)

    def point(index: int, value: float) -> tuple[float, float]:
        return (plot.x + plot.width * index / x_span,
                plot.bottom - plot.height * value / y_max)

    grid = pygame.Surface(plot.size, pygame.SRCALPHA)
    for value in range(0, y_max + 1, step):
        y = point(0, value)[1]
        pygame.draw.line(grid, GRID, (0, y - plot.y), (plot.width, y - plot.y))
        theme.draw_text(surface, fonts, str(value), (plot.x - unit * 0.8, y), label_size,
                        theme.MUTED, anchor="midright")
    surface.blit(grid, plot)
    x_step = nice_step(x_span, 10) if x_span > 12 else 1
    for index in range(0, x_span + 1, x_step):
        x = point(index, 0)[0]
        pygame.draw.line(surface, theme.MUTED, (x, plot.bottom), (x, plot.bottom + unit * 0.6))
        theme.draw_text(surface, fonts, str(index), (x, plot.bottom + unit * 0.8), label_size,
                        theme.MUTED, anchor="midtop")
    axis = max(1, round(unit * 0.25))
    pygame.draw.line(surface, theme.MUTED, plot.bottomleft, plot.bottomright, axis)
    pygame.draw.line(surface, theme.MUTED, plot.bottomleft, plot.topleft, axis)
    if x_label:
        theme.draw_text(surface, fonts, x_label,
                        (plot.centerx, plot.bottom + label_size + unit * 1.4), label_size,
                        theme.MUTED, anchor="midtop")
    if target:
        y = point(0, target)[1]
        _dashed(surface, theme.GOLD, (plot.x, y), (plot.right, y), max(1, round(unit * 0.3)),
                unit * 1.2)
        if target_label:  # at the left, where the running totals are still low
            theme.draw_text(surface, fonts, target_label, (plot.x + unit * 1.2, y - unit * 0.5),
                            label_size, theme.GOLD, anchor="bottomleft")
    width = max(2, round(unit * 0.45))
    for line in series:
        points = [point(i, v) for i, v in enumerate(line.values)]
        if len(points) >= 2:
            pygame.draw.lines(surface, line.color, False, points, width)
        for x, y in points:
            pygame.draw.circle(surface, line.color, (x, y), max(3, round(unit * 0.75)))
            pygame.draw.circle(surface, theme.PANEL, (x, y), max(1, round(unit * 0.35)))
    _legend(surface, rect, fonts, unit, series, label_size)


def _legend(surface: pygame.Surface, rect: pygame.Rect, fonts: Fonts, unit: float,
            series: Sequence[Series], size: int) -> None:
    x = rect.x + unit * 1.5
    y = rect.y + unit * 1.2
    for line in series:
        swatch = pygame.Rect(round(x), round(y + size * 0.3), round(unit * 2.6),
                             max(3, round(unit * 0.55)))
        pygame.draw.rect(surface, line.color, swatch, border_radius=swatch.height // 2)
        drawn = theme.draw_text(surface, fonts, line.name,
                                (swatch.right + unit * 0.8, y + size * 0.3 + swatch.height / 2),
                                size, theme.CREAM, anchor="midleft")
        x = drawn.right + unit * 2.5
