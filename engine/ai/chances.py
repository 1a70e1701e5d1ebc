"""Chances a computer opponent counts, for any family: cards as bit masks of card numbers."""

from __future__ import annotations

from collections.abc import Iterable


def mask_of(cards: Iterable[int]) -> int:
    """The cards as a bit mask of their numbers."""
    bits = 0
    for card in cards:
        bits |= 1 << card
    return bits


def holds_one(wanted: int, unseen: int, unseen_count: int, hand_size: int) -> float:
    """Chance that a hand of ``hand_size`` unseen cards holds one of ``wanted``'s cards."""
    count = (wanted & unseen).bit_count()
    if not count or not hand_size or not unseen_count:
        return 0.0
    if count >= unseen_count:
        return 1.0
    return 1.0 - (1.0 - count / unseen_count) ** hand_size
