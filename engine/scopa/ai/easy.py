"""Easy: a beginner who takes what it can and lays without looking (the capture kind's
greedy player), though it keeps the settebello if it has another card to lay."""

from __future__ import annotations

import random

from engine.kinds.capture.ai import GreedyPlayer
from engine.scopa.scoring import SETTEBELLO


def easy_player(rng: random.Random) -> GreedyPlayer:
    """Easy, keeping the settebello when it can."""
    return GreedyPlayer(rng, 1 << SETTEBELLO)
