"""Colours and shared gradients: the traditional card palette of red, gold, blue and green."""

from __future__ import annotations

from .svg import linear_gradient, radial_gradient

INK = "#241a14"
CREAM = "#fbf6e8"
PAPER_EDGE = "#3a2f28"
RED = "#c4262e"
DARK_RED = "#86161c"
GOLD = "#f3c233"
LIGHT_GOLD = "#ffe68a"
DARK_GOLD = "#b07a12"
BLUE = "#2353a6"
LIGHT_BLUE = "#6f9ad8"
DARK_BLUE = "#15306a"
GREEN = "#2f7d3a"
LIGHT_GREEN = "#6fb157"
DARK_GREEN = "#1b4d24"
SKIN = "#f5d3b0"
SKIN_SHADE = "#d9a582"
BROWN = "#7a4a26"
WHITE = "#ffffff"
BLACK = "#1c1c1c"
STEEL = "#dfe8f2"

GOLD_FILL = "url(#gold)"
GOLD_DISC = "url(#goldDisc)"

GRADIENTS = (
    linear_gradient("gold", [(0, LIGHT_GOLD), (0.55, GOLD), (1, DARK_GOLD)], 0, 0, 1, 1),
    radial_gradient("goldDisc", [(0, LIGHT_GOLD), (0.6, GOLD), (1, DARK_GOLD)], fx=0.38, fy=0.35),
)
