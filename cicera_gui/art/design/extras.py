"""Card backs, the table cloth, the honour marker and the application icon."""

from __future__ import annotations

import math

from . import palette as p
from .decks import DeckStyle
from .frame import HEIGHT, RADIUS, WIDTH, blank
from .pips_french import french_pip
from .pips_italian import coin, cup
from .svg import (
    at,
    circle,
    document,
    ellipse,
    linear_gradient,
    path,
    poly,
    radial_gradient,
    rect,
    star,
    style,
)

_CX, _CY = WIDTH / 2, HEIGHT / 2


def _diamond_field(
    x0: float, y0: float, x1: float, y1: float, step: float, colour: str, dot: str
) -> list[str]:
    """A lattice of small diamonds filling the box, none crossing its edge."""
    out = []
    half = step * 0.42
    columns = int((x1 - x0) // step)
    rows = int((y1 - y0) // (step / 2))
    left = x0 + ((x1 - x0) - columns * step) / 2 + step / 2
    top = y0 + ((y1 - y0) - rows * step / 2) / 2 + step / 4
    for row in range(rows):
        shift = 0.0 if row % 2 == 0 else step / 2
        for column in range(columns + 1):
            x = left + column * step + shift - step / 4
            y = top + row * step / 2
            if x - half < x0 + 2 or x + half > x1 - 2 or y - half < y0 or y + half > y1:
                continue
            out.append(path(poly([(x, y - half), (x + half, y), (x, y + half), (x - half, y)]),
                            fill=colour))
            out.append(circle(x, y, step * 0.09, fill=dot))
    return out


def back_svg(deck: DeckStyle) -> str:
    """The back of a deck: a framed diamond lattice around a central medallion."""
    if deck.italian:
        ground, lattice, dot, trim = "#8e1c24", "#b9393c", p.GOLD, p.GOLD
    else:
        ground, lattice, dot, trim = "#1a3a7e", "#2f58a8", "#e9eef8", "#e9eef8"
    inset = 30.0
    body = blank(deck.paper)
    body.append(rect(inset, inset, WIDTH - 2 * inset, HEIGHT - 2 * inset, RADIUS - 16,
                     fill=ground, stroke=trim, stroke_width=5))
    body += _diamond_field(inset + 14, inset + 14, WIDTH - inset - 14, HEIGHT - inset - 14,
                           64, lattice, dot)
    body.append(rect(inset + 14, inset + 14, WIDTH - 2 * inset - 28, HEIGHT - 2 * inset - 28,
                     RADIUS - 24, fill="none", stroke=trim, stroke_width=3))
    body.append(ellipse(_CX, _CY, 178, 236, **style(ground, trim, 6)))
    body.append(ellipse(_CX, _CY, 160, 218, **style(deck.paper, p.INK, 3)))
    if deck.italian:
        body.append(at(coin(92), _CX, _CY))
        for dx, dy in ((0, -160), (0, 160)):
            body.append(at(cup(70, detail=False), _CX + dx, _CY + dy))
        for dx in (-112, 112):
            body.append(path(poly(star(_CX + dx, _CY, 26, 10, 8)), **style(p.GOLD_FILL, p.INK, 2)))
    else:
        spots = (("s", 0, -118), ("c", 118, 0), ("b", 0, 118), ("d", -118, 0))
        for suit, dx, dy in spots:
            body.append(at(french_pip(suit, 86, deck.ink(suit)), _CX + dx, _CY + dy))
        body.append(path(poly(star(_CX, _CY, 46, 18, 8)), **style(p.GOLD_FILL, p.INK, 3)))
    return document(WIDTH, HEIGHT, p.GRADIENTS, body)


def honour_svg() -> str:
    """A small gold star on a red rosette for the top right corner of the honour cards."""
    x, y = WIDTH - 82, 84
    body = [
        path(poly([(x - 26, y + 20), (x - 44, y + 84), (x - 20, y + 70), (x - 6, y + 92),
                   (x + 4, y + 28)]), **style(p.RED, p.INK, 3)),
        path(poly([(x + 26, y + 20), (x + 44, y + 84), (x + 20, y + 70), (x + 6, y + 92),
                   (x - 4, y + 28)]), **style(p.DARK_RED, p.INK, 3)),
        circle(x, y, 50, **style(p.RED, p.INK, 4)),
        circle(x, y, 42, **style("none", p.GOLD, 4)),
        path(poly(star(x, y + 3, 38, 16)), **style(p.GOLD_FILL, p.INK, 3)),
    ]
    return document(WIDTH, HEIGHT, p.GRADIENTS, body)


def _noise(seed: int, count: int) -> list[tuple[float, float, float]]:
    """Deterministic pseudo-random triples in [0, 1) (a small linear congruential generator)."""
    state = seed
    out = []
    for _ in range(count):
        triple = []
        for _ in range(3):
            state = (state * 1103515245 + 12345) % 2**31
            triple.append(state / 2**31)
        out.append((triple[0], triple[1], triple[2]))
    return out


def cloth_svg() -> str:
    """Green baize: a soft pool of light in the middle and a faint woven fleck."""
    size = 1000.0
    defs = [radial_gradient("baize", [(0, "#2f7d48"), (0.6, "#236a3b"), (1, "#164a29")],
                            r=0.72)]
    body = [rect(0, 0, size, size, fill="url(#baize)")]
    flecks = []
    for fx, fy, fz in _noise(20240521, 700):
        x, y = fx * size, fy * size
        angle = fz * math.pi
        dx, dy = 2.5 * math.cos(angle), 2.5 * math.sin(angle)
        colour = "#ffffff" if fz > 0.5 else "#000000"
        flecks.append(path(f"M{x - dx:.1f} {y - dy:.1f}L{x + dx:.1f} {y + dy:.1f}",
                           stroke=colour, stroke_width=1.2, stroke_opacity=0.05,
                           stroke_linecap="round", fill="none"))
    body += flecks
    return document(size, size, defs, body)


def icon_svg() -> str:
    """Two fanned cards, a Brescian coin ace in front, on a rounded green tile."""
    size = 512.0
    defs = [*p.GRADIENTS, linear_gradient("tile", [(0, "#3a9a5a"), (1, "#1b5e33")])]
    body = [
        rect(8, 8, 496, 496, 100, fill="url(#tile)", stroke="#0e3d20", stroke_width=8),
        rect(30, 30, 452, 452, 80, fill="none", stroke=p.GOLD, stroke_width=6),
    ]
    card_back = [
        rect(-130, -200, 260, 400, 26, **style("#fbf3df", p.INK, 8)),
        rect(-108, -178, 216, 356, 16, fill="#9e1f28"),
        ellipse(0, 0, 60, 92, **style("#fbf3df", p.GOLD, 8)),
    ]
    card_front = [
        rect(-130, -200, 260, 400, 26, **style("#fbf3df", p.INK, 8)),
        *coin(104),
    ]
    body.append(at(card_back, 212, 262, scale=0.84, rotate=-14))
    body.append(at(card_front, 294, 256, scale=0.84, rotate=9))
    return document(size, size, defs, body)


