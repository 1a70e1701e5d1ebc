"""The Ciapanò family's side of the analysis of a player's plays (:mod:`engine.ai.analyse`):
its positions, its hand-only values (the penalty the others write, their mean, less the
seat's own, the match left aside), what a seat can know, and its classes by the scoring."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from engine.ai.adapter import SearchAdapter
from engine.ai.analyse import Position, collect_positions
from engine.ai.outcomes import Line
from engine.ciapano.ai.adapter import CiapanoAdapter
from engine.ciapano.ai.values import Standing
from engine.ciapano.hand import HandState
from engine.ciapano.moves import TAKE, Choice, Move
from engine.ciapano.record import replay_record
from engine.ciapano.rules import CiapanoRules
from engine.ciapano.scoring import hand_penalties, take_penalties
from engine.ciapano.view import SeatView
from engine.families import replay_guarded

#: The penalty lost from which a play is an inaccuracy, a mistake, a blunder, by scoring:
#: a Ciapanò hand writes 11 in all (scaled for Traversone's 21), Mattazza one point to one
#: or two players, Busca a busca or a few.
THRESHOLDS = {"balance": (0.4, 1.2, 2.5), "mattazza": (0.1, 0.3, 0.6),
              "busche": (0.15, 0.45, 0.9)}


def _standing(view: SeatView) -> Standing:
    return Standing(view.rules, view.totals, view.seats, hand_only=True)


class CiapanoAnalysis:
    """What the analyser needs of the Ciapanò family (see
    :class:`engine.ai.analyse.AnalysisKit`)."""

    @property
    def outcome_names(self) -> tuple[str, ...]:
        return OUTCOMES

    def positions(self, record: Mapping[str, Any], base_dir: Path | None, seat: int,
                  hand: int | None) -> list[Position]:
        return collect_positions(replay_guarded(replay_record), record, base_dir, seat, hand)

    def adapter(self, view: SeatView) -> SearchAdapter[Any, Any, Any]:
        return CiapanoAdapter(_standing(view))

    def knows_all(self, view: SeatView) -> bool:
        """Two players, the talon drawn and nothing put aside: the other hand is every
        card not yet seen."""
        return len(view.seats) == 2 and view.talon == 0 and view.rest == 0

    def fixed_values(self, view: SeatView) -> list[tuple[Any, float]] | None:
        """A cappotto's choice: what each choice writes is known."""
        if not view.choices or view.chooser is None:
            return None
        standing = _standing(view)
        maker = view.chooser
        values: list[tuple[Any, float]] = []
        for choice in view.choices:
            if choice == TAKE:
                penalty = take_penalties(view.rules, view.players, maker)
            else:
                penalty = hand_penalties(view.rules, view.seats, view.points, view.tricks_won,
                                         maker).penalty
            values.append((choice, standing.value(penalty, view.seat)))
        return values

    def move_json(self, move: Move) -> dict[str, Any]:
        if isinstance(move, Choice):
            return {"choice": str(move)}
        return {"card": str(move)}

    def worlds_factor(self, rules: CiapanoRules) -> int:
        """Forty times the default worlds at most: a trick game's playouts are cheap."""
        return 40

    def racers(self, rules: CiapanoRules) -> int:
        """Five of the best moves race on: a trick game's playouts are cheap."""
        return 5

    def value_bound(self, rules: CiapanoRules) -> float:
        """Every point of the deck, the last trick's bonus and a balance's total, in thirds:
        more than any seat can write in one hand, however the variant counts."""
        return 3.0 * (sum(rules.values) + rules.last_trick_bonus + rules.total) + 3.0

    def thresholds(self, rules: CiapanoRules) -> tuple[float, float, float]:
        low, middle, high = THRESHOLDS[rules.scoring]
        scale = rules.total / 11 if rules.scoring == "balance" else 1.0
        return low * scale, middle * scale, high * scale

    def outcome(self, view: SeatView, state: HandState, move: int, side: int, line: Line
                ) -> dict[str, float]:
        """For the seat (``side``): whether it takes the trick in play (and so leads the
        next), the card points it takes with it, and those it takes in the rest of the
        hand (in the rules' card values, the last trick's bonus with the trick it comes
        with)."""
        points, tricks, left = state.points[side], state.tricks[side], state.tricks_left
        state.play(move)
        while state.tricks_left == left:
            line.step(state)
        taken = state.points[side] - points
        took = state.tricks[side] > tricks
        line.finish(state)
        return {"trick": float(took), "trick_points": float(taken),
                "later_points": float(state.points[side] - points - taken)}


#: What :meth:`CiapanoAnalysis.outcome` measures for the seat: whether it takes the trick in
#: play, the card points it takes with it, and those it takes in the rest of the hand.
OUTCOMES = ("trick", "trick_points", "later_points")


ANALYSIS = CiapanoAnalysis()
