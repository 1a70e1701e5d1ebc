"""Cicera's entry in the registry of game families (:mod:`engine.families`).

Only the rules are read with it: each of its functions reads the game, the record codec, the
players, the analysis, the bench or the statistics when first called (the program's start
asks a family for its first variant, not for its search)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.ai import ALL_LEVELS, PLAYER_LEVELS
from engine.cicera.rules import DEFAULT_VARIANT, GAME, CiceraRules, rules_from_source
from engine.families import Family, MatchStats, Replay
from engine.players import Player

if TYPE_CHECKING:
    from engine.ai.analyse import AnalysisKit
    from engine.cards import Card
    from engine.cicera.game import CiceraGame
    from engine.cicera.view import SeatView
    from engine.lessons.kits import LessonKit


def _new_match(rules: CiceraRules, players: int, seed: int | None) -> CiceraGame:
    from engine.cicera.game import CiceraGame

    return CiceraGame(rules, players, seed=seed)


def _replay(record: Mapping[str, Any], base_dir: Path | None) -> Replay:
    from engine.cicera.record import replay_record

    return replay_record(record, base_dir)


def _to_record(game: CiceraGame, **kwargs: Any) -> dict[str, Any]:
    from engine.cicera.record import game_to_record

    return game_to_record(game, **kwargs)


def _make_player(level: str, seed: int, **kwargs: Any) -> Player:
    from engine.cicera.ai import make_player

    return make_player(level, seed, **kwargs)


def _make_seer(game: Callable[[], CiceraGame], seed: int, **kwargs: Any) -> Player:
    from engine.cicera.ai import make_seer

    return make_seer(game, seed, **kwargs)


def _stats(rules: CiceraRules, players: int) -> MatchStats:
    from engine.cicera.stats import CiceraStats

    return CiceraStats(rules, players)


def _bench(rules: CiceraRules, players: int, seconds: float, seed: int) -> dict[str, Any]:
    from engine.cicera.bench import bench

    return bench(rules, players, seconds, seed)


def _public_hand(rules: CiceraRules, players: int, before: SeatView, seat: int, move: Any,
                 opening: Any) -> Any:
    from engine.cicera.hand import HandState
    from engine.kinds.capture.public_deal import public_hand

    return public_hand(rules, players, before, seat, move, opening, HandState.start)


def _view_type() -> type:
    from engine.cicera.view import SeatView

    return SeatView


def _world_for_move(view: SeatView, rng: random.Random, seat: int, card: Card | None,
                    coming: Sequence[Card] = ()) -> CiceraGame:
    from engine.cicera.worlds import world_for_move

    return world_for_move(view, rng, seat, card, coming)


def _determinize(view: SeatView, rng: random.Random) -> CiceraGame:
    from engine.cicera.worlds import determinize

    return determinize(view, rng)


def _analysis() -> AnalysisKit:
    from engine.cicera.analysis import ANALYSIS

    return ANALYSIS


def _lessons() -> LessonKit:
    from engine.cicera.lessons import LESSONS

    return LESSONS


FAMILY = Family(
    id=GAME,
    default_variant=DEFAULT_VARIANT,
    rules_from_source=rules_from_source,
    new_match=_new_match,
    replay=_replay,
    to_record=_to_record,
    player_levels=PLAYER_LEVELS,
    all_levels=ALL_LEVELS,
    make_player=_make_player,
    make_seer=_make_seer,
    stats=_stats,
    bench=_bench,
    determinize=_determinize,
    world_for_move=_world_for_move,
    public_hand=_public_hand,
    view_type=_view_type,
    analysis_kit=_analysis,
    lesson_kit=_lessons,
)
