"""Computer opponents for the Ciapanò family: Easy, Normal and Hard, and the seer.

Easy and Normal are the family's own heuristics; Hard is the game-neutral search
(:mod:`engine.ai.search`) over the family's adapter, playing for the match as well as the
hand. :func:`make_player` builds the levels offered to players; the seer, which sees every
hand, is built with :func:`make_seer` and serves measurement only.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engine.ai import ALL_LEVELS, PLAYER_LEVELS, SearchPlayer, SeerPlayer, level_maker
from engine.ciapano.ai.adapter import CiapanoAdapter
from engine.ciapano.ai.choice import choose_cappotto
from engine.ciapano.ai.easy import EasyPlayer
from engine.ciapano.ai.normal import NormalPlayer
from engine.ciapano.game import CiapanoGame
from engine.ciapano.hand import HandState
from engine.ciapano.moves import Move
from engine.ciapano.view import SeatView
from engine.players import Player

__all__ = [
    "ALL_LEVELS",
    "PLAYER_LEVELS",
    "EasyPlayer",
    "HardPlayer",
    "NormalPlayer",
    "make_player",
    "make_seer",
]

#: Plays solved exactly (once nothing unseen is still to come), by the number of players:
#: about three tricks with four players, two with eight. Measured to keep Hard's p95 < 1 s.
EXACT_PLAYS = {2: 10, 3: 12, 4: 12, 5: 10, 6: 12, 7: 14, 8: 16}


def _exact_plays(players: int) -> int:
    return EXACT_PLAYS.get(players, 8)


class _ForTheMatch(SearchPlayer):
    """Each decision searches with an adapter that knows the match around the hand; the
    cappotto's choice needs no search."""

    def choose(self, view: SeatView) -> Move:
        if view.choices:
            return choose_cappotto(view)
        self.adapter = CiapanoAdapter.for_view(view)
        self.exact_plays = _exact_plays(len(view.seats))
        move: Move = super().choose(view)
        return move


class HardPlayer(_ForTheMatch):
    """Search over worlds dealt from the unseen cards: it knows only its view."""

    def __init__(self, rng: random.Random, **settings: Any) -> None:
        super().__init__(CiapanoAdapter(), rng, **settings)


class CiapanoSeer(_ForTheMatch, SeerPlayer):
    """The seer for this family: the same search on the true deal."""

    def __init__(self, true_world: Callable[[], HandState], rng: random.Random,
                 **settings: Any) -> None:
        SeerPlayer.__init__(self, CiapanoAdapter(), true_world, rng, **settings)


#: A computer player of ``level`` (one of PLAYER_LEVELS) with its own seeded generator.
make_player = level_maker(EasyPlayer, NormalPlayer, HardPlayer)


def make_seer(game: Callable[[], CiapanoGame], seed: int, *, budget_ms: float | None = None,
              iterations: int | None = None) -> Player:
    """The seer: Hard's search on the true deal of ``game()``. For measurement only."""

    def true_world() -> HandState:  # the game moves on: ask for it at every move
        return game().hand.clone()

    return CiapanoSeer(true_world, random.Random(seed), budget_ms=budget_ms,
                       iterations=iterations)
