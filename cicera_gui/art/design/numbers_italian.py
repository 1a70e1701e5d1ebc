"""The Bresciane number cards: aces and the pip layouts of 2 to 10."""

from __future__ import annotations

import math

from . import palette as p
from .frame import HEIGHT, WIDTH
from .layouts import italian
from .pips_italian import baton, coin, cup, sword
from .svg import Point, at, circle, path, poly, star, style

_CX, _CY = WIDTH / 2, HEIGHT / 2


def number_card(count: int, suit: str) -> list[str]:
    """The signs of a number card (``count`` 1 to 10) of an Italian ``suit``."""
    if count == 1:
        return _ACES[suit]()
    if count == 2 and suit == "s":
        return _swords(2) + _mata_ribbon()
    if suit in "dc":
        spots, size = italian(count)
        if suit == "d":
            return _coin_ornament(count) + [at(coin(80 * size), x, y) for x, y, _ in spots]
        size = {7: 0.8, 10: 0.8}.get(count, size)
        return [at(cup(192 * size), x, y) for x, y, _ in spots]
    if suit == "s":
        return _swords(count)
    return _batons(count)


def _swords(count: int) -> list[str]:
    """Curved blades interlaced in a tall oval; an odd count adds a straight one down the middle.

    Pairs alternate: the outer pair has its hilts at the bottom, the next at the top, and so on.
    """
    pairs = count // 2
    out: list[str] = []
    width = 34.0 if count < 6 else 28.0
    bows = _spread(pairs, 186.0, 70.0)
    for k, bow in enumerate(bows):
        top, bottom = 112.0 + k * 46, 888.0 - k * 46
        cross = 40.0 + bow * 0.1
        hilt_low = k % 2 == 0
        for side in (-1, 1):
            low = (_CX - side * cross, bottom)
            high = (_CX - side * cross, top)
            c_low = (_CX + side * bow * 1.3, bottom - (bottom - top) * 0.22)
            c_high = (_CX + side * bow * 1.3, top + (bottom - top) * 0.22)
            if hilt_low:
                out += sword(low, c_low, c_high, high, width)
            else:
                out += sword(high, c_high, c_low, low, width)
    if count % 2:
        length = 720.0
        out += sword((_CX, _CY + length / 2), (_CX, _CY), (_CX, _CY - 100),
                     (_CX, _CY - length / 2), width)
    return out


def _coin_ornament(count: int) -> list[str]:
    """The leafy vine the Venetian-style coin cards carry between their coins."""
    if count not in (2, 4):
        return []
    out = [path("M320 300C270 380 370 420 320 500C270 580 370 620 320 700",
                **style("none", p.GREEN, 7))]
    for y, side in ((360, -1), (440, 1), (560, -1), (640, 1)):
        out.append(at([path("M0 0C10 -14 30 -14 44 0C30 14 10 14 0 0Z",
                            **style(p.GREEN, p.INK, 2.5))],
                      320 + side * 6, y, rotate=-30 if side > 0 else 210))
    out.append(path(poly(star(_CX, _CY, 26, 11, 8)), **style(p.RED, p.INK, 2.5)))
    out.append(circle(_CX, _CY, 8, **style(p.GOLD, p.INK, 2)))
    return out


def _mata_ribbon() -> list[str]:
    """La Mata, the two of swords, wears a ribbon with a rosette where the blades part."""
    return [
        path("M176 470C230 440 270 470 320 470C370 470 410 440 464 470L456 530"
             "C410 500 370 530 320 530C270 530 230 500 184 530Z", **style(p.RED, p.INK, 4)),
        path("M190 500C236 478 276 500 320 500C364 500 404 478 450 500",
             **style("none", p.GOLD, 5)),
        path(poly(star(_CX, 500, 44, 20, 8)), **style(p.GOLD_FILL, p.INK, 3)),
        circle(_CX, 500, 14, **style(p.BLUE, p.INK, 3)),
    ]


def _batons(count: int) -> list[str]:
    """Knotted clubs crossing in a lattice; an odd count adds an upright one."""
    per_side = count // 2
    out: list[str] = []
    width = 42.0 if count < 6 else 34.0 if count < 8 else 29.0
    lean = 160.0 if per_side == 1 else 120.0 if per_side == 2 else 86.0 if per_side == 3 else 62.0
    # keep the outermost heads clear of the corner indices
    spread = min(76.0 * (per_side - 1), 2 * (166.0 - lean))
    offsets = _spread(per_side, spread, 0.0, centred=True)
    top, bottom = 122.0, 878.0
    for direction in (1, -1):
        # the two directions of the lattice in two woods, green and red, as on the old cards
        bark, shine = (p.GREEN, p.LIGHT_GREEN) if direction > 0 else (p.RED, "#e8756f")
        for offset in offsets:
            start = (_CX + offset - direction * lean, bottom)
            end = (_CX + offset + direction * lean, top)
            out += baton(start, end, width, bark=bark, shine=shine)
    if count % 2:
        out += baton((_CX, bottom + 6), (_CX, top - 6), width)
    return out


