"""Scopa's side of the analysis of a player's plays (:mod:`engine.ai.analyse`): its
positions, its hand values (the side's points in the hand less the others' mean, as the
opponents' search counts them), what a seat can know, and its classes in points."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from engine.ai.adapter import SearchAdapter
from engine.ai.analyse import Position, collect_positions
from engine.ai.outcomes import Line
from engine.cards import cards_text
from engine.families import replay_guarded
from engine.kinds.capture.moves import Move
from engine.scopa.ai.adapter import ADAPTER
from engine.scopa.ai.playout import side_value
from engine.scopa.hand import Play, ScopaHand
from engine.scopa.record import replay_record
from engine.scopa.rules import ScopaRules
from engine.scopa.view import SeatView

#: The points lost from which a play is an inaccuracy, a mistake, a blunder: a hand of
#: Scopa is worth four points and the scope, so a point lost is a mistake and two a blunder.
THRESHOLDS = (0.3, 0.9, 1.8)
#: What :meth:`ScopaAnalysis.outcome` measures of a finished hand for the seat's side: the
#: point for the cards (1, a half on a tie, 0), for the coins, the settebello, the
#: primiera, the scope made by it and by the others, the napola and re bello where played,
#: and the hand's value to it, which the measures explain.
OUTCOMES = ("carte", "denari", "settebello", "primiera", "scope_ours", "scope_theirs",
            "napola", "re_bello", "value")


class ScopaAnalysis:
    """What the analyser needs of Scopa (see :class:`engine.ai.analyse.AnalysisKit`)."""

    @property
    def outcome_names(self) -> tuple[str, ...]:
        return OUTCOMES

    def positions(self, record: Mapping[str, Any], base_dir: Path | None, seat: int,
                  hand: int | None) -> list[Position]:
        return collect_positions(replay_guarded(replay_record), record, base_dir, seat, hand)

    def adapter(self, view: SeatView) -> SearchAdapter[Any, Any, Any]:
        return ADAPTER

    def knows_all(self, view: SeatView) -> bool:
        """Two players and nothing left to deal: the other hand is every unseen card."""
        return view.players == 2 and view.stock == 0

    def fixed_values(self, view: SeatView) -> list[tuple[Any, float]] | None:
        return None

    def move_json(self, move: Move) -> dict[str, Any]:
        return {"card": str(move.card), "capture": cards_text(move.capture)}

    def worlds_factor(self, rules: ScopaRules) -> int:
        return 10

    def racers(self, rules: ScopaRules) -> int:
        return 4

    def value_bound(self, rules: ScopaRules) -> float:
        """A hand is worth far less than this to either side (four points, the napola's
        ten at most, and a scopa for each of at most 40 plays)."""
        return 1000.0

    def thresholds(self, rules: ScopaRules) -> tuple[float, float, float]:
        return THRESHOLDS

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


ANALYSIS = ScopaAnalysis()
