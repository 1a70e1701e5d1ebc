"""Scopa game records (``scopa-record/1``, see RECORDS.md): the capture kind's records
(:mod:`engine.kinds.capture.record`) with Scopa's rules, match and its one event point,
``scopa``: ``CODEC.to_record(game)``, ``CODEC.replay(record)``."""

from __future__ import annotations

from engine.kinds.capture.record import RecordCodec
from engine.scopa.events import CardsCaptured, ScopaPoint
from engine.scopa.game import ScopaGame
from engine.scopa.rules import GAME, load_rules


def _points(event: CardsCaptured[ScopaPoint]) -> list[str]:
    return [point.value for point in event.points]


CODEC = RecordCodec("scopa-record/1", GAME, load_rules, ScopaGame, CardsCaptured, _points)
