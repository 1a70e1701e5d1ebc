"""What happens in a game of Cicera, as typed values the GUI turns into animation and text.

The engine never writes sentences: events carry kinds, seats, cards and numbers.
"""

from __future__ import annotations

from enum import Enum

from engine.cicera.scoring import HandScore
from engine.kinds.capture.events import (
    CardLaid,
    CardsCaptured,
    HandDealt,
    HandScored,
    LaterDeal,
    LeftoverTaken,
    MatchWon,
    Packet,
)


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


__all__ = ["CardLaid", "CardsCaptured", "Event", "EventPoint", "HandDealt", "HandScored",
           "LaterDeal", "LeftoverTaken", "MatchWon", "Packet", "points_from_mask"]

Event = (HandDealt | LaterDeal | CardLaid | CardsCaptured[EventPoint] | LeftoverTaken
         | HandScored[HandScore] | MatchWon)
