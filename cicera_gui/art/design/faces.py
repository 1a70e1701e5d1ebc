"""Whole card faces: blank, signs or figure, and corner indices, as SVG documents."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from ..notation import FIGURES, pip_count, split_card
from . import numbers_french, numbers_italian
from .decks import DeckStyle
from .figures_french import court as french_court
from .figures_italian import figure as italian_figure
from .frame import HEIGHT, WIDTH, blank, corner_indices
from .palette import GRADIENTS
from .pips_french import french_pip
from .pips_italian import index_sign
from .svg import document

FRENCH_LABELS = {"F": "J", "C": "Q", "R": "K"}


def face_svg(card: str, deck: DeckStyle, indices: bool = True) -> str:
    """The SVG text of one card face (``indices=False`` leaves the corners blank)."""
    rank, suit = split_card(card)
    body = blank(deck.paper)
    ink = deck.ink(suit)
    sign: Callable[[float], list[str]]
    if deck.italian:
        sign = partial(index_sign, suit)
        label = rank
        if rank in FIGURES:
            body += italian_figure(rank, suit)
        else:
            body += numbers_italian.number_card(pip_count(rank), suit)
    else:
        sign = partial(french_index_sign, suit, ink)
        label = FRENCH_LABELS.get(rank, rank)
        if rank in FIGURES:
            body += french_court(rank, suit, ink)
        else:
            body += numbers_french.number_card(pip_count(rank), suit, ink)
    plate = deck.paper if rank in FIGURES and deck.italian else None
    if indices:
        body += corner_indices(label, ink, sign, plate)
    return document(WIDTH, HEIGHT, GRADIENTS, body)


def french_index_sign(suit: str, ink: str, size: float) -> list[str]:
    """The French suit sign for a corner index."""
    return french_pip(suit, size, ink)
