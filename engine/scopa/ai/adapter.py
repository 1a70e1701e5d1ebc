"""Scopa's side of the game-neutral search: its worlds, its fast play, its playouts, and a
hand's value for a side."""

from __future__ import annotations

import random
from collections.abc import Hashable

from engine.kinds.capture.moves import Move
from engine.scopa.ai.normal import rated_moves
from engine.scopa.ai.playout import play_out, play_step, side_value
from engine.scopa.hand import Play, ScopaHand
from engine.scopa.view import SeatView
from engine.scopa.worlds import determinize


class ScopaAdapter:
    """What the search needs of Scopa (see :class:`engine.ai.adapter.SearchAdapter`)."""

    def rated_moves(self, view: SeatView) -> list[tuple[float, Move]]:
        return rated_moves(view)

    def side(self, view: SeatView) -> int:
        return view.side

    def solve_exactly(self, view: SeatView, exact_plays: int) -> bool:
        return view.stock == 0 and view.plays_left <= exact_plays

    def world(self, view: SeatView, rng: random.Random) -> ScopaHand:
        return determinize(view, rng).hand

    def plain(self, move: Move) -> Play:
        return int(move.card), tuple(int(c) for c in move.capture)

    def clone(self, state: ScopaHand) -> ScopaHand:
        return state.clone()

    def play(self, state: ScopaHand, plain: Play) -> None:
        state.play(*plain)

    def finished(self, state: ScopaHand) -> bool:
        return not state.plays_left

    def mover_side(self, state: ScopaHand) -> int:
        return state.side_of[state.turn]

    def moves(self, state: ScopaHand) -> list[Play]:
        """The seat to play's plays, big captures first (good alpha-beta order), then lays."""
        return sorted(state.legal_plays(), key=lambda play: -len(play[1]) if play[1] else 1)

    def key(self, state: ScopaHand) -> Hashable:
        """Everything the rest of the hand's value depends on."""
        return (state.turn, state.last_capturer, tuple(map(tuple, map(sorted, state.piles))),
                tuple(state.scope), tuple(tuple(sorted(hand)) for hand in state.hands),
                tuple(sorted(state.table)))

    def value(self, state: ScopaHand, side: int) -> float:
        return side_value(state.score(), side)

    def play_out(self, state: ScopaHand, rng: random.Random) -> None:
        play_out(state, rng)

    def play_step(self, state: ScopaHand, rng: random.Random) -> None:
        play_step(state, rng)


ADAPTER = ScopaAdapter()
