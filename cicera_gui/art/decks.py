"""The decks a player can choose and how the UI names their suits."""

from __future__ import annotations

from typing import Final

from .notation import SUITS

BRESCIANE: Final = "bresciane"
ROMME: Final = "romme"
ROMME_FOUR_COLOUR: Final = "romme4"
DECKS: Final = (BRESCIANE, ROMME, ROMME_FOUR_COLOUR)

_ITALIAN_KEYS = {"d": "suit.coins", "c": "suit.cups", "s": "suit.swords", "b": "suit.batons"}
_FRENCH_KEYS = {"d": "suit.diamonds", "c": "suit.hearts", "s": "suit.spades", "b": "suit.clubs"}

#: English wording for every suit-name key, until the translations arrive.
SUIT_NAME_DEFAULTS: Final = {
    "suit.coins": "Coins", "suit.cups": "Cups", "suit.swords": "Swords",
    "suit.batons": "Batons", "suit.diamonds": "Diamonds", "suit.hearts": "Hearts",
    "suit.spades": "Spades", "suit.clubs": "Clubs",
}

_FRENCH_RANKS = {"F": "J", "C": "Q", "R": "K"}
_RANK_KEYS = {"F": "rank.fante", "C": "rank.cavallo", "R": "rank.re"}
_FRENCH_RANK_KEYS = {"F": "rank.jack", "C": "rank.queen", "R": "rank.king"}
RANK_NAME_DEFAULTS: Final = {
    "rank.fante": "Fante", "rank.cavallo": "Cavallo", "rank.re": "Re",
    "rank.jack": "Jack", "rank.queen": "Queen", "rank.king": "King",
}


def check_deck(deck: str) -> str:
    """``deck`` itself if it is a known deck id; otherwise ``ValueError``."""
    if deck not in DECKS:
        raise ValueError(f"unknown deck {deck!r}; choose one of {', '.join(DECKS)}")
    return deck


def is_french(deck: str) -> bool:
    """True for the Rommé decks (French suits)."""
    return check_deck(deck) != BRESCIANE


def suit_name_key(suit: str, *, deck: str) -> str:
    """The translation key naming ``suit`` (d, c, s, b) in ``deck``.

    ``suit.coins`` in the Bresciane, ``suit.diamonds`` in Rommé, and so on.
    """
    if suit not in SUITS:
        raise ValueError(f"unknown suit {suit!r}; expected one of {SUITS}")
    return (_FRENCH_KEYS if is_french(deck) else _ITALIAN_KEYS)[suit]


def suit_name(suit: str, *, deck: str) -> str:
    """The English name of ``suit`` in ``deck`` (the default for :func:`suit_name_key`)."""
    return SUIT_NAME_DEFAULTS[suit_name_key(suit, deck=deck)]


def rank_label(rank: str, *, deck: str) -> str:
    """The rank as printed on the index: ``F`` stays ``F`` in Bresciane, is ``J`` in Rommé."""
    return _FRENCH_RANKS.get(rank, rank) if is_french(deck) else rank


def rank_name_key(rank: str, *, deck: str) -> str | None:
    """The translation key for a figure's name in ``deck`` (None for number cards)."""
    keys = _FRENCH_RANK_KEYS if is_french(deck) else _RANK_KEYS
    return keys.get(rank)
