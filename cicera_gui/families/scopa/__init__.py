"""Scopa's GUI plug-in (Scopa and both Scopone): its table (:mod:`.table`), its hand summary
with the primiera's cards (:mod:`.summary`), its part of New game (:mod:`.newgame`), its
words, all named in :mod:`.window`; and what statistics count of a match (the scope)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cicera_gui.families.scopa.terms import SCOPA
from cicera_gui.play.families import FamilyPlugin
from cicera_gui.words.i18n import N_
from engine.scopa.events import ScopaPoint

if TYPE_CHECKING:  # read with the family's records, not with its name and sounds
    from engine.kinds.capture.record import Replay

POINT = ScopaPoint.SCOPA.value


def event_counts(replay: Replay) -> dict[str, list[int]]:
    """How many scope each side made."""
    game = replay.game
    scope = [0] * game.sides
    for hand in replay.hands:
        for play in hand.plays:
            if POINT in play["events"]:
                scope[game.side_of(play["seat"])] += 1
    return {POINT: scope}


PLUGIN: FamilyPlugin[Replay] = FamilyPlugin(
    id="scopa",
    name=N_("Scopa and Scopone"),
    event_labels=((POINT, SCOPA),),
    event_counts=event_counts,
    events_title=N_("Scope made"),
    sounds=(POINT,),  # the scopa's cue
)
