"""Normal: a one-ply heuristic player of Scopa.

Each legal move is valued by what it takes now (the cards' worth, a scopa) less what it
leaves the next opponent: a table one unseen card can sweep, and the valuable cards it can
take (the settebello above all). The chances come from counting the unseen cards. With
four players the partner, who plays after the next opponent, may take what is left.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from engine.ai.chances import holds_one
from engine.kinds.capture.moves import Move
from engine.scopa.ai.values import VALUE_MASK, sweepers, worth_table
from engine.scopa.hand import plays_of
from engine.scopa.rules import VALUE
from engine.scopa.view import SeatView

_SCOPA = 1.0
_PARTNER_WEIGHT = 0.3
_EXPOSURE_WEIGHT = 0.7


@dataclass(frozen=True, slots=True)
class Situation:
    """What the heuristic needs of a position, as card numbers and masks."""

    hand: tuple[int, ...]
    table: tuple[int, ...]
    unseen: int
    next_hand: int  # cards in the next player's (an opponent's) hand
    partner_hand: int  # cards in the partner's hand, 0 without a partner
    last_play: bool  # this is the hand's last card: no scopa
    worth: tuple[float, ...]
    chances: dict[int, float] = field(default_factory=dict, compare=False, repr=False)

    def chance(self, wanted: int, hand: int | None = None) -> float:
        """Chance that the next player's hand (or a hand of ``hand`` cards) holds one of
        ``wanted``'s cards."""
        size = self.next_hand if hand is None else hand
        key = wanted << 4 | size
        known = self.chances.get(key)
        if known is None:
            known = holds_one(wanted, self.unseen, self.unseen.bit_count(), size)
            self.chances[key] = known
        return known

    @classmethod
    def of(cls, view: SeatView) -> Situation:
        next_hand, partner = view.hands_after()
        return cls(tuple(int(c) for c in view.hand), tuple(int(c) for c in view.table),
                   view.unseen_mask(), next_hand, partner, view.plays_left == 1,
                   worth_table(view.rules))


def table_danger(table: Sequence[int], situation: Situation) -> float:
    """Points the next opponent can expect to make from ``table``."""
    if not table or not situation.next_hand:
        return 0.0
    worth = situation.worth
    danger = 0.0
    sweep = sweepers(table)
    p_sweep = situation.chance(sweep) if sweep else 0.0
    if p_sweep:
        danger += p_sweep * (_SCOPA + sum(worth[t] for t in table))
    for card in table:
        if worth[card] >= 0.2:
            p_take = situation.chance(VALUE_MASK[VALUE[card]])
            danger += _EXPOSURE_WEIGHT * (1.0 - p_sweep) * p_take * worth[card]
    if situation.partner_hand and sweep and p_sweep < 1.0:
        p_partner = situation.chance(sweep, situation.partner_hand)
        danger -= _PARTNER_WEIGHT * p_partner * (1.0 - p_sweep)
    return danger


def rate(card: int, capture: Sequence[int], situation: Situation) -> float:
    """The heuristic value of playing ``card`` taking ``capture`` (empty: laying it)."""
    worth = situation.worth
    table = situation.table
    if capture:
        gain = worth[card] + sum(worth[t] for t in capture)
        left = [t for t in table if t not in capture]
        if not left and not situation.last_play:
            gain += _SCOPA
        return gain - table_danger(left, situation)
    return -0.5 * worth[card] - table_danger((*table, card), situation)


def rated_moves(view: SeatView) -> list[tuple[float, Move]]:
    """Every legal move with its heuristic value, in the legal-move order."""
    situation = Situation.of(view)
    return [(rate(card, capture, situation), Move.of(card, capture))
            for card, capture in plays_of(situation.hand, situation.table)]
