"""Computer opponents for Scopa: Easy and Normal are Scopa's own heuristics, Hard the
game-neutral search (:mod:`engine.ai.search`) over Scopa's adapter; the seer, which sees
every hand, is for measurement only."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engine.ai import ALL_LEVELS, PLAYER_LEVELS, SearchPlayer, SeerPlayer, level_maker
from engine.players import Player
from engine.scopa.ai.adapter import ADAPTER
from engine.scopa.ai.easy import EasyPlayer
from engine.scopa.ai.normal import NormalPlayer
from engine.scopa.game import ScopaGame
from engine.scopa.hand import ScopaHand

__all__ = ["ALL_LEVELS", "PLAYER_LEVELS", "EasyPlayer", "HardPlayer", "NormalPlayer",
           "make_player", "make_seer"]


class HardPlayer(SearchPlayer):
    """Search over worlds dealt from the unseen cards: it knows only its view."""

    def __init__(self, rng: random.Random, **settings: Any) -> None:
        super().__init__(ADAPTER, rng, **settings)


#: A computer player of ``level`` (one of PLAYER_LEVELS) with its own seeded generator.
make_player = level_maker(EasyPlayer, NormalPlayer, HardPlayer)


def make_seer(game: Callable[[], ScopaGame], seed: int, *, budget_ms: float | None = None,
              iterations: int | None = None) -> Player:
    """The seer: Hard's search on the true deal of ``game()``. For measurement only."""

    def true_world() -> ScopaHand:
        return game().hand.clone()

    return SeerPlayer(ADAPTER, true_world, random.Random(seed),
                      budget_ms=budget_ms, iterations=iterations)
