"""Exact search of a hand's last plays in one fully known world (alpha-beta), for any family.

The searching side maximises its hand value (the adapter's ``value``), every other side
minimises it (with three or more sides that is the cautious, "paranoid" assumption). Used by
the search once few cards remain, on each sampled world, and by the seer.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from engine.ai.adapter import SearchAdapter

INFINITY = 1e9


class SearchLimit(Exception):
    """The exact search went over its node or time budget; the caller plays out instead."""


class ExactSearch:
    """Alpha-beta over the rest of one hand, counting nodes against a limit."""

    def __init__(self, adapter: SearchAdapter[Any, Any, Any], side: int, node_limit: int,
                 deadline: float | None = None) -> None:
        self.adapter = adapter
        self.side = side
        self.node_limit = node_limit
        self.deadline = deadline  # a time.perf_counter() value, or None
        self.nodes = 0

    def value(self, state: Any, alpha: float = -INFINITY, beta: float = INFINITY) -> float:
        """The hand's exact value for ``side`` with best play by every side."""
        adapter = self.adapter
        if adapter.finished(state):
            return adapter.value(state, self.side)
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise SearchLimit
        if self.deadline is not None and not self.nodes & 255 \
                and time.perf_counter() > self.deadline:
            raise SearchLimit
        maximizing = adapter.mover_side(state) == self.side
        best = -INFINITY if maximizing else INFINITY
        for move in adapter.moves(state):
            child = adapter.clone(state)
            adapter.play(child, move)
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

    def root_values(self, state: Any, moves: Sequence[Any]) -> list[float]:
        """The exact value of each of ``moves`` for the seat to play (full windows)."""
        values = []
        for move in moves:
            child = self.adapter.clone(state)
            self.adapter.play(child, move)
            values.append(self.value(child))
        return values
