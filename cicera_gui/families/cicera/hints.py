"""Hints: the move the Hard opponent would make in the player's seat, and why, in words.

The reasons are kept as (source string, parameters) and translated when drawn, so a language
switch shows at once. They use only what the player's seat may know.
"""

from __future__ import annotations

from dataclasses import dataclass

from cicera_gui.families.cicera.terms import HONOUR_NAMES, point_name
from cicera_gui.words.card_names import card_name, card_names
from cicera_gui.words.i18n import N_, N_plural, _
from cicera_gui.words.names import seat_name
from cicera_gui.words.reasons import Reason, reason_lines
from engine.cards import RANK_OF, SUIT_OF, VALUE_OF, Card
from engine.cicera.events import EventPoint
from engine.cicera.moves import Move
from engine.cicera.view import SeatView

SPADE_SUIT = 2
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
        return reason_lines(self.reasons, deck, lambda _key, value: _words(value, deck))


def _words(value: object, deck: str) -> str:
    """A parameter of a reason, by what it is: event points, cards, a card, or as written."""
    if isinstance(value, EventPoint):
        return point_name(value)
    if isinstance(value, tuple):
        if value and isinstance(value[0], EventPoint):
            return " + ".join(point_name(p) for p in value)
        return card_names([int(c) for c in value], deck, in_sentence=True)
    if isinstance(value, Card):
        return card_name(int(value), deck, in_sentence=True)
    return str(value)


def _sweepable(table: list[int], unseen: list[int]) -> bool:
    """Could one unseen card take the whole table (a Scùa for whoever holds it)?"""
    if not table:
        return False
    if len(table) == 1:
        return any(RANK_OF[c] == RANK_OF[table[0]] for c in unseen)
    if any(VALUE_OF[c] == 0 for c in table):
        return False
    total = sum(VALUE_OF[c] for c in table)
    return any(VALUE_OF[c] == total for c in unseen)


def explain(view: SeatView, move: Move) -> Hint:
    """Why ``move`` is good for the seat of ``view``: what it takes and scores, or what laying
    the card keeps from the next player."""
    reasons: list[Reason] = []
    table = [int(c) for c in view.table]
    unseen = [int(c) for c in view.unseen()]
    after = [c for c in table if c not in {int(c) for c in move.capture}]
    next_seat = (view.seat + 1) % view.players
    if move.capture:
        points = _points(view, move)
        if points:
            reasons.append((N_("scores {points}"), {"points": points}))
        for card in move.capture:
            if int(card) in HONOUR_NAMES:
                reasons.append((N_("wins {honour}"), {"honour": _(HONOUR_NAMES[int(card)])}))
        swords = sum(1 for c in (move.card, *move.capture) if SUIT_OF[int(c)] == SPADE_SUIT)
        if swords:
            reasons.append((SWORDS_TAKEN, {"n": swords}))
    else:
        if any(other.card == move.card and other.capture for other in view.legal_moves()):
            reasons.append((N_("nothing on the table is worth taking with it"), {}))
        else:  # never said to pass up what it could not take
            reasons.append((N_("it can take nothing on this table"), {}))
        if int(move.card) in HONOUR_NAMES:  # an honour laid is one the others may take
            reasons.append((N_("lays an honour on the table for the next player to take: "
                               "{honour}"), {"honour": _(HONOUR_NAMES[int(move.card)])}))
        after = [*after, int(move.card)]
    if after and not _sweepable(after, unseen):
        reasons.append((N_("leaves {name} no Scùa"), {"name": seat_name(next_seat)}))
    elif after:
        reasons.append((N_("careful: {name} could sweep the table"),
                        {"name": seat_name(next_seat)}))
    return Hint(move, tuple(reasons))


def _points(view: SeatView, move: Move) -> tuple[EventPoint, ...]:
    """The event points ``move`` scores now (as the engine counts them)."""
    return view.points_of(move)
