"""Scopa's entry in the registry of game families (:mod:`engine.families`).

Only the rules are read with it: each of its functions is read from its module when first
called (:class:`engine.families.Lazy`)."""

from __future__ import annotations

from engine.ai import ALL_LEVELS, PLAYER_LEVELS
from engine.families import Family, Lazy
from engine.scopa.rules import DEFAULT_VARIANT, GAME, rules_from_source

FAMILY = Family(
    id=GAME,
    default_variant=DEFAULT_VARIANT,
    rules_from_source=rules_from_source,
    new_match=Lazy("engine.scopa.game", "new_match"),
    replay=Lazy("engine.scopa.record", "CODEC.replay"),
    to_record=Lazy("engine.scopa.record", "CODEC.to_record"),
    player_levels=PLAYER_LEVELS,
    all_levels=ALL_LEVELS,
    make_player=Lazy("engine.scopa.ai", "make_player"),
    make_seer=Lazy("engine.scopa.ai", "make_seer"),
    stats=Lazy("engine.scopa.events", "stats"),
    bench=Lazy("engine.scopa.bench", "bench"),
    determinize=Lazy("engine.scopa.worlds", "determinize"),
    world_for_move=Lazy("engine.scopa.worlds", "world_for_move"),
    public_hand=Lazy("engine.scopa.worlds", "public_hand"),
    view_type=Lazy("engine.scopa.view", "view_type"),
    analysis_kit=Lazy("engine.scopa.analysis", "analysis_kit"),
    lesson_kit=Lazy("engine.scopa.lessons", "lesson_kit"),
)