def _spread(count: int, outer: float, inner: float, centred: bool = False) -> list[float]:
    """``count`` values evenly from ``outer`` to ``inner`` (or symmetric around 0)."""
    if count == 0:
        return []
    if centred:
        if count == 1:
            return [0.0]
        step = 2 * outer / (count - 1) / 2
        return [-outer / 2 + i * step for i in range(count)]
    if count == 1:
        return [outer]
    return [outer + (inner - outer) * i / (count - 1) for i in range(count)]


def _ace_coins() -> list[str]:
    out = [circle(_CX, _CY, 232, **style(p.RED, p.INK, 5))]
    rays: list[Point] = []
    for k in range(48):
        angle = math.pi * k / 24
        radius = 232 if k % 2 == 0 else 205
        rays.append((_CX + radius * math.cos(angle), _CY + radius * math.sin(angle)))
    out.append(path(poly(rays), **style(p.GOLD_FILL, p.INK, 3)))
    out.append(circle(_CX, _CY, 196, **style(p.BLUE, p.INK, 4)))
    for k in range(24):
        angle = math.pi * k / 12
        out.append(circle(_CX + 183 * math.cos(angle), _CY + 183 * math.sin(angle), 7,
                          fill=p.LIGHT_GOLD))
    out.append(at(coin(168), _CX, _CY))
    for y in (120.0, 880.0):
        out.append(path(poly(star(_CX, y, 44, 18, 8)), **style(p.GOLD_FILL, p.INK, 3)))
        out.append(circle(_CX, y, 12, **style(p.RED, p.INK, 2)))
    for x, y in ((140.0, 330.0), (500.0, 330.0), (140.0, 670.0), (500.0, 670.0)):
        out += _leaf_spray(x, y, 1 if x < _CX else -1, 1 if y < _CY else -1)
    return out


def _leaf_spray(x: float, y: float, sx: int, sy: int) -> list[str]:
    out = [path(
        f"M{x:.0f} {y:.0f}C{x + sx * 30:.0f} {y + sy * 50:.0f} {x + sx * 60:.0f} "
        f"{y + sy * 70:.0f} {x + sx * 90:.0f} {y + sy * 80:.0f}",
        **style("none", p.GREEN, 6),
    )]
    for t, off in ((0.2, -1), (0.5, 1), (0.8, -1)):
        lx = x + sx * 90 * t
        ly = y + sy * 80 * (t ** 0.7)
        out.append(at([path("M0 0C10 -14 30 -14 40 0C30 14 10 14 0 0Z",
                            **style(p.GREEN, p.INK, 2))], lx, ly,
                      rotate=(-60 if sy > 0 else 60) * off * sx + (0 if sx > 0 else 180)))
    return out


def _ace_cups() -> list[str]:
    out: list[str] = []
    out.append(at(cup(560), _CX, 540))
    # a domed lid with a finial, as on the great cups of the Venetian aces
    out.append(path(
        "M215 292C230 230 280 205 320 205C360 205 410 230 425 292Z",
        **style(p.GOLD_FILL, p.INK, 5),
    ))
    out.append(path("M236 270C270 252 370 252 404 270", **style("none", p.RED, 10)))
    out.append(circle(_CX, 192, 24, **style(p.RED, p.INK, 4)))
    out.append(path(poly(star(_CX, 150, 30, 12, 6)), **style(p.GOLD_FILL, p.INK, 3)))
    for x in (150.0, 490.0):
        out.append(path(poly(star(x, 250, 30, 12, 8)), **style(p.GOLD_FILL, p.INK, 3)))
    return out


def _ace_swords() -> list[str]:
    out = sword((_CX, 830), (_CX, 700), (_CX, 400), (_CX, 110), 56)
    # a banderole wound round the blade
    out.append(path(
        "M150 560C210 500 270 520 320 545C370 570 420 590 480 530L498 585"
        "C438 645 370 625 320 600C270 575 220 560 168 615Z",
        **style(p.RED, p.INK, 4),
    ))
    out.append(path("M162 588C214 540 270 552 320 574C370 596 424 612 486 558",
                    **style("none", p.GOLD, 5)))
    return out


def _ace_batons() -> list[str]:
    out: list[str] = []
    # young shoots with leaves spring from the knots of the great club
    for x, y, sx in ((300.0, 300.0, -1), (340.0, 420.0, 1), (300.0, 660.0, -1), (340.0, 760.0, 1)):
        out.append(path(f"M{x:.0f} {y:.0f}C{x + sx * 60:.0f} {y - 30:.0f} {x + sx * 110:.0f} "
                        f"{y - 30:.0f} {x + sx * 150:.0f} {y - 70:.0f}",
                        **style("none", p.GREEN, 7)))
        for t in (0.45, 0.9):
            out.append(at([path("M0 0C12 -16 36 -16 50 0C36 16 12 16 0 0Z",
                                **style(p.GREEN if t < 0.5 else p.LIGHT_GREEN, p.INK, 2.5))],
                          x + sx * 150 * t, y - 70 * t ** 1.5,
                          rotate=-40 if sx > 0 else 220))
    out += baton((_CX, 880), (_CX, 140), 96)
    out.append(path(
        "M170 520C230 480 280 500 320 520C360 540 410 560 470 520L480 570"
        "C420 610 360 590 320 570C280 550 230 530 180 570Z",
        **style(p.RED, p.INK, 4),
    ))
    return out


_ACES = {"d": _ace_coins, "c": _ace_cups, "s": _ace_swords, "b": _ace_batons}
