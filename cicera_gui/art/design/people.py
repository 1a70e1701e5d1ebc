"""Parts of the court figures: heads, headgear, arms and hands, shared by both decks.

Heads and headgear are drawn around the centre of the face (face 72 units wide, 96 tall) and
placed with :func:`svg.at`; arms are drawn in card coordinates.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import palette as p
from .svg import Point, circle, ellipse, group, path, poly, ribbon, style

LINE = 4.5
HAIR_BROWN = "#6b3f1f"
HAIR_BLOND = "#d9a441"
HAIR_GREY = "#a49a90"
HAIR_BLACK = "#2e2420"


@dataclass(frozen=True)
class Costume:
    """The colours a figure wears."""

    main: str  # tunic or robe
    trim: str  # borders, belt, buttons
    cape: str
    hose_left: str
    hose_right: str
    hat: str
    hair: str = HAIR_BROWN
    lining: str = p.GOLD


def outlined(d: str, fill: str, width: float = LINE) -> str:
    return path(d, **style(fill, p.INK, width))


def head(hair: str, beard: bool = False, long_hair: bool = True, woman: bool = False) -> list[str]:
    """A face looking at the viewer, with hair (and a beard for the kings)."""
    out = [outlined("M-14 30L-14 66H14L14 30Z", p.SKIN)]
    if long_hair:
        out.append(outlined(
            "M-46 -10C-50 -50 -30 -68 0 -68C30 -68 50 -50 46 -10C48 20 50 42 58 58"
            "C42 66 30 60 24 48L-24 48C-30 60 -42 66 -58 58C-50 42 -48 20 -46 -10Z"
            if not woman else
            "M-46 -10C-50 -50 -30 -68 0 -68C30 -68 50 -50 46 -10C50 30 56 70 70 100"
            "C46 108 30 96 24 60L-24 60C-30 96 -46 108 -70 100C-56 70 -50 30 -46 -10Z",
            hair,
        ))
    out.append(ellipse(0, 0, 36, 46, **style(p.SKIN, p.INK, LINE)))
    out.append(outlined(
        "M-38 -12C-36 -46 -16 -54 0 -54C16 -54 36 -46 38 -12C30 -28 16 -34 0 -34"
        "C-16 -34 -30 -28 -38 -12Z",
        hair,
    ))
    for side in (-1, 1):
        out.append(ellipse(side * 14, -1, 7, 4.5, fill=p.WHITE))
        out.append(circle(side * 13, -1, 3.6, fill=p.INK))
        out.append(path(f"M{side * 23} -12Q{side * 14} -18 {side * 5} -12",
                        **style("none", hair if hair != HAIR_BLOND else HAIR_BROWN, 3.2)))
        out.append(circle(side * 21, 16, 8, fill="#e8837a", fill_opacity=0.35))
    out.append(path("M2 -2C4 8 7 12 3 17C1 18 -2 18 -4 16", **style("none", p.SKIN_SHADE, 3)))
    if beard:
        out.append(outlined(
            "M-36 4C-35 42 -20 74 0 88C20 74 35 42 36 4C28 26 18 36 0 36C-18 36 -28 26 -36 4Z",
            hair,
        ))
        out.append(outlined("M-18 25C-8 18 8 18 18 25C10 29 4 27 0 24C-4 27 -10 29 -18 25Z",
                            hair, 3))
    lips = "#c0392b" if not woman else "#d02c3c"
    out.append(path("M-8 29Q0 33 8 29Q0 37 -8 29Z", **style(lips, lips, 1.5)))
    if woman:
        for side in (-1, 1):
            out.append(path(f"M{side * 21} -4L{side * 25} -7", **style("none", p.INK, 2.4)))
    return out


def crown(gems: str = p.RED) -> list[str]:
    """A gold crown with five points, pearls and jewels."""
    out = [
        outlined("M-42 -56L-46 -104L-28 -76L-14 -110L0 -80L14 -110L28 -76L46 -104L42 -56Z",
                 p.GOLD_FILL),
        outlined("M-44 -30L44 -30L43 -60L-43 -60Z", p.GOLD_FILL),
    ]
    for x, y in ((-46, -104), (-14, -110), (14, -110), (46, -104)):
        out.append(circle(x, y, 6, **style(p.WHITE, p.INK, 2.5)))
    out.append(ellipse(0, -45, 8, 10, **style(gems, p.INK, 2.5)))
    for x in (-26, 26):
        out.append(ellipse(x, -45, 6, 8, **style(p.BLUE if gems != p.BLUE else p.GREEN,
                                                  p.INK, 2.5)))
    return out


def beret(colour: str, trim: str, feather: str = p.WHITE) -> list[str]:
    """The Fante's soft cap with a curling feather."""
    return [
        outlined("M28 -64C60 -118 112 -118 128 -86C100 -98 70 -88 44 -56Z", feather, 3.5),
        path("M40 -64C70 -100 100 -104 120 -92", **style("none", p.RED, 3)),
        outlined("M-50 -30C-56 -64 -22 -88 10 -86C44 -84 64 -66 58 -40C40 -48 -30 -46 -50 -30Z",
                 colour),
        outlined("M-50 -30C-22 -44 30 -48 58 -40L56 -26C30 -34 -22 -32 -48 -18Z", trim),
    ]


