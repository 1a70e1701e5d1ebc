"""The Ciapanò family's entry in the registry of game families (:mod:`engine.families`).

Computer levels come later: for now every seat may be a random player.
"""

from __future__ import annotations

import random
from typing import Any

from engine.ciapano.bench import bench
from engine.ciapano.game import CiapanoGame
from engine.ciapano.record import FORMAT, game_to_record, replay_record
from engine.ciapano.rules import GAME, CiapanoRules, rules_from_source
from engine.ciapano.stats import CiapanoStats
from engine.families import Family
from engine.players import Player, RandomPlayer

ALL_LEVELS = ("random",)


def _new_match(rules: CiapanoRules, players: int, seed: int | None) -> CiapanoGame:
    return CiapanoGame(rules, players, seed=seed)


def make_player(level: str, seed: int, *, budget_ms: float | None = None,
                iterations: int | None = None) -> Player:
    """A computer player of ``level``; only ``random`` exists for this family so far."""
    if level != "random":
        known = ", ".join(ALL_LEVELS)
        raise ValueError(f"unknown level {level!r} for {GAME}; known levels are {known}")
    return RandomPlayer(random.Random(seed))


def make_seer(game: Any, seed: int, *, budget_ms: float | None = None,
              iterations: int | None = None) -> Player:
    """The seer (search on the true deal) comes with this family's computer levels."""
    raise ValueError("the seer is not available for this family yet")


FAMILY = Family(
    id=GAME,
    record_format=FORMAT,
    default_variant="ciapano",
    rules_from_source=rules_from_source,
    new_match=_new_match,
    replay=replay_record,
    to_record=game_to_record,
    player_levels=(),
    all_levels=ALL_LEVELS,
    make_player=make_player,
    make_seer=make_seer,
    stats=CiapanoStats,
    bench=bench,
)
