"""The game-neutral part of the computer opponents: the determinized search, the exact
end-of-hand solver and the names of the levels.

Nothing here imports a game family: each family's levels and heuristics live in its own
package (``engine.cicera.ai``, ``engine.ciapano.ai``) and reach the search through a
:class:`engine.ai.adapter.SearchAdapter`. Every level is an :class:`engine.players.Player`:
``choose(view)`` gets only what its seat may know; the seer, which sees every hand, exists
for measurement only and is never offered to players.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from typing import Any

from engine.ai.adapter import SearchAdapter
from engine.ai.search import DEFAULT_BUDGET_MS, SearchPlayer, SeerPlayer
from engine.players import Player

#: The levels a player can choose from, easiest first.
PLAYER_LEVELS = ("easy", "normal", "hard")
#: Every level a tournament knows, the seer included (measurement only).
ALL_LEVELS = (*PLAYER_LEVELS, "seer")

#: make_player(level, seed, budget_ms=..., iterations=...), as a family's registry entry has it.
MakePlayer = Callable[..., Player]
#: make_seer(game, seed, budget_ms=..., iterations=...): the seer on ``game()``'s true deal.
MakeSeer = Callable[..., Player]


def level_maker(easy: Callable[[random.Random], Player],
                normal: Callable[[random.Random], Player],
                hard: Callable[..., Player]) -> MakePlayer:
    """A family's ``make_player`` from its three levels: each player gets its own generator
    seeded with ``seed``; ``budget_ms`` and ``iterations`` set Hard's thinking (a time
    budget per move, a number of sampled worlds per move, or both; neither: the default
    time budget)."""

    def make_player(level: str, seed: int, *, budget_ms: float | None = None,
                    iterations: int | None = None) -> Player:
        rng = random.Random(seed)
        if level == "easy":
            return easy(rng)
        if level == "normal":
            return normal(rng)
        if level == "hard":
            return hard(rng, budget_ms=budget_ms, iterations=iterations)
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(PLAYER_LEVELS)}")

    return make_player


class BestRated:
    """A one-ply player: the move its family's heuristic rates best (``rated(view)``: every
    legal move with its value, in the legal order), the first of equals. Deterministic; it
    takes a generator like every level."""

    def __init__(self, rated: Callable[[Any], list[tuple[float, Any]]],
                 rng: random.Random | None = None) -> None:
        self.rated = rated
        self.rng = rng

    def choose(self, view: Any) -> Any:
        return max(self.rated(view), key=lambda item: item[0])[1]


def search_levels(adapter: SearchAdapter[Any, Any, Any],
                  easy: Callable[[random.Random], Player],
                  rated: Callable[[Any], list[tuple[float, Any]]],
                  true_world: Callable[[Any], Any]) -> tuple[MakePlayer, MakeSeer]:
    """A family's ``make_player`` and ``make_seer`` from its Easy, its heuristic (Normal
    plays the best rated move) and its search adapter (Hard, and the seer on the true deal:
    ``true_world(game)`` is the hand state of the game as it stands)."""

    def hard(rng: random.Random, **settings: Any) -> Player:
        return SearchPlayer(adapter, rng, **settings)

    def make_seer(game: Callable[[], Any], seed: int, *, budget_ms: float | None = None,
                  iterations: int | None = None) -> Player:
        return SeerPlayer(adapter, lambda: true_world(game()), random.Random(seed),
                          budget_ms=budget_ms, iterations=iterations)

    return level_maker(easy, partial(BestRated, rated), hard), make_seer


__all__ = [
    "ALL_LEVELS",
    "DEFAULT_BUDGET_MS",
    "PLAYER_LEVELS",
    "BestRated",
    "MakePlayer",
    "SearchAdapter",
    "SearchPlayer",
    "SeerPlayer",
    "level_maker",
    "search_levels",
]
