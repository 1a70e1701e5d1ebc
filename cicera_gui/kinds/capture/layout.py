"""Where everything on a game of captures' table goes, in proportions of the window.

The player sits at the bottom. Play runs counter-clockwise, so the next seat is on the right;
in the four-player game the partner sits opposite, at the top. The others' hands lie face
down by their seats (sideways at the left and right); the table's cards in rows in the
middle; each side's pile beside its first seat; the deck and the score at the top left, the
last play at the bottom left (:mod:`cicera_gui.kinds.capture.play` places the cards).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import ClassVar

import pygame

from cicera_gui.table.corners import aid_column
from cicera_gui.table.fan import fan_slots, row_slots
from cicera_gui.table.ring import RingLayout
from cicera_gui.table.sprites import card_height

Position = str  # "bottom", "right", "top", "left"


@dataclass(frozen=True)
class CaptureLayout(RingLayout):
    """Every region of the table scene for one window size and player count.

    ``card_scale`` enlarges the cards (the larger-cards setting); ``tracker`` keeps room at
    the right of the table for the card tracker panel.
    """

    tracker: bool = False
    #: True when four play as two sides of partners (seats s and s + 2 share a pile).
    partners: bool = False
    #: The others sit on half the ring: at your right, opposite and at your left.
    span: ClassVar[float | None] = 180.0

    @property
    def width(self) -> int:
        return self.size[0]

    @property
    def height(self) -> int:
        return self.size[1]

    @cached_property
    def small_card_width(self) -> int:
        """Opponents' cards, the piles and the deck."""
        return max(28, round(self.card_width * 0.62))

    def position_of(self, seat: int) -> Position:
        return self.ring.side_of(seat)

    # -- hands --------------------------------------------------------------------------------

    def hand_slots(self, seat: int, count: int) -> list[pygame.Rect]:
        """The rectangles of a hand's cards, in order (overlapping when many)."""
        if count == 0:
            return []
        position = self.position_of(seat)
        if position == "bottom":  # the one hand fan, over 56 % of the window's width
            width = self.card_width
            height = card_height(width)
            span = round(self.width * 0.56)
            area = pygame.Rect(round(self.width / 2 - span / 2),
                               round(self.height - height - self.unit * 2.2), span, height)
            return fan_slots(area, width, count, spacing=1.08)
        width = self.small_card_width
        height = card_height(width)
        if position == "top":  # centred between the deck and the seat's panel, clear of both
            room = 2 * min(self.width / 2 - self.deck_rect().right,
                           self.seat_anchor(seat).left - self.width / 2) - self.unit * 3
            step = min(width * 0.42, self.width * 0.3 / max(1, count),
                       max(1.0, (room - width) / max(1, count - 1)))
            total = width + step * (count - 1)
            left = self.width / 2 - total / 2
            top = self.unit * 2.0
            return [pygame.Rect(round(left + i * step), round(top), width, height)
                    for i in range(count)]
        # left and right: a column of cards lying sideways
        step = min(width * 0.30, self.height * 0.30 / max(1, count))
        total = width + step * (count - 1)
        top = self.height * 0.44 - total / 2
        x = self.unit * 2.0 if position == "left" else self.width - height - self.unit * 2.0
        return [pygame.Rect(round(x), round(top + i * step), height, width) for i in range(count)]

    def seat_anchor(self, seat: int) -> pygame.Rect:
        """A box for the seat's name and count label, beside its hand."""
        position = self.position_of(seat)
        u = self.unit
        w, h = round(u * 26), round(u * 7.4)
        if position == "bottom":
            hand = self.hand_slots(seat, 1)[0]
            return pygame.Rect(round(u * 2), hand.bottom - h, w, h)
        if position == "top":
            return pygame.Rect(round(self.width / 2 + self.width * 0.16), round(u * 2),
                               round(u * 22), h)
        width = self.small_card_width
        below = self.height * 0.44 + self.height * 0.15 + width * 0.5 + u * 2
        x = u * 2 if position == "left" else self.width - w - u * 2
        return pygame.Rect(round(x), round(below), w, h)

    @cached_property
    def side_column(self) -> float:
        """Width taken at the left and right by a seat there: its hand and its pile."""
        return self.unit * 12 + card_height(self.small_card_width) + self.small_card_width

    # -- the table ----------------------------------------------------------------------------

    @property
    def table_area(self) -> pygame.Rect:
        u = self.unit
        top = card_height(self.small_card_width) + u * 5
        # below the frame: the prompt's line, then the player's hand with a card raised
        bottom = self.height - card_height(self.card_width) * 1.12 - u * 7.4
        side = self.side_column if self.players >= 3 else u * 30
        side = max(side, self.width * 0.17)
        width = self.width - 2 * side - (self.tracker_width + u * 2 if self.tracker else 0)
        return pygame.Rect(round(side), round(top), round(width), round(bottom - top))

    @property
    def tracker_width(self) -> float:
        return self.unit * 30

    @property
    def tracker_rect(self) -> pygame.Rect | None:
        """The card tracker's panel, at the right of the (narrowed) table."""
        if not self.tracker:
            return None
        area = self.table_area
        return pygame.Rect(area.right + round(self.unit * 2), area.y,
                           round(self.tracker_width), area.height)

    def table_slots(self, count: int) -> list[pygame.Rect]:
        """Table cards in rows, centred, never overlapping; smaller when there are many."""
        return row_slots(self.table_area, self.card_width, count)

    # -- piles, deck and panels ---------------------------------------------------------------

    def own_side(self) -> int:
        """The side of the seat drawn at the bottom."""
        return self.viewer % 2 if self.partners else self.viewer

    def pile_seat(self, side: int) -> int:
        """The seat a side's pile lies beside: yours beside you; the other partners' beside
        the one at your right; a player's own, beside them."""
        if not self.partners:
            return side
        return self.viewer if side == self.own_side() else (self.viewer + 1) % self.players

    def pile_rect(self, side: int) -> pygame.Rect:
        """Where a side's captured cards lie face down (beside :meth:`pile_seat`)."""
        width = self.small_card_width
        height = card_height(width)
        u = self.unit
        seat = self.pile_seat(side)
        position = self.position_of(seat)
        if position == "bottom":  # bottom right: between the widest hand and the aid buttons
            centre = (self.width * 0.78 + self.aid_column().left) / 2
            return pygame.Rect(round(centre - width / 2),
                               round(self.height - height - u * 5.5), width, height)
        if position == "top":  # right of the seat's name
            return pygame.Rect(self.seat_anchor(seat).right + round(u * 2), round(u * 2),
                               width, height)
        beside = u * 4 + card_height(width)  # the sideways hand's column
        top = round(self.height * 0.44 - height * 0.75)
        if position == "right":
            return pygame.Rect(round(self.width - beside - u * 2 - width), top, width, height)
        return pygame.Rect(round(beside + u * 2), top, width, height)

    def deck_rect(self) -> pygame.Rect:
        """The rest of the deck, beside the score panel."""
        width = self.small_card_width
        score = self.score_rect()
        return pygame.Rect(score.right + round(self.unit * 2.5), round(self.unit * 2), width,
                           card_height(width))

    def score_rect(self) -> pygame.Rect:
        """The score, top left, right of the menu button."""
        u = self.unit
        left = self.menu_button_rect().right + round(u * 1.5)
        return pygame.Rect(left, round(u * 2), round(u * 32), round(u * 4.6 * 4))

    def last_play_rect(self) -> pygame.Rect:
        """The last play, at the bottom left above the player's own name."""
        u = self.unit
        you = self.seat_anchor(self.viewer)
        bottom = you.top - round(u * 1.5)
        top = bottom - u * 16
        if self.players >= 3:  # keep clear of the left seat's name
            left = (self.viewer + self.players - 1) % self.players
            top = max(top, self.seat_anchor(left).bottom + u * 1.5)
        return pygame.Rect(round(u * 2), round(top), round(u * 31), round(bottom - top))

    def aid_column(self) -> pygame.Rect:
        """The shared corner of the aid buttons (at most four, the last play's lowest)."""
        return aid_column(self.size, self.unit, 4)
