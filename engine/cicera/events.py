"""What happens in a game of Cicera, as typed values the GUI turns into animation and text.

The engine never writes sentences: events carry kinds, seats, cards and numbers.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from engine.cards import Card
from engine.cicera.scoring import HandScore
from engine.kinds.capture.events import CardLaid, HandDealt, LaterDeal, LeftoverTaken, Packet


class EventPoint(Enum):
    """The points scored at the moment of a capture, in the order records list them."""

    SCUA = "scua"
    PICADA = "picada"
    SIMILI = "simili"
    QUADRIGLIA = "quadriglia"
    CINQUINA = "cinquina"


_ORDER = list(EventPoint)


def points_from_mask(mask: int) -> tuple[EventPoint, ...]:
    """The event points set in a bit mask (bit i is the i-th kind), in record order."""
    return tuple(point for i, point in enumerate(_ORDER) if mask >> i & 1)


@dataclass(frozen=True, slots=True)
class CardsCaptured:
    """``seat`` (of ``side``) played ``card`` and took ``captured`` from the table.

    ``points`` are the event points scored; ``voided`` those the forced-points rule cancelled.
    """

    seat: int
    side: int
    card: Card
    captured: tuple[Card, ...]
    points: tuple[EventPoint, ...]
    voided: tuple[EventPoint, ...] = ()


@dataclass(frozen=True, slots=True)
class HandScored:
    """The hand's scoring table, one entry per side, and the match totals after it."""

    hand: int
    scores: tuple[HandScore, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MatchWon:
    """The match is decided. ``napoleone``: won at once by taking all thirteen spades."""

    side: int
    totals: tuple[int, ...]
    napoleone: bool = False


__all__ = ["CardLaid", "CardsCaptured", "Event", "EventPoint", "HandDealt", "HandScored",
           "LaterDeal", "LeftoverTaken", "MatchWon", "Packet", "points_from_mask"]

Event = HandDealt | LaterDeal | CardLaid | CardsCaptured | LeftoverTaken | HandScored | MatchWon
