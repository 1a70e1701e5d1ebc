"""What happens in a match of Scopa, as typed values: the capture kind's deal, card laid and
leftover (:mod:`engine.kinds.capture.events`), and Scopa's own capture, scores and winner."""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import Card
from engine.kinds.capture.events import CardLaid, HandDealt, LaterDeal, LeftoverTaken, Packet
from engine.scopa.scoring import HandScore

__all__ = ["CardLaid", "CardsCaptured", "Event", "HandDealt", "HandScored", "LaterDeal",
           "LeftoverTaken", "MatchWon", "Packet"]


@dataclass(frozen=True, slots=True)
class CardsCaptured:
    """``seat`` (of ``side``) played ``card`` and took ``captured``; ``scopa`` when it swept
    the table (never with the hand's last card)."""

    seat: int
    side: int
    card: Card
    captured: tuple[Card, ...]
    scopa: bool


@dataclass(frozen=True, slots=True)
class HandScored:
    """The hand's points, one entry per side, and the match totals after it."""

    hand: int
    scores: tuple[HandScore, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MatchWon:
    """The match is decided: ``side`` has the highest total at or past the target."""

    side: int
    totals: tuple[int, ...]


Event = HandDealt | LaterDeal | CardLaid | CardsCaptured | LeftoverTaken | HandScored | MatchWon
