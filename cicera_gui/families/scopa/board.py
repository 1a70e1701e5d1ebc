"""What Scopa's table shows: a game of captures' zones, last play and score as shown
(:mod:`cicera_gui.kinds.capture.play`), with its one event point, the scopa, whose card is
turned face up across the side's pile, as players mark it."""

from __future__ import annotations

from dataclasses import dataclass

from cicera_gui.kinds.capture.play import CaptureShown
from engine.scopa.events import ScopaPoint
from engine.scopa.view import SeatView

SCOPA = ScopaPoint.SCOPA.value


@dataclass
class Board(CaptureShown):
    """The cards as the table shows them, each scopa's card across its pile."""

    points: tuple[str, ...] = (SCOPA,)
    turned: tuple[str, ...] = (SCOPA,)

    def restore(self, view: SeatView) -> None:
        """Show the hand as the player's ``view`` has it, the scope's cards across the piles
        (:func:`sweeps`)."""
        self.show_view(view)
        self.events = [[count] for count in view.scope]
        self.across = sweeps(view)
        self.cards.snap()


def sweeps(view: SeatView) -> list[int]:
    """The cards that made the hand's scope so far, in order: the captures after which the table lay
    empty, found by going back from the table after the last play (the table as it is, and
    at the hand's end the cards left on it, which went to the last taker's pile): a capture
    put its cards in a pile, a card laid lay on the table; later deals bring no table cards.
    The hand's last play is never a scopa."""
    moved = {int(card) for _seat, move in view.plays if move.capture
             for card in (move.card, *move.capture)}
    table = {int(card) for card in view.table}
    table |= {int(card) for pile in view.captured for card in pile} - moved  # the leftover
    found = []
    for index, (_seat, move) in enumerate(reversed(view.plays)):
        if move.capture:
            if not table and (index or view.plays_left):
                found.append(int(move.card))
            table |= {int(card) for card in move.capture}
        else:
            table.discard(int(move.card))
    return found[::-1]
