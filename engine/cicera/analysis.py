"""Cicera's side of the analysis of a player's plays (:mod:`engine.ai.analyse`): the capture
kind's kit (:class:`engine.kinds.capture.ai.CaptureAnalysis`) with Cicera's records, its
hand-only values (the side's points in the hand less the others' mean, as the opponents'
search counts them), its measures of a finished hand and its classes in points."""

from __future__ import annotations

from engine.cicera.ai.adapter import ADAPTER
from engine.cicera.record import replay_record
from engine.cicera.scoring import HandScore
from engine.kinds.capture.ai import CaptureAnalysis

#: The points lost from which a play is an inaccuracy, a mistake, a blunder: a Cicera hand
#: is worth a few points to each side (2 for the cards, 1 for the spades, the honours, the
#: napula and every event point), so a point lost is a mistake and two a blunder.
THRESHOLDS = (0.3, 0.9, 1.8)

#: What the analysis measures of a finished hand, for the seat's side: whether it has the
#: Napula (and its points less the others' mean), the Mata, the ten of coins, the jack of
#: cups, the spades' majority (1 or 0), the cards' (1, a half for a tie worth a point each,
#: or 0); how many Scùas and Picadas it made, and the other sides in all, and the other event
#: points (Simili, Quadriglia, Cinquina) likewise; and the hand's value to it (as the
#: analysis values the hand), which the measures explain.
OUTCOMES = ("napula", "napula_points", "mata", "dieci_denari", "fante_coppe", "cards",
            "spades", "scua_ours", "scua_theirs", "picada_ours", "picada_theirs", "others_ours",
            "others_theirs", "value")


def measures(ours: HandScore, others: list[HandScore]) -> dict[str, float]:
    """The measures of :data:`OUTCOMES` but the value, from the side's score and the
    others'."""
    return {
        "napula": float(ours.napula > 0),
        "napula_points": ours.napula - sum(o.napula for o in others) / len(others),
        "mata": float(ours.mata),
        "dieci_denari": float(ours.dieci_denari),
        "fante_coppe": float(ours.fante_coppe),
        "cards": ours.cards / 2,
        "spades": float(ours.spades),
        "scua_ours": float(ours.scua),
        "scua_theirs": float(sum(o.scua for o in others)),
        "picada_ours": float(ours.picada),
        "picada_theirs": float(sum(o.picada for o in others)),
        "others_ours": float(ours.simili + ours.quadriglia + ours.cinquina),
        "others_theirs": float(sum(o.simili + o.quadriglia + o.cinquina for o in others)),
    }


ANALYSIS = CaptureAnalysis(ADAPTER, replay_record, OUTCOMES, measures, THRESHOLDS)
