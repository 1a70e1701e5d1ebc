"""Cicera's GUI plug-in: its table (:mod:`.table`), its hand summary and match end
(:mod:`.summary`), its play-by-play review (:mod:`.review`), its capture choice
(:mod:`.capture`), its part of New game (:mod:`.newgame`), its frame bench (:mod:`.bench`)
and what statistics count of a match."""

from __future__ import annotations

from typing import Any

from cicera_gui.families import FamilyPlugin
from cicera_gui.families.cicera.terms import POINT_NAMES
from cicera_gui.i18n import N_
from engine.cicera import EventPoint

EVENT_POINTS = tuple(point.value for point in EventPoint)


def hand_points(replay: Any) -> list[list[int]]:
    """Each finished hand's points, per side."""
    return [[score["total"] for score in hand.score] for hand in replay.hands
            if hand.score is not None]


def event_counts(replay: Any) -> dict[str, list[int]]:
    """How many times each side made each event point (Scùa, Picada ...)."""
    game = replay.game
    events = {point: [0] * game.sides for point in EVENT_POINTS}
    for hand in replay.hands:
        for play in hand.plays:
            side = game.side_of(play["seat"])
            for point in play["events"]:
                events[point][side] += 1
    return events


PLUGIN = FamilyPlugin(
    id="cicera",
    name=N_("Cicera"),
    table="cicera_gui.families.cicera.table:CiceraTable",
    hand_points=hand_points,
    event_counts=event_counts,
    event_labels=tuple((point.value, POINT_NAMES[point]) for point in EventPoint),
    rare_events=(EventPoint.CINQUINA.value,),
    scenes=(("cicera_summary", "cicera_gui.families.cicera.summary:SummaryScene"),
            ("cicera_review", "cicera_gui.families.cicera.review:ReviewScene"),
            ("cicera_capture", "cicera_gui.families.cicera.capture:CaptureDialog")),
    review="cicera_review",
    rules_text="cicera_gui.families.cicera.rules_text:rules_sections",
    new_game="cicera_gui.families.cicera.newgame:CiceraChoices",
    screenshots=(("capture", "cicera_gui.families.cicera.staging:stage_capture"),),
    bench="cicera_gui.families.cicera.bench:measure_frames",
    sounds=EVENT_POINTS,  # each event point's cue, named by the point
    move_words="cicera_gui.families.cicera.moves_text:move_words",
    move_reasons="cicera_gui.families.cicera.moves_text:move_reasons",
    move_outcomes="cicera_gui.families.cicera.outcomes_text:outcome_reasons",
    move_cards="cicera_gui.families.cicera.moves_text:move_cards",
    context_cards="cicera_gui.families.cicera.moves_text:context_cards",
)
