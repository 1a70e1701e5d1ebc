"""Events every family of the capture kind shares: the deal, a card laid, the leftover
taken (a family adds its own: a capture with its points, the hand's scores, the match won)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import Card


@dataclass(frozen=True, slots=True)
class Packet:
    """Cards dealt in one go: to a seat's hand, or face up to the table (``seat`` None)."""

    seat: int | None
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class HandDealt:
    """A new hand: the dealer and the packets in dealing order (for the deal animation)."""

    hand: int
    dealer: int
    packets: tuple[Packet, ...]


@dataclass(frozen=True, slots=True)
class LaterDeal:
    """The hands were empty and more cards were dealt from the rest of the deck."""

    packets: tuple[Packet, ...]
    cards_left: int


@dataclass(frozen=True, slots=True)
class CardLaid:
    """``seat`` laid ``card`` face up on the table."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class LeftoverTaken:
    """At the hand's end the table cards went to the last capturer (``seat`` None: nobody)."""

    seat: int | None
    side: int | None
    cards: tuple[Card, ...]