def plumed_hat(colour: str, trim: str, plume: str = p.RED) -> list[str]:
    """The Cavallo's brimmed hat with a plume."""
    return [
        outlined("M20 -80C30 -130 80 -140 100 -120C74 -118 54 -100 36 -70Z", plume, 3.5),
        outlined("M-36 -40C-38 -84 -20 -100 0 -100C20 -100 38 -84 36 -40Z", colour),
        outlined("M-36 -58C-12 -64 12 -64 36 -58L36 -46C12 -52 -12 -52 -36 -46Z", trim, 3),
        ellipse(0, -38, 66, 13, **style(colour, p.INK, LINE)),
    ]


def veil_crown(colour: str) -> list[str]:
    """A queen's small crown over a veil."""
    return [
        outlined("M-50 -30C-60 -70 -30 -86 0 -86C30 -86 60 -70 50 -30C40 -46 20 -52 0 -52"
                 "C-20 -52 -40 -46 -50 -30Z", colour),
        *_small_crown(),
    ]


def _small_crown() -> list[str]:
    return [
        outlined("M-32 -62L-34 -96L-18 -76L0 -102L18 -76L34 -96L32 -62Z", p.GOLD_FILL),
        circle(0, -102, 5, **style(p.WHITE, p.INK, 2)),
        circle(-34, -96, 4.5, **style(p.WHITE, p.INK, 2)),
        circle(34, -96, 4.5, **style(p.WHITE, p.INK, 2)),
        ellipse(0, -72, 5, 7, **style(p.RED, p.INK, 2)),
    ]


def limb(points: list[Point], widths: list[float], colour: str) -> str:
    """A sleeve or leg through ``points`` (3 or 4 of them): tapered segments, rounded joints.

    The pieces are outlined together (an ink pass under a fill pass), so the joints show no
    seams and a sharp bend cannot fold the outline.
    """
    count = len(points)
    if len(widths) == count:
        ws = list(widths)
    else:
        ws = [widths[0] + (widths[-1] - widths[0]) * i / (count - 1) for i in range(count)]
    shapes = []
    for i in range(count - 1):
        shapes.append(path(poly(ribbon([points[i], points[i + 1]], [ws[i], ws[i + 1]]))))
    joints = [circle(x, y, w / 2) for (x, y), w in zip(points[1:-1], ws[1:-1], strict=True)]
    pieces = shapes + joints
    return (
        group(pieces, fill=p.INK, stroke=p.INK, stroke_width=LINE * 2, stroke_linejoin="round")
        + group(pieces, fill=colour)
    )


def hand(x: float, y: float, r: float = 15) -> list[str]:
    return [circle(x, y, r, **style(p.SKIN, p.INK, LINE * 0.8))]


def arm(shoulder: Point, elbow: Point, wrist: Point, sleeve: str, cuff: str,
        width: float = 46) -> list[str]:
    """A sleeved arm ending in a hand at ``wrist``."""
    out = [limb([shoulder, elbow, wrist], [width, width * 0.8, width * 0.62], sleeve)]
    out.append(circle(shoulder[0], shoulder[1], width * 0.52, **style(sleeve, p.INK, LINE)))
    dx, dy = wrist[0] - elbow[0], wrist[1] - elbow[1]
    length = (dx * dx + dy * dy) ** 0.5 or 1
    ux, uy = dx / length, dy / length
    cx, cy = wrist[0] - ux * 8, wrist[1] - uy * 8
    out.append(outlined(poly(ribbon([(cx - ux * 8, cy - uy * 8), (cx + ux * 6, cy + uy * 6)],
                                    [width * 0.72, width * 0.72])), cuff, 3))
    out += hand(wrist[0] + ux * 12, wrist[1] + uy * 12)
    return out
