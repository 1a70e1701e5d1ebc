"""The Ciapanò family's GUI plug-in: its trick table (:mod:`.table`) and what statistics count
of a match (the penalty each seat wrote per hand)."""

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
    table="cicera_gui.families.ciapano.table:CiapanoTable",
    hand_points=hand_points,
    event_counts=event_counts,
    scenes=(("ciapano_cappotto", "cicera_gui.families.ciapano.scenes:CappottoDialog"),
            ("ciapano_summary", "cicera_gui.families.ciapano.scenes:HandSummary"),
            ("ciapano_review", "cicera_gui.families.ciapano.scenes:TrickReview")),
    rules_text="cicera_gui.families.ciapano.rules_text:rules_sections",
    review="ciapano_review",
)
