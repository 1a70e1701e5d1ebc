"""The seeded shuffle and cut every game uses: never the global random generator."""

from __future__ import annotations

import random
from collections.abc import Sequence


def shuffle_and_cut(cards: Sequence[int], rng: random.Random) -> list[int]:
    """A new list: ``cards`` shuffled, then cut at a random point, as a dealer does."""
    deck = list(cards)
    rng.shuffle(deck)
    cut = rng.randrange(1, len(deck)) if len(deck) > 1 else 0
    return deck[cut:] + deck[:cut]

