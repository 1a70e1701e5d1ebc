"""The Ciapanò family's moves in words for the analysis of a hand: the card played (or the
cappotto's choice), and why the better one is better (the hint's reasons)."""

from __future__ import annotations

from cicera_gui.families.ciapano.hints import explain
from cicera_gui.words.card_names import card_name
from cicera_gui.words.i18n import _
from engine.ciapano.moves import GIVE, Choice, Move
from engine.ciapano.view import SeatView


def move_words(move: Move, deck: str, short: bool = False) -> str:
    """The card played, or the cappotto's choice (as short as it comes: ``short`` is
    the same)."""
    if isinstance(move, Choice):
        return (_("give everyone else the total") if move == GIVE
                else _("take the total off your score"))
    return card_name(int(move), deck)


def move_reasons(view: SeatView, move: Move, deck: str) -> list[str]:
    if isinstance(move, Choice):
        return []
    return explain(view, int(move)).lines(deck)


def move_cards(move: Move) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The card played (none for the cappotto's choice)."""
    return ((), ()) if isinstance(move, Choice) else ((int(move),), ())


def context_cards(view: SeatView) -> tuple[str, tuple[int, ...]]:
    """The trick as it stood when the player played to it."""
    cards = tuple(int(card) for card in view.trick)
    return (_("On the trick") if cards else _("You led the trick")), cards
