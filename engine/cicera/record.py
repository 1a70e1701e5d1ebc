"""Cicera game records (``cicera-record/1``, see RECORDS.md): the capture kind's records
(:mod:`engine.kinds.capture.record`) with Cicera's rules, match and event points."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from engine.cicera.events import CardsCaptured, Event, EventPoint
from engine.cicera.game import CiceraGame
from engine.cicera.rules import GAME, load_rules
from engine.files import write_text_atomic
from engine.kinds.capture import record as kind
from engine.kinds.capture.record import BeforePlay, HandReplay, Replay

__all__ = ["FORMAT", "BeforePlay", "HandReplay", "Replay", "game_to_record", "replay_record",
           "write_record"]

FORMAT = "cicera-record/1"


def _points(event: CardsCaptured[EventPoint]) -> list[str]:
    return [point.value for point in event.points]


CODEC = kind.RecordCodec(FORMAT, GAME, load_rules, CiceraGame, CardsCaptured, _points)


def game_to_record(game: CiceraGame, *, names: Sequence[str] | None = None) -> dict[str, Any]:
    """The record of a match so far (an unfinished hand included)."""
    return kind.game_to_record(CODEC, game, names=names)


def write_record(game: CiceraGame, path: str | Path, **kwargs: Any) -> None:
    """Save the match's record as JSON, atomically (as :func:`engine.record_files.write_record`
    does for any family)."""
    from engine.record_files import record_text

    write_text_atomic(path, record_text(game_to_record(game, **kwargs)))


def replay_record(record: Mapping[str, Any], base_dir: Path | None = None,
                  on_event: Callable[[Event], None] | None = None,
                  before_play: BeforePlay | None = None) -> Replay:
    """Check a record against the rules, play it through and report every hand."""
    return kind.replay_record(CODEC, record, base_dir, on_event, before_play)
