"""Scopa's side of the analysis of a player's plays (:mod:`engine.ai.analyse`): the capture
kind's kit (:class:`engine.kinds.capture.ai.CaptureAnalysis`) with Scopa's records and the
measures of a finished hand."""

from __future__ import annotations

from engine.kinds.capture.ai import CaptureAnalysis
from engine.scopa.ai.adapter import ADAPTER
from engine.scopa.record import CODEC
from engine.scopa.scoring import HandScore

#: A hand is worth four points and the scope: a point lost is a mistake, two a blunder.
THRESHOLDS = (0.3, 0.9, 1.8)
#: What the analysis measures of a finished hand for the seat's side: the point for the
#: cards (1, a half on a tie, 0), for the coins, the settebello, the primiera, the scope
#: made by it and by the others, the napola and re bello where played, and the hand's value
#: to it, which the measures explain.
OUTCOMES = ("carte", "denari", "settebello", "primiera", "scope_ours", "scope_theirs",
            "napola", "re_bello", "value")


def measures(ours: HandScore, others: list[HandScore]) -> dict[str, float]:
    """The measures of :data:`OUTCOMES` but the value, from the side's score and the
    others'."""
    tied_cards = ours.carte == 0 and all(o.carte == 0 for o in others) and any(
        o.cards == ours.cards for o in others)
    return {
        "carte": 0.5 if tied_cards else float(ours.carte),
        "denari": float(ours.denari),
        "settebello": float(ours.settebello),
        "primiera": float(ours.primiera),
        "scope_ours": float(ours.scope),
        "scope_theirs": float(sum(o.scope for o in others)),
        "napola": float(ours.napola),
        "re_bello": float(ours.re_bello),
    }


ANALYSIS = CaptureAnalysis(ADAPTER, CODEC.replay, OUTCOMES, measures, THRESHOLDS)


def analysis_kit() -> CaptureAnalysis:
    """The registry's ``analysis_kit``."""
    return ANALYSIS
