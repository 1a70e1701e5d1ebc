"""Dealing the cards a seat has not seen, consistently with its view: worlds for the search."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from engine.cards import Card
from engine.cicera.game import CiceraGame, Phase
from engine.cicera.hand import NOBODY, HandState
from engine.cicera.view import SeatView
from engine.kinds.capture.deal import deal_unseen


def determinize(view: SeatView, rng: random.Random,
                holding: Mapping[int, Sequence[Card]] | None = None,
                coming: Sequence[Card] = ()) -> CiceraGame:
    """A full game agreeing with ``view``: the unseen cards dealt at random (``holding``:
    unseen cards given to the seats named, the rest at random round them; ``coming``: the
    cards the viewing seat is dealt next, when it knows them).

    The other hands get their sizes and the later deals theirs; everything the seat knows
    (its hand, the table, the piles, the events, whose turn it is, the scores) is kept. The
    returned game's log holds the current position as its deal, not the hand's real deal.
    """
    deal = deal_unseen(view, rng, holding, coming)
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


def world_for_move(view: SeatView, rng: random.Random, seat: int, card: Card | None,
                   coming: Sequence[Card] = ()) -> CiceraGame:
    """A world agreeing with ``view`` in which ``seat`` holds ``card`` (a card it is about
    to play: any card in a hand may be played) and the viewing seat is dealt ``coming``
    next (the cards it was seen to get after the move)."""
    holding = {} if card is None or card not in view.unseen() or seat == view.seat else {
        seat: [card]}
    if len(coming) != view.rules.deal_for(view.players).later:
        coming = ()  # not a later deal of this seat's: the world deals at random
    return determinize(view, rng, holding, coming)
