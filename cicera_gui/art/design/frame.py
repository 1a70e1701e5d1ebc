"""The card blank shared by both decks: size, paper, border and corner indices."""

from __future__ import annotations

from collections.abc import Callable

from . import palette as p
from .font import draw_text
from .svg import at, group, rect

WIDTH = 640.0
HEIGHT = 1000.0
RADIUS = 40.0
ASPECT = WIDTH / HEIGHT

# the corner index: rank glyphs, then the suit sign beneath
INDEX_CX = 62.0
INDEX_TOP = 34.0
INDEX_RANK_HEIGHT = 104.0
INDEX_SIGN_CY = 200.0
INDEX_SIGN_SIZE = 84.0
INDEX_RIGHT = 114.0  # nothing else is drawn left of this, above INDEX_BOTTOM
INDEX_BOTTOM = 240.0


def blank(paper: str, edge: str = p.PAPER_EDGE) -> list[str]:
    """The rounded card with a fine border."""
    return [rect(3, 3, WIDTH - 6, HEIGHT - 6, RADIUS - 2, fill=paper, stroke=edge,
                 stroke_width=5)]


def corner_indices(
    label: str, ink: str, sign: Callable[[float], list[str]], plate: str | None = None
) -> list[str]:
    """The index (rank ``label`` over the suit sign) top left and, turned, bottom right.

    ``plate`` paints a rounded patch of that colour behind the index, for picture cards.
    """
    one: list[str] = []
    if plate is not None:
        one.append(rect(14, 20, INDEX_RIGHT - 10, INDEX_BOTTOM - 14, 18, fill=plate,
                        stroke=p.PAPER_EDGE, stroke_width=3))
    one.append(draw_text(label, INDEX_CX, INDEX_TOP, INDEX_RANK_HEIGHT, ink, weight=17,
                         max_width=92))
    one.append(at(sign(INDEX_SIGN_SIZE), INDEX_CX, INDEX_SIGN_CY))
    return [*one, group(one, f"rotate(180 {WIDTH / 2:.0f} {HEIGHT / 2:.0f})")]
