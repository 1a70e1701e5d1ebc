"""What cards are worth to the side that captures them, and what a seat knows as bit masks.

Every level shares these tables: the worth of a card in a capture pile (its share of the
cards and spades majorities, the honours 2s 10d Fc, the napula run), the event points a
capture scores, and the unseen cards as a 52-bit mask so that "how many unseen cards of this
rank" is one ``bit_count``.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import RANK_OF, SUIT_OF, VALUE_OF
from engine.cicera.scoring import HONOURS

ALL_CARDS = (1 << 52) - 1
_SPADE = 2

#: RANK_MASK[r]: the four cards of rank r (0 = ace ... 12 = king).
RANK_MASK: tuple[int, ...] = tuple(sum(1 << (s * 13 + r) for s in range(4)) for r in range(13))


def _worth(card: int) -> float:
    """A card's worth in points to the side that takes it, as a rough share of the hand."""
    worth = 0.13  # a share of the 2 points for most cards
    if SUIT_OF[card] == _SPADE:
        worth += 0.12  # a share of the point for most spades
        rank = RANK_OF[card]
        if rank <= 2:  # As 2s 3s: the napula's entry, worth 3 points only together
            worth += 0.9
        elif rank <= 6:
            worth += 0.25  # the run goes on: 4s 5s 6s 7s
        else:
            worth += 0.08
    if card in HONOURS:
        worth += 1.0
    return worth


#: WORTH[card]: what the card is worth in a capture pile (see :func:`_worth`).
WORTH: tuple[float, ...] = tuple(_worth(c) for c in range(52))

#: The honours and the napula's entry: cards a player should not lay lightly.
PRECIOUS_MASK = sum(1 << c for c in range(52) if WORTH[c] >= 0.9)


def sweepers(table: Sequence[int]) -> int:
    """The cards (as a mask of ranks) that could take the whole of ``table`` in one play."""
    if not table:
        return 0
    if len(table) == 1:
        return RANK_MASK[RANK_OF[table[0]]]
    total = 0
    for card in table:
        value = VALUE_OF[card]
        if value == 0:
            return 0
        total += value
    return RANK_MASK[total - 1] if total <= 10 else 0
