"""Exact search of a hand's last plays in one fully known world (alpha-beta).

The seat's side maximises its hand value (:func:`engine.ai.playout.side_value`), every other
side minimises it (with three players that is the cautious, "paranoid" assumption). Used by
the search once few cards remain, on each sampled world, and by the seer.
"""

from __future__ import annotations

import time

from engine.ai.playout import side_value
from engine.cicera.hand import HandState
from engine.cicera.moves import legal_plays

INFINITY = 1e9


class SearchLimit(Exception):
    """The exact search went over its node or time budget; the caller plays out instead."""


def moves_of(state: HandState) -> list[tuple[int, tuple[int, ...]]]:
    """The seat to play's moves, big captures first (good alpha-beta order), then lays."""
    plays = legal_plays(state.hands[state.turn], state.table)
    return sorted(plays, key=lambda play: -len(play[1]) if play[1] else 1)


class ExactSearch:
    """Alpha-beta over the rest of one hand, counting nodes against a limit."""

    def __init__(self, side: int, node_limit: int, deadline: float | None = None) -> None:
        self.side = side
        self.node_limit = node_limit
        self.deadline = deadline  # a time.perf_counter() value, or None
        self.nodes = 0

    def value(self, state: HandState, alpha: float = -INFINITY, beta: float = INFINITY
              ) -> float:
        """The hand's exact value for ``side`` with best play by every side."""
        if not state.plays_left:
            return side_value(state.score(), self.side)
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise SearchLimit
        if self.deadline is not None and not self.nodes & 255 \
                and time.perf_counter() > self.deadline:
            raise SearchLimit
        maximizing = state.side_of[state.turn] == self.side
        best = -INFINITY if maximizing else INFINITY
        for card, capture in moves_of(state):
            child = state.clone()
            child.play(card, capture)
            value = self.value(child, alpha, beta)
            if maximizing:
                if value > best:
                    best = value
                    alpha = max(alpha, value)
            elif value < best:
                best = value
                beta = min(beta, value)
            if alpha >= beta:
                break
        return best

    def root_values(self, state: HandState, moves: list[tuple[int, tuple[int, ...]]]
                    ) -> list[float]:
        """The exact value of each of ``moves`` for the seat to play (full windows)."""
        values = []
        for card, capture in moves:
            child = state.clone()
            child.play(card, capture)
            values.append(self.value(child))
        return values
