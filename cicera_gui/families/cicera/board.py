"""What Cicera's table shows: a game of captures' zones, last play, event points and score
as shown (:mod:`cicera_gui.kinds.capture.play`), with Cicera's five event points.

The board follows the engine as far as the animations have got: the engine runs ahead, and
the kind's director moves the board along event by event. A position is restored from the
player's view alone: the other hands and the deck are hidden cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from cicera_gui.kinds.capture.play import CaptureShown
from engine.cicera.events import EventPoint
from engine.cicera.view import SeatView


@dataclass
class Board(CaptureShown):
    """The cards as the table shows them, and Cicera's event points beside them."""

    points: tuple[str, ...] = tuple(point.value for point in EventPoint)

    def restore(self, view: SeatView) -> None:
        """Show the hand as the player's ``view`` has it (a game of captures' part,
        :meth:`~cicera_gui.kinds.capture.play.CaptureShown.show_view`), with its event
        points."""
        self.show_view(view)
        self.events = [list(counts) for counts in view.events]
