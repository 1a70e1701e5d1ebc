"""Chances a computer opponent counts, for any family, over cards as bit masks of card
numbers (:func:`engine.cards.mask_of`)."""

from __future__ import annotations


def holds_one(wanted: int, unseen: int, unseen_count: int, hand_size: int) -> float:
    """Chance that a hand of ``hand_size`` unseen cards holds one of ``wanted``'s cards."""
    count = (wanted & unseen).bit_count()
    if not count or not hand_size or not unseen_count:
        return 0.0
    if count >= unseen_count:
        return 1.0
    return 1.0 - (1.0 - count / unseen_count) ** hand_size
