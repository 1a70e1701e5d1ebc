"""What a Ciapanò-family seat knows, as bit masks, for the heuristics.

A :class:`Situation` is built from a seat's view (Easy, Normal, Hard's candidates): its
hand, the trick in play, the cards still out (held by others or lying aside), the voids
shown, the points and tricks taken, and the hand sizes.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.ciapano.order import STRENGTH
from engine.ciapano.rules import CiapanoRules
from engine.ciapano.view import SeatView
from engine.kinds.trick.masks import BIT, SUIT_MASK_OF, SUIT_MASKS, mask_of


def _above(card: int) -> int:
    return sum(BIT[c] for c in range(52)
               if SUIT_MASK_OF[c] == SUIT_MASK_OF[card] and STRENGTH[c] > STRENGTH[card]
               and STRENGTH[c] >= 0)


def _below(card: int) -> int:
    return sum(BIT[c] for c in range(52)
               if SUIT_MASK_OF[c] == SUIT_MASK_OF[card] and 0 <= STRENGTH[c] < STRENGTH[card])


#: HIGHER[c] / LOWER[c]: the cards of c's suit that beat it / that it beats.
HIGHER: tuple[int, ...] = tuple(_above(c) for c in range(52))
LOWER: tuple[int, ...] = tuple(_below(c) for c in range(52))


@dataclass(slots=True)
class Situation:
    """One seat's knowledge at its turn (see the module's docstring)."""

    rules: CiapanoRules
    seat: int
    hand: int  # own cards, as a mask
    legal: int
    trick: list[int]
    best: int  # the card winning the trick so far (-1 when leading)
    winner: int  # the seat winning it so far (-1 when leading)
    trick_points: int
    #: The seats still to play to this trick after this one, in order.
    after: list[int]
    seats: tuple[int, ...]
    out: int  # cards still out: in other hands, aside, in the monte or the talon
    voids: list[int]  # suit masks each seat has shown it lacks
    sizes: list[int]  # hand sizes by seat
    points: list[int]
    tricks: list[int]
    tricks_left: int  # this one included
    rest_points: float  # expected points lying in the monte (for the last trick's winner)
    talon: int  # cards left in the talon

    @property
    def last_trick(self) -> bool:
        return self.tricks_left == 1 and not self.talon


def _after(seats: tuple[int, ...], seat: int, played: int) -> list[int]:
    i = seats.index(seat)
    count = len(seats) - 1 - played
    return [seats[(i + k) % len(seats)] for k in range(1, count + 1)]


def situation_of_view(view: SeatView) -> Situation:
    """What the viewing seat knows, when it is to play a card."""
    rules = view.rules
    hand = mask_of(view.hand)
    out = mask_of(list(view.unseen()))
    trick = [int(c) for c in view.trick]
    best, winner = -1, -1
    if trick:
        led = SUIT_MASK_OF[trick[0]]
        seat = view.leader
        best, winner = trick[0], seat
        for card in trick[1:]:
            seat = view.seats[(view.seats.index(seat) + 1) % len(view.seats)]
            if BIT[card] & led and STRENGTH[card] > STRENGTH[best]:
                best, winner = card, seat
    legal = mask_of(view.legal_moves())  # type: ignore[arg-type]
    rest_points = 0.0
    if rules.rest == "monte" and view.rest:
        unseen_points = sum(rules.values[c] for c in view.unseen())
        rest_points = unseen_points * view.rest / max(1, len(view.unseen()))
    return Situation(
        rules=rules, seat=view.seat, hand=hand, legal=legal, trick=trick, best=best,
        winner=winner, trick_points=sum(rules.values[c] for c in trick),
        after=_after(view.seats, view.seat, len(trick)), seats=view.seats, out=out,
        voids=[sum(SUIT_MASKS[s] for s in suits) for suits in view.voids],
        sizes=list(view.hand_sizes), points=list(view.points), tricks=list(view.tricks_won),
        tricks_left=view.hand_sizes[view.seat] + view.talon // max(1, len(view.seats)),
        rest_points=rest_points, talon=view.talon,
    )
