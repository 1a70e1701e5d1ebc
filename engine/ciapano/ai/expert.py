"""Expert: a rule-based sparring partner for the Ciapanò family, from the game's known
strategy, to measure the levels against (``python -m engine tournament --a normal --b
expert``); it is not offered to players.

Its rules, as a good club player states them:

- **Following, able to duck:** play the highest card that still loses to the trick's
  winner (a high card gone at no cost). Last to a trick that holds no points (and is not
  the last trick), take it with the highest card of the suit instead: a high card gone for
  nothing.
- **Following, unable to duck:** the trick is won anyway when no card still out can beat
  the lowest of them: then play the highest (rid of the most dangerous). Otherwise play the
  highest when last (it wins whatever is played), else the lowest (someone may still go
  over it).
- **Void in the suit led:** throw the card with the most points, then the strongest card
  (the one most likely to win a trick later), from the shortest suit on a tie.
- **Leading:** the lowest card of a suit, preferring a card without points, one that the
  cards still out can beat many times, from a long suit, and not a suit in which a player
  still to come is known to be void (he would throw his points on it).

It counts the cards still out and the voids shown (the :class:`Situation` every level
shares); the cappotto's choice is every level's.
"""

from __future__ import annotations

import random

from engine.cards import CARDS
from engine.ciapano.ai.choice import choose_cappotto
from engine.ciapano.ai.knowledge import HIGHER, LOWER, Situation, situation_of_view
from engine.ciapano.moves import Move
from engine.ciapano.order import STRENGTH
from engine.ciapano.view import SeatView
from engine.kinds.trick.masks import BIT, SUIT_MASK_OF, cards_of


def by_strength(card: int) -> tuple[int, int]:
    """A card's order within its suit by strength (the lower card number first of equals)."""
    return STRENGTH[card], -card


def follow(sit: Situation) -> int:
    """The card to play to a trick of a suit the seat holds."""
    led = SUIT_MASK_OF[sit.trick[0]]
    in_suit = [c for c in cards_of(sit.legal) if BIT[c] & led]
    under = [c for c in in_suit if BIT[c] & LOWER[sit.best]]
    last = not sit.after
    if under:
        if last and not sit.trick_points and not sit.last_trick:
            return max(in_suit, key=by_strength)
        return max(under, key=by_strength)
    lowest = min(in_suit, key=by_strength)
    if last or not sit.out & HIGHER[lowest]:
        return max(in_suit, key=by_strength)
    return lowest


def discard(sit: Situation) -> int:
    """The card to throw away when void in the suit led."""
    values = sit.rules.values

    def weight(card: int) -> tuple[int, int, int, int]:
        length = (sit.hand & SUIT_MASK_OF[card]).bit_count()
        return values[card], STRENGTH[card], -length, -card

    return max(cards_of(sit.legal), key=weight)


def lead(sit: Situation) -> int:
    """The card to lead: the lowest of the best suit to lead from."""
    values = sit.rules.values
    best: tuple[float, int] | None = None
    for suit_card in cards_of(sit.legal):
        suit = SUIT_MASK_OF[suit_card]
        mine = [c for c in cards_of(sit.legal) if BIT[c] & suit]
        if suit_card != min(mine, key=by_strength):
            continue  # one candidate per suit: its lowest card
        beaters = (sit.out & HIGHER[suit_card]).bit_count()
        voids = sum(1 for seat in sit.after if sit.voids[seat] & suit)
        score = (-3.0 * values[suit_card] / max(1, sit.rules.unit_size) + 1.0 * beaters
                 + 0.5 * len(mine) - 2.0 * voids - (4.0 if not beaters else 0.0))
        if best is None or score > best[0] or (score == best[0] and suit_card < best[1]):
            best = (score, suit_card)
    assert best is not None
    return best[1]


def expert_card(sit: Situation) -> int:
    """The expert's card in ``sit`` (see the module's docstring)."""
    if not sit.trick:
        return lead(sit)
    if sit.legal & SUIT_MASK_OF[sit.trick[0]]:
        return follow(sit)
    return discard(sit)


class ExpertPlayer:
    """The rule-based expert (deterministic: it takes a generator like every level)."""

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng

    def choose(self, view: SeatView) -> Move:
        if view.choices:
            return choose_cappotto(view)
        return CARDS[expert_card(situation_of_view(view))]
