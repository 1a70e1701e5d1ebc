"""Computer opponents for Cicera: Easy, Normal and Hard, and the seer for measurement.

Easy and Normal are Cicera's own heuristics; Hard is the game-neutral search
(:mod:`engine.ai.search`) over Cicera's adapter. :func:`make_player` builds the levels
offered to players; the seer, which sees every hand, is built with :func:`make_seer`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engine.ai import ALL_LEVELS, PLAYER_LEVELS, SearchPlayer, SeerPlayer, level_maker
from engine.cicera.ai.adapter import ADAPTER
from engine.cicera.ai.easy import easy_player
from engine.cicera.ai.normal import NormalPlayer
from engine.cicera.game import CiceraGame
from engine.cicera.hand import HandState
from engine.players import Player

__all__ = [
    "ALL_LEVELS",
    "PLAYER_LEVELS",
    "HardPlayer",
    "NormalPlayer",
    "make_player",
    "make_seer",
]


class HardPlayer(SearchPlayer):
    """Search over worlds dealt from the unseen cards: it knows only its view."""

    def __init__(self, rng: random.Random, **settings: Any) -> None:
        super().__init__(ADAPTER, rng, **settings)


#: A computer player of ``level`` (one of PLAYER_LEVELS) with its own seeded generator.
make_player = level_maker(easy_player, NormalPlayer, HardPlayer)


def make_seer(game: Callable[[], CiceraGame], seed: int, *, budget_ms: float | None = None,
              iterations: int | None = None) -> Player:
    """The seer: Hard's search on the true deal of ``game()``. For measurement only."""

    def true_world() -> HandState:  # the game moves on: ask for it at every move
        return game().hand.clone()

    return SeerPlayer(ADAPTER, true_world, random.Random(seed),
                      budget_ms=budget_ms, iterations=iterations)
