"""Cicera's moves in words for the analysis of a hand: what a play did, and why the better
one is better (the hint's reasons)."""

from __future__ import annotations

from cicera_gui.families.cicera.aids import PlayAids
from cicera_gui.families.cicera.hints import explain
from cicera_gui.words.card_names import card_name
from cicera_gui.words.i18n import _, ngettext
from engine.cicera.view import SeatView
from engine.kinds.capture.moves import Move


def move_words(move: Move, deck: str, short: bool = False) -> str:
    """"lay the five of cups", "the five of cups takes the two of coins and the three of
    cups"; ``short``, where a line has no room for every card taken (they are drawn beside
    it): "the five of cups takes 2 cards"."""
    if short and move.capture:
        return ngettext("{card} takes {n} card", "{card} takes {n} cards",
                        len(move.capture)).format(
            card=card_name(int(move.card), deck, in_sentence=True), n=len(move.capture))
    return PlayAids.move_text(move, deck)


def move_reasons(view: SeatView, move: Move, deck: str) -> list[str]:
    return explain(view, move).lines(deck)


def move_cards(move: Move) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The card played, and the table cards it takes."""
    return (int(move.card),), tuple(int(card) for card in move.capture)


def context_cards(view: SeatView) -> tuple[str, tuple[int, ...]]:
    """The table as the player found it."""
    cards = tuple(int(card) for card in view.table)
    return (_("On the table") if cards else _("The table was empty")), cards
