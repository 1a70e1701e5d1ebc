"""The centre of a seat ring where every seat lays one card in turn (a trick).

Up to five seats, each card lies towards its seat, on a smaller ellipse than the seats';
with six or more the seats are too many for that, and the cards lie in two rows in the
order played (each then says whose it is). Either way the cards are as large as fit
between the top seats and the prompt over your hand, clear of every seat panel and never
touching one another.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache, cached_property

import pygame

from cicera_gui.table.ring import SeatRing
from cicera_gui.table.sprites import card_height

#: From this many seats on, the cards lie in rows in the order played.
ROWS_FROM = 6


@dataclass(frozen=True)
class SeatCentre:
    """Where the centre's cards lie on ``ring``'s table."""

    ring: SeatRing

    @property
    def in_rows(self) -> bool:
        """True when the cards lie in the order played, not each towards its seat: then
        each card says whose it is."""
        return self.ring.players >= ROWS_FROM

    @cached_property
    def card_width(self) -> int:
        if self.in_rows:
            return _rows_fit(self.ring)[0].width
        return _ellipse_fit(self.ring)[0]

    def slot(self, seat: int, order: int) -> pygame.Rect:
        """Where the card of ``seat``, laid ``order``-th (from 0), lies."""
        ring = self.ring
        if self.in_rows:
            return _rows_fit(ring)[order].copy()
        width, rx, ry, cy = _ellipse_fit(ring)
        rect = pygame.Rect(0, 0, width, card_height(width))
        angle = math.radians(ring.seat_angle(seat))
        rect.center = (round(ring.size[0] / 2 + rx * math.cos(angle)),
                       round(cy + ry * math.sin(angle)))
        return rect

    def slots(self) -> list[pygame.Rect]:
        """Every place a card may lie."""
        if self.in_rows:
            return [rect.copy() for rect in _rows_fit(self.ring)]
        return [self.slot(seat, 0) for seat in range(self.ring.players)]

    def area(self) -> pygame.Rect:
        slots = self.slots()
        return slots[0].unionall(slots[1:])


def _room(ring: SeatRing) -> tuple[list[pygame.Rect], float, float, float]:
    """What the centre must keep clear of (every opponent's panel, with a gap), the height
    its cards may start at and end at, and the gap."""
    size, u = ring.size, ring.unit
    gap = max(2.0, u * 0.6)
    panels = [ring.seat_rect(seat).inflate(round(gap), round(gap))
              for seat in range(ring.players) if seat != ring.viewer]
    # the cloth drawn round the centre reaches 3 units further: clear of the prompt's line
    top = max([rect.bottom for rect in panels
               if size[0] * 0.2 < rect.centerx < size[0] * 0.8] + [round(u * 2)]) + u * 3
    bottom = ring.hand_area().top - u * 11.5
    return panels, top, bottom, gap


@cache
def _ellipse_fit(ring: SeatRing) -> tuple[int, float, float, float]:
    """The cards' width, the radii of the ellipse they lie on and its centre's height, the
    cards as large as fit without any two touching."""
    size, players = ring.size, ring.players
    panels, top, bottom, gap = _room(ring)
    cy = (top + bottom) / 2
    room_w = size[0] * 0.5
    angles = [math.radians(ring.seat_angle(seat)) for seat in range(players)]
    width = round(ring.card_width * 0.9)
    while True:
        height = card_height(width)
        ry = max(0.0, (bottom - top) / 2 - height / 2)
        for scale in (1.0, 0.9, 0.8, 0.7, 0.6):
            rx = (room_w / 2 - width / 2) * scale
            rects = []
            for angle in angles:
                rect = pygame.Rect(0, 0, width, height)
                rect.center = (round(size[0] / 2 + rx * math.cos(angle)),
                               round(cy + ry * math.sin(angle)))
                rects.append(rect)
            apart = all(not a.inflate(round(gap), round(gap)).colliderect(b)
                        for i, a in enumerate(rects) for b in rects[i + 1:])
            clear = not any(rect.collidelist(panels) >= 0 for rect in rects)
            if (apart and clear) or width <= 30:
                return width, rx, ry, cy
        width -= 1


@cache
def _rows_fit(ring: SeatRing) -> tuple[pygame.Rect, ...]:
    """The places in the order played: two rows (the second one card shorter for an odd
    count), centred, the cards as large as fit."""
    size, players = ring.size, ring.players
    panels, top, bottom, _gap = _room(ring)
    u = ring.unit
    columns = (players + 1) // 2
    rows = (columns, players - columns)
    across, down = round(u * 2), round(u * 1.5)
    width = round(ring.card_width * 0.9)
    while True:
        height = card_height(width)
        total = rows[0] * width + (rows[0] - 1) * across
        top_y = round((top + bottom) / 2 - height - down / 2)
        rects = []
        for row, count in enumerate(rows):
            left = round(size[0] / 2 - (count * width + (count - 1) * across) / 2)
            for column in range(count):
                rects.append(pygame.Rect(left + column * (width + across),
                                         top_y + row * (height + down), width, height))
        fits = (total <= size[0] * 0.6 and 2 * height + down <= bottom - top
                and not any(rect.collidelist(panels) >= 0 for rect in rects))
        if fits or width <= 30:
            return tuple(rects)
        width -= 1
