"""The French suit signs of the Rommé deck: diamonds, hearts, spades and clubs."""

from __future__ import annotations

from .svg import circle, group, path

_DIAMOND = "M0 -50C13 -31 25 -15 38 0C25 15 13 31 0 50C-13 31 -25 15 -38 0C-25 -15 -13 -31 0 -50Z"
_HEART = (
    "M0 48C-18 30 -49 10 -49 -17C-49 -37 -36 -48 -23 -48C-12 -48 -4 -41 0 -31"
    "C4 -41 12 -48 23 -48C36 -48 49 -37 49 -17C49 10 18 30 0 48Z"
)
_SPADE = (
    "M0 -50C-18 -29 -47 -11 -47 12C-47 30 -34 38 -22 38C-13 38 -6 34 -3 28"
    "C-5 38 -10 45 -19 50H19C10 45 5 38 3 28C6 34 13 38 22 38C34 38 47 30 47 12"
    "C47 -11 18 -29 0 -50Z"
)
_CLUB_STEM = "M-5 8C-5 30 -10 43 -20 50H20C10 43 5 30 5 8Z"


def french_pip(suit: str, height: float, colour: str) -> list[str]:
    """The sign for ``suit`` (d, c, s, b) ``height`` units tall, centred on the origin."""
    scale = height / 100
    if suit == "b":
        shapes = [
            circle(0, -25, 23), circle(-25, 10, 23), circle(25, 10, 23),
            circle(0, 2, 12), path(_CLUB_STEM),
        ]
    else:
        shapes = [path({"d": _DIAMOND, "c": _HEART, "s": _SPADE}[suit])]
    return [group(shapes, f"scale({scale:.4f})", fill=colour)]


def pip_width(suit: str) -> float:
    """Width of the sign as a fraction of its height."""
    return {"d": 0.76, "c": 0.98, "s": 0.94, "b": 0.96}[suit]
