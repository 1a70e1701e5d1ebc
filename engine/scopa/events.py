"""What happens in a match of Scopa: the capture kind's events
(:mod:`engine.kinds.capture.events`), a capture's one event point being the scopa."""

from __future__ import annotations

from enum import Enum

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
from engine.scopa.scoring import HandScore

__all__ = ["CardLaid", "CardsCaptured", "Event", "HandDealt", "HandScored", "LaterDeal",
           "LeftoverTaken", "MatchWon", "Packet", "ScopaPoint"]


class ScopaPoint(Enum):
    """The point a capture scores at once: the scopa (the table swept)."""

    SCOPA = "scopa"


Event = (HandDealt | LaterDeal | CardLaid | CardsCaptured[ScopaPoint] | LeftoverTaken
         | HandScored[HandScore] | MatchWon)
