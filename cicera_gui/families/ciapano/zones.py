"""Where the Ciapanò family's table puts things: the shared seats on an ellipse and your hand
(:class:`cicera_gui.table.ring.SeatRing`), and its own zones: the trick in the centre, each
seat's card towards its seat, and the talon (or monte, or the cards aside) right of your hand.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache, cached_property

import pygame

from cicera_gui.table.ring import RingLayout, SeatRing
from cicera_gui.table.sprites import card_height


@dataclass(frozen=True)
class TrickLayout(RingLayout):
    """The trick table for one window size, player count and card size."""

    @cached_property
    def centre(self) -> tuple[float, float]:
        return self.ring.centre

    def seat_rect(self, seat: int) -> pygame.Rect:
        return self.ring.seat_rect(seat)

    def own_rect(self) -> pygame.Rect:
        return self.ring.own_rect()

    def hand_area(self) -> pygame.Rect:
        return self.ring.hand_area()

    def hand_slots(self, count: int) -> list[pygame.Rect]:
        return self.ring.hand_slots(count)

    @cached_property
    def trick_card_width(self) -> int:
        if self.names_trick:
            return _grid_fit(self.size, self.players, self.card_scale)[0].width
        return _trick_fit(self.size, self.players, self.card_scale)[0]

    @property
    def names_trick(self) -> bool:
        """True when the trick's cards lie in the order played, not each towards its seat
        (six players or more, for whom the seats are too many for that): then each card
        says whose it is."""
        return self.players > 5

    def trick_slot(self, seat: int, order: int) -> pygame.Rect:
        """Where the trick's card of ``seat``, played ``order``-th (from 0) in the trick,
        lies: towards its seat; for six players or more in rows in the order played."""
        if self.names_trick:
            return _grid_fit(self.size, self.players, self.card_scale)[order].copy()
        width, rx, ry, cy = _trick_fit(self.size, self.players, self.card_scale)
        rect = pygame.Rect(0, 0, width, card_height(width))
        angle = math.radians(self.ring.seat_angle(seat))
        rect.center = (round(self.size[0] / 2 + rx * math.cos(angle)),
                       round(cy + ry * math.sin(angle)))
        return rect

    def trick_slots(self) -> list[pygame.Rect]:
        """Every place a trick card may lie."""
        if self.names_trick:
            return [rect.copy() for rect in _grid_fit(self.size, self.players, self.card_scale)]
        return [self.trick_slot(seat, 0) for seat in range(self.players)]

    def trick_area(self) -> pygame.Rect:
        slots = self.trick_slots()
        return slots[0].unionall(slots[1:])

    def pile_rect(self) -> pygame.Rect:
        """The talon, the monte or the cards aside: right of your hand."""
        u = self.unit
        width = round(self.card_width * 0.62)
        rect = pygame.Rect(0, 0, width, card_height(width))
        rect.bottomleft = (round(self.hand_area().right + u * 4), self.size[1] - round(u * 5.5))
        return rect

    def banner_rect(self) -> pygame.Rect:
        """The prompt's line (and a banner's), above your hand."""
        u = self.unit
        rect = pygame.Rect(0, 0, round(self.size[0] * 0.5), round(u * 6))
        rect.midtop = (self.size[0] // 2, round(self.hand_area().top - u * 8))
        return rect


def _trick_room(ring: SeatRing) -> tuple[list[pygame.Rect], float, float, float]:
    """What the trick must keep clear of (every opponent's panel, with a gap), the height
    its cards may start at and end at, and the gap."""
    size, u = ring.size, ring.unit
    gap = max(2.0, u * 0.6)
    panels = [ring.seat_rect(seat).inflate(round(gap), round(gap))
              for seat in range(1, ring.players)]
    # the cloth drawn round the trick reaches 3 units further: clear of the prompt's line
    top = max([rect.bottom for rect in panels
               if size[0] * 0.2 < rect.centerx < size[0] * 0.8] + [round(u * 2)]) + u * 3
    bottom = ring.hand_area().top - u * 11.5
    return panels, top, bottom, gap


@cache
def _trick_fit(size: tuple[int, int], players: int, card_scale: float
               ) -> tuple[int, float, float, float]:
    """The trick cards' width, the radii of the ellipse they lie on and its centre's height:
    between the top seats and the prompt over your hand, clear of every seat panel, the cards
    as large as fit without any two touching."""
    ring = SeatRing(size, players, card_scale)
    panels, top, bottom, gap = _trick_room(ring)
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
def _grid_fit(size: tuple[int, int], players: int, card_scale: float
              ) -> tuple[pygame.Rect, ...]:
    """The trick's places for six players or more, in the order played: two rows (the
    second one card shorter for an odd count), centred between the top seats and the
    prompt over your hand, clear of every seat panel, the cards as large as fit."""
    ring = SeatRing(size, players, card_scale)
    panels, top, bottom, _gap = _trick_room(ring)
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
