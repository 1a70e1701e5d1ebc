"""Suit signs as the figures hold them."""

from __future__ import annotations

from .pips_italian import baton, coin, cup, sword
from .svg import Point, at


def held_sign(suit: str, hand: Point, size: float = 1.0, staff_foot: float = 900) -> list[str]:
    """The sign of ``suit`` held in a hand at ``hand`` (drawn before the hand itself)."""
    x, y = hand
    if suit == "d":
        return [at(coin(62 * size), x + 6, y - 62 * size)]
    if suit == "c":
        return [at(cup(130 * size), x, y - 62 * size)]
    if suit == "s":
        return sword((x, y + 4), (x + 30 * size, y - 160 * size), (x + 10 * size, y - 260 * size),
                     (x - 30 * size, y - 330 * size), 26 * size)
    return baton((x, staff_foot), (x, y - 250 * size), 34 * size)
