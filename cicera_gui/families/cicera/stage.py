"""What the parts of Cicera's table (its aids, labels, panels, banners) need of the table, as a
protocol: the table holds them, and they know it only through this (no cycle back to the
table's module)."""

from __future__ import annotations

from typing import Protocol

import pygame

from cicera_gui.families.cicera.board import Board
from cicera_gui.families.cicera.decoration import HonourStars
from cicera_gui.families.cicera.director import Director
from cicera_gui.scenes.aids import AidedTable
from cicera_gui.table.capture_layout import CaptureLayout
from engine.cicera.game import CiceraGame


class ScorePanel(Protocol):
    """Where the score panel is (the labels keep clear of it)."""

    def score_panel_rect(self) -> pygame.Rect: ...


class CiceraStage(AidedTable[CiceraGame], Protocol):
    """Cicera's table as its parts see it."""

    @property
    def layout_info(self) -> CaptureLayout: ...
    @property
    def board(self) -> Board: ...
    @property
    def director(self) -> Director: ...
    @property
    def stars(self) -> HonourStars: ...
    @property
    def panels(self) -> ScorePanel: ...
    @property
    def pointer(self) -> tuple[int, int]: ...
    @property
    def dragging(self) -> bool: ...

    def sheet_button_rect(self) -> pygame.Rect: ...

    def layout(self, size: tuple[int, int]) -> None: ...
