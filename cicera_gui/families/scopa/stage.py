"""What the parts of Scopa's table (its aids, its banner) need of the table, as a protocol:
the table holds them, and they know it only through this."""

from __future__ import annotations

from typing import Protocol

from cicera_gui.families.scopa.board import Board
from cicera_gui.kinds.capture.table import CaptureAidedTable
from cicera_gui.play.match import MatchController
from engine.scopa.game import ScopaGame


class ScopaStage(CaptureAidedTable, Protocol):
    """Scopa's table as its parts see it."""

    @property
    def controller(self) -> MatchController[ScopaGame]: ...
    @property
    def board(self) -> Board: ...
