"""Cicera's moves in words for the analysis of a hand: what a play did, and why the better
one is better (the hint's reasons)."""

from __future__ import annotations

from typing import Any

from cicera_gui.families.cicera.aids import PlayAids
from cicera_gui.families.cicera.hints import explain
from cicera_gui.i18n import _


def move_words(move: Any, deck: str) -> str:
    """"lay the five of cups", "five of cups takes two of coins, three of cups"."""
    return PlayAids.move_text(move, deck)


def move_reasons(view: Any, move: Any, deck: str) -> list[str]:
    return explain(view, move).lines(deck)


def move_cards(move: Any) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The card played, and the table cards it takes."""
    return (int(move.card),), tuple(int(card) for card in move.capture)


def context_cards(view: Any) -> tuple[str, tuple[int, ...]]:
    """The table as the player found it."""
    cards = tuple(int(card) for card in view.table)
    return (_("On the table") if cards else _("The table was empty")), cards
