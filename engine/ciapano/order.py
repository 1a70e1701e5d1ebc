"""The Ciapanò family's order of ranks in a trick, written once: 3 2 A R C F 7 6 5 4.

Every reader (the hand's fast core, the calls, the window's sorting, tracker and rules text)
takes it from here. It imports nothing of the family, so the rule set's modules may use it.
"""

from __future__ import annotations

from engine.cards import RANK_OF, SUIT_OF

#: Ranks (engine.cards' rank numbers) from the highest in a trick to the lowest.
TRICK_ORDER: tuple[int, ...] = (2, 1, 0, 12, 11, 10, 6, 5, 4, 3)
#: Strength of each rank within its suit, the lowest 0; -1 for the ranks the 40-card deck lacks.
RANK_STRENGTH: tuple[int, ...] = tuple(
    len(TRICK_ORDER) - 1 - TRICK_ORDER.index(rank) if rank in TRICK_ORDER else -1
    for rank in range(13))
#: The strength of every card (engine.cards' card numbers).
STRENGTH: tuple[int, ...] = tuple(RANK_STRENGTH[RANK_OF[c]] for c in range(52))


def hand_order(card: int) -> tuple[int, int]:
    """A hand's order on screen: by suit, then by trick rank, highest first."""
    return SUIT_OF[card], TRICK_ORDER.index(RANK_OF[card])
