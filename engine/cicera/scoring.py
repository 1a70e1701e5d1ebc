"""The hand's scoring table: cards, spades, napula, mata, the ten of coins, the jack of cups,
and the event points each side made.

Capture piles are bit masks of card numbers (bit ``n`` set: card ``n`` is in the pile).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from engine.cards import Card, Rank, Suit

SPADES_MASK = sum(1 << (int(Suit.SPADE) * 13 + r) for r in range(13))
MATA = Card.parse("2s")
DIECI_DENARI = Card.parse("10d")
FANTE_COPPE = Card.parse("Fc")
#: The three honours that are single cards: La Mata, the ten of coins, the jack of cups.
HONOURS = (MATA, DIECI_DENARI, FANTE_COPPE)
_NAPULA_START = int(Suit.SPADE) * 13  # the ace of spades
_NAPULA_ENTRY = 0b111 << _NAPULA_START  # As 2s 3s
#: The three swords a Napula starts with: the ace, two and three.
NAPULA_CARDS = tuple(Card(_NAPULA_START + rank) for rank in range(3))
ALL_SPADES = 13

class HandScore(NamedTuple):
    """One side's points for one hand, item by item (a named tuple: it is made for every
    side of every hand of every playout, and a tuple is made fastest)."""

    cards: int = 0
    spades: int = 0
    napula: int = 0
    mata: int = 0
    dieci_denari: int = 0
    fante_coppe: int = 0
    scua: int = 0
    picada: int = 0
    simili: int = 0
    quadriglia: int = 0
    cinquina: int = 0

    @property
    def total(self) -> int:
        return sum(self)

    def as_dict(self) -> dict[str, int]:
        """The record form: every item in order, then ``total``."""
        return {**self._asdict(), "total": self.total}


#: The items of the scoring table in record order (``total`` is derived).
SCORE_ITEMS: tuple[str, ...] = HandScore._fields


def napula_length(pile: int, into_figures: bool = True) -> int:
    """Length of the unbroken spade run from the ace (0 without As 2s 3s)."""
    if pile & _NAPULA_ENTRY != _NAPULA_ENTRY:
        return 0
    longest = 13 if into_figures else int(Rank.DIECI) + 1
    length = 3
    while length < longest and pile >> (_NAPULA_START + length) & 1:
        length += 1
    return length


def spade_count(pile: int) -> int:
    return (pile & SPADES_MASK).bit_count()


def score_hand(
    piles: Sequence[int],
    events: Sequence[Sequence[int]],
    *,
    cards_tie_one_each: bool,
    napula_into_figures: bool,
) -> tuple[HandScore, ...]:
    """Score every side from its capture pile and its event counts
    (scua, picada, simili, quadriglia, cinquina)."""
    card_counts = [pile.bit_count() for pile in piles]
    spades = [spade_count(pile) for pile in piles]
    most_cards = max(card_counts)
    cards_leaders = [s for s, n in enumerate(card_counts) if n == most_cards]
    most_spades = max(spades)
    spades_leaders = [s for s, n in enumerate(spades) if n == most_spades]
    scores = []
    for side, pile in enumerate(piles):
        if most_cards == 0 or side not in cards_leaders:
            cards = 0
        elif len(cards_leaders) == 1:
            cards = 2
        else:
            cards = 1 if cards_tie_one_each and side in cards_leaders else 0
        scua, picada, simili, quadriglia, cinquina = events[side]
        scores.append(
            HandScore(
                cards,
                1 if spades_leaders == [side] and most_spades else 0,  # spades
                napula_length(pile, napula_into_figures),
                pile >> MATA & 1,
                pile >> DIECI_DENARI & 1,
                pile >> FANTE_COPPE & 1,
                scua,
                picada,
                simili,
                quadriglia,
                cinquina,
            )
        )
    return tuple(scores)
