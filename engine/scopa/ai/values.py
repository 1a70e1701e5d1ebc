"""What cards are worth to the side that takes them in Scopa, and the sweeps a table allows.

A card's worth is its rough share of the hand's points: of the cards' majority (21 of 40),
of the coins' (6 of 10), the settebello, the primiera (the sevens, then the sixes and aces
count most), and where the variant plays them the napola's coins and the re bello.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from engine.cards import RANK_OF, SUIT_OF
from engine.scopa.rules import VALUE, ScopaRules
from engine.scopa.scoring import RE_BELLO, SETTEBELLO

COINS = 0
#: VALUE_MASK[v]: the four cards of value v (1 to 10).
VALUE_MASK: tuple[int, ...] = tuple(
    sum(1 << c for c in range(52) if VALUE[c] == v) if v else 0 for v in range(11))
#: What each rank adds for the primiera (the sevens most).
_PRIMIERA = {6: 0.25, 5: 0.12, 0: 0.08}


def worth_table(rules: ScopaRules) -> tuple[float, ...]:
    """WORTH[card] under ``rules`` (cards not in the deck: 0)."""
    return _worth(rules.napola, rules.re_bello)


@cache
def _worth(napola: bool, re_bello: bool) -> tuple[float, ...]:
    worth = []
    for card in range(52):
        if not VALUE[card]:
            worth.append(0.0)
            continue
        value = 0.05 + _PRIMIERA.get(RANK_OF[card], 0.0)
        if SUIT_OF[card] == COINS:
            value += 0.1
            if napola and RANK_OF[card] <= 2:
                value += 0.5
        if card == SETTEBELLO:
            value += 1.0
        if card == RE_BELLO and re_bello:
            value += 1.0
        worth.append(value)
    return tuple(worth)


def sweepers(table: Sequence[int]) -> int:
    """The cards (a mask) that could take the whole of ``table`` in one play: a single card's
    value, or the table's sum where no table card has that value (it would have to be taken
    alone)."""
    if not table:
        return 0
    if len(table) == 1:
        return VALUE_MASK[VALUE[table[0]]]
    total = sum(VALUE[c] for c in table)
    if total > 10 or any(VALUE[c] == total for c in table):
        return 0
    return VALUE_MASK[total]
