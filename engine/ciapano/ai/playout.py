"""The playout policy: finishing a hand fast with a beginner-proof duck-and-dump player.

Pure random playouts are weak in a trick-avoidance game (random players win tricks they
could have ducked), so every seat plays simple, sound rules on the bit masks: duck with
the highest card under the trick's winner; when it must win, win with its highest card;
when void, dump its heaviest card (the most points, then the highest rank); lead the low
card least likely to win, from the shorter suit on a tie. Now and then (``epsilon``) a
random legal card keeps the playouts from all looking alike.
"""

from __future__ import annotations

import random

from engine.ciapano.ai.knowledge import HIGHER, LOWER
from engine.ciapano.hand import HandState
from engine.ciapano.order import STRENGTH
from engine.kinds.trick.masks import SUIT_MASKS, cards_of

EPSILON = 0.1


def _highest(mask: int) -> int:
    best = -1
    top = -1
    while mask:
        low = mask & -mask
        card = low.bit_length() - 1
        if STRENGTH[card] > top:
            top, best = STRENGTH[card], card
        mask ^= low
    return best


def policy_card(state: HandState, legal: int) -> int:
    """The card the playout policy plays for the seat to play (``legal``: its legal cards)."""
    trick = state.trick
    if trick:
        follow = legal & state.led
        if follow:
            under = follow & LOWER[state.best]
            return _highest(under or follow)
        values = state.values
        heaviest = -1
        best_key = -1.0
        for card in cards_of(legal):
            key = float(values[card] * 16 + STRENGTH[card])
            if key > best_key:
                best_key, heaviest = key, card
        return heaviest
    out = 0
    turn = state.turn
    for seat, hand in enumerate(state.hands):
        if seat != turn:
            out |= hand
    best = -1
    best_key = 9.0
    for suit in SUIT_MASKS:
        mine = legal & suit
        if not mine:
            continue
        low = mine & -mine
        lowest = low.bit_length() - 1
        rest = mine
        while rest:  # the weakest card of the suit (card numbers do not follow strength)
            bit = rest & -rest
            card = bit.bit_length() - 1
            if STRENGTH[card] < STRENGTH[lowest]:
                lowest = card
            rest ^= bit
        higher = (out & HIGHER[lowest]).bit_count()
        lower = (out & LOWER[lowest]).bit_count()
        risk = lower / (lower + higher) if higher else 1.0 if lower else 2.0
        weight = risk + 0.01 * mine.bit_count()
        if weight < best_key:
            best_key, best = weight, lowest
    return best


def play_step(state: HandState, rng: random.Random, epsilon: float = EPSILON) -> None:
    """One card of the playout policy for the seat to play in ``state``."""
    legal = state.legal_mask()
    if legal & (legal - 1) == 0:
        state.play(legal.bit_length() - 1)
        return
    chance = rng.random
    if chance() < epsilon:
        for _ in range(int(chance() * legal.bit_count())):
            legal &= legal - 1
        state.play((legal & -legal).bit_length() - 1)
        return
    state.play(policy_card(state, legal))


def play_out(state: HandState, rng: random.Random, epsilon: float = EPSILON) -> None:
    """Finish the hand in ``state`` (in place) with the playout policy."""
    while state.tricks_left:
        play_step(state, rng, epsilon)
