"""The same corners at every table: the menu button top left, the score sheet's button top
right, the aid buttons (Hint, Undo, Tracker, Last trick or Last play) stacked bottom right
with the last lowest; and the one size of the small labels round a table and of the
buttons' words."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from cicera_gui.look.theme import Fonts

#: Margins and sizes, in the table's unit (a hundredth of the window's smaller measure).
MARGIN = 1.5
MENU_SIDE = 6.0
AID_WIDTH = 18.0
AID_HEIGHT = 5.0
AID_GAP = 1.0
LABEL = 2.1
BUTTON_TEXT = 2.3


def menu_button_rect(size: tuple[int, int], unit: float) -> pygame.Rect:
    """The menu button, in the top-left corner."""
    side = round(unit * MENU_SIDE)
    return pygame.Rect(round(unit * MARGIN), round(unit * MARGIN), side, side)


def sheet_button_rect(size: tuple[int, int], unit: float) -> pygame.Rect:
    """The score sheet's button, in the top-right corner, as wide as an aid button."""
    width, height = round(unit * AID_WIDTH), round(unit * AID_HEIGHT)
    return pygame.Rect(size[0] - round(unit * MARGIN) - width, round(unit * MARGIN), width,
                       height)


def aid_button_rects(size: tuple[int, int], unit: float, count: int) -> list[pygame.Rect]:
    """``count`` aid buttons stacked in the bottom-right corner, the last lowest."""
    width, height = round(unit * AID_WIDTH), round(unit * AID_HEIGHT)
    step = height + round(unit * AID_GAP)
    right = size[0] - round(unit * MARGIN)
    bottom = size[1] - round(unit * MARGIN)
    return [pygame.Rect(right - width, bottom - height - (count - 1 - index) * step, width,
                        height) for index in range(count)]


def aid_column(size: tuple[int, int], unit: float, count: int) -> pygame.Rect:
    """The room the aid buttons take (for a family's zones to keep clear of)."""
    rects = aid_button_rects(size, unit, max(1, count))
    return rects[0].unionall(rects[1:])


def label_size(unit: float) -> int:
    """The one size of the small labels round a table (counts, piles, seats' details)."""
    return round(unit * LABEL)


def button_text_size(fonts: Fonts, entries: Sequence[tuple[str, pygame.Rect]], unit: float
                     ) -> int:
    """One size for every button's words at a table: the largest at which each fits."""
    return min((fonts.fit(text, round(unit * BUTTON_TEXT), rect.width - round(unit * 2))
                for text, rect in entries), default=round(unit * BUTTON_TEXT))
