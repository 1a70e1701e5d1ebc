"""Card names as used by the asset files and the art API: rank then suit (``As``, ``10d``)."""

from __future__ import annotations

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "F", "C", "R")
SUITS = ("d", "c", "s", "b")
FIGURES = ("F", "C", "R")
ALL_CARDS = tuple(rank + suit for suit in SUITS for rank in RANKS)
HONOUR_CARDS = frozenset({"2s", "10d", "Fc"})


def split_card(card: str) -> tuple[str, str]:
    """``"10d"`` -> ``("10", "d")``; raises ``ValueError`` for anything else."""
    rank, suit = card[:-1], card[-1:]
    if rank not in RANKS or suit not in SUITS:
        raise ValueError(f"not a card: {card!r} (expected rank {RANKS} then suit {SUITS})")
    return rank, suit


def pip_count(rank: str) -> int:
    """How many suit signs a number card shows (ace = 1); 0 for the figures."""
    return 0 if rank in FIGURES else 1 if rank == "A" else int(rank)
