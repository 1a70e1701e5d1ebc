"""Hints: the move the Hard opponent would make in the player's seat, and why, in words.

The reasons are kept as (source string, parameters) and translated when drawn, so a language
switch shows at once. They use only what the player's seat may know.
"""

from __future__ import annotations

from dataclasses import dataclass

from cicera_gui.families.cicera.giveaway import leaves_reasons, named
from cicera_gui.families.cicera.terms import HONOUR_NAMES, point_name
from cicera_gui.words.card_names import card_name, card_names
from cicera_gui.words.i18n import N_, N_plural, _
from cicera_gui.words.reasons import Reason, reason_lines
from engine.cards import SUIT_OF, Card, Suit
from engine.cicera.events import EventPoint
from engine.cicera.view import SeatView
from engine.kinds.capture.moves import Move

#: "takes 2 swords" with the Bresciane cards, "takes 2 spades" with Rommé art.
SWORDS_TAKEN = {"italian": N_plural("takes {n} sword", "takes {n} swords"),
                "french": N_plural("takes {n} spade", "takes {n} spades")}

@dataclass(frozen=True)
class Hint:
    """A suggested move and the reasons for it."""

    move: Move
    reasons: tuple[Reason, ...]

    def lines(self, deck: str = "bresciane") -> list[str]:
        """The reasons in the current language, each a sentence (cards named as ``deck``
        draws them)."""
        return reason_lines(self.reasons, deck, lambda key, value: _words(key, value, deck))


def _words(key: str, value: object, deck: str) -> str:
    """A parameter of a reason, by what it is: event points, cards (``cards``: honours by
    name), a card, or as written."""
    if key == "cards" and isinstance(value, tuple):
        return named(tuple(int(card) for card in value), deck)
    if isinstance(value, EventPoint):
        return point_name(value)
    if isinstance(value, tuple):
        if value and isinstance(value[0], EventPoint):
            return " + ".join(point_name(p) for p in value)
        return card_names([int(c) for c in value], deck, in_sentence=True)
    if isinstance(value, Card):
        return card_name(int(value), deck, in_sentence=True)
    return str(value)


def explain(view: SeatView, move: Move) -> Hint:
    """Why ``move`` is good for the seat of ``view``: what it takes and scores, or why it
    lays the card, then what it leaves the next player (:func:`leaves_reasons`)."""
    reasons: list[Reason] = []
    if move.capture:
        points = _points(view, move)
        if points:
            reasons.append((N_("scores {points}"), {"points": points}))
        for card in move.capture:
            if int(card) in HONOUR_NAMES:
                reasons.append((N_("wins {honour}"), {"honour": _(HONOUR_NAMES[int(card)])}))
        swords = sum(1 for c in (move.card, *move.capture) if SUIT_OF[int(c)] == Suit.SPADE)
        if swords:
            reasons.append((SWORDS_TAKEN, {"n": swords}))
    elif any(other.card == move.card and other.capture for other in view.legal_moves()):
        reasons.append((N_("nothing on the table is worth taking with it"), {}))
    else:  # never said to pass up what it could not take
        reasons.append((N_("it can take nothing on this table"), {}))
    reasons += leaves_reasons(view, move)
    return Hint(move, tuple(reasons))


def _points(view: SeatView, move: Move) -> tuple[EventPoint, ...]:
    """The event points ``move`` scores now (as the engine counts them)."""
    return view.points_of(move)
