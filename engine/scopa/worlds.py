"""Dealing the cards a seat has not seen, consistently with its view: worlds for the search."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from engine.cards import Card
from engine.kinds.capture import public_deal
from engine.kinds.capture.deal import Deal, deal_unseen
from engine.kinds.capture.match import Phase
from engine.kinds.capture.moves import Move
from engine.scopa.game import HandLog, ScopaGame
from engine.scopa.hand import NOBODY, ScopaHand
from engine.scopa.rules import ScopaRules
from engine.scopa.view import SeatView


def determinize(view: SeatView, rng: random.Random,
                holding: Mapping[int, Sequence[Card]] | None = None,
                coming: Sequence[Card] = ()) -> ScopaGame:
    """A full game agreeing with ``view``: the unseen cards dealt at random (``holding``:
    unseen cards given to the seats named; ``coming``: the cards the viewing seat is dealt
    next, when it knows them). Everything the seat knows is kept; the game's log holds the
    position as its deal, not the hand's real deal."""
    deal = deal_unseen(view, rng, holding, coming)
    game = ScopaGame(view.rules, view.players, rng=random.Random(rng.getrandbits(64)))
    state = ScopaHand.start(view.rules, view.dealer, deal)
    state.turn = view.turn if view.turn is not None else state.turn
    state.piles = [sorted(int(c) for c in pile) for pile in view.captured]
    state.scope = list(view.scope)
    state.last_capturer = NOBODY if view.last_capturer is None else view.last_capturer
    state.plays_left = view.plays_left
    game.totals = list(view.totals)
    game.hands_played = view.hand_number - 1
    game._hand = state
    game.log = [HandLog(view.dealer, deal, [move for _seat, move in view.plays])]
    game.phase = Phase.PLAY if view.turn is not None else Phase.DEAL
    return game


def world_for_move(view: SeatView, rng: random.Random, seat: int, card: Card | None,
                   coming: Sequence[Card] = ()) -> ScopaGame:
    """A world agreeing with ``view`` in which ``seat`` holds ``card`` (about to play it)
    and the viewing seat is dealt ``coming`` next (the cards it was seen to get after it)."""
    holding = {} if card is None or card not in view.unseen() or seat == view.seat else {
        seat: [card]}
    if len(coming) != view.rules.deal_for(view.players).later:
        coming = ()
    return determinize(view, rng, holding, coming)


def public_hand(rules: ScopaRules, players: int, before: SeatView, seat: int, move: Move,
                opening: tuple[int, Sequence[Card], int] | None
                ) -> tuple[Deal, list[Move]] | None:
    """A finished hand told again whole from what one seat saw (the capture kind's
    :func:`engine.kinds.capture.public_deal.public_hand`, on Scopa's hand)."""
    return public_deal.public_hand(rules, players, before, seat, move, opening,
                                   ScopaHand.start)
