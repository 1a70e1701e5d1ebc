"""Exact search of a hand's last plays in one fully known world (alpha-beta), for any family.

The searching side maximises its hand value (the adapter's ``value``), every other side
minimises it (with three or more sides that is the cautious, "paranoid" assumption). Used by
the search once few cards remain, on each sampled world, and by the seer.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from engine.ai.adapter import SearchAdapter

INFINITY = 1e9
#: What a stored value is: the value itself, or only a bound on it (alpha-beta cut it off).
EXACT, LOWER, UPPER = 0, 1, 2


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
        #: Positions already searched, by the adapter's key (when it has one): their value
        #: and whether it is exact or a bound (the same position met by another order of
        #: the same plays is not searched again).
        self.key: Callable[[Any], Hashable] | None = getattr(adapter, "key", None)
        self.table: dict[Hashable, tuple[int, float]] = {}

    def value(self, state: Any, alpha: float = -INFINITY, beta: float = INFINITY) -> float:
        """The hand's exact value for ``side`` with best play by every side."""
        adapter = self.adapter
        if adapter.finished(state):
            return adapter.value(state, self.side)
        key = None
        if self.key is not None:
            key = self.key(state)
            known = self.table.get(key)
            if known is not None:
                kind, found = known
                if kind == EXACT:
                    return found
                if kind == LOWER:
                    alpha = max(alpha, found)
                else:
                    beta = min(beta, found)
                if alpha >= beta:
                    return found
        window = (alpha, beta)
        best = self._search(state, alpha, beta)
        if key is not None:
            kind = UPPER if best <= window[0] else LOWER if best >= window[1] else EXACT
            self.table[key] = (kind, best)
        return best

    def _search(self, state: Any, alpha: float, beta: float) -> float:
        adapter = self.adapter
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
