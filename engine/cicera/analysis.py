"""Cicera's side of the analysis of a player's plays (:mod:`engine.ai.analyse`): its
positions, its hand-only values (the side's points in the hand less the others' mean, as the
opponents' search counts them), what a seat can know, and its classes in points."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from engine.ai.adapter import SearchAdapter
from engine.ai.analyse import Position, collect_positions
from engine.ai.outcomes import Line
from engine.cards import cards_text
from engine.cicera.ai.adapter import ADAPTER
from engine.cicera.ai.playout import side_value
from engine.cicera.hand import HandState
from engine.cicera.moves import Play
from engine.cicera.record import replay_record
from engine.cicera.rules import CiceraRules
from engine.cicera.view import SeatView
from engine.families import replay_guarded
from engine.kinds.capture.moves import Move

#: The points lost from which a play is an inaccuracy, a mistake, a blunder: a Cicera hand
#: is worth a few points to each side (2 for the cards, 1 for the spades, the honours, the
#: napula and every event point), so a point lost is a mistake and two a blunder.
THRESHOLDS = (0.3, 0.9, 1.8)


class CiceraAnalysis:
    """What the analyser needs of Cicera (see :class:`engine.ai.analyse.AnalysisKit`)."""

    @property
    def outcome_names(self) -> tuple[str, ...]:
        return OUTCOMES

    def positions(self, record: Mapping[str, Any], base_dir: Path | None, seat: int,
                  hand: int | None) -> list[Position]:
        return collect_positions(replay_guarded(replay_record), record, base_dir, seat, hand)

    def adapter(self, view: SeatView) -> SearchAdapter[Any, Any, Any]:
        return ADAPTER  # its values are the hand's already

    def knows_all(self, view: SeatView) -> bool:
        """Two players and nothing left to deal: the other hand is every unseen card."""
        return view.players == 2 and view.stock == 0

    def fixed_values(self, view: SeatView) -> list[tuple[Any, float]] | None:
        return None

    def move_json(self, move: Move) -> dict[str, Any]:
        return {"card": str(move.card), "capture": cards_text(move.capture)}

    def worlds_factor(self, rules: CiceraRules) -> int:
        """Ten times the default worlds at most (a hand's analysis stays within seconds)."""
        return 10

    def racers(self, rules: CiceraRules) -> int:
        """Four of the best moves race on (a Cicera playout costs more than a trick game's)."""
        return 4

    def value_bound(self, rules: CiceraRules) -> float:
        """A hand of Cicera is worth far less than this to either side (its scoring terms
        are fixed: a point or a few for each of at most 52 plays, and the majorities)."""
        return 1000.0

    def thresholds(self, rules: CiceraRules) -> tuple[float, float, float]:
        return THRESHOLDS

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


ANALYSIS = CiceraAnalysis()
