"""Cicera game records (``cicera-record/1``, see RECORDS.md): the capture kind's records
(:mod:`engine.kinds.capture.record`) with Cicera's rules, match and event points."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.cicera.events import CardsCaptured, EventPoint
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


#: The record of a match so far, and a record checked and played through (the kind's).
game_to_record = CODEC.to_record
replay_record = CODEC.replay


def write_record(game: CiceraGame, path: str | Path, **kwargs: Any) -> None:
    """Save the match's record as JSON, atomically (as :func:`engine.record_files.write_record`
    does for any family)."""
    from engine.record_files import record_text

    write_text_atomic(path, record_text(game_to_record(game, **kwargs)))
