"""Card art for the game window: faces, backs, cloth and icon as pygame surfaces.

The SVG sources live under ``assets/`` and are made by ``tools/make_card_art.py`` (the code in
:mod:`cicera_gui.art.design`); this package only reads and rasterizes them.
"""

from __future__ import annotations

from .card_art import CARD_ASPECT, CardArt, card_size, missing_files
from .decks import (
    BRESCIANE,
    DECKS,
    RANK_NAME_DEFAULTS,
    ROMME,
    ROMME_FOUR_COLOUR,
    SUIT_NAME_DEFAULTS,
    is_french,
    rank_label,
    rank_name_key,
    suit_name,
    suit_name_key,
)
from .errors import CardArtError
from .notation import ALL_CARDS, HONOUR_CARDS, RANKS, SUITS

__all__ = [
    "ALL_CARDS",
    "BRESCIANE",
    "CARD_ASPECT",
    "DECKS",
    "HONOUR_CARDS",
    "RANKS",
    "RANK_NAME_DEFAULTS",
    "ROMME",
    "ROMME_FOUR_COLOUR",
    "SUITS",
    "SUIT_NAME_DEFAULTS",
    "CardArt",
    "CardArtError",
    "card_size",
    "is_french",
    "missing_files",
    "rank_label",
    "rank_name_key",
    "suit_name",
    "suit_name_key",
]
