"""What the computer players and the analysis of every family of the capture kind share: a
hand's value to a side, the search adapter (:class:`engine.ai.adapter.SearchAdapter`) built
from a family's parts, and the analysis kit's parts that do not depend on the family's
scoring (:class:`engine.ai.analyse.AnalysisKit`)."""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.ai.adapter import SearchAdapter
from engine.ai.analyse import Position, collect_positions
from engine.ai.outcomes import Line
from engine.cards import cards_text
from engine.families import replay_guarded
from engine.kinds.capture.moves import Move

#: A play in the fast form: the card and the table cards it takes (empty: laid).
Play = tuple[int, tuple[int, ...]]


def side_value(scores: Sequence[Any], side: int) -> float:
    """The hand's value to ``side``: its points minus the others' (their mean, with three)."""
    mine = scores[side].total
    others = [s.total for i, s in enumerate(scores) if i != side]
    return float(mine - sum(others) / len(others))


#: How often Easy takes some other capture than the biggest.
OTHER_CAPTURE = 0.25


class GreedyPlayer:
    """Easy, in any game of captures: a beginner greedy for cards and blind to danger. It
    takes the capture with the most cards (now and then another it happens to see), and
    when nothing can be taken it lays any card but those it knows are precious
    (``precious``, a mask of card numbers), unless it holds nothing else. Every random
    choice comes from its own generator."""

    def __init__(self, rng: random.Random, precious: int) -> None:
        self.rng = rng
        self.precious = precious

    def choose(self, view: Any) -> Move:
        moves: list[Move] = view.legal_moves()
        captures = [m for m in moves if m.capture]
        if captures:
            if len(captures) > 1 and self.rng.random() < OTHER_CAPTURE:
                return self.rng.choice(captures)
            most = max(len(m.capture) for m in captures)
            return self.rng.choice([m for m in captures if len(m.capture) == most])
        plain = [m for m in moves if not self.precious >> m.card & 1]
        return self.rng.choice(plain or moves)


@dataclass(frozen=True)
class CaptureAdapter:
    """What the search needs of a family of the capture kind, from the family's parts: its
    moves rated by its heuristic, its worlds, its plays in the fast form, its playouts, and
    what the rest of a hand's value depends on (the exact search's table key)."""

    rated: Callable[[Any], list[tuple[float, Move]]]
    determinize: Callable[[Any, random.Random], Any]
    plays: Callable[[Any], list[Play]]
    key_of: Callable[[Any], Hashable]
    playout: Callable[[Any, random.Random], None]
    step: Callable[[Any, random.Random], None]

    def rated_moves(self, view: Any) -> list[tuple[float, Move]]:
        return self.rated(view)

    def side(self, view: Any) -> int:
        return int(view.side)

    def solve_exactly(self, view: Any, exact_plays: int) -> bool:
        return bool(view.stock == 0 and view.plays_left <= exact_plays)

    def world(self, view: Any, rng: random.Random) -> Any:
        return self.determinize(view, rng).hand

    def plain(self, move: Move) -> Play:
        return int(move.card), tuple(int(c) for c in move.capture)

    def clone(self, state: Any) -> Any:
        return state.clone()

    def play(self, state: Any, plain: Play) -> None:
        state.play(*plain)

    def finished(self, state: Any) -> bool:
        return not state.plays_left

    def mover_side(self, state: Any) -> int:
        return int(state.side_of[state.turn])

    def moves(self, state: Any) -> list[Play]:
        """The seat to play's plays, big captures first (good alpha-beta order), then lays."""
        return sorted(self.plays(state), key=lambda play: -len(play[1]) if play[1] else 1)

    def key(self, state: Any) -> Hashable:
        return self.key_of(state)

    def value(self, state: Any, side: int) -> float:
        return side_value(state.score(), side)

    def play_out(self, state: Any, rng: random.Random) -> None:
        self.playout(state, rng)

    def play_step(self, state: Any, rng: random.Random) -> None:
        self.step(state, rng)


class CaptureAnalysis:
    """The analysis kit (:class:`engine.ai.analyse.AnalysisKit`) of a family of the capture
    kind, assembled from the family's parts: its search adapter, its record reader, the
    names of the measures of a finished hand and how it takes them from its side's score and
    the others' (``measures(ours, others)``; the hand's value to the side comes last, as
    ``value``), and the points lost from which a play is an inaccuracy, a mistake, a
    blunder."""

    def __init__(self, adapter: SearchAdapter[Any, Any, Any],
                 replay_record: Callable[..., Any], outcomes: tuple[str, ...],
                 measures: Callable[[Any, list[Any]], dict[str, float]],
                 thresholds: tuple[float, float, float]) -> None:
        self._adapter = adapter
        self._replay = replay_guarded(replay_record)
        self._outcomes = outcomes
        self._measures = measures
        self._thresholds = thresholds

    @property
    def outcome_names(self) -> tuple[str, ...]:
        return self._outcomes

    def outcome(self, view: Any, state: Any, move: Play, side: int, line: Line
                ) -> dict[str, float]:
        """``move`` played and the hand finished along ``line``: the measures for ``side``
        (:attr:`outcome_names`)."""
        state.play(*move)
        line.finish(state)
        scores = state.score()
        others = [score for index, score in enumerate(scores) if index != side]
        return {**self._measures(scores[side], others), "value": side_value(scores, side)}

    def positions(self, record: Mapping[str, Any], base_dir: Path | None, seat: int,
                  hand: int | None) -> list[Position]:
        return collect_positions(self._replay, record, base_dir, seat, hand)

    def adapter(self, view: Any) -> SearchAdapter[Any, Any, Any]:
        return self._adapter  # its values are the hand's already

    def knows_all(self, view: Any) -> bool:
        """Two players and nothing left to deal: the other hand is every unseen card."""
        return bool(view.players == 2 and view.stock == 0)

    def fixed_values(self, view: Any) -> list[tuple[Any, float]] | None:
        return None

    def move_json(self, move: Move) -> dict[str, Any]:
        return {"card": str(move.card), "capture": cards_text(move.capture)}

    def worlds_factor(self, rules: Any) -> int:
        """Ten times the default worlds at most (a hand's analysis stays within seconds)."""
        return 10

    def racers(self, rules: Any) -> int:
        """Four of the best moves race on (a playout of captures costs more than a trick
        game's)."""
        return 4

    def value_bound(self, rules: Any) -> float:
        """A hand is worth far less than this to either side (a point or a few for each of
        its plays, and the majorities)."""
        return 1000.0

    def thresholds(self, rules: Any) -> tuple[float, float, float]:
        return self._thresholds
