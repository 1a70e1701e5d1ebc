"""The Ciapanò family's entry in the registry of game families (:mod:`engine.families`).

Its computer levels (Easy, Normal, Hard, and the seer for measurement) live in
:mod:`engine.ciapano.ai`; a random player is kept for tests and benches. Only the rules are
read with this entry: each of its functions reads the game, the record codec, the players,
the analysis, the bench or the statistics when first called.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine import ai
from engine.bounds import quote
from engine.ciapano.rules import GAME, CiapanoRules, rules_from_source
from engine.families import Family, MatchStats, Replay
from engine.players import Player, RandomPlayer

if TYPE_CHECKING:
    from engine.ai.analyse import AnalysisKit
    from engine.cards import Card
    from engine.ciapano.calls import Call
    from engine.ciapano.game import CiapanoGame
    from engine.ciapano.view import SeatView
    from engine.lessons.kits import LessonKit

#: Every level a tournament knows: the players' levels, the seer, and two sparring partners
#: for measurement (random cards; the rule-based expert of :mod:`engine.ciapano.ai.expert`).
ALL_LEVELS = (*ai.ALL_LEVELS, "random", "expert")


def _new_match(rules: CiapanoRules, players: int, seed: int | None) -> CiapanoGame:
    from engine.ciapano.game import CiapanoGame

    return CiapanoGame(rules, players, seed=seed)


def _replay(record: Mapping[str, Any], base_dir: Path | None) -> Replay:
    from engine.ciapano.record import replay_record

    return replay_record(record, base_dir)


def _to_record(game: CiapanoGame, **kwargs: Any) -> dict[str, Any]:
    from engine.ciapano.record import game_to_record

    return game_to_record(game, **kwargs)


def make_player(level: str, seed: int, *, budget_ms: float | None = None,
                iterations: int | None = None) -> Player:
    """A computer player of ``level`` (easy, normal, hard; or random, expert) with its own
    seed."""
    if level == "random":
        return RandomPlayer(random.Random(seed))
    if level == "expert":
        from engine.ciapano.ai.expert import ExpertPlayer

        return ExpertPlayer(random.Random(seed))
    if level not in ai.PLAYER_LEVELS:
        known = ", ".join(ALL_LEVELS)
        raise ValueError(f"unknown level {quote(level)} for {GAME}; known levels are {known}")
    from engine.ciapano.ai import make_player as make

    return make(level, seed, budget_ms=budget_ms, iterations=iterations)


def _make_seer(game: Callable[[], CiapanoGame], seed: int, **kwargs: Any) -> Player:
    from engine.ciapano.ai import make_seer

    return make_seer(game, seed, **kwargs)


def _stats(rules: CiapanoRules, players: int) -> MatchStats:
    from engine.ciapano.stats import CiapanoStats

    return CiapanoStats(rules, players)


def _bench(rules: CiapanoRules, players: int, seconds: float, seed: int) -> dict[str, Any]:
    from engine.ciapano.bench import bench

    return bench(rules, players, seconds, seed)


def _view_type() -> type:
    from engine.ciapano.view import SeatView

    return SeatView


def _world_for_move(view: SeatView, rng: random.Random, seat: int, card: Card | None,
                    coming: Sequence[Card] = ()) -> CiapanoGame:
    from engine.ciapano.determinize import world_for_move

    return world_for_move(view, rng, seat, card, coming)


def _determinize(view: SeatView, rng: random.Random) -> CiapanoGame:
    from engine.ciapano.determinize import determinize

    return determinize(view, rng)


def _public_hand(rules: CiapanoRules, players: int, before: SeatView, seat: int, move: Any,
                 _opening: Any) -> Any:
    from engine.ciapano.public_deal import public_hand

    return public_hand(rules, players, before, seat, move)


def _lessons() -> LessonKit:
    from engine.ciapano.lessons import LESSONS

    return LESSONS


def _analysis() -> AnalysisKit:
    from engine.ciapano.analysis import ANALYSIS

    return ANALYSIS


def _announce(view: SeatView, made: Sequence[Call | Sequence[Any]]) -> Call | None:
    from engine.ciapano.calls import opponent_call

    return opponent_call(view, made)


FAMILY = Family(
    id=GAME,
    default_variant="ciapano",
    rules_from_source=rules_from_source,
    new_match=_new_match,
    replay=_replay,
    to_record=_to_record,
    player_levels=ai.PLAYER_LEVELS,
    all_levels=ALL_LEVELS,
    make_player=make_player,
    make_seer=_make_seer,
    stats=_stats,
    bench=_bench,
    determinize=_determinize,
    world_for_move=_world_for_move,
    public_hand=_public_hand,
    view_type=_view_type,
    analysis_kit=_analysis,
    lesson_kit=_lessons,
    announce=_announce,
)
