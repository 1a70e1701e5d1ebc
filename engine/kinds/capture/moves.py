"""A move of the capture kind: play one card, taking some table cards or none; and what
every capture game's view of a seat says alike."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from engine.bounds import quote
from engine.cards import CARDS, Card, CardError, deck, mask_of, parse_cards


@dataclass(frozen=True, slots=True)
class Move:
    """Play ``card``; ``capture`` lists the table cards taken with it (empty: lay it)."""

    card: Card
    capture: tuple[Card, ...] = ()

    @classmethod
    def of(cls, card: int, capture: Sequence[int] = ()) -> Move:
        """A move from card numbers; the capture is kept in card order."""
        return cls(CARDS[card], tuple(CARDS[c] for c in sorted(capture)))

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read ``9d`` (lay) or ``9d:2d+3d+4d`` (capture)."""
        card_text, _, capture_text = text.partition(":")
        try:
            card = Card.parse(card_text)
            capture = parse_cards(capture_text.split("+")) if capture_text.strip() else []
        except CardError as exc:
            raise CardError(f"cannot read move {quote(text)}: {exc}") from None
        return cls.of(card, capture)

    def __str__(self) -> str:
        if not self.capture:
            return str(self.card)
        return f"{self.card}:" + "+".join(map(str, self.capture))


@cache
def deck_mask(size: int) -> int:
    """The cards of a deck of ``size`` (52 or 40) as a bit mask of card numbers."""
    return mask_of(deck(size))


class SeenCards:
    """What every capture game's view of a seat says alike (a mixin of a family's frozen
    view): which side the seat plays for, the cards it has not seen, and how many cards the
    next player and the partner will hold."""

    __slots__ = ()
    rules: Any
    players: int
    seat: int
    hand: tuple[Card, ...]
    table: tuple[Card, ...]
    captured: tuple[frozenset[Card], ...]
    hand_sizes: tuple[int, ...]
    stock: int

    @property
    def side(self) -> int:
        return int(self.rules.side_of(self.seat, self.players))

    def unseen(self) -> frozenset[Card]:
        """Cards of the deck this seat has not seen: in the other hands or still to come."""
        seen = set(self.hand) | set(self.table)
        for pile in self.captured:
            seen |= pile
        return frozenset(card for card in deck(self.rules.deck_size) if card not in seen)

    def unseen_mask(self) -> int:
        """:meth:`unseen` as a bit mask of card numbers (what the computer's chances count
        on)."""
        seen = mask_of(self.hand) | mask_of(self.table)
        for pile in self.captured:
            seen |= mask_of(pile)
        return deck_mask(self.rules.deck_size) & ~seen

    def hands_after(self) -> tuple[int, int]:
        """How many cards the next player (an opponent) holds when it plays (an empty hand
        is dealt to again from the stock first), and the partner opposite (0 without
        partners)."""
        players = self.players
        next_hand = self.hand_sizes[(self.seat + 1) % players]
        if not next_hand and self.stock:
            next_hand = self.rules.deal_for(players).later
        partner = (self.hand_sizes[(self.seat + 2) % players]
                   if self.rules.partnerships(players) else 0)
        return next_hand, partner
