"""Easy: a beginner who takes what it can and lays without looking.

It takes the capture with the most cards (now and then another it happens to see), and when
nothing can be taken it lays any card, though it keeps the settebello if it has another."""

from __future__ import annotations

import random

from engine.kinds.capture.moves import Move
from engine.scopa.scoring import SETTEBELLO
from engine.scopa.view import SeatView

_OTHER_CAPTURE = 0.25


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
        plain = [m for m in moves if int(m.card) != SETTEBELLO]
        return self.rng.choice(plain or moves)
