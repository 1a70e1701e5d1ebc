"""A move of a game of captures in words, the same in every such game: "lay the five of
cups", "the five of cups takes the two of coins and the three of cups"; its cards, and
what lay before the player, for the analysis of a hand."""

from __future__ import annotations

from cicera_gui.kinds.capture.play import CaptureMove, CaptureView
from cicera_gui.words.card_names import card_name, card_names
from cicera_gui.words.i18n import _, ngettext


def move_text(move: CaptureMove, deck: str = "bresciane") -> str:
    """The move in words, its cards by name."""
    if not move.capture:
        return _("lay {card}").format(card=card_name(int(move.card), deck, in_sentence=True))
    return _("{card} takes {cards}").format(
        card=card_name(int(move.card), deck, in_sentence=True),
        cards=card_names([int(c) for c in move.capture], deck, in_sentence=True))


def move_words(move: CaptureMove, deck: str, short: bool = False) -> str:
    """The move in words; ``short``, where a line has no room for every card taken (they are
    drawn beside it): "the five of cups takes 2 cards"."""
    if short and move.capture:
        return ngettext("{card} takes {n} card", "{card} takes {n} cards",
                        len(move.capture)).format(
            card=card_name(int(move.card), deck, in_sentence=True), n=len(move.capture))
    return move_text(move, deck)


def move_cards(move: CaptureMove) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The card played, and the table cards it takes."""
    return (int(move.card),), tuple(int(card) for card in move.capture)


def context_cards(view: CaptureView) -> tuple[str, tuple[int, ...]]:
    """The table as the player found it."""
    cards = tuple(int(card) for card in view.table)
    return (_("On the table") if cards else _("The table was empty")), cards
