"""What the Ciapanò family's aids and calls need of its table, as a protocol: they are parts
the table holds, and know it only through this (no cycle back to the table's module)."""

from __future__ import annotations

from typing import Protocol

from cicera_gui.families.ciapano.animation import CiapanoDirector
from cicera_gui.kinds.trick.table import TrickAidedTable
from cicera_gui.play.match import MatchController
from cicera_gui.scenes.talk import TalkingTable
from engine.ciapano.game import CiapanoGame


class TrickStage(TrickAidedTable, TalkingTable, Protocol):
    """The trick table as its parts see it."""

    @property
    def controller(self) -> MatchController[CiapanoGame]: ...
    @property
    def director(self) -> CiapanoDirector: ...
