"""Scopa game records (``scopa-record/1``, see RECORDS.md): the capture kind's records
(:mod:`engine.kinds.capture.record`) with Scopa's rules, match and its one event point,
``scopa``."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from engine.kinds.capture import record as kind
from engine.kinds.capture.record import BeforePlay, Replay
from engine.scopa.events import CardsCaptured, Event, ScopaPoint
from engine.scopa.game import ScopaGame
from engine.scopa.rules import GAME, load_rules

FORMAT = "scopa-record/1"


def _points(event: CardsCaptured[ScopaPoint]) -> list[str]:
    return [point.value for point in event.points]


CODEC = kind.RecordCodec(FORMAT, GAME, load_rules, ScopaGame, CardsCaptured, _points)


def game_to_record(game: ScopaGame, *, names: Sequence[str] | None = None) -> dict[str, Any]:
    """The record of a match so far (an unfinished hand included)."""
    return kind.game_to_record(CODEC, game, names=names)


def replay_record(record: Mapping[str, Any], base_dir: Path | None = None,
                  on_event: Callable[[Event], None] | None = None,
                  before_play: BeforePlay | None = None) -> Replay:
    """Check a record against the rules, play it through and report every hand."""
    return kind.replay_record(CODEC, record, base_dir, on_event, before_play)
