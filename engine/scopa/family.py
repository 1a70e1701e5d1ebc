"""Scopa's entry in the registry of game families (:mod:`engine.families`).

Only the rules are read with it: each of its functions reads the game, the record codec, the
players, the analysis, the bench or the statistics when first called."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.ai import ALL_LEVELS, PLAYER_LEVELS
from engine.families import Family, MatchStats, Replay
from engine.players import Player
from engine.scopa.rules import DEFAULT_VARIANT, GAME, ScopaRules, rules_from_source

if TYPE_CHECKING:
    from engine.ai.analyse import AnalysisKit
    from engine.cards import Card
    from engine.scopa.game import ScopaGame
    from engine.scopa.view import SeatView


def _new_match(rules: ScopaRules, players: int, seed: int | None) -> ScopaGame:
    from engine.scopa.game import ScopaGame

    return ScopaGame(rules, players, seed=seed)


def _replay(record: Mapping[str, Any], base_dir: Path | None) -> Replay:
    from engine.scopa.record import replay_record

    return replay_record(record, base_dir)


def _to_record(game: ScopaGame, **kwargs: Any) -> dict[str, Any]:
    from engine.scopa.record import game_to_record

    return game_to_record(game, **kwargs)


def _make_player(level: str, seed: int, **kwargs: Any) -> Player:
    from engine.scopa.ai import make_player

    return make_player(level, seed, **kwargs)


def _make_seer(game: Callable[[], ScopaGame], seed: int, **kwargs: Any) -> Player:
    from engine.scopa.ai import make_seer

    return make_seer(game, seed, **kwargs)


def _stats(rules: ScopaRules, players: int) -> MatchStats:
    from engine.scopa.stats import ScopaStats

    return ScopaStats(rules, players)


def _bench(rules: ScopaRules, players: int, seconds: float, seed: int) -> dict[str, Any]:
    from engine.scopa.bench import bench

    return bench(rules, players, seconds, seed)


def _public_hand(rules: ScopaRules, players: int, before: SeatView, seat: int, move: Any,
                 opening: Any) -> Any:
    from engine.kinds.capture.public_deal import public_hand
    from engine.scopa.hand import ScopaHand

    return public_hand(rules, players, before, seat, move, opening, ScopaHand.start)


def _view_type() -> type:
    from engine.scopa.view import SeatView

    return SeatView


def _world_for_move(view: SeatView, rng: random.Random, seat: int, card: Card | None,
                    coming: Sequence[Card] = ()) -> ScopaGame:
    from engine.scopa.worlds import world_for_move

    return world_for_move(view, rng, seat, card, coming)


def _determinize(view: SeatView, rng: random.Random) -> ScopaGame:
    from engine.scopa.worlds import determinize

    return determinize(view, rng)


def _analysis() -> AnalysisKit:
    from engine.scopa.analysis import ANALYSIS

    return ANALYSIS


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
)
