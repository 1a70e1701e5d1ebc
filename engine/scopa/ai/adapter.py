"""Scopa's side of the game-neutral search: the capture kind's adapter with Scopa's rated
moves, worlds, plays and playouts."""

from __future__ import annotations

from collections.abc import Hashable

from engine.kinds.capture.ai import CaptureAdapter
from engine.scopa.ai.normal import rated_moves
from engine.scopa.ai.playout import play_out, play_step
from engine.scopa.hand import ScopaHand
from engine.scopa.worlds import determinize


def key(state: ScopaHand) -> Hashable:
    """Everything the rest of the hand's value depends on."""
    return (state.turn, state.last_capturer, tuple(map(tuple, map(sorted, state.piles))),
            tuple(state.scope), tuple(tuple(sorted(hand)) for hand in state.hands),
            tuple(sorted(state.table)))


ADAPTER = CaptureAdapter(rated_moves, determinize, ScopaHand.legal_plays, key, play_out,
                         play_step)
