"""Where words beside a thing go, the same at every table. A label (one box, or a column of
boxes such as a pile's event points, each its own box) may stand at a few spots round what it
labels, in the family's order of preference (:class:`Spot`); it takes the first spot where
it runs into nothing and stays inside the window, else the one where the fewest of its boxes
run into something (:func:`place`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import pygame

#: How a column's first box holds to its spot; a column held by its boxes' foot grows upward.
Align = Literal["midtop", "topleft", "topright", "midleft", "bottomleft", "bottomright",
                "midbottom"]


@dataclass(frozen=True)
class Spot:
    """A point a label's column hangs from, and how its first box holds to it."""

    at: tuple[float, float]
    align: Align

    @property
    def upward(self) -> bool:
        return self.align in ("bottomleft", "bottomright", "midbottom")


def column(sizes: Sequence[tuple[int, int]], spot: Spot, step: float) -> list[pygame.Rect]:
    """Boxes of ``sizes`` in a column from ``spot``, ``step`` pixels apart."""
    x, y = spot.at
    sign = -1 if spot.upward else 1
    rects = []
    for index, size in enumerate(sizes):
        rect = pygame.Rect((0, 0), size)
        setattr(rect, spot.align, (round(x), round(y + sign * index * step)))
        rects.append(rect)
    return rects


def clashes(rects: Sequence[pygame.Rect], obstacles: Sequence[pygame.Rect],
            window: pygame.Rect) -> int:
    """How many of ``rects`` run into an obstacle or out of the window (each counted once
    for each)."""
    return sum((rect.collidelist(obstacles) >= 0) + (not window.contains(rect))
               for rect in rects)


def place(sizes: Sequence[tuple[int, int]], spots: Sequence[Spot], step: float,
          obstacles: Sequence[pygame.Rect], window: pygame.Rect
          ) -> tuple[list[pygame.Rect], int]:
    """The label's boxes at the first of ``spots`` where they run into nothing, else at the
    first of those where the fewest clash; and how many clash there (0: a clear place)."""
    best: tuple[list[pygame.Rect], int] | None = None
    for spot in spots:
        rects = column(sizes, spot, step)
        count = clashes(rects, obstacles, window)
        if count == 0:
            return rects, 0
        if best is None or count < best[1]:
            best = (rects, count)
    if best is None:
        raise ValueError("a label needs at least one spot")
    return best
