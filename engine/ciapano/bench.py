"""The Ciapanò family's part of ``python -m engine bench``: random hands on the bit-mask core,
and the same on the plain implementation (:mod:`engine.ciapano.plain`) in the same run."""

from __future__ import annotations

import random
from typing import Any

from engine.ciapano import plain
from engine.ciapano.hand import HandState
from engine.ciapano.rules import MAX_PLAYERS, CiapanoRules
from engine.ciapano.scoring import hand_penalties
from engine.kinds.trick.masks import BIT
from engine.rates import against_plain
from engine.shuffle import sorted_shuffle


def random_hand(rules: CiapanoRules, players: int, rng: random.Random) -> tuple[int, ...]:
    """Shuffle, deal and play one complete hand with a uniformly random legal card each turn;
    what each seat writes (a cappotto given).

    The shuffle is :func:`engine.shuffle.sorted_shuffle`; the hands are dealt straight into
    bit masks.
    """
    chance = rng.random
    cards = sorted_shuffle(rules.deck_for(players), chance)
    size = rules.hand_size(players)
    bit = BIT.__getitem__
    masks = [sum(map(bit, cards[i:i + size])) for i in range(0, size * players, size)]
    state = HandState.from_masks(rules, _SEATS[players], rng.randrange(players), masks, size,
                                 cards[size * players:])
    state.playout(rng)
    return hand_penalties(rules, state.seats, state.points, state.tricks,
                          state.last_winner).penalty


_SEATS = [tuple(range(n)) for n in range(MAX_PLAYERS + 1)]


def bench(rules: CiapanoRules, players: int, seconds: float = 3.0, seed: int = 1
          ) -> dict[str, Any]:
    """Random complete hands per second, on the bit-mask core and on the plain code."""
    figures = against_plain(random_hand, plain.random_hand, rules, players, seconds, seed)
    return {**figures, "variant": rules.id, "players": players}
