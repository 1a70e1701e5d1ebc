"""Scopa's side of the analysis of a player's plays (:mod:`engine.ai.analyse`): the capture
kind's kit (:class:`engine.kinds.capture.ai.CaptureAnalysis`) with Scopa's records and the
measures of a finished hand."""

from __future__ import annotations

from engine.ai.outcomes import Line
from engine.kinds.capture.ai import CaptureAnalysis, Play, side_value
from engine.scopa.ai.adapter import ADAPTER
from engine.scopa.hand import ScopaHand
from engine.scopa.record import CODEC
from engine.scopa.view import SeatView

#: What :meth:`ScopaAnalysis.outcome` measures of a finished hand for the seat's side: the
#: point for the cards (1, a half on a tie, 0), for the coins, the settebello, the
#: primiera, the scope made by it and by the others, the napola and re bello where played,
#: and the hand's value to it, which the measures explain.
OUTCOMES = ("carte", "denari", "settebello", "primiera", "scope_ours", "scope_theirs",
            "napola", "re_bello", "value")


class ScopaAnalysis(CaptureAnalysis):
    """What the analyser needs of Scopa (see :class:`engine.ai.analyse.AnalysisKit`): a hand
    is worth four points and the scope, so a point lost is a mistake and two a blunder."""

    @property
    def outcome_names(self) -> tuple[str, ...]:
        return OUTCOMES

    def outcome(self, view: SeatView, state: ScopaHand, move: Play, side: int, line: Line
                ) -> dict[str, float]:
        """The finished hand for ``side`` (:data:`OUTCOMES`)."""
        state.play(*move)
        line.finish(state)
        scores = state.score()
        ours = scores[side]
        others = [score for index, score in enumerate(scores) if index != side]
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
            "value": side_value(scores, side),
        }


ANALYSIS = ScopaAnalysis(ADAPTER, CODEC.replay)


def analysis_kit() -> ScopaAnalysis:
    """The registry's ``analysis_kit``."""
    return ANALYSIS
