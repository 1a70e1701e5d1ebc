"""The Ciapanò family's side of the game-neutral search: its worlds, its fast play, its
playouts, and what a finished hand is worth to a seat in the match around it.

An adapter is made for one decision (:meth:`CiapanoAdapter.for_view`): the value of a hand
depends on the scores before it and on who is still in (:class:`Standing`).
"""

from __future__ import annotations

import random

from engine.ciapano.ai.normal import rated_moves
from engine.ciapano.ai.playout import play_out, play_step, policy_card
from engine.ciapano.ai.values import Standing
from engine.ciapano.determinize import determinize
from engine.ciapano.hand import HandState
from engine.ciapano.moves import Choice, Move
from engine.ciapano.view import SeatView
from engine.kinds.trick.masks import cards_of


class CiapanoAdapter:
    """What the search needs of the Ciapanò family (see
    :class:`engine.ai.adapter.SearchAdapter`)."""

    def __init__(self, standing: Standing | None = None) -> None:
        self.standing = standing  # None until a decision gives it

    @classmethod
    def for_view(cls, view: SeatView) -> CiapanoAdapter:
        return cls(Standing(view.rules, view.totals, view.seats))

    def rated_moves(self, view: SeatView) -> list[tuple[float, Move]]:
        return rated_moves(view)

    def side(self, view: SeatView) -> int:
        return view.seat

    def solve_exactly(self, view: SeatView, exact_plays: int) -> bool:
        return view.talon == 0 and sum(view.hand_sizes) <= exact_plays

    def world(self, view: SeatView, rng: random.Random) -> HandState:
        return determinize(view, rng).hand

    def plain(self, move: Move) -> int:
        assert not isinstance(move, Choice), "the cappotto's choice is made without search"
        return int(move)

    def clone(self, state: HandState) -> HandState:
        return state.clone()

    def play(self, state: HandState, plain: int) -> None:
        state.play(plain)

    def finished(self, state: HandState) -> bool:
        return state.tricks_left == 0

    def mover_side(self, state: HandState) -> int:
        return state.turn

    def moves(self, state: HandState) -> list[int]:
        """The legal cards, the playout policy's card first (a good alpha-beta order)."""
        legal = state.legal_mask()
        first = policy_card(state, legal)
        return [first, *(c for c in cards_of(legal) if c != first)]

    def value(self, state: HandState, side: int) -> float:
        standing = self.standing
        assert standing is not None, "the adapter is made for one decision: use for_view"
        penalty = standing.penalties(state.points, state.tricks, state.last_winner)
        return standing.value(penalty, side)

    def play_out(self, state: HandState, rng: random.Random) -> None:
        play_out(state, rng)

    def play_step(self, state: HandState, rng: random.Random) -> None:
        play_step(state, rng)
