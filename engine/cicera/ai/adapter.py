"""Cicera's side of the game-neutral search: its worlds, its fast play, its playouts, and a
hand's value for a side."""

from __future__ import annotations

import random
from collections.abc import Hashable

from engine.cicera.ai.normal import rated_moves
from engine.cicera.ai.playout import play_out, play_step, side_value
from engine.cicera.hand import HandState
from engine.cicera.moves import Play, legal_plays
from engine.cicera.view import SeatView
from engine.cicera.worlds import determinize
from engine.kinds.capture.moves import Move


def moves_of(state: HandState) -> list[Play]:
    """The seat to play's moves, big captures first (good alpha-beta order), then lays."""
    plays = legal_plays(state.hands[state.turn], state.table)
    return sorted(plays, key=lambda play: -len(play[1]) if play[1] else 1)


class CiceraAdapter:
    """What the search needs of Cicera (see :class:`engine.ai.adapter.SearchAdapter`)."""

    def rated_moves(self, view: SeatView) -> list[tuple[float, Move]]:
        return rated_moves(view)

    def side(self, view: SeatView) -> int:
        return view.side

    def solve_exactly(self, view: SeatView, exact_plays: int) -> bool:
        return view.stock == 0 and view.plays_left <= exact_plays

    def world(self, view: SeatView, rng: random.Random) -> HandState:
        return determinize(view, rng).hand

    def plain(self, move: Move) -> Play:
        return int(move.card), tuple(int(c) for c in move.capture)

    def clone(self, state: HandState) -> HandState:
        return state.clone()

    def play(self, state: HandState, plain: Play) -> None:
        state.play(*plain)

    def finished(self, state: HandState) -> bool:
        return not state.plays_left

    def mover_side(self, state: HandState) -> int:
        return state.side_of[state.turn]

    def moves(self, state: HandState) -> list[Play]:
        return moves_of(state)

    def key(self, state: HandState) -> Hashable:
        """Everything the rest of the hand's value depends on (for the exact search's table
        of positions already solved): the same cards taken in another order meet here."""
        return (state.turn, state.laid, state.last_capturer, state.voided,
                tuple(state.piles), tuple(map(tuple, state.events)),
                tuple(tuple(sorted(hand)) for hand in state.hands), tuple(sorted(state.table)))

    def value(self, state: HandState, side: int) -> float:
        return side_value(state.score(), side)

    def play_out(self, state: HandState, rng: random.Random) -> None:
        play_out(state, rng)

    def play_step(self, state: HandState, rng: random.Random) -> None:
        play_step(state, rng)


ADAPTER = CiceraAdapter()
