"""What one seat may know of a Cicera match.

A computer opponent receives a :class:`SeatView`, never the game: its own hand, the table,
every card played and captured so far, the sizes of the other hands and of the rest of the
deck, and the scores. :func:`engine.cicera.worlds.determinize` deals the unseen cards at
random into a full game that agrees with the view, for searching.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import Card
from engine.cicera.events import EventPoint, points_from_mask
from engine.cicera.hand import capture_events
from engine.cicera.moves import legal_plays
from engine.cicera.rules import CiceraRules
from engine.kinds.capture.moves import Move, SeenCards


@dataclass(frozen=True, slots=True)
class SeatView(SeenCards):
    """The match as ``seat`` sees it."""

    rules: CiceraRules
    players: int
    seat: int
    hand_number: int
    dealer: int
    turn: int | None
    hand: tuple[Card, ...]
    table: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock: int
    captured: tuple[frozenset[Card], ...]
    events: tuple[tuple[int, ...], ...]
    plays: tuple[tuple[int, Move], ...]
    laid: Card | None
    last_capturer: int | None
    plays_left: int
    totals: tuple[int, ...]

    def points_of(self, move: Move) -> tuple[EventPoint, ...]:
        """The event points ``move`` would score now (what the forced-points rule cancels
        on the hand's last play left out)."""
        if not move.capture:
            return ()
        laid = -1 if self.laid is None else int(self.laid)
        last_play = self.rules.forced_points_void and self.plays_left == 1
        mask, _ = capture_events(int(move.card), [int(c) for c in move.capture],
                                 len(self.table), laid, self.rules.cinquina, last_play)
        return points_from_mask(mask)

    def legal_moves(self) -> list[Move]:
        """This seat's legal moves (the same order as :meth:`CiceraGame.legal_moves`)."""
        return [Move.of(card, capture) for card, capture in legal_plays(self.hand, self.table)]
