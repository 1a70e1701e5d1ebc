"""Where words beside a thing go, the same at every table. A label (one box, or a column of
boxes such as a pile's event points, each its own box) may stand at a few spots round what it
labels, in the family's order of preference (:class:`Spot`); it takes the first spot where
it runs into nothing and stays inside the window, else the one where the fewest of its boxes
run into something (:func:`place`). A family says its labels as data (:class:`Label`: its
wordings, spots and tone); :class:`LabelPlacer` places them one after another, each clear of
those before it, and :func:`draw_labels` and :func:`label_tip` draw and explain them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import pygame

from cicera_gui.look import theme
from cicera_gui.look.theme import Fonts

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


#: A label's colour, read from the palette when drawn (high contrast follows).
Tone = Literal["cream", "gold"]


@dataclass(frozen=True)
class Label:
    """Words beside a thing on the table, as a family says them: its wordings, longest
    first (each a tuple of rows: the first that finds a clear place is used), the spots where
    it may stand, in order, and how: its rows as one block of centred lines, or a column of
    boxes, each row its own (and its own tooltip in ``tips``)."""

    wordings: tuple[tuple[str, ...], ...]
    spots: tuple[Spot, ...]
    column: bool = False
    tone: Tone = "cream"
    tips: tuple[str, ...] = ()
    #: Obstacles of the table it may stand on (the room of the pile it labels) ...
    ignores: tuple[pygame.Rect, ...] = ()
    #: ... and what it keeps clear of besides (the pile itself, in that room).
    avoids: tuple[pygame.Rect, ...] = ()
    #: What it keeps clear of instead of the table's obstacles, when given.
    among: tuple[pygame.Rect, ...] | None = None
    #: How much narrower and lower than the window its room is (half at each edge), pixels.
    inset: int = 0


@dataclass(frozen=True)
class Placed:
    """A label where it stands: the rows of its wording, and its boxes (one for a block, one
    a row for a column)."""

    label: Label
    rows: tuple[str, ...]
    boxes: tuple[pygame.Rect, ...]


class LabelPlacer:
    """Labels placed one after another in words of ``size`` pixels: each keeps clear of the
    table's ``obstacles`` and of the labels placed before it, inside ``window``."""

    def __init__(self, fonts: Fonts, size: int, obstacles: Sequence[pygame.Rect],
                 window: pygame.Rect) -> None:
        self.fonts = fonts
        self.size = size
        self.obstacles = list(obstacles)
        self.window = window
        self.placed: list[Placed] = []

    def add(self, label: Label) -> Placed:
        """``label`` at its first clear spot in its first wording that has one; else where
        the fewest of its boxes clash (an earlier wording and spot on a tie)."""
        taken = [box for placed in self.placed for box in placed.boxes]
        base = (self.obstacles if label.among is None else list(label.among))
        obstacles = [r for r in base if r not in label.ignores] + [*label.avoids, *taken]
        best: tuple[int, tuple[str, ...], list[pygame.Rect]] | None = None
        for rows in label.wordings:
            font = self.fonts.font(self.size, text=rows[0] if label.column else "".join(rows))
            sizes = [font.size(row) for row in rows]
            if not label.column:
                sizes = [(max(w for w, _h in sizes), sum(h for _w, h in sizes))]
            step = round(self.size * 1.3) if label.column else 0
            rects, clashing = place(sizes, label.spots, step, obstacles,
                                    self.window.inflate(-label.inset, -label.inset))
            if best is None or clashing < best[0]:
                best = (clashing, rows, rects)
            if clashing == 0:
                break
        assert best is not None, "a label needs a wording"
        placed = Placed(label, best[1], tuple(best[2]))
        self.placed.append(placed)
        return placed


def draw_labels(surface: pygame.Surface, fonts: Fonts, placed: Sequence[Placed],
                size: int) -> None:
    """Every placed label: a block's lines centred one under another, a column's boxes."""
    colour = {"cream": theme.CREAM, "gold": theme.GOLD}
    for label in placed:
        tone = colour[label.label.tone]
        if label.label.column:
            for box, row in zip(label.boxes, label.rows, strict=True):
                theme.draw_text(surface, fonts, row, box.topleft, size, tone, shadow=True,
                                group="table labels")
            continue
        (box,) = label.boxes
        step = box.height // len(label.rows)
        for index, row in enumerate(label.rows):
            theme.draw_text(surface, fonts, row, (box.centerx, box.top + index * step), size,
                            tone, shadow=True, group="table labels", anchor="midtop")


def label_tip(placed: Sequence[Placed], pos: tuple[int, int]) -> str | None:
    """What the label row under ``pos`` explains, if it explains anything."""
    for label in placed:
        for box, tip in zip(label.boxes, label.label.tips, strict=False):
            if tip and box.collidepoint(pos):
                return tip
    return None
