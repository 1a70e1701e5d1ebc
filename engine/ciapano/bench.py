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


def _rate(hand: Callable[[CiapanoRules, int, random.Random], object], rules: CiapanoRules,
          players: int, seconds: float, seed: int) -> tuple[float, int, float]:
    """Complete hands per second over about ``seconds``; the hands and the time taken."""
    rng = random.Random(seed)
    for _ in range(50):  # warm up
        hand(rules, players, rng)
    hands = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for _ in range(100):
            hand(rules, players, rng)
        hands += 100
        now = time.perf_counter()
        if now >= deadline:
            break
    elapsed = now - start
    return hands / elapsed, hands, elapsed


def bench(rules: CiapanoRules, players: int, seconds: float = 3.0, seed: int = 1
          ) -> dict[str, Any]:
    """Random complete hands per second, on the bit-mask core and on the plain code."""
    fast, hands, elapsed = _rate(random_hand, rules, players, seconds, seed)
    slow, plain_hands, plain_elapsed = _rate(plain.random_hand, rules, players, seconds, seed)
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
