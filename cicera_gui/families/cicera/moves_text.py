"""Cicera's moves in words for the analysis of a hand: what a play did, and why the better
one is better (the hint's reasons)."""

from __future__ import annotations

from typing import Any

from cicera_gui.families.cicera.aids import PlayAids
from cicera_gui.families.cicera.hints import explain


def move_words(move: Any, deck: str) -> str:
    """"lay the five of cups", "five of cups takes two of coins, three of cups"."""
    return PlayAids.move_text(move, deck)


def move_reasons(view: Any, move: Any, deck: str) -> list[str]:
    return explain(view, move).lines(deck)
