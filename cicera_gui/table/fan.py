"""The one hand fan: the player's cards side by side in an area, overlapping when many."""

from __future__ import annotations

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
