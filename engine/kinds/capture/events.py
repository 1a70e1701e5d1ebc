"""Events every family of the capture kind shares (the window's deal animation reads them)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import Card


@dataclass(frozen=True, slots=True)
class Packet:
    """Cards dealt in one go: to a seat's hand, or face up to the table (``seat`` None)."""

    seat: int | None
    cards: tuple[Card, ...]
