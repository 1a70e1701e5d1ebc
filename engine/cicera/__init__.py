"""Cicera: the rules, a match's state, its records and what each seat may see."""

from engine.cicera.deal import Deal
from engine.cicera.events import (
    CardLaid,
    CardsCaptured,
    Event,
    EventPoint,
    HandDealt,
    HandScored,
    LaterDeal,
    LeftoverTaken,
    MatchWon,
)
from engine.cicera.game import CiceraGame, Phase
from engine.cicera.moves import Move, capture_options
from engine.cicera.rules import CiceraRules, load_rules
from engine.cicera.scoring import HandScore
from engine.cicera.view import SeatView
from engine.cicera.worlds import determinize

__all__ = [
    "CardLaid",
    "CardsCaptured",
    "CiceraGame",
    "CiceraRules",
    "Deal",
    "Event",
    "EventPoint",
    "HandDealt",
    "HandScore",
    "HandScored",
    "LaterDeal",
    "LeftoverTaken",
    "MatchWon",
    "Move",
    "Phase",
    "SeatView",
    "capture_options",
    "determinize",
    "load_rules",
]
