"""Hard: determinized search over the unseen cards, and the seer that sees every hand.

For each sampled world (the unseen cards dealt at random consistently with the seat's view,
:func:`engine.cicera.determinize`) every candidate move is played and the hand finished by
knowledge-guided playouts; the same playout seed serves every candidate of a world, so the
candidates are compared on equal luck. Candidates are Normal's best few moves. Once the
stock is gone and few plays remain, each world is instead solved exactly (alpha-beta) and
every legal move is a candidate. The move with the best mean value over the worlds wins.

The budget is a number of worlds (``iterations``: the same seed and count give the same
move) or a time budget in milliseconds, or both (whichever ends first).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from engine.ai.exact import ExactSearch, SearchLimit
from engine.ai.normal import rated_moves
from engine.ai.playout import play_out, side_value
from engine.cicera.game import CiceraGame
from engine.cicera.hand import HandState
from engine.cicera.moves import Move
from engine.cicera.view import SeatView
from engine.cicera.worlds import determinize

DEFAULT_BUDGET_MS = 750.0  # p95 stays under a second per move on a busy 2-core machine
CANDIDATES = 6
EXACT_PLAYS = 8  # solve exactly once the stock is gone and this few plays remain
NODE_LIMIT = 30_000
EXACT_WORLDS = 48  # exact values are precise per world: fewer worlds are needed

MoveInts = tuple[int, tuple[int, ...]]


class SearchPlayer:
    """The determinized search; subclasses say where the worlds come from."""

    single_world = False  # True when every world is the same (the seer)

    def __init__(
        self,
        rng: random.Random,
        *,
        budget_ms: float | None = None,
        iterations: int | None = None,
        candidates: int = CANDIDATES,
        exact_plays: int = EXACT_PLAYS,
    ) -> None:
        if budget_ms is None and iterations is None:
            budget_ms = DEFAULT_BUDGET_MS
        self.rng = rng
        self.budget_ms = budget_ms
        self.iterations = iterations
        self.candidates = candidates
        self.exact_plays = exact_plays

    def world(self, view: SeatView) -> HandState:
        """One world consistent with what the player knows."""
        raise NotImplementedError

    def choose(self, view: SeatView) -> Move:
        start = time.perf_counter()
        rated = rated_moves(view)
        if len(rated) == 1:
            return rated[0][1]
        order = sorted(range(len(rated)), key=lambda i: -rated[i][0])  # stable: legal order
        exact = view.stock == 0 and view.plays_left <= self.exact_plays
        if not exact:
            order = order[: self.candidates]
        moves = [rated[i][1] for i in order]
        if len(moves) == 1:
            return moves[0]
        plain: list[MoveInts] = [(int(m.card), tuple(int(c) for c in m.capture)) for m in moves]
        totals = self._search(view, plain, exact, start)
        best = max(range(len(moves)), key=lambda i: totals[i])  # the first of equals
        return moves[best]

    def _search(self, view: SeatView, moves: list[MoveInts], exact: bool, start: float
                ) -> list[float]:
        deadline = None if self.budget_ms is None else start + self.budget_ms / 1000.0
        limit = self.iterations
        if exact:
            limit = min(limit, EXACT_WORLDS) if limit is not None else EXACT_WORLDS
        totals = [0.0] * len(moves)
        worlds = 0
        while True:
            world = self.world(view)
            values = None
            if exact:
                try:
                    search = ExactSearch(view.side, NODE_LIMIT, deadline)
                    values = search.root_values(world, moves)
                except SearchLimit:
                    values = None
            if values is None:
                values = self._playouts(world, moves, view.side)
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

    def _playouts(self, world: HandState, moves: list[MoveInts], side: int) -> list[float]:
        seed = self.rng.getrandbits(64)
        values = []
        for card, capture in moves:
            state = world.clone()
            state.play(card, capture)
            play_out(state, random.Random(seed))
            values.append(side_value(state.score(), side))
        return values


class HardPlayer(SearchPlayer):
    """Search over worlds dealt from the unseen cards: it knows only its view."""

    def world(self, view: SeatView) -> HandState:
        return determinize(view, self.rng).hand


class SeerPlayer(SearchPlayer):
    """The same search on the true deal: sees every hand. For measurement only."""

    single_world = True

    def __init__(
        self,
        game: Callable[[], CiceraGame],
        rng: random.Random,
        *,
        budget_ms: float | None = None,
        iterations: int | None = None,
    ) -> None:
        super().__init__(rng, budget_ms=budget_ms, iterations=iterations)
        self.game = game

    def world(self, view: SeatView) -> HandState:
        return self.game().hand.clone()
