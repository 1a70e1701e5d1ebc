"""The Ciapanò family ("don't take it"): Ciapanò, Traversone, Kifameno, Mattazza and Busca.

Trick-taking without trumps on the 40-card deck, each player for themself, penalty points:
the rules, a match's state, its records and what each seat may see.
"""

from engine.ciapano.deal import Deal
from engine.ciapano.determinize import determinize
from engine.ciapano.events import (
    CappottoChosen,
    CappottoMade,
    CardPlayed,
    Event,
    HandDealt,
    HandScored,
    MatchWon,
    PlayerOut,
    TalonDrawn,
    Trick,
    TrickWon,
)
from engine.ciapano.game import CiapanoGame, Phase
from engine.ciapano.moves import GIVE, TAKE, Choice, Move
from engine.ciapano.rules import CiapanoRules, load_rules
from engine.ciapano.view import SeatView

__all__ = [
    "GIVE",
    "TAKE",
    "CappottoChosen",
    "CappottoMade",
    "CardPlayed",
    "Choice",
    "CiapanoGame",
    "CiapanoRules",
    "Deal",
    "Event",
    "HandDealt",
    "HandScored",
    "MatchWon",
    "Move",
    "Phase",
    "PlayerOut",
    "SeatView",
    "TalonDrawn",
    "Trick",
    "TrickWon",
    "determinize",
    "load_rules",
]
