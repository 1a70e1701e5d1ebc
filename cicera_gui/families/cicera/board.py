"""What Cicera's table shows: a game of captures' zones and last play
(:mod:`cicera_gui.table.capture_play`), and what is Cicera's own beside the cards: the event
points and the score as shown.

The board follows the engine as far as the animations have got: the engine runs ahead, and
:mod:`cicera_gui.families.cicera.director` moves the board along event by event. A position
is restored from the player's view alone: the other hands and the deck are hidden cards.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cicera_gui.table.capture_play import CaptureShown
from engine.cicera.view import SeatView


@dataclass
class Board(CaptureShown):
    """The cards as the table shows them, and Cicera's marks beside them."""

    events: list[list[int]] = field(default_factory=list)
    #: The match totals as shown: before the hand's scoring, they leave out its event points
    totals: list[int] = field(default_factory=list)
    #: True once the hand shown is scored (its points are in :attr:`totals`)
    scored: bool = False

    def clear(self) -> None:
        super().clear()
        self.events = [[0] * 5 for _ in range(self.sides)]
        self.scored = False
        if len(self.totals) != self.sides:
            self.totals = [0] * self.sides

    def score(self, side: int) -> int:
        """``side``'s match points as the table shows them now: the event points of the hand
        in play count from the moment of their capture, as the rules say."""
        return self.totals[side] + (0 if self.scored else sum(self.events[side]))

    def restore(self, view: SeatView) -> None:
        """Show the hand as the player's ``view`` has it (a game of captures' part,
        :meth:`~cicera_gui.table.capture_play.CaptureShown.show_view`), with its event points
        and the totals."""
        self.show_view(view)
        self.events = [list(counts) for counts in view.events]
        self.totals = list(view.totals)
