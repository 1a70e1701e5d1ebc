"""Cicera's entry in the registry of game families (:mod:`engine.families`)."""

from __future__ import annotations

from engine.cicera.ai import ALL_LEVELS, PLAYER_LEVELS, make_player, make_seer
from engine.cicera.analysis import ANALYSIS
from engine.cicera.bench import bench
from engine.cicera.game import CiceraGame
from engine.cicera.record import FORMAT, game_to_record, replay_record
from engine.cicera.rules import DEFAULT_VARIANT, GAME, CiceraRules, rules_from_source
from engine.cicera.stats import CiceraStats
from engine.cicera.worlds import determinize
from engine.families import Family


def _new_match(rules: CiceraRules, players: int, seed: int | None) -> CiceraGame:
    return CiceraGame(rules, players, seed=seed)


FAMILY = Family(
    id=GAME,
    record_format=FORMAT,
    default_variant=DEFAULT_VARIANT,
    rules_from_source=rules_from_source,
    new_match=_new_match,
    replay=replay_record,
    to_record=game_to_record,
    player_levels=PLAYER_LEVELS,
    all_levels=ALL_LEVELS,
    make_player=make_player,
    make_seer=make_seer,
    stats=CiceraStats,
    bench=bench,
    determinize=determinize,
    analysis=ANALYSIS,
)
