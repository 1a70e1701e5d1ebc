"""The one valuation of moves in a world, for any family: what Hard's search, the hint and
the analysis all stand on.

In a world (a deal of the unseen cards consistent with what a seat knows) each move is
played and the hand finished: solved exactly (alpha-beta, every side at its best) where
that is asked for and stays within its node budget and deadline, else by the family's
playout policy with the same playout seed for every move, so that the moves are compared on
equal luck (common random numbers). Hard averages these values over the worlds its time
allows and takes the best; the analysis (:mod:`engine.ai.analyse`) averages them over as
many worlds as its verdict needs. This module knows no game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine.ai.adapter import SearchAdapter
from engine.ai.exact import ExactSearch, SearchLimit


def playout_values(adapter: SearchAdapter[Any, Any, Any], world: Any, moves: Sequence[Any],
                   side: int, rng: random.Random) -> list[float]:
    """Each move played in ``world`` and the hand finished by the family's playouts, every
    move with the one playout seed drawn from ``rng``: the hand's value to ``side``."""
    seed = rng.getrandbits(64)
    values = []
    for move in moves:
        state = adapter.clone(world)
        adapter.play(state, move)
        adapter.play_out(state, random.Random(seed))
        values.append(adapter.value(state, side))
    return values


def world_values(adapter: SearchAdapter[Any, Any, Any], world: Any, moves: Sequence[Any],
                 side: int, rng: random.Random, *, solve: bool, node_limit: int,
                 deadline: float | None = None) -> tuple[list[float], bool]:
    """Each move's value to ``side`` in ``world``, and whether the values are exact: solved
    exactly when ``solve`` and the search stays within ``node_limit`` nodes (and
    ``deadline``, a ``time.perf_counter()`` value), else by :func:`playout_values`."""
    if solve:
        try:
            search = ExactSearch(adapter, side, node_limit, deadline)
            return search.root_values(world, list(moves)), True
        except SearchLimit:
            pass
    return playout_values(adapter, world, moves, side, rng), False
