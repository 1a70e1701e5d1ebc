"""Two implementations of the same rules timed side by side, for ``python -m engine bench``."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

R = TypeVar("R")

#: Shuffle, deal and play one complete hand: rules, players, the generator.
Hand = Callable[[R, int, random.Random], object]


def side_by_side(hands: Sequence[Hand[R]], batches: Sequence[int], rules: R, players: int,
                 seconds: float, seed: int) -> list[tuple[float, int, float]]:
    """Complete hands per second of each implementation, the hands and the time taken.

    Each first plays unmeasured for a third of ``seconds`` (a second at most). Then they
    take turns, a batch each, for about ``seconds`` each, so that a machine busy with
    something else slows them alike.
    """
    rngs = [random.Random(seed) for _ in hands]
    warm_up = min(1.0, seconds / 3)
    for hand, rng in zip(hands, rngs, strict=True):
        # Each plays for the same while first: the engine fills what it remembers of the
        # tables it has met (captures by sum) as it would early in a session.
        until = time.perf_counter() + warm_up
        while time.perf_counter() < until:
            hand(rules, players, rng)
    counts = [0] * len(hands)
    spent = [0.0] * len(hands)
    while min(spent) < seconds:
        for i, (hand, rng, batch) in enumerate(zip(hands, rngs, batches, strict=True)):
            start = time.perf_counter()
            for _ in range(batch):
                hand(rules, players, rng)
            spent[i] += time.perf_counter() - start
            counts[i] += batch
    return [(count / elapsed, count, elapsed)
            for count, elapsed in zip(counts, spent, strict=True)]


def against_plain(fast: Hand[R], plain: Hand[R], rules: R, players: int, seconds: float,
                  seed: int) -> dict[str, Any]:
    """The bench's figures for ``fast`` against ``plain``, measured in one run."""
    (fast_rate, hands, elapsed), (slow_rate, plain_hands, plain_elapsed) = side_by_side(
        [fast, plain], [100, 20], rules, players, seconds, seed)
    return {
        "random_hands_per_s": round(fast_rate, 1),
        "hands": hands,
        "seconds": round(elapsed, 2),
        "plain_random_hands_per_s": round(slow_rate, 1),
        "plain_hands": plain_hands,
        "plain_seconds": round(plain_elapsed, 2),
        "speedup": round(fast_rate / slow_rate, 2),
    }
