"""Hands of a trick game as bit masks over card numbers (bit ``c`` for card ``c`` of
:mod:`engine.cards`), so that following suit is ``hand & led or hand``; and the one rule of
play every trick game of the program shares (:func:`legal_mask`)."""

from __future__ import annotations

from engine.cards import SUIT_OF, mask_of

__all__ = ["BIT", "SUIT_CARDS", "SUIT_MASKS", "SUIT_MASK_OF", "cards_of", "legal_mask",
           "mask_of"]

BIT: tuple[int, ...] = tuple(1 << c for c in range(52))
SUIT_MASKS: tuple[int, ...] = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))
#: The mask of the suit of every card.
SUIT_MASK_OF: tuple[int, ...] = tuple(SUIT_MASKS[SUIT_OF[c]] for c in range(52))


def _suit_cards() -> dict[int, tuple[int, ...]]:
    """Each subset of a suit's ten cards built from the one without its lowest card (the
    program reads this table as it starts: a few milliseconds, not twenty)."""
    table = {}
    for suit in range(4):
        ranks = [13 * suit + r for r in (0, 1, 2, 3, 4, 5, 6, 10, 11, 12)]
        cards: list[tuple[int, ...]] = [()]
        masks = [0]
        for subset in range(1, 1 << len(ranks)):
            lowest = subset & -subset
            rest = subset ^ lowest
            card = ranks[lowest.bit_length() - 1]
            cards.append((card, *cards[rest]))
            masks.append(masks[rest] | 1 << card)
            table[masks[subset]] = cards[subset]
    return table


#: The cards of every non-empty set of cards of one suit (of the 40), by its mask: a random
#: card that follows suit is one look-up and one index.
SUIT_CARDS: dict[int, tuple[int, ...]] = _suit_cards()


def cards_of(mask: int) -> list[int]:
    """The card numbers in ``mask``, lowest first."""
    cards = []
    while mask:
        low = mask & -mask
        cards.append(low.bit_length() - 1)
        mask ^= low
    return cards


def legal_mask(hand: int, led: int, first_trick: bool, free: bool, no_lead: int,
               no_discard: int) -> int:
    """The cards of ``hand`` that may be played: the one rule of play, for the hand and views.

    ``led`` is the mask of the suit led (0 when leading); ``free`` means suit need not be
    followed (a talon still lasts where that frees play); ``no_lead`` and ``no_discard`` are
    the cards banned from the first trick, as leads and as discards.
    """
    if led:
        legal = hand if free else (hand & led or hand)
        if first_trick and no_discard:
            legal = legal & ~(no_discard & ~led) or legal
        return legal
    if first_trick and no_lead:
        return hand & ~no_lead or hand
    return hand
