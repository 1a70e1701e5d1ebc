"""What the Ciapanò family's aids and calls need of its table, as a protocol: they are parts
the table holds, and know it only through this (no cycle back to the table's module)."""

from __future__ import annotations

from typing import Protocol

import pygame

from cicera_gui.families.ciapano.animation import CiapanoDirector
from cicera_gui.scenes.aids import AidedTable
from cicera_gui.table.sprites import CardSprite
from cicera_gui.table.trick_layout import TrickLayout
from engine.ciapano.game import CiapanoGame


class TrickStage(AidedTable[CiapanoGame], Protocol):
    """The trick table as its parts see it."""

    @property
    def layout_info(self) -> TrickLayout: ...
    @property
    def director(self) -> CiapanoDirector: ...

    def raised_rect(self, sprite: CardSprite) -> pygame.Rect: ...
    def seat_score(self, seat: int) -> str: ...
    def button_size(self) -> int: ...
