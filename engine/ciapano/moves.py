"""The moves of the Ciapanò family: a card (:class:`engine.cards.Card`) or a cappotto choice."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from engine.bounds import quote
from engine.cards import Card

ChoiceName = Literal["give", "take"]


@dataclass(frozen=True, slots=True)
class Choice:
    """A Traversone cappotto's maker chooses: ``give`` everyone else the total (the default)
    or ``take`` it off their own score. ``Choice.parse("take")`` and ``str(choice)``."""

    name: ChoiceName

    NAMES: ClassVar[tuple[ChoiceName, ...]] = ("give", "take")

    @classmethod
    def parse(cls, text: str) -> Choice:
        cleaned = text.strip().lower() if isinstance(text, str) else text
        if cleaned not in cls.NAMES:
            raise ValueError(f"a cappotto choice is 'give' or 'take', not {quote(text)}")
        return GIVE if cleaned == "give" else TAKE

    def __str__(self) -> str:
        return self.name


GIVE = Choice("give")
TAKE = Choice("take")

Move = Card | Choice
