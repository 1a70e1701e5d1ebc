"""Players: anything that picks a move from what its seat may see, of any family."""

from __future__ import annotations

import random
from typing import Any, Protocol


class Player(Protocol):
    """Picks a move from its seat's view (never from the game itself)."""

    def choose(self, view: Any) -> Any: ...


class RandomPlayer:
    """Plays a uniformly random legal move, from its own seeded generator."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: Any) -> Any:
        return self.rng.choice(view.legal_moves())
