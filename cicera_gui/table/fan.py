"""The shapes cards take on any table: the one hand fan (the player's cards side by side in
an area, overlapping when many) and the cards laid out in the middle (a fishing game's
table cards: in balanced rows, never overlapping, smaller when there are many)."""

from __future__ import annotations

import math

import pygame

from cicera_gui.table.sprites import card_height


def fan_slots(area: pygame.Rect, card_width: int, count: int, spacing: float = 1.06
              ) -> list[pygame.Rect]:
    """The rectangles of ``count`` cards ``card_width`` wide, centred in ``area`` at its top:
    ``spacing`` card widths apart while they fit, closer (overlapping) when they do not."""
    if count <= 0:
        return []
    height = card_height(card_width)
    step = (min(card_width * spacing, (area.width - card_width) / (count - 1))
            if count > 1 else 0.0)
    total = card_width + step * (count - 1)
    left = area.centerx - total / 2
    return [pygame.Rect(round(left + i * step), area.top, card_width, height)
            for i in range(count)]


def row_slots(area: pygame.Rect, card_width: int, count: int, gap: float = 0.14,
              smallest: int = 24) -> list[pygame.Rect]:
    """The rectangles of ``count`` cards in balanced rows centred in ``area``, ``gap`` card
    widths (and heights) apart, never overlapping: as wide as ``card_width`` while the rows
    fit, smaller (to ``smallest``) when they do not."""
    width = card_width
    while True:
        height = card_height(width)
        columns = max(1, int((area.width + width * gap) // (width * (1 + gap))))
        rows = max(1, math.ceil(count / columns))
        if rows * height * (1 + gap) - height * gap <= area.height or width <= smallest:
            break
        width = round(width * 0.92)
    per_row = math.ceil(count / rows) if count else 0
    top = area.centery - (rows * height * (1 + gap) - height * gap) / 2
    slots = []
    for row in range(rows):
        in_row = min(per_row, count - row * per_row)
        left = area.centerx - (in_row * width * (1 + gap) - width * gap) / 2
        slots += [pygame.Rect(round(left + column * width * (1 + gap)),
                              round(top + row * height * (1 + gap)), width, height)
                  for column in range(in_row)]
    return slots
