"""Cicera's side of the game-neutral search: the capture kind's adapter with Cicera's rated
moves, worlds, plays and playouts."""

from __future__ import annotations

from collections.abc import Hashable

from engine.cicera.ai.normal import rated_moves
from engine.cicera.ai.playout import play_out, play_step
from engine.cicera.hand import HandState
from engine.cicera.moves import Play, legal_plays
from engine.cicera.worlds import determinize
from engine.kinds.capture.ai import CaptureAdapter


def plays_of(state: HandState) -> list[Play]:
    """The seat to play's legal plays."""
    return legal_plays(state.hands[state.turn], state.table)


def key(state: HandState) -> Hashable:
    """Everything the rest of the hand's value depends on (for the exact search's table of
    positions already solved): the same cards taken in another order meet here."""
    return (state.turn, state.laid, state.last_capturer, state.voided,
            tuple(state.piles), tuple(map(tuple, state.events)),
            tuple(tuple(sorted(hand)) for hand in state.hands), tuple(sorted(state.table)))


ADAPTER = CaptureAdapter(rated_moves, determinize, plays_of, key, play_out, play_step)
