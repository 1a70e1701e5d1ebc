"""Determinized search over the unseen cards, for any family, and the seer that sees all.

For each sampled world (the unseen cards dealt at random consistently with the seat's view)
every candidate move is played and the hand finished by the family's playouts; the same
playout seed serves every candidate of a world, so the candidates are compared on equal
luck. Candidates are the family heuristic's best few moves. Once few plays remain and
nothing unseen is still to come into play, each world is instead solved exactly (alpha-beta)
and every legal move is a candidate. The move with the best mean value over the worlds wins.
A world's values come from :mod:`engine.ai.valuation`, as the hint's and the analysis's do:
one judge, Hard reading it within its time budget.

The budget is a number of worlds (``iterations``: the same seed and count give the same
move) or a time budget in milliseconds, or both (whichever ends first). The family speaks
through its :class:`engine.ai.adapter.SearchAdapter`; this module knows no game.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from engine.ai.adapter import SearchAdapter
from engine.ai.valuation import world_values

DEFAULT_BUDGET_MS = 750.0  # p95 stays under a second per move on a busy 2-core machine
CANDIDATES = 6
EXACT_PLAYS = 8  # solve exactly once nothing unseen is to come and this few plays remain
NODE_LIMIT = 30_000
EXACT_WORLDS = 48  # exact values are precise per world: fewer worlds are needed


class SearchPlayer:
    """The determinized search; :meth:`world` says where the worlds come from."""

    single_world = False  # True when every world is the same (the seer)

    def __init__(
        self,
        adapter: SearchAdapter[Any, Any, Any],
        rng: random.Random,
        *,
        budget_ms: float | None = None,
        iterations: int | None = None,
        candidates: int = CANDIDATES,
        exact_plays: int = EXACT_PLAYS,
        node_limit: int = NODE_LIMIT,
        exact_worlds: int = EXACT_WORLDS,
    ) -> None:
        if budget_ms is None and iterations is None:
            budget_ms = DEFAULT_BUDGET_MS
        self.adapter = adapter
        self.rng = rng
        self.budget_ms = budget_ms
        self.iterations = iterations
        self.candidates = candidates
        self.exact_plays = exact_plays
        self.node_limit = node_limit
        self.exact_worlds = exact_worlds

    def world(self, view: Any) -> Any:
        """One world consistent with what the player knows."""
        return self.adapter.world(view, self.rng)

    def choose(self, view: Any) -> Any:
        start = time.perf_counter()
        adapter = self.adapter
        rated = adapter.rated_moves(view)
        if len(rated) == 1:
            return rated[0][1]
        order = sorted(range(len(rated)), key=lambda i: -rated[i][0])  # stable: legal order
        exact = adapter.solve_exactly(view, self.exact_plays)
        if not exact:
            order = order[: self.candidates]
        moves = [rated[i][1] for i in order]
        if len(moves) == 1:
            return moves[0]
        plain = [adapter.plain(move) for move in moves]
        totals = self._search(view, plain, exact, start)
        best = max(range(len(moves)), key=lambda i: totals[i])  # the first of equals
        return moves[best]

    def _search(self, view: Any, moves: list[Any], exact: bool, start: float) -> list[float]:
        deadline = None if self.budget_ms is None else start + self.budget_ms / 1000.0
        limit = self.iterations
        if exact:
            limit = min(limit, self.exact_worlds) if limit is not None else self.exact_worlds
        side = self.adapter.side(view)
        totals = [0.0] * len(moves)
        worlds = 0
        while True:
            values, _solved = world_values(self.adapter, self.world(view), moves, side,
                                           self.rng, solve=exact, node_limit=self.node_limit,
                                           deadline=deadline)
            for i, value in enumerate(values):
                totals[i] += value
            worlds += 1
            if limit is not None and worlds >= limit:
                break
            if deadline is not None and time.perf_counter() >= deadline:
                break
            if exact and self.single_world:
                break
        return totals


class SeerPlayer(SearchPlayer):
    """The same search on the true deal: sees every hand. For measurement only.

    ``true_world()`` gives a fresh copy of the real position as the adapter's state.
    """

    single_world = True

    def __init__(self, adapter: SearchAdapter[Any, Any, Any],
                 true_world: Callable[[], Any], rng: random.Random, **settings: Any) -> None:
        super().__init__(adapter, rng, **settings)
        self.true_world = true_world

    def world(self, view: Any) -> Any:
        return self.true_world()
