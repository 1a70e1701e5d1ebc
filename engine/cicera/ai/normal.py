"""Normal: a strong one-ply heuristic player.

Each legal move is valued by what it wins now (the cards and their worth, the event points)
minus what it hands the next opponent: a table that one unseen card can sweep (a Scùa), a
laid card that invites a Picada, honours left within reach. The chances come from counting
the unseen cards. Figures that can still answer an opponent's figure are kept, and in the
four-player game a table the partner (who plays after the next opponent) can sweep counts a
little in the move's favour.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from engine.ai.chances import holds_one
from engine.cards import RANK_OF
from engine.cicera.ai.values import (
    RANK_MASK,
    WORTH,
    sweepers,
)
from engine.cicera.hand import capture_events
from engine.cicera.moves import legal_plays
from engine.cicera.view import SeatView
from engine.kinds.capture.moves import Move

_NO_CARD = -1
_SCUA_GAIN = 1.0  # the event point itself
_PARTNER_WEIGHT = 0.3
_EXPOSURE_WEIGHT = 0.6
_KEEP_FIGURE = 0.12


@dataclass(frozen=True, slots=True)
class Situation:
    """What the heuristic needs of a position, as card numbers and masks."""

    hand: tuple[int, ...]
    table: tuple[int, ...]
    laid: int
    unseen: int
    next_hand: int  # cards in the next player's (an opponent's) hand
    partner_hand: int  # cards in the partner's hand, 0 without a partner
    cinquina: bool
    #: The chances already worked out, by mask: that the next hand holds one of its cards
    #: (every move of a position asks for the same few)
    chances: dict[int, float] = field(default_factory=dict, compare=False, repr=False)

    def chance(self, wanted: int) -> float:
        """Chance that the next player's hand holds one of ``wanted``'s cards."""
        known = self.chances.get(wanted)
        if known is None:
            known = holds_one(wanted, self.unseen, self.unseen.bit_count(), self.next_hand)
            self.chances[wanted] = known
        return known

    @classmethod
    def of(cls, view: SeatView) -> Situation:
        next_hand, partner_hand = view.hands_after()
        return cls(
            hand=tuple(int(c) for c in view.hand),
            table=tuple(int(c) for c in view.table),
            laid=_NO_CARD if view.laid is None else int(view.laid),
            unseen=view.unseen_mask(),
            next_hand=next_hand,
            partner_hand=partner_hand,
            cinquina=view.rules.cinquina,
        )


def table_danger(table: Sequence[int], laid: int, situation: Situation) -> float:
    """Points the next opponent can expect to make from ``table`` (``laid`` just laid)."""
    if not table:
        return 0.0
    chance = situation.chance
    danger = 0.0
    sweep = sweepers(table)
    p_sweep = chance(sweep) if sweep else 0.0
    if p_sweep:
        prize = _SCUA_GAIN + sum(WORTH[t] for t in table) + 0.15
        if len(table) == 1 and table[0] == laid:
            prize += 1.0  # a Picada as well
        danger += p_sweep * prize
    if laid != _NO_CARD and len(table) > 1:
        p_picada = chance(RANK_MASK[RANK_OF[laid]])
        danger += p_picada * (1.0 + WORTH[laid] + 0.13)
    for card in table:
        if WORTH[card] >= 0.5 and card != laid:
            p_take = chance(RANK_MASK[RANK_OF[card]])
            danger += _EXPOSURE_WEIGHT * p_take * WORTH[card]
    if situation.partner_hand and p_sweep < 1.0 and sweep:
        unseen = situation.unseen
        p_partner = holds_one(sweep, unseen, unseen.bit_count(), situation.partner_hand)
        danger -= _PARTNER_WEIGHT * p_partner * (1.0 - p_sweep)
    return danger


def rate(card: int, capture: Sequence[int], situation: Situation) -> float:
    """The heuristic value of playing ``card`` taking ``capture`` (empty: laying it)."""
    table = situation.table
    if capture:
        gain = WORTH[card] + sum(WORTH[t] for t in capture)
        mask, _ = capture_events(card, capture, len(table), situation.laid, situation.cinquina)
        gain += mask.bit_count()
        left = [t for t in table if t not in capture]
        return gain - table_danger(left, _NO_CARD, situation)
    cost = 0.0
    rank = RANK_OF[card]
    if rank >= 10 and situation.unseen & RANK_MASK[rank]:
        cost += _KEEP_FIGURE  # it could still answer an opponent's figure
    return -cost - table_danger((*table, card), card, situation)


def rated_moves(view: SeatView) -> list[tuple[float, Move]]:
    """Every legal move with its heuristic value, in the legal-move order."""
    situation = Situation.of(view)
    return [(rate(card, capture, situation), Move.of(card, capture))
            for card, capture in legal_plays(situation.hand, situation.table)]


class NormalPlayer:
    """Plays the move with the best heuristic value; the first in legal order on a tie."""

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng  # unused: Normal is deterministic, but takes one like every level

    def choose(self, view: SeatView) -> Move:
        return max(rated_moves(view), key=lambda item: item[0])[1]  # the first of equals
