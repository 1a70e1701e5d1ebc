"""The Ciapanò family's part of ``python -m engine bench``: random hands on the bit-mask core,
and the same on the plain implementation (:mod:`engine.ciapano.plain`) in the same run."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from engine.ciapano import plain
from engine.ciapano.hand import BIT, HandState
from engine.ciapano.rules import MAX_PLAYERS, CiapanoRules
from engine.ciapano.scoring import hand_penalties


def random_hand(rules: CiapanoRules, players: int, rng: random.Random) -> tuple[int, ...]:
    """Shuffle, deal and play one complete hand with a uniformly random legal card each turn;
    what each seat writes (a cappotto given).

    The shuffle sorts the deck by random keys: as uniform as the match's shuffle and cut
    (:func:`engine.shuffle.shuffle_and_cut`) at a third of its cost, which matters to
    playouts; the hands are dealt straight into bit masks.
    """
    chance = rng.random
    cards = sorted(rules.deck_for(players), key=lambda _card: chance())
    size = rules.hand_size(players)
    bit = BIT.__getitem__
    masks = [sum(map(bit, cards[i:i + size])) for i in range(0, size * players, size)]
    state = HandState.from_masks(rules, _SEATS[players], rng.randrange(players), masks, size,
                                 cards[size * players:])
    state.playout(rng)
    return hand_penalties(rules, state.seats, state.points, state.tricks,
                          state.last_winner).penalty


_SEATS = [tuple(range(n)) for n in range(MAX_PLAYERS + 1)]


Hand = Callable[[CiapanoRules, int, random.Random], object]


def _rates(hands: list[Hand], batches: list[int], rules: CiapanoRules, players: int,
           seconds: float, seed: int) -> list[tuple[float, int, float]]:
    """Complete hands per second of each implementation, the hands and the time taken.

    The implementations take turns, a batch each, for about ``seconds`` each, so that a
    machine busy with something else slows them alike.
    """
    rngs = [random.Random(seed) for _ in hands]
    for hand, rng in zip(hands, rngs, strict=True):
        for _ in range(20):  # warm up
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


def bench(rules: CiapanoRules, players: int, seconds: float = 3.0, seed: int = 1
          ) -> dict[str, Any]:
    """Random complete hands per second, on the bit-mask core and on the plain code."""
    (fast, hands, elapsed), (slow, plain_hands, plain_elapsed) = _rates(
        [random_hand, plain.random_hand], [100, 20], rules, players, seconds, seed)
    return {
        "random_hands_per_s": round(fast, 1),
        "hands": hands,
        "seconds": round(elapsed, 2),
        "variant": rules.id,
        "players": players,
        "plain_random_hands_per_s": round(slow, 1),
        "plain_hands": plain_hands,
        "plain_seconds": round(plain_elapsed, 2),
        "speedup": round(fast / slow, 2),
    }
