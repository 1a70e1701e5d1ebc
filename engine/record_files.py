"""Game records on disk, for every family: reading the JSON, writing it atomically, replaying.

The record's ``game`` picks the family's codec (:func:`engine.families.family_of_record`);
what a record holds and how it replays is each family's own (RECORDS.md).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine import safe_io
from engine.errors import RecordError
from engine.families import Replay, family_of_record, family_of_rules
from engine.files import write_text_atomic
from engine.game import GameState


def load_record_file(path: str | Path) -> dict[str, Any]:
    """Read a record file's JSON; a missing, unreadable or non-JSON file is a RecordError."""
    label = str(path)
    try:
        data = safe_io.read_json(path)  # regular files only, size and depth bounded
    except safe_io.ReadError as exc:
        raise RecordError(f"{label}: {exc}") from None
    if not isinstance(data, dict):
        raise RecordError(f"{label}: a record is a JSON object, not {type(data).__name__}")
    return data


def replay(record: dict[str, Any], base_dir: Path | None = None) -> Replay:
    """Check a record of any family against its rules and play it through."""
    return family_of_record(record).replay(record, base_dir)


def record_of(game: GameState, **kwargs: Any) -> dict[str, Any]:
    """The record of a match so far, in its family's format."""
    return family_of_rules(game.rules).to_record(game, **kwargs)


def write_record(game: GameState, path: str | Path, **kwargs: Any) -> None:
    """Save the match's record as JSON, atomically."""
    write_text_atomic(path, json.dumps(record_of(game, **kwargs), indent=1) + "\n")
