"""What a play of the Ciapanò family and the better move come to, in words: the teacher's
reasons, read from the analysis's own worlds (:mod:`engine.ai.outcomes`).

The measures (:meth:`engine.ciapano.analysis.CiapanoAnalysis.outcome`) are the card points
the player takes with the trick in play and in the rest of the hand, and whether it takes the
trick (and so leads the next). The one where the better move gains most is said, then the one
where the play itself gained, if any; each only where the difference shows in the words.
Every trick game is each for themself, so a sentence speaks of "you" alone.
"""

from __future__ import annotations

from cicera_gui.families.ciapano.variant_text import points_text
from cicera_gui.look.play_classes import lost_count, points_lost
from cicera_gui.words.card_names import capitalized
from cicera_gui.words.i18n import N_, N_plural, _, ngettext
from engine.ai.outcomes import Outcomes, worth_saying
from engine.ciapano.rules import CiapanoRules
from engine.ciapano.view import SeatView

TRICK_SAMPLED = N_plural(
    "after your play you take this trick, and with it the lead, {a} time in 10; after the "
    "better move, {b} in 10",
    "after your play you take this trick, and with it the lead, {a} times in 10; after the "
    "better move, {b} in 10")
TRICK_TAKEN = N_("after your play you take this trick and lead the next; after the better "
                 "move, you do not")
TRICK_LEFT = N_("after your play you do not take this trick; after the better move, you take "
                "it and lead the next")
POINTS = {
    ("trick_points", False): N_("after your play you take {a} in card points with this trick "
                                "on average; after the better move, {b}"),
    ("trick_points", True): N_("after your play you take {a} in card points with this trick; "
                               "after the better move, {b}"),
    ("later_points", False): N_("after your play you take {a} in card points in the rest of "
                                "the hand on average; after the better move, {b}"),
    ("later_points", True): N_("after your play you take {a} in card points in the rest of "
                               "the hand; after the better move, {b}"),
}


def outcome_reasons(view: SeatView, outcomes: Outcomes, deck: str) -> list[str]:
    """At most two sentences: the card points where the better move saves most against the
    play, then where the play saved, if anywhere; whether the player takes the trick where
    the points alone show no difference."""
    exact = outcomes.worlds == 1
    played, better = outcomes.played, outcomes.better
    unit = view.rules.unit_size
    saved = {name: played[name] - better[name] for name in ("trick_points", "later_points")
             if name in played and round(played[name]) != round(better[name])}
    lines = [_(POINTS[name, exact]).format(a=points_text(round(played[name]), unit),
                                           b=points_text(round(better[name]), unit))
             for name in worth_saying(saved)]
    if not lines and "trick" in played:
        a, b = played["trick"], better["trick"]
        if exact and a != b:
            lines.append(_(TRICK_TAKEN if a > b else TRICK_LEFT))
        elif not exact and round(10 * a) != round(10 * b):
            tenths = round(10 * a)
            lines.append(ngettext(*TRICK_SAMPLED, tenths).format(a=tenths, b=round(10 * b)))
    return [capitalized(line) for line in lines]


def busche_lost(rules: CiapanoRules, lost: float) -> str | None:
    """What the plays of a Busca hand lost, in busche (the analysis values its hands in
    busche); None for the other scorings, whose unit is the points."""
    if rules.scoring != "busche":
        return None
    return ngettext("Lost in this hand: {busche} busca", "Lost in this hand: {busche} busche",
                    lost_count(lost)).format(busche=points_lost(lost))
