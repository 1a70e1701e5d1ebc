"""Easy: a beginner who grabs what it can (the capture kind's greedy player,
:class:`engine.kinds.capture.ai.GreedyPlayer`): it takes the capture with the most cards,
and when nothing can be taken it lays a card without thinking what the next player can do
with it, though like most beginners it holds on to the honours it knows about."""

from __future__ import annotations

import random

from engine.cicera.ai.values import PRECIOUS_MASK
from engine.kinds.capture.ai import GreedyPlayer


def easy_player(rng: random.Random) -> GreedyPlayer:
    """Easy, keeping the honours and the napula's entry when it can."""
    return GreedyPlayer(rng, PRECIOUS_MASK)
