"""What one seat may know of a Scopa match: its hand, the table, every card taken so far
(each side's captures are seen as they are made), the scope, the sizes of the other hands
and of the rest of the deck, and the scores. :func:`engine.scopa.worlds.determinize` deals
the unseen cards at random into a full game that agrees with the view, for searching."""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import Card
from engine.kinds.capture.moves import Move, SeenCards
from engine.scopa.hand import plays_of
from engine.scopa.rules import ScopaRules


@dataclass(frozen=True, slots=True)
class SeatView(SeenCards):
    """The match as ``seat`` sees it."""

    rules: ScopaRules
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
    scope: tuple[int, ...]
    plays: tuple[tuple[int, Move], ...]
    last_capturer: int | None
    plays_left: int
    totals: tuple[int, ...]

    def legal_moves(self) -> list[Move]:
        """This seat's legal moves (the same order as :meth:`ScopaGame.legal_moves`)."""
        if self.turn != self.seat:
            return []
        return [Move.of(card, capture) for card, capture in
                plays_of([int(c) for c in self.hand], [int(c) for c in self.table])]


def view_type() -> type:
    """The type of a seat's view (the registry's ``view_type``)."""
    return SeatView
