"""Knowledge-guided playouts: finishing a hand of Scopa with Normal's plays for every seat,
from what each could know in the world (its own hand, the table, the cards gone); now and
then (``epsilon``) a random legal play keeps them from all looking alike."""

from __future__ import annotations

import random

from engine.cards import mask_of
from engine.scopa.ai.normal import Situation, rate
from engine.scopa.ai.values import worth_table
from engine.scopa.hand import ScopaHand, plays_of
from engine.scopa.rules import VALUE

EPSILON = 0.08
_DECK = mask_of(c for c in range(52) if VALUE[c])


def situation_of(state: ScopaHand) -> Situation:
    """What the seat to play could know in ``state``, for Normal's heuristic."""
    turn, players = state.turn, state.players
    seen = mask_of(state.table) | mask_of(state.hands[turn])
    for pile in state.piles:
        seen |= mask_of(pile)
    following = len(state.hands[(turn + 1) % players])
    if not following and state.later:
        following = len(state.later[0][0])
    partner = len(state.hands[(turn + 2) % players]) if len(state.piles) == 2 \
        and players == 4 else 0
    return Situation(tuple(state.hands[turn]), tuple(state.table), _DECK & ~seen, following,
                     partner, state.plays_left == 1, worth_table(state.rules))


def normal_play(state: ScopaHand) -> None:
    """Play Normal's move for the seat to play in ``state``."""
    situation = situation_of(state)
    best = -1e9
    best_play: tuple[int, tuple[int, ...]] = (situation.hand[0], ())
    for card, capture in plays_of(situation.hand, situation.table):
        value = rate(card, capture, situation)
        if value > best:
            best, best_play = value, (card, capture)
    state.play(*best_play)


def play_step(state: ScopaHand, rng: random.Random, epsilon: float = EPSILON) -> None:
    """One play of the playout policy for the seat to play in ``state``."""
    if rng.random() < epsilon:
        state.play(*rng.choice(state.legal_plays()))
    else:
        normal_play(state)


def play_out(state: ScopaHand, rng: random.Random, epsilon: float = EPSILON) -> None:
    """Finish the hand in ``state`` (in place) with the playout policy."""
    while state.plays_left:
        play_step(state, rng, epsilon)
