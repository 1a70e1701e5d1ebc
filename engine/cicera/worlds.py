"""Dealing the cards a seat has not seen, consistently with its view: worlds for the search."""

from __future__ import annotations

import random

from engine.cicera.deal import Deal
from engine.cicera.game import CiceraGame, Phase
from engine.cicera.hand import NOBODY, HandState
from engine.cicera.view import SeatView


def determinize(view: SeatView, rng: random.Random) -> CiceraGame:
    """A full game agreeing with ``view``: the unseen cards dealt at random.

    The other hands get their sizes and the later deals theirs; everything the seat knows
    (its hand, the table, the piles, the events, whose turn it is, the scores) is kept. The
    returned game's log holds the current position as its deal, not the hand's real deal.
    """
    unseen = sorted(view.unseen())
    rng.shuffle(unseen)
    hands: list[list[int]] = []
    position = 0
    for seat, size in enumerate(view.hand_sizes):
        if seat == view.seat:
            hands.append([int(c) for c in view.hand])
        else:
            hands.append([int(c) for c in unseen[position : position + size]])
            position += size
    pattern = view.rules.deal_for(view.players)
    later: list[list[list[int]]] = []
    while position < len(unseen):
        later_hands = []
        for _ in range(view.players):
            later_hands.append([int(c) for c in unseen[position : position + pattern.later]])
            position += pattern.later
        later.append(later_hands)
    deal = Deal.of(hands, view.table, later)
    state = HandState.start(view.rules, view.dealer, deal)
    state.turn = view.turn if view.turn is not None else state.turn
    state.piles = [sum(1 << c for c in pile) for pile in view.captured]
    state.events = [list(counts) for counts in view.events]
    state.laid = NOBODY if view.laid is None else int(view.laid)
    state.last_capturer = NOBODY if view.last_capturer is None else view.last_capturer
    state.plays_left = view.plays_left
    game = CiceraGame.resume(view.rules, state, deal, totals=list(view.totals),
                             hands_played=view.hand_number - 1,
                             rng=random.Random(rng.getrandbits(64)))
    game.log[-1].plays = [move for _seat, move in view.plays]  # the hand so far, as seen
    if view.turn is None:
        game.phase = Phase.DEAL
    return game
