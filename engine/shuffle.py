"""The seeded shuffle and cut every game uses: never the global random generator."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence


def shuffle_and_cut(cards: Sequence[int], rng: random.Random) -> list[int]:
    """A new list: ``cards`` shuffled, then cut at a random point, as a dealer does."""
    deck = list(cards)
    rng.shuffle(deck)
    cut = rng.randrange(1, len(deck)) if len(deck) > 1 else 0
    return deck[cut:] + deck[:cut]


def sorted_shuffle(cards: Iterable[int], chance: Callable[[], float]) -> list[int]:
    """A new list: ``cards`` sorted by a random key each, as uniform a shuffle as
    :func:`shuffle_and_cut` (a tie of two 53-bit keys aside) at half its cost or less. For the
    benches' random hands, which a match's deal does not need to match."""
    return sorted(cards, key=lambda _card: chance())



#: A deal's number holds the seat that deals in its low bits and the shuffle's seed above.
DEALER_BITS = 3
SEED_BITS = 28
#: The largest deal number there is.
MAX_DEAL_NUMBER = (1 << (SEED_BITS + DEALER_BITS)) - 1


def deal_number(seed: int, dealer: int) -> int:
    """The number of the deal shuffled from ``seed`` and dealt by ``dealer``."""
    return seed << DEALER_BITS | dealer


def deal_of_number(number: int, players: int) -> tuple[random.Random, int]:
    """The shuffle's generator and the dealer of deal ``number`` among ``players`` seats: the
    same number, variant and players give the same cards to the same seats."""
    return random.Random(number >> DEALER_BITS), (number & ((1 << DEALER_BITS) - 1)) % players
