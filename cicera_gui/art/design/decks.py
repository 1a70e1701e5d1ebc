"""The three decks the generator writes and what distinguishes them."""

from __future__ import annotations

from dataclasses import dataclass

from . import palette as p

ROMME_RED = "#c8142c"
ROMME_BLACK = "#17171a"
FOUR_BLUE = "#1d5fc4"
FOUR_GREEN = "#1c7a36"


@dataclass(frozen=True)
class DeckStyle:
    """A deck's id (its folder under ``assets/cards``), suit system and inks."""

    deck_id: str
    italian: bool
    paper: str
    suit_colours: dict[str, str]

    def ink(self, suit: str) -> str:
        return self.suit_colours[suit]


BRESCIANE = DeckStyle("bresciane", True, "#fbf3df", dict.fromkeys("dcsb", p.INK))
ROMME = DeckStyle(
    "romme", False, "#fffdf8",
    {"d": ROMME_RED, "c": ROMME_RED, "s": ROMME_BLACK, "b": ROMME_BLACK},
)
ROMME4 = DeckStyle(
    "romme4", False, "#fffdf8",
    {"d": FOUR_BLUE, "c": ROMME_RED, "s": ROMME_BLACK, "b": FOUR_GREEN},
)
DECK_STYLES = (BRESCIANE, ROMME, ROMME4)
