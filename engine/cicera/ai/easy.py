"""Easy: a beginner who grabs what it can.

It takes the capture with the most cards (now and then another capture it happens to see),
and when nothing can be taken it lays a card without thinking what the next player can do
with it, though like most beginners it holds on to the honours it knows about.
"""

from __future__ import annotations

import random

from engine.cicera.ai.values import PRECIOUS_MASK
from engine.cicera.view import SeatView
from engine.kinds.capture.moves import Move

_OTHER_CAPTURE = 0.25  # how often it takes some other capture than the biggest


class EasyPlayer:
    """Greedy for cards, blind to danger; every random choice from its own generator."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: SeatView) -> Move:
        moves = view.legal_moves()
        captures = [m for m in moves if m.capture]
        if captures:
            if len(captures) > 1 and self.rng.random() < _OTHER_CAPTURE:
                return self.rng.choice(captures)
            most = max(len(m.capture) for m in captures)
            return self.rng.choice([m for m in captures if len(m.capture) == most])
        plain = [m for m in moves if not PRECIOUS_MASK >> m.card & 1]
        return self.rng.choice(plain or moves)
