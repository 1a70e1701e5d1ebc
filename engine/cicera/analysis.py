"""Cicera's side of the analysis of a player's plays (:mod:`engine.ai.analyse`): its
positions, its hand-only values (the side's points in the hand less the others' mean, as the
opponents' search counts them), what a seat can know, and its classes in points."""

from __future__ import annotations

from engine.ai.outcomes import Line
from engine.cicera.ai.adapter import ADAPTER
from engine.cicera.hand import HandState
from engine.cicera.moves import Play
from engine.cicera.record import replay_record
from engine.cicera.view import SeatView
from engine.kinds.capture.ai import CaptureAnalysis, side_value

#: The points lost from which a play is an inaccuracy, a mistake, a blunder: a Cicera hand
#: is worth a few points to each side (2 for the cards, 1 for the spades, the honours, the
#: napula and every event point), so a point lost is a mistake and two a blunder.
THRESHOLDS = (0.3, 0.9, 1.8)


class CiceraAnalysis(CaptureAnalysis):
    """What the analyser needs of Cicera (see :class:`engine.ai.analyse.AnalysisKit`)."""

    thresholds_in_points = THRESHOLDS

    @property
    def outcome_names(self) -> tuple[str, ...]:
        return OUTCOMES

    def outcome(self, view: SeatView, state: HandState, move: Play, side: int, line: Line
                ) -> dict[str, float]:
        """The finished hand for ``side`` (:data:`OUTCOMES`)."""
        state.play(*move)
        line.finish(state)
        scores = state.score()
        ours = scores[side]
        others = [score for index, score in enumerate(scores) if index != side]
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
            "value": side_value(scores, side),
        }


#: What :meth:`CiceraAnalysis.outcome` measures of a finished hand, for the seat's side:
#: whether it has the Napula (and its points less the others' mean), the Mata, the ten of
#: coins, the jack of cups, the spades' majority (1 or 0), the cards' (1, a half for a tie
#: worth a point each, or 0); how many Scùas and Picadas it made, and the other sides in all,
#: and the other event points (Simili, Quadriglia, Cinquina) likewise; and the hand's value
#: to it (as the analysis values the hand), which the measures explain.
OUTCOMES = ("napula", "napula_points", "mata", "dieci_denari", "fante_coppe", "cards",
            "spades", "scua_ours", "scua_theirs", "picada_ours", "picada_theirs", "others_ours",
            "others_theirs", "value")


ANALYSIS = CiceraAnalysis(ADAPTER, replay_record)
