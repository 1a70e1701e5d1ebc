"""Computer opponents for Scopa: Easy and Normal's heuristic are Scopa's own, Hard the
game-neutral search (:mod:`engine.ai.search`) over Scopa's adapter; the seer, which sees
every hand, is for measurement only."""

from __future__ import annotations

from engine.ai import ALL_LEVELS, PLAYER_LEVELS, search_levels
from engine.scopa.ai.adapter import ADAPTER
from engine.scopa.ai.easy import easy_player
from engine.scopa.ai.normal import rated_moves
from engine.scopa.game import ScopaGame
from engine.scopa.hand import ScopaHand

__all__ = ["ALL_LEVELS", "PLAYER_LEVELS", "make_player", "make_seer"]


def _true_world(game: ScopaGame) -> ScopaHand:
    return game.hand.clone()


make_player, make_seer = search_levels(ADAPTER, easy_player, rated_moves, _true_world)
