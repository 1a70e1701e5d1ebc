"""Seats on an ellipse round the table for 2 to 8 players, at any window size.

You sit at the bottom; the others round the top from your right to your left in playing
order. Each seat has a panel (its name and what a player wants to know of it), kept inside
the window and clear of the menu button; your own panel sits left of your hand, and your hand
fans out at the bottom (:mod:`cicera_gui.table.fan`). Settings → Larger cards enlarges every
card (``card_scale``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property
from typing import ClassVar

import pygame

from cicera_gui.look import theme
from cicera_gui.table.corners import menu_button_rect, sheet_button_rect
from cicera_gui.table.fan import fan_slots
from cicera_gui.table.sprites import card_height

#: Larger cards (Settings) make every card this much larger.
LARGER_CARDS = 1.2


@dataclass(frozen=True)
class SeatRing:
    """Where the seats, their panels and your hand go, in proportions of the window."""

    size: tuple[int, int]
    players: int
    card_scale: float = 1.0
    #: The arc the others sit on, in degrees (None: wider the more they are, at most 220);
    #: 180 seats three others at your right, opposite and at your left.
    span: float | None = None
    #: The seat drawn at the bottom ("You": see :class:`cicera_gui.words.names.Seating`).
    viewer: int = 0

    @cached_property
    def unit(self) -> float:
        """The scenes' unit at this window's size."""
        return theme.unit(self.size)

    @cached_property
    def card_width(self) -> int:
        """The width of your cards."""
        w, h = self.size
        return max(40, round(min(h * 0.145, w * 0.085) * self.card_scale))

    @cached_property
    def centre(self) -> tuple[float, float]:
        return self.size[0] / 2, self.size[1] * 0.40

    def seat_angle(self, seat: int) -> float:
        """The seat's angle on the ellipse (screen degrees: 90 is you, at the bottom); the
        others follow in playing order from your right."""
        place = (seat - self.viewer) % self.players
        if place == 0:
            return 90.0
        others = self.players - 1
        if others == 1:
            return -90.0
        span = self.span if self.span is not None else min(220.0, 60.0 * (others - 1))
        return -90.0 + span / 2 - (place - 1) * span / (others - 1)

    def side_of(self, seat: int) -> str:
        """Which side of the window the seat is at: "bottom", "right", "top" or "left"."""
        angle = self.seat_angle(seat)
        if angle >= 45:
            return "bottom"
        if angle > -45:
            return "right"
        return "top" if angle >= -135 else "left"

    def seat_point(self, seat: int, scale: float = 1.0) -> tuple[float, float]:
        cx, cy = self.centre
        w, h = self.size
        angle = math.radians(self.seat_angle(seat))
        return (cx + w * 0.40 * scale * math.cos(angle),
                cy + h * 0.29 * scale * math.sin(angle))

    def panel_size(self) -> tuple[int, int]:
        u = self.unit
        return round(min(self.size[0] * 0.19, u * 34)), round(u * 11.5)

    def seat_rect(self, seat: int) -> pygame.Rect:
        """An opponent's panel at its place on the ellipse, inside the window and clear of
        the menu button."""
        return self._seat_rects[seat].copy()

    @cached_property
    def _seat_rects(self) -> tuple[pygame.Rect, ...]:
        """Every seat's panel, worked out once for the ring (a frame asks for each often)."""
        return tuple(self._place_seat(seat) for seat in range(self.players))

    def _place_seat(self, seat: int) -> pygame.Rect:
        u = self.unit
        rect = pygame.Rect((0, 0), self.panel_size())
        point = self.seat_point(seat)
        rect.center = (round(point[0]), round(point[1]))
        rect.clamp_ip(pygame.Rect(round(u * 1.5), round(u * 1.5),
                                  self.size[0] - round(u * 3), self.size[1] - round(u * 3)))
        menu = self.menu_button_rect()
        if rect.colliderect(menu.inflate(round(u * 2), round(u * 2))):
            rect.left = menu.right + round(u * 1.5)
        sheet = sheet_button_rect(self.size, u)
        if rect.colliderect(sheet.inflate(round(u * 2), round(u * 2))):
            rect.right = sheet.left - round(u * 1.5)
        return rect

    def own_rect(self) -> pygame.Rect:
        """Your own panel, left of your hand."""
        u = self.unit
        rect = pygame.Rect((0, 0), self.panel_size())
        rect.bottomright = (round(self.hand_area().left - u * 2), self.size[1] - round(u * 2.2))
        return rect

    def hand_area(self) -> pygame.Rect:
        """The band your hand fans out in, at the bottom."""
        w, h = self.size
        height = card_height(self.card_width)
        width = round(w * 0.5)
        return pygame.Rect(round(w / 2 - width / 2), round(h - height - self.unit * 2.2),
                           width, height)

    def hand_slots(self, count: int) -> list[pygame.Rect]:
        return fan_slots(self.hand_area(), self.card_width, count, spacing=1.05)

    def menu_button_rect(self) -> pygame.Rect:
        return menu_button_rect(self.size, self.unit)


@dataclass(frozen=True)
class RingLayout:
    """A family's layout round the seat ring, for one window size, player count and card
    size (Larger cards): the ring, and the unit, your cards' width and the menu button as
    the ring has them. A family's layout adds where its own zones lie."""

    size: tuple[int, int]
    players: int
    card_scale: float = 1.0
    #: The seat drawn at the bottom (see :attr:`SeatRing.viewer`).
    viewer: int = 0
    #: The arc the others sit on (see :attr:`SeatRing.span`); None: the ring's own.
    span: ClassVar[float | None] = None

    @cached_property
    def ring(self) -> SeatRing:
        return SeatRing(self.size, self.players, self.card_scale, span=self.span,
                        viewer=self.viewer)

    @cached_property
    def unit(self) -> float:
        """A hundredth of the window's smaller measure, for margins and text."""
        return self.ring.unit

    @cached_property
    def card_width(self) -> int:
        """The width of your cards."""
        return self.ring.card_width

    def menu_button_rect(self) -> pygame.Rect:
        """The shared corner's: top left."""
        return self.ring.menu_button_rect()
