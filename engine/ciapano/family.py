"""The Ciapanò family's entry in the registry of game families (:mod:`engine.families`).

Its computer levels (Easy, Normal, Hard, and the seer for measurement) live in
:mod:`engine.ciapano.ai`; a random player is kept for tests and benches.
"""

from __future__ import annotations

import random

from engine.bounds import quote
from engine.ciapano import ai
from engine.ciapano.ai.expert import ExpertPlayer
from engine.ciapano.analysis import ANALYSIS
from engine.ciapano.bench import bench
from engine.ciapano.calls import opponent_call
from engine.ciapano.determinize import determinize
from engine.ciapano.game import CiapanoGame
from engine.ciapano.record import FORMAT, game_to_record, replay_record
from engine.ciapano.rules import GAME, CiapanoRules, rules_from_source
from engine.ciapano.stats import CiapanoStats
from engine.families import Family
from engine.players import Player, RandomPlayer

#: Every level a tournament knows: the players' levels, the seer, and two sparring partners
#: for measurement (random cards; the rule-based expert of :mod:`engine.ciapano.ai.expert`).
ALL_LEVELS = (*ai.ALL_LEVELS, "random", "expert")


def _new_match(rules: CiapanoRules, players: int, seed: int | None) -> CiapanoGame:
    return CiapanoGame(rules, players, seed=seed)


def make_player(level: str, seed: int, *, budget_ms: float | None = None,
                iterations: int | None = None) -> Player:
    """A computer player of ``level`` (easy, normal, hard; or random, expert) with its own
    seed."""
    if level == "random":
        return RandomPlayer(random.Random(seed))
    if level == "expert":
        return ExpertPlayer(random.Random(seed))
    if level not in ai.PLAYER_LEVELS:
        known = ", ".join(ALL_LEVELS)
        raise ValueError(f"unknown level {quote(level)} for {GAME}; known levels are {known}")
    return ai.make_player(level, seed, budget_ms=budget_ms, iterations=iterations)


FAMILY = Family(
    id=GAME,
    record_format=FORMAT,
    default_variant="ciapano",
    rules_from_source=rules_from_source,
    new_match=_new_match,
    replay=replay_record,
    to_record=game_to_record,
    player_levels=ai.PLAYER_LEVELS,
    all_levels=ALL_LEVELS,
    make_player=make_player,
    make_seer=ai.make_seer,
    stats=CiapanoStats,
    bench=bench,
    determinize=determinize,
    analysis=ANALYSIS,
    announce=opponent_call,
)
