"""Cicera's moves in words for the analysis of a hand: the kind's words for a move
(:mod:`cicera_gui.kinds.capture.words`), and why the better one is better (the hint's
reasons)."""

from __future__ import annotations

from cicera_gui.families.cicera.hints import explain
from cicera_gui.kinds.capture.words import context_cards, move_cards, move_words
from engine.cicera.view import SeatView
from engine.kinds.capture.moves import Move

__all__ = ["context_cards", "move_cards", "move_reasons", "move_words"]


def move_reasons(view: SeatView, move: Move, deck: str) -> list[str]:
    return explain(view, move).lines(deck)
