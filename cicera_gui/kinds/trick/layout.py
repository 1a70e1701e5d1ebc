"""Where a trick game's table puts things: the shared seats on an ellipse and your hand
(:class:`cicera_gui.table.ring.SeatRing`), the trick in the shared centre (a card towards
each seat: :class:`cicera_gui.table.centre.SeatCentre`), a stack right of your hand (the
talon, or the cards left over) and the prompt's line above your hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import pygame

from cicera_gui.table.centre import SeatCentre
from cicera_gui.table.ring import RingLayout
from cicera_gui.table.sprites import card_height


@dataclass(frozen=True)
class TrickLayout(RingLayout):
    """A trick game's table for one window size, player count and card size."""

    @cached_property
    def centre(self) -> tuple[float, float]:
        return self.ring.centre

    @cached_property
    def trick(self) -> SeatCentre:
        """Where the trick's cards lie."""
        return SeatCentre(self.ring)

    def seat_rect(self, seat: int) -> pygame.Rect:
        return self.ring.seat_rect(seat)

    def own_rect(self) -> pygame.Rect:
        return self.ring.own_rect()

    def hand_area(self) -> pygame.Rect:
        return self.ring.hand_area()

    def hand_slots(self, count: int) -> list[pygame.Rect]:
        return self.ring.hand_slots(count)

    def pile_rect(self) -> pygame.Rect:
        """A stack right of your hand: the talon, or the cards left over."""
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
