"""Events every family of the capture kind shares: the deal, a card laid, a capture with the
family's event points, the leftover taken, the hand scored with the family's scores, the
match won."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

from engine.cards import Card

#: A family's event point (Cicera's Scùa, Picada …; Scopa's scopa) and its side's score.
P = TypeVar("P")
S = TypeVar("S")


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


@dataclass(frozen=True, slots=True)
class CardsCaptured(Generic[P]):
    """``seat`` (of ``side``) played ``card`` and took ``captured`` from the table.

    ``points`` are the family's event points scored; ``voided`` those a rule of the family
    cancelled (Cicera's forced points).
    """

    seat: int
    side: int
    card: Card
    captured: tuple[Card, ...]
    points: tuple[P, ...]
    voided: tuple[P, ...] = ()


@dataclass(frozen=True, slots=True)
class HandScored(Generic[S]):
    """The hand's scores, one entry per side (the family's), and the match totals after it."""

    hand: int
    scores: tuple[S, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MatchWon:
    """The match is decided: ``side`` won. ``at_once``: by a way of the family's own, at
    once, whatever the totals (Cicera's Napoleone: all thirteen spades)."""

    side: int
    totals: tuple[int, ...]
    at_once: bool = False
