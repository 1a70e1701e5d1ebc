"""The Rommé number cards: the standard French pip layouts."""

from __future__ import annotations

from .frame import HEIGHT, WIDTH
from .layouts import french
from .pips_french import french_pip
from .svg import at, ellipse

PIP_HEIGHT = 138.0
ACE_HEIGHT = 330.0


def number_card(count: int, suit: str, colour: str) -> list[str]:
    """The signs of a French number card; signs in the lower half stand upside down."""
    if count == 1:
        out = [at(french_pip(suit, ACE_HEIGHT, colour), WIDTH / 2, HEIGHT / 2)]
        if suit == "s":  # the ace of spades gets its traditional flourish
            out.insert(0, ellipse(WIDTH / 2, HEIGHT / 2, 230, 290, fill="none",
                                  stroke=colour, stroke_width=5))
            out.insert(0, ellipse(WIDTH / 2, HEIGHT / 2, 214, 274, fill="none",
                                  stroke=colour, stroke_width=2, stroke_dasharray="10 10"))
            for dy in (-290, 290):
                out.append(at(french_pip("s", 60, colour), WIDTH / 2, HEIGHT / 2 + dy,
                              rotate=180 if dy > 0 else 0))
        return out
    return [
        at(french_pip(suit, PIP_HEIGHT, colour), x, y, rotate=180 if flipped else 0)
        for x, y, flipped in french(count)
    ]
