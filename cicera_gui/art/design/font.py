"""A small stroke font for the corner indices (nanosvg cannot render ``<text>``).

Each glyph is path data in a box 60 units wide and 100 tall (y grows downwards), drawn with a
round-capped stroke, so the indices stay bold and legible when a card is only 60 px wide.
"""

from __future__ import annotations

from .svg import group, num, path

GLYPH_HEIGHT = 100.0

# (path data, advance width)
_GLYPHS: dict[str, tuple[str, float]] = {
    "A": ("M2 100L30 0L58 100M13 66H47", 60),
    "1": ("M10 22L34 0V100", 42),
    "2": ("M5 24C5 8 17 0 30 0C45 0 55 10 55 25C55 45 38 60 4 100H58", 62),
    "3": (
        "M6 12C12 4 20 0 30 0C44 0 54 9 54 24C54 39 43 47 27 47C45 47 57 57 57 73"
        "C57 90 45 100 29 100C18 100 8 95 3 87",
        62,
    ),
    "4": ("M44 100V0L3 68H60", 63),
    "5": (
        "M54 2H12L8 45C15 39 22 37 30 37C47 37 57 49 57 67C57 87 45 100 28 100"
        "C18 100 9 96 3 89",
        62,
    ),
    "6": (
        "M52 9C47 3 40 0 32 0C13 0 5 24 5 54C5 85 15 100 31 100C47 100 57 88 57 70"
        "C57 52 46 41 31 41C18 41 8 49 5 61",
        62,
    ),
    "7": ("M3 2H57C40 30 27 62 23 100", 60),
    "8": (
        "M30 45C16 45 9 37 9 23C9 9 18 1 30 1C42 1 51 9 51 23C51 37 44 45 30 45"
        "C15 45 5 56 5 72C5 90 16 100 30 100C44 100 55 90 55 72C55 56 45 45 30 45Z",
        60,
    ),
    "9": (
        "M9 91C14 97 21 100 29 100C47 100 55 76 55 46C55 15 45 0 29 0C13 0 3 12 3 30"
        "C3 48 14 59 29 59C42 59 52 51 55 39",
        60,
    ),
    "0": ("M30 0C48 0 57 22 57 50C57 78 48 100 30 100C12 100 3 78 3 50C3 22 12 0 30 0Z", 60),
    "F": ("M55 2H8V100M8 48H45", 58),
    "C": ("M56 15C50 5 41 0 32 0C14 0 5 22 5 50C5 78 14 100 32 100C41 100 50 95 56 85", 60),
    "R": ("M8 100V2H33C48 2 56 11 56 26C56 42 46 51 31 51H8M31 51L58 100", 62),
    "J": ("M26 2H54M46 2V72C46 90 38 100 24 100C13 100 6 94 3 84", 58),
    "Q": (
        "M30 0C48 0 57 22 57 50C57 78 48 100 30 100C12 100 3 78 3 50C3 22 12 0 30 0Z"
        "M36 74L60 106",
        62,
    ),
    "K": ("M8 0V100M56 0L8 60M25 42L58 100", 62),
}


def text_width(text: str, tracking: float = 4) -> float:
    """The width of ``text`` in glyph units, before any condensing."""
    advances = [_GLYPHS[ch][1] for ch in text]
    return sum(advances) + tracking * (len(advances) - 1)


def draw_text(
    text: str, cx: float, top: float, height: float, colour: str, weight: float = 13,
    max_width: float | None = None, halo: str | None = None,
) -> str:
    """``text`` centred on ``cx`` with its top at ``top``, ``height`` units tall.

    A label wider than ``max_width`` (e.g. ``10``) is condensed horizontally. ``halo`` draws
    a wider stroke of that colour underneath, to lift the ink off a busy background.
    """
    scale = height / GLYPH_HEIGHT
    condense = 1.0
    width = text_width(text) * scale
    if max_width is not None and width > max_width:
        condense = max_width / width
        width = max_width
    x = cx - width / 2
    pieces = []
    for layer_colour, layer_weight in ((halo, weight * 2.1), (colour, weight)):
        if layer_colour is None:
            continue
        cursor = 0.0
        strokes = []
        for ch in text:
            d, advance = _GLYPHS[ch]
            strokes.append(group(
                [path(d)], f"translate({num(cursor)} 0)"
            ))
            cursor += advance + 4
        pieces.append(group(
            strokes,
            f"translate({num(x)} {num(top)}) scale({num(scale * condense)} {num(scale)})",
            fill="none", stroke=layer_colour, stroke_width=layer_weight,
            stroke_linecap="round", stroke_linejoin="round",
        ))
    return "".join(pieces)
