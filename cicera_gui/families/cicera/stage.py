"""What the parts of Cicera's table (its aids, labels, banners) need of the table, as a
protocol: the table holds them, and they know it only through this (no cycle back to the
table's module)."""

from __future__ import annotations

from typing import Protocol

from cicera_gui.families.cicera.board import Board
from cicera_gui.kinds.capture.labels import LabelledTable
from cicera_gui.kinds.capture.table import CaptureAidedTable
from cicera_gui.play.match import MatchController
from engine.cicera.game import CiceraGame


class CiceraStage(CaptureAidedTable, LabelledTable, Protocol):
    """Cicera's table as its parts see it."""

    @property
    def controller(self) -> MatchController[CiceraGame]: ...
    @property
    def board(self) -> Board: ...
