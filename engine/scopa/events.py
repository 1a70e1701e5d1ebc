"""What happens in a match of Scopa: the capture kind's events
(:mod:`engine.kinds.capture.events`), a capture's one event point being the scopa."""

from __future__ import annotations

from enum import Enum
from typing import Any

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
from engine.kinds.capture.stats import CaptureStats
from engine.scopa.scoring import HandScore

__all__ = ["CardLaid", "CardsCaptured", "Event", "HandDealt", "HandScored", "LaterDeal",
           "LeftoverTaken", "MatchWon", "Packet", "ScopaPoint", "stats"]


class ScopaPoint(Enum):
    """The point a capture scores at once: the scopa (the table swept)."""

    SCOPA = "scopa"


Event = (HandDealt | LaterDeal | CardLaid | CardsCaptured[ScopaPoint] | LeftoverTaken
         | HandScored[HandScore] | MatchWon)


def stats(rules: Any, players: int) -> CaptureStats:
    """What ``python -m engine simulate`` counts of Scopa matches (the registry's ``stats``):
    the capture kind's counts, the scope per hand among them."""
    return CaptureStats(rules, players, [point.value for point in ScopaPoint])
