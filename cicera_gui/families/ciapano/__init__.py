"""The Ciapanò family's GUI plug-in: its name, and what statistics count of a match beyond
each hand's penalties (the hands without a trick …); its window (the trick table, New game's
part, its dialogs and words) is :mod:`.window`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cicera_gui.play.families import FamilyPlugin
from cicera_gui.words.i18n import N_

if TYPE_CHECKING:  # read with the family's records, not with its name and sounds
    from engine.ciapano.record import Replay


def event_counts(replay: Replay) -> dict[str, list[int]]:
    """Per seat, the hands it finished without a trick (what a player of a penalty game wants),
    those whose last trick it took, and those in which it took every trick."""
    game = replay.game
    counts = {key: [0] * game.players for key, _label in EVENT_LABELS}
    for log in game.log:
        winners = [trick.winner for trick in log.tricks if trick.winner is not None]
        if log.penalty is None or not winners:
            continue
        for seat in log.seats:
            if seat not in winners:
                counts["no_trick"][seat] += 1
        counts["last_trick"][winners[-1]] += 1
        if len(set(winners)) == 1:
            counts["every_trick"][winners[0]] += 1
    return counts


#: The family's own lines in Statistics, with their words.
EVENT_LABELS = (("no_trick", N_("Hands without a trick")),
                ("last_trick", N_("Last trick taken")),
                ("every_trick", N_("Every trick taken")))


PLUGIN: FamilyPlugin[Replay] = FamilyPlugin(
    id="ciapano",
    name=N_("Ciapanò family"),
    event_counts=event_counts,
    event_labels=EVENT_LABELS,
    rare_events=("every_trick",),
    events_title=N_("Hands you finished"),
)
