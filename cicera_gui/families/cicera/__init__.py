"""Cicera's GUI plug-in: its table (:mod:`.table`), its hand summary and match end
(:mod:`.summary`), its play-by-play review (:mod:`.review`), its capture choice
(:mod:`.capture`), its part of New game (:mod:`.newgame`), all named in :mod:`.window`; and
what statistics count of a match."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cicera_gui.families.cicera.terms import POINT_NAMES
from cicera_gui.play.families import FamilyPlugin
from cicera_gui.words.i18n import N_
from engine.cicera.events import EventPoint

if TYPE_CHECKING:  # read with the family's records, not with its name and sounds
    from engine.cicera.record import Replay

EVENT_POINTS = tuple(point.value for point in EventPoint)


def event_counts(replay: Replay) -> dict[str, list[int]]:
    """How many times each side made each event point (Scùa, Picada ...)."""
    game = replay.game
    events = {point: [0] * game.sides for point in EVENT_POINTS}
    for hand in replay.hands:
        for play in hand.plays:
            side = game.side_of(play["seat"])
            for point in play["events"]:
                events[point][side] += 1
    return events


PLUGIN: FamilyPlugin[Replay] = FamilyPlugin(
    id="cicera",
    name=N_("Cicera"),
    event_counts=event_counts,
    event_labels=tuple((point.value, POINT_NAMES[point]) for point in EventPoint),
    rare_events=(EventPoint.CINQUINA.value,),
    sounds=EVENT_POINTS,  # each event point's cue, named by the point
)
