"""Computer opponents for Cicera: Easy, Normal and Hard, and the seer for measurement.

Every level is a :class:`engine.players.Player`: ``choose(view)`` gets only what its seat
may know. :func:`make_player` builds the levels offered to players; the seer, which sees
every hand, is built with :func:`make_seer` and is never offered to players.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.ai.easy import EasyPlayer
from engine.ai.normal import NormalPlayer
from engine.ai.search import DEFAULT_BUDGET_MS, HardPlayer, SeerPlayer
from engine.cicera.game import CiceraGame
from engine.players import Player

#: The levels a player can choose from, easiest first.
PLAYER_LEVELS = ("easy", "normal", "hard")
#: Every level the tournament knows, the seer included (measurement only).
ALL_LEVELS = (*PLAYER_LEVELS, "seer")

__all__ = [
    "ALL_LEVELS",
    "DEFAULT_BUDGET_MS",
    "PLAYER_LEVELS",
    "EasyPlayer",
    "HardPlayer",
    "NormalPlayer",
    "SeerPlayer",
    "make_player",
    "make_seer",
]


def make_player(level: str, seed: int, *, budget_ms: float | None = None,
                iterations: int | None = None) -> Player:
    """A computer player of ``level`` (one of PLAYER_LEVELS) with its own seeded generator.

    ``budget_ms`` and ``iterations`` set Hard's thinking: a time budget per move, a number
    of sampled worlds per move (deterministic for a seed), or both; neither: the default
    time budget.
    """
    rng = random.Random(seed)
    if level == "easy":
        return EasyPlayer(rng)
    if level == "normal":
        return NormalPlayer(rng)
    if level == "hard":
        return HardPlayer(rng, budget_ms=budget_ms, iterations=iterations)
    raise ValueError(f"unknown level {level!r}; choose one of {', '.join(PLAYER_LEVELS)}")


def make_seer(game: Callable[[], CiceraGame], seed: int, *, budget_ms: float | None = None,
              iterations: int | None = None) -> Player:
    """The seer: Hard's search on the true deal of ``game()``. For measurement only."""
    return SeerPlayer(game, random.Random(seed), budget_ms=budget_ms, iterations=iterations)
