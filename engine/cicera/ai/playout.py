"""Knowledge-guided playouts: finishing a hand with Normal's plays for every seat.

The search plays hundreds of these per move. Every seat plays Normal's move from what it
could know in that world (its own hand, the table, the cards gone), so the playouts look
like real play; now and then (``epsilon``) a random legal play keeps them from all looking
alike. A whole four-player hand takes well under a millisecond.
"""

from __future__ import annotations

import random

from engine.cicera.ai.normal import Situation, rate
from engine.cicera.ai.values import ALL_CARDS
from engine.cicera.hand import HandState
from engine.cicera.moves import legal_plays

EPSILON = 0.08


def situation_of(state: HandState) -> Situation:
    """What the seat to play could know in ``state``, for Normal's heuristic."""
    turn = state.turn
    players = state.players
    hand = state.hands[turn]
    seen = 0
    for card in state.table:
        seen |= 1 << card
    for card in hand:
        seen |= 1 << card
    for pile in state.piles:
        seen |= pile
    following = len(state.hands[(turn + 1) % players])
    if not following and state.later:
        following = len(state.later[0][0])
    partnerships = players == 4 and len(state.piles) == 2
    partner = len(state.hands[(turn + 2) % players]) if partnerships else 0
    return Situation(tuple(hand), tuple(state.table), state.laid, ALL_CARDS & ~seen,
                     following, partner, state.cinquina)


def normal_play(state: HandState) -> None:
    """Play Normal's move for the seat to play in ``state``."""
    situation = situation_of(state)
    best = -1e9
    best_move: tuple[int, tuple[int, ...]] = (situation.hand[0], ())
    for card, capture in legal_plays(situation.hand, situation.table, stable=False):
        value = rate(card, capture, situation)
        if value > best:
            best, best_move = value, (card, capture)
    state.play(*best_move)


def play_step(state: HandState, rng: random.Random, epsilon: float = EPSILON) -> None:
    """One play of the playout policy for the seat to play in ``state``."""
    if rng.random() < epsilon:
        state.play_random(rng.random)
    else:
        normal_play(state)


def play_out(state: HandState, rng: random.Random, epsilon: float = EPSILON) -> None:
    """Finish the hand in ``state`` (in place) with the playout policy."""
    while state.plays_left:
        play_step(state, rng, epsilon)
