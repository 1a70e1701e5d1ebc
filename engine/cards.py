"""Cards of the Italian-suited deck and their text form (``As``, ``10d``, ``Fc``).

A card is an ``int`` from 0 to 51 behind a typed facade: ``suit * 13 + rank``. The 52
instances are created once, so cards are cheap to hash, compare and keep in sets, and the
hot loops of the rules can use the integer tables below directly.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum
from typing import ClassVar

from engine.bounds import quote


class Suit(IntEnum):
    """The four Italian suits, in the order of the card index."""

    DENARI = 0  # coins, diamonds in Rommé art
    COPPE = 1  # cups, hearts
    SPADE = 2  # swords, spades
    BASTONI = 3  # batons, clubs

    @property
    def letter(self) -> str:
        return SUIT_LETTERS[self]


class Rank(IntEnum):
    """Ace to king; ``value`` is what a number card counts in a capture by sum."""

    ASSO = 0
    DUE = 1
    TRE = 2
    QUATTRO = 3
    CINQUE = 4
    SEI = 5
    SETTE = 6
    OTTO = 7
    NOVE = 8
    DIECI = 9
    FANTE = 10
    CAVALLO = 11
    RE = 12

    @property
    def symbol(self) -> str:
        return RANK_SYMBOLS[self]

    @property
    def is_figure(self) -> bool:
        return self >= Rank.FANTE

    @property
    def number(self) -> int:
        """The number card's value in a capture by sum (A = 1 ... 10 = 10); figures: 0."""
        return 0 if self.is_figure else int(self) + 1


SUIT_LETTERS = ("d", "c", "s", "b")
RANK_SYMBOLS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "F", "C", "R")
_RANK_BY_SYMBOL = {symbol: Rank(i) for i, symbol in enumerate(RANK_SYMBOLS)}
_SUIT_BY_LETTER = {letter: Suit(i) for i, letter in enumerate(SUIT_LETTERS)}

#: Integer tables for hot loops, indexed by card number.
RANK_OF: tuple[int, ...] = tuple(i % 13 for i in range(52))
SUIT_OF: tuple[int, ...] = tuple(i // 13 for i in range(52))
VALUE_OF: tuple[int, ...] = tuple(0 if r >= 10 else r + 1 for r in RANK_OF)


class CardError(ValueError):
    """A card's text form could not be read."""


class Card(int):
    """One card; ``Card.parse("10d")`` and ``str(card)`` convert both ways."""

    __slots__ = ()
    _all: ClassVar[list[Card]] = []

    def __new__(cls, index: int) -> Card:
        if cls._all:
            try:
                return cls._all[index]
            except (IndexError, TypeError):
                raise CardError(f"no card has the number {quote(index)}") from None
        return super().__new__(cls, index)

    @classmethod
    def of(cls, rank: Rank, suit: Suit) -> Card:
        return cls._all[int(suit) * 13 + int(rank)]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``As``, ``10d``, ``fc`` (any letter case) into a card."""
        if not isinstance(text, str):
            raise CardError(f"a card is written as text like 'As' or '10d', not {quote(text)}")
        cleaned = text.strip().upper()
        rank = _RANK_BY_SYMBOL.get(cleaned[:-1])
        suit = _SUIT_BY_LETTER.get(cleaned[-1:].lower())
        if rank is None or suit is None:
            raise CardError(
                f"unknown card {quote(text)}: write rank then suit, e.g. As, 10d, Fc "
                "(ranks A 2-10 F C R, suits d c s b)"
            )
        return cls.of(rank, suit)

    @property
    def rank(self) -> Rank:
        return Rank(RANK_OF[self])

    @property
    def suit(self) -> Suit:
        return Suit(SUIT_OF[self])

    @property
    def value(self) -> int:
        return VALUE_OF[self]

    @property
    def is_figure(self) -> bool:
        return RANK_OF[self] >= 10

    def __str__(self) -> str:
        return RANK_SYMBOLS[RANK_OF[self]] + SUIT_LETTERS[SUIT_OF[self]]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"


Card._all = [int.__new__(Card, i) for i in range(52)]
CARDS: tuple[Card, ...] = tuple(Card._all)


def parse_cards(texts: Iterable[str]) -> list[Card]:
    """Read a list of cards; raises :class:`CardError` on the first bad one."""
    return [Card.parse(text) for text in texts]


def cards_text(cards: Iterable[int]) -> list[str]:
    """The text forms of cards, e.g. for a record."""
    return [str(CARDS[card]) for card in cards]


def deck(size: int = 52) -> list[Card]:
    """A fresh deck in index order: 52 cards, or 40 without the 8, 9 and 10."""
    if size == 52:
        return list(CARDS)
    if size == 40:
        return [card for card in CARDS if not 7 <= RANK_OF[card] <= 9]
    raise CardError(f"a deck has 52 or 40 cards, not {size}")


def mask_of(cards: Iterable[int]) -> int:
    """The cards as a bit mask of their numbers (bit ``c`` for card ``c``)."""
    bits = 0
    for card in cards:
        bits |= 1 << card
    return bits
