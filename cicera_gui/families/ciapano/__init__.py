"""The Ciapanò family's GUI plug-in: what statistics count of a match (the penalty each seat
wrote per hand). The family has no table in the window yet."""

from __future__ import annotations

from typing import Any

from cicera_gui.families import FamilyPlugin


def hand_points(replay: Any) -> list[list[int]]:
    """Each finished hand's penalty, per seat (what each wrote; negative for a take)."""
    return [list(log.penalty) for log in replay.game.log if log.penalty is not None]


def event_counts(replay: Any) -> dict[str, list[int]]:
    """The family names no scoring events of its own in the statistics."""
    return {}


PLUGIN = FamilyPlugin(
    id="ciapano",
    table=None,
    hand_points=hand_points,
    event_counts=event_counts,
)
