"""The game-neutral part of the computer opponents: the determinized search, the exact
end-of-hand solver and the names of the levels.

Nothing here imports a game family: each family's levels and heuristics live in its own
package (``engine.cicera.ai``, ``engine.ciapano.ai``) and reach the search through a
:class:`engine.ai.adapter.SearchAdapter`. Every level is an :class:`engine.players.Player`:
``choose(view)`` gets only what its seat may know; the seer, which sees every hand, exists
for measurement only and is never offered to players.
"""

from __future__ import annotations

from engine.ai.adapter import SearchAdapter
from engine.ai.search import DEFAULT_BUDGET_MS, SearchPlayer, SeerPlayer

#: The levels a player can choose from, easiest first.
PLAYER_LEVELS = ("easy", "normal", "hard")
#: Every level a tournament knows, the seer included (measurement only).
ALL_LEVELS = (*PLAYER_LEVELS, "seer")

__all__ = [
    "ALL_LEVELS",
    "DEFAULT_BUDGET_MS",
    "PLAYER_LEVELS",
    "SearchAdapter",
    "SearchPlayer",
    "SeerPlayer",
]
